package rulebook

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/cardstock/cardstock/cards"
)

// ptmm converts points to millimetres.
const ptmm = 25.4 / 72

type opKind uint8

const (
	opText   opKind = iota // text at x, baseline y
	opFill                 // filled rectangle
	opStroke               // outlined rectangle (lw)
	opLine                 // line from x, y to x+w, y+h (lw)
	opLink                 // internal link area to anchor target
	opURL                  // external link area to target
	opCard                 // card image in the rectangle
	opIcon                 // icon text (a templates icon name) in a square of side w, baseline y
)

// op is one drawing operation, in mm; y grows downwards.
type op struct {
	kind       opKind
	x, y, w, h float64
	text       string
	f          font
	col        rgb
	lw         float64
	target     string
	card       cards.Notation
}

// decor is a background band behind the boxes of a flavour box, example or
// code block: a fill and an optional bar at its left edge.
type decor struct {
	x, w float64
	bg   rgb
	bar  rgb
	barW float64
}

// box is an unbreakable piece of the vertical flow: a line of text, a table
// row, a row of card images.
type box struct {
	h, before  float64 // height; space above, dropped at the top of a page
	keep       bool    // keep on the page of the next box
	keepNext   int     // keep on the page of the next boxes, this many, up to a heading
	label      bool    // the last line of a heading or of a bold label
	inHeading  bool    // a line of a heading
	page       int     // where paginate put it: index into the pages it returned
	ops        []op    // relative to the box's top
	decor      []decor
	decorNew   int     // decor[decorNew:] start at this box: the space above is not theirs
	markerBase float64 // baseline for a pending list marker; < 0: none here
	header     *box    // table header to repeat when a page starts with this box
	anchors    []string
	head       *headInfo
}

// headInfo is a heading: for the table of contents, the bookmarks and the
// running header.
type headInfo struct {
	level  int
	text   string
	anchor string
}

// page is one logical page of the rulebook.
type page struct {
	ops   []op
	heads []*headInfo
	blank bool
}

// flow is the horizontal frame and base style blocks are set in.
type flow struct {
	x, w  float64
	decor []decor
	st    istyle
}

type align uint8

const (
	alignJustify align = iota
	alignLeft
	alignCenter
	alignRight
)

// line is a laid-out line: its height and its operations relative to its
// top.
type line struct {
	h    float64
	base float64
	ops  []op
}

// setLines breaks words into lines of width w starting at x and sets them.
func (t *typesetter) setLines(words []word, x, w float64, al align, lead float64, space float64) []line {
	var out []line
	i := 0
	owned := false // words is a copy that hyphenation may change
	hyphens := 0   // lines in a row that end in a hyphen
	for i < len(words) {
		j := i
		natural := words[i].w
		for j+1 < len(words) && !words[j].brk && natural+space+words[j+1].w <= w+0.001 {
			j++
			natural += space + words[j].w
		}
		// A justified line that would be loose takes the first part of
		// the next word, hyphenated; never three lines in a row.
		if al == alignJustify && j+1 < len(words) && !words[j].brk && hyphens < 2 && t.loose(w-natural, j-i, space) {
			if a, b, ok := t.splitWord(words[j+1], w-natural-space); ok {
				if !owned {
					words = append([]word(nil), words...)
					owned = true
				}
				words = append(words[:j+1], append([]word{a, b}, words[j+2:]...)...)
				j++
				natural += space + a.w
			}
		}
		if strings.HasSuffix(lastText(words[j]), "-") && j+1 < len(words) {
			hyphens++
		} else {
			hyphens = 0
		}
		ln := words[i : j+1]
		last := j+1 == len(words) || words[j].brk
		lh, maxSize := lead, 0.0
		for _, wd := range ln {
			for _, f := range wd.frags {
				if f.f.size > maxSize {
					maxSize = f.f.size
				}
			}
		}
		if need := maxSize * 1.28 * ptmm; need > lh {
			lh = need
		}
		base := lh/2 + maxSize*ptmm*0.36
		gap := space
		cx := x
		switch al {
		case alignJustify:
			if !last && len(ln) > 1 {
				gap = space + (w-natural)/float64(len(ln)-1)
			}
		case alignCenter:
			cx += (w - natural) / 2
		case alignRight:
			cx += w - natural
		}
		var ops []op
		for _, wd := range ln {
			for _, f := range wd.frags {
				if f.arms != 0 {
					ops = append(ops, boxOps(f.arms, cx, f.w, lh, f.f.size, f.col)...)
				}
				if f.icon != "" {
					ops = append(ops, op{kind: opIcon, x: cx, y: base, w: f.w, text: f.icon, col: f.col})
					cx += f.w
					continue
				}
				if f.text == "" { // a gap, as dropSpaces leaves, or a box-drawing character
					cx += f.w
					continue
				}
				ops = append(ops, op{kind: opText, x: cx, y: base, text: f.text, f: f.f, col: f.col})
				if f.link != "" {
					ops = append(ops, op{kind: opLink, x: cx, y: 0, w: f.w, h: lh, target: f.link})
				} else if f.url != "" {
					ops = append(ops, op{kind: opURL, x: cx, y: 0, w: f.w, h: lh, target: f.url})
				}
				cx += f.w
			}
			cx += gap
		}
		out = append(out, line{h: lh, base: base, ops: ops})
		i = j + 1
	}
	return out
}

// add appends boxes to the flow, giving a pending list marker to the first
// box of text.
func (t *typesetter) add(bs ...*box) {
	for _, b := range bs {
		if t.marker != nil && b.markerBase >= 0 {
			m := *t.marker
			m.y = b.markerBase
			b.ops = append(b.ops, m)
			t.marker = nil
		}
		t.boxes = append(t.boxes, b)
	}
}

// textBoxes sets words as one box per line.
func (t *typesetter) textBoxes(words []word, fl flow, al align, before, lead float64) []*box {
	space := t.width(" ", fl.st.font())
	var out []*box
	for i, ln := range t.setLines(words, fl.x, fl.w, al, lead, space) {
		b := &box{h: ln.h, ops: ln.ops, decor: fl.decor, decorNew: len(fl.decor), markerBase: ln.base}
		if i == 0 {
			b.before = before
		}
		out = append(out, b)
	}
	return out
}

// body lays out the document's blocks.
func (t *typesetter) body(doc ast.Node) {
	fl := flow{x: t.g.inner, w: t.g.w - t.g.inner - t.g.outer, st: t.bodyStyle()}
	t.blocks(doc, fl, false, 0)
}

func (t *typesetter) bodyStyle() istyle {
	return istyle{size: t.g.body, col: black}
}

func (t *typesetter) lead(size float64) float64 { return size * 1.38 * ptmm }

func (t *typesetter) parSkip() float64 { return t.lead(t.g.body) * 0.55 }

// blocks lays out the block children of n; the first gets before.
func (t *typesetter) blocks(n ast.Node, fl flow, tight bool, before float64) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		t.block(c, fl, tight, before)
		before = t.parSkip()
		if tight {
			before = t.lead(t.g.body) * 0.15
		}
	}
}

func (t *typesetter) block(n ast.Node, fl flow, tight bool, before float64) {
	switch n := n.(type) {
	case *ast.Heading:
		t.heading(n, fl)
	case *ast.Paragraph:
		t.paragraph(n, fl, before)
	case *ast.TextBlock:
		t.paragraph(n, fl, before)
	case *ast.List:
		t.list(n, fl, before)
	case *ast.Blockquote:
		t.quote(n, fl, before)
	case *ast.FencedCodeBlock:
		info := ""
		if n.Info != nil {
			info = strings.TrimSpace(string(n.Info.Segment.Value(t.src)))
		}
		t.code(n, fl, before, info == "transcript" || strings.HasPrefix(info, "transcript "))
	case *ast.CodeBlock:
		t.code(n, fl, before, false)
	case *ast.ThematicBreak:
		w := fl.w * 0.3
		lh := t.lead(t.g.body) * 1.2
		t.add(&box{h: lh, before: before, decor: fl.decor, decorNew: len(fl.decor), markerBase: -1,
			ops: []op{{kind: opLine, x: fl.x + (fl.w-w)/2, y: lh / 2, w: w, lw: 0.3, col: accent}}})
	case *ast.HTMLBlock:
		// comments; other HTML was reported by check
	default:
		if tb, ok := n.(*east.Table); ok {
			t.table(tb, fl, before)
			return
		}
		t.blocks(n, fl, tight, before)
	}
}

var headingSizes = [...]float64{0, 17, 13.5, 11.2, 10.2, 10, 10}

func (t *typesetter) heading(n *ast.Heading, fl flow) {
	lvl := min(n.Level, 6)
	size := headingSizes[lvl] * t.scale
	st := istyle{sans: true, bold: true, size: size, col: black}
	if lvl <= 2 {
		st.col = accent
	}
	b := &inliner{t: t}
	b.inlines(n, st)
	words := b.finish()
	lead := t.lead(t.g.body)
	before := []float64{0, 2.4, 1.9, 1.3, 1.0, 1.0, 1.0}[lvl] * lead
	bs := t.textBoxes(words, fl, alignLeft, before, size*1.3*ptmm)
	if len(bs) == 0 {
		return
	}
	anchor := "h:" + strconv.Itoa(len(t.heads))
	hi := &headInfo{level: lvl, text: plainText(words), anchor: anchor}
	t.heads = append(t.heads, hi)
	bs[0].anchors = []string{anchor}
	if num := t.headingNum(n); num != "" {
		bs[0].anchors = append(bs[0].anchors, "n:"+num)
	}
	bs[0].head = hi
	for _, b := range bs {
		b.keep, b.inHeading = true, true
	}
	last := bs[len(bs)-1]
	// two lines of what follows, or its first table row, come along
	last.keepNext, last.label = 2, true
	if lvl <= 2 {
		last.ops = append(last.ops, op{kind: opLine, x: fl.x, y: last.h + 0.6, w: fl.w, lw: 0.25, col: accent})
		last.h += 1.2
	}
	t.add(bs...)
}

// plainText returns the text of words.
func plainText(ws []word) string {
	var b strings.Builder
	for i, w := range ws {
		if i > 0 {
			b.WriteByte(' ')
		}
		for _, f := range w.frags {
			b.WriteString(f.text)
		}
	}
	return b.String()
}

func (t *typesetter) paragraph(n ast.Node, fl flow, before float64) {
	b := &inliner{t: t}
	b.inlines(n, fl.st)
	words := b.finish()
	var anchors []string
	if num := t.ruleNum(n); num != "" && len(words) > 0 && plainText(words[:1]) == num {
		w := &words[0]
		w.w = 0
		for i := range w.frags {
			f := &w.frags[i]
			f.f.style = styleCode(true, strings.Contains(f.f.style, "I"))
			f.w = t.width(f.text, f.f)
			w.w += f.w
		}
		anchors = append(anchors, "n:"+num)
	}
	bs := t.textBoxes(words, fl, alignJustify, before, t.lead(fl.st.size))
	if len(bs) > 0 {
		bs[0].anchors = anchors
		before = t.parSkip()
		// no single first or last line of a paragraph alone on a page
		bs[0].keep = len(bs) >= 2
		if len(bs) >= 3 {
			bs[len(bs)-2].keep = true
		}
		// a sentence that introduces what follows stays with it
		last := bs[len(bs)-1]
		last.keep = len(b.images) > 0 || strings.HasSuffix(plainText(words[len(words)-1:]), ":") && introduces(n.NextSibling())
		if len(bs) == 1 && isLabel(n) {
			// a bold label keeps with two lines of what follows
			last.keepNext, last.label = 2, true
		}
	}
	t.add(bs...)
	for _, img := range b.images {
		t.imageRow(img, fl, before)
		before = t.parSkip()
	}
}

var bullets = []string{"•", "–", "◦"}

func (t *typesetter) list(n *ast.List, fl flow, before float64) {
	indent := 6.5 * t.scale
	num := n.Start
	depth := t.listDepth
	t.listDepth++
	defer func() { t.listDepth-- }()
	tight := n.IsTight
	for item := n.FirstChild(); item != nil; item = item.NextSibling() {
		st := fl.st
		st.italic, st.link, st.url = fl.st.italic, "", ""
		f := st.font()
		var m op
		if n.IsOrdered() {
			s := strconv.Itoa(num) + string(n.Marker)
			num++
			fr := t.runs(s, st, -1, t.nodePos(item))
			w := 0.0
			for _, x := range fr {
				w += x.w
			}
			m = op{kind: opText, x: fl.x + indent - 1.6*t.scale - w, text: s, f: f, col: fl.st.col}
		} else {
			s := bullets[depth%len(bullets)]
			fr := t.runs(s, st, -1, t.nodePos(item))
			if len(fr) > 0 {
				f = fr[0].f
			}
			m = op{kind: opText, x: fl.x + indent*0.3, text: s, f: f, col: accent}
		}
		t.marker = &m
		inner := fl
		inner.x += indent
		inner.w -= indent
		t.blocks(item, inner, tight, before)
		t.marker = nil
		before = t.parSkip()
		if tight {
			before = t.lead(t.g.body) * 0.2
		}
	}
}

// framed lays out the boxes that body adds as a band with decor d, padded
// above and below.
func (t *typesetter) framed(fl flow, d decor, pad float64, body func(inner flow)) {
	inner := fl
	inner.decor = append(append([]decor(nil), fl.decor...), d)
	start := len(t.boxes)
	body(inner)
	if len(t.boxes) == start {
		return
	}
	first, last := t.boxes[start], t.boxes[len(t.boxes)-1]
	for i := range first.ops {
		first.ops[i].y += pad
	}
	first.markerBase += pad
	first.h += pad
	first.decorNew = min(first.decorNew, len(fl.decor))
	last.h += pad
}

func (t *typesetter) quote(n *ast.Blockquote, fl flow, before float64) {
	d := decor{x: fl.x, w: fl.w, bg: flavourBg, bar: accent, barW: 1.1 * t.scale}
	t.framed(fl, d, 2.4*t.scale, func(inner flow) {
		inner.x += 5 * t.scale
		inner.w -= 9 * t.scale
		inner.st.italic = true
		t.blocks(n, inner, false, before)
	})
}

// code sets a code block or a transcript as written, in monospace, shrunk
// to fit the width.
func (t *typesetter) code(n ast.Node, fl flow, before float64, transcript bool) {
	d := decor{x: fl.x, w: fl.w, bg: codeBg}
	if transcript {
		d.bg, d.bar, d.barW = exampleBg, exampleBr, 1.1*t.scale
	}
	padX := 4 * t.scale
	avail := fl.w - 2*padX
	st := istyle{mono: true, size: 8.4 * t.scale, col: black}
	type srcLine struct {
		s   string
		off int
	}
	var lines []srcLine
	widest := 0.0
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		s := strings.TrimRight(string(seg.Value(t.src)), "\r\n")
		s = strings.ReplaceAll(s, "\t", "    ")
		lines = append(lines, srcLine{s, seg.Start})
		if w := t.width(boxAsZero(s), st.font()); w > widest {
			widest = w
		}
	}
	if widest > avail {
		size := st.size * avail / widest
		const floor = 5.0
		if size < floor {
			chars := int(float64(len([]rune(lines[0].s))) * avail / widest)
			for _, l := range lines {
				if w := t.width(boxAsZero(l.s), st.font()); w == widest {
					chars = int(float64(len([]rune(l.s))) * avail * st.size / floor / widest / st.size)
				}
			}
			t.errs.Add(t.nodePos(n), "rulebook: a line of this block is too wide for the page even at %.0f pt: keep lines to %d characters", floor, chars)
			return
		}
		st.size = size
	}
	lead := st.size * 1.3 * ptmm
	short := float64(len(lines)+1)*lead < 0.4*(t.g.h-t.g.top-t.g.bottom)
	t.framed(fl, d, 2.2*t.scale, func(inner flow) {
		inner.x += padX
		inner.w = avail
		b := before
		if transcript {
			ts := istyle{sans: true, bold: true, size: 8.6 * t.scale, col: exampleBr}
			title := t.textBoxes(t.plainWords("Example", ts, t.nodePos(n)), inner, alignLeft, b, lead*1.3)
			for _, x := range title {
				x.keep = true
			}
			t.add(title...)
			b = 0
		}
		for i, l := range lines {
			bi := &inliner{t: t}
			bi.addFrags(t.codeFrags(l.s, st, l.off))
			ws := bi.finish()
			var bx *box
			if len(ws) == 0 {
				bx = &box{h: lead, decor: inner.decor, decorNew: len(inner.decor), markerBase: lead * 0.75}
			} else {
				bx = t.textBoxes(ws, inner, alignLeft, 0, lead)[0]
			}
			if i == 0 {
				bx.before = b
			}
			// keep diagrams and short examples whole; long examples may
			// break between lines, but not after their first line or
			// before their last two
			bx.keep = i < len(lines)-1 && (!transcript || short || i == 0 || i >= len(lines)-2)
			t.add(bx)
		}
	})
}

// imageRow draws the cards of a card image in a row, small, with the
// caption beneath.
func (t *typesetter) imageRow(img *ast.Image, fl flow, before float64) {
	ns := t.cardImages(img)
	if len(ns) == 0 {
		return
	}
	for _, n := range ns {
		if n.ID != "" {
			sty := t.opts.CardIDs[n.ID]
			t.runs(sty.Symbol+sty.Label, istyle{sans: true, size: 8}, -1, t.nodePos(img))
		}
	}
	ch := 26 * t.scale
	cw := ch * 63.5 / 88.9
	gap := 3 * t.scale
	n := float64(len(ns))
	if total := n*cw + (n-1)*gap; total > fl.w {
		k := fl.w / total
		ch, cw, gap = ch*k, cw*k, gap*k
	}
	total := n*cw + (n-1)*gap
	x := fl.x + (fl.w-total)/2
	bx := &box{before: before, decor: fl.decor, decorNew: len(fl.decor), markerBase: -1}
	for _, c := range ns {
		bx.ops = append(bx.ops, op{kind: opCard, x: x, y: 0, w: cw, h: ch, card: c})
		x += cw + gap
	}
	bx.h = ch + 1.5*t.scale
	cb := &inliner{t: t}
	cs := fl.st
	cs.italic, cs.size = !fl.st.italic, fl.st.size*0.9
	cb.inlines(img, cs)
	if words := cb.finish(); len(words) > 0 {
		space := t.width(" ", cs.font())
		for _, ln := range t.setLines(words, fl.x, fl.w, alignCenter, t.lead(cs.size), space) {
			for _, o := range ln.ops {
				o.y += bx.h
				bx.ops = append(bx.ops, o)
			}
			bx.h += ln.h
		}
	}
	t.add(bx)
}

// tableCell is a laid-out cell.
type tableCell struct {
	words  []word
	al     align
	header bool
}

func (t *typesetter) table(n *east.Table, fl flow, before float64) {
	var rows [][]tableCell
	var aligns []align
	var headerRows int
	for r := n.FirstChild(); r != nil; r = r.NextSibling() {
		_, isHead := r.(*east.TableHeader)
		if isHead {
			headerRows++
		}
		var row []tableCell
		col := 0
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			al := alignLeft
			if tc, ok := c.(*east.TableCell); ok {
				switch tc.Alignment {
				case east.AlignCenter:
					al = alignCenter
				case east.AlignRight:
					al = alignRight
				}
			}
			if col >= len(aligns) {
				aligns = append(aligns, al)
			}
			row = append(row, tableCell{al: al, header: isHead})
			row[len(row)-1].words = nil
			col++
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 || len(aligns) == 0 {
		return
	}
	size := 9 * t.scale
	var widths []float64
	pad := 1.6 * t.scale
	for {
		st := istyle{size: size, col: black}
		ri := 0
		for r := n.FirstChild(); r != nil; r = r.NextSibling() {
			ci := 0
			for c := r.FirstChild(); c != nil; c = c.NextSibling() {
				cs := st
				if rows[ri][ci].header {
					cs.sans, cs.bold = true, true
				}
				b := &inliner{t: t}
				b.inlines(c, cs)
				rows[ri][ci].words = b.finish()
				ci++
			}
			ri++
		}
		widths = t.columnWidths(rows, len(aligns), fl.w, pad, size)
		if widths != nil || size <= 6.5*t.scale {
			break
		}
		// too wide even with every word on its own line: shrink the type
		size -= 0.5 * t.scale
	}
	if widths == nil {
		t.errs.Add(t.nodePos(n), "rulebook: table is too wide for the page even at %.1f pt: use fewer columns or shorter words", size)
		return
	}
	lead := t.lead(size) * 0.95
	var header *box
	x0 := fl.x
	tw := 0.0
	for _, w := range widths {
		tw += w
	}
	for ri, row := range rows {
		bx := &box{decor: fl.decor, decorNew: len(fl.decor), markerBase: -1}
		var cellOps [][]line
		h := 0.0
		for ci, c := range row {
			if ci >= len(widths) {
				break
			}
			font := istyle{size: size}.font()
			if c.header {
				font = istyle{sans: true, bold: true, size: size}.font()
			}
			ls := t.setLines(c.words, 0, widths[ci]-2*pad, c.al, lead, t.width(" ", font))
			cellOps = append(cellOps, ls)
			ch := 0.0
			for _, l := range ls {
				ch += l.h
			}
			h = max(h, ch)
		}
		h += 2 * pad * 0.6
		bx.h = h
		if row[0].header {
			bx.ops = append(bx.ops, op{kind: opFill, x: x0, y: 0, w: tw, h: h, col: headBg})
		}
		x := x0
		for ci, ls := range cellOps {
			y := pad * 0.6
			for _, l := range ls {
				for _, o := range l.ops {
					o.x += x + pad
					o.y += y
					bx.ops = append(bx.ops, o)
				}
				y += l.h
			}
			x += widths[ci]
		}
		lw := 0.15
		if row[0].header || ri == len(rows)-1 {
			lw = 0.35
		}
		bx.ops = append(bx.ops, op{kind: opLine, x: x0, y: h, w: tw, lw: lw, col: black})
		if ri == 0 {
			bx.ops = append(bx.ops, op{kind: opLine, x: x0, y: 0, w: tw, lw: 0.35, col: black})
			bx.before = before
		}
		if ri < headerRows {
			bx.keep = true
			if ri == headerRows-1 {
				header = bx
			}
		} else {
			bx.header = header
		}
		t.add(bx)
	}
}

// columnWidths shares the width among columns: natural widths when they
// fit, else at least the widest word of each column and the rest in
// proportion. Nil when even the widest words do not fit.
func (t *typesetter) columnWidths(rows [][]tableCell, ncol int, avail, pad, size float64) []float64 {
	natural := make([]float64, ncol)
	least := make([]float64, ncol)
	for _, row := range rows {
		for ci, c := range row {
			if ci >= ncol {
				break
			}
			space := t.width(" ", istyle{size: size}.font())
			nat := 0.0
			for i, w := range c.words {
				if i > 0 {
					nat += space
				}
				nat += w.w
				least[ci] = max(least[ci], w.w+2*pad)
			}
			natural[ci] = max(natural[ci], nat+2*pad)
		}
	}
	sumN, sumL := 0.0, 0.0
	for i := range natural {
		sumN += natural[i]
		sumL += least[i]
	}
	if sumN <= avail {
		// spread a little of the spare width so that tables read as tables
		extra := min(avail-sumN, sumN*0.15) / float64(ncol)
		for i := range natural {
			natural[i] += extra
		}
		return natural
	}
	if sumL > avail {
		return nil
	}
	// columns narrower than their share keep their natural width; the
	// others share what is left in proportion to how much they would wrap
	out := make([]float64, ncol)
	fixed := make([]bool, ncol)
	left := avail
	for changed := true; changed; {
		changed = false
		open, leastOpen := 0, 0.0
		for i := range natural {
			if !fixed[i] {
				open++
				leastOpen += least[i]
			}
		}
		for i := range natural {
			if !fixed[i] && natural[i] <= left/float64(open) && left-natural[i] >= leastOpen-least[i] {
				fixed[i], out[i] = true, natural[i]
				left -= natural[i]
				changed = true
				break
			}
		}
	}
	var nat, lst float64
	for i := range natural {
		if !fixed[i] {
			nat += natural[i]
			lst += least[i]
		}
	}
	for i := range out {
		if !fixed[i] {
			out[i] = least[i]
			if nat > lst {
				out[i] += (natural[i] - least[i]) * (left - lst) / (nat - lst)
			}
		}
	}
	return out
}

// String describes a box for debugging and golden tests.
func (o op) String() string {
	switch o.kind {
	case opText:
		return fmt.Sprintf("text %.1f %.1f %s/%s/%.1f %q", o.x, o.y, o.f.fam, o.f.style, o.f.size, o.text)
	case opCard:
		return fmt.Sprintf("card %.1f %.1f %.1fx%.1f %s", o.x, o.y, o.w, o.h, o.card)
	case opIcon:
		return fmt.Sprintf("icon %.1f %.1f %.1f %s", o.x, o.y, o.w, o.text)
	case opLink:
		return fmt.Sprintf("link %.1f %.1f %.1fx%.1f -> %s", o.x, o.y, o.w, o.h, o.target)
	}
	return ""
}

// dropSpaces replaces the spaces in frags by empty gaps of the same width,
// so that monospaced text keeps its columns without drawing space glyphs:
// fpdf's font subsetting is not deterministic for DejaVu Sans Mono's space.
func (t *typesetter) dropSpaces(frags []frag) []frag {
	var out []frag
	for _, f := range frags {
		rest := f.text
		for rest != "" {
			i := strings.IndexByte(rest, ' ')
			if i < 0 {
				i = len(rest)
			}
			if i > 0 {
				g := f
				g.text = rest[:i]
				g.w = t.width(g.text, g.f)
				out = append(out, g)
				rest = rest[i:]
			}
			j := len(rest) - len(strings.TrimLeft(rest, " "))
			if j > 0 {
				g := f
				g.text = ""
				g.w = t.width(rest[:j], f.f)
				out = append(out, g)
				rest = rest[j:]
			}
		}
	}
	return out
}

// introduces reports whether n is a block that a sentence ending in a colon
// introduces: a list, table, code block or card image.
func introduces(n ast.Node) bool {
	switch n.(type) {
	case *ast.List, *east.Table, *ast.FencedCodeBlock, *ast.CodeBlock, *ast.Blockquote:
		return true
	}
	return false
}

// Arms of a box-drawing character, drawn as lines from the centre of its
// cell: DejaVu Sans Mono as embedded has no box-drawing glyphs.
const (
	armLeft uint8 = 1 << iota
	armRight
	armUp
	armDown
	armHeavy
)

var boxArms = map[rune]uint8{
	'─': armLeft | armRight, '│': armUp | armDown,
	'┌': armRight | armDown, '┐': armLeft | armDown, '└': armRight | armUp, '┘': armLeft | armUp,
	'╭': armRight | armDown, '╮': armLeft | armDown, '╰': armRight | armUp, '╯': armLeft | armUp,
	'├': armUp | armDown | armRight, '┤': armUp | armDown | armLeft,
	'┬': armLeft | armRight | armDown, '┴': armLeft | armRight | armUp,
	'┼': armLeft | armRight | armUp | armDown,
	'━': armHeavy | armLeft | armRight, '┃': armHeavy | armUp | armDown,
	'┏': armHeavy | armRight | armDown, '┓': armHeavy | armLeft | armDown,
	'┗': armHeavy | armRight | armUp, '┛': armHeavy | armLeft | armUp,
	'═': armHeavy | armLeft | armRight, '║': armHeavy | armUp | armDown,
	'╔': armHeavy | armRight | armDown, '╗': armHeavy | armLeft | armDown,
	'╚': armHeavy | armRight | armUp, '╝': armHeavy | armLeft | armUp,
	'╠': armHeavy | armUp | armDown | armRight, '╣': armHeavy | armUp | armDown | armLeft,
	'╦': armHeavy | armLeft | armRight | armDown, '╩': armHeavy | armLeft | armRight | armUp,
	'╬': armHeavy | armLeft | armRight | armUp | armDown,
}

// boxAsZero replaces box-drawing characters by a digit of the same advance
// in a monospaced font, for measuring.
func boxAsZero(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return boxArms[r] != 0 }) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if boxArms[r] != 0 {
			return '0'
		}
		return r
	}, s)
}

// codeFrags sets a line of a code block: text in monospace without space
// glyphs, box-drawing characters as lines.
func (t *typesetter) codeFrags(s string, st istyle, off int) []frag {
	var out []frag
	start := 0
	cw := t.width("0", st.font())
	flush := func(end int) {
		if end > start {
			out = append(out, t.dropSpaces(t.runs(s[start:end], st, off+start, cards.Pos{}))...)
		}
	}
	for i, r := range s {
		if a := boxArms[r]; a != 0 {
			flush(i)
			out = append(out, frag{f: st.font(), col: st.col, w: cw, arms: a})
			start = i + utf8.RuneLen(r)
		}
	}
	flush(len(s))
	return out
}

// boxOps draws the arms of a box-drawing character in the cell at x of
// width w on a line of height h.
func boxOps(arms uint8, x, w, h, size float64, col rgb) []op {
	lw := size * 0.02
	if arms&armHeavy != 0 {
		lw *= 2
	}
	cx, cy := x+w/2, h/2
	var ops []op
	if arms&armLeft != 0 {
		ops = append(ops, op{kind: opLine, x: x, y: cy, w: w / 2, lw: lw, col: col})
	}
	if arms&armRight != 0 {
		ops = append(ops, op{kind: opLine, x: cx, y: cy, w: w / 2, lw: lw, col: col})
	}
	if arms&armUp != 0 {
		ops = append(ops, op{kind: opLine, x: cx, y: 0, h: cy, lw: lw, col: col})
	}
	if arms&armDown != 0 {
		ops = append(ops, op{kind: opLine, x: cx, y: cy, h: h - cy, lw: lw, col: col})
	}
	return ops
}

// loose reports whether a justified line with slack mm to share among its
// gaps would stretch its spaces by more than half.
func (t *typesetter) loose(slack float64, gaps int, space float64) bool {
	return slack > space && slack/float64(max(gaps, 1)) > space*0.5
}

// lastText returns the text of a word's last frag.
func lastText(w word) string {
	if len(w.frags) == 0 {
		return ""
	}
	return w.frags[len(w.frags)-1].text
}

// isLabel reports whether a paragraph is a bold label for what follows
// ("**Wild Cards**", "**Hearts**: Heroic Claim"): it starts in bold and is
// not in a list, whose items may all start so.
func isLabel(n ast.Node) bool {
	e, ok := n.FirstChild().(*ast.Emphasis)
	if !ok || e.Level < 2 {
		return false
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		if _, ok := p.(*ast.ListItem); ok {
			return false
		}
	}
	return n.NextSibling() != nil
}
