package layout

import (
	"bytes"
	"io"
	"os/exec"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

func init() { api.DisableConfigDir() }

func strictConf() *model.Configuration {
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationStrict
	return conf
}

// validatePDF checks data with pdfcpu's strict validator.
func validatePDF(t *testing.T, name string, data []byte) *model.Context {
	t.Helper()
	ctx, err := api.ReadAndValidate(bytes.NewReader(data), strictConf())
	if err != nil {
		t.Fatalf("%s: pdfcpu: %v", name, err)
	}
	return ctx
}

// pdfStrings returns, page by page, the text strings drawn by the content
// streams of data, in drawing order. fpdf writes text in UTF-8 fonts as
// literal strings of UTF-16BE code units, which this decodes. It is the Go
// check that stands in for pdftotext where poppler is not installed.
func pdfStrings(t *testing.T, data []byte) [][]string {
	t.Helper()
	var pages [][]string
	err := api.ExtractContent(bytes.NewReader(data), nil, func(r io.Reader, page int) error {
		b, err := io.ReadAll(r)
		if err != nil {
			return err
		}
		for len(pages) < page {
			pages = append(pages, nil)
		}
		pages[page-1] = literalStrings(b)
		return nil
	}, model.NewDefaultConfiguration())
	if err != nil {
		t.Fatalf("extracting content: %v", err)
	}
	return pages
}

// literalStrings finds the operands of Tj operators in a content stream.
func literalStrings(b []byte) []string {
	var out []string
	for i := 0; i < len(b); i++ {
		if b[i] != '(' {
			continue
		}
		var raw []byte
		depth := 1
		j := i + 1
		for ; j < len(b) && depth > 0; j++ {
			c := b[j]
			switch c {
			case '\\':
				j++
				if j >= len(b) {
					break
				}
				switch e := b[j]; e {
				case 'n':
					raw = append(raw, '\n')
				case 'r':
					raw = append(raw, '\r')
				case 't':
					raw = append(raw, '\t')
				case 'b':
					raw = append(raw, '\b')
				case 'f':
					raw = append(raw, '\f')
				default:
					if e >= '0' && e <= '7' {
						v := 0
						k := 0
						for ; k < 3 && j < len(b) && b[j] >= '0' && b[j] <= '7'; k++ {
							v = v*8 + int(b[j]-'0')
							j++
						}
						j--
						raw = append(raw, byte(v))
					} else {
						raw = append(raw, e)
					}
				}
				continue
			case '(':
				depth++
			case ')':
				depth--
				if depth == 0 {
					continue
				}
			}
			raw = append(raw, c)
		}
		rest := strings.TrimLeft(string(b[j:min(j+8, len(b))]), " ")
		if strings.HasPrefix(rest, "Tj") && len(raw)%2 == 0 {
			u := make([]uint16, len(raw)/2)
			for k := range u {
				u[k] = uint16(raw[2*k])<<8 | uint16(raw[2*k+1])
			}
			out = append(out, string(utf16.Decode(u)))
		}
		i = j - 1
	}
	return out
}

// pdftotext returns poppler's text of data, or "" and false when poppler
// is not installed.
func pdftotext(t *testing.T, data []byte) (string, bool) {
	t.Helper()
	path, err := exec.LookPath("pdftotext")
	if err != nil {
		return "", false
	}
	cmd := exec.Command(path, "-raw", "-", "-")
	cmd.Stdin = bytes.NewReader(data)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out), true
}

func squash(s string) string { return strings.Join(strings.Fields(s), " ") }
