package rulebook

import (
	"strings"
	"sync"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"
	"github.com/yuin/goldmark/ast"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/rulebook/internal/hyphen"
	"github.com/cardstock/cardstock/templates"
)

type rgb [3]uint8

// Colours of the rulebook.
var (
	black     = rgb{0x1a, 0x1a, 0x1a}
	red       = rgb{0xc0, 0x18, 0x20}
	grey      = rgb{0x6b, 0x6b, 0x6b}
	linkBlue  = rgb{0x1d, 0x4e, 0x89}
	jokerInk  = rgb{0x5b, 0x2a, 0x86}
	accent    = rgb{0x7a, 0x4e, 0x1d}
	flavourBg = rgb{0xf6, 0xf0, 0xe3}
	exampleBg = rgb{0xed, 0xf2, 0xf7}
	exampleBr = rgb{0x3d, 0x6b, 0x99}
	codeBg    = rgb{0xf2, 0xf2, 0xf2}
	ruleGrey  = rgb{0xb0, 0xb0, 0xb0}
	headBg    = rgb{0xe6, 0xe1, 0xd6}
)

// font is a face at a size in points.
type font struct {
	fam, style string
	size       float64
}

// frag is a run of text in one font and colour: part of a word.
type frag struct {
	text string
	f    font
	col  rgb
	link string // anchor of an internal link
	url  string // external link
	w    float64
	arms uint8  // a box-drawing character drawn as lines (see boxArms)
	icon string // an icon drawn in place of text, as wide as the font is high
	// nohyph: never hyphenated (card notation, references); see hyphenatable
	nohyph bool
}

// word is text between spaces; brk ends the line after it.
type word struct {
	frags []frag
	w     float64
	brk   bool
}

// istyle is the inline style in force.
type istyle struct {
	sans, bold, italic, mono bool
	size                     float64
	col                      rgb
	link, url                string
}

func (s istyle) font() font {
	switch {
	case s.mono:
		return font{templates.Mono, "", s.size}
	case s.sans:
		return font{templates.Sans, styleCode(s.bold, s.italic), s.size}
	}
	return font{templates.Serif, styleCode(s.bold, s.italic), s.size}
}

func styleCode(bold, italic bool) string {
	switch {
	case bold && italic:
		return "BI"
	case bold:
		return "B"
	case italic:
		return "I"
	}
	return ""
}

// typesetter holds the state of one typesetting run.
type typesetter struct {
	src     []byte
	lines   *cards.Lines // where src's lines start, made on first use
	path    string
	g       geometry
	opts    Options
	errs    cards.ErrorList
	defined map[string]cards.Pos
	images  map[*ast.Image][]cards.Notation
	widths  map[widthKey]float64
	glyphs  map[glyphKey]face
	missing map[missingKey]bool
	scale   float64 // body size / 10
	hy      *hyphen.Patterns
	orig    []byte   // the body as in the file, when src has generated text
	splices []splice // where src differs from orig

	boxes     []*box      // the body's vertical flow
	heads     []*headInfo // the body's headings in order
	marker    *op         // list marker waiting for the item's first line
	listDepth int
}

type missingKey struct {
	file string
	line int
	r    rune
}

type widthKey struct {
	fam, style, s string
}

type glyphKey struct {
	fam, style string
	r          rune
}

func newTypesetter(src []byte, path string, g geometry, opts Options) *typesetter {
	t := &typesetter{
		src: src, path: path, g: g, opts: opts,
		images:  map[*ast.Image][]cards.Notation{},
		widths:  map[widthKey]float64{},
		glyphs:  map[glyphKey]face{},
		missing: map[missingKey]bool{},
		scale:   g.body / 10,
	}
	return t
}

// measurer measures text for every typesetting run with one fpdf
// document, so that laying out needs no document of its own.
var measurer struct {
	sync.Mutex
	pdf *fpdf.Fpdf
}

// width returns the width in mm of s in font f.
func (t *typesetter) width(s string, f font) float64 {
	k := widthKey{f.fam, f.style, s}
	w, ok := t.widths[k]
	if !ok {
		measurer.Lock()
		if measurer.pdf == nil {
			measurer.pdf = layout.NewPDF(100, 100, "")
		}
		layout.SetFont(measurer.pdf, f.fam, f.style, 10)
		w = measurer.pdf.GetStringWidth(s)
		measurer.Unlock()
		t.widths[k] = w
	}
	return w * f.size / 10
}

// faceFor returns the face that draws r in the style of f: f's own face,
// else DejaVu Sans in the same style, else DejaVu Sans regular; a zero face
// when no font has the glyph.
func (t *typesetter) faceFor(f font, r rune) face {
	k := glyphKey{f.fam, f.style, r}
	if fc, ok := t.glyphs[k]; ok {
		return fc
	}
	var fc face
	switch {
	case !missing(f.fam, f.style, r):
		fc = face{f.fam, f.style}
	case !missing(templates.Sans, f.style, r):
		fc = face{templates.Sans, f.style}
	case !missing(templates.Sans, "", r):
		fc = face{templates.Sans, ""}
	}
	t.glyphs[k] = fc
	return fc
}

type face struct{ fam, style string }

func missing(fam, style string, r rune) bool {
	_, m := layout.MissingGlyph(fam, style, string(r))
	return m
}

// runs splits s into frags by the face that can draw each character and
// colours suit symbols; a character no font has is reported at offset (the
// byte offset of s in the source, or -1 with p set).
func (t *typesetter) runs(s string, st istyle, offset int, p cards.Pos) []frag {
	base := st.font()
	var out []frag
	var cur strings.Builder
	curF, curC := font{}, rgb{}
	flush := func() {
		if cur.Len() > 0 {
			txt := cur.String()
			out = append(out, frag{text: txt, f: curF, col: curC, link: st.link, url: st.url, w: t.width(txt, curF)})
			cur.Reset()
		}
	}
	for i, r := range s {
		fc := t.faceFor(base, r)
		if fc.fam == "" {
			ep := p
			if offset >= 0 {
				ep = t.pos(offset + i)
			}
			// one message per character and line is enough
			k := missingKey{ep.File, ep.Line, r}
			if !t.missing[k] {
				t.missing[k] = true
				t.errs.Add(ep, "rulebook: %v", layout.CheckGlyphs(base.fam, base.style, string(r), "text"))
			}
			continue
		}
		f := font{fc.fam, fc.style, base.size}
		c := st.col
		switch r {
		case '♥', '♦', '♡', '♢':
			c = red
		case '♠', '♣', '♤', '♧':
			c = black
		}
		if f != curF || c != curC {
			flush()
			curF, curC = f, c
		}
		cur.WriteRune(r)
	}
	flush()
	return out
}

// inliner gathers the words of a block of running text.
type inliner struct {
	t      *typesetter
	words  []word
	cur    word
	images []*ast.Image
	nohyph bool // the frags added are not to be hyphenated
}

func (b *inliner) endWord() {
	if len(b.cur.frags) > 0 {
		b.words = append(b.words, b.cur)
	}
	b.cur = word{}
}

// addFrags appends frags to the current word, merging runs of one style.
func (b *inliner) addFrags(fs []frag) {
	for _, f := range fs {
		f.nohyph = f.nohyph || b.nohyph
		n := len(b.cur.frags)
		if n > 0 && f.text != "" && b.cur.frags[n-1].text != "" {
			last := &b.cur.frags[n-1]
			if last.f == f.f && last.col == f.col && last.link == f.link && last.url == f.url && last.arms == 0 && f.arms == 0 && last.nohyph == f.nohyph {
				last.text += f.text
				last.w += f.w
				b.cur.w += f.w
				continue
			}
		}
		b.cur.frags = append(b.cur.frags, f)
		b.cur.w += f.w
	}
}

// text adds running text, breaking words at spaces.
func (b *inliner) text(s string, st istyle, offset int) {
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' || s[i] == '\t' || s[i] == '\n' {
			if i > start {
				off := -1
				if offset >= 0 {
					off = offset + start
				}
				b.addFrags(b.t.runs(s[start:i], st, off, cards.Pos{File: b.t.path}))
			}
			if i < len(s) {
				b.endWord()
			}
			start = i + 1
		}
	}
}

func (b *inliner) hardBreak() {
	if len(b.cur.frags) > 0 {
		b.cur.brk = true
		b.endWord()
	} else if n := len(b.words); n > 0 {
		b.words[n-1].brk = true
	}
}

// finish returns the words gathered.
func (b *inliner) finish() []word {
	b.endWord()
	return b.words
}

// inlines converts the inline children of n.
func (b *inliner) inlines(n ast.Node, st istyle) {
	t := b.t
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			b.text(unescape(c.Value(t.src)), st, c.Segment.Start)
			if c.HardLineBreak() {
				b.hardBreak()
			} else if c.SoftLineBreak() {
				b.endWord()
			}
		case *ast.String:
			b.text(string(c.Value), st, -1)
		case *ast.CodeSpan:
			cs := st
			cs.mono, cs.size = true, st.size*0.92
			for g := c.FirstChild(); g != nil; g = g.NextSibling() {
				if tx, ok := g.(*ast.Text); ok {
					b.text(string(tx.Value(t.src)), cs, tx.Segment.Start)
				}
			}
		case *ast.Emphasis:
			es := st
			if c.Level >= 2 {
				es.bold = true
			} else {
				es.italic = !st.italic
			}
			b.inlines(c, es)
		case *ast.Link:
			ls := st
			ls.col, ls.url = linkBlue, string(c.Destination)
			b.inlines(c, ls)
		case *ast.AutoLink:
			ls := st
			ls.col, ls.url = linkBlue, string(c.URL(t.src))
			b.text(string(c.Label(t.src)), ls, -1)
		case *ast.Image:
			b.images = append(b.images, c)
		case *CardNode:
			b.card(c.Notation, st, c.Offset)
		case *RefNode:
			rs := st
			rs.col, rs.link = linkBlue, "n:"+c.Number
			b.nohyph = true
			b.text("§"+c.Number, rs, c.Offset)
			b.nohyph = false
		case *ast.RawHTML:
			// inline HTML (comments, <br>) is not typeset
		default:
			b.inlines(c, st)
		}
	}
}

// card adds card notation: the rank in bold and the suit in its colour, or
// a custom id with its suit symbol in the suit's colour.
func (b *inliner) card(n cards.Notation, st istyle, offset int) {
	b.nohyph = true
	defer func() { b.nohyph = false }()
	cs := st
	cs.bold = true
	if n.ID != "" {
		sty := b.t.opts.CardIDs[n.ID]
		cs.col = rgb(sty.Color)
		switch {
		case sty.Icon != "":
			// The suit's own icon, as printed on the cards: no font has a
			// trumpet or a jester's cap.
			b.addFrags([]frag{{icon: sty.Icon, f: cs.font(), col: cs.col, w: cs.size * ptmm * 1.05}})
		case sty.Symbol != "":
			b.addFrags(b.t.runs(sty.Symbol, cs, -1, b.t.pos(offset)))
		}
		b.addFrags(b.t.runs(n.ID, cs, offset, cards.Pos{}))
		return
	}
	c := n.Card
	if c.IsJoker() {
		cs.col = jokerInk
		b.addFrags(b.t.runs(c.String(), cs, offset, cards.Pos{}))
		return
	}
	if cs.link == "" && cs.url == "" {
		cs.col = black
	}
	b.addFrags(b.t.runs(c.Rank().String(), cs, offset, cards.Pos{}))
	b.addFrags(b.t.runs(c.Suit().String(), cs, offset, cards.Pos{}))
}

// plainWords converts plain text (front matter, generated text) to words.
func (t *typesetter) plainWords(s string, st istyle, p cards.Pos) []word {
	b := &inliner{t: t}
	for i, part := range strings.Fields(s) {
		_ = i
		b.addFrags(t.runs(part, st, -1, p))
		b.endWord()
	}
	return b.finish()
}

func decodeRune(s string) (rune, int) { return utf8.DecodeRuneInString(s) }
