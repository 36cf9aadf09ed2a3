package rulebook

import (
	"fmt"
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
