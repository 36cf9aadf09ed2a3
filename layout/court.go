package layout

import (
	"github.com/cardstock/cardstock/cards"
)

// pen builds a path in a local frame: x and y are scaled by sx, sy and
// offset by ox, oy, so that a figure is drawn once in unit coordinates.
type pen struct {
	ox, oy, sx, sy float64
	segs           []Seg
}

func (p *pen) pt(x, y float64) (float64, float64) { return p.ox + x*p.sx, p.oy + y*p.sy }

func (p *pen) M(x, y float64) *pen {
	X, Y := p.pt(x, y)
	p.segs = append(p.segs, Seg{Op: 'M', P: [6]float64{X, Y}})
	return p
}

func (p *pen) L(x, y float64) *pen {
	X, Y := p.pt(x, y)
	p.segs = append(p.segs, Seg{Op: 'L', P: [6]float64{X, Y}})
	return p
}

func (p *pen) Q(cx, cy, x, y float64) *pen {
	CX, CY := p.pt(cx, cy)
	X, Y := p.pt(x, y)
	p.segs = append(p.segs, Seg{Op: 'Q', P: [6]float64{CX, CY, X, Y}})
	return p
}

func (p *pen) Z() *pen { p.segs = append(p.segs, Seg{Op: 'Z'}); return p }

// draw paints the path and starts a new one.
func (p *pen) draw(s Surface, paint Paint) {
	s.Path(p.segs, paint)
	p.segs = nil
}

// Court-card colours, as on traditional cards: gold, a blue and skin.
var (
	courtGold = RGB{0xe0, 0xa8, 0x20}
	courtBlue = RGB{0x1f, 0x4e, 0x9c}
	courtSkin = RGB{0xf6, 0xdc, 0xc0}
	courtInk  = RGB{0x1a, 0x1a, 0x1a}
)

// drawCourt draws a double-ended court figure in panel: the top half holds
// a bust of the King, Queen or Jack with their attribute (sword, sceptre,
// halberd), and the bottom half is the same turned half a turn, as on a
// traditional card, so that it reads either way up.
func drawCourt(s Surface, r cards.Rank, suitIcon string, col RGB, panel Rect) error {
	s.RoundedRect(panel, panel.W*0.04, FilledStroked(col.Mix(white, 0.92), col, 0.35))
	cx, cy := panel.X+panel.W/2, panel.Y+panel.H/2
	half := func() error {
		return courtHalf(s, r, suitIcon, col, Rect{panel.X, panel.Y, panel.W, panel.H / 2})
	}
	if err := half(); err != nil {
		return err
	}
	if err := rotate180(s, cx, cy, half); err != nil {
		return err
	}
	// The line between the halves, as on a traditional card.
	s.Line(panel.X+panel.W*0.06, cy, panel.X+panel.W*0.94, cy, Stroked(col, 0.3))
	s.RoundedRect(panel, panel.W*0.04, Stroked(col, 0.35))
	return nil
}

// courtHalf draws one half: a unit frame 1 wide and 1 high over h.
func courtHalf(s Surface, r cards.Rank, suitIcon string, col RGB, h Rect) error {
	p := &pen{ox: h.X, oy: h.Y, sx: h.W, sy: h.H}
	out := 0.22 // outline width, mm
	robe := col
	trim := courtBlue
	if col.R < 100 { // black suits: the robe in blue, trimmed in red
		robe, trim = courtBlue, RGB{0xb7, 0x1c, 0x1c}
	}
	ink := FilledStroked(robe, courtInk, out)
	// Shoulders and robe, down to the dividing line.
	p.M(0.32, 0.70).Q(0.06, 0.74, 0.04, 1.0).L(0.96, 1.0).Q(0.94, 0.74, 0.68, 0.70).Z().draw(s, ink)
	// A broad collar and a band down the middle.
	p.M(0.36, 0.70).Q(0.5, 0.84, 0.64, 0.70).L(0.70, 0.76).Q(0.5, 0.94, 0.30, 0.76).Z().draw(s, FilledStroked(courtGold, courtInk, out))
	p.M(0.45, 0.86).L(0.55, 0.86).L(0.57, 1.0).L(0.43, 1.0).Z().draw(s, FilledStroked(trim, courtInk, out))
	// Neck and head.
	p.M(0.46, 0.62).L(0.54, 0.62).L(0.545, 0.74).L(0.455, 0.74).Z().draw(s, FilledStroked(courtSkin, courtInk, out))
	hx, hy := h.X+0.5*h.W, h.Y+0.50*h.H
	rx, ry := 0.115*h.W, 0.16*h.H
	switch r {
	case cards.Queen:
		// Long hair behind the head.
		p.M(0.36, 0.48).Q(0.34, 0.30, 0.5, 0.30).Q(0.66, 0.30, 0.64, 0.48).L(0.67, 0.74).Q(0.5, 0.68, 0.33, 0.74).Z().draw(s, FilledStroked(RGB{0x8a, 0x5a, 0x2b}, courtInk, out))
	case cards.King:
		// A beard below the face.
	}
	s.Ellipse(hx, hy, rx, ry, FilledStroked(courtSkin, courtInk, out))
	// Eyes and mouth.
	eye := Filled(courtInk)
	s.Ellipse(hx-0.045*h.W, hy-0.01*h.H, 0.012*h.W, 0.012*h.W, eye)
	s.Ellipse(hx+0.045*h.W, hy-0.01*h.H, 0.012*h.W, 0.012*h.W, eye)
	p.M(0.47, 0.585).Q(0.5, 0.605, 0.53, 0.585).draw(s, Stroked(RGB{0xa0, 0x30, 0x30}, out))
	gold := FilledStroked(courtGold, courtInk, out)
	switch r {
	case cards.King:
		p.M(0.40, 0.60).Q(0.5, 0.80, 0.60, 0.60).Q(0.5, 0.66, 0.40, 0.60).Z().draw(s, FilledStroked(RGB{0x9a, 0x6a, 0x30}, courtInk, out))
		// A five-pointed crown.
		p.M(0.37, 0.40).L(0.35, 0.17).L(0.42, 0.27).L(0.46, 0.12).L(0.5, 0.25).L(0.54, 0.12).L(0.58, 0.27).L(0.65, 0.17).L(0.63, 0.40).Z().draw(s, gold)
		p.M(0.37, 0.36).L(0.63, 0.36).L(0.63, 0.40).L(0.37, 0.40).Z().draw(s, FilledStroked(trim, courtInk, out))
		for _, x := range []float64{0.35, 0.46, 0.54, 0.65} {
			s.Ellipse(h.X+x*h.W, h.Y+(0.14+0.03*boolf(x == 0.35 || x == 0.65))*h.H, 0.018*h.W, 0.018*h.W, gold)
		}
		// A sword held upright at his side.
		p.M(0.82, 0.06).L(0.845, 0.02).L(0.87, 0.06).L(0.87, 0.66).L(0.82, 0.66).Z().draw(s, FilledStroked(RGB{0xd8, 0xdc, 0xe0}, courtInk, out))
		p.M(0.76, 0.66).L(0.93, 0.66).L(0.93, 0.70).L(0.76, 0.70).Z().draw(s, gold)
		p.M(0.83, 0.70).L(0.86, 0.70).L(0.86, 0.84).L(0.83, 0.84).Z().draw(s, FilledStroked(RGB{0x6d, 0x3b, 0x1e}, courtInk, out))
	case cards.Queen:
		// A tiara of three rounded points.
		p.M(0.38, 0.38).Q(0.38, 0.24, 0.44, 0.30).Q(0.5, 0.12, 0.56, 0.30).Q(0.62, 0.24, 0.62, 0.38).Z().draw(s, gold)
		s.Ellipse(hx, h.Y+0.20*h.H, 0.02*h.W, 0.02*h.W, FilledStroked(trim, courtInk, out))
		// A sceptre with an orb, held in front.
		p.M(0.15, 0.20).L(0.18, 0.20).L(0.19, 0.86).L(0.14, 0.86).Z().draw(s, gold)
		s.Ellipse(h.X+0.165*h.W, h.Y+0.15*h.H, 0.045*h.W, 0.045*h.W, FilledStroked(trim, courtInk, out))
		p.M(0.155, 0.02).L(0.175, 0.02).L(0.175, 0.10).L(0.155, 0.10).Z().draw(s, gold)
		p.M(0.135, 0.045).L(0.195, 0.045).L(0.195, 0.065).L(0.135, 0.065).Z().draw(s, gold)
	case cards.Jack:
		// A cap with a feather.
		p.M(0.36, 0.42).Q(0.36, 0.26, 0.5, 0.26).Q(0.66, 0.26, 0.66, 0.42).Z().draw(s, FilledStroked(trim, courtInk, out))
		p.M(0.34, 0.40).L(0.68, 0.40).L(0.68, 0.44).L(0.34, 0.44).Z().draw(s, gold)
		p.M(0.60, 0.30).Q(0.72, 0.10, 0.84, 0.06).Q(0.76, 0.20, 0.63, 0.33).Z().draw(s, FilledStroked(robe.Mix(white, 0.3), courtInk, out))
		// A halberd at his side.
		p.M(0.165, 0.06).L(0.185, 0.06).L(0.19, 0.92).L(0.16, 0.92).Z().draw(s, FilledStroked(RGB{0x8d, 0x5a, 0x2b}, courtInk, out))
		p.M(0.19, 0.10).Q(0.30, 0.12, 0.30, 0.22).Q(0.26, 0.28, 0.19, 0.26).Z().draw(s, FilledStroked(RGB{0xd8, 0xdc, 0xe0}, courtInk, out))
		p.M(0.16, 0.12).L(0.10, 0.17).L(0.16, 0.20).Z().draw(s, FilledStroked(RGB{0xd8, 0xdc, 0xe0}, courtInk, out))
		p.M(0.165, 0.06).L(0.175, 0.0).L(0.185, 0.06).Z().draw(s, FilledStroked(RGB{0xd8, 0xdc, 0xe0}, courtInk, out))
	}
	// The suit beside the head, opposite the attribute.
	x := 0.18
	if r != cards.King {
		x = 0.82
	}
	return Icon(s, suitIcon, h.X+x*h.W, h.Y+0.52*h.H, 0.14*h.W, col)
}

func boolf(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// drawJester draws the Joker's figure in box: a jester in a three-pointed
// cap with bells over a ruff, the cap in col (red for one Joker, black for
// the other) and gold.
func drawJester(s Surface, col RGB, box Rect) {
	p := &pen{ox: box.X, oy: box.Y, sx: box.W, sy: box.H}
	out := 0.25
	alt := courtGold
	// Shoulders in a chequered tunic: two halves in the two colours.
	p.M(0.5, 0.74).L(0.5, 1).L(0.08, 1).Q(0.10, 0.80, 0.30, 0.76).Z().draw(s, FilledStroked(col, courtInk, out))
	p.M(0.5, 0.74).L(0.70, 0.76).Q(0.90, 0.80, 0.92, 1).L(0.5, 1).Z().draw(s, FilledStroked(alt, courtInk, out))
	// The ruff: a zigzag collar.
	p.M(0.26, 0.74)
	for i := 0; i <= 8; i++ {
		x := 0.26 + float64(i)*0.06
		y := 0.70
		if i%2 == 1 {
			y = 0.80
		}
		p.L(x, y)
	}
	p.Q(0.5, 0.66, 0.26, 0.74).Z().draw(s, FilledStroked(white, courtInk, out))
	// Face.
	s.Ellipse(box.X+0.5*box.W, box.Y+0.55*box.H, 0.15*box.W, 0.15*box.H, FilledStroked(courtSkin, courtInk, out))
	eye := Filled(courtInk)
	s.Ellipse(box.X+0.45*box.W, box.Y+0.53*box.H, 0.014*box.W, 0.014*box.W, eye)
	s.Ellipse(box.X+0.55*box.W, box.Y+0.53*box.H, 0.014*box.W, 0.014*box.W, eye)
	p.M(0.42, 0.60).Q(0.5, 0.67, 0.58, 0.60).draw(s, Stroked(RGB{0xa0, 0x30, 0x30}, 0.35))
	s.Ellipse(box.X+0.41*box.W, box.Y+0.59*box.H, 0.025*box.W, 0.02*box.H, Filled(RGB{0xf0, 0xa0, 0xa0}))
	s.Ellipse(box.X+0.59*box.W, box.Y+0.59*box.H, 0.025*box.W, 0.02*box.H, Filled(RGB{0xf0, 0xa0, 0xa0}))
	// The cap: a band and three drooping points with bells.
	cap := func(tipX, tipY, ctrlX, ctrlY float64, c RGB) {
		p.M(0.36, 0.44).Q(ctrlX, ctrlY, tipX, tipY).Q(ctrlX+0.06, ctrlY+0.08, 0.64, 0.44).Z().draw(s, FilledStroked(c, courtInk, out))
	}
	cap(0.10, 0.36, 0.14, 0.10, col)
	cap(0.90, 0.36, 0.80, 0.10, col)
	cap(0.5, 0.05, 0.42, 0.14, alt)
	p.M(0.34, 0.42).L(0.66, 0.42).L(0.66, 0.47).L(0.34, 0.47).Z().draw(s, FilledStroked(alt, courtInk, out))
	for _, b := range [][2]float64{{0.10, 0.38}, {0.90, 0.38}, {0.5, 0.05}} {
		s.Ellipse(box.X+b[0]*box.W, box.Y+b[1]*box.H, 0.035*box.W, 0.035*box.W, FilledStroked(courtGold, courtInk, out))
	}
}
