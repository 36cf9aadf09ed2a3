package layout

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/templates"
)

// ScoreSheet is a page to write on during play: a grid of rows under named
// columns (scores per hand, best scores), and/or tracks of numbered boxes
// to cross off (hit points), each repeated Copies times down the page.
type ScoreSheet struct {
	Title    string
	Note     string
	Columns  []string // the grid's column heads; none for no grid
	Rows     int      // the grid's rows to write in
	Numbered bool     // the first column numbers the rows
	Total    bool     // a last row for the totals
	Tracks   []Track
	Copies   int // the tracks, this many times (games per page)
}

// Track is a row of boxes numbered From down to 0, to cross off.
type Track struct {
	Label string
	From  int
}

// ParseScoreSheet reads a score sheet's "key: value" lines (title, note,
// columns as a comma-separated list, rows, numbered, total, track "Label,
// N" (repeatable; the number after the last comma), copies); "#" starts a comment line. path names the file
// in messages.
func ParseScoreSheet(src []byte, path string) (*ScoreSheet, error) {
	s := &ScoreSheet{Copies: 1}
	var errs cards.ErrorList
	yes := func(v string, pos cards.Pos, key string) bool {
		switch v {
		case "yes":
			return true
		case "no":
			return false
		}
		errs.Add(pos, "score sheet: %s %q: want yes or no", key, v)
		return false
	}
	num := func(v string, pos cards.Pos, key string, lo, hi int) int {
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			errs.Add(pos, "score sheet: %s %q: want a number from %d to %d", key, v, lo, hi)
			return lo
		}
		return n
	}
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		pos := cards.Pos{File: path, Line: i + 1, Col: 1}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			errs.Add(pos, "score sheet: want KEY: VALUE")
			continue
		}
		v = strings.TrimSpace(v)
		switch strings.TrimSpace(k) {
		case "title":
			s.Title = v
		case "note":
			s.Note = v
		case "columns":
			for _, c := range strings.Split(v, ",") {
				s.Columns = append(s.Columns, strings.TrimSpace(c))
			}
		case "rows":
			s.Rows = num(v, pos, "rows", 1, 60)
		case "numbered":
			s.Numbered = yes(v, pos, "numbered")
		case "total":
			s.Total = yes(v, pos, "total")
		case "copies":
			s.Copies = num(v, pos, "copies", 1, 8)
		case "track":
			i := strings.LastIndexByte(v, ',')
			if i < 0 {
				errs.Add(pos, "score sheet: track %q: want LABEL, NUMBER", v)
				continue
			}
			s.Tracks = append(s.Tracks, Track{Label: strings.TrimSpace(v[:i]), From: num(strings.TrimSpace(v[i+1:]), pos, "track length", 1, 30)})
		default:
			errs.Add(pos, "score sheet: unknown key %q: want title, note, columns, rows, numbered, total, track or copies", strings.TrimSpace(k))
		}
	}
	if s.Title == "" {
		errs.Add(cards.Pos{File: path}, "score sheet: no title")
	}
	if len(s.Columns) == 0 && len(s.Tracks) == 0 {
		errs.Add(cards.Pos{File: path}, "score sheet: neither columns nor tracks: nothing to draw")
	}
	if len(s.Columns) > 0 && s.Rows == 0 {
		errs.Add(cards.Pos{File: path}, "score sheet: columns without rows")
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return s, nil
}

var (
	sheetInk  = RGB{0x22, 0x22, 0x22}
	sheetRule = RGB{0x99, 0x99, 0x99}
	sheetHead = RGB{0xec, 0xe6, 0xda}
)

// ScoreSheetPDF draws the sheet on one page of paper.
func ScoreSheetPDF(s *ScoreSheet, paper Paper, path string) ([]byte, error) {
	const margin = 15.0
	pdf := NewPDF(paper.W, paper.H, s.Title)
	sf := NewPDFSurface(pdf)
	pdf.AddPage()
	w := paper.W - 2*margin
	y := margin
	pos := cards.Pos{File: path}
	if err := DrawText(sf, TextBox{Text: s.Title, Family: templates.Sans, Style: "B", Size: 16, MinSize: 10, Align: "L"}, Rect{margin, y, w, 9}, true, aidAccent, "title"); err != nil {
		return nil, cards.Errorf(pos, "%v", err)
	}
	y += 10
	sf.Line(margin, y, margin+w, y, Stroked(aidAccent, 0.5))
	y += 3
	if s.Note != "" {
		st, err := Layout(TextBox{Text: s.Note, Family: templates.Serif, Style: "I", Size: 10, MinSize: 9, Align: "L"}, Rect{margin, y, w, 20}, false, "note")
		if err != nil {
			return nil, cards.Errorf(pos, "%v", err)
		}
		st.Draw(sf, sheetInk)
		y += float64(len(st.Lines))*st.Font.Size*1.2*ptToMM + 4
	}
	bottom := paper.H - margin
	if len(s.Columns) > 0 {
		rows := s.Rows + 1
		if s.Total {
			rows++
		}
		avail := bottom - y
		if len(s.Tracks) > 0 {
			avail /= 2
		}
		rh := min(avail/float64(rows), 10)
		if rh < 6 {
			return nil, cards.Errorf(pos, "score sheet: %d rows do not fit the page: at most %d", s.Rows, int(avail/6)-rows+s.Rows)
		}
		// the first column narrow when it numbers the rows
		cw := make([]float64, len(s.Columns))
		rest := w
		if s.Numbered {
			cw[0] = max(16, TextWidth(Font{templates.Sans, "B", 10}, s.Columns[0])+4)
			rest -= cw[0]
		}
		for i := range cw {
			if cw[i] == 0 {
				n := len(cw)
				if s.Numbered {
					n--
				}
				cw[i] = rest / float64(n)
			}
		}
		sf.Rect(Rect{margin, y, w, rh}, Filled(sheetHead))
		x := margin
		for i, c := range s.Columns {
			if err := DrawText(sf, TextBox{Text: c, Family: templates.Sans, Style: "B", Size: 10, MinSize: 9, Align: "C"}, Rect{x + 1, y, cw[i] - 2, rh}, true, sheetInk, "column "+strconv.Quote(c)); err != nil {
				return nil, cards.Errorf(pos, "%v", err)
			}
			x += cw[i]
		}
		for r := 1; r < rows; r++ {
			ry := y + float64(r)*rh
			label := ""
			if s.Numbered {
				label = strconv.Itoa(r)
			}
			if s.Total && r == rows-1 {
				label = "Total"
				sf.Rect(Rect{margin, ry, w, rh}, Filled(sheetHead))
			}
			if label != "" {
				if err := Label(sf, label, templates.Sans, "", 10, margin+cw[0]/2, ry+rh/2, "C", sheetInk); err != nil {
					return nil, cards.Errorf(pos, "%v", err)
				}
			}
		}
		grid := Stroked(sheetRule, 0.25)
		for r := 0; r <= rows; r++ {
			ry := y + float64(r)*rh
			sf.Line(margin, ry, margin+w, ry, grid)
		}
		x = margin
		for i := 0; i <= len(cw); i++ {
			sf.Line(x, y, x, y+float64(rows)*rh, grid)
			if i < len(cw) {
				x += cw[i]
			}
		}
		y += float64(rows)*rh + 8
	}
	if len(s.Tracks) > 0 {
		per := 10.0 + float64(len(s.Tracks))*13
		if y+per*float64(s.Copies) > bottom+0.01 {
			return nil, cards.Errorf(pos, "score sheet: %d copies of the tracks do not fit the page", s.Copies)
		}
		gap := (bottom - y - per*float64(s.Copies)) / float64(s.Copies)
		for c := 0; c < s.Copies; c++ {
			if err := Label(sf, fmt.Sprintf("Game %d", c+1), templates.Sans, "B", 10, margin, y+3, "L", aidAccent); err != nil {
				return nil, cards.Errorf(pos, "%v", err)
			}
			ty := y + 8
			for _, t := range s.Tracks {
				if err := Label(sf, t.Label, templates.Sans, "", 10, margin, ty+1.5, "L", sheetInk); err != nil {
					return nil, cards.Errorf(pos, "%v", err)
				}
				n := t.From + 1
				bw := min(12, w/float64(n))
				for i := 0; i < n; i++ {
					b := Rect{margin + float64(i)*bw, ty + 4, bw - 1.5, 7}
					sf.RoundedRect(b, 1, Stroked(sheetInk, 0.3))
					if err := Label(sf, strconv.Itoa(t.From-i), templates.Sans, "", 9, b.X+b.W/2, b.Y+b.H/2, "C", sheetRule); err != nil {
						return nil, cards.Errorf(pos, "%v", err)
					}
				}
				ty += 13
			}
			y += per + gap
		}
	}
	if err := pdf.Error(); err != nil {
		return nil, fmt.Errorf("score sheet: %w", err)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
