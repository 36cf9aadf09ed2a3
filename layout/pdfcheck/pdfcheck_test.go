package pdfcheck

import (
	"bytes"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

func TestContent(t *testing.T) {
	for _, tc := range []struct {
		name, in, err string
	}{
		{"drawing", "q 1 0 0 1 10.5 -3 cm 0.2 w 0 0 m 10 10 l S Q", ""},
		{"text", "BT /F1 10.00 Tf 1 0 0 1 20 30 Tm (a\\)b(c)) Tj [(x) -20 <00ff>] TJ ET", ""},
		{"colours", "/CS0 cs 0.1 0.2 scn /P1 scn 0 g 1 0 0 RG [3 2] 0 d", ""},
		{"marked content", "/Span <</ActualText (x) /MCID 3>> BDC EMC % comment\n", ""},
		{"NaN operand", "1 0 0 1 NaN 2 cm", `"NaN" is not an operator`},
		{"infinite operand", "0 +Inf m", `"+Inf" is not an operator`},
		{"NaN in a dash array", "[1 NaN] 0 d", "not a finite number"},
		{"NaN in TJ", "BT [(a) NaN] TJ ET", "not a finite number"},
		{"exponent", "1e400 0 m", `"1e400" is not an operator`},
		{"string for a number", "(x) 0 m", "not a finite number"},
		{"too few operands", "0 m", "1 operands, want 2"},
		{"dangling operands", "0 0", "operands with no operator"},
		{"no operands for sc", "sc", "no operands"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := Content([]byte(tc.in))
			if tc.err == "" {
				if err != nil {
					t.Fatalf("%q: %v", tc.in, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("%q: got %v, want an error with %q", tc.in, err, tc.err)
			}
		})
	}
}

// TestCheckFindsNaN writes a document with fpdf whose page draws a line to
// NaN: strict structure validation passes it, Check refuses it.
func TestCheckFindsNaN(t *testing.T) {
	doc := func(y float64) []byte {
		pdf := fpdf.New("P", "mm", "A4", "")
		pdf.SetCompression(true)
		pdf.AddPage()
		pdf.Line(10, 10, 20, y)
		var buf bytes.Buffer
		if err := pdf.Output(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	if err := Check(doc(20)); err != nil {
		t.Fatalf("a good document: %v", err)
	}
	var zero float64
	bad := doc(zero / zero)
	if _, err := Validate(bad); err != nil {
		t.Logf("strict validation alone also refuses it: %v", err)
	}
	if err := Check(bad); err == nil || !strings.Contains(err.Error(), "page 1") {
		t.Fatalf("NaN in a page: got %v, want an error on page 1", err)
	}
}

func TestBookmarks(t *testing.T) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 10)
	for _, b := range []struct {
		s   string
		lvl int
	}{{"1", 0}, {"1.1", 1}, {"1.1.1", 2}, {"1.2", 1}, {"2", 0}, {"3", 0}, {"3.1", 1}} {
		pdf.Bookmark(b.s, b.lvl, 10)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	if err := Check(buf.Bytes()); err != nil {
		t.Fatal(err)
	}
}
