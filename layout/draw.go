package layout

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"codeberg.org/go-pdf/fpdf"

	"github.com/cardstock/cardstock/templates"
)

// RGB is a colour with 0-255 channels.
type RGB struct{ R, G, B int }

// ParseColour reads "#rrggbb"; anything else is mid grey.
func ParseColour(s string) RGB {
	if len(s) == 7 && s[0] == '#' {
		if v, err := strconv.ParseUint(s[1:], 16, 32); err == nil {
			return RGB{int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff)}
		}
	}
	return RGB{128, 128, 128}
}

// Mix blends c towards o by t (0 = c, 1 = o).
func (c RGB) Mix(o RGB, t float64) RGB {
	m := func(a, b int) int { return int(float64(a) + (float64(b)-float64(a))*t + 0.5) }
	return RGB{m(c.R, o.R), m(c.G, o.G), m(c.B, o.B)}
}

var white = RGB{255, 255, 255}

func fill(pdf *fpdf.Fpdf, c RGB)   { pdf.SetFillColor(c.R, c.G, c.B) }
func stroke(pdf *fpdf.Fpdf, c RGB) { pdf.SetDrawColor(c.R, c.G, c.B) }
func ink(pdf *fpdf.Fpdf, c RGB)    { pdf.SetTextColor(c.R, c.G, c.B) }

type iconData struct {
	sig fpdf.SVGBasicType
	err error
}

var (
	iconMu    sync.Mutex
	iconCache = map[string]*iconData{}
)

func loadIcon(name string) (*fpdf.SVGBasicType, error) {
	iconMu.Lock()
	defer iconMu.Unlock()
	if d, ok := iconCache[name]; ok {
		return &d.sig, d.err
	}
	d := &iconData{}
	src, ok := templates.Icon(name)
	if !ok {
		d.err = fmt.Errorf("layout: unknown icon %q: want one of %s", name, strings.Join(templates.IconNames(), ", "))
	} else {
		d.sig, d.err = fpdf.SVGBasicParse(src)
	}
	iconCache[name] = d
	return &d.sig, d.err
}

// DrawIcon draws the named icon filled in colour c, centred in a square of
// side size at (cx, cy). Each path is filled with the even-odd rule, so a
// subpath inside another is a hole.
func DrawIcon(pdf *fpdf.Fpdf, name string, cx, cy, size float64, c RGB) error {
	sig, err := loadIcon(name)
	if err != nil {
		return err
	}
	scale := size / sig.Wd
	if sig.Ht > sig.Wd {
		scale = size / sig.Ht
	}
	ox := cx - sig.Wd*scale/2
	oy := cy - sig.Ht*scale/2
	fill(pdf, c)
	for _, path := range sig.Paths {
		var x, y float64
		for _, seg := range path.Segments {
			a := seg.Arg
			switch seg.Cmd {
			case 'M':
				x, y = a[0], a[1]
				pdf.MoveTo(ox+x*scale, oy+y*scale)
			case 'L':
				x, y = a[0], a[1]
				pdf.LineTo(ox+x*scale, oy+y*scale)
			case 'H':
				x = a[0]
				pdf.LineTo(ox+x*scale, oy+y*scale)
			case 'V':
				y = a[0]
				pdf.LineTo(ox+x*scale, oy+y*scale)
			case 'C':
				pdf.CurveBezierCubicTo(ox+a[0]*scale, oy+a[1]*scale, ox+a[2]*scale, oy+a[3]*scale, ox+a[4]*scale, oy+a[5]*scale)
				x, y = a[4], a[5]
			case 'Q':
				pdf.CurveTo(ox+a[0]*scale, oy+a[1]*scale, ox+a[2]*scale, oy+a[3]*scale)
				x, y = a[2], a[3]
			case 'Z':
				pdf.ClosePath()
			}
		}
		// Even-odd filling lets an icon cut holes with inner subpaths.
		pdf.DrawPath("F*")
	}
	return nil
}

// TextBox is text to set in a box, shrunk from Size down to at most MinSize
// until it fits.
type TextBox struct {
	Text    string
	Family  string
	Style   string
	Size    float64 // the preferred size in points
	MinSize float64 // the floor: text that does not fit at this size is an error
	Align   string  // "L", "C" or "R"
	Leading float64 // line height as a multiple of the size; 0 = 1.2
}

const ptToMM = 25.4 / 72

// Fit finds the largest size from b.Size down to b.MinSize, in half points,
// at which b.Text wraps into r, and returns the lines and the size. Text
// that does not fit at the floor, or a character the font lacks, is an
// error naming what. Widths are measured once at b.Size and scaled, as a
// font's advance widths are proportional to its size; selecting the font
// again for every size tried would also write a font change into the page
// each time.
func Fit(pdf *fpdf.Fpdf, b TextBox, r Rect, what string) ([]string, float64, error) {
	if err := CheckGlyphs(b.Family, b.Style, b.Text, what); err != nil {
		return nil, 0, err
	}
	lead := b.Leading
	if lead == 0 {
		lead = 1.2
	}
	SetFont(pdf, b.Family, b.Style, b.Size)
	for size := b.Size; size >= b.MinSize-1e-9; size -= 0.5 {
		scale := size / b.Size
		width := func(s string) float64 { return pdf.GetStringWidth(s) * scale }
		lines := wrap(width, b.Text, r.W)
		if float64(len(lines))*size*lead*ptToMM <= r.H+1e-6 && widest(width, lines) <= r.W+1e-6 {
			return lines, size, nil
		}
	}
	return nil, 0, fmt.Errorf("%s does not fit a %.1f x %.1f mm box even at %.1f pt: %q", what, r.W, r.H, b.MinSize, clip(b.Text, 60))
}

// clip shortens s to at most n characters for a message.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// wrap breaks text into lines no wider than w at spaces, keeping explicit
// line breaks. A word wider than w stays whole on its own line (Fit then
// tries a smaller size).
func wrap(width func(string) float64, text string, w float64) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, word := range words[1:] {
			if width(line+" "+word) <= w {
				line += " " + word
				continue
			}
			lines = append(lines, line)
			line = word
		}
		lines = append(lines, line)
	}
	return lines
}

func widest(width func(string) float64, lines []string) float64 {
	m := 0.0
	for _, l := range lines {
		if w := width(l); w > m {
			m = w
		}
	}
	return m
}

// DrawText fits b into r and draws it, vertically centred when vcenter is
// true and from the top otherwise.
func DrawText(pdf *fpdf.Fpdf, b TextBox, r Rect, vcenter bool, c RGB, what string) error {
	lines, size, err := Fit(pdf, b, r, what)
	if err != nil {
		return err
	}
	lead := b.Leading
	if lead == 0 {
		lead = 1.2
	}
	lh := size * lead * ptToMM
	y := r.Y
	if vcenter {
		y += (r.H - float64(len(lines))*lh) / 2
	}
	SetFont(pdf, b.Family, b.Style, size)
	ink(pdf, c)
	align := b.Align
	if align == "" {
		align = "L"
	}
	for _, l := range lines {
		textLine(pdf, r.X, y, r.W, lh, size, l, align)
		y += lh
	}
	return nil
}

// textLine sets one line of text in the box x, y, w, h, aligned "L", "C"
// or "R" and centred vertically with the baseline where fpdf's CellFormat
// puts it. It uses Text rather than SetXY and CellFormat because fpdf reads
// a negative x or y as measured from the right or bottom edge, and parts of
// a mat tiled over several sheets lie at negative page coordinates.
func textLine(pdf *fpdf.Fpdf, x, y, w, h, size float64, s, align string) {
	switch align {
	case "C":
		x += (w - pdf.GetStringWidth(s)) / 2
	case "R":
		x += w - pdf.GetStringWidth(s)
	}
	pdf.Text(x, y+h/2+0.3*size*ptToMM, s)
}

// Label draws one line of text (no fitting) with its left, centre or right
// at x and its baseline-centre at y, and checks its glyphs.
func Label(pdf *fpdf.Fpdf, text, family, style string, size, x, y float64, align string, c RGB) error {
	if err := CheckGlyphs(family, style, text, fmt.Sprintf("label %q", text)); err != nil {
		return err
	}
	SetFont(pdf, family, style, size)
	ink(pdf, c)
	w := pdf.GetStringWidth(text)
	switch align {
	case "C":
		x -= w / 2
	case "R":
		x -= w
	}
	h := size * ptToMM
	textLine(pdf, x, y-h/2, w, h, size, text, "L")
	return nil
}
