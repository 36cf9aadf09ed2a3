package layout

import (
	"flag"
	"math"
	"math/rand"
	"testing"
)

var paletteSearch = flag.Bool("palette", false, "search Tavern Tales suit palettes (minutes): go test ./layout -run TestPaletteSearch -palette -v")

// labToRGB returns the sRGB colour of l, and whether it lies in the gamut.
func labToRGB(l Lab) (RGB, bool) {
	fy := (l.L + 16) / 116
	fx := fy + l.A/500
	fz := fy - l.B/200
	inv := func(f float64) float64 {
		if f*f*f > 216.0/24389 {
			return f * f * f
		}
		return (116*f - 16) / (24389.0 / 27)
	}
	x, y, z := inv(fx)*0.95047, inv(fy), inv(fz)*1.08883
	r := 3.2404542*x - 1.5371385*y - 0.4985314*z
	g := -0.9692660*x + 1.8760108*y + 0.0415560*z
	b := 0.0556434*x - 0.2040259*y + 1.0572252*z
	enc := func(v float64) (int, bool) {
		if v < -1e-4 || v > 1+1e-4 {
			return 0, false
		}
		v = math.Min(1, math.Max(0, v))
		if v <= 0.0031308 {
			v *= 12.92
		} else {
			v = 1.055*math.Pow(v, 1/2.4) - 0.055
		}
		return int(math.Round(v * 255)), true
	}
	R, ok1 := enc(r)
	G, ok2 := enc(g)
	B, ok3 := enc(b)
	return RGB{R, G, B}, ok1 && ok2 && ok3
}

// win is a suit's hue family: CIELAB hue, chroma and lightness ranges.
type win struct{ h0, h1, c0, c1, l0, l1 float64 }

// TestPaletteSearch is how Tavern Tales' suit colours were found: for each
// suit, the in-gamut colours of its hue family that take white or ink text
// at 4.5:1; then hill climbing from random starts, one suit at a time, to
// maximise the smallest CIEDE2000 difference between any two suits over
// normal vision and the three simulated dichromacies. Behind -palette: it
// takes minutes.
func TestPaletteSearch(t *testing.T) {
	if !*paletteSearch {
		t.Skip("run with -palette")
	}
	names := []string{"hearts", "diamonds", "stars", "spades", "swords", "clubs", "moons", "trumpets"}
	wins := []win{{15, 45, 35, 120, 20, 90}, {45, 72, 35, 120, 20, 90}, {72, 105, 35, 120, 20, 95}, {0, 360, 0, 8, 8, 35}, {190, 270, 3, 22, 30, 80},
		{115, 165, 25, 120, 20, 90}, {255, 300, 25, 120, 15, 85}, {300, 350, 25, 120, 15, 85}}
	ink := ParseColour("#1a1a1a")
	white := RGB{255, 255, 255}
	var cands [][]RGB
	for _, w := range wins {
		var cs []RGB
		for L := w.l0; L <= w.l1; L += 4 {
			for C := w.c0; C <= w.c1; C += 6 {
				for h := w.h0; h <= w.h1; h += 5 {
					c, ok := labToRGB(Lab{L, C * math.Cos(h*math.Pi/180), C * math.Sin(h*math.Pi/180)})
					if !ok {
						continue
					}
					if Contrast(c, white) < 4.5 && Contrast(c, ink) < 4.5 {
						continue
					}
					cs = append(cs, c)
				}
			}
		}
		cands = append(cands, cs)
	}
	labs := map[RGB][4]Lab{}
	for _, cs := range cands {
		for _, c := range cs {
			var l [4]Lab
			for _, v := range Visions {
				l[v] = LabOf(c, v)
			}
			labs[c] = l
		}
	}
	score := func(p []RGB) float64 {
		m := math.Inf(1)
		for a := range p {
			la := labs[p[a]]
			for b := a + 1; b < len(p); b++ {
				lb := labs[p[b]]
				for v := 0; v < 4; v++ {
					if d := DeltaE2000(la[v], lb[v]); d < m {
						m = d
						if m < 0 {
							return m
						}
					}
				}
			}
		}
		return m
	}
	rng := rand.New(rand.NewSource(1))
	best := math.Inf(-1)
	var bestP []RGB
	for restart := 0; restart < 12; restart++ {
		p := make([]RGB, 8)
		for i := range p {
			p[i] = cands[i][rng.Intn(len(cands[i]))]
		}
		s := score(p)
		for improved := true; improved; {
			improved = false
			for i := range p {
				for _, c := range cands[i] {
					old := p[i]
					p[i] = c
					if ns := score(p); ns > s+1e-9 {
						s = ns
						improved = true
					} else {
						p[i] = old
					}
				}
			}
		}
		if s > best {
			best, bestP = s, append([]RGB(nil), p...)
			t.Logf("start %d: %.2f", restart, best)
		}
	}
	for i, c := range bestP {
		t.Logf("%s #%02x%02x%02x white %.1f ink %.1f", names[i], c.R, c.G, c.B, Contrast(c, white), Contrast(c, ink))
	}
	for _, v := range Visions {
		d, i, j := MinDistance(bestP, v)
		t.Logf("%s %.2f %s %s", v, d, names[i], names[j])
	}
}
