package rulebook

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"

	"github.com/cardstock/cardstock/layout/pdfcheck"
	"github.com/cardstock/cardstock/templates"
)

// typesetOnce lays out and typesets a content rulebook on a paper once for
// all the tests of this file.
var typesetOnce = struct {
	sync.Mutex
	m map[string]typesetResult
}{m: map[string]typesetResult{}}

type typesetResult struct {
	b    *book
	data []byte
	err  error
}

func typesetContent(t *testing.T, r rulebookSource, paper string) (*book, []byte) {
	t.Helper()
	typesetOnce.Lock()
	defer typesetOnce.Unlock()
	k := r.game + "/" + paper
	res, ok := typesetOnce.m[k]
	if !ok {
		opts := r.opts
		opts.Paper = paper
		res.b, res.err = layoutBook(r.src, r.game, opts)
		if res.err == nil {
			var buf bytes.Buffer
			res.err = res.b.emit(&buf, opts)
			res.data = buf.Bytes()
		}
		typesetOnce.m[k] = res
	}
	if res.err != nil {
		t.Fatal(res.err)
	}
	return res.b, res.data
}

// TestStrictlyValid typesets every game's rulebook, the sample and a long
// document on every paper, the booklet included, and checks each PDF with
// pdfcpu's strict validation and the content-stream parse.
func TestStrictlyValid(t *testing.T) {
	inputs := testDocs(t, 30, false)
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
	for _, r := range contentRulebooks(t) {
		for _, paper := range Papers {
			t.Run(r.game+"/"+paper, func(t *testing.T) {
				_, data := typesetContent(t, r, paper)
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
				b, data := typesetContent(t, r, paper)
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
				b, data := typesetContent(t, r, paper)
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

// labelDoc returns a rulebook of bold labels and headings followed by
// tables, lists and paragraphs, after paragraphs of varying length, so
// that they fall at every height of a page.
func labelDoc(n int) []byte {
	var b strings.Builder
	b.WriteString(front)
	para := "Deal the cards face down in rows; the top card of each pile is turned face up, and the rest wait their turn. "
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "\n## %d Section\n\n%s\n\n", i, strings.Repeat(para, i%7+1))
		switch i % 3 {
		case 0:
			b.WriteString("**Wild Cards**\n\n| Card | Text |\n|---|---|\n| A | one |\n| B | two |\n")
		case 1:
			b.WriteString("**Hearts**: the suit of the heroes.\n\n- first\n- second\n- third\n")
		case 2:
			fmt.Fprintf(&b, "### %d.1 Clarifications\n\n%s\n", i, strings.Repeat(para, 2))
		}
	}
	return []byte(b.String())
}

// TestKeepWithNext checks, in every rulebook, the sample, a long document
// and one of labels, on every paper, that each heading and bold label is
// on the page of the two boxes that follow it (two lines, or a table's
// header and first row), unless a heading comes first.
func TestKeepWithNext(t *testing.T) {
	inputs := testDocs(t, 60, true, testDoc{"labels", labelDoc(60), Options{}})
	for _, in := range inputs {
		for _, paper := range Papers {
			t.Run(in.name+"/"+paper, func(t *testing.T) {
				opts := in.opts
				opts.Paper = paper
				b, err := layoutBook(in.src, in.name, opts)
				if err != nil {
					t.Fatal(err)
				}
				labels := 0
				for i, bx := range b.boxes {
					if !bx.label {
						continue
					}
					labels++
					for j := i + 1; j <= i+2 && j < len(b.boxes) && b.boxes[j].head == nil; j++ {
						if b.boxes[j].page != bx.page {
							t.Errorf("page %d: a heading or label (%s) is parted from line %d after it (%s)", bx.page+b.bodyFirst+1, boxText(bx), j-i, boxText(b.boxes[j]))
							break
						}
					}
				}
				if labels == 0 {
					t.Error("no headings or labels")
				}
			})
		}
	}
}

// boxText returns the text a box draws, for messages.
func boxText(bx *box) string {
	var s []string
	for _, o := range bx.ops {
		if o.kind == opText {
			s = append(s, o.text)
		}
	}
	return strings.Join(s, " ")
}

// TestRunningHeads checks that every body page of every rulebook is headed
// by the section in force at its top: the last top-level heading on an
// earlier page, or the one that opens the page.
func TestRunningHeads(t *testing.T) {
	for _, r := range contentRulebooks(t) {
		for _, paper := range Papers {
			t.Run(r.game+"/"+paper, func(t *testing.T) {
				b, _ := typesetContent(t, r, paper)
				s := b.g.body / 10
				hy := b.g.top - 7*s
				for p := b.bodyFirst; p < len(b.pages); p++ {
					want := ""
					for _, h := range b.heads {
						loc := b.anchors[h.anchor]
						if h.level == b.tocLvl && (loc.page < p || loc.page == p && loc.y <= b.g.top+0.01) {
							want = h.text
						}
					}
					got := ""
					for _, o := range b.pages[p].ops {
						if o.kind == opText && math.Abs(o.y-hy) < 0.01 && o.f.fam == templates.Sans {
							got += o.text
						}
					}
					if got != want {
						t.Errorf("page %d is headed %q, want %q", p+1, got, want)
					}
				}
			})
		}
	}
}

// TestContentsLeaders checks that the dot leaders of the contents are of
// one font and end at one place on every row, so that their dots line up.
func TestContentsLeaders(t *testing.T) {
	for _, r := range contentRulebooks(t) {
		for _, paper := range Papers {
			t.Run(r.game+"/"+paper, func(t *testing.T) {
				b, _ := typesetContent(t, r, paper)
				ts := newTypesetter(nil, "", b.g, Options{})
				var ends []float64
				for p := 1; p < b.bodyFirst; p++ {
					for _, o := range b.pages[p].ops {
						if o.kind != opText || strings.Trim(o.text, " .") != "" || !strings.Contains(o.text, ".") {
							continue
						}
						if o.f != leaderFont(ts) {
							t.Errorf("page %d: leader in %v, want %v", p+1, o.f, leaderFont(ts))
						}
						ends = append(ends, o.x+ts.width(o.text, o.f))
					}
				}
				if len(ends) < len(b.heads)/2 {
					t.Fatalf("%d leaders for %d entries", len(ends), len(b.heads))
				}
				for _, e := range ends {
					if math.Abs(e-ends[0]) > 0.01 {
						t.Errorf("a leader ends at %.2f mm, another at %.2f mm", e, ends[0])
					}
				}
			})
		}
	}
}
