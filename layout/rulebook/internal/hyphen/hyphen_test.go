package hyphen

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/words.golden")

// TestGolden hyphenates the words of testdata/words.txt with the English
// patterns and compares with testdata/words.golden.
func TestGolden(t *testing.T) {
	in, err := os.ReadFile("testdata/words.txt")
	if err != nil {
		t.Fatal(err)
	}
	p := For("en")
	var b strings.Builder
	for _, w := range strings.Fields(string(in)) {
		b.WriteString(p.Hyphenate(w, "-") + "\n")
	}
	got := b.String()
	if *update {
		if err := os.WriteFile("testdata/words.golden", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/words.golden")
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("hyphenation differs from testdata/words.golden (go test -update rewrites it):\n%s", got)
	}
}

func TestKnown(t *testing.T) {
	p := For("en-US")
	for w, want := range map[string]string{
		// Liang's thesis and TeX's own examples
		"hyphenation": "hy-phen-ation",
		"computer":    "com-puter", // not com-put-er: three letters after
		"algorithm":   "al-go-rithm",
		"Tavern":      "Tav-ern",
		// minimums: two letters before, three after
		"occurrences": "oc-cur-rences",
		"aback":       "aback",
		// no letters, no hyphens
		"HE1":  "HE1",
		"2026": "2026",
	} {
		if got := p.Hyphenate(w, "-"); got != want {
			t.Errorf("%s: got %s, want %s", w, got, want)
		}
	}
	for _, pt := range p.Points("travelling") {
		if pt < 2 || pt > len("travelling")-3 {
			t.Errorf("travelling: point %d breaks the minimums", pt)
		}
	}
	if For("de") != nil {
		t.Error("German patterns claimed")
	}
}

func TestParse(t *testing.T) {
	p, err := Parse([]byte("UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\n% comment\na1b\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Hyphenate("abab", "-"); got != "a-ba-b" {
		t.Errorf("got %s", got)
	}
	if _, err := Parse([]byte("LEFTHYPHENMIN x\n")); err == nil {
		t.Error("bad minimum accepted")
	}
}

// BenchmarkParse measures reading the English patterns, which every run
// that typesets a rulebook pays once.
func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse(enUS); err != nil {
			b.Fatal(err)
		}
	}
}
