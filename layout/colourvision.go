package layout

import "math"

// Colour-vision checks: how far apart two colours look, in CIEDE2000, to
// normal vision and to the three dichromacies simulated after Machado,
// Oliveira and Fernandes (2009), "A physiologically-based model for
// simulation of color vision deficiency", severity 1.0.

// Vision is a kind of colour vision.
type Vision int

// The visions checked.
const (
	Normal Vision = iota
	Deuteranopia
	Protanopia
	Tritanopia
)

// Visions lists every vision, normal first.
var Visions = []Vision{Normal, Deuteranopia, Protanopia, Tritanopia}

func (v Vision) String() string {
	return [...]string{"normal", "deuteranopia", "protanopia", "tritanopia"}[v]
}

// machado are the severity-1.0 matrices of Machado et al. (2009), applied to
// linear RGB.
var machado = map[Vision][3][3]float64{
	Protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	Deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	Tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

func srgbToLinear(c int) float64 {
	v := float64(c) / 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// linearRGB returns c as seen with vision v, in linear RGB clipped to [0, 1].
func linearRGB(c RGB, v Vision) [3]float64 {
	l := [3]float64{srgbToLinear(c.R), srgbToLinear(c.G), srgbToLinear(c.B)}
	m, ok := machado[v]
	if !ok {
		return l
	}
	var out [3]float64
	for i := range out {
		out[i] = math.Min(1, math.Max(0, m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2]))
	}
	return out
}

// Lab is a CIELAB colour (D65 white).
type Lab struct{ L, A, B float64 }

// LabOf returns c as seen with vision v, in CIELAB.
func LabOf(c RGB, v Vision) Lab {
	l := linearRGB(c, v)
	x := 0.4124564*l[0] + 0.3575761*l[1] + 0.1804375*l[2]
	y := 0.2126729*l[0] + 0.7151522*l[1] + 0.0721750*l[2]
	z := 0.0193339*l[0] + 0.1191920*l[1] + 0.9503041*l[2]
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x/0.95047), f(y), f(z/1.08883)
	return Lab{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// DeltaE2000 is the CIEDE2000 colour difference of two CIELAB colours
// (Sharma, Wu and Dalal 2005, with kL = kC = kH = 1).
func DeltaE2000(p, q Lab) float64 {
	const deg = math.Pi / 180
	c1, c2 := math.Hypot(p.A, p.B), math.Hypot(q.A, q.B)
	cm := (c1 + c2) / 2
	cm7 := math.Pow(cm, 7)
	g := 0.5 * (1 - math.Sqrt(cm7/(cm7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p.A, (1+g)*q.A
	c1p, c2p := math.Hypot(a1, p.B), math.Hypot(a2, q.B)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / deg
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(p.B, a1), hue(q.B, a2)
	dL := q.L - p.L
	dC := c2p - c1p
	var dh float64
	switch {
	case c1p*c2p == 0:
		dh = 0
	case math.Abs(h2-h1) <= 180:
		dh = h2 - h1
	case h2-h1 > 180:
		dh = h2 - h1 - 360
	default:
		dh = h2 - h1 + 360
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*deg)
	lm := (p.L + q.L) / 2
	cpm := (c1p + c2p) / 2
	var hm float64
	switch {
	case c1p*c2p == 0:
		hm = h1 + h2
	case math.Abs(h1-h2) <= 180:
		hm = (h1 + h2) / 2
	case h1+h2 < 360:
		hm = (h1 + h2 + 360) / 2
	default:
		hm = (h1 + h2 - 360) / 2
	}
	t := 1 - 0.17*math.Cos((hm-30)*deg) + 0.24*math.Cos(2*hm*deg) + 0.32*math.Cos((3*hm+6)*deg) - 0.20*math.Cos((4*hm-63)*deg)
	dTheta := 30 * math.Exp(-math.Pow((hm-275)/25, 2))
	cpm7 := math.Pow(cpm, 7)
	rc := 2 * math.Sqrt(cpm7/(cpm7+math.Pow(25, 7)))
	lm50 := (lm - 50) * (lm - 50)
	sl := 1 + 0.015*lm50/math.Sqrt(20+lm50)
	sc := 1 + 0.045*cpm
	sh := 1 + 0.015*cpm*t
	rt := -math.Sin(2*dTheta*deg) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// ColourDistance is the CIEDE2000 difference of a and b as seen with v.
func ColourDistance(a, b RGB, v Vision) float64 {
	return DeltaE2000(LabOf(a, v), LabOf(b, v))
}

// MinDistance returns the smallest difference between any two of cols with
// vision v, and the indexes of that pair.
func MinDistance(cols []RGB, v Vision) (d float64, i, j int) {
	labs := make([]Lab, len(cols))
	for k, c := range cols {
		labs[k] = LabOf(c, v)
	}
	d = math.Inf(1)
	for a := range labs {
		for b := a + 1; b < len(labs); b++ {
			if e := DeltaE2000(labs[a], labs[b]); e < d {
				d, i, j = e, a, b
			}
		}
	}
	return d, i, j
}

// relLuminance is the WCAG relative luminance of c.
func relLuminance(c RGB) float64 {
	return 0.2126*srgbToLinear(c.R) + 0.7152*srgbToLinear(c.G) + 0.0722*srgbToLinear(c.B)
}

// Contrast is the WCAG contrast ratio of a and b, from 1 to 21.
func Contrast(a, b RGB) float64 {
	la, lb := relLuminance(a), relLuminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
