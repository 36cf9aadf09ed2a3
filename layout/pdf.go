package layout

import (
	"fmt"
	"os"
	"strconv"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/sfnt"

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
	err  error
}

var cutFonts = func() map[string]*cutFont {
	m := map[string]*cutFont{}
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

func fontKey(family, style string) string { return family + "/" + style }

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
