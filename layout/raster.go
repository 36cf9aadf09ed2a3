package layout

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Raster is the raster backend of Surface: it draws on an RGB image with
// gg, and sets text with golang.org/x/image opentype faces at the image's
// resolution. A Raster is for one goroutine.
type Raster struct {
	im       *image.RGBA
	dc       *gg.Context
	dpi      float64
	k        float64 // pixels per millimetre
	ox, oy   float64 // the millimetre point at the image's top left corner
	clips    []rasterClip
	rot      int  // how many rotations are in force
	outlined bool // glyph outlines wait on gg's path to be filled
	faces    map[Font]xfont.Face
	buf      sfnt.Buffer
	runs     *[]textRun
}

type rasterClip struct {
	r      image.Rectangle // in pixels
	pushed bool            // a gg clip mask was pushed for it
}

// NewRaster returns a white image of area (in millimetres) at dpi dots per
// inch, to draw on: pixel (0, 0) is area's top left corner. Its size is
// area's rounded to whole pixels.
func NewRaster(area Rect, dpi float64) *Raster {
	k := dpi / 25.4
	w, h := int(math.Round(area.W*k)), int(math.Round(area.H*k))
	im := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	draw.Draw(im, im.Bounds(), image.White, image.Point{}, draw.Src)
	return &Raster{im: im, dc: gg.NewContextForRGBA(im), dpi: dpi, k: k, ox: area.X, oy: area.Y,
		clips: []rasterClip{{r: im.Bounds()}}, faces: map[Font]xfont.Face{}}
}

// Image returns the image drawn.
func (r *Raster) Image() *image.RGBA { return r.im }

func (r *Raster) px(x, y float64) (float64, float64) { return (x - r.ox) * r.k, (y - r.oy) * r.k }

func (r *Raster) clip() image.Rectangle { return r.clips[len(r.clips)-1].r }

func rgba(c RGB) color.RGBA { return color.RGBA{uint8(c.R), uint8(c.G), uint8(c.B), 255} }

// paint fills and strokes the path built on the gg context.
func (r *Raster) paint(p Paint) {
	dc := r.dc
	if p.HasFill {
		if p.EvenOdd {
			dc.SetFillRule(gg.FillRuleEvenOdd)
		} else {
			dc.SetFillRule(gg.FillRuleWinding)
		}
		dc.SetColor(rgba(p.Fill))
		if p.HasStroke {
			dc.FillPreserve()
		} else {
			dc.Fill()
		}
	}
	if p.HasStroke {
		dc.SetColor(rgba(p.Stroke))
		// A line thinner than a pixel comes out broken and wavy: at
		// screen resolutions outlines are drawn a pixel wide.
		dc.SetLineWidth(math.Max(p.Width*r.k, 1))
		if len(p.Dash) > 0 {
			d := make([]float64, len(p.Dash))
			for i, v := range p.Dash {
				d[i] = v * r.k
			}
			dc.SetDash(d...)
		} else {
			dc.SetDash()
		}
		dc.Stroke()
	}
	dc.ClearPath()
}

// Rect fills an unrotated rectangle straight into the image, rounded to
// whole pixels (a card's ground, bands, a back's dots); other rectangles
// go through gg.
func (r *Raster) Rect(b Rect, p Paint) {
	if r.rot == 0 && p.HasFill && !p.HasStroke {
		x0, y0 := r.px(b.X, b.Y)
		x1, y1 := r.px(b.X+b.W, b.Y+b.H)
		pr := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1))).Intersect(r.clip())
		draw.Draw(r.im, pr, image.NewUniform(rgba(p.Fill)), image.Point{}, draw.Src)
		return
	}
	x, y := r.px(b.X, b.Y)
	r.dc.DrawRectangle(x, y, b.W*r.k, b.H*r.k)
	r.paint(p)
}

// Rounded corners and ellipses are drawn as straight segments about a
// pixel long: gg's own arcs are short quadratic curves, which its stroker
// turns into skewed outlines at screen resolutions.
func (r *Raster) RoundedRect(b Rect, radius float64, p Paint) {
	x0, y0 := r.px(b.X, b.Y)
	w, h, rad := b.W*r.k, b.H*r.k, math.Min(radius*r.k, math.Min(b.W, b.H)*r.k/2)
	x1, y1 := x0+w, y0+h
	r.dc.NewSubPath()
	r.arc(x1-rad, y0+rad, rad, rad, -math.Pi/2, 0, true)
	r.arc(x1-rad, y1-rad, rad, rad, 0, math.Pi/2, false)
	r.arc(x0+rad, y1-rad, rad, rad, math.Pi/2, math.Pi, false)
	r.arc(x0+rad, y0+rad, rad, rad, math.Pi, 3*math.Pi/2, false)
	r.dc.ClosePath()
	r.paint(p)
}

func (r *Raster) Ellipse(cx, cy, rx, ry float64, p Paint) {
	x, y := r.px(cx, cy)
	r.dc.NewSubPath()
	r.arc(x, y, rx*r.k, ry*r.k, 0, 2*math.Pi, true)
	r.dc.ClosePath()
	r.paint(p)
}

// arc adds an elliptical arc in pixels from angle a0 to a1 (clockwise on
// the image), starting a subpath when first is set.
func (r *Raster) arc(cx, cy, rx, ry, a0, a1 float64, first bool) {
	n := max(2, int(math.Ceil(math.Max(rx, ry)*(a1-a0))))
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		x, y := cx+rx*math.Cos(a), cy+ry*math.Sin(a)
		if i == 0 && first {
			r.dc.MoveTo(x, y)
		} else {
			r.dc.LineTo(x, y)
		}
	}
}

func (r *Raster) Line(x1, y1, x2, y2 float64, p Paint) {
	ax, ay := r.px(x1, y1)
	bx, by := r.px(x2, y2)
	r.dc.DrawLine(ax, ay, bx, by)
	p.HasFill = false
	r.paint(p)
}

func (r *Raster) Path(segs []Seg, p Paint) {
	dc := r.dc
	for _, g := range segs {
		a := g.P
		switch g.Op {
		case 'M':
			dc.MoveTo(r.px(a[0], a[1]))
		case 'L':
			dc.LineTo(r.px(a[0], a[1]))
		case 'Q':
			x1, y1 := r.px(a[0], a[1])
			x2, y2 := r.px(a[2], a[3])
			dc.QuadraticTo(x1, y1, x2, y2)
		case 'C':
			x1, y1 := r.px(a[0], a[1])
			x2, y2 := r.px(a[2], a[3])
			x3, y3 := r.px(a[4], a[5])
			dc.CubicTo(x1, y1, x2, y2, x3, y3)
		case 'Z':
			dc.ClosePath()
		}
	}
	r.paint(p)
}

func (r *Raster) face(f Font, cf *cutFont) (xfont.Face, error) {
	if fc, ok := r.faces[f]; ok {
		return fc, nil
	}
	fc, err := opentype.NewFace(cf.sfnt, &opentype.FaceOptions{Size: f.Size, DPI: r.dpi, Hinting: xfont.HintingNone})
	if err != nil {
		return nil, err
	}
	r.faces[f] = fc
	return fc, nil
}

// Text places each glyph where the shared advance widths put it, as a PDF
// viewer does, so that a line is as long as in the PDF. Unrotated text is
// drawn from the opentype face's glyph masks; rotated text from the
// glyphs' outlines, filled through gg.
func (r *Raster) Text(x, y float64, s string, f Font, c RGB) {
	cf, err := font(f.Family, f.Style)
	if err != nil {
		return
	}
	fc, err := r.face(f, cf)
	if err != nil {
		return
	}
	x0, py := r.px(x, y)
	unit := f.Size / 1000 * ptToMM * r.k // pixels per thousandth of an em
	src := image.NewUniform(rgba(c))
	clip := r.clip()
	var adv float64           // pixels, by the shared widths
	var faceAdv fixed.Int26_6 // by the face, for the tests
	ppem := fixed.Int26_6(math.Round(f.Size * r.dpi / 72 * 64))
	for _, ch := range s {
		gx := x0 + adv
		if r.rot == 0 {
			dot := fixed.Point26_6{X: fixed.Int26_6(math.Round(gx * 64)), Y: fixed.Int26_6(math.Round(py * 64))}
			dr, mask, mp, a, ok := fc.Glyph(dot, ch)
			if ok {
				faceAdv += a
				if cr := dr.Intersect(clip); !cr.Empty() {
					draw.DrawMask(r.im, cr, src, image.Point{}, mask, mp.Add(cr.Min.Sub(dr.Min)), draw.Over)
				}
			}
		} else {
			a, _ := fc.GlyphAdvance(ch)
			faceAdv += a
			r.outline(cf.sfnt, ch, gx, py, ppem)
		}
		w := 500
		if ch < 0x10000 && cf.widths[ch] > 0 {
			w = int(cf.widths[ch])
		}
		adv += float64(w) * unit
	}
	if r.outlined {
		r.dc.SetFillRule(gg.FillRuleWinding)
		r.dc.SetColor(rgba(c))
		r.dc.Fill()
		r.outlined = false
	}
	if r.runs != nil {
		*r.runs = append(*r.runs, textRun{s, x, y, f, float64(faceAdv) / 64 / r.k})
	}
}

// outline adds the outline of ch, with its origin at pixel (x, y), to gg's
// path.
func (r *Raster) outline(f *sfnt.Font, ch rune, x, y float64, ppem fixed.Int26_6) {
	gi, err := f.GlyphIndex(&r.buf, ch)
	if err != nil || gi == 0 {
		return
	}
	segs, err := f.LoadGlyph(&r.buf, gi, ppem, nil)
	if err != nil {
		return
	}
	pt := func(p fixed.Point26_6) (float64, float64) {
		return x + float64(p.X)/64, y + float64(p.Y)/64
	}
	dc := r.dc
	for _, sg := range segs {
		switch sg.Op {
		case sfnt.SegmentOpMoveTo:
			dc.MoveTo(pt(sg.Args[0]))
		case sfnt.SegmentOpLineTo:
			dc.LineTo(pt(sg.Args[0]))
		case sfnt.SegmentOpQuadTo:
			ax, ay := pt(sg.Args[0])
			bx, by := pt(sg.Args[1])
			dc.QuadraticTo(ax, ay, bx, by)
		case sfnt.SegmentOpCubeTo:
			ax, ay := pt(sg.Args[0])
			bx, by := pt(sg.Args[1])
			cx, cy := pt(sg.Args[2])
			dc.CubicTo(ax, ay, bx, by, cx, cy)
		}
	}
	dc.ClosePath()
	r.outlined = true
}

// BeginClip clips to b as it lies unrotated: the surface's users clip
// before they rotate (a card's bleed box, then its upside-down back).
func (r *Raster) BeginClip(b Rect) {
	x0, y0 := r.px(b.X, b.Y)
	x1, y1 := r.px(b.X+b.W, b.Y+b.H)
	pr := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1))).Intersect(r.clip())
	c := rasterClip{r: pr}
	// A clip that leaves the whole image (a card drawn on its own image)
	// costs nothing; a smaller one masks gg's fills.
	if pr != r.im.Bounds() && pr != r.clip() {
		r.dc.Push()
		r.dc.DrawRectangle(float64(pr.Min.X), float64(pr.Min.Y), float64(pr.Dx()), float64(pr.Dy()))
		r.dc.Clip()
		c.pushed = true
	}
	r.clips = append(r.clips, c)
}

func (r *Raster) EndClip() {
	c := r.clips[len(r.clips)-1]
	r.clips = r.clips[:len(r.clips)-1]
	if c.pushed {
		r.dc.Pop()
	}
}

func (r *Raster) BeginRotate(deg, cx, cy float64) {
	x, y := r.px(cx, cy)
	r.dc.Push()
	// gg turns clockwise on the y-down image; a Surface anticlockwise.
	r.dc.RotateAbout(gg.Radians(-deg), x, y)
	r.rot++
}

func (r *Raster) EndRotate() {
	r.dc.Pop()
	r.rot--
}
