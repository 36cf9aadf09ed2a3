package layout

import (
	"math"
	"testing"
)

// TestDeltaE2000Sharma checks pairs from the test data of Sharma, Wu and
// Dalal (2005), Table 1.
func TestDeltaE2000Sharma(t *testing.T) {
	for _, tc := range []struct {
		a, b Lab
		want float64
	}{
		{Lab{50, 2.6772, -79.7751}, Lab{50, 0, -82.7485}, 2.0425},
		{Lab{50, 3.1571, -77.2803}, Lab{50, 0, -82.7485}, 2.8615},
		{Lab{50, -1.3802, -84.2814}, Lab{50, 0, -82.7485}, 1.0000},
		{Lab{50, 2.5, 0}, Lab{73, 25, -18}, 27.1492},
		{Lab{50, 2.5, 0}, Lab{50, 3.2592, 0.3350}, 1.0000},
		{Lab{60.2574, -34.0099, 36.2677}, Lab{60.4626, -34.1751, 39.4387}, 1.2644},
		{Lab{22.7233, 20.0904, -46.6940}, Lab{23.0331, 14.9730, -42.5619}, 2.0373},
		{Lab{2.0776, 0.0795, -1.1350}, Lab{0.9033, -0.0636, -0.5514}, 0.9082},
	} {
		if got := DeltaE2000(tc.a, tc.b); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("DeltaE2000(%v, %v) = %.4f, want %.4f", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestLabOf(t *testing.T) {
	// sRGB white and a saturated red, against published CIELAB values.
	if l := LabOf(RGB{255, 255, 255}, Normal); math.Abs(l.L-100) > 0.01 || math.Abs(l.A) > 0.01 || math.Abs(l.B) > 0.01 {
		t.Errorf("white = %+v", l)
	}
	if l := LabOf(RGB{255, 0, 0}, Normal); math.Abs(l.L-53.24) > 0.05 || math.Abs(l.A-80.09) > 0.05 || math.Abs(l.B-67.20) > 0.05 {
		t.Errorf("red = %+v", l)
	}
	// Red and green collapse for a deuteranope, not for normal vision.
	red, green := ParseColour("#d00000"), ParseColour("#6a8a00")
	if n, d := ColourDistance(red, green, Normal), ColourDistance(red, green, Deuteranopia); d > n/2 {
		t.Errorf("red/green: %.1f normal, %.1f deuteranopia", n, d)
	}
}

func TestTypographic(t *testing.T) {
	for in, want := range map[string]string{
		"I slew the dragon's mate.":     "I slew the dragon’s mate.",
		`He said "J'Accuse!" at once.`:  "He said “J’Accuse!” at once.",
		"'Tis the ol' rock ('twas).":    "‘Tis the ol’ rock (‘twas).",
		"no quotes":                     "no quotes",
		`"Quoted," she said. 'Single.'`: "“Quoted,” she said. ‘Single.’",
	} {
		if got := Typographic(in); got != want {
			t.Errorf("Typographic(%q) = %q, want %q", in, got, want)
		}
	}
}

// tavernFloor is the smallest CIEDE2000 distance between any two of
// Tavern Tales' eight suit colours, under normal vision and each simulated
// dichromacy, that the palette must keep. The palette in game.toml was
// found by a search over colours within each suit's hue family (hearts
// red, diamonds orange, stars yellow, spades black, swords steel grey,
// clubs green, moons blue, trumpets purple), each usable under white or
// ink text at 4.5:1, maximising the smallest distance over the four
// visions; the old palette's was 0.6 (Diamonds and Stars, deuteranopia).
const tavernFloor = 20.0

func TestTavernTalesColours(t *testing.T) {
	g := loadGame(t, "tavern-tales")
	var cols []RGB
	var names []string
	for _, s := range g.Suits {
		if s.Group != "" {
			continue // the Wild Cards' pseudo-suit is not one of the eight
		}
		cols = append(cols, ParseColour(s.Color))
		names = append(names, s.Name)
	}
	if len(cols) != 8 {
		t.Fatalf("%d suits: %v", len(cols), names)
	}
	for _, v := range Visions {
		d, i, j := MinDistance(cols, v)
		t.Logf("%-12s smallest CIEDE2000 %.1f (%s and %s)", v, d, names[i], names[j])
		if d < tavernFloor {
			t.Errorf("%s: %s and %s are %.1f apart, want at least %g", v, names[i], names[j], d, tavernFloor)
		}
	}
	// Each suit keeps its hue family: CIELAB hue angle and chroma ranges
	// (spades near-black, swords a cool grey).
	family := map[string]struct{ h0, h1, c0, c1, l1 float64 }{
		"Hearts": {15, 45, 35, 200, 100}, "Diamonds": {45, 72, 35, 200, 100}, "Stars": {72, 105, 35, 200, 100},
		"Spades": {0, 360, 0, 8, 35}, "Swords": {190, 270, 3, 22, 100}, "Clubs": {115, 165, 25, 200, 100},
		"Moons": {255, 300, 25, 200, 100}, "Trumpets": {300, 350, 25, 200, 100},
	}
	for i, c := range cols {
		l := LabOf(c, Normal)
		h := math.Mod(math.Atan2(l.B, l.A)*180/math.Pi+360, 360)
		ch := math.Hypot(l.A, l.B)
		f, ok := family[names[i]]
		// A little slack: the search's colours were rounded to hex.
		if !ok || h < f.h0-2 || h > f.h1+2 || ch < f.c0-2 || ch > f.c1 || l.L > f.l1+1 {
			t.Errorf("%s %v: hue %.0f, chroma %.0f, lightness %.0f: out of its family %+v", names[i], c, h, ch, l.L, f)
		}
	}
	for i, c := range cols {
		if k := Contrast(c, BandInk(c)); k < 4.5 {
			t.Errorf("%s: band text contrast %.1f", names[i], k)
		}
		if k := Contrast(OnWhite(c), white); k < 4.5 {
			t.Errorf("%s: text on white contrast %.1f", names[i], k)
		}
	}
}
