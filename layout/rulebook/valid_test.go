package rulebook

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"

	"github.com/cardstock/cardstock/layout/pdfcheck"
)

// TestStrictlyValid typesets every game's rulebook, the sample and a long
// document on every paper, the booklet included, and checks each PDF with
// pdfcpu's strict validation and the content-stream parse.
func TestStrictlyValid(t *testing.T) {
	type input struct {
		name string
		src  []byte
		opts Options
	}
	sample, err := os.ReadFile("testdata/sample.md")
	if err != nil {
		t.Fatal(err)
	}
	inputs := []input{{"sample", sample, Options{}}, {"long", longDoc(30), Options{}}}
	for _, r := range contentRulebooks(t) {
		inputs = append(inputs, input{r.game, r.src, r.opts})
	}
	for _, in := range inputs {
		for _, paper := range Papers {
			t.Run(in.name+"/"+paper, func(t *testing.T) {
				opts := in.opts
				opts.Paper = paper
				data, err := Typeset(in.src, in.name, opts)
				if err != nil {
					t.Fatal(err)
				}
				if err := pdfcheck.Check(data); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// flatOutline lists a bookmark tree depth first as "level title page".
func flatOutline(bms []pdfcpu.Bookmark, level int) []string {
	var out []string
	for _, b := range bms {
		out = append(out, fmt.Sprintf("%d %s p%d", level, b.Title, b.PageFrom))
		out = append(out, flatOutline(b.Kids, level+1)...)
	}
	return out
}

// TestOutlineOrder checks the bookmarks of every rulebook: in reading
// order, each subsection nested under its section, each pointing at the
// physical page its heading is on — for the booklet, the sheet side that
// carries the logical page.
func TestOutlineOrder(t *testing.T) {
	for _, r := range contentRulebooks(t) {
		for _, paper := range Papers {
			t.Run(r.game+"/"+paper, func(t *testing.T) {
				opts := r.opts
				opts.Paper = paper
				b, err := layoutBook(r.src, r.game, opts)
				if err != nil {
					t.Fatal(err)
				}
				physical := map[int]int{}
				for si, s := range b.sides() {
					for _, lp := range s.pages {
						if lp >= 0 {
							physical[lp] = si + 1
						}
					}
				}
				var want []string
				for _, h := range b.heads {
					want = append(want, fmt.Sprintf("%d %s p%d", h.level-b.tocLvl, h.text, physical[b.anchors[h.anchor].page]))
				}
				data, err := Typeset(r.src, r.game, opts)
				if err != nil {
					t.Fatal(err)
				}
				ctx, err := pdfcheck.Validate(data)
				if err != nil {
					t.Fatal(err)
				}
				bms, err := pdfcpu.Bookmarks(ctx)
				if err != nil {
					t.Fatal(err)
				}
				got := flatOutline(bms, 0)
				if len(want) < 5 {
					t.Fatalf("only %d headings", len(want))
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("outline:\n got %q\nwant %q", got, want)
				}
			})
		}
	}
}

// TestTableHeaderContrast finds, in the PDF of every rulebook on every
// paper, the fill of every table header row the layout asked for, checks
// that it is painted in the header colour, and that every piece of text
// drawn on it contrasts with it by at least 4.5:1 (WCAG AA).
func TestTableHeaderContrast(t *testing.T) {
	const k = 72 / 25.4
	want := [3]float64{float64(headBg[0]) / 255, float64(headBg[1]) / 255, float64(headBg[2]) / 255}
	near := func(a, b float64) bool { return math.Abs(a-b) < 0.02 }
	for _, r := range contentRulebooks(t) {
		for _, paper := range Papers {
			t.Run(r.game+"/"+paper, func(t *testing.T) {
				opts := r.opts
				opts.Paper = paper
				b, err := layoutBook(r.src, r.game, opts)
				if err != nil {
					t.Fatal(err)
				}
				data, err := Typeset(r.src, r.game, opts)
				if err != nil {
					t.Fatal(err)
				}
				ctx, err := pdfcheck.Validate(data)
				if err != nil {
					t.Fatal(err)
				}
				streams, err := pdfcheck.ContentStreams(ctx)
				if err != nil {
					t.Fatal(err)
				}
				sheetH := b.g.h
				if b.g.booklet {
					sheetH = b.g.sheetH
				}
				headers := 0
				for si, s := range b.sides() {
					marks, err := pdfcheck.Marks(streams[si].Data)
					if err != nil {
						t.Fatal(err)
					}
					for j, lp := range s.pages {
						if lp < 0 {
							continue
						}
						for _, o := range b.pages[lp].ops {
							if o.kind != opFill || o.col != headBg {
								continue
							}
							headers++
							x, y, w, h := (o.x+s.dx[j])*k, (sheetH-o.y-o.h)*k, o.w*k, o.h*k
							var fill *pdfcheck.Mark
							for i, m := range marks {
								if !m.Text && near(m.X, x) && near(m.Y, y) && near(m.W, w) && near(m.H, h) {
									fill = &marks[i]
								}
							}
							if fill == nil {
								t.Errorf("page %d: no fill for the table header at %.1f,%.1f mm", lp+1, o.x, o.y)
								continue
							}
							if !near(fill.Color[0], want[0]) || !near(fill.Color[1], want[1]) || !near(fill.Color[2], want[2]) {
								t.Errorf("page %d: table header at %.1f mm filled with %.2f, want %.2f", lp+1, o.y, fill.Color, want)
							}
							for _, m := range marks {
								if m.Text && m.X >= x && m.X <= x+w && m.Y >= y && m.Y <= y+h {
									if c := pdfcheck.Contrast(m.Color, fill.Color); c < 4.5 {
										t.Errorf("page %d: header text at %.1f mm contrasts %.1f:1 with its fill", lp+1, o.y, c)
									}
								}
							}
						}
					}
				}
				if headers == 0 {
					t.Errorf("no table headers found")
				}
			})
		}
	}
}
