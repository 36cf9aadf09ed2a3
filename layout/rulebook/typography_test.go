package rulebook

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"

	"github.com/cardstock/cardstock/layout/rulebook/internal/hyphen"
	"github.com/cardstock/cardstock/templates"
)

func TestSmarten(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Queen's Challenge", "Queen’s Challenge"},
		{`"Tricks" and 'tales'`, "“Tricks” and ‘tales’"},
		{"the '90s", "the ’90s"},
		{"2--6 players --- or more...", "2–6 players — or more…"},
		{`("quoted")`, "(“quoted”)"},
		{"plain", "plain"},
	} {
		if got := smarten(tc.in); got != tc.want {
			t.Errorf("smarten(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestNoHyphenIn checks which words of running text may be broken: plain
// words yes; card notation, custom ids, numbers, links, references, code
// and capitals no.
func TestNoHyphenIn(t *testing.T) {
	src := []byte(front + "\n## 1 Rules\n\nrepresentatives Q♠ 10♥ HE1 12345678 [representatives](https://example.com/x) `representatives` §1 ABCDEFGHIJ self-explanatory occurrences’\n")
	b, err := layoutBook(src, "t.md", Options{CardIDs: testIDs})
	if err != nil {
		t.Fatal(err)
	}
	_ = b
	ts := newTypesetter(src, "t.md", b.g, Options{CardIDs: testIDs})
	ts.hy = hyphen.For("en")
	doc := parseMarkdown(src[len(front):], testIDs)
	var para ast.Node
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if n.Kind() == ast.KindParagraph {
			para = n
		}
	}
	ts.src = src[len(front):]
	in := &inliner{t: ts}
	in.inlines(para, ts.bodyStyle())
	got := map[string]int{}
	for _, w := range in.finish() {
		k := plainText([]word{w})
		got[k] = max(got[k], len(ts.breaks(w)))
	}
	for w, want := range map[string]bool{
		"representatives": true, "Q♠": false, "10♥": false, "♥HE1": false, "12345678": false,
		"§1": false, "ABCDEFGHIJ": false, "self-explanatory": true, "occurrences’": true,
	} {
		n, ok := got[w]
		if !ok {
			t.Errorf("no word %q in %v", w, got)
			continue
		}
		if (n > 0) != want {
			t.Errorf("%q: %d break points, want any: %v", w, n, want)
		}
	}
	// the link and the code span are words "representatives" too, but
	// must have no breaks: count the words that have some
	n := 0
	for _, w := range in.finish() {
		if plainText([]word{w}) == "representatives" && len(ts.breaks(w)) > 0 {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d words \"representatives\" may be broken, want 1 (not the link or the code)", n)
	}
}

// TestFrontMatterLanguage checks that an unknown language is an error at
// its place.
func TestFrontMatterLanguage(t *testing.T) {
	src := []byte("---\ntitle: T\nplayers: \"2\"\ncomponents:\n  - deck\nlanguage: de\n---\n\n## 1 A\n\nText.\n")
	_, err := layoutBook(src, "r.md", Options{})
	if err == nil || !strings.Contains(err.Error(), "r.md:6:11: rulebook: front matter: language \"de\"") {
		t.Fatalf("got %v", err)
	}
}

// TestBulletsFromFont sets lists nested four deep, in plain text and in a
// flavour box (italic), and checks that each level's bullet is drawn in
// the body font itself, no fallback, cycling through the bullets.
func TestBulletsFromFont(t *testing.T) {
	list := "- one\n  - two\n    - three\n      - four\n"
	src := []byte(front + "\n## 1 Lists\n\n" + list + "\n> " + strings.ReplaceAll(strings.TrimSuffix(list, "\n"), "\n", "\n> ") + "\n")
	b, err := layoutBook(src, "l.md", Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pg := range b.pages {
		for _, o := range pg.ops {
			if o.kind == opText && o.col == accent && strings.Contains(strings.Join(bullets, ""), o.text) {
				if o.f.fam != templates.Serif {
					t.Errorf("bullet %q drawn in %s, not the body font", o.text, o.f.fam)
				}
				got = append(got, o.text)
			}
		}
	}
	// the cover lists the components with a bullet first
	want := []string{"•", "•", "–", "◦", "•", "•", "–", "◦", "•"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("bullets %q, want %q", got, want)
	}
}
