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

// NewPDF returns an fpdf document in millimetres with every embedded font
// registered (fpdf subsets them on output), compression on, and fixed dates
// and a sorted catalogue so that output is deterministic.
func NewPDF(w, h float64, title string) *fpdf.Fpdf {
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
	for _, f := range templates.Fonts {
		pdf.AddUTF8FontFromBytes(f.Family, f.Style, f.TTF)
	}
	return pdf
}

var (
	glyphOnce  sync.Once
	glyphFonts map[string]*sfnt.Font
	glyphErr   error
)

func fontKey(family, style string) string { return family + "/" + style }

// MissingGlyph returns the first character of s that the font family/style
// has no glyph for, and false when every character is covered. Characters
// outside the Basic Multilingual Plane always count as missing: fpdf cannot
// encode them.
func MissingGlyph(family, style, s string) (rune, bool) {
	glyphOnce.Do(func() {
		glyphFonts = map[string]*sfnt.Font{}
		for _, f := range templates.Fonts {
			sf, err := sfnt.Parse(f.TTF)
			if err != nil {
				glyphErr = err
				return
			}
			glyphFonts[fontKey(f.Family, f.Style)] = sf
		}
	})
	f := glyphFonts[fontKey(family, style)]
	if glyphErr != nil || f == nil {
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
		gi, err := f.GlyphIndex(&buf, r)
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
