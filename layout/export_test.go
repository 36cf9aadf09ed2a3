package layout

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cardstock/cardstock/cards"
)

func decodePNG(t *testing.T, data []byte) image.Image {
	t.Helper()
	// An 8-bit RGB PNG (colour type 2) with the sRGB chunk first.
	if len(data) < 46 || data[24] != 8 || data[25] != 2 {
		t.Fatalf("not an 8-bit RGB PNG: header % x", data[:min(len(data), 30)])
	}
	if !bytes.Equal(data[33:42], []byte("\x00\x00\x00\x01sRGB\x00")) {
		t.Fatalf("no sRGB chunk after the header: % x", data[33:46])
	}
	im, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return im
}

func findOutput(t *testing.T, outs []Output, name string) []byte {
	t.Helper()
	for _, o := range outs {
		if o.Name == name {
			return o.Data
		}
	}
	var names []string
	for _, o := range outs {
		names = append(names, o.Name)
	}
	t.Fatalf("no %s among %s", name, strings.Join(names, " "))
	return nil
}

// TestPresetSizes checks the pixel sizes of the print-on-demand presets
// and of a PNG at another size and DPI.
func TestPresetSizes(t *testing.T) {
	g := loadGame(t, "tavern-tales")
	d := g.Deck("deck")
	f := Face{Game: g, Deck: d, Card: d.Cards[0]}
	for _, tc := range []struct {
		format string
		w, h   int
	}{{"tgc", 825, 1125}, {"mpc", 822, 1122}} {
		p := Presets[tc.format]
		im, err := RenderFace(f, p.Bleed, p.DPI)
		if err != nil {
			t.Fatal(err)
		}
		data, err := encode(im, PNGCompression)
		if err != nil {
			t.Fatal(err)
		}
		if b := decodePNG(t, data).Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
			t.Errorf("%s: %d x %d px, want %d x %d", tc.format, b.Dx(), b.Dy(), tc.w, tc.h)
		}
	}
	// Bridge cards at 100 DPI with 3 mm bleed: (57.15 + 6) mm and
	// (88.9 + 6) mm at 100/25.4 px per mm.
	outs, err := Export(loadGame(t, "royal-haunts"), ExportOptions{Format: "png", DPI: 100, Bleed: 3, CardSize: "bridge"})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"png/standard/01-AS.png", "png/standard/back.png"} {
		if b := decodePNG(t, findOutput(t, outs, name)).Bounds(); b.Dx() != 249 || b.Dy() != 374 {
			t.Errorf("%s: %d x %d px, want 249 x 374", name, b.Dx(), b.Dy())
		}
	}
	if b := decodePNG(t, findOutput(t, outs, "png/mat.png")).Bounds(); b.Dx() < 100 {
		t.Errorf("mat: %d x %d px", b.Dx(), b.Dy())
	}
	if csv := string(findOutput(t, outs, "png/standard/counts.csv")); !strings.Contains(csv, "01-AS.png,1,A♠\n") {
		t.Errorf("counts.csv:\n%s", csv)
	}
}

// TestExportDeterministic exports a game twice and compares every byte:
// every image at a low DPI, and Tabletop Simulator's saved object and a
// sheet.
func TestExportDeterministic(t *testing.T) {
	g := loadGame(t, "castle-poker")
	opt := ExportOptions{Format: "png", DPI: 40, Bleed: 2}
	a, err := Export(g, opt)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Export(g, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(b) {
		t.Fatalf("%d then %d files", len(a), len(b))
	}
	for i := range a {
		if a[i].Name != b[i].Name || !bytes.Equal(a[i].Data, b[i].Data) {
			t.Errorf("%s differs from one export to the next", a[i].Name)
		}
	}
	decks, err := exportDecks(g, "")
	if err != nil {
		t.Fatal(err)
	}
	var runs [2][]byte
	var jsons [2][]byte
	for i := range runs {
		jobs, js, err := ttsJobs(g, decks, "")
		if err != nil {
			t.Fatal(err)
		}
		jsons[i] = js
		for _, j := range jobs {
			if j.name == "tts/stones-1.png" {
				if runs[i], err = j.run(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if !bytes.Equal(jsons[0], jsons[1]) || runs[0] == nil || !bytes.Equal(runs[0], runs[1]) {
		t.Error("the Tabletop Simulator export differs from one run to the next")
	}
}

func dark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r+g+b < 3*0x8000
}

// TestCornerIndexAndBleed checks in The Game Crafter's pixels that the
// corner index sits where the standard face puts it (6.2 mm from the trim's
// left edge, from the top of the rank to the foot of the suit), turned
// about the centre at the bottom right, and that artwork runs to the bleed
// edge while the band of a custom card ends 16 mm below the trim's top.
func TestCornerIndexAndBleed(t *testing.T) {
	p := Presets["tgc"]
	k := p.DPI / 25.4
	g := loadGame(t, "royal-haunts")
	d := g.Deck("standard")
	var ace *cards.CardDef
	for _, c := range d.Cards {
		if c.ID == "AS" {
			ace = c
		}
	}
	im, err := RenderFace(Face{Game: g, Deck: d, Card: ace}, p.Bleed, p.DPI)
	if err != nil {
		t.Fatal(err)
	}
	// The dark pixels in the top left corner: the index.
	box := image.Rectangle{Min: image.Pt(1<<20, 1<<20)}
	for y := 0; y < int(25*k); y++ {
		for x := 0; x < int(20*k); x++ {
			if dark(im.At(x, y)) {
				box.Min.X, box.Min.Y = min(box.Min.X, x), min(box.Min.Y, y)
				box.Max.X, box.Max.Y = max(box.Max.X, x+1), max(box.Max.Y, y+1)
			}
		}
	}
	mm := func(px int) float64 { return float64(px)/k - p.Bleed } // from the trim
	centre := (mm(box.Min.X) + mm(box.Max.X)) / 2
	// The rank "A" at 17 pt: its cap height (0.73 em) above the baseline,
	// which Label puts 0.3 em below y = 8 mm; the spade 5.2 mm high about
	// y = 15.5 mm.
	top := 8 + 0.3*17*ptToMM - 0.73*17*ptToMM
	bottom := 15.5 + 5.2/2
	if math.Abs(centre-6.2) > 0.3 || math.Abs(mm(box.Min.Y)-top) > 0.4 || math.Abs(mm(box.Max.Y)-bottom) > 0.4 {
		t.Errorf("index at x %.2f..%.2f, y %.2f..%.2f mm from the trim; want centred on x 6.2, y %.2f..%.2f", mm(box.Min.X), mm(box.Max.X), mm(box.Min.Y), mm(box.Max.Y), top, bottom)
	}
	// Turned half a turn about the centre, the same index at bottom right.
	w, h := im.Bounds().Dx(), im.Bounds().Dy()
	for _, pt := range []image.Point{{(box.Min.X + box.Max.X) / 2, (box.Min.Y + box.Max.Y) / 2}, {box.Min.X + 3, box.Max.Y - 5}} {
		a, b := dark(im.At(pt.X, pt.Y)), dark(im.At(w-1-pt.X, h-1-pt.Y))
		if a != b {
			t.Errorf("pixel %v is dark %v, its turned twin dark %v", pt, a, b)
		}
	}

	tt := loadGame(t, "tavern-tales")
	td := tt.Deck("deck")
	c := td.Cards[0]
	im, err = RenderFace(Face{Game: tt, Deck: td, Card: c}, p.Bleed, p.DPI)
	if err != nil {
		t.Fatal(err)
	}
	suit := ParseColour(tt.Suit(c.Suit).Color)
	ground := suit.Mix(white, 0.86)
	at := func(x, y int) RGB {
		r, g, b, _ := im.At(x, y).RGBA()
		return RGB{int(r >> 8), int(g >> 8), int(b >> 8)}
	}
	w, h = im.Bounds().Dx(), im.Bounds().Dy()
	for _, pt := range []image.Point{{0, 0}, {w - 1, 0}} {
		if got := at(pt.X, pt.Y); got != suit {
			t.Errorf("band corner %v is %v, want the suit's %v", pt, got, suit)
		}
	}
	for _, pt := range []image.Point{{0, h - 1}, {w - 1, h - 1}, {0, h / 2}} {
		if got := at(pt.X, pt.Y); got != ground {
			t.Errorf("bleed pixel %v is %v, want the ground %v", pt, got, ground)
		}
	}
	band := (p.Bleed + 16) * k // the band's foot, in pixels
	if at(2, int(band)-1) != suit || at(2, int(band)+2) != ground {
		t.Errorf("band foot not at %.1f px: %v above, %v below", band, at(2, int(band)-1), at(2, int(band)+2))
	}
	// The body panel's outline, 0.3 mm wide, is centred on the safe line,
	// 3 mm inside the trim.
	row := h / 2
	x := 0
	for x < w/2 && at(x, row) == ground {
		x++
	}
	if want := (p.Bleed + SafeZone - 0.15) * k; math.Abs(float64(x)-want) > 1 {
		t.Errorf("panel outline at x = %d px, want %.1f", x, want)
	}
}

// TestTTSSheets checks the sheet geometry: at most 10 x 7 slots, the last
// kept for the hidden card, at most 4096 px a side, as many sheets as the
// deck needs; and the saved object's fields.
func TestTTSSheets(t *testing.T) {
	g := loadGame(t, "royal-haunts")
	d := *g.Deck("standard")
	// Three copies of every card: 162 cards, three sheets.
	d.Cards = nil
	for _, c := range g.Deck("standard").Cards {
		cc := *c
		cc.Count = 3
		d.Cards = append(d.Cards, &cc)
	}
	sheets, dpi := TTSLayout(&d)
	total := 0
	for i, s := range sheets {
		if s.Cols > 10 || s.Rows > 7 || len(s.Cards) > s.Cols*s.Rows-1 || len(s.Cards) < s.Cols*(s.Rows-1) {
			t.Errorf("sheet %d: %d cards in %d x %d", i, len(s.Cards), s.Cols, s.Rows)
		}
		if s.Cols*pxOf(d.W, dpi) > 4096 || s.Rows*pxOf(d.H, dpi) > 4096 {
			t.Errorf("sheet %d: %d x %d px", i, s.Cols*pxOf(d.W, dpi), s.Rows*pxOf(d.H, dpi))
		}
		total += len(s.Cards)
	}
	if len(sheets) != 3 || total != 162 || sheets[0].Cols != 10 || sheets[0].Rows != 7 {
		t.Fatalf("%d sheets holding %d cards, the first %d x %d", len(sheets), total, sheets[0].Cols, sheets[0].Rows)
	}
	// A poker card at the widest DPI that fits 10 across 4096 px.
	if dpi != 163 {
		t.Errorf("dpi %g, want 163", dpi)
	}
	// The hidden-card slot holds the back.
	small := TTSSheet{Cols: 3, Rows: 2, Cards: d.Cards[:5]}
	im, err := TTSSheetImage(g, &d, d.Back, small, 40)
	if err != nil {
		t.Fatal(err)
	}
	cw, ch := pxOf(d.W, 40), pxOf(d.H, 40)
	if b := im.Bounds(); b.Dx() != 3*cw || b.Dy() != 2*ch {
		t.Errorf("sheet %d x %d px, want %d x %d", b.Dx(), b.Dy(), 3*cw, 2*ch)
	}
	back, _ := RenderBack(&d, d.Back, 0, 40)
	if im.RGBAAt(2*cw+cw/2, ch+ch/3) != back.RGBAAt(cw/2, ch/3) || im.RGBAAt(2*cw+2, ch+2) != back.RGBAAt(2, 2) {
		t.Error("the last slot is not the back")
	}

	// The saved object of a game with several decks.
	cp := loadGame(t, "castle-poker")
	decks, err := exportDecks(cp, "")
	if err != nil {
		t.Fatal(err)
	}
	jobs, js, err := ttsJobs(cp, decks, "https://example.org/cp/")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]bool{}
	for _, j := range jobs {
		files[strings.TrimPrefix(j.name, "tts/")] = true
	}
	var save struct {
		ObjectStates []struct {
			Name             string
			Nickname         string
			DeckIDs          []int
			CardID           int
			CustomDeck       map[string]map[string]any
			ContainedObjects []struct {
				Name, Nickname, Description string
				CardID                      int
				CustomDeck                  map[string]map[string]any
			}
		}
	}
	if err := json.Unmarshal(js, &save); err != nil {
		t.Fatal(err)
	}
	if len(save.ObjectStates) != len(cp.Decks) {
		t.Fatalf("%d objects for %d decks", len(save.ObjectStates), len(cp.Decks))
	}
	for i, o := range save.ObjectStates {
		dk := cp.Decks[i]
		if o.Name != "DeckCustom" || o.Nickname != dk.Name || len(o.DeckIDs) != dk.Total() || len(o.ContainedObjects) != dk.Total() {
			t.Errorf("deck %s: %s %q with %d ids, %d cards; want DeckCustom of %d", dk.ID, o.Name, o.Nickname, len(o.DeckIDs), len(o.ContainedObjects), dk.Total())
			continue
		}
		for key, cd := range o.CustomDeck {
			for _, f := range []string{"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack"} {
				if _, ok := cd[f]; !ok {
					t.Errorf("deck %s: CustomDeck %s has no %s", dk.ID, key, f)
				}
			}
			for _, f := range []string{"FaceURL", "BackURL"} {
				u := cd[f].(string)
				if !strings.HasPrefix(u, "https://example.org/cp/") || !files[strings.TrimPrefix(u, "https://example.org/cp/")] {
					t.Errorf("deck %s: %s %q is not a file of the export", dk.ID, f, u)
				}
			}
		}
		for j, c := range o.ContainedObjects {
			key := c.CardID / 100
			cd := o.CustomDeck[itoa(key)]
			slots := int(cd["NumWidth"].(float64) * cd["NumHeight"].(float64))
			if c.Name != "Card" || c.CardID != o.DeckIDs[j] || cd == nil || c.CardID%100 >= slots-1 || c.Nickname == "" || c.CustomDeck[itoa(key)] == nil {
				t.Errorf("deck %s card %d: %+v", dk.ID, j, c)
			}
		}
	}
	if o := save.ObjectStates[1]; o.ContainedObjects[0].Description == "" {
		t.Errorf("special card %q has no description", o.ContainedObjects[0].Nickname)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// BenchmarkExportCard exports The Game Crafter images of the Tavern Tales
// deck (52 cards and the back, 825 x 1125 px at 300 DPI) on all cores,
// drawing and PNG encoding included, and reports milliseconds per card,
// and the CPU time per card (which a busy machine does not inflate: the
// time per card on two free cores is about half of it).
func BenchmarkExportCard(b *testing.B) {
	g := loadGame(b, "tavern-tales")
	n := 0
	start, cpu := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		outs, err := Export(g, ExportOptions{Format: "tgc"})
		if err != nil {
			b.Fatal(err)
		}
		for _, o := range outs {
			if strings.HasSuffix(o.Name, ".png") && !strings.Contains(o.Name, "/back") {
				n++
			}
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(n), "ms/card")
	b.ReportMetric(float64((cpuTime()-cpu).Milliseconds())/float64(n), "cpu-ms/card")
}
