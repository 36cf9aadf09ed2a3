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
	for _, z := range m.Zones {
		zl, err := layoutZone(z)
		if err != nil {
			return err
		}
		r := Rect{ox + z.X, oy + z.Y, z.W, z.H}
		if err := drawZone(s, z, zl, r, ox, oy, ground, edge); err != nil {
			return err
		}
	}
	return nil
}

// drawZone draws one zone at r (its place on the page), turned half round
// about its centre when it faces the player across the table.
func drawZone(s Surface, z *cards.Zone, zl ZoneLayout, r Rect, ox, oy float64, ground, edge RGB) error {
	if z.Facing == "far" {
		s.BeginRotate(180, r.X+r.W/2, r.Y+r.H/2)
		defer s.EndRotate()
	}
	what := fmt.Sprintf("%s: zone %q", z.Pos, z.Name)
	zone := FilledStroked(ground.Mix(white, 0.55), edge, 0.4)
	switch z.Shape {
	case "circle":
		s.Ellipse(r.X+r.W/2, r.Y+r.H/2, r.W/2, r.H/2, zone)
	default:
		s.RoundedRect(r, 3, zone)
	}
	// Card slots at real size, below the zone's text, so that a card
	// laid there never covers the words.
	outline := Stroked(edge.Mix(ground, 0.45), 0.3).Dashed(1.5, 1.2)
	for _, c := range zl.Cards {
		s.RoundedRect(c.shift(ox, oy), 2.5, outline)
	}
	// A track: numbered cells.
	for i, c := range zl.Cells {
		c = c.shift(ox, oy)
		s.RoundedRect(c, 1.5, FilledStroked(white, edge, 0.3))
		if err := Label(s, fmt.Sprint(i+1), templates.Sans, "B", 11, c.X+c.W/2, c.Y+c.H/2, "C", edge.Mix(RGB{}, 0.2)); err != nil {
			return err
		}
	}
	if err := DrawText(s, zl.nameBox, zl.Name.shift(ox, oy), true, edge.Mix(RGB{}, 0.35), what+" name"); err != nil {
		return err
	}
	if z.Note != "" {
		if err := DrawText(s, zl.noteBox, zl.Note.shift(ox, oy), false, edge, what+" note"); err != nil {
			return err
		}
	}
	return nil
}

func (r Rect) shift(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// Mat text sizes: zone names, and notes no smaller than 9 pt, as a player
// reads them across the table.
const (
	ZoneNameSize = 11.0
	ZoneNoteSize = 9.5
	ZoneNoteMin  = 9.0
	zoneNoteLead = 1.15
)

// ZoneLayout is where a zone's parts go, in mat coordinates: its name, its
// note's box, the card outlines below them (each a poker card at full
// size), and a track's cells.
type ZoneLayout struct {
	Name, Note Rect
	TextBottom float64 // the foot of the name and note
	Cards      []Rect
	Cells      []Rect
	nameBox    TextBox
	noteBox    TextBox
}

// layoutZone places z's name and note at its top and its card outlines
// below them. It is an error, naming the zone, when the cards do not fit
// below the text, or the note does not fit at 9 pt.
func layoutZone(z *cards.Zone) (ZoneLayout, error) {
	what := fmt.Sprintf("%s: zone %q", z.Pos, z.Name)
	align, inset := "L", 3.0
	name := Rect{z.X + inset, z.Y + 2, z.W - 2*inset, 5.5}
	if z.Shape == "circle" {
		align, inset = "C", z.W*0.15
		name = Rect{z.X + inset, z.Y + z.H/2 - 8, z.W - 2*inset, 5.5}
	}
	zl := ZoneLayout{Name: name,
		nameBox: TextBox{Text: z.Name, Family: templates.Sans, Style: "B", Size: ZoneNameSize, MinSize: 8, Align: align},
		noteBox: TextBox{Text: z.Note, Family: templates.Serif, Style: "I", Size: ZoneNoteSize, MinSize: ZoneNoteMin, Align: align, Leading: zoneNoteLead},
	}
	zl.TextBottom = name.Y + name.H
	if z.Note != "" {
		// The note takes the lines it needs, up to the zone's foot.
		note := Rect{name.X, name.Y + name.H + 0.5, name.W, z.Y + z.H - (name.Y + name.H + 0.5) - 1}
		lines, size, err := Fit(zl.noteBox, note, what+" note")
		if err != nil {
			return zl, err
		}
		note.H = float64(len(lines))*size*zoneNoteLead*ptToMM + 0.5
		zl.Note = note
		zl.TextBottom = note.Y + note.H
	}
	if z.Slots <= 0 {
		return zl, nil
	}
	top := zl.TextBottom + 1.5
	if z.Shape == "track" {
		gap := 1.5
		cw := (z.W - 6 - gap*float64(z.Slots-1)) / float64(z.Slots)
		ch := z.Y + z.H - 2.5 - top
		if cw < 6 || ch < 6 {
			return zl, fmt.Errorf("%s: %d track cells do not fit below its text", what, z.Slots)
		}
		for i := 0; i < z.Slots; i++ {
			zl.Cells = append(zl.Cells, Rect{z.X + 3 + float64(i)*(cw+gap), top, cw, math.Min(ch, 12)})
		}
		return zl, nil
	}
	card := cards.CardSizes["poker"]
	n := float64(z.Slots)
	total := n*card[0] + (n-1)*3
	if total > z.W-3 || top+card[1] > z.Y+z.H-1.5 {
		return zl, fmt.Errorf("%s: %d card outline(s) of %gx%g mm do not fit below its text: the zone needs %.0fx%.0f mm, it is %gx%g",
			what, z.Slots, card[0], card[1], total+3, top+card[1]+1.5-z.Y, z.W, z.H)
	}
	sx := z.X + (z.W-total)/2
	for i := 0; i < z.Slots; i++ {
		zl.Cards = append(zl.Cards, Rect{sx + float64(i)*(card[0]+3), top, card[0], card[1]})
	}
	return zl, nil
}
