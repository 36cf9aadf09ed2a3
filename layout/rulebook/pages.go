package rulebook

import (
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/cardstock/cardstock/cards"
)

// typeset lays out the cover, the table of contents and the body. The
// contents are set twice: once to learn how many pages they take, once
// with the page numbers where the headings landed.
func (t *typesetter) typeset(fm *FrontMatter, doc ast.Node) *book {
	t.body(doc)
	b := &book{g: t.g, fm: fm, anchors: map[string]anchorLoc{}}
	b.tocLvl = 6
	for _, h := range t.heads {
		b.tocLvl = min(b.tocLvl, h.level)
	}
	cover := t.cover(fm)
	var entries []*headInfo
	for _, h := range t.heads {
		if h.level <= b.tocLvl+1 {
			entries = append(entries, h)
		}
	}
	scratch := &book{anchors: map[string]anchorLoc{}}
	nToc := len(t.paginate(t.tocBoxes(entries, func(string) string { return "0" }), 1, scratch))
	for pass := 0; pass < 3; pass++ {
		b.anchors, b.order = map[string]anchorLoc{}, nil
		body := t.paginate(t.boxes, 1+nToc, b)
		num := func(anchor string) string { return strconv.Itoa(b.anchors[anchor].page + 1) }
		toc := t.paginate(t.tocBoxes(entries, num), 1, scratch)
		if len(toc) != nToc && pass < 2 {
			nToc = len(toc)
			continue
		}
		b.pages = append(append([]*page{cover}, toc...), body...)
		b.boxes, b.bodyFirst = t.boxes, 1+nToc
		break
	}
	for _, h := range entries {
		b.heads = append(b.heads, h)
	}
	t.runningHeads(b, 1+nToc)
	return b
}

// paginate places boxes on pages numbered from first (0-based index into
// the book), recording anchors in b.
func (t *typesetter) paginate(boxes []*box, first int, b *book) []*page {
	top, bottom := t.g.top, t.g.h-t.g.bottom
	var pages []*page
	var pg *page
	y, atTop := top, true
	newPage := func() {
		pg = &page{}
		pages = append(pages, pg)
		y, atTop = top, true
	}
	newPage()
	place := func(bx *box) {
		before := bx.before
		if atTop {
			before = 0
		}
		at := y + before
		for i, d := range bx.decor {
			y0 := at
			if i < bx.decorNew && !atTop {
				y0 = y
			}
			pg.ops = append(pg.ops, op{kind: opFill, x: d.x, y: y0, w: d.w, h: at + bx.h - y0, col: d.bg})
			if d.barW > 0 {
				pg.ops = append(pg.ops, op{kind: opFill, x: d.x, y: y0, w: d.barW, h: at + bx.h - y0, col: d.bar})
			}
		}
		for _, o := range bx.ops {
			o.y += at
			pg.ops = append(pg.ops, o)
		}
		for _, a := range bx.anchors {
			if _, dup := b.anchors[a]; !dup {
				b.order = append(b.order, a)
			}
			b.anchors[a] = anchorLoc{page: first + len(pages) - 1, y: at}
		}
		if bx.head != nil {
			pg.heads = append(pg.heads, bx.head)
		}
		y = at + bx.h
		atTop = false
	}
	for i, bx := range boxes {
		before := bx.before
		if atTop {
			before = 0
		}
		chain := func(headsOnly bool) float64 {
			need := before + bx.h
			for j := i + 1; j <= keptWith(boxes, i, headsOnly); j++ {
				need += boxes[j].before + boxes[j].h
			}
			return need
		}
		need := chain(false)
		if need > bottom-top {
			// what keeps together is longer than a page: keep at least the
			// headings and labels with the lines they need
			need = chain(true)
		}
		if !atTop && y+need > bottom+0.01 && (need <= bottom-top || y+before+bx.h > bottom+0.01) {
			newPage()
		}
		if atTop && bx.header != nil {
			place(bx.header)
		}
		place(bx)
		bx.page = len(pages) - 1
	}
	return pages
}

// keptWith returns the index of the last box that must be on the page of
// box i: through boxes that keep with the next one, and the boxes a
// heading or label keeps with it (up to the next heading).
//
// With headsOnly, only headings and labels keep what follows: the least
// that must stay together when all of it cannot.
func keptWith(boxes []*box, i int, headsOnly bool) int {
	last := i
	for j := i; j <= last && j < len(boxes); j++ {
		if boxes[j].keep && (!headsOnly || boxes[j].inHeading) {
			last = max(last, j+1)
		}
		k := j
		for c := 0; c < boxes[j].keepNext && k+1 < len(boxes) && boxes[k+1].head == nil; c++ {
			k++
		}
		last = max(last, k)
	}
	return min(last, len(boxes)-1)
}

// tocBoxes sets the table of contents; num gives an anchor's page number.
func (t *typesetter) tocBoxes(entries []*headInfo, num func(anchor string) string) []*box {
	fl := flow{x: t.g.inner, w: t.g.w - t.g.inner - t.g.outer}
	title := istyle{sans: true, bold: true, size: headingSizes[1] * t.scale, col: accent}
	bs := t.textBoxes(t.plainWords("Contents", title, cards.Pos{File: t.path}), fl, alignLeft, 0, title.size*1.3*ptmm)
	for _, b := range bs {
		b.keep = true
		b.markerBase = -1
	}
	last := bs[len(bs)-1]
	last.ops = append(last.ops, op{kind: opLine, x: fl.x, y: last.h + 0.6, w: fl.w, lw: 0.25, col: accent})
	last.h += 1.2 + t.lead(t.g.body)*0.6
	lvl := 6
	for _, e := range entries {
		lvl = min(lvl, e.level)
	}
	numW := 12 * t.scale
	for _, e := range entries {
		sub := e.level > lvl
		st := istyle{size: t.g.body, col: black}
		before := t.lead(t.g.body) * 0.55
		indent := 0.0
		if sub {
			before = t.lead(t.g.body) * 0.05
			indent = 6 * t.scale
		} else {
			st.sans, st.bold = true, true
			st.size *= 0.95
		}
		words := t.plainWords(e.text, st, cards.Pos{File: t.path})
		space := t.width(" ", st.font())
		lines := t.setLines(words, fl.x+indent, fl.w-indent-numW-4*t.scale, alignLeft, t.lead(st.size), space)
		bx := &box{before: before, markerBase: -1}
		y := 0.0
		for i, ln := range lines {
			for _, o := range ln.ops {
				o.y += y
				bx.ops = append(bx.ops, o)
			}
			if i == len(lines)-1 {
				n := num(e.anchor)
				nf := st.font()
				nw := t.width(n, nf)
				end := fl.x + indent
				for _, o := range ln.ops {
					if o.kind == opText {
						end = o.x + t.width(o.text, o.f)
					}
				}
				// leaders of one font on every row, ending at one place, so
				// that their dots line up from row to row
				dots := leaderFont(t)
				dw := t.width(" .", dots)
				dotEnd := fl.x + fl.w - t.width("000", istyle{sans: true, bold: true, size: t.g.body}.font()) - 1.5*t.scale
				if k := int((dotEnd - end - 1*t.scale) / dw); k > 0 {
					ds := strings.Repeat(" .", k)
					bx.ops = append(bx.ops, op{kind: opText, x: dotEnd - float64(k)*dw, y: y + ln.base, text: ds, f: dots, col: grey})
				}
				bx.ops = append(bx.ops, op{kind: opText, x: fl.x + fl.w - nw, y: y + ln.base, text: n, f: nf, col: black})
			}
			y += ln.h
		}
		bx.h = y
		bx.ops = append(bx.ops, op{kind: opLink, x: fl.x, y: 0, w: fl.w, h: y, target: e.anchor})
		bs = append(bs, bx)
	}
	return bs
}

// leaderFont is the font of the contents' dot leaders.
func leaderFont(t *typesetter) font { return istyle{size: t.g.body}.font() }

// cover sets the cover page from the front matter.
func (t *typesetter) cover(fm *FrontMatter) *page {
	g := t.g
	pg := &page{}
	s := t.scale
	x, w := g.inner, g.w-g.inner-g.outer
	pg.ops = append(pg.ops,
		op{kind: opStroke, x: 9 * s, y: 9 * s, w: g.w - 18*s, h: g.h - 18*s, lw: 0.8, col: accent},
		op{kind: opStroke, x: 11 * s, y: 11 * s, w: g.w - 22*s, h: g.h - 22*s, lw: 0.25, col: accent})
	y := g.h * 0.2
	put := func(text string, st istyle, field string, gap float64) {
		if text == "" {
			return
		}
		p := fm.pos[field]
		if p.File == "" {
			p = cards.Pos{File: t.path}
		}
		words := t.plainWords(text, st, p)
		space := t.width(" ", st.font())
		for _, ln := range t.setLines(words, x, w, alignCenter, st.size*1.3*ptmm, space) {
			for _, o := range ln.ops {
				o.y += y
				pg.ops = append(pg.ops, o)
			}
			y += ln.h
		}
		y += gap
	}
	t.ornament(pg, x, w, &y)
	y += 8 * s
	put(fm.Title, istyle{sans: true, bold: true, size: 32 * s, col: accent}, "title", 4*s)
	put(fm.Subtitle, istyle{italic: true, size: 15 * s, col: black}, "subtitle", 3*s)
	put(fm.Byline, istyle{size: 11.5 * s, col: grey}, "byline", 3*s)
	y += 8 * s
	var facts []string
	if fm.Players != "" {
		label := "Players: "
		if fm.Players == "1" {
			label = "Player: "
		}
		facts = append(facts, label+fm.Players)
	}
	if fm.Time != "" {
		facts = append(facts, "Time: "+fm.Time)
	}
	pg.ops = append(pg.ops, op{kind: opLine, x: g.w * 0.3, y: y, w: g.w * 0.4, lw: 0.3, col: accent})
	y += 4 * s
	put(strings.Join(facts, "   ·   "), istyle{sans: true, bold: true, size: 11 * s, col: black}, "players", 4*s)
	pg.ops = append(pg.ops, op{kind: opLine, x: g.w * 0.3, y: y, w: g.w * 0.4, lw: 0.3, col: accent})
	y += 10 * s
	if len(fm.Components) > 0 {
		put("Components", istyle{sans: true, bold: true, size: 12 * s, col: accent}, "", 2*s)
		cx, cw := x+w*0.12, w*0.76
		st := istyle{size: 10 * s, col: black}
		space := t.width(" ", st.font())
		for i, c := range fm.Components {
			p := fm.pos["components."+strconv.Itoa(i)]
			words := t.plainWords(c, st, p)
			for j, ln := range t.setLines(words, cx+5*s, cw-5*s, alignLeft, t.lead(st.size), space) {
				if j == 0 {
					pg.ops = append(pg.ops, op{kind: opText, x: cx, y: y + ln.base, text: "•", f: st.font(), col: accent})
				}
				for _, o := range ln.ops {
					o.y += y
					pg.ops = append(pg.ops, o)
				}
				y += ln.h
			}
		}
	}
	if fm.Note != "" {
		y = g.h - g.bottom - 14*s
		put(fm.Note, istyle{italic: true, size: 9 * s, col: grey}, "note", 0)
	}
	return pg
}

// runningHeads adds the page numbers to every page but the cover, and to
// the body pages a header with the title and the section in force at the
// top of the page.
func (t *typesetter) runningHeads(b *book, firstBody int) {
	g := t.g
	s := t.scale
	small := istyle{sans: true, size: 7.8 * s, col: grey}
	title := istyle{italic: true, size: 7.8 * s, col: grey}
	section := ""
	// the title and headings were checked for glyphs where they were set
	// first; do not report them again
	defer func(n int) { t.errs = t.errs[:n] }(len(t.errs))
	for i, pg := range b.pages {
		if i == 0 {
			continue
		}
		// the header names the section in force at the top of the page:
		// the one the page continues, or one whose heading opens the page
		carry := section
		for _, h := range pg.heads {
			if h.level == b.tocLvl {
				if b.anchors[h.anchor].y <= g.top+0.01 {
					section = h.text
				}
				carry = h.text
			}
		}
		n := strconv.Itoa(i + 1)
		nw := t.width(n, small.font())
		pg.ops = append(pg.ops, op{kind: opText, x: (g.w - nw) / 2, y: g.h - g.bottom + 9*s, text: n, f: small.font(), col: grey})
		if i < firstBody {
			section = carry
			continue
		}
		hy := g.top - 7*s
		x := g.inner
		for _, f := range t.runs(b.fm.Title, title, -1, b.fm.pos["title"]) {
			pg.ops = append(pg.ops, op{kind: opText, x: x, y: hy, text: f.text, f: f.f, col: f.col})
			x += f.w
		}
		if section != "" {
			fs := t.runs(section, small, -1, cards.Pos{File: t.path})
			w := 0.0
			for _, f := range fs {
				w += f.w
			}
			x := g.w - g.outer - w
			for _, f := range fs {
				pg.ops = append(pg.ops, op{kind: opText, x: x, y: hy, text: f.text, f: f.f, col: f.col})
				x += f.w
			}
		}
		pg.ops = append(pg.ops, op{kind: opLine, x: g.inner, y: hy + 2*s, w: g.w - g.inner - g.outer, lw: 0.2, col: ruleGrey})
		section = carry
	}
}

// ornament draws the suits of the game's cards at the top of the cover: the
// four standard suits, or the symbols of a custom deck in their colours.
func (t *typesetter) ornament(pg *page, x, w float64, y *float64) {
	st := istyle{sans: true, size: 26 * t.scale, col: black}
	var words []word
	add := func(sym string, col rgb) {
		st.col = col
		b := &inliner{t: t}
		b.addFrags(t.runs(sym, st, -1, cards.Pos{File: t.path}))
		words = append(words, b.finish()...)
	}
	if t.opts.CardIDs == nil {
		for _, s := range cards.Suits {
			add(s.String(), black)
		}
	} else {
		seen := map[string]bool{}
		for _, id := range sortedKeys(t.opts.CardIDs) {
			sty := t.opts.CardIDs[id]
			key := sty.Icon + sty.Symbol
			if key == "" || seen[key] {
				continue
			}
			seen[key] = true
			if sty.Icon != "" {
				b := &inliner{t: t}
				b.addFrags([]frag{{icon: sty.Icon, f: st.font(), col: rgb(sty.Color), w: st.size * ptmm * 1.05}})
				words = append(words, b.finish()...)
				continue
			}
			add(sty.Symbol, rgb(sty.Color))
		}
	}
	space := t.width("  ", st.font())
	for _, ln := range t.setLines(words, x, w, alignCenter, st.size*1.3*ptmm, space) {
		for _, o := range ln.ops {
			o.y += *y
			pg.ops = append(pg.ops, o)
		}
		*y += ln.h
	}
}
