package rulebook

import (
	"bytes"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	"github.com/cardstock/cardstock/cards"
)

var (
	headingNumber = regexp.MustCompile(`^(\d+(?:\.\d+)*)\.?\s`)
	ruleNumber    = regexp.MustCompile(`^(\d+(?:\.\d+)+) `)
)

// pos converts a byte offset of the source to a position.
func (t *typesetter) pos(offset int) cards.Pos {
	if offset < 0 {
		return cards.Pos{File: t.path}
	}
	src := t.src
	if t.orig != nil {
		// the source has generated text in it: map back to the file
		src, offset = t.orig, origOffset(t.splices, offset)
	}
	offset = min(offset, len(src))
	if len(src) == 0 {
		return cards.Pos{File: t.path, Line: 1, Col: 1}
	}
	// the offsets where lines start, found once (as cards.LineCol counts)
	if t.lineSrc == nil || &t.lineSrc[0] != &src[0] || len(t.lineSrc) != len(src) {
		t.lineSrc, t.lineStarts = src, []int{0}
		for i, c := range src {
			if c == '\n' {
				t.lineStarts = append(t.lineStarts, i+1)
			}
		}
	}
	line := sort.SearchInts(t.lineStarts, offset+1) // lines starting at or before offset
	start := t.lineStarts[line-1]
	return cards.Pos{File: t.path, Line: line, Col: utf8.RuneCount(src[start:offset]) + 1}
}

// nodePos is the position of a block or inline node.
func (t *typesetter) nodePos(n ast.Node) cards.Pos {
	if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
		return t.pos(n.Lines().At(0).Start)
	}
	if p := n.Pos(); p >= 0 {
		return t.pos(p)
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if p := t.nodePos(c); p.Line > 0 {
			return p
		}
	}
	return cards.Pos{File: t.path}
}

// leadingText returns the plain text at the start of a block up to its
// first non-text inline, and the offset where it starts.
func (t *typesetter) leadingText(n ast.Node) (string, int) {
	var b strings.Builder
	start := -1
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		tx, ok := c.(*ast.Text)
		if !ok {
			break
		}
		if start < 0 {
			start = tx.Segment.Start
		}
		b.Write(tx.Value(t.src))
		if tx.SoftLineBreak() || tx.HardLineBreak() {
			b.WriteByte(' ')
		}
	}
	return b.String(), start
}

// headingNum returns the number of a numbered heading ("4.2"), or "".
func (t *typesetter) headingNum(h *ast.Heading) string {
	s, _ := t.leadingText(h)
	if m := headingNumber.FindStringSubmatch(s + " "); m != nil {
		return m[1]
	}
	return ""
}

// ruleNum returns the rule number a paragraph starts with ("4.2.1"), or "".
func (t *typesetter) ruleNum(p ast.Node) string {
	s, _ := t.leadingText(p)
	if m := ruleNumber.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return ""
}

// check collects the numbered headings and rules, then reports
// references to no rule, bad card notation, and images that are not card
// images.
func (t *typesetter) check(doc ast.Node) {
	defined := map[string]cards.Pos{}
	define := func(num string, n ast.Node) {
		p := t.nodePos(n)
		if first, dup := defined[num]; dup {
			t.errs.Add(p, "rulebook: number %s is defined twice (first at line %d)", num, first.Line)
			return
		}
		defined[num] = p
	}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			if num := t.headingNum(n); num != "" {
				define(num, n)
			}
		case *ast.Paragraph, *ast.TextBlock:
			if num := t.ruleNum(n); num != "" {
				define(num, n)
			}
		}
		return ast.WalkContinue, nil
	})
	t.defined = defined
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *CardNode:
			if n.Err != nil {
				t.errs.Append(t.pos(n.Offset), n.Err)
			}
		case *RefNode:
			if _, ok := defined[n.Number]; !ok {
				t.errs.Add(t.pos(n.Offset), "rulebook: §%s refers to no rule or section: number headings (\"## 4 Play\") and rules (\"4.2.1 ...\") to refer to them", n.Number)
			}
		case *ast.Image:
			t.cardImages(n)
		case *ast.HTMLBlock:
			if !isComment(n, t.src) {
				t.errs.Add(t.nodePos(n), "rulebook: raw HTML is not typeset: write Markdown (HTML comments are allowed)")
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
}

func isComment(n *ast.HTMLBlock, src []byte) bool {
	var b bytes.Buffer
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		b.Write(seg.Value(src))
	}
	s := bytes.TrimSpace(b.Bytes())
	return bytes.HasPrefix(s, []byte("<!--")) && bytes.HasSuffix(s, []byte("-->"))
}

// cardImages parses the cards of an image "card:Q♠,10♥,JK" and remembers
// them; any other image is an error.
func (t *typesetter) cardImages(n *ast.Image) []cards.Notation {
	if got, ok := t.images[n]; ok {
		return got
	}
	dest := string(n.Destination)
	p, off := t.destPos(n)
	if !strings.HasPrefix(dest, "card:") {
		t.errs.Add(p, "rulebook: image %q: only card images are typeset: write ![caption](card:Q♠,10♥,JK)", dest)
		t.images[n] = nil
		return nil
	}
	list := dest[len("card:"):]
	var known func(string) bool
	if t.opts.CardIDs != nil {
		known = func(id string) bool { _, ok := t.opts.CardIDs[id]; return ok }
	}
	var out []cards.Notation
	for _, tok := range cards.Fields(list) {
		nt, err := cards.ParseNotation(tok.Text, known)
		if err != nil {
			tp := p
			if off >= 0 {
				tp = t.pos(off + len("card:") + byteIndex(list, tok.Col))
			}
			t.errs.Add(tp, "rulebook: card image: %v", err)
			continue
		}
		out = append(out, nt)
	}
	if len(out) == 0 && len(cards.Fields(list)) == 0 {
		t.errs.Add(p, "rulebook: card image with no cards: write ![caption](card:Q♠,10♥,JK)")
	}
	t.images[n] = out
	return out
}

// byteIndex converts a 1-based column in characters to a byte index of s.
func byteIndex(s string, col int) int {
	i := 0
	for n := 1; n < col && i < len(s); n++ {
		_, size := decodeRune(s[i:])
		i += size
	}
	return i
}

// destPos finds the link destination of an image in the source: goldmark
// keeps no offset for it. It returns the position and byte offset, or the
// image's own position and -1.
func (t *typesetter) destPos(n *ast.Image) (cards.Pos, int) {
	start := n.Pos()
	if start < 0 {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if tx, ok := c.(*ast.Text); ok {
				start = tx.Segment.Start
				break
			}
		}
	}
	if start < 0 {
		return t.nodePos(n), -1
	}
	dest := n.Destination
	if i := bytes.Index(t.src[start:], []byte("]("+string(dest))); i >= 0 && len(dest) > 0 {
		off := start + i + 2
		return t.pos(off), off
	}
	return t.pos(start), -1
}

// unescape resolves backslash escapes and entities in text as CommonMark
// renderers do.
func unescape(b []byte) string {
	if bytes.IndexByte(b, '\\') < 0 && bytes.IndexByte(b, '&') < 0 {
		return string(b)
	}
	return string(util.UnescapePunctuations(util.ResolveNumericReferences(util.ResolveEntityNames(b))))
}
