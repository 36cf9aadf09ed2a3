package layout

import (
	"fmt"
	"math"
	"testing"

	"github.com/cardstock/cardstock/content"
)

// imposers are Impose (upright items: player aids) and ImposeBest (card
// sheets).
var imposers = []func(Paper, float64, float64, float64, Backs, bool) (*Imposition, error){Impose, ImposeBest}

// TestPrintMarginEveryGame checks every sheet of every deck of every game,
// on every paper and in every backs mode, full and part-filled: each crop
// mark and each item with its bleed, front and back, lies at least
// PrintMargin (5 mm) inside the paper edge, where desktop printers print.
func TestPrintMarginEveryGame(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	if len(games) < 5 {
		t.Fatalf("only %d games", len(games))
	}
	decks := 0
	for _, name := range games {
		g := loadGame(t, name)
		for _, d := range g.Decks {
			decks++
			for _, paper := range PaperNames() {
				p := Papers[paper]
				in := func(r Rect) bool {
					const eps = 1e-9
					return r.X >= PrintMargin-eps && r.Y >= PrintMargin-eps && r.X+r.W <= p.W-PrintMargin+eps && r.Y+r.H <= p.H-PrintMargin+eps
				}
				for _, backs := range BacksModes {
					for k, impose := range imposers {
						im, err := impose(p, d.W, d.H, DefaultBleed, backs, d.Shape != "circle")
						if err != nil && k == 0 {
							continue // upright, a castle does not fit half a Letter sheet
						}
						if err != nil {
							t.Fatalf("%s %s: %v", name, d.ID, err)
						}
						where := fmt.Sprintf("%s deck %s on %s, backs %s, imposer %d", name, d.ID, paper, backs, k)
						// A full sheet, and the part-filled last sheet.
						for _, n := range []int{im.PerPage(), d.Total() % im.PerPage()} {
							if n == 0 {
								continue
							}
							front, back := im.MarksOf(n)
							if len(front) == 0 && d.Shape != "circle" {
								t.Errorf("%s: no crop marks", where)
							}
							for _, m := range append(append([]Line{}, front...), back...) {
								r := Rect{math.Min(m.X1, m.X2), math.Min(m.Y1, m.Y2), math.Abs(m.X2 - m.X1), math.Abs(m.Y2 - m.Y1)}
								if !in(r) {
									t.Errorf("%s, %d items: crop mark %+v within %g mm of the paper edge", where, n, m, PrintMargin)
								}
							}
							for i := 0; i < n; i++ {
								if bb := im.BleedBoxOf(i, n); !in(bb) {
									t.Errorf("%s, %d items: item %d with its bleed %+v within %g mm of the paper edge", where, n, i, bb, PrintMargin)
								}
								if backs != BacksNone {
									if bb := im.BackBleedBoxOf(i, n); !in(bb) {
										t.Errorf("%s, %d items: back %d with its bleed %+v within %g mm of the paper edge", where, n, i, bb, PrintMargin)
									}
								}
							}
						}
					}
				}
			}
		}
	}
	if decks < 8 {
		t.Errorf("only %d decks checked", decks)
	}
}

// TestBacksUpright follows each corner of a card through the printing: the
// front drawn turned by FrontAngle in its slot, the sheet flipped over its
// long or short edge (or folded), and the card turned over about its own
// long axis as a player turns a card. The back, drawn turned by BackAngle
// in its back slot, must then show the same corner upright: the back's top
// left is behind the front's top right.
func TestBacksUpright(t *testing.T) {
	type pt struct{ x, y float64 }
	// place maps a point (u, v) of an item w x h drawn in slot turned deg
	// anticlockwise to the page.
	place := func(u, v, w, h float64, slot Rect, deg float64) pt {
		cx, cy := slot.X+slot.W/2, slot.Y+slot.H/2
		dx, dy := u-w/2, v-h/2
		for q := ((int(math.Round(deg/90)) % 4) + 4) % 4; q > 0; q-- {
			dx, dy = dy, -dx
		}
		return pt{cx + dx, cy + dy}
	}
	for _, paper := range PaperNames() {
		p := Papers[paper]
		for _, size := range [][2]float64{{63.5, 88.9}, {70, 120}, {44, 63}, {127, 90}} {
			w, h := size[0], size[1]
			for _, backs := range []Backs{BacksDuplexLong, BacksDuplexShort, BacksFold} {
				for _, impose := range imposers {
					im, err := impose(p, w, h, DefaultBleed, backs, true)
					if err != nil && backs == BacksFold {
						continue // upright, it does not fit half a sheet
					}
					if err != nil {
						t.Fatal(err)
					}
					// behind maps a point of the front page to the point of the
					// back page (or the folded half) behind it.
					behind := func(q pt) pt {
						if backs == BacksDuplexLong {
							return pt{p.W - q.x, q.y}
						}
						return pt{q.x, p.H - q.y}
					}
					for i := range im.Slots {
						for _, c := range [][2]float64{{0, 0}, {w, 0}, {0, h}, {w / 3, h / 5}} {
							// The back's point (u, v) lies behind the front's (w-u, v).
							got := place(c[0], c[1], w, h, im.BackSlots[i], im.BackAngle)
							want := behind(place(w-c[0], c[1], w, h, im.Slots[i], im.FrontAngle))
							if !near(got.x, want.x) || !near(got.y, want.y) {
								t.Fatalf("%s %gx%g %s (turned %v): back %d point (%g, %g) printed at %+v, behind the front it belongs at %+v",
									paper, w, h, backs, im.Turned, i, c[0], c[1], got, want)
							}
						}
					}
				}
			}
		}
	}
}
