package layout

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/cardstock/cardstock/templates"
)

// TestRestoreAfterCard draws text in the page's text colour after a card
// face (whose clip is a q ... Q pair) and checks, in the content stream,
// that the text is not left in the colour the Q restored: the fill colour
// in force when the text is shown must be the text colour.
func TestRestoreAfterCard(t *testing.T) {
	// A black card: its last fill inside the clip is the ink the text
	// uses, which is when fpdf would leave the text's colour unsaid.
	g := loadGame(t, "royal-haunts")
	d := g.Deck("standard")
	pdf := newPDF(100, 120, "restore")
	pdf.AddPage()
	pdf.SetFillColor(120, 80, 30) // a brown, set before the card
	pdf.Rect(0, 0, 5, 5, "F")
	if err := DrawFace(NewPDFSurface(pdf), Face{Game: g, Deck: d, Card: d.Cards[0]}, Rect{10, 10, 63.5, 88.9}, Rect{7, 7, 69.5, 94.9}); err != nil {
		t.Fatal(err)
	}
	SetFont(pdf, templates.Sans, "", 10)
	pdf.SetTextColor(26, 26, 26)
	pdf.Text(10, 115, "after")
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	var content string
	err := api.ExtractContent(bytes.NewReader(buf.Bytes()), nil, func(r io.Reader, _ int) error {
		b, err := io.ReadAll(r)
		content = string(b)
		return err
	}, model.NewDefaultConfiguration())
	if err != nil {
		t.Fatal(err)
	}
	// Follow the fill colour through q/Q and colour operators up to the
	// last text shown.
	ops := regexp.MustCompile(`(?m)\bq\b|\bQ\b|[\d.]+ [\d.]+ [\d.]+ rg|[\d.]+ g\b|\bTj\b`).FindAllString(content, -1)
	var stack []string
	fill := "0 g"
	last := ""
	for _, op := range ops {
		switch {
		case op == "q":
			stack = append(stack, fill)
		case op == "Q":
			fill, stack = stack[len(stack)-1], stack[:len(stack)-1]
		case op == "Tj":
			last = fill
		default:
			fill = op
		}
	}
	if want := "0.102 g"; strings.TrimSpace(last) != want {
		t.Fatalf("the text after the card is shown in fill colour %q, want %q (ops: %v)", last, want, ops[len(ops)-8:])
	}
}
