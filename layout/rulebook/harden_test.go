package rulebook

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/cardstock/cardstock/cards"
)

// nestedLists returns lists nested depth levels deep, bulleted or ordered.
func nestedLists(depth int, ordered bool) string {
	var b strings.Builder
	indent := ""
	for i := range depth {
		marker := "- "
		if ordered {
			marker = "1. "
		}
		b.WriteString(indent + marker + "item “" + strings.Repeat("x", i+1) + "” — ‘quoted’ – dashed… \"straight\" 'single' it's -- --- ...\n")
		indent += strings.Repeat(" ", len(marker))
	}
	return b.String()
}

// TestInsertedGlyphs typesets lists, quotes and lists in quotes at every
// depth the typesetter accepts, with straight quotes, double and triple
// hyphens and three dots that a typographer may replace: every bullet,
// number, rule, quote and dash it draws by itself must be in the font.
func TestInsertedGlyphs(t *testing.T) {
	for _, tc := range []struct{ name, body string }{
		{"bullets", nestedLists(MaxNesting, false)},
		{"numbers", nestedLists(MaxNesting, true)},
		{"quotes", strings.Repeat("> ", MaxNesting) + "deep “quote” — said.\n"},
		{"lists in quotes", "> " + strings.ReplaceAll(strings.TrimSuffix(nestedLists(MaxNesting-1, false), "\n"), "\n", "\n> ") + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte(front + "\n## 1 Rules\n\n1.1 Rule.\n\n" + tc.body)
			if _, err := layoutBook(src, "f.md", Options{}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestNestingBound checks that nesting beyond the bound is an error at
// the place where it goes too deep, found without typesetting, however
// deep the input goes.
func TestNestingBound(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"quotes", strings.Repeat("> ", MaxNesting+1) + "deep\n", "f.md:12:17: rulebook: lists and quotes nested more than 8 deep"},
		{"lists", nestedLists(MaxNesting+1, false), "f.md:20:17: rulebook: lists and quotes nested more than 8 deep"},
		{"many quotes", strings.Repeat("> ", 5000) + "deep\n", "f.md:12:17: rulebook: lists and quotes nested"},
		{"inline", strings.Repeat("*a _b ", 40) + "c" + strings.Repeat("_ b*", 40) + "\n", "f.md:12:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte(front + "\n## 1 Rules\n\n1.1 Rule.\n\n" + tc.body)
			_, err := layoutBook(src, "f.md", Options{})
			var list cards.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("error %v: want a cards.ErrorList", err)
			}
			if !strings.HasPrefix(list[0].Error(), tc.want) {
				t.Errorf("error\n%v\nwant %q", err, tc.want)
			}
		})
	}
}

// FuzzFrontMatter feeds arbitrary front matter to its reader: it must
// never panic, and every error must name the file and a line.
func FuzzFrontMatter(f *testing.F) {
	for _, s := range []string{
		"---\ntitle: T\nplayers: \"1\"\ncomponents:\n  - a deck\n---\n",
		"---\ntitle: [\n---\n",
		"---\ntitle: T\ntitle: U\ncomponents: x\nextra: 1\n---\n",
		"\ufeff---\ntitle: T\n---\n",
		"---\r\ntitle: T\r\n---\r\n",
		"---\n- a\n- b\n---\n",
		"---\ntitle: &a [*a]\n---\n",
		"---\ntitle: \"T\nplayers: [2, {a: 'b\n---\n",
		"---\ntitle: T\n\tplayers: \"a\\qb\"\nnote: *x @\n---\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		_, errs := parseFrontMatter([]byte(src), "f.md")
		lines := strings.Split(src, "\n")
		for _, e := range errs {
			if e.Pos.File != "f.md" || e.Pos.Line < 1 {
				t.Fatalf("error without a line: %v", e)
			}
			// A column is a place in the file: on a line that exists, at
			// most just past its last character.
			if e.Pos.Col > 0 && (e.Pos.Line > len(lines) || e.Pos.Col > utf8.RuneCountInString(lines[e.Pos.Line-1])+1) {
				t.Fatalf("error at a place outside the file: %v", e)
			}
		}
	})
}

// BenchmarkTypesetLength typesets rulebooks of 500, 2,000 and 8,000
// sections (a heading, a rule and a three-level list each): ns/section
// must not grow with the length.
func BenchmarkTypesetLength(b *testing.B) {
	for _, n := range []int{500, 2000, 8000} {
		var sb strings.Builder
		for i := range n {
			fmt.Fprintf(&sb, "## %d Section\n\n%d.1 Rule with Q♠ and §1 — a line long enough to wrap around the page once or twice.\n\n- a\n  - b\n    - c\n\n", i+1, i+1)
		}
		src := []byte(front + "\n" + sb.String())
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				if _, err := Typeset(src, "f.md", Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/section")
		})
	}
}
