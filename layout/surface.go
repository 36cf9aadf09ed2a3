package layout

// Surface is what card faces, backs, tableaux, tokens, mats, icons and the
// rulebooks' card images draw on, knowing neither backend. Coordinates are
// millimetres with the origin at the top left and y growing downwards;
// type sizes are points. Two backends implement it: PDF on fpdf
// (NewPDFSurface) and raster on gg (NewRaster).
//
// Text is never measured by a backend: TextLayout breaks it into lines from
// the font files' metrics, and Text draws one line that has already been
// placed, so both backends set the same lines at the same positions.
type Surface interface {
	// Rect, RoundedRect and Ellipse draw a shape filled and/or stroked as
	// p says. RoundedRect rounds all four corners by radius; Ellipse is a
	// circle when rx == ry.
	Rect(r Rect, p Paint)
	RoundedRect(r Rect, radius float64, p Paint)
	Ellipse(cx, cy, rx, ry float64, p Paint)
	// Line strokes a straight line with p's stroke colour, width and dash.
	Line(x1, y1, x2, y2 float64, p Paint)
	// Path fills and/or strokes a path (an icon's outline).
	Path(segs []Seg, p Paint)
	// Text draws one line of text with its baseline starting at (x, y).
	Text(x, y float64, s string, f Font, c RGB)
	// BeginClip limits drawing to r until the matching EndClip.
	BeginClip(r Rect)
	EndClip()
	// BeginRotate turns what is drawn until the matching EndRotate by deg
	// degrees anticlockwise about (cx, cy).
	BeginRotate(deg, cx, cy float64)
	EndRotate()
}

// Paint says how a shape is drawn: filled, stroked, or both.
type Paint struct {
	Fill, Stroke       RGB
	HasFill, HasStroke bool
	Width              float64   // the stroke width in millimetres
	Dash               []float64 // dash and gap lengths in millimetres; nil for solid
	EvenOdd            bool      // fill with the even-odd rule (inner subpaths are holes)
}

// Filled paints the inside of a shape with c.
func Filled(c RGB) Paint { return Paint{Fill: c, HasFill: true} }

// Stroked draws the outline of a shape in c, w millimetres wide.
func Stroked(c RGB, w float64) Paint { return Paint{Stroke: c, HasStroke: true, Width: w} }

// FilledStroked fills a shape with f and outlines it in s, w wide.
func FilledStroked(f, s RGB, w float64) Paint {
	return Paint{Fill: f, HasFill: true, Stroke: s, HasStroke: true, Width: w}
}

// Dashed returns p with its outline dashed: lengths of dash, gap, ...
func (p Paint) Dashed(d ...float64) Paint { p.Dash = d; return p }

// Font is a face of one of the embedded families at a size in points.
type Font struct {
	Family, Style string
	Size          float64
}

// Seg is one segment of a path: Op is 'M' (move to P[0], P[1]), 'L' (line
// to), 'Q' (quadratic curve: control P[0], P[1], end P[2], P[3]), 'C'
// (cubic curve: controls P[0..3], end P[4], P[5]) or 'Z' (close).
type Seg struct {
	Op byte
	P  [6]float64
}

// rotate180 runs draw turned half a turn about (cx, cy).
func rotate180(s Surface, cx, cy float64, draw func() error) error {
	s.BeginRotate(180, cx, cy)
	err := draw()
	s.EndRotate()
	return err
}
