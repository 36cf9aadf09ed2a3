package rulebook

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/cardstock/cardstock/cards"
)

// KindCard and KindRef are the node kinds of card notation and §references
// in running text.
var (
	KindCard = ast.NewNodeKind("Card")
	KindRef  = ast.NewNodeKind("Ref")
)

// CardNode is card notation found in text: "Q♠", "JK", or a custom-deck id.
// Err is set, and Notation empty, when the text has the shape of a card
// but names none ("1♠", "HE9").
type CardNode struct {
	ast.BaseInline
	Notation cards.Notation
	Source   string // as written
	Offset   int    // byte offset in the source
	Err      error
}

// Kind implements ast.Node.
func (n *CardNode) Kind() ast.NodeKind { return KindCard }

// Dump implements ast.Node.
func (n *CardNode) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Source": n.Source}, nil)
}

// RefNode is a reference to a rule or section number: "§4.2".
type RefNode struct {
	ast.BaseInline
	Number string // "4.2"
	Offset int
}

// Kind implements ast.Node.
func (n *RefNode) Kind() ast.NodeKind { return KindRef }

// Dump implements ast.Node.
func (n *RefNode) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Number": n.Number}, nil)
}

// notation is the goldmark extension that finds card notation and rule
// references in text. It works as an AST transformer over Text nodes rather
// than as an inline parser: goldmark offers inline parsers only ASCII
// punctuation, spaces and line starts as triggers, so "**Q♠**" or "x§4"
// would be missed.
type notation struct {
	// ids are the custom deck's card ids and prefixes are their first two
	// letters; both nil for standard-deck games.
	ids      map[string]IDStyle
	prefixes map[string]bool
}

func newNotation(ids map[string]IDStyle) *notation {
	n := &notation{ids: ids}
	if ids != nil {
		n.prefixes = map[string]bool{}
		for id := range ids {
			if len(id) >= 2 {
				n.prefixes[id[:2]] = true
			}
		}
	}
	return n
}

// Extend implements goldmark.Extender.
func (n *notation) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(n, 500)))
}

// Transform implements parser.ASTTransformer.
func (n *notation) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	var texts []*ast.Text
	_ = ast.Walk(doc, func(node ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch node.Kind() {
		case ast.KindCodeSpan, ast.KindCodeBlock, ast.KindFencedCodeBlock, ast.KindHTMLBlock, ast.KindRawHTML, ast.KindAutoLink:
			return ast.WalkSkipChildren, nil
		case ast.KindText:
			texts = append(texts, node.(*ast.Text))
		}
		return ast.WalkContinue, nil
	})
	for _, t := range texts {
		n.split(t, src)
	}
}

// split replaces a Text node by text, card and reference nodes.
func (n *notation) split(t *ast.Text, src []byte) {
	seg := t.Segment
	s := string(seg.Value(src))
	parent := t.Parent()
	var pieces []ast.Node
	last := 0
	emit := func(start, end int, node ast.Node) {
		if start > last {
			pieces = append(pieces, ast.NewTextSegment(text.NewSegment(seg.Start+last, seg.Start+start)))
		}
		pieces = append(pieces, node)
		last = end
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '§' {
			j := i + size
			k := scanNumber(s, j)
			if k > j {
				ref := &RefNode{Number: s[j:k], Offset: seg.Start + i}
				emit(i, k, ref)
				i = k
				continue
			}
			i += size
			continue
		}
		if !isWordRune(r) || (i > 0 && isWordRune(prevRune(s, i))) {
			i += size
			continue
		}
		j := i
		for j < len(s) {
			r2, sz := utf8.DecodeRuneInString(s[j:])
			if r2 >= utf8.RuneSelf || !isWordRune(r2) {
				break
			}
			j += sz
		}
		if j == i { // a non-ASCII letter starts a word: skip the word
			for j < len(s) {
				r2, sz := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r2) {
					break
				}
				j += sz
			}
			i = j
			continue
		}
		word := s[i:j]
		if sr, sz := utf8.DecodeRuneInString(s[j:]); isSuitRune(sr) {
			end := j + sz
			node := &CardNode{Source: s[i:end], Offset: seg.Start + i}
			if c, err := cards.Parse(s[i:end]); err != nil || !isRankWord(word) {
				node.Err = fmt.Errorf("rulebook: %q is not card notation: a suit symbol must follow a rank (A 2-10 J Q K, T for 10)", s[i:end])
			} else {
				node.Notation = cards.Notation{Card: c}
			}
			emit(i, end, node)
			i = end
			continue
		}
		if next, _ := utf8.DecodeRuneInString(s[j:]); j < len(s) && isWordRune(next) {
			// a word continues with a non-ASCII letter: not notation
			i = j
			continue
		}
		switch {
		case word == "JK" || word == "JK1" || word == "JK2":
			c, _ := cards.Parse(word)
			emit(i, j, &CardNode{Source: word, Offset: seg.Start + i, Notation: cards.Notation{Card: c}})
		case n.ids != nil && cards.LooksLikeID(word) && n.prefixes[word[:2]]:
			node := &CardNode{Source: word, Offset: seg.Start + i}
			nt, err := cards.ParseNotation(word, func(id string) bool { _, ok := n.ids[id]; return ok })
			if err != nil {
				node.Err = fmt.Errorf("rulebook: %q: no card of the deck has that id", word)
			} else {
				node.Notation = nt
			}
			emit(i, j, node)
		}
		i = j
	}
	if len(pieces) == 0 {
		return
	}
	if last < len(s) {
		rest := ast.NewTextSegment(text.NewSegment(seg.Start+last, seg.Stop))
		rest.SetSoftLineBreak(t.SoftLineBreak())
		rest.SetHardLineBreak(t.HardLineBreak())
		pieces = append(pieces, rest)
	} else if t.SoftLineBreak() || t.HardLineBreak() {
		// keep the line break on an empty text node after the last piece
		br := ast.NewTextSegment(text.NewSegment(seg.Stop, seg.Stop))
		br.SetSoftLineBreak(t.SoftLineBreak())
		br.SetHardLineBreak(t.HardLineBreak())
		pieces = append(pieces, br)
	}
	for _, p := range pieces {
		parent.InsertBefore(parent, t, p)
	}
	parent.RemoveChild(parent, t)
}

// scanNumber returns the end of a rule number "4", "4.2", "4.2.1" starting
// at i; a trailing dot is not part of it.
func scanNumber(s string, i int) int {
	end := i
	j := i
	for {
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k == j {
			return end
		}
		end = k
		if k+1 < len(s) && s[k] == '.' && s[k+1] >= '0' && s[k+1] <= '9' {
			j = k + 1
			continue
		}
		return end
	}
}

func prevRune(s string, i int) rune {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func isSuitRune(r rune) bool { return strings.ContainsRune("♠♥♦♣♤♡♢♧", r) }

func isRankWord(w string) bool {
	switch w {
	case "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K":
		return true
	}
	return false
}
