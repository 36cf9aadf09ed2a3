package layout

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/templates"
)

// Aid is a player-aid card: a title and paragraphs of text, printed Copies
// times at the game's card size.
type Aid struct {
	Title  string
	Paras  []string
	Copies int
	Pos    cards.Pos // the card's heading, for messages
}

// ParseAids reads an aids file: each "## Title" line starts a card; a line
// "copies: N" just under it prints N of it (one by default); each line that
// follows is a paragraph of its text ("- " starts a bulleted one), and a
// line indented by two spaces continues the paragraph above. path names the
// file in messages.
//
// A line "table: ID: FORMAT" becomes one paragraph per row of the game's
// reference table ID (found by tables), FORMAT with each "{Column}"
// replaced by the row's cell in that column: the aid then says what the
// engine enforces. "ID[3-5]" takes rows 3 to 5 only.
func ParseAids(src []byte, path string, tables TableLookup) ([]Aid, error) {
	var out []Aid
	var errs cards.ErrorList
	var para []string
	flush := func() {
		if len(para) > 0 && len(out) > 0 {
			a := &out[len(out)-1]
			a.Paras = append(a.Paras, strings.Join(para, " "))
		}
		para = nil
	}
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimRight(line, " \r")
		pos := cards.Pos{File: path, Line: i + 1, Col: 1}
		switch {
		case strings.HasPrefix(line, "## "):
			flush()
			out = append(out, Aid{Title: strings.TrimSpace(line[3:]), Copies: 1, Pos: pos})
		case strings.HasPrefix(line, "copies:") && len(out) > 0 && len(out[len(out)-1].Paras) == 0 && para == nil:
			n, err := strconv.Atoi(strings.TrimSpace(line[len("copies:"):]))
			if err != nil || n < 1 || n > 12 {
				errs.Add(pos, "aids: copies %q: want a number from 1 to 12", strings.TrimSpace(line[len("copies:"):]))
				continue
			}
			out[len(out)-1].Copies = n
		case strings.HasPrefix(line, "table:") && len(out) > 0:
			flush()
			paras, err := tableParas(strings.TrimSpace(line[len("table:"):]), tables)
			if err != nil {
				errs.Add(pos, "aids: %v", err)
				continue
			}
			a := &out[len(out)-1]
			a.Paras = append(a.Paras, paras...)
		case strings.TrimSpace(line) == "":
			flush()
		case len(out) == 0:
			errs.Add(pos, "aids: text before the first card: start each card with a line \"## Title\"")
		default:
			if !strings.HasPrefix(line, "  ") {
				flush()
				if strings.HasPrefix(line, "- ") {
					line = "• " + line[2:]
				}
			}
			para = append(para, strings.TrimSpace(line))
		}
	}
	flush()
	if len(out) == 0 && len(errs) == 0 {
		errs.Add(cards.Pos{File: path}, "aids: no cards: start each card with a line \"## Title\"")
	}
	for _, a := range out {
		if len(a.Paras) == 0 {
			errs.Add(a.Pos, "aids: the card %q has no text", a.Title)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

// TableLookup returns the header and rows of a game's reference table.
type TableLookup func(id string) (header []string, rows [][]string, err error)

var placeholder = regexp.MustCompile(`\{([^{}]+)\}`)

// tableParas formats each row of a table "ID: FORMAT".
func tableParas(spec string, tables TableLookup) ([]string, error) {
	id, format, ok := strings.Cut(spec, ":")
	id, format = strings.TrimSpace(id), strings.TrimSpace(format)
	if !ok || id == "" || format == "" {
		return nil, fmt.Errorf("table %q: want table: ID: FORMAT with {Column} placeholders", spec)
	}
	if tables == nil {
		return nil, fmt.Errorf("table %s: the game generates no reference tables", id)
	}
	first, last := 1, 0 // rows first..last, 1-based; last 0 for the end
	if i := strings.IndexByte(id, '['); i > 0 && strings.HasSuffix(id, "]") {
		a, b, ok := strings.Cut(id[i+1:len(id)-1], "-")
		f, err1 := strconv.Atoi(a)
		l, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || f < 1 || l < f {
			return nil, fmt.Errorf("table %s: want ID[FIRST-LAST], rows counted from 1", id)
		}
		id, first, last = id[:i], f, l
	}
	header, rows, err := tables(id)
	if err != nil {
		return nil, err
	}
	if last == 0 {
		last = len(rows)
	}
	if last > len(rows) {
		return nil, fmt.Errorf("table %s has %d rows, not %d", id, len(rows), last)
	}
	rows = rows[first-1 : last]
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	for _, m := range placeholder.FindAllStringSubmatch(format, -1) {
		if _, ok := col[m[1]]; !ok {
			return nil, fmt.Errorf("table %s has no column %q (columns: %s)", id, m[1], strings.Join(header, ", "))
		}
	}
	var out []string
	for _, r := range rows {
		out = append(out, placeholder.ReplaceAllStringFunc(format, func(p string) string {
			return r[col[p[1:len(p)-1]]]
		}))
	}
	return out, nil
}

// AidMinSize is the smallest text on a player aid, in points.
const AidMinSize = 6.5

// AidsFor draws a game's player aids as its first deck of cards prints:
// the deck's card size (or opt.CardSize for a standard deck), the build's
// paper, bleed and backs, and the deck's back design, so that the aids are
// cut, backed and carried with the deck.
func AidsFor(g *cards.Game, aids []Aid, opt BuildOptions, pos cards.Pos) ([]byte, error) {
	var deck *cards.Deck
	for _, d := range g.Decks {
		if d.Kind == cards.KindCards {
			deck = d
			break
		}
	}
	if deck == nil {
		return nil, cards.Errorf(pos, "aids: the game has no deck of cards to size the aids by")
	}
	w, h := deck.W, deck.H
	if opt.CardSize != "" && deck.Standard {
		if cw, ch, err := cards.ParseSize(opt.CardSize); err == nil {
			w, h = cw, ch
		}
	}
	backs, _ := deckBacks(g, opt.StandardBack)
	return AidsPDF(aids, w, h, SheetOptions{Paper: opt.Paper, Bleed: opt.Bleed, Backs: opt.Backs, Back: backs[deck]}, g.Name+" player aids")
}

// AidsPDF draws the aids, each Copies times, at w x h millimetres, imposed
// as cards are (opt's paper, bleed, backs and back design; crop marks).
func AidsPDF(aids []Aid, w, h float64, opt SheetOptions, title string) ([]byte, error) {
	backs := opt.Backs
	if opt.Back == "" {
		backs = BacksNone
	}
	im, err := Impose(opt.Paper, w, h, opt.Bleed, backs, true)
	if err != nil {
		return nil, err
	}
	var items []Aid
	for _, a := range aids {
		for i := 0; i < a.Copies; i++ {
			items = append(items, a)
		}
	}
	pdf := NewPDF(opt.Paper.W, opt.Paper.H, title)
	s := NewPDFSurface(pdf)
	per := im.PerPage()
	mark := Stroked(ParseColour(templates.CropMark), 0.15)
	backPage := func(n int, marks []Line) error {
		for i := 0; i < n; i++ {
			if err := DrawBack(s, opt.Back, im.BackSlots[i], im.BackBleedBoxOf(i, n), im.BackRotated); err != nil {
				return err
			}
		}
		for _, l := range marks {
			s.Line(l.X1, l.Y1, l.X2, l.Y2, mark)
		}
		return nil
	}
	for start := 0; start < len(items); start += per {
		pdf.AddPage()
		n := min(per, len(items)-start)
		front, back := im.MarksOf(n)
		for i := 0; i < n; i++ {
			a := items[start+i]
			s.Rect(im.BleedBoxOf(i, n), Filled(RGB{255, 255, 255}))
			if err := drawAid(s, a, im.Slots[i]); err != nil {
				return nil, cards.Errorf(a.Pos, "%v", err)
			}
		}
		for _, l := range front {
			s.Line(l.X1, l.Y1, l.X2, l.Y2, mark)
		}
		switch backs {
		case BacksFold:
			if err := backPage(n, back); err != nil {
				return nil, err
			}
			s.Line(im.Fold.X1, im.Fold.Y1, im.Fold.X2, im.Fold.Y2, Stroked(ParseColour(templates.Faint), 0.2).Dashed(2, 1.5))
		case BacksDuplexLong, BacksDuplexShort:
			pdf.AddPage()
			if err := backPage(n, back); err != nil {
				return nil, err
			}
		}
	}
	if err := pdf.Error(); err != nil {
		return nil, fmt.Errorf("aids: %w", err)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

var (
	aidInk    = RGB{0x22, 0x22, 0x22}
	aidAccent = RGB{0x7a, 0x4a, 0x12}
	aidEdge   = RGB{0xbb, 0xbb, 0xbb}
)

// drawAid draws one aid in the trim box t: a title band, then its
// paragraphs fitted to the rest of the card at one size.
func drawAid(s Surface, a Aid, t Rect) error {
	s.RoundedRect(t.Inset(1.2), 2.5, Stroked(aidEdge, 0.3))
	in := t.Inset(4)
	head := Rect{in.X, in.Y, in.W, 7}
	if err := DrawText(s, TextBox{Text: a.Title, Family: templates.Sans, Style: "B", Size: 10.5, MinSize: 7, Align: "L"}, head, true, aidAccent, "aid title"); err != nil {
		return err
	}
	s.Line(in.X, head.Y+head.H+0.6, in.X+in.W, head.Y+head.H+0.6, Stroked(aidAccent, 0.35))
	body := Rect{in.X, head.Y + head.H + 2, in.W, in.H - head.H - 2}
	what := "aid text of " + strconv.Quote(a.Title)
	// the largest size at which every paragraph fits, a little apart, or
	// else close together
	const lead = 1.2
	for try := 0; try < 2*int((10-AidMinSize)/0.5+1); try++ {
		n := int((10-AidMinSize)/0.5 + 1)
		size := 10 - 0.5*float64(try%n)
		gap := size * 0.35 * ptToMM
		if try >= n {
			gap = 0
		}
		y := body.Y
		var sets []SetText
		fits := true
		for _, p := range a.Paras {
			b := TextBox{Text: p, Family: templates.SansCond, Size: size, MinSize: size, Align: "L", Leading: lead}
			lines, _, err := Fit(b, Rect{body.X, y, body.W, 1000}, what)
			if err != nil {
				return err // a glyph the font lacks
			}
			h := float64(len(lines)) * size * lead * ptToMM
			st, err := Layout(b, Rect{body.X, y, body.W, h}, false, what)
			if err != nil {
				return err
			}
			sets = append(sets, st)
			y += h + gap
			if y-gap > body.Y+body.H+1e-6 {
				fits = false
				break
			}
		}
		if fits {
			for _, st := range sets {
				st.Draw(s, aidInk)
			}
			return nil
		}
	}
	return fmt.Errorf("%s does not fit a %.1f x %.1f mm card even at %.1f pt", what, body.W, body.H, AidMinSize)
}
