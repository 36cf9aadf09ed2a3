// Package rulebook typesets a game's rules.md into a PDF rulebook.
package rulebook

import (
	"bytes"
	"fmt"
	"io"
	"sort"

	"codeberg.org/go-pdf/fpdf"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout/rulebook/internal/hyphen"
)

// Papers lists the accepted values of Options.Paper.
var Papers = []string{"a4", "letter", "a5-booklet"}

// Options say how to typeset a rulebook. The zero value typesets a
// standard-deck game on A4.
type Options struct {
	// Paper is "a4" (the default when empty), "letter", or "a5-booklet":
	// A5 pages imposed two to a side of A4 landscape in booklet order, to be
	// printed duplex (short-edge flip), folded and stapled.
	Paper string
	// CardIDs are the ids of a custom deck's cards (Tavern Tales: "HE1"),
	// which text may name like standard cards. Nil for standard-deck games.
	CardIDs map[string]IDStyle
	// CardImage draws a small image of a card in the rectangle x, y, w, h
	// (mm) of the current page. Nil draws a simple framed card.
	CardImage func(pdf *fpdf.Fpdf, n cards.Notation, x, y, w, h float64) error
	// Resolve supplies the generated content of the directives {{table
	// NAME}} and {{fact NAME}}; nil makes every directive an error.
	Resolve Resolver
}

// IDStyle is how a custom-deck card id is drawn.
type IDStyle struct {
	Suit   string   // suit name: "Hearts", "Wild Cards"
	Symbol string   // glyph drawn before the id ("★"), or "" for none
	Icon   string   // the suit's icon (templates), drawn before the id instead of Symbol
	Color  [3]uint8 // colour of the symbol and the id
	Label  string   // a short label for the default card image ("Heroic Claim")
}

// geometry is the logical page and its type sizes.
type geometry struct {
	w, h                      float64 // logical page, mm
	top, bottom, inner, outer float64 // margins, mm
	body                      float64 // body type size, pt
	sheetW, sheetH            float64 // physical page of the booklet, mm
	booklet                   bool
}

func paperGeometry(paper string) (geometry, error) {
	switch paper {
	case "", "a4":
		return geometry{w: 210, h: 297, top: 24, bottom: 22, inner: 22, outer: 22, body: 10}, nil
	case "letter":
		return geometry{w: 215.9, h: 279.4, top: 23, bottom: 21, inner: 24, outer: 24, body: 10}, nil
	case "a5-booklet":
		return geometry{w: 148, h: 210, top: 17, bottom: 16, inner: 14, outer: 14, body: 8.6, sheetW: 297, sheetH: 210, booklet: true}, nil
	}
	return geometry{}, fmt.Errorf("rulebook: unknown paper %q: want a4, letter or a5-booklet", paper)
}

// Typeset returns the PDF rulebook of the rules.md src; path names the file
// in error messages. Errors in the input come back together as a
// cards.ErrorList of "path:line:col: message" errors.
func Typeset(src []byte, path string, opts Options) ([]byte, error) {
	var buf bytes.Buffer
	if err := Write(&buf, src, path, opts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Write typesets the rules.md src and writes the PDF to w. Nothing is
// written when the input has errors.
func Write(w io.Writer, src []byte, path string, opts Options) error {
	b, err := layoutBook(src, path, opts)
	if err != nil {
		return err
	}
	return b.emit(w, opts)
}

// book is a typeset rulebook: pages of drawing operations, not yet a PDF.
type book struct {
	g         geometry
	fm        *FrontMatter
	pages     []*page
	anchors   map[string]anchorLoc
	order     []string // anchors in order of definition
	heads     []*headInfo
	tocLvl    int    // shallowest heading level in the table of contents
	boxes     []*box // the body's boxes, for tests; box.page + bodyFirst is its page
	bodyFirst int
}

type anchorLoc struct {
	page int // index into book.pages
	y    float64
}

// parseMarkdown parses the body of a rules.md (front matter blanked) with
// the GFM table extension, the typographer and cardstock's notation.
func parseMarkdown(body []byte, ids map[string]IDStyle) ast.Node {
	md := goldmark.New(goldmark.WithExtensions(extension.Table, typographer, newNotation(ids)))
	return md.Parser().Parse(text.NewReader(body))
}

// layoutBook parses, checks and lays out a rules.md.
func layoutBook(src []byte, path string, opts Options) (*book, error) {
	g, err := paperGeometry(opts.Paper)
	if err != nil {
		return nil, err
	}
	t := newTypesetter(src, path, g, opts)
	fm, errs := parseFrontMatter(src, path)
	t.errs = append(t.errs, errs...)
	_, _, body, _ := splitFrontMatter(src)
	doc, ok := t.parseBody(body, opts)
	if !ok {
		return nil, t.errs
	}
	t.check(doc)
	if fm == nil {
		fm = &FrontMatter{pos: map[string]cards.Pos{}}
	}
	t.hy = hyphen.For(fm.Language)
	if fm.Language == "" {
		t.hy = hyphen.For("en")
	}
	b := t.typeset(fm, doc)
	if len(t.errs) > 0 {
		t.errs.Sort()
		return nil, dedupe(t.errs)
	}
	return b, nil
}

// dedupe drops repeated identical errors (a glyph missing in the TOC and in
// the heading it lists is one mistake).
func dedupe(l cards.ErrorList) cards.ErrorList {
	seen := map[string]bool{}
	var out cards.ErrorList
	for _, e := range l {
		s := e.Error()
		if !seen[s] {
			seen[s] = true
			out = append(out, e)
		}
	}
	return out
}

// sortedKeys returns a map's keys in order, for deterministic output.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// parseBody fills in the body's directives from opts.Resolve and parses
// it with goldmark; ok is false, with t.errs sorted, when it nests too
// deep to typeset.
func (t *typesetter) parseBody(body []byte, opts Options) (doc ast.Node, ok bool) {
	t.src = body
	if expanded, splices := t.expandDirectives(body, opts.Resolve); splices != nil {
		t.src, t.orig, t.splices = expanded, body, splices
	}
	doc = parseMarkdown(t.src, opts.CardIDs)
	if !t.checkDepth(doc) {
		t.errs.Sort()
		return nil, false
	}
	return doc, true
}
