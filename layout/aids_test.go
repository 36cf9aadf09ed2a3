package layout

import (
	"errors"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/layout/pdfcheck"
	"github.com/cardstock/cardstock/templates"
)

func TestParseAids(t *testing.T) {
	tables := func(id string) ([]string, [][]string, error) {
		if id != "spells" {
			return nil, nil, errors.New("no table " + id)
		}
		return []string{"Spell", "Cost"}, [][]string{{"Pair", "2"}, {"Flush", "5"}}, nil
	}
	src := "## Round\ncopies: 3\n1. Deal.\n  Then bid.\n- Reveal.\n\n## Spells\ntable: spells: {Spell} costs {Cost}\ntable: spells[2-2]: then {Spell}\n"
	aids, err := ParseAids([]byte(src), "aids.md", tables)
	if err != nil {
		t.Fatal(err)
	}
	want := []Aid{
		{Title: "Round", Copies: 3, Paras: []string{"1. Deal. Then bid.", "• Reveal."}},
		{Title: "Spells", Copies: 1, Paras: []string{"Pair costs 2", "Flush costs 5", "then Flush"}},
	}
	if len(aids) != len(want) {
		t.Fatalf("%d aids, want %d", len(aids), len(want))
	}
	for i, a := range aids {
		if a.Title != want[i].Title || a.Copies != want[i].Copies || strings.Join(a.Paras, "|") != strings.Join(want[i].Paras, "|") {
			t.Errorf("aid %d = %+v, want %+v", i, a, want[i])
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"text first\n", "aids.md:1:1: aids: text before the first card"},
		{"## A\ncopies: 99\nx\n", "aids.md:2:1: aids: copies \"99\": want a number from 1 to 12"},
		{"## A\n", "aids.md:1:1: aids: the card \"A\" has no text"},
		{"## A\ntable: spells: {Nope}\n", "aids.md:2:1: aids: table spells has no column \"Nope\" (columns: Spell, Cost)"},
		{"## A\ntable: other: {Spell}\n", "aids.md:2:1: aids: no table other"},
		{"", "aids.md: aids: no cards"},
		{"## A\ntable: spells[2-3]: {Spell}\n", "aids.md:2:1: aids: table spells has 2 rows, not 3"},
		{"## A\ntable: spells[x]: {Spell}\n", "aids.md:2:1: aids: table spells[x]: want ID[FIRST-LAST]"},
	} {
		_, err := ParseAids([]byte(tc.src), "aids.md", tables)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
	if _, err := ParseAids([]byte("## A\ntable: spells: {Spell}\n"), "aids.md", nil); err == nil || !strings.Contains(err.Error(), "generates no reference tables") {
		t.Errorf("no lookup: %v", err)
	}
}

func TestAidsPDF(t *testing.T) {
	aids := []Aid{{Title: "Round", Copies: 10, Paras: []string{"1. Deal 5 cards.", "2. Bid."}}}
	data, err := AidsPDF(aids, 63.5, 88.9, SheetOptions{Paper: Papers["a4"]}, "aids")
	if err != nil {
		t.Fatal(err)
	}
	if err := pdfcheck.Check(data); err != nil {
		t.Fatal(err)
	}
	ctx, err := pdfcheck.Validate(data)
	if err != nil {
		t.Fatal(err)
	}
	if ctx.PageCount != 2 { // 9 poker cards to an A4 page without bleed
		t.Errorf("%d pages, want 2", ctx.PageCount)
	}
	long := []Aid{{Title: "Too long", Copies: 1, Paras: []string{strings.Repeat("far too many words ", 200)}}}
	if _, err := AidsPDF(long, 63.5, 88.9, SheetOptions{Paper: Papers["a4"]}, "aids"); err == nil || !strings.Contains(err.Error(), "Too long") {
		t.Errorf("over-long aid: %v", err)
	}
}

func TestScoreSheet(t *testing.T) {
	src := "title: T\nnote: N\ncolumns: Hand, A, B\nrows: 12\nnumbered: yes\ntotal: yes\ntrack: Castle, north, 10\ncopies: 2\n"
	s, err := ParseScoreSheet([]byte(src), "s.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Columns) != 3 || s.Rows != 12 || !s.Numbered || !s.Total || s.Copies != 2 || len(s.Tracks) != 1 || s.Tracks[0] != (Track{"Castle, north", 10}) {
		t.Errorf("parsed %+v", s)
	}
	data, err := ScoreSheetPDF(s, Papers["letter"], "s.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := pdfcheck.Check(data); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ src, want string }{
		{"title: T\nrows: x\ncolumns: A\n", "s.txt:2:1: score sheet: rows \"x\": want a number from 1 to 60"},
		{"title: T\ncolour: red\n", "s.txt:2:1: score sheet: unknown key \"colour\""},
		{"columns: A\nrows: 3\n", "s.txt: score sheet: no title"},
		{"title: T\n", "neither columns nor tracks"},
		{"title: T\ntrack: no number\n", "s.txt:2:1: score sheet: track \"no number\": want LABEL, NUMBER"},
	} {
		_, err := ParseScoreSheet([]byte(tc.src), "s.txt")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
	tooMany := &ScoreSheet{Title: "T", Columns: []string{"A"}, Rows: 60, Tracks: []Track{{"x", 10}}, Copies: 1}
	if _, err := ScoreSheetPDF(tooMany, Papers["a4"], "s.txt"); err == nil || !strings.Contains(err.Error(), "do not fit the page") {
		t.Errorf("rows over the page: %v", err)
	}
}

// TestAidsWithBacks: aids print as the deck does: a back page after each
// front page for duplex, backs on the same page for fold-over, none
// without a back design.
func TestAidsWithBacks(t *testing.T) {
	var back string
	for name := range templates.Backs {
		back = name
		break
	}
	aids := []Aid{{Title: "Round", Copies: 10, Paras: []string{"Deal."}}}
	for _, tc := range []struct {
		backs Backs
		back  string
		per   int // pages per sheet of cards
	}{
		{BacksDuplexLong, back, 2},  // fronts and backs of 2 sheets of 9
		{BacksDuplexShort, back, 2}, // the same
		{BacksFold, back, 1},        // one page per sheet, backs below
		{BacksDuplexLong, "", 1},    // no back design: fronts only
	} {
		data, err := AidsPDF(aids, 63.5, 88.9, SheetOptions{Paper: Papers["a4"], Bleed: 3, Backs: tc.backs, Back: tc.back}, "aids")
		if err != nil {
			t.Fatal(err)
		}
		if err := pdfcheck.Check(data); err != nil {
			t.Fatal(err)
		}
		ctx, err := pdfcheck.Validate(data)
		if err != nil {
			t.Fatal(err)
		}
		backs := tc.backs
		if tc.back == "" {
			backs = BacksNone
		}
		im, err := Impose(Papers["a4"], 63.5, 88.9, 3, backs, true)
		if err != nil {
			t.Fatal(err)
		}
		sheets := (10 + im.PerPage() - 1) / im.PerPage()
		if want := sheets * tc.per; ctx.PageCount != want {
			t.Errorf("%s back %q: %d pages, want %d", tc.backs, tc.back, ctx.PageCount, want)
		}
	}
}
