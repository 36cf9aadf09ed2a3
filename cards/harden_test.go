package cards_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cardstock/cardstock/cards"
)

// badCase is a broken manifest or card list and the errors it must give,
// each "file:line:col: message" (a prefix of one of the errors).
type badCase struct {
	name, manifest, csv string
	want                []string
}

func runBad(t *testing.T, tests []badCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := loadMap(tc.manifest, tc.csv)
			if err == nil {
				t.Fatalf("no error; loaded %+v", g)
			}
			var list cards.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("%T is not an ErrorList", err)
			}
			for _, want := range tc.want {
				found := false
				for _, e := range list {
					found = found || strings.HasPrefix(e.Error(), want)
				}
				if !found {
					t.Errorf("errors\n%v\nhave none beginning %q", err, want)
				}
			}
		})
	}
}

// TestNumbers checks that every number a manifest gives is finite and in
// range: NaN and infinities in a zone, absurd sizes.
func TestNumbers(t *testing.T) {
	zone := func(key, v string) string {
		return strings.Replace(goodManifest, "  "+key+" = ", "  "+key+" = "+v+"\n  #", 1)
	}
	runBad(t, []badCase{
		{"zone x nan", zone("x", "nan"), goodCSV, []string{`g/game.toml:29:3: zone "Zone": x = NaN`}},
		{"zone y inf", zone("y", "inf"), goodCSV, []string{`g/game.toml:30:3: zone "Zone": y = +Inf`}},
		{"zone w -inf", zone("w", "-inf"), goodCSV, []string{`g/game.toml:31:3: zone "Zone": w = -Inf`}},
		{"zone h nan with slots", strings.Replace(zone("h", "nan"), "  #", "  slots = 1\n  #", 1), goodCSV, []string{`g/game.toml:32:3: zone "Zone": h = NaN`}},
		{"zone huge", zone("w", "1e300"), goodCSV, []string{`g/game.toml:27:5: zone "Zone"`}},
		{"zone facing sideways", zone("x", `1`+"\n  facing = \"left\""), goodCSV, []string{`g/game.toml:30:3: unknown facing "left": want near or far`}},
		{"deck size nan", strings.Replace(goodManifest, `count = 3`, "count = 3\nsize = \"nanxnan\"", 1), goodCSV, []string{`g/game.toml:15:1: size "nanxnan": each side`}},
		{"deck size inf", strings.Replace(goodManifest, `count = 3`, "count = 3\nsize = \"infx90\"", 1), goodCSV, []string{`g/game.toml:15:1: size "infx90"`}},
		{"deck size tiny", strings.Replace(goodManifest, `count = 3`, "count = 3\nsize = \"0.001x0.001\"", 1), goodCSV, []string{`g/game.toml:15:1: size "0.001x0.001": each side must be from 5 to 1000 mm`}},
		{"mat size huge", strings.Replace(goodManifest, `200x100`, `1e9x100`, 1), goodCSV, []string{`g/game.toml:25:1: size "1e9x100"`}},
		{"deck too large", goodManifest, "id,count\n" + manyCards(101, 999),
			[]string{`g/game.toml:13:1: deck "deck" has 100899 items counting copies: at most 100000 are printed`}},
		{"card count huge", goodManifest, strings.Replace(goodCSV, ",2\n", ",99999999999999999999\n", 1), []string{`g/cards.csv:2:20: count "99999999999999999999"`}},
	})
}

// TestOutputNames checks that decks and mats whose files would have the
// same name are refused, naming both.
func TestOutputNames(t *testing.T) {
	runBad(t, []badCase{
		{"deck named rules", strings.Replace(goodManifest, `id = "std"`, `id = "rules"`, 1), goodCSV,
			[]string{`g/game.toml:17:1: deck "rules" would be written as g-rules.pdf, the file name of the rulebook`}},
		{"deck named rules-booklet", strings.Replace(goodManifest, `id = "std"`, `id = "rules-booklet"`, 1), goodCSV,
			[]string{`g/game.toml:17:1: deck "rules-booklet" would be written as g-rules-booklet.pdf`}},
		{"mat named like a deck", strings.Replace(goodManifest, `id = "mat"`, `id = "std"`, 1), goodCSV,
			[]string{`g/game.toml:23:1: mat "std" would be written as g-std.pdf, like deck "std" (at g/game.toml:17:1)`}},
		{"deck named like a print-shop PDF", strings.Replace(goodManifest, `id = "std"`, `id = "deck-printshop"`, 1), goodCSV,
			[]string{`g/game.toml:17:1: deck "deck-printshop" would be written as g-deck-printshop.pdf, like the print-shop PDF of deck "deck" (at g/game.toml:11:1)`}},
		{"mat named like a print-shop PDF", strings.Replace(goodManifest, `id = "mat"`, `id = "std-printshop"`, 1), goodCSV,
			[]string{`g/game.toml:23:1: mat "std-printshop" would be written as g-std-printshop.pdf`}},
		{"two mats", goodManifest + "\n[[mat]]\nid = \"mat\"\nname = \"M2\"\nsize = \"100x100\"\n", goodCSV,
			[]string{`g/game.toml:35:1: mat "mat" would be written as g-mat.pdf, like mat "mat" (at g/game.toml:23:1)`}},
	})
	if _, err := loadMap(goodManifest, goodCSV); err != nil {
		t.Errorf("distinct names refused: %v", err)
	}
}

// TestPositions checks places that used to be wrong or missing.
func TestPositions(t *testing.T) {
	runBad(t, []badCase{
		{"unclosed quote", goodManifest, "id,suit,title,text,count\nST1,stars,,\"open,1\nST2,stars,,x,1\nST3,stars,,y,1\n",
			[]string{`g/cards.csv:2:12: a quoted field opens here and is not closed`}},
		{"unclosed quote after a quoted field", goodManifest, "id,suit,title,text,count\nST1,stars,\"a \"\"b\"\"\",\"open,1\nST2,stars,,x,1\n",
			[]string{`g/cards.csv:2:21: a quoted field opens here`}},
		{"unclosed quote, wide characters", goodManifest, "id,suit,title,text,count\nST1,stars,«é»,\"open,1\nST2,stars,,x,1\n",
			[]string{`g/cards.csv:2:15: a quoted field opens here`}},
		{"stray quote on its line", goodManifest, "id,suit,title,text,count\nST1,stars,,a\"b,1\n",
			[]string{`g/cards.csv:2:13: bare "`}},
		{"header only", goodManifest, "id,suit,title,text,count\n", []string{`g/cards.csv:1:1: the card list has no cards`}},
		{"header and blank lines", goodManifest, "id,suit,title,text,count\n\n\n", []string{`g/cards.csv:1:1: the card list has no cards`}},
		{"bom and bad column", goodManifest, "\ufeffid,suit,tilte,text,count\nST1,stars,,A line.,3\n", []string{`g/cards.csv:1:9: unknown column "tilte"`}},
	})
}

// TestByteOrderMark checks that a UTF-8 byte-order mark is accepted at the
// start of a manifest and of a card list, and positions stay as editors
// show them.
func TestByteOrderMark(t *testing.T) {
	g, err := loadMap("\ufeff"+goodManifest, "\ufeff"+goodCSV)
	if err != nil {
		t.Fatal(err)
	}
	if g.Name != "Test" || g.Deck("deck").Cards[0].ID != "ST1" {
		t.Errorf("read %q, first card %q", g.Name, g.Deck("deck").Cards[0].ID)
	}
	_, err = loadMap("\ufeff"+strings.Replace(goodManifest, `name = "Test"`, `nmae = "Test"`, 1), goodCSV)
	if err == nil || !strings.Contains(err.Error(), `g/game.toml:1:1: unknown field "nmae"`) {
		t.Errorf("error %v: want it at 1:1", err)
	}
}

// TestChecksReportedTogether checks that a check's errors come with the
// loader's, sorted, in one run.
func TestChecksReportedTogether(t *testing.T) {
	fsys := fstest.MapFS{
		"g/game.toml": {Data: []byte(strings.Replace(goodManifest, `#123456`, `blue`, 1))},
		"g/cards.csv": {Data: []byte(goodCSV)},
	}
	check := func(g *cards.Game) error {
		var errs cards.ErrorList
		errs.Add(g.Suits[0].At("icon"), "icon checked")
		errs.Add(g.Decks[0].Pos, "deck checked")
		return errs
	}
	g, err := cards.LoadAt(fsys, "g", "content", check)
	if g != nil || err == nil {
		t.Fatal("no error")
	}
	want := "content/g/game.toml:7:1: icon checked\ncontent/g/game.toml:8:1: colour \"blue\": want #rrggbb\ncontent/g/game.toml:10:3: deck checked"
	if err.Error() != want {
		t.Errorf("errors\n%v\nwant\n%s", err, want)
	}
	if _, err := cards.LoadAt(fstest.MapFS{"g/game.toml": {Data: []byte(goodManifest)}, "g/cards.csv": {Data: []byte(goodCSV)}}, "g", "", check); err == nil {
		t.Error("a check's errors were not reported for a good manifest")
	}
}

// FuzzCardList feeds arbitrary card lists to the loader under a fixed
// manifest: it must never panic, every error must name the card list or
// the manifest and a line, and every card read must have a valid count.
func FuzzCardList(f *testing.F) {
	for _, s := range []string{goodCSV, "\ufeffid,text\nA,\"x\"\"y\"\n", "id\n\"", "id,suit\nA,\"open\nB,x\n", "id,count\nA,0\nB,1e3\n", "id,title\n\n\nA,«é»\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, csv string) {
		g, err := loadMap(goodManifest, csv)
		if err != nil {
			var list cards.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("%T is not an ErrorList: %v", err, err)
			}
			for _, e := range list {
				if (e.Pos.File != "g/cards.csv" && e.Pos.File != "g/game.toml") || e.Pos.Line < 1 {
					t.Fatalf("error without a place: %v", e)
				}
			}
			return
		}
		for _, c := range g.Deck("deck").Cards {
			if c.Count < 1 || c.Count > 999 {
				t.Fatalf("card %s has count %d", c.ID, c.Count)
			}
		}
	})
}

// FuzzParseSize checks that any size a user writes is refused or gives
// finite sides within the bounds.
func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"poker", "63x88", "NaNx90", "infx1", "1e308x5", "0x0", "5x5", " 90 x 127 ", "x", "-5x-5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := cards.ParseSize(s)
		if err != nil {
			return
		}
		if !(w >= cards.MinSide && w <= cards.MaxSide && h >= cards.MinSide && h <= cards.MaxSide) {
			t.Fatalf("ParseSize(%q) = %g x %g", s, w, h)
		}
	})
}

// manyCards returns card-list rows of n cards, each printed count times.
func manyCards(n, count int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "C%d,%d\n", i, count)
	}
	return b.String()
}
