package layout

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

func TestImposeHandComputed(t *testing.T) {
	tests := []struct {
		name             string
		paper            string
		w, h, bleed      float64
		cols, rows       int
		sharedX, sharedY bool
		first            Rect // trim of slot 0
		second           Rect // trim of slot 1
	}{
		// Everything, crop marks included, stays PrintMargin (5 mm) inside
		// the paper, so the outer bleed is at least MarkSpace (7.5 mm) in:
		// 210 - 15 = 195 mm across A4, 282 mm down.
		// A4 poker upright: 3 x 63.5 + 6 = 196.5 > 195 fits two across, six
		// a sheet; on their side 2 x 94.9 = 189.8 across and 4 x 69.5 =
		// 278 down fit eight with separate bleeds.
		{"a4 poker", "a4", 63.5, 88.9, 3, 2, 4, false, false,
			Rect{(210-189.8)/2 + 3, (297-278)/2.0 + 3, 88.9, 63.5}, Rect{(210-189.8)/2 + 3 + 94.9, (297-278)/2.0 + 3, 88.9, 63.5}},
		// Letter poker on their side: 2 x 94.9 across 200.9; down 4 x 69.5
		// = 278 > 264.4, shared 4 x 63.5 + 6 = 260 fits.
		{"letter poker", "letter", 63.5, 88.9, 3, 2, 4, false, true,
			Rect{(215.9-189.8)/2 + 3, (279.4 - 254) / 2, 88.9, 63.5}, Rect{(215.9-189.8)/2 + 3 + 94.9, (279.4 - 254) / 2, 88.9, 63.5}},
		// No bleed: 3 x 63.5 = 190.5 and 3 x 88.9 = 266.7 fit upright.
		{"a4 poker no bleed", "a4", 63.5, 88.9, 0, 3, 3, false, false,
			Rect{9.75, (297 - 266.7) / 2, 63.5, 88.9}, Rect{9.75 + 63.5, (297 - 266.7) / 2, 63.5, 88.9}},
		{"a4 tarot", "a4", 70, 120, 3, 2, 2, false, false,
			Rect{(210 - 146) / 2, (297 - 246) / 2.0, 70, 120}, Rect{(210-146)/2 + 76, (297 - 246) / 2.0, 70, 120}},
		// Mini upright: 4 x 50 = 200 > 195, shared 4 x 44 + 6 = 182 across,
		// 4 x 69 = 276 down: 16. On their side, shared both ways: 3 x 63 +
		// 6 = 195 across, 6 x 44 + 6 = 270 down: 18.
		{"a4 mini", "a4", 44, 63, 3, 3, 6, true, true,
			Rect{(210 - 189) / 2.0, (297 - 264) / 2.0, 63, 44}, Rect{(210-189)/2.0 + 63, (297 - 264) / 2.0, 63, 44}},
		// Letter bridge on their side: 2 x 94.9 across, 4 x 63.15 = 252.6
		// down, separate bleeds: 8 (upright fits 3 x 2).
		{"letter bridge", "letter", 57.15, 88.9, 3, 2, 4, false, false,
			Rect{(215.9 - 183.8) / 2, (279.4 - 246.6) / 2, 88.9, 57.15}, Rect{(215.9-183.8)/2 + 94.9, (279.4 - 246.6) / 2, 88.9, 57.15}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			im, err := ImposeBest(Papers[tc.paper], tc.w, tc.h, tc.bleed, BacksNone, true)
			if err != nil {
				t.Fatal(err)
			}
			if im.Cols != tc.cols || im.Rows != tc.rows || im.SharedX != tc.sharedX || im.SharedY != tc.sharedY {
				t.Fatalf("got %d x %d shared %v/%v, want %d x %d shared %v/%v", im.Cols, im.Rows, im.SharedX, im.SharedY, tc.cols, tc.rows, tc.sharedX, tc.sharedY)
			}
			for i, want := range []Rect{tc.first, tc.second} {
				got := im.Slots[i]
				if !near(got.X, want.X) || !near(got.Y, want.Y) || got.W != want.W || got.H != want.H {
					t.Errorf("slot %d = %+v, want %+v", i, got, want)
				}
			}
		})
	}
}

func TestImposeNeverShrinks(t *testing.T) {
	if _, err := ImposeBest(Papers["a4"], 300, 100, 3, BacksNone, true); err == nil {
		t.Fatal("a 300 mm item on A4 was accepted")
	}
	if _, err := ImposeBest(Papers["a4"], 63.5, 88.9, -1, BacksNone, true); err == nil {
		t.Fatal("a negative bleed was accepted")
	}
}

func overlaps(a, b Rect) bool {
	const eps = 1e-6
	return a.X < b.X+b.W-eps && b.X < a.X+a.W-eps && a.Y < b.Y+b.H-eps && b.Y < a.Y+a.H-eps
}

func lineHitsRect(l Line, r Rect) bool {
	// Marks are horizontal or vertical; treat them as thin rectangles.
	lr := Rect{math.Min(l.X1, l.X2), math.Min(l.Y1, l.Y2), math.Abs(l.X2 - l.X1), math.Abs(l.Y2 - l.Y1)}
	const eps = 1e-6
	return lr.X <= r.X+r.W-eps && r.X+eps <= lr.X+lr.W && lr.Y <= r.Y+r.H-eps && r.Y+eps <= lr.Y+lr.H
}

func inside(r Rect, w, h float64) bool {
	const eps = 1e-6
	return r.X >= -eps && r.Y >= -eps && r.X+r.W <= w+eps && r.Y+r.H <= h+eps
}

// TestImposeInvariants checks every paper, card size and backs mode: items
// at full size on the page, bleeds that never overlap, crop marks outside
// every bleed and on the page, backs mirrored behind their fronts.
func TestImposeInvariants(t *testing.T) {
	for _, paper := range PaperNames() {
		for _, size := range append(append([]string{}, cards.SizeNames...), "90x127", "24x24") {
			w, h, _ := cards.ParseSize(size)
			for _, backs := range BacksModes {
				for _, bleed := range []float64{0, 3, 3.175} {
					name := fmt.Sprintf("%s/%s/%s/%g", paper, size, backs, bleed)
					t.Run(name, func(t *testing.T) {
						p := Papers[paper]
						im, err := ImposeBest(p, w, h, bleed, backs, true)
						if err != nil {
							t.Fatal(err)
						}
						areaH := p.H
						if backs == BacksFold {
							areaH = p.H / 2
						}
						for i, s := range im.Slots {
							if sw, sh := w, h; im.Turned && (s.W != h || s.H != w) || !im.Turned && (s.W != sw || s.H != sh) {
								t.Fatalf("slot %d is %gx%g, not %gx%g", i, s.W, s.H, w, h)
							}
							bb := im.BleedBox(i)
							if !inside(bb, p.W, areaH) {
								t.Errorf("slot %d bleed %+v leaves the page area", i, bb)
							}
							for j := i + 1; j < len(im.Slots); j++ {
								if overlaps(bb, im.BleedBox(j)) {
									t.Errorf("bleeds of slots %d and %d overlap", i, j)
								}
							}
							for _, m := range im.Marks {
								if lineHitsRect(m, bb) {
									t.Errorf("crop mark %+v crosses slot %d's bleed %+v", m, i, bb)
								}
							}
						}
						for _, m := range append(append([]Line{}, im.Marks...), im.BackMarks...) {
							if !inside(Rect{math.Min(m.X1, m.X2), math.Min(m.Y1, m.Y2), math.Abs(m.X2 - m.X1), math.Abs(m.Y2 - m.Y1)}, p.W, p.H) {
								t.Errorf("mark %+v is off the page", m)
							}
							if l := math.Hypot(m.X2-m.X1, m.Y2-m.Y1); l < MarkMin-1e-9 || l > MarkMax+1e-9 {
								t.Errorf("mark %+v is %g mm long", m, l)
							}
						}
						if len(im.Marks) == 0 {
							t.Error("no crop marks")
						}
						switch backs {
						case BacksNone:
							if im.BackSlots != nil {
								t.Error("backs for BacksNone")
							}
						case BacksDuplexLong:
							for i, s := range im.Slots {
								b := im.BackSlots[i]
								if !near(b.X, p.W-s.X-s.W) || !near(b.Y, s.Y) {
									t.Errorf("back %d at %+v is not behind front %+v on a long-edge flip", i, b, s)
								}
								// Column c's back is column cols-1-c's place.
								mirror := im.Slots[(i/im.Cols)*im.Cols+im.Cols-1-i%im.Cols]
								if !near(b.X, mirror.X) {
									t.Errorf("back %d x %.2f is not the mirrored column's %.2f", i, b.X, mirror.X)
								}
								if !near(im.BackBleedBox(i).W, im.BleedBox(i).W) {
									t.Errorf("back %d bleed differs from front", i)
								}
							}
						case BacksDuplexShort:
							for i, s := range im.Slots {
								b := im.BackSlots[i]
								if !near(b.Y, p.H-s.Y-s.H) || !near(b.X, s.X) {
									t.Errorf("back %d at %+v is not behind front %+v on a short-edge flip", i, b, s)
								}
							}
						case BacksFold:
							for i, s := range im.Slots {
								b := im.BackSlots[i]
								if b.Y < p.H/2-1e-6 || !near(b.Y+b.H/2-p.H/2, p.H/2-(s.Y+s.H/2)) {
									t.Errorf("fold back %d at %+v is not the mirror of %+v across the fold", i, b, s)
								}
								if overlaps(im.BackBleedBox(i), Rect{0, 0, p.W, p.H / 2}) {
									t.Errorf("fold back %d crosses the fold", i)
								}
							}
						}
					})
				}
			}
		}
	}
}

// TestImposeGolden records the position of every slot, back and crop mark
// to 0.01 mm for each paper, size and backs mode.
func TestImposeGolden(t *testing.T) {
	var b strings.Builder
	for _, paper := range PaperNames() {
		for _, size := range cards.SizeNames {
			w, h, _ := cards.ParseSize(size)
			for _, backs := range BacksModes {
				im, err := ImposeBest(Papers[paper], w, h, DefaultBleed, backs, true)
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&b, "== %s %s %s: %d x %d shared %v %v\n", paper, size, backs, im.Cols, im.Rows, im.SharedX, im.SharedY)
				for i, s := range im.Slots {
					fmt.Fprintf(&b, "slot %d trim %.2f %.2f bleed %.2f %.2f %.2f %.2f", i, s.X, s.Y, im.BleedBox(i).X, im.BleedBox(i).Y, im.BleedBox(i).W, im.BleedBox(i).H)
					if im.BackSlots != nil {
						fmt.Fprintf(&b, " back %.2f %.2f", im.BackSlots[i].X, im.BackSlots[i].Y)
					}
					b.WriteByte('\n')
				}
				for _, m := range im.Marks {
					fmt.Fprintf(&b, "mark %.2f %.2f %.2f %.2f\n", m.X1, m.Y1, m.X2, m.Y2)
				}
				for _, m := range im.BackMarks {
					fmt.Fprintf(&b, "backmark %.2f %.2f %.2f %.2f\n", m.X1, m.Y1, m.X2, m.Y2)
				}
			}
		}
	}
	golden(t, "impose.golden", b.String())
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./layout -update to create it)", err)
	}
	if string(want) != got {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs at line %d:\n got %s\nwant %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s differs in length: got %d lines, want %d", path, len(gl), len(wl))
	}
}

func TestTileMat(t *testing.T) {
	for _, paper := range PaperNames() {
		p := Papers[paper]
		tl := TileMat(p, 370, 260)
		if len(tl.Tiles) != 2 {
			t.Errorf("%s: 370x260 mat on %d pages, want 2", paper, len(tl.Tiles))
		}
		// Tiles cover the mat, overlap by MatOverlap, and fit their pages.
		covered := 0.0
		for i, tile := range tl.Tiles {
			if !inside(tile.Page, tl.PageW, tl.PageH) || tile.Page.X < MatMargin-1e-9 {
				t.Errorf("%s: tile %d %+v is off its page", paper, i, tile.Page)
			}
			covered = math.Max(covered, tile.Region.X+tile.Region.W)
		}
		if !near(covered, 370) {
			t.Errorf("%s: tiles cover %g mm of 370", paper, covered)
		}
		if len(tl.JoinsX) != 1 || tl.JoinsX[0] <= tl.Tiles[1].Region.X || tl.JoinsX[0] >= tl.Tiles[0].Region.X+tl.Tiles[0].Region.W {
			t.Errorf("%s: join %v is not inside the overlap", paper, tl.JoinsX)
		}
		one := TileMat(p, 260, 180)
		if len(one.Tiles) != 1 || one.PageW < one.PageH {
			t.Errorf("%s: 260x180 mat should fit one landscape page, got %d pages %gx%g", paper, len(one.Tiles), one.PageW, one.PageH)
		}
	}
}

// TestPartSheets checks sheets holding fewer items than slots: a card next
// to an empty slot keeps its full bleed, bleeds never overlap, and no crop
// mark is drawn for an empty row nor crosses a bleed.
func TestPartSheets(t *testing.T) {
	for _, paper := range PaperNames() {
		for _, backs := range BacksModes {
			im, err := ImposeBest(Papers[paper], 63.5, 88.9, DefaultBleed, backs, true)
			if err != nil {
				t.Fatal(err)
			}
			for n := 1; n <= im.PerPage(); n++ {
				front, back := im.MarksOf(n)
				for i := 0; i < n; i++ {
					bb := im.BleedBoxOf(i, n)
					if i+1 >= n || i%im.Cols == im.Cols-1 {
						if right := bb.X + bb.W - (im.Slots[i].X + im.Slots[i].W); !near(right, DefaultBleed) {
							t.Errorf("%s %s n=%d: slot %d has %.2f mm bleed on its right, beside no card", paper, backs, n, i, right)
						}
					}
					for j := i + 1; j < n; j++ {
						if overlaps(bb, im.BleedBoxOf(j, n)) {
							t.Errorf("%s %s n=%d: bleeds %d and %d overlap", paper, backs, n, i, j)
						}
					}
					for _, m := range front {
						if lineHitsRect(m, bb) {
							t.Errorf("%s %s n=%d: mark %+v crosses slot %d", paper, backs, n, m, i)
						}
					}
					if backs != BacksNone {
						bk := im.BackBleedBoxOf(i, n)
						for _, m := range back {
							if lineHitsRect(m, bk) {
								t.Errorf("%s %s n=%d: back mark %+v crosses back %d", paper, backs, n, m, i)
							}
						}
					}
				}
				rows := (n + im.Cols - 1) / im.Cols
				lastBottom := im.Slots[(rows-1)*im.Cols].Y + im.Slots[0].H
				for _, m := range front {
					if m.Y1 == m.Y2 && m.Y1 > lastBottom+1e-6 {
						t.Errorf("%s %s n=%d: a horizontal mark at %.2f below the last row (%.2f)", paper, backs, n, m.Y1, lastBottom)
					}
				}
			}
		}
	}
}
