package rulebook

import (
	"fmt"
	"io"

	"codeberg.org/go-pdf/fpdf"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/templates"
)

// side is one physical page: the logical pages drawn on it and their x
// offsets; -1 is a blank page.
type side struct {
	pages []int
	dx    []float64
}

// sides returns the physical pages: one logical page each, or for a
// booklet two A5 pages side by side in booklet order.
func (b *book) sides() []side {
	if !b.g.booklet {
		out := make([]side, len(b.pages))
		for i := range out {
			out[i] = side{pages: []int{i}, dx: []float64{0}}
		}
		return out
	}
	var out []side
	for _, pair := range bookletOrder(len(b.pages)) {
		out = append(out, side{pages: pair[:], dx: []float64{0, b.g.w}})
	}
	return out
}

// bookletOrder imposes n pages for a saddle-stitched booklet: each sheet
// carries four pages, front (last, first) and back (second, second to
// last), padded with blank pages (-1) to a multiple of four.
func bookletOrder(n int) [][2]int {
	m := (n + 3) / 4 * 4
	pg := func(i int) int {
		if i >= n {
			return -1
		}
		return i
	}
	var out [][2]int
	for s := 0; s < m/4; s++ {
		out = append(out, [2]int{pg(m - 1 - 2*s), pg(2 * s)})
		out = append(out, [2]int{pg(2*s + 1), pg(m - 2 - 2*s)})
	}
	return out
}

// pen draws ops on an fpdf document, setting fonts and colours only when
// they change. What a card image or an icon draws leaves fonts, colours and
// line widths the pen does not know: forget then marks all of them unknown,
// so that each is set again at its next use.
type pen struct {
	pdf   *fpdf.Fpdf
	f     font
	text  rgb
	fill  rgb
	draw  rgb
	lw    float64
	known uint8 // the penFont... bits of what the document has
}

const (
	penFont uint8 = 1 << iota
	penText
	penFill
	penDraw
	penWidth
)

func (p *pen) forget() { p.known = 0 }

func (p *pen) setFont(f font) {
	if f != p.f || p.known&penFont == 0 {
		layout.SetFont(p.pdf, f.fam, f.style, f.size)
		p.f = f
		p.known |= penFont
	}
}

func (p *pen) setText(c rgb) {
	if c != p.text || p.known&penText == 0 {
		p.pdf.SetTextColor(int(c[0]), int(c[1]), int(c[2]))
		p.text = c
		p.known |= penText
	}
}

func (p *pen) setFill(c rgb) {
	if c != p.fill || p.known&penFill == 0 {
		p.pdf.SetFillColor(int(c[0]), int(c[1]), int(c[2]))
		p.fill = c
		p.known |= penFill
	}
}

func (p *pen) setDraw(c rgb, lw float64) {
	if c != p.draw || p.known&penDraw == 0 {
		p.pdf.SetDrawColor(int(c[0]), int(c[1]), int(c[2]))
		p.draw = c
		p.known |= penDraw
	}
	if lw != p.lw || p.known&penWidth == 0 {
		p.pdf.SetLineWidth(lw)
		p.lw = lw
		p.known |= penWidth
	}
}

// emit draws the book into its PDF document and writes it to w.
func (b *book) emit(w io.Writer, opts Options) error {
	sw, sh := b.g.w, b.g.h
	if b.g.booklet {
		sw, sh = b.g.sheetW, b.g.sheetH
	}
	pdf := layout.NewPDF(sw, sh, b.fm.Title)
	sides := b.sides()
	physical := map[int]int{} // logical page -> physical page (1-based)
	offset := map[int]float64{}
	for si, s := range sides {
		for k, lp := range s.pages {
			if lp >= 0 {
				physical[lp] = si + 1
				offset[lp] = s.dx[k]
			}
		}
	}
	links := map[string]int{}
	for _, a := range b.order {
		id := pdf.AddLink()
		links[a] = id
		loc := b.anchors[a]
		pdf.SetLink(id, loc.y, physical[loc.page])
	}
	p := &pen{pdf: pdf}
	for _, s := range sides {
		pdf.AddPage()
		p.forget()
		for k, lp := range s.pages {
			if lp < 0 {
				continue
			}
			dx := s.dx[k]
			pg := b.pages[lp]
			for _, o := range pg.ops {
				if err := p.op(o, dx, links, b, opts); err != nil {
					return err
				}
			}
		}
		if b.g.booklet {
			// fold marks at the spine, outside the pages' margins
			p.setDraw(ruleGrey, 0.2)
			pdf.Line(b.g.w, 0, b.g.w, 4)
			pdf.Line(b.g.w, b.g.sheetH-4, b.g.w, b.g.sheetH)
		}
	}
	b.bookmarks(pdf, physical)
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("rulebook: %w", err)
	}
	return pdf.Output(w)
}

func (p *pen) op(o op, dx float64, links map[string]int, b *book, opts Options) error {
	pdf := p.pdf
	x := o.x + dx
	switch o.kind {
	case opText:
		p.setFont(o.f)
		p.setText(o.col)
		pdf.Text(x, o.y, o.text)
	case opFill:
		p.setFill(o.col)
		pdf.Rect(x, o.y, o.w, o.h, "F")
	case opStroke:
		p.setDraw(o.col, o.lw)
		pdf.Rect(x, o.y, o.w, o.h, "D")
	case opLine:
		p.setDraw(o.col, o.lw)
		pdf.Line(x, o.y, x+o.w, o.y+o.h)
	case opLink:
		if id, ok := links[o.target]; ok {
			pdf.Link(x, o.y, o.w, o.h, id)
		}
	case opURL:
		pdf.LinkString(x, o.y, o.w, o.h, o.target)
	case opIcon:
		// Centred on the height of a capital letter above the baseline.
		size := o.w / 1.05 * 0.9
		if err := layout.DrawIcon(pdf, o.text, x+o.w/2, o.y-size*0.4, size, layout.RGB{R: int(o.col[0]), G: int(o.col[1]), B: int(o.col[2])}); err != nil {
			return fmt.Errorf("rulebook: %w", err)
		}
		p.forget()
	case opCard:
		if opts.CardImage != nil {
			defer p.forget()
			if err := opts.CardImage(pdf, o.card, x, o.y, o.w, o.h); err != nil {
				return fmt.Errorf("rulebook: drawing %s: %w", o.card, err)
			}
			return nil
		}
		p.card(o.card, x, o.y, o.w, o.h, opts.CardIDs)
	}
	return nil
}

// card draws a simple framed card: index in the corner and a large suit
// symbol, or a custom card's symbol, id and label.
func (p *pen) card(n cards.Notation, x, y, w, h float64, ids map[string]IDStyle) {
	pdf := p.pdf
	p.setFill(rgb{0xff, 0xff, 0xff})
	p.setDraw(rgb{0x55, 0x55, 0x55}, 0.3)
	pdf.RoundedRect(x, y, w, h, w*0.08, "1234", "FD")
	mm2pt := 72 / 25.4
	corner := font{templates.Sans, "B", h * 0.15 * mm2pt}
	centre := func(s string, f font, col rgb, cy float64) {
		p.setFont(f)
		p.setText(col)
		sw := pdf.GetStringWidth(s)
		pdf.Text(x+(w-sw)/2, cy, s)
	}
	if n.ID != "" {
		sty := ids[n.ID]
		col := rgb(sty.Color)
		p.setFont(font{templates.Sans, "B", h * 0.12 * mm2pt})
		p.setText(col)
		pdf.Text(x+w*0.09, y+h*0.16, n.ID)
		if sty.Symbol != "" {
			centre(sty.Symbol, font{templates.Sans, "", h * 0.36 * mm2pt}, col, y+h*0.6)
		}
		if sty.Label != "" {
			lf := font{templates.Sans, "", h * 0.075 * mm2pt}
			p.setFont(lf)
			if sw := pdf.GetStringWidth(sty.Label); sw > w*0.9 {
				lf.size *= w * 0.9 / sw
			}
			centre(sty.Label, lf, col, y+h*0.9)
		}
		return
	}
	c := n.Card
	if c.IsJoker() {
		p.setFont(corner)
		p.setText(jokerInk)
		pdf.Text(x+w*0.09, y+h*0.18, "JK")
		centre("★", font{templates.Sans, "", h * 0.4 * mm2pt}, jokerInk, y+h*0.64)
		centre("JOKER", font{templates.Sans, "B", h * 0.09 * mm2pt}, jokerInk, y+h*0.88)
		return
	}
	col := black
	if c.Suit().Red() {
		col = red
	}
	p.setFont(corner)
	p.setText(col)
	pdf.Text(x+w*0.09, y+h*0.18, c.Rank().String())
	p.setFont(font{templates.Sans, "", h * 0.13 * mm2pt})
	pdf.Text(x+w*0.09, y+h*0.31, c.Suit().String())
	centre(c.Suit().String(), font{templates.Sans, "", h * 0.42 * mm2pt}, col, y+h*0.68)
}

// bookmarks adds the outline in reading order, whatever the order of the
// physical pages (a booklet's sheets), each heading nested under the one
// before it of a shallower level.
func (b *book) bookmarks(pdf *fpdf.Fpdf, physical map[int]int) {
	last := pdf.PageNo()
	for _, o := range b.outline() {
		pdf.SetPage(physical[o.page])
		pdf.Bookmark(o.text, o.level, o.y)
	}
	pdf.SetPage(last)
}

// outlineItem is a bookmark: its level (0 the top), its text and where it
// points on which logical page.
type outlineItem struct {
	level int
	text  string
	page  int
	y     float64
}

// outline returns the bookmarks of the book in reading order. A level
// never goes deeper than one below the item before it (fpdf, and PDF
// readers, need a parent for every child).
func (b *book) outline() []outlineItem {
	var out []outlineItem
	prev := -1
	for _, h := range b.heads {
		lvl := min(max(h.level-b.tocLvl, 0), prev+1)
		loc := b.anchors[h.anchor]
		out = append(out, outlineItem{level: lvl, text: h.text, page: loc.page, y: loc.y})
		prev = lvl
	}
	return out
}
