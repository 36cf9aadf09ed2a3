package layout

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/templates"
)

func TestMissingGlyph(t *testing.T) {
	tests := []struct {
		text    string
		missing rune
	}{
		{"Q♠ 10♥ J♦ K♣ ★ ☾ ⚔ ♛ ♚ ✂ – “quotes” é ß", 0},
		{"a trumpet 🎺", '🎺'},     // outside the BMP: fpdf cannot encode it
		{"Жар-птица", 'Ж'},       // outside the repertoire
		{"tab\tand\nnewline", 0}, // layout characters are not drawn
	}
	for _, tc := range tests {
		r, missing := MissingGlyph(templates.Sans, "", tc.text)
		if (tc.missing == 0) == missing || (missing && r != tc.missing) {
			t.Errorf("MissingGlyph(%q) = %q, %v; want %q", tc.text, r, missing, tc.missing)
		}
	}
	if err := CheckGlyphs(templates.Sans, "B", "ok 🐉", "card \"X\""); err == nil || !strings.Contains(err.Error(), `card "X": the font DejaVuSans has no glyph for '🐉' (U+1F409)`) {
		t.Errorf("CheckGlyphs error %v", err)
	}
	if _, missing := MissingGlyph("NoSuchFont", "", "a"); !missing {
		t.Error("an unknown font has glyphs")
	}
}

// TestRepertoireCoversContent: every character of the repertoire that the
// body faces lack would be an error on every card using it, so the
// repertoire lists only what DejaVu Sans and Serif have.
func TestRepertoireDrawable(t *testing.T) {
	for _, r := range templates.Repertoire {
		for c := r[0]; c <= r[1]; c++ {
			if _, missing := MissingGlyph(templates.Sans, "", string(c)); missing {
				t.Errorf("DejaVu Sans lacks U+%04X %q, which the repertoire lists", c, c)
			}
		}
	}
}

func TestFit(t *testing.T) {
	box := TextBox{Family: templates.Serif, Style: "I", Size: 12, MinSize: 6}
	short := box
	short.Text = "I slew the horrible dragon."
	lines, size, err := Fit(short, Rect{0, 0, 50, 20}, "text")
	if err != nil || size != 12 || len(lines) != 2 {
		t.Fatalf("short text: %q at %g pt, %v; want 2 lines at 12 pt", lines, size, err)
	}
	long := box
	long.Text = strings.Repeat("Solved by playing my ace-in the hole. ", 4)
	lines, size, err = Fit(long, Rect{0, 0, 50, 20}, "text")
	if err != nil || size >= 12 || size < 6 {
		t.Fatalf("long text: %q at %g pt, %v; want it shrunk between 6 and 12 pt", lines, size, err)
	}
	// Every line must fit the width at the chosen size, as fpdf measures it.
	pdf := newPDF(100, 100, "fit")
	pdf.AddPage()
	SetFont(pdf, long.Family, long.Style, size)
	for _, l := range lines {
		if w := pdf.GetStringWidth(l); w > 50+1e-6 {
			t.Errorf("line %q is %.2f mm wide", l, w)
		}
	}
	huge := box
	huge.Text = strings.Repeat("A very long tale. ", 100)
	if _, _, err := Fit(huge, Rect{0, 0, 50, 20}, "text"); err == nil || !strings.Contains(err.Error(), "text does not fit a 50.0 x 20.0 mm box even at 6.0 pt") {
		t.Fatalf("too long text: %v", err)
	}
	word := box
	word.Text = "Pneumonoultramicroscopicsilicovolcanoconiosis"
	if _, _, err := Fit(word, Rect{0, 0, 20, 20}, "text"); err == nil {
		t.Fatal("a word wider than the box at the floor size was accepted")
	}
}
