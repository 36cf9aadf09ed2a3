package layout

import (
	"bytes"
	"fmt"
	"math"

	"codeberg.org/go-pdf/fpdf"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/templates"
)

// Mat tiling constants, in millimetres.
const (
	MatMargin  = 8.0  // free paper around a tile, which printers cannot print
	MatOverlap = 10.0 // neighbouring tiles repeat this much of the mat
)

// Tile is the part of a mat one page shows.
type Tile struct {
	Region Rect // the part of the mat, in mat coordinates
	Page   Rect // where it lies on the page
}

// MatTiling is how a mat is split over pages of one orientation.
type MatTiling struct {
	PageW, PageH float64
	Cols, Rows   int
	Tiles        []Tile
	// JoinsX are the mat x of the lines where columns of tiles are cut and
	// laid over each other; JoinsY likewise for rows.
	JoinsX, JoinsY []float64
}

func tilesAlong(length, area float64) int {
	if length <= area+1e-9 {
		return 1
	}
	return 1 + int(math.Ceil((length-area)/(area-MatOverlap)-1e-9))
}

// TileMat splits a w x h mat over pages of paper at full size, choosing the
// orientation that needs the fewest pages (portrait on a tie).
func TileMat(paper Paper, w, h float64) MatTiling {
	best := MatTiling{}
	for _, o := range [][2]float64{{paper.W, paper.H}, {paper.H, paper.W}} {
		aw, ah := o[0]-2*MatMargin, o[1]-2*MatMargin
		cols, rows := tilesAlong(w, aw), tilesAlong(h, ah)
		if best.Cols != 0 && cols*rows >= best.Cols*best.Rows {
			continue
		}
		t := MatTiling{PageW: o[0], PageH: o[1], Cols: cols, Rows: rows}
		stepX, stepY := aw-MatOverlap, ah-MatOverlap
		for r := 0; r < rows; r++ {
			for c := 0; c < cols; c++ {
				x, y := float64(c)*stepX, float64(r)*stepY
				rw, rh := math.Min(aw, w-x), math.Min(ah, h-y)
				// A mat that fits on one page is centred on it.
				px, py := MatMargin, MatMargin
				if cols == 1 {
					px = (o[0] - rw) / 2
				}
				if rows == 1 {
					py = (o[1] - rh) / 2
				}
				t.Tiles = append(t.Tiles, Tile{Region: Rect{x, y, rw, rh}, Page: Rect{px, py, rw, rh}})
			}
		}
		for c := 1; c < cols; c++ {
			t.JoinsX = append(t.JoinsX, float64(c)*stepX+MatOverlap/2)
		}
		for r := 1; r < rows; r++ {
			t.JoinsY = append(t.JoinsY, float64(r)*stepY+MatOverlap/2)
		}
		best = t
	}
	return best
}

// MatPDF draws a play mat at full size, tiled over as many pages of paper as
// it needs, with cut and alignment lines where the pages overlap.
func MatPDF(g *cards.Game, m *cards.Mat, paper Paper, title string) ([]byte, error) {
	tl := TileMat(paper, m.W, m.H)
	pdf := newPDF(tl.PageW, tl.PageH, title)
	s := NewPDFSurface(pdf)
	for i, t := range tl.Tiles {
		pdf.AddPageFormat(orientation(tl.PageW, tl.PageH), fpdf.SizeType{Wd: paper.W, Ht: paper.H})
		ox, oy := t.Page.X-t.Region.X, t.Page.Y-t.Region.Y
		s.BeginClip(t.Page)
		err := drawMat(s, g, m, ox, oy)
		s.EndClip()
		if err != nil {
			return nil, err
		}
		if len(tl.Tiles) > 1 {
			if err := drawJoins(s, tl, t, ox, oy); err != nil {
				return nil, err
			}
			label := fmt.Sprintf("%s · %s · sheet %d of %d", g.Name, m.Name, i+1, len(tl.Tiles))
			if err := Label(s, label, templates.Sans, "", 7, tl.PageW/2, tl.PageH-MatMargin/2, "C", ParseColour(templates.Faint)); err != nil {
				return nil, err
			}
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("layout: %s: %w", title, err)
	}
	return buf.Bytes(), nil
}

func orientation(w, h float64) string {
	if w > h {
		return "L"
	}
	return "P"
}

// drawJoins marks, on one tile, where it is cut (the tile to the right or
// below is cut at the join and laid over this one) and where the next one
// is aligned.
func drawJoins(s Surface, tl MatTiling, t Tile, ox, oy float64) error {
	faint := ParseColour(templates.Faint)
	solid := Stroked(ParseColour(templates.CropMark), 0.25)
	dashed := solid.Dashed(2, 1)
	for _, j := range tl.JoinsX {
		if j < t.Region.X || j > t.Region.X+t.Region.W {
			continue
		}
		x := ox + j
		top, bottom := t.Page.Y, t.Page.Y+t.Page.H
		if j-t.Region.X < MatOverlap {
			// This tile continues one to its left: cut here.
			s.Line(x, top-MatMargin+1, x, bottom+MatMargin-1, dashed)
			if err := Label(s, "✂ cut along the dashed line, lay over the previous sheet", templates.Sans, "", 6.5, x+1.5, top-MatMargin/2, "L", faint); err != nil {
				return err
			}
		} else {
			s.Line(x, top-MatMargin+1, x, top, solid)
			s.Line(x, bottom, x, bottom+MatMargin-1, solid)
			if err := Label(s, "align the next sheet's cut edge here", templates.Sans, "", 6.5, x-1.5, top-MatMargin/2, "R", faint); err != nil {
				return err
			}
		}
	}
	for _, j := range tl.JoinsY {
		if j < t.Region.Y || j > t.Region.Y+t.Region.H {
			continue
		}
		y := oy + j
		left, right := t.Page.X, t.Page.X+t.Page.W
		if j-t.Region.Y < MatOverlap {
			s.Line(left-MatMargin+1, y, right+MatMargin-1, y, dashed)
		} else {
			s.Line(left-MatMargin+1, y, left, y, solid)
			s.Line(right, y, right+MatMargin-1, y, solid)
		}
	}
	return nil
}

// drawMat draws the whole mat with its origin at (ox, oy) on the page.
func drawMat(s Surface, g *cards.Game, m *cards.Mat, ox, oy float64) error {
	ground := ParseColour("#f3eee2")
	edge := ParseColour("#7a6a55")
	s.RoundedRect(Rect{ox, oy, m.W, m.H}, 4, FilledStroked(ground, edge, 0.8))
	title := m.Title
	if title == "" {
		title = g.Name + " · " + m.Name
	}
	// Left-aligned, so that a tiled mat's title is whole on its first sheet.
	if err := DrawText(s, TextBox{Text: title, Family: templates.Sans, Style: "B", Size: 15, MinSize: 9, Align: "L"}, Rect{ox + 6, oy + 2, m.W - 12, 10}, true, edge.Mix(RGB{}, 0.3), fmt.Sprintf("%s: mat %q title", m.Pos, m.ID)); err != nil {
		return err
	}
	card := cards.CardSizes["poker"]
	for _, z := range m.Zones {
		r := Rect{ox + z.X, oy + z.Y, z.W, z.H}
		what := fmt.Sprintf("%s: zone %q", z.Pos, z.Name)
		zone := FilledStroked(ground.Mix(white, 0.55), edge, 0.4)
		if z.Shape == "circle" {
			s.Ellipse(r.X+r.W/2, r.Y+r.H/2, r.W/2, r.H/2, zone)
		} else {
			s.RoundedRect(r, 3, zone)
		}
		// Card slots at real size, side by side along the zone, where they fit.
		n := z.Slots
		for n > 0 && (float64(n)*card[0]+float64(n-1)*3 > z.W-2 || card[1] > z.H-1) {
			n--
		}
		if n > 0 {
			total := float64(n)*card[0] + float64(n-1)*3
			// Below the zone's name when there is room (rooms and hands fan
			// their cards downwards from there), else at the foot.
			sx := r.X + (r.W-total)/2
			sy := math.Min(r.Y+15, r.Y+r.H-card[1]-1.5)
			outline := Stroked(edge.Mix(ground, 0.45), 0.3).Dashed(1.5, 1.2)
			for i := 0; i < n; i++ {
				s.RoundedRect(Rect{sx + float64(i)*(card[0]+3), sy, card[0], card[1]}, 2.5, outline)
			}
		}
		inset := 3.0
		if z.Shape == "circle" {
			inset = r.W * 0.15
		}
		name := Rect{r.X + inset, r.Y + 2, r.W - 2*inset, 5.5}
		if z.Shape == "circle" {
			name.Y = r.Y + r.H/2 - 8
		}
		// Names and notes are set from the left, so that a zone crossing
		// the join of two sheets keeps its name whole on the first.
		align := "L"
		if z.Shape == "circle" {
			align = "C"
		}
		nameBox := TextBox{Text: z.Name, Family: templates.Sans, Style: "B", Size: 11, MinSize: 7, Align: align}
		noteBox := TextBox{Text: z.Note, Family: templates.Serif, Style: "I", Size: 7.5, MinSize: 5.5, Align: align, Leading: 1.15}
		h := 9.0
		if z.H < 45 {
			h = z.H - 9
		}
		note := Rect{name.X, name.Y + name.H + 0.5, name.W, h}
		// The text sits on the zone's colour, over any card outline, so
		// that a dashed outline never runs through the words.
		textH := name.H
		if z.Note != "" {
			lines, size, err := Fit(noteBox, note, what+" note")
			if err != nil {
				return err
			}
			textH += 0.5 + float64(len(lines))*size*1.15*ptToMM
		}
		s.Rect(Rect{name.X - 1, name.Y - 0.5, name.W + 2, textH + 1}, Filled(ground.Mix(white, 0.55)))
		if err := DrawText(s, nameBox, name, true, edge.Mix(RGB{}, 0.35), what+" name"); err != nil {
			return err
		}
		if z.Note != "" {
			if err := DrawText(s, noteBox, note, false, edge, what+" note"); err != nil {
				return err
			}
		}
	}
	return nil
}
