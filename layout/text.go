package layout

import (
	"fmt"
	"strings"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

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

// advances reads the advance width of every character of the repertoire
// from the font's hmtx table, in thousandths of an em rounded to the
// nearest unit: the widths a PDF's font dictionary carries (fpdf writes
// them so), which PDF viewers place glyphs by. The raster backend places
// its glyphs by the same widths, so a line is as long in a PNG as in a PDF.
func advances(f *sfnt.Font) ([]uint16, error) {
	var buf sfnt.Buffer
	upem := f.UnitsPerEm()
	w := make([]uint16, 0x10000)
	for _, r := range repertoire {
		gi, err := f.GlyphIndex(&buf, r)
		if err != nil {
			return nil, err
		}
		if gi == 0 {
			continue
		}
		// At ppem = units per em the advance comes back in font units.
		adv, err := f.GlyphAdvance(&buf, gi, fixed.I(int(upem)), 0)
		if err != nil {
			return nil, err
		}
		units := float64(adv) / 64
		w[r] = uint16(1000*units/float64(upem) + 0.5)
	}
	return w, nil
}

// TextWidth returns the width in millimetres of s set in f, from the font
// file's advance widths (0 for an unknown font). Characters the font lacks
// count half an em, as fpdf counts them; drawing checks glyphs first.
func TextWidth(f Font, s string) float64 {
	cf, err := font(f.Family, f.Style)
	if err != nil {
		return 0
	}
	units := 0
	for _, r := range s {
		if r < 0x10000 && cf.widths[r] > 0 {
			units += int(cf.widths[r])
		} else {
			units += 500
		}
	}
	return float64(units) * f.Size / 1000 * ptToMM
}

// Fit finds the largest size from b.Size down to b.MinSize, in half points,
// at which b.Text wraps into r, and returns the lines and the size. Text
// that does not fit at the floor, or a character the font lacks, is an
// error naming what. Widths are measured once at b.Size and scaled, as a
// font's advance widths are proportional to its size.
func Fit(b TextBox, r Rect, what string) ([]string, float64, error) {
	if err := CheckGlyphs(b.Family, b.Style, b.Text, what); err != nil {
		return nil, 0, err
	}
	lead := b.Leading
	if lead == 0 {
		lead = 1.2
	}
	f := Font{b.Family, b.Style, b.Size}
	for size := b.Size; size >= b.MinSize-1e-9; size -= 0.5 {
		scale := size / b.Size
		width := func(s string) float64 { return TextWidth(f, s) * scale }
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

// TextLine is one line of set text: its characters and where its baseline
// starts.
type TextLine struct {
	Text string
	X, Y float64
}

// SetText is text broken into lines and placed, ready for any backend.
type SetText struct {
	Font  Font
	Lines []TextLine
}

// Layout fits b into r and places its lines, vertically centred when
// vcenter is true and from the top otherwise. This is the only place text
// is broken into lines: both backends draw what it returns.
func Layout(b TextBox, r Rect, vcenter bool, what string) (SetText, error) {
	lines, size, err := Fit(b, r, what)
	if err != nil {
		return SetText{}, err
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
	f := Font{b.Family, b.Style, size}
	st := SetText{Font: f, Lines: make([]TextLine, 0, len(lines))}
	for _, l := range lines {
		x := r.X
		switch b.Align {
		case "C":
			x += (r.W - TextWidth(f, l)) / 2
		case "R":
			x += r.W - TextWidth(f, l)
		}
		// The baseline where fpdf's CellFormat puts it in a cell of the
		// line's height.
		st.Lines = append(st.Lines, TextLine{l, x, y + lh/2 + 0.3*size*ptToMM})
		y += lh
	}
	return st, nil
}

// Draw draws the lines on s in colour c.
func (t SetText) Draw(s Surface, c RGB) {
	for _, l := range t.Lines {
		if l.Text != "" {
			s.Text(l.X, l.Y, l.Text, t.Font, c)
		}
	}
}

// DrawText fits b into r and draws it, vertically centred when vcenter is
// true and from the top otherwise.
func DrawText(s Surface, b TextBox, r Rect, vcenter bool, c RGB, what string) error {
	st, err := Layout(b, r, vcenter, what)
	if err != nil {
		return err
	}
	st.Draw(s, c)
	return nil
}

// Label draws one line of text (no fitting) with its left, centre or right
// at x and its baseline-centre at y, and checks its glyphs.
func Label(s Surface, text, family, style string, size, x, y float64, align string, c RGB) error {
	if err := CheckGlyphs(family, style, text, fmt.Sprintf("label %q", text)); err != nil {
		return err
	}
	f := Font{family, style, size}
	switch align {
	case "C":
		x -= TextWidth(f, text) / 2
	case "R":
		x -= TextWidth(f, text)
	}
	s.Text(x, y+0.3*size*ptToMM, text, f, c)
	return nil
}
