package rulebook

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/templates"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

const front = "---\ntitle: Test Game\nplayers: \"2\"\ncomponents:\n  - 1 standard deck\n---\n"

// frontLines is the number of lines of front.
var frontLines = strings.Count(front, "\n")

// dump writes the text, links and card images of every page with their
// positions (mm, rounded), for golden files.
func dump(b *book) string {
	var out strings.Builder
	for i, pg := range b.pages {
		fmt.Fprintf(&out, "page %d\n", i+1)
		for _, o := range pg.ops {
			if s := o.String(); s != "" {
				fmt.Fprintf(&out, "  %s\n", s)
			}
		}
	}
	return out.String()
}

func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/golden/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden inputs: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".md")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Paper: "a4"}
			if strings.Contains(name, "a5") {
				opts.Paper = "a5-booklet"
			}
			if strings.Contains(name, "ids") {
				opts.CardIDs = testIDs
			}
			b, err := layoutBook(src, f, opts)
			if err != nil {
				t.Fatal(err)
			}
			got := dump(b)
			golden := strings.TrimSuffix(f, ".md") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("page text and positions differ from %s (go test -update rewrites it)\n%s", golden, firstDiff(got, string(want)))
			}
		})
	}
}

// firstDiff shows the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n got: %s\nwant: %s", i+1, a, b)
		}
	}
	return ""
}

var testIDs = map[string]IDStyle{
	"HE1": {Suit: "Hearts", Symbol: "♥", Color: [3]uint8{0xc6, 0x28, 0x28}, Label: "Heroic Claim"},
	"HE2": {Suit: "Hearts", Symbol: "♥", Color: [3]uint8{0xc6, 0x28, 0x28}, Label: "Heroic Claim"},
	"TR1": {Suit: "Trumpets", Color: [3]uint8{0x6a, 0x1b, 0x9a}, Label: "Jocularity"},
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		opts Options
		want []string // each error's start, in order; "...x" after it: and it contains x
	}{
		{"no front matter", "# Rules\n", Options{}, []string{
			"r.md:1:1: rulebook: the file must start with YAML front matter"}},
		{"unknown field", "---\ntitle: T\nplayer: 2\nplayers: \"2\"\ncomponents: [a deck]\n---\n", Options{}, []string{
			"r.md:3:1: rulebook: front matter: unknown field \"player\""}},
		{"missing title", "---\nplayers: \"2\"\ncomponents: [a deck]\n---\n", Options{}, []string{
			"r.md:2: rulebook: front matter: \"title\" is missing"}},
		{"yaml syntax", "---\ntitle: T\nplayers: [2\ncomponents: [a deck]\n---\n", Options{}, []string{
			"r.md:3:10: rulebook: front matter: the [ opened here is never closed"}},
		{"components not a list", "---\ntitle: T\nplayers: \"2\"\ncomponents: a deck\n---\n", Options{}, []string{
			"r.md:4:13: rulebook: front matter: components: want a list"}},
		{"suit after a non-rank", front + "\nPlay 1♠ or Z♥ first.\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:6: rulebook: \"1♠\" is not card notation", frontLines+2),
			fmt.Sprintf("r.md:%d:12: rulebook: \"Z♥\" is not card notation", frontLines+2)}},
		{"suit after a word", front + "\n**Bad** card: Queen♠.\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:15: rulebook: \"Queen♠\" is not card notation", frontLines+2)}},
		{"unknown card id", front + "\nPlay HE1, then HE9.\n", Options{CardIDs: testIDs}, []string{
			fmt.Sprintf("r.md:%d:16: rulebook: \"HE9\": no card of the deck has that id", frontLines+2)}},
		{"reference to no rule", front + "\n## 1 Setup\n\n1.1 Deal.\n\nSee §1.1, §1 and §1.2.\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:18: rulebook: §1.2 refers to no rule or section", frontLines+6)}},
		{"number defined twice", front + "\n## 2 Play\n\n2.1 Draw.\n\n2.1 Discard.\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:1: rulebook: number 2.1 is defined twice (first at line %d)", frontLines+6, frontLines+4)}},
		{"image that is not a card", front + "\n![a photo](photo.png)\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:12: rulebook: image \"photo.png\": only card images are typeset", frontLines+2)}},
		{"bad card in an image", front + "\n![two cards](card:Q♠,ZZ)\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:22: rulebook: card image: bad card notation: \"ZZ\"", frontLines+2)}},
		{"missing glyph", front + "\nA dragon 龍 guards it.\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:10: rulebook: ...no glyph for '龍'", frontLines+2)}},
		{"missing glyph in front matter", "---\ntitle: Dragon 龍\nplayers: \"2\"\ncomponents: [a deck]\n---\n", Options{}, []string{
			"r.md:2:8: rulebook: ...no glyph for '龍'"}},
		{"raw html", front + "\n<div>x</div>\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:1: rulebook: raw HTML is not typeset", frontLines+2)}},
		{"code too wide", front + "\n```\n" + strings.Repeat("x", 300) + "\n```\n", Options{}, []string{
			fmt.Sprintf("r.md:%d:1: rulebook: a line of this block is too wide for the page", frontLines+3)}},
		{"unknown paper", front, Options{Paper: "a3"}, []string{
			"rulebook: unknown paper \"a3\": want a4, letter or a5-booklet"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := Typeset([]byte(tc.src), "r.md", tc.opts)
			if err == nil {
				t.Fatalf("no error; want %q", tc.want)
			}
			if out != nil {
				t.Errorf("got %d bytes of output with an error", len(out))
			}
			lines := strings.Split(err.Error(), "\n")
			if len(lines) != len(tc.want) {
				t.Fatalf("got %d errors, want %d:\n%v", len(lines), len(tc.want), err)
			}
			for i, w := range tc.want {
				start, has, _ := strings.Cut(w, "...")
				if !strings.HasPrefix(lines[i], start) || !strings.Contains(lines[i], has) {
					t.Errorf("error %d:\n got %s\nwant %s...", i, lines[i], w)
				}
			}
			var list cards.ErrorList
			if tc.opts.Paper == "" && !errors.As(err, &list) {
				t.Errorf("error is a %T, want a cards.ErrorList", err)
			}
		})
	}
}

func TestNotation(t *testing.T) {
	tests := []struct {
		in   string
		want string // the inline nodes of the paragraph
	}{
		{"Q♠ and 10♥", "card Q♠|text  and |card 10♥"},
		{"T♣, A♦.", "card 10♣|text , |card A♦|text ."},
		{"**K♥** wins", "card K♥|text  wins"},
		{"JK, JK1 and JK2", "card JK|text , |card JK1|text  and |card JK2"},
		{"JKX and AJK", "text JKX and AJK"},
		{"see §4.2.1. Then §3", "text see |ref 4.2.1|text . Then |ref 3"},
		{"§ alone, §x", "text § alone, §x"},
		{"the ♥ suit, ♠↔♥", "text the ♥ suit, ♠↔♥"},
		{"`Q♠` in code", "text Q♠ in code"},
		{"HE1 and HE2", "card HE1|text  and |card HE2"},
		{"UK2 is not a card", "text UK2 is not a card"},
		{"xQ♠ is glued", "error rulebook: \"xQ♠\" is not card notation: a suit symbol must follow a rank (A 2-10 J Q K, T for 10)|text  is glued"},
		{"Queen♥s", "error rulebook: \"Queen♥\" is not card notation: a suit symbol must follow a rank (A 2-10 J Q K, T for 10)|text s"},
		{"10♥s and J♠'s", "card 10♥|text s and |card J♠|text ’s"},
		{"\"Don't\" -- wait --- and...", "text “Don’t” – wait — and…"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			src := []byte(tc.in + "\n")
			doc := parseMarkdown(src, testIDs)
			var got []string
			_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
				if !entering {
					return ast.WalkContinue, nil
				}
				switch n := n.(type) {
				case *CardNode:
					if n.Err != nil {
						got = append(got, "error "+n.Err.Error())
					} else {
						got = append(got, "card "+n.Notation.String())
					}
				case *RefNode:
					got = append(got, "ref "+n.Number)
				case *ast.Text, *ast.String:
					// adjacent text reads as one (the typographer splits it)
					v := ""
					if tx, ok := n.(*ast.Text); ok {
						v = string(tx.Value(src))
					} else {
						v = string(n.(*ast.String).Value)
					}
					if k := len(got) - 1; k >= 0 && strings.HasPrefix(got[k], "text ") {
						got[k] += v
					} else {
						got = append(got, "text "+v)
					}
				}
				return ast.WalkContinue, nil
			})
			if s := strings.Join(got, "|"); s != tc.want {
				t.Errorf("got  %s\nwant %s", s, tc.want)
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	src, err := os.ReadFile("testdata/sample.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, paper := range Papers {
		t.Run(paper, func(t *testing.T) {
			a, err := Typeset(src, "sample.md", Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			b, err := Typeset(src, "sample.md", Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a, b) {
				t.Error("two runs gave different bytes")
			}
			if !bytes.HasPrefix(a, []byte("%PDF-")) {
				t.Errorf("output starts %q, want a PDF", a[:min(8, len(a))])
			}
		})
	}
}

func TestBookletOrder(t *testing.T) {
	tests := []struct {
		n    int
		want [][2]int
	}{
		{1, [][2]int{{-1, 0}, {-1, -1}}},
		{4, [][2]int{{3, 0}, {1, 2}}},
		{5, [][2]int{{-1, 0}, {1, -1}, {-1, 2}, {3, 4}}},
		{8, [][2]int{{7, 0}, {1, 6}, {5, 2}, {3, 4}}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.n), func(t *testing.T) {
			got := bookletOrder(tc.n)
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
	for n := 1; n <= 40; n++ {
		seen := map[int]int{}
		sides := bookletOrder(n)
		for _, s := range sides {
			// the two pages of a side add up to the last page of the padded book
			if m := len(sides) * 2; s[0] >= 0 && s[1] >= 0 && s[0]+s[1] != m-1 {
				t.Errorf("n=%d: side %v does not face its pair", n, s)
			}
			for _, p := range s {
				seen[p]++
			}
		}
		for p := 0; p < n; p++ {
			if seen[p] != 1 {
				t.Errorf("n=%d: page %d placed %d times", n, p, seen[p])
			}
		}
	}
}

// headingPages finds, page by page, where each heading's text is drawn in
// a heading font, independently of the anchors the contents use.
func headingPages(t *testing.T, b *book, entries []*headInfo, from int) []int {
	t.Helper()
	var out []int
	pi := from
	for _, h := range entries {
		first := strings.Fields(h.text)[0]
		size := headingSizes[h.level] * b.g.body / 10
		found := -1
		for p := pi; p < len(b.pages) && found < 0; p++ {
			for _, o := range b.pages[p].ops {
				if o.kind == opText && o.f.fam == templates.Sans && o.f.style == "B" && o.f.size == size && strings.HasPrefix(o.text, first) {
					found = p
					break
				}
			}
		}
		if found < 0 {
			t.Fatalf("heading %q is drawn on no page from %d", h.text, pi+1)
		}
		out = append(out, found+1)
		pi = found
	}
	return out
}

// tocNumbers reads the page numbers printed in the contents: the numbers at
// the right edge of the text, in order.
func tocNumbers(b *book) (nums []string, lastToc int) {
	right := b.g.w - b.g.outer
	digits := regexp.MustCompile(`^\d+$`)
	for p := 1; p < len(b.pages); p++ {
		if len(b.pages[p].heads) > 0 {
			break
		}
		lastToc = p
		for _, o := range b.pages[p].ops {
			if o.kind == opText && digits.MatchString(o.text) && o.y < b.g.h-b.g.bottom && o.x > right-15 {
				nums = append(nums, o.text)
			}
		}
	}
	return nums, lastToc
}

func TestContentsPageNumbers(t *testing.T) {
	inputs := testDocs(t, 60, true)
	for _, in := range inputs {
		for _, paper := range Papers {
			t.Run(in.name+"/"+paper, func(t *testing.T) {
				opts := in.opts
				opts.Paper = paper
				b, err := layoutBook(in.src, in.name, opts)
				if err != nil {
					t.Fatal(err)
				}
				nums, lastToc := tocNumbers(b)
				if len(nums) != len(b.heads) {
					t.Fatalf("contents list %d page numbers for %d headings", len(nums), len(b.heads))
				}
				landed := headingPages(t, b, b.heads, lastToc+1)
				for i, h := range b.heads {
					if nums[i] != fmt.Sprint(landed[i]) {
						t.Errorf("contents give page %s for %q; it is on page %d", nums[i], h.text, landed[i])
					}
				}
			})
		}
	}
}

// longDoc returns a rulebook of n sections of varying length, so that
// headings fall at every height of a page.
func longDoc(n int) []byte {
	var b strings.Builder
	b.WriteString(front)
	para := "Deal the cards face down in rows; the top card of each pile is turned face up, and the rest wait their turn. "
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "\n## %d Section %d\n\n", i, i)
		for j := 0; j < i%5+1; j++ {
			fmt.Fprintf(&b, "%d.%d %s\n\n", i, j+1, strings.Repeat(para, (i*7+j)%4+1))
		}
		if i%4 == 0 {
			fmt.Fprintf(&b, "### %d.9 Details\n\nSee §%d.1.\n\n", i, i)
		}
	}
	return []byte(b.String())
}

func TestNoHeadingAtFootOfPage(t *testing.T) {
	for _, paper := range Papers {
		t.Run(paper, func(t *testing.T) {
			b, err := layoutBook(longDoc(80), "long.md", Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			for _, h := range b.heads {
				loc := b.anchors[h.anchor]
				pg := b.pages[loc.page]
				body := false
				for _, o := range pg.ops {
					if o.kind == opText && o.f.fam == templates.Serif && o.y > loc.y+8*b.g.body/10 && o.y < b.g.h-b.g.bottom {
						body = true
						break
					}
				}
				if !body {
					t.Errorf("heading %q stands alone at the foot of page %d", h.text, loc.page+1)
				}
			}
		})
	}
}

func TestTableAcrossPages(t *testing.T) {
	var b strings.Builder
	b.WriteString(front + "\n## 1 Table\n\n| Card | Effect |\n|---|---|\n")
	long := strings.Repeat("and then some more words ", 3)
	for i := 0; i < 120; i++ {
		fmt.Fprintf(&b, "| row%d | start%d %s end%d |\n", i, i, long, i)
	}
	for _, paper := range Papers {
		t.Run(paper, func(t *testing.T) {
			bk, err := layoutBook([]byte(b.String()), "t.md", Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			where := map[string]int{}
			pagesWithRows := 0
			for p, pg := range bk.pages {
				rows, header := 0, -1.0
				firstRow := -1.0
				for _, o := range pg.ops {
					if o.kind != opText {
						continue
					}
					if strings.HasPrefix(o.text, "start") || strings.HasPrefix(o.text, "end") {
						where[o.text] = p
					}
					if strings.HasPrefix(o.text, "row") {
						rows++
						if firstRow < 0 {
							firstRow = o.y
						}
					}
					if o.text == "Card" && header < 0 {
						header = o.y
					}
				}
				if rows > 0 {
					pagesWithRows++
					if header < 0 || header > firstRow {
						t.Errorf("page %d: rows without the header row above them", p+1)
					}
				}
			}
			if pagesWithRows < 2 {
				t.Fatalf("table fits on %d page; the test wants it to break", pagesWithRows)
			}
			for i := 0; i < 120; i++ {
				s, e := where[fmt.Sprintf("start%d", i)], where[fmt.Sprintf("end%d", i)]
				if s != e {
					t.Errorf("row %d is split between pages %d and %d", i, s+1, e+1)
				}
			}
		})
	}
}

// clarifications returns the text of the section whose heading contains
// "Clarifications", up to the next heading of the same or a higher level.
func clarifications(src []byte) (string, bool) {
	_, _, body, _ := splitFrontMatter(src)
	doc := parseMarkdown(body, nil)
	start, level := -1, 0
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		h, ok := n.(*ast.Heading)
		if !ok || h.Lines().Len() == 0 {
			continue
		}
		at := h.Lines().At(0).Start
		if start >= 0 && h.Level <= level {
			return string(body[start:at]), true
		}
		if start < 0 && strings.Contains(string(h.Lines().Value(body)), "Clarifications") {
			start, level = at, h.Level
		}
	}
	if start < 0 {
		return "", false
	}
	return string(body[start:]), true
}

func TestClarificationsListEveryAmbiguity(t *testing.T) {
	data, err := os.ReadFile("testdata/ambiguities.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		game, list, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("testdata/ambiguities.txt: bad line %q", line)
		}
		ids := strings.Fields(list)
		n++
		t.Run(game, func(t *testing.T) {
			src, err := fs.ReadFile(content.FS(), game+"/rules.md")
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("content/%s/rules.md does not exist yet", game)
			}
			if err != nil {
				t.Fatal(err)
			}
			section, ok := clarifications(src)
			if !ok {
				t.Fatalf("content/%s/rules.md has no Clarifications section", game)
			}
			for _, id := range ids {
				if !regexp.MustCompile(`\b` + regexp.QuoteMeta(id) + `\b`).MatchString(section) {
					t.Errorf("content/%s/rules.md: Clarifications do not list %s", game, id)
				}
			}
		})
	}
	if n != len(games) {
		t.Errorf("testdata/ambiguities.txt lists %d games, want %d", n, len(games))
	}
}

func TestContentTypesets(t *testing.T) {
	for _, r := range contentRulebooks(t) {
		for _, paper := range Papers {
			t.Run(r.game+"/"+paper, func(t *testing.T) {
				opts := r.opts
				opts.Paper = paper
				a, err := Typeset(r.src, "content/"+r.game+"/rules.md", opts)
				if err != nil {
					t.Fatal(err)
				}
				b, err := Typeset(r.src, "content/"+r.game+"/rules.md", opts)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a, b) {
					t.Error("two runs gave different bytes")
				}
			})
		}
	}
}

func FuzzMarkdown(f *testing.F) {
	for _, s := range []string{
		"Q♠ and 10♥, T♣ JK JK1 §4.2 1♠ Z♥ HE1 HE9",
		"## 4 Play\n\n4.1 Rule §4 and §4.1.\n\n- a\n  - b\n\n> flavour\n",
		"| a | b |\n|:-|-:|\n| Q♠ | §9 |\n",
		"![c](card:Q♠,HE1,JK) ![x](card:)\n\n```transcript\nmove Q♠\n```\n",
		"**K♥**`A♠`*§1*\\§2 &amp; ♥↔♠ 龍",
		"A {{fact deck-size}} and {{fact bad}}.\n\n{{table hand-ranks}}\n\nSee {{table hand-ranks}} `{{fact x}}` {{chart y}} {{fact nope}}\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		src := []byte(front + "\n## 1 Rules\n\n1.1 Rule.\n\n" + body)
		b, err := layoutBook(src, "f.md", Options{CardIDs: testIDs, Resolve: fakeResolver})
		if err != nil {
			var list cards.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("error is a %T, want a cards.ErrorList: %v", err, err)
			}
			for _, e := range list {
				if e.Pos.File != "f.md" || e.Pos.Line < 1 {
					t.Fatalf("error without a position: %v", e)
				}
			}
			return
		}
		if len(b.pages) < 3 {
			t.Fatalf("%d pages, want a cover, contents and a body", len(b.pages))
		}
	})
}

func TestRequiredSections(t *testing.T) {
	required := [][]string{{"Story", "Introduction"}, {"Components"}, {"Setup"}, {"Play"},
		{"Winning and losing"}, {"Variants"}, {"Clarifications"}, {"Quick reference"}}
	for _, game := range games {
		t.Run(game, func(t *testing.T) {
			src, err := fs.ReadFile(content.FS(), game+"/rules.md")
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("content/%s/rules.md does not exist yet", game)
			}
			if err != nil {
				t.Fatal(err)
			}
			_, _, body, _ := splitFrontMatter(src)
			var heads []string
			for n := parseMarkdown(body, nil).FirstChild(); n != nil; n = n.NextSibling() {
				if h, ok := n.(*ast.Heading); ok {
					heads = append(heads, strings.ToLower(string(h.Lines().Value(body))))
				}
			}
			for _, names := range required {
				found := false
				for _, h := range heads {
					for _, name := range names {
						found = found || strings.Contains(h, strings.ToLower(name))
					}
				}
				if !found {
					t.Errorf("content/%s/rules.md has no section %q", game, strings.Join(names, `" or "`))
				}
			}
		})
	}
}

func TestIconGlyphs(t *testing.T) {
	for name, g := range iconGlyphs {
		for _, style := range []string{"", "B"} {
			if r, missing := layout.MissingGlyph(templates.Sans, style, g); missing {
				t.Errorf("icon %s: DejaVu Sans %q has no glyph %q", name, style, r)
			}
		}
	}
}

func TestBoxDrawing(t *testing.T) {
	src := front + "\n```\n┌──┐ x\n│A♠│\n└──┘\n```\n"
	b, err := layoutBook([]byte(src), "box.md", Options{})
	if err != nil {
		t.Fatal(err)
	}
	lines, texts := 0, []string{}
	for _, o := range b.pages[2].ops {
		switch {
		case o.kind == opLine && o.y > b.g.top: // not the running head's rule
			lines++
		case o.kind == opText && o.f.fam == templates.Mono:
			texts = append(texts, o.text)
		}
	}
	// every box-drawing character is two arms: 4 + 2 + 4 characters
	if lines != 20 {
		t.Errorf("%d line segments, want 20", lines)
	}
	if got := strings.Join(texts, " "); got != "x A♠" {
		t.Errorf("monospaced text %q, want %q", got, "x A♠")
	}
}

// testDoc is a document the layout tests typeset on every paper.
type testDoc struct {
	name string
	src  []byte
	opts Options
}

// testDocs returns the sample, a long document of long sections, the
// extra documents given, and, with rulebooks, every game's rulebook.
func testDocs(t testing.TB, long int, rulebooks bool, extra ...testDoc) []testDoc {
	t.Helper()
	sample, err := os.ReadFile("testdata/sample.md")
	if err != nil {
		t.Fatal(err)
	}
	docs := append([]testDoc{{"sample", sample, Options{}}, {"long", longDoc(long), Options{}}}, extra...)
	if rulebooks {
		for _, r := range contentRulebooks(t) {
			docs = append(docs, testDoc{r.game, r.src, r.opts})
		}
	}
	return docs
}
