package layout

import (
	"fmt"
	"os"
	"strconv"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/sfnt"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/templates"
)

// DefaultEpoch is the document date used when SOURCE_DATE_EPOCH is not set,
// so that rebuilds are byte-identical: 2026-01-01T00:00:00Z.
const DefaultEpoch = 1767225600

// BuildTime returns the time recorded in documents: SOURCE_DATE_EPOCH when
// it is set to a valid number of seconds, DefaultEpoch otherwise.
func BuildTime() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC()
		}
	}
	return time.Unix(DefaultEpoch, 0).UTC()
}

// NewPDF returns an fpdf document in millimetres with compression on, and
// fixed dates and a sorted catalogue so that output is deterministic. Fonts
// are registered by SetFont the first time the document uses each one; fpdf
// embeds a subset of every registered font.
func NewPDF(w, h float64, title string) *fpdf.Fpdf { return newPDF(w, h, title) }

// newPDF makes the document. Fonts are left to SetFont: parsing a TrueType
// font costs milliseconds, and fpdf writes every registered font into the
// file, so a card sheet that uses three faces should not pay for eleven.
func newPDF(w, h float64, title string) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{
		UnitStr: "mm",
		Size:    fpdf.SizeType{Wd: w, Ht: h},
	})
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	t := BuildTime()
	pdf.SetCreationDate(t)
	pdf.SetModificationDate(t)
	pdf.SetProducer("cardstock", true)
	pdf.SetCreator("cardstock", true)
	pdf.SetTitle(title, true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCellMargin(0)
	return pdf
}

// cutFont is a font cut down to templates.Repertoire, made once per run.
type cutFont struct {
	once sync.Once
	ttf  []byte
	sfnt *sfnt.Font
	// widths are the advance widths by character, in thousandths of an
	// em (see advances).
	widths []uint16
	err    error
}

var cutFonts = func() map[fontID]*cutFont {
	m := map[fontID]*cutFont{}
	for _, f := range templates.Fonts {
		m[fontKey(f.Family, f.Style)] = &cutFont{}
	}
	return m
}()

var repertoire = func() string {
	var rs []rune
	for _, r := range templates.Repertoire {
		for c := r[0]; c <= r[1]; c++ {
			rs = append(rs, c)
		}
	}
	return string(rs)
}()

// font returns the TrueType bytes of a font cut down to the repertoire,
// and the parsed font for glyph checks, or nil for an unknown font. fpdf
// parses every font it is given in full, for every document; a DejaVu face
// has some 6,000 glyphs of which cards and rulebooks use a few hundred.
func font(family, style string) (*cutFont, error) {
	cf, ok := cutFonts[fontKey(family, style)]
	if !ok {
		return nil, fmt.Errorf("layout: unknown font %s %q", family, style)
	}
	cf.once.Do(func() {
		for _, f := range templates.Fonts {
			if f.Family == family && f.Style == style {
				cf.ttf = fpdf.UTF8CutFont(f.TTF, repertoire)
			}
		}
		cf.sfnt, cf.err = sfnt.Parse(cf.ttf)
		if cf.err == nil {
			cf.widths, cf.err = advances(cf.sfnt)
		}
	})
	return cf, cf.err
}

// SetFont selects a font, registering it with the document on first use
// (fpdf ignores a font added twice).
func SetFont(pdf *fpdf.Fpdf, family, style string, size float64) {
	if cf, err := font(family, style); err == nil {
		pdf.AddUTF8FontFromBytes(family, style, cf.ttf)
	}
	pdf.SetFont(family, style, size)
}

// fontID names a face: a struct, so that looking a font up for every word
// measured allocates nothing.
type fontID struct{ family, style string }

func fontKey(family, style string) fontID { return fontID{family, style} }

// MissingGlyph returns the first character of s that the font family/style
// cannot draw (outside the repertoire, or with no glyph in the font), and
// false when every character is covered. Characters outside the Basic
// Multilingual Plane always count as missing: fpdf cannot encode them.
func MissingGlyph(family, style, s string) (rune, bool) {
	cf, err := font(family, style)
	if err != nil {
		for _, r := range s {
			return r, true
		}
		return 0, false
	}
	var buf sfnt.Buffer
	for _, r := range s {
		if r == '\n' || r == '\t' {
			continue
		}
		if r > 0xFFFF {
			return r, true
		}
		gi, err := cf.sfnt.GlyphIndex(&buf, r)
		if err != nil || gi == 0 {
			return r, true
		}
	}
	return 0, false
}

// CheckGlyphs returns an error naming the character and what it belongs to
// when the font cannot draw s.
func CheckGlyphs(family, style, s, what string) error {
	if r, missing := MissingGlyph(family, style, s); missing {
		return fmt.Errorf("%s: the font %s has no glyph for %q (U+%04X)", what, family, r, r)
	}
	return nil
}

// Restore ends a ClipRect or a TransformBegin and writes fpdf's current
// colours, line width and font again. The PDF's Q operator restores the
// graphics state of the matching q, but fpdf keeps believing in what was set
// inside: it would then skip a font change that seems redundant, and draw
// text in a colour equal to the fill colour it remembers without saying so,
// leaving the restored, older colour or font in force.
func Restore(pdf *fpdf.Fpdf, end func()) {
	end()
	pdf.SetFillColor(pdf.GetFillColor())
	pdf.SetDrawColor(pdf.GetDrawColor())
	pdf.SetLineWidth(pdf.GetLineWidth())
	if pdf.GetFontFamily() != "" {
		pt, _ := pdf.GetFontSize()
		pdf.SetFontSize(pt)
	}
}

// pdfSurface is the PDF backend of Surface. It remembers the colours and
// line width it last wrote, so that a back's hundreds of lattice lines do
// not each repeat them.
type pdfSurface struct {
	pdf                          *fpdf.Fpdf
	fill, stroke                 RGB
	width                        float64
	hasFill, hasStroke, hasWidth bool // fill, stroke, width are in force
	runs                         *[]textRun
}

// textRun is a line of text a backend drew, for tests: what, where, and
// how wide the backend itself finds it.
type textRun struct {
	Text  string
	X, Y  float64
	Font  Font
	Width float64
}

// DrawIcon draws the named icon on a PDF page: see Icon. The rulebook
// typesetter, which writes to fpdf itself, draws its inline icons with it.
func DrawIcon(pdf *fpdf.Fpdf, name string, cx, cy, size float64, c RGB) error {
	return Icon(NewPDFSurface(pdf), name, cx, cy, size, c)
}

// CardImager returns a function that draws a small image of a card of g
// (a standard card, a Joker, or a custom-deck id) in the box x, y, w, h,
// with a thin outline: the rulebook typesetter's card images. It draws on
// the PDF backend of Surface; CardImage does the same on any surface.
func CardImager(g *cards.Game) func(pdf *fpdf.Fpdf, n cards.Notation, x, y, w, h float64) error {
	draw := CardImage(g)
	return func(pdf *fpdf.Fpdf, n cards.Notation, x, y, w, h float64) error {
		return draw(NewPDFSurface(pdf), n, Rect{x, y, w, h})
	}
}

// NewPDFSurface returns a Surface drawing on the current page of pdf.
func NewPDFSurface(pdf *fpdf.Fpdf) Surface { return &pdfSurface{pdf: pdf} }

// paint draws a shape with p: it sets what p needs, calls draw with the
// fpdf style ("F", "D", "FD", "F*"), and ends a dash pattern again.
func (s *pdfSurface) paint(p Paint, draw func(style string)) {
	style := ""
	if p.HasFill {
		if !s.hasFill || p.Fill != s.fill {
			s.pdf.SetFillColor(p.Fill.R, p.Fill.G, p.Fill.B)
			s.fill, s.hasFill = p.Fill, true
		}
		style = "F"
	}
	if p.HasStroke {
		if !s.hasStroke || p.Stroke != s.stroke {
			s.pdf.SetDrawColor(p.Stroke.R, p.Stroke.G, p.Stroke.B)
			s.stroke, s.hasStroke = p.Stroke, true
		}
		if !s.hasWidth || p.Width != s.width {
			s.pdf.SetLineWidth(p.Width)
			s.width, s.hasWidth = p.Width, true
		}
		if len(p.Dash) > 0 {
			s.pdf.SetDashPattern(p.Dash, 0)
		}
		style += "D"
	}
	draw(style)
	if p.HasStroke && len(p.Dash) > 0 {
		s.pdf.SetDashPattern(nil, 0)
	}
}

func (s *pdfSurface) Rect(r Rect, p Paint) {
	s.paint(p, func(st string) { s.pdf.Rect(r.X, r.Y, r.W, r.H, st) })
}

func (s *pdfSurface) RoundedRect(r Rect, radius float64, p Paint) {
	s.paint(p, func(st string) { s.pdf.RoundedRect(r.X, r.Y, r.W, r.H, radius, "1234", st) })
}

func (s *pdfSurface) Ellipse(cx, cy, rx, ry float64, p Paint) {
	s.paint(p, func(st string) { s.pdf.Ellipse(cx, cy, rx, ry, 0, st) })
}

func (s *pdfSurface) Line(x1, y1, x2, y2 float64, p Paint) {
	p.HasFill = false
	s.paint(p, func(string) { s.pdf.Line(x1, y1, x2, y2) })
}

func (s *pdfSurface) Path(segs []Seg, p Paint) {
	s.paint(p, func(style string) {
		for _, g := range segs {
			a := g.P
			switch g.Op {
			case 'M':
				s.pdf.MoveTo(a[0], a[1])
			case 'L':
				s.pdf.LineTo(a[0], a[1])
			case 'C':
				s.pdf.CurveBezierCubicTo(a[0], a[1], a[2], a[3], a[4], a[5])
			case 'Q':
				s.pdf.CurveTo(a[0], a[1], a[2], a[3])
			case 'Z':
				s.pdf.ClosePath()
			}
		}
		if p.EvenOdd {
			style += "*"
		}
		s.pdf.DrawPath(style)
	})
}

func (s *pdfSurface) Text(x, y float64, str string, f Font, c RGB) {
	SetFont(s.pdf, f.Family, f.Style, f.Size)
	s.pdf.SetTextColor(c.R, c.G, c.B)
	s.pdf.Text(x, y, str)
	if s.runs != nil {
		*s.runs = append(*s.runs, textRun{str, x, y, f, s.pdf.GetStringWidth(str)})
	}
}

func (s *pdfSurface) BeginClip(r Rect) { s.pdf.ClipRect(r.X, r.Y, r.W, r.H, false) }

func (s *pdfSurface) EndClip() { s.restore(s.pdf.ClipEnd) }

func (s *pdfSurface) BeginRotate(deg, cx, cy float64) {
	s.pdf.TransformBegin()
	s.pdf.TransformRotate(deg, cx, cy)
}

func (s *pdfSurface) EndRotate() { s.restore(s.pdf.TransformEnd) }

// restore ends a clip or transform. Restore writes fpdf's idea of the
// colours and width again, which is what this surface last set.
func (s *pdfSurface) restore(end func()) { Restore(s.pdf, end) }

// CutContour is the separation colour of die lines: print shops cut along
// paths stroked in a spot colour of this name and do not print them.
const CutContour = "CutContour"

// DieLiner is a surface that can draw a die line: PDF pages for a print
// shop. Other surfaces have no separations and draw none.
type DieLiner interface {
	// DieLine strokes a circle of radius r about (cx, cy) in the
	// CutContour separation colour, which the page's PDF must have added
	// with AddCutContour.
	DieLine(cx, cy, r float64)
}

// AddCutContour adds the CutContour separation (shown as 100 % magenta) to
// pdf, once per document, before any die line is drawn.
func AddCutContour(pdf *fpdf.Fpdf) { pdf.AddSpotColor(CutContour, 0, 100, 0, 0) }

func (s *pdfSurface) DieLine(cx, cy, r float64) {
	s.pdf.SetDrawSpotColor(CutContour, 100)
	s.pdf.SetLineWidth(0.25)
	s.pdf.Ellipse(cx, cy, r, r, 0, "D")
	// The stroke colour and width in force are no longer what the surface
	// last set.
	s.hasStroke, s.hasWidth = false, false
}
