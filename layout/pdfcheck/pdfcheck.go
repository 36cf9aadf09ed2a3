// Package pdfcheck checks the PDF files cardstock writes: pdfcpu's strict
// validation of their structure, and a parse of every content stream that
// refuses operands that are not finite numbers where numbers are due. The
// tests of the packages that write PDFs use it.
package pdfcheck

import (
	"bytes"
	"fmt"
	"math"
	"sort"
	"strconv"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

func init() { api.DisableConfigDir() }

// StrictConf is pdfcpu's configuration for strict validation.
func StrictConf() *model.Configuration {
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationStrict
	return conf
}

// Validate reads data and validates it with pdfcpu in strict mode.
func Validate(data []byte) (*model.Context, error) {
	return api.ReadAndValidate(bytes.NewReader(data), StrictConf())
}

// Check validates data strictly and checks every content stream (pages,
// form XObjects, tiling patterns) with Content.
func Check(data []byte) error {
	ctx, err := Validate(data)
	if err != nil {
		return fmt.Errorf("pdfcpu strict validation: %w", err)
	}
	streams, err := ContentStreams(ctx)
	if err != nil {
		return err
	}
	for _, s := range streams {
		if err := Content(s.Data); err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
	}
	return nil
}

// Stream is a decoded content stream and where it comes from.
type Stream struct {
	Name string // "page 3", "object 12 (form)"
	Data []byte
}

// ContentStreams returns the decoded content streams of a document: each
// page's contents, then every form XObject and tiling pattern.
func ContentStreams(ctx *model.Context) ([]Stream, error) {
	var out []Stream
	for p := 1; p <= ctx.PageCount; p++ {
		d, _, _, err := ctx.PageDict(p, false)
		if err != nil {
			return nil, fmt.Errorf("page %d: %w", p, err)
		}
		b, err := ctx.PageContent(d, p)
		if err != nil && err != model.ErrNoContent {
			return nil, fmt.Errorf("page %d: %w", p, err)
		}
		out = append(out, Stream{Name: fmt.Sprintf("page %d", p), Data: b})
	}
	nums := make([]int, 0, len(ctx.Table))
	for n := range ctx.Table {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	for _, n := range nums {
		e := ctx.Table[n]
		if e == nil || e.Free {
			continue
		}
		sd, ok := e.Object.(types.StreamDict)
		if !ok {
			continue
		}
		kind := ""
		if st := sd.Dict.Subtype(); st != nil && *st == "Form" {
			kind = "form"
		} else if pt := sd.Dict.IntEntry("PatternType"); pt != nil && *pt == 1 {
			kind = "pattern"
		}
		if kind == "" {
			continue
		}
		if err := sd.Decode(); err != nil {
			return nil, fmt.Errorf("object %d (%s): %w", n, kind, err)
		}
		out = append(out, Stream{Name: fmt.Sprintf("object %d (%s)", n, kind), Data: sd.Content})
	}
	return out, nil
}

// Operand kinds of a content-stream operator.
const (
	num   = 'n' // a finite number
	name  = 'N' // a name
	str   = 's' // a string
	arr   = 'a' // an array (its numbers must be finite)
	prop  = 'p' // a name or a dictionary
	nums  = '*' // any count of numbers, optionally ending in a name (sc, scn)
	tjArr = 'j' // a TJ array: strings and finite numbers
)

// operators are the operators of PDF 32000-1 Table A.1 and their operands.
var operators = map[string]string{
	"b": "", "B": "", "b*": "", "B*": "", "BDC": "Np", "BI": "", "BMC": "N", "BT": "", "BX": "",
	"c": "nnnnnn", "cm": "nnnnnn", "CS": "N", "cs": "N", "d": "an", "d0": "nn", "d1": "nnnnnn",
	"Do": "N", "DP": "Np", "EI": "", "EMC": "", "ET": "", "EX": "", "f": "", "F": "", "f*": "",
	"G": "n", "g": "n", "gs": "N", "h": "", "i": "n", "ID": "", "j": "n", "J": "n", "K": "nnnn",
	"k": "nnnn", "l": "nn", "m": "nn", "M": "n", "MP": "N", "n": "", "q": "", "Q": "",
	"re": "nnnn", "RG": "nnn", "rg": "nnn", "ri": "N", "s": "", "S": "", "SC": "*", "sc": "*",
	"SCN": "*", "scn": "*", "sh": "N", "T*": "", "Tc": "n", "Td": "nn", "TD": "nn", "Tf": "Nn",
	"Tj": "s", "TJ": "j", "TL": "n", "Tm": "nnnnnn", "Tr": "n", "Ts": "n", "Tw": "n", "Tz": "n",
	"v": "nnnn", "w": "n", "W": "", "W*": "", "y": "nnnn", "'": "s", "\"": "nns",
}

// token is a lexed operand or operator.
type token struct {
	kind  byte // num, name, str, arr, 'd' (dictionary), 'o' (operator or other word)
	text  string
	items []token // of an array
	ok    bool    // a number that parsed as finite
}

// Content parses a content stream and reports the first operator with an
// operand that is not what it must be — a number that is NaN or infinite,
// a word that is no operator ("NaN", "+Inf") — or with too few operands.
func Content(b []byte) error {
	return walk(b, nil)
}

// walk parses a content stream, checks each operator's operands and calls
// fn, when not nil, with each operator and its operands.
func walk(b []byte, fn func(op string, operands []token)) error {
	l := &lexer{b: b}
	var stack []token
	for {
		tk, err := l.next()
		if err != nil {
			return err
		}
		if tk == nil {
			break
		}
		if tk.kind != 'o' {
			stack = append(stack, *tk)
			continue
		}
		sig, known := operators[tk.text]
		if !known {
			return fmt.Errorf("offset %d: %q is not an operator (a number that is not finite?)", l.start, tk.text)
		}
		if err := checkOperands(tk.text, sig, stack); err != nil {
			return fmt.Errorf("offset %d: %w", l.start, err)
		}
		if fn != nil {
			fn(tk.text, stack)
		}
		if tk.text == "ID" {
			l.skipInlineImage()
		}
		stack = stack[:0]
	}
	if len(stack) > 0 {
		return fmt.Errorf("operands with no operator at the end of the stream")
	}
	return nil
}

func checkOperands(op, sig string, stack []token) error {
	if sig == "*" {
		for i, t := range stack {
			if t.kind == name && i == len(stack)-1 && (op == "SCN" || op == "scn") {
				continue
			}
			if t.kind != num || !t.ok {
				return fmt.Errorf("%s: operand %q is not a finite number", op, t.text)
			}
		}
		if len(stack) == 0 {
			return fmt.Errorf("%s: no operands", op)
		}
		return nil
	}
	if len(stack) != len(sig) {
		return fmt.Errorf("%s: %d operands, want %d", op, len(stack), len(sig))
	}
	for i, k := range []byte(sig) {
		t := stack[i]
		switch k {
		case num:
			if t.kind != num || !t.ok {
				return fmt.Errorf("%s: operand %d %q is not a finite number", op, i+1, t.text)
			}
		case name:
			if t.kind != name {
				return fmt.Errorf("%s: operand %d %q is not a name", op, i+1, t.text)
			}
		case str:
			if t.kind != str {
				return fmt.Errorf("%s: operand %d is not a string", op, i+1)
			}
		case prop:
			if t.kind != name && t.kind != 'd' {
				return fmt.Errorf("%s: operand %d is not a name or dictionary", op, i+1)
			}
		case arr, tjArr:
			if t.kind != arr {
				return fmt.Errorf("%s: operand %d is not an array", op, i+1)
			}
			for _, it := range t.items {
				if it.kind == str && k == tjArr {
					continue
				}
				if it.kind != num || !it.ok {
					return fmt.Errorf("%s: array element %q is not a finite number", op, it.text)
				}
			}
		}
	}
	return nil
}

type lexer struct {
	b     []byte
	i     int
	start int // offset of the last token
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isDelim(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}

// next returns the next token, or nil at the end.
func (l *lexer) next() (*token, error) {
	for l.i < len(l.b) {
		c := l.b[l.i]
		if isSpace(c) {
			l.i++
			continue
		}
		if c == '%' {
			for l.i < len(l.b) && l.b[l.i] != '\n' && l.b[l.i] != '\r' {
				l.i++
			}
			continue
		}
		break
	}
	if l.i >= len(l.b) {
		return nil, nil
	}
	l.start = l.i
	c := l.b[l.i]
	switch {
	case c == '(':
		return l.literal()
	case c == '<' && l.i+1 < len(l.b) && l.b[l.i+1] == '<':
		return l.dict()
	case c == '<':
		end := bytes.IndexByte(l.b[l.i:], '>')
		if end < 0 {
			return nil, fmt.Errorf("offset %d: unterminated hex string", l.i)
		}
		l.i += end + 1
		return &token{kind: str, text: "<hex>"}, nil
	case c == '[':
		l.i++
		t := &token{kind: arr, text: "[...]"}
		for {
			l.skipSpace()
			if l.i >= len(l.b) {
				return nil, fmt.Errorf("offset %d: unterminated array", l.start)
			}
			if l.b[l.i] == ']' {
				l.i++
				return t, nil
			}
			it, err := l.next()
			if err != nil {
				return nil, err
			}
			t.items = append(t.items, *it)
		}
	case c == '/':
		j := l.i + 1
		for j < len(l.b) && !isSpace(l.b[j]) && !isDelim(l.b[j]) {
			j++
		}
		t := &token{kind: name, text: string(l.b[l.i:j])}
		l.i = j
		return t, nil
	case c == ')' || c == '>' || c == ']' || c == '{' || c == '}':
		return nil, fmt.Errorf("offset %d: unexpected %q", l.i, c)
	}
	j := l.i
	for j < len(l.b) && !isSpace(l.b[j]) && !isDelim(l.b[j]) {
		j++
	}
	w := string(l.b[l.i:j])
	l.i = j
	if isNumber(w) {
		v, err := strconv.ParseFloat(w, 64)
		return &token{kind: num, text: w, ok: err == nil && !math.IsNaN(v) && !math.IsInf(v, 0)}, nil
	}
	if w == "true" || w == "false" || w == "null" {
		return &token{kind: 'v', text: w}, nil
	}
	return &token{kind: 'o', text: w}, nil
}

// isNumber reports whether w has the syntax of a PDF number: an optional
// sign, digits and at most one period (no exponent, no NaN or Inf).
func isNumber(w string) bool {
	if w == "" {
		return false
	}
	i := 0
	if w[0] == '+' || w[0] == '-' {
		i++
	}
	digits, dots := 0, 0
	for ; i < len(w); i++ {
		switch {
		case w[i] >= '0' && w[i] <= '9':
			digits++
		case w[i] == '.':
			dots++
		default:
			return false
		}
	}
	return digits > 0 && dots <= 1
}

func (l *lexer) skipSpace() {
	for l.i < len(l.b) && isSpace(l.b[l.i]) {
		l.i++
	}
}

// literal reads a (string) with nested parentheses and escapes.
func (l *lexer) literal() (*token, error) {
	depth := 0
	for j := l.i; j < len(l.b); j++ {
		switch l.b[j] {
		case '\\':
			j++
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				l.i = j + 1
				return &token{kind: str, text: "(...)"}, nil
			}
		}
	}
	return nil, fmt.Errorf("offset %d: unterminated string", l.start)
}

// dict reads a << dictionary >> of marked content.
func (l *lexer) dict() (*token, error) {
	start := l.start
	l.i += 2
	for {
		l.skipSpace()
		if l.i+1 < len(l.b) && l.b[l.i] == '>' && l.b[l.i+1] == '>' {
			l.i += 2
			return &token{kind: 'd', text: "<<...>>"}, nil
		}
		if l.i >= len(l.b) {
			return nil, fmt.Errorf("offset %d: unterminated dictionary", start)
		}
		if _, err := l.next(); err != nil {
			return nil, err
		}
	}
}

// skipInlineImage skips an inline image's data after ID, to its EI.
func (l *lexer) skipInlineImage() {
	for j := l.i + 1; j+2 < len(l.b); j++ {
		if isSpace(l.b[j]) && l.b[j+1] == 'E' && l.b[j+2] == 'I' && (j+3 == len(l.b) || isSpace(l.b[j+3])) {
			l.i = j + 1
			return
		}
	}
	l.i = len(l.b)
}
