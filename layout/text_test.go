package layout

import (
	"math"
	"testing"
	"unicode/utf8"

	"github.com/cardstock/cardstock/content"
)

// TestSameLinesInPDFAndPNG draws every card, back and mat of every game on
// both backends and checks that they draw the same lines of text at the
// same places, and that each line is as wide by the PNG's opentype face as
// by fpdf's own measure (within the rounding of their width tables), so
// that a line that fits its box in the PDF fits it in the PNG.
func TestSameLinesInPDFAndPNG(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	const dpi = 100
	total := 0
	for _, name := range games {
		g := loadGame(t, name)
		type item struct {
			what string
			area Rect
			draw func(s Surface) error
		}
		var items []item
		for _, d := range g.Decks {
			trim := Rect{3, 3, d.W, d.H}
			bleed := Rect{0, 0, d.W + 6, d.H + 6}
			for _, c := range d.Cards {
				f := Face{Game: g, Deck: d, Card: c}
				items = append(items, item{d.ID + "/" + c.ID, bleed, func(s Surface) error { return DrawFace(s, f, trim, bleed) }})
			}
			if d.Back != "" {
				back := d.Back
				items = append(items, item{d.ID + " back", bleed, func(s Surface) error { return DrawBack(s, back, trim, bleed, false) }})
			}
		}
		for _, m := range g.Mats {
			items = append(items, item{"mat " + m.ID, Rect{0, 0, m.W, m.H}, func(s Surface) error { return drawMat(s, g, m, 0, 0) }})
		}
		pdf := newPDF(300, 300, "lines")
		for _, it := range items {
			var pruns, rruns []textRun
			pdf.AddPage()
			ps := &pdfSurface{pdf: pdf, runs: &pruns}
			if err := it.draw(ps); err != nil {
				t.Fatalf("%s %s: %v", name, it.what, err)
			}
			rs := NewRaster(it.area, dpi)
			rs.runs = &rruns
			if err := it.draw(rs); err != nil {
				t.Fatalf("%s %s: %v", name, it.what, err)
			}
			if len(pruns) == 0 && it.what != "" {
				// Backs without a title and stones have no text.
				continue
			}
			if len(pruns) != len(rruns) {
				t.Errorf("%s %s: %d lines in the PDF, %d in the PNG", name, it.what, len(pruns), len(rruns))
				continue
			}
			for i, p := range pruns {
				r := rruns[i]
				total++
				if p.Text != r.Text || p.X != r.X || p.Y != r.Y || p.Font != r.Font {
					t.Errorf("%s %s: line %d: PDF %q at %.3f,%.3f in %v; PNG %q at %.3f,%.3f in %v", name, it.what, i, p.Text, p.X, p.Y, p.Font, r.Text, r.X, r.Y, r.Font)
					continue
				}
				n := float64(utf8.RuneCountInString(p.Text))
				tol := n * (0.0005*p.Font.Size*ptToMM + 1.0/64*25.4/dpi)
				if math.Abs(p.Width-r.Width) > tol+1e-9 {
					t.Errorf("%s %s: %q is %.3f mm wide in the PDF, %.3f mm in the PNG", name, it.what, p.Text, p.Width, r.Width)
				}
			}
		}
	}
	if total < 500 {
		t.Errorf("only %d lines compared", total)
	}
	t.Logf("%d lines compared", total)
}
