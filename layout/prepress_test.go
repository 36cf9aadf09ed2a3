package layout

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"
)

// TestDieLine checks the print-shop PDF of round tokens: the CutContour
// separation is defined, every token page strokes its die line in it, and
// the stone's colour fills the page to its edges (no white corners inside
// the TrimBox).
func TestDieLine(t *testing.T) {
	g := loadGame(t, "castle-poker")
	d := g.Deck("stones")
	var faces []Face
	for _, c := range d.Cards {
		faces = append(faces, Face{Game: g, Deck: d, Card: c})
	}
	data, err := PrintShop(faces, DefaultBleed, "", "stones")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`/Separation\s*/CutContour\s*/DeviceCMYK`).Match(data) {
		t.Fatal("no CutContour separation colour space")
	}
	pages := bytes.Count(data, []byte("/Type /Page\n"))
	if pages != d.Total() {
		t.Fatalf("%d pages for %d stones", pages, d.Total())
	}
	// Each page strokes one circle (four curves, "S") in the separation.
	dies := regexp.MustCompile(`/CS\d+ CS 1\.000 SCN\n[0-9. ]+ w\n[0-9. ]+ m\n(?:[0-9. ]+ c\n)+S`).FindAll(data, -1)
	if len(dies) != pages {
		t.Errorf("%d die lines on %d pages", len(dies), pages)
	}
	// The first thing filled on a page is a rectangle covering the page.
	w, h := (d.W+2*DefaultBleed)*72/25.4, (d.H+2*DefaultBleed)*72/25.4
	full := regexp.MustCompile(`([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+) re f`).FindAllSubmatch(data, -1)
	covering := 0
	for _, m := range full {
		var x, y, rw, rh float64
		if _, err := sscan(m[1:], &x, &y, &rw, &rh); err == nil && x <= 0.01 && rw >= w-0.02 && (rh >= h-0.02 || -rh >= h-0.02) {
			covering++
		}
	}
	if covering < pages {
		t.Errorf("%d of %d pages filled edge to edge", covering, pages)
	}
}

// TestSubsetTags checks that every font embedded in a PDF is named with a
// subset tag, as every one is a subset.
func TestSubsetTags(t *testing.T) {
	g := loadGame(t, "tavern-tales")
	d := g.Deck("deck")
	var faces []Face
	for _, c := range d.Cards {
		faces = append(faces, Face{Game: g, Deck: d, Card: c})
	}
	data, _, err := Sheets(faces, SheetOptions{Paper: Papers["a4"], Bleed: DefaultBleed, Backs: BacksNone}, "t")
	if err != nil {
		t.Fatal(err)
	}
	names := regexp.MustCompile(`/(?:BaseFont|FontName) /([^\s/>]+)`).FindAllSubmatch(data, -1)
	if len(names) == 0 {
		t.Fatal("no fonts")
	}
	tagged := regexp.MustCompile(`^[A-Z]{6}\+`)
	for _, n := range names {
		if !tagged.Match(n[1]) {
			t.Errorf("font %s has no subset tag", n[1])
		}
	}
}

func sscan(fields [][]byte, vs ...*float64) (int, error) {
	for i, f := range fields {
		var err error
		*vs[i], err = parseFloat(string(f))
		if err != nil {
			return i, err
		}
	}
	return len(fields), nil
}

func parseFloat(s string) (float64, error) { return strconv.ParseFloat(s, 64) }
