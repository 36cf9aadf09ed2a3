package layout

import (
	"bytes"
	"fmt"

	"github.com/cardstock/cardstock/templates"
)

// SheetOptions says how a deck is printed on sheets.
type SheetOptions struct {
	Paper  Paper
	Bleed  float64
	Backs  Backs
	Guides bool   // draw the safe zone of every card
	Back   string // the back design; "" prints no backs whatever Backs says
}

// expand lists each face as many times as its card is printed.
func expand(faces []Face) []Face {
	var out []Face
	for _, f := range faces {
		for i := 0; i < f.Card.Count; i++ {
			out = append(out, f)
		}
	}
	return out
}

// Sheets imposes faces on pages and returns the PDF. It also returns the
// imposition, so that callers can report shared cut lines.
func Sheets(faces []Face, opt SheetOptions, title string) ([]byte, *Imposition, error) {
	if len(faces) == 0 {
		return nil, nil, fmt.Errorf("layout: %s: nothing to print", title)
	}
	d := faces[0].Deck
	backs := opt.Backs
	if opt.Back == "" {
		backs = BacksNone
	}
	im, err := ImposeBest(opt.Paper, d.W, d.H, opt.Bleed, backs, d.Shape != "circle")
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", d.Pos, err)
	}
	items := expand(faces)
	pdf := newPDF(opt.Paper.W, opt.Paper.H, title)
	s := NewPDFSurface(pdf)
	per := im.PerPage()
	circle := d.Shape == "circle"
	for start := 0; start < len(items); start += per {
		page := items[start:min(start+per, len(items))]
		pdf.AddPage()
		n := len(page)
		marks, backMarks := im.MarksOf(n)
		for i, f := range page {
			err := drawTurned(s, im.FrontAngle, im.Slots[i], im.BleedBoxOf(i, n), func(trim, bleed Rect) error {
				return DrawFace(s, f, trim, bleed)
			})
			if err != nil {
				return nil, nil, err
			}
			if opt.Guides {
				drawGuide(s, im.Slots[i], circle)
			}
		}
		if !circle {
			drawMarks(s, marks)
		}
		switch backs {
		case BacksFold:
			if err := drawBacks(s, im, n, opt); err != nil {
				return nil, nil, err
			}
			drawMarks(s, backMarks)
			s.Line(im.Fold.X1, im.Fold.Y1, im.Fold.X2, im.Fold.Y2, Stroked(ParseColour(templates.Faint), 0.2).Dashed(2, 1.5))
		case BacksDuplexLong, BacksDuplexShort:
			pdf.AddPage()
			if err := drawBacks(s, im, n, opt); err != nil {
				return nil, nil, err
			}
			drawMarks(s, backMarks)
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, nil, fmt.Errorf("layout: %s: %w", title, err)
	}
	return buf.Bytes(), im, nil
}

func drawBacks(s Surface, im *Imposition, n int, opt SheetOptions) error {
	for i := 0; i < n; i++ {
		if err := DrawBackTurned(s, opt.Back, im.BackSlots[i], im.BackBleedBoxOf(i, n), im.BackAngle); err != nil {
			return err
		}
	}
	return nil
}

func drawMarks(s Surface, marks []Line) {
	p := Stroked(ParseColour(templates.CropMark), 0.15)
	for _, m := range marks {
		s.Line(m.X1, m.Y1, m.X2, m.Y2, p)
	}
}

func drawGuide(s Surface, t Rect, circle bool) {
	p := Stroked(ParseColour(templates.Guide), 0.15).Dashed(1, 1)
	safe := t.Inset(SafeZone)
	if circle {
		s.Ellipse(t.X+t.W/2, t.Y+t.H/2, safe.W/2, safe.W/2, p)
	} else {
		s.Rect(safe, p)
	}
}

// PrintShop returns a PDF with one item per page for a print shop: each
// page is the item plus its bleed (MediaBox and BleedBox), with the TrimBox
// set to the item. When back is not "", the deck's back is the last page.
func PrintShop(faces []Face, bleed float64, back, title string) ([]byte, error) {
	if len(faces) == 0 {
		return nil, fmt.Errorf("layout: %s: nothing to print", title)
	}
	d := faces[0].Deck
	w, h := d.W+2*bleed, d.H+2*bleed
	pdf := newPDF(w, h, title)
	// fpdf compresses each page with a new zlib writer, which allocates
	// about a megabyte; with one card a page that cost more than drawing
	// the cards. A card's page content is a few kilobytes, so print-shop
	// PDFs keep their page content uncompressed (fonts stay compressed).
	pdf.SetCompression(false)
	if d.Shape == "circle" {
		AddCutContour(pdf)
	}
	s := NewPDFSurface(pdf)
	trim := Rect{bleed, bleed, d.W, d.H}
	full := Rect{0, 0, w, h}
	page := func() {
		pdf.AddPage()
		pdf.SetPageBox("trim", bleed, bleed, d.W, d.H)
		pdf.SetPageBox("bleed", 0, 0, w, h)
	}
	for _, f := range expand(faces) {
		page()
		f.ForShop = true
		if err := DrawFace(s, f, trim, full); err != nil {
			return nil, err
		}
	}
	if back != "" {
		page()
		if err := DrawBack(s, back, trim, full, false); err != nil {
			return nil, err
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("layout: %s: %w", title, err)
	}
	return sortPageBoxes(buf.Bytes()), nil
}

// sortPageBoxes puts the BleedBox line before the TrimBox line in every
// page dictionary. fpdf (v0.12.0) writes page boxes from a Go map, in random
// order, which would make print-shop PDFs differ from one build to the
// next. Swapping two lines keeps every byte offset of the cross-reference
// table valid, as the lines keep their total length. The lines are swapped
// in place, in one pass over the file.
func sortPageBoxes(pdf []byte) []byte {
	trim, bleed := []byte("\n/TrimBox ["), []byte("/BleedBox [")
	// boxLine returns the end (after its newline) of a "/XBox [...]" line
	// starting at i, or -1.
	boxLine := func(i int) int {
		j := bytes.IndexByte(pdf[i:], '\n')
		if j < 1 || pdf[i+j-1] != ']' || bytes.IndexByte(pdf[i:i+j-1], ']') >= 0 {
			return -1
		}
		return i + j + 1
	}
	var tmp []byte
	for i := 0; ; {
		j := bytes.Index(pdf[i:], trim)
		if j < 0 {
			return pdf
		}
		a := i + j + 1 // the TrimBox line
		i = a
		b := boxLine(a) // the next line
		if b < 0 || !bytes.HasPrefix(pdf[b:], bleed) {
			continue
		}
		end := boxLine(b)
		if end < 0 {
			continue
		}
		tmp = append(append(tmp[:0], pdf[b:end]...), pdf[a:b]...)
		copy(pdf[a:end], tmp)
		i = end - 1
	}
}
