package layout

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
)

func loadGame(t testing.TB, name string) *cards.Game {
	t.Helper()
	g, err := cards.Load(content.FS(), name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func defaultOptions() BuildOptions {
	return BuildOptions{Paper: Papers["a4"], Bleed: DefaultBleed, Backs: BacksDuplexLong, PrintShop: true}
}

// TestBuildAllGames builds every game's components, validates every PDF
// with pdfcpu, and checks that a second build is byte-identical.
func TestBuildAllGames(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range games {
		t.Run(name, func(t *testing.T) {
			g := loadGame(t, name)
			res, err := BuildGame(g, defaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Outputs) == 0 {
				t.Fatal("no outputs")
			}
			again, err := BuildGame(g, defaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			for i, o := range res.Outputs {
				validatePDF(t, o.Name, o.Data)
				if !bytes.Equal(o.Data, again.Outputs[i].Data) {
					t.Errorf("%s: a second build differs", o.Name)
				}
			}
		})
	}
}

func output(t *testing.T, res *Result, name string) []byte {
	t.Helper()
	for _, o := range res.Outputs {
		if o.Name == name {
			return o.Data
		}
	}
	t.Fatalf("no output %s", name)
	return nil
}

// TestTavernTalesFlavourText checks that every card line of the Tavern
// Tales seed (L37-L93 of the original document, as the deck's card list
// quotes them) is drawn, word for word, in the deck PDF.
func TestTavernTalesFlavourText(t *testing.T) {
	g := loadGame(t, "tavern-tales")
	res, err := BuildGame(g, BuildOptions{Paper: Papers["a4"], Bleed: DefaultBleed, Backs: BacksNone})
	if err != nil {
		t.Fatal(err)
	}
	data := output(t, res, "tavern-tales-deck.pdf")
	var drawn []string
	for _, page := range pdfStrings(t, data) {
		drawn = append(drawn, strings.Join(page, " "))
	}
	all := squash(strings.Join(drawn, " "))
	poppler, havePoppler := pdftotext(t, data)
	if !havePoppler {
		t.Log("pdftotext not installed (apt-get install poppler-utils): checking with the Go content-stream reader only")
	}
	seed := seedLines(t)
	lines := 0
	for _, c := range g.Deck("deck").Cards {
		if want, ok := seed[c.Source]; seed != nil && (!ok || want != c.Text) {
			t.Errorf("card %s: text %q is not seed line %s %q", c.ID, c.Text, c.Source, want)
		}
		lines++
		// Printed with curly quotes: the seed's words, set typographically.
		if !strings.Contains(all, squash(Typographic(c.Text))) {
			t.Errorf("card %s: %q not found in the PDF's text", c.ID, c.Text)
		}
		if havePoppler && !strings.Contains(squash(poppler), squash(Typographic(c.Text))) {
			t.Errorf("card %s: pdftotext does not find %q", c.ID, c.Text)
		}
	}
	if lines != 52 {
		t.Errorf("%d card lines, want 52", lines)
	}
}

// seedLines reads the Tavern Tales seed when it is beside the repository
// (as in CI: ../shared/seeds), mapping "L37" to line 37. Without it, it
// returns nil, and the test checks the card list against the PDF only.
func seedLines(t *testing.T) map[string]string {
	t.Helper()
	src, err := os.ReadFile("../../shared/seeds/004_6a521c23ec711de6.txt")
	if err != nil {
		t.Logf("seed text not found beside the repository (%v): checking the deck's card list against the PDF only", err)
		return nil
	}
	m := map[string]string{}
	for i, l := range strings.Split(string(src), "\n") {
		m[fmt.Sprintf("L%d", i+1)] = strings.TrimSpace(l)
	}
	return m
}

// TestPrintShopBoxes checks the print-shop PDF: one card per page (and the
// back last), MediaBox and BleedBox the card plus bleed, TrimBox the card.
func TestPrintShopBoxes(t *testing.T) {
	g := loadGame(t, "tavern-tales")
	d := g.Deck("deck")
	faces := []Face{}
	for _, c := range d.Cards {
		faces = append(faces, Face{Game: g, Deck: d, Card: c})
	}
	data, err := PrintShop(faces, DefaultBleed, d.Back, "test")
	if err != nil {
		t.Fatal(err)
	}
	ctx := validatePDF(t, "printshop", data)
	pbs, err := ctx.PageBoundaries(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(pbs) != 53 {
		t.Fatalf("%d pages, want 52 cards + 1 back", len(pbs))
	}
	const pt = 72 / 25.4
	for i, pb := range pbs {
		m, tr, bl := pb.Media.Rect, pb.Trim.Rect, pb.Bleed.Rect
		if math.Abs(m.Width()-(63.5+6)*pt) > 0.01 || math.Abs(m.Height()-(88.9+6)*pt) > 0.01 {
			t.Fatalf("page %d media %vx%v pt", i+1, m.Width(), m.Height())
		}
		if math.Abs(tr.Width()-63.5*pt) > 0.01 || math.Abs(tr.Height()-88.9*pt) > 0.01 || math.Abs(tr.LL.X-3*pt) > 0.01 || math.Abs(tr.LL.Y-3*pt) > 0.01 {
			t.Fatalf("page %d trim %v", i+1, tr)
		}
		if math.Abs(bl.Width()-m.Width()) > 0.01 || math.Abs(bl.Height()-m.Height()) > 0.01 {
			t.Fatalf("page %d bleed %v", i+1, bl)
		}
	}
}

// TestSheetPages checks the page counts of each backs mode and the paper
// size of the pages.
func TestSheetPages(t *testing.T) {
	g := loadGame(t, "royal-haunts")
	d := g.Deck("standard")
	var faces []Face
	for _, c := range d.Cards {
		faces = append(faces, Face{Game: g, Deck: d, Card: c})
	}
	for _, tc := range []struct {
		paper string
		backs Backs
		pages int
	}{
		{"a4", BacksNone, 7},        // 54 cards, 8 a sheet on their side
		{"a4", BacksDuplexLong, 14}, // and a back page each
		{"letter", BacksDuplexShort, 14},
		{"a4", BacksFold, 14}, // 4 fronts and 4 backs a page
	} {
		t.Run(fmt.Sprint(tc.paper, tc.backs), func(t *testing.T) {
			data, _, err := Sheets(faces, SheetOptions{Paper: Papers[tc.paper], Bleed: DefaultBleed, Backs: tc.backs, Back: d.Back}, "t")
			if err != nil {
				t.Fatal(err)
			}
			dims, err := api.PageDims(bytes.NewReader(data), nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(dims) != tc.pages {
				t.Fatalf("%d pages, want %d", len(dims), tc.pages)
			}
			p := Papers[tc.paper]
			if math.Abs(dims[0].Width-p.W*72/25.4) > 0.01 || math.Abs(dims[0].Height-p.H*72/25.4) > 0.01 {
				t.Errorf("page is %vx%v pt, want %s", dims[0].Width, dims[0].Height, tc.paper)
			}
		})
	}
}

func TestSourceDateEpoch(t *testing.T) {
	g := loadGame(t, "tavern-tales")
	opt := BuildOptions{Paper: Papers["a4"], Bleed: DefaultBleed, Backs: BacksNone}
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	a, err := BuildGame(g, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(a.Outputs[0].Data, []byte("D:20231114")) {
		t.Error("SOURCE_DATE_EPOCH=1700000000 did not set the document date to 2023-11-14")
	}
	t.Setenv("SOURCE_DATE_EPOCH", "")
	b, err := BuildGame(g, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b.Outputs[0].Data, []byte("D:20260101")) {
		t.Error("without SOURCE_DATE_EPOCH the date is not the fixed default")
	}
}

// BenchmarkBuildAll builds every printable component of all five games
// (sheets with duplex backs, print-shop PDFs, mats), as `cardstock build`
// does less the rulebooks.
func BenchmarkBuildAll(b *testing.B) {
	games, err := content.Games(content.FS())
	if err != nil {
		b.Fatal(err)
	}
	var gs []*cards.Game
	n := 0
	for _, name := range games {
		g := loadGame(b, name)
		gs = append(gs, g)
		for _, d := range g.Decks {
			n += d.Total()
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for _, g := range gs {
			if _, err := BuildGame(g, defaultOptions()); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(n), "ms/card")
}

// BenchmarkDeckSheets draws the 52 Tavern Tales cards on sheets, without
// backs: the cost of one custom card.
func BenchmarkDeckSheets(b *testing.B) {
	g := loadGame(b, "tavern-tales")
	d := g.Deck("deck")
	var faces []Face
	for _, c := range d.Cards {
		faces = append(faces, Face{Game: g, Deck: d, Card: c})
	}
	b.ReportAllocs()
	for range b.N {
		if _, _, err := Sheets(faces, SheetOptions{Paper: Papers["a4"], Bleed: DefaultBleed, Backs: BacksNone}, "bench"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N)/52, "ms/card")
}

func TestStandardBack(t *testing.T) {
	cp := loadGame(t, "castle-poker")
	backs, note := deckBacks(cp, "green")
	if note != "" || backs[cp.Deck("standard")] != "green" || backs[cp.Deck("special")] != "green" || backs[cp.Deck("castles")] != "" {
		t.Errorf("castle-poker: %v, %q; want the standard deck and the special cards shuffled into it green, tableaux without a back", backs, note)
	}
	qc := loadGame(t, "queens-challenge")
	backs, note = deckBacks(qc, "green")
	if note == "" || backs[qc.Deck("queens-deck")] != "queen" || backs[qc.Deck("magic-deck")] != "magic" {
		t.Errorf("queens-challenge: %v, %q; want both backs kept, with a note", backs, note)
	}
	if b, _ := deckBacks(qc, ""); b[qc.Deck("magic-deck")] != "magic" {
		t.Error("no --standard-back changed a back")
	}
}
