package rulebook

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout/rulebook/internal/hyphen"
)

// QuickRefPapers lists the accepted values of Options.Paper for QuickRef.
var QuickRefPapers = []string{"a4", "letter"}

// QuickRefMaxPages is the most pages a quick-reference sheet may take: one
// sheet, front and back.
const QuickRefMaxPages = 2

// QuickRefBody is the body type size of a quick-reference sheet, in
// points; tables are set at 9/10 of it, and nothing on the sheet is
// smaller than QuickRefMinSize.
const (
	QuickRefBody    = 10.0
	QuickRefMinSize = 9.0
)

// quickGeometry is a quick-reference page: the rulebook's paper with
// narrow margins, set in one dense column.
func quickGeometry(paper string) (geometry, error) {
	switch paper {
	case "", "a4":
		return geometry{w: 210, h: 297, top: 13, bottom: 15, inner: 13, outer: 13, body: QuickRefBody}, nil
	case "letter":
		return geometry{w: 215.9, h: 279.4, top: 13, bottom: 15, inner: 14, outer: 14, body: QuickRefBody}, nil
	}
	return geometry{}, fmt.Errorf("rulebook: quick reference: unknown paper %q: want a4 or letter", paper)
}

// QuickRef typesets a quick-reference sheet from src, a quickref.md: the
// same Markdown, notation and directives as a rules.md, set without cover
// or contents in one dense column under a title band (the title and
// subtitle of the rulebook's front matter, or of the sheet's own if it has
// one), with a footer on each page. A sheet longer than QuickRefMaxPages
// pages is an error naming path. Errors come back as a cards.ErrorList.
//
// References "§4.2" on the sheet point into the game's rulebook, rules:
// each must name a numbered heading or rule there (an error at the
// reference otherwise), and is printed as plain text.
func QuickRef(src []byte, path string, rules Source, opts Options) ([]byte, error) {
	b, err := layoutQuickRef(src, path, rules, opts)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := b.emit(&buf, opts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Source is a Markdown file and how messages name it.
type Source struct {
	Src  []byte
	Path string
}

// layoutQuickRef parses, checks and lays out a quick-reference sheet, as
// layoutBook does a rulebook.
func layoutQuickRef(src []byte, path string, rules Source, opts Options) (*book, error) {
	g, err := quickGeometry(opts.Paper)
	if err != nil {
		return nil, err
	}
	t := newTypesetter(src, path, g, opts)
	// The sheet's title and subtitle are the rulebook's, unless the sheet
	// has front matter of its own.
	_, _, body, own := splitFrontMatter(src)
	var fm *FrontMatter
	if own || rules.Src == nil {
		var errs cards.ErrorList
		fm, errs = parseFrontMatter(src, path)
		t.errs = append(t.errs, errs...)
	} else {
		fm, _ = parseFrontMatter(rules.Src, rules.Path) // its problems are the rulebook's to report
	}
	doc, ok := t.parseBody(body, opts)
	if !ok {
		return nil, t.errs
	}
	t.rulebookRefs(doc, rules)
	t.check(doc)
	if fm == nil {
		fm = &FrontMatter{pos: map[string]cards.Pos{}}
	}
	if fm.Title == "" {
		t.errs.Add(cards.Pos{File: path, Line: 1, Col: 1}, "quick reference: no title: the rulebook's front matter names none")
	}
	t.hy = hyphen.For(fm.Language)
	if fm.Language == "" {
		t.hy = hyphen.For("en")
	}
	t.titleBand(fm)
	t.body(doc)
	b := &book{g: g, fm: fm, anchors: map[string]anchorLoc{}}
	b.pages = t.paginate(t.boxes, 0, b)
	b.boxes = t.boxes
	if n := len(b.pages); n > QuickRefMaxPages {
		t.errs.Add(cards.Pos{File: path}, "quick reference: the sheet takes %d pages, at most %d (one sheet, front and back): shorten it", n, QuickRefMaxPages)
	}
	t.quickFooters(b)
	if len(t.errs) > 0 {
		t.errs.Sort()
		return nil, dedupe(t.errs)
	}
	return b, nil
}

// titleBand sets the sheet's title and subtitle, and a rule under them,
// at the top of the first page.
func (t *typesetter) titleBand(fm *FrontMatter) {
	g := t.g
	x, w := g.inner, g.w-g.inner-g.outer
	title := istyle{sans: true, bold: true, size: 16, col: accent}
	label := istyle{sans: true, size: 10, col: grey}
	lh := t.lead(16)
	bx := &box{h: lh, markerBase: -1}
	cx := x
	for _, f := range t.runs(fm.Title, title, -1, fm.pos["title"]) {
		bx.ops = append(bx.ops, op{kind: opText, x: cx, y: lh * 0.78, text: f.text, f: f.f, col: f.col})
		cx += f.w
	}
	const tag = "Quick reference"
	fs := t.runs(tag, label, -1, cards.Pos{File: t.path})
	tw := 0.0
	for _, f := range fs {
		tw += f.w
	}
	cx = x + w - tw
	for _, f := range fs {
		bx.ops = append(bx.ops, op{kind: opText, x: cx, y: lh * 0.78, text: f.text, f: f.f, col: f.col})
		cx += f.w
	}
	bx.ops = append(bx.ops, op{kind: opLine, x: x, y: lh + 0.8, w: w, lw: 0.5, col: accent})
	bx.h += 1.6
	t.add(bx)
	if fm.Subtitle != "" {
		sub := istyle{italic: true, size: QuickRefBody, col: grey}
		sl := t.lead(QuickRefBody)
		sb := &box{h: sl, before: 1, markerBase: -1}
		cx := x
		for _, f := range t.runs(fm.Subtitle, sub, -1, fm.pos["subtitle"]) {
			sb.ops = append(sb.ops, op{kind: opText, x: cx, y: sl * 0.78, text: f.text, f: f.f, col: f.col})
			cx += f.w
		}
		t.add(sb)
	}
}

// quickFooters writes "Title · quick reference · page n of m" at the foot
// of each page, at the sheet's smallest size.
func (t *typesetter) quickFooters(b *book) {
	g := t.g
	st := istyle{sans: true, size: QuickRefMinSize, col: grey}
	defer func(n int) { t.errs = t.errs[:n] }(len(t.errs)) // the title was checked in the band
	for i, pg := range b.pages {
		s := b.fm.Title + " · quick reference"
		if len(b.pages) > 1 {
			s += " · page " + strconv.Itoa(i+1) + " of " + strconv.Itoa(len(b.pages))
		}
		fs := t.runs(s, st, -1, cards.Pos{File: t.path})
		w := 0.0
		for _, f := range fs {
			w += f.w
		}
		x := (g.w - w) / 2
		for _, f := range fs {
			pg.ops = append(pg.ops, op{kind: opText, x: x, y: g.h - g.bottom + 8, text: f.text, f: f.f, col: f.col})
			x += f.w
		}
	}
}

// rulebookRefs checks the references of a sheet against the numbered
// headings and rules of the rulebook, and turns each into plain text (the
// sheet has no rule it could link to).
func (t *typesetter) rulebookRefs(doc ast.Node, rules Source) {
	var refs []*RefNode
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if r, ok := n.(*RefNode); ok && entering {
			refs = append(refs, r)
		}
		return ast.WalkContinue, nil
	})
	if len(refs) == 0 {
		return
	}
	nums := map[string]bool{}
	if rules.Src != nil {
		rt := newTypesetter(rules.Src, rules.Path, t.g, t.opts)
		_, _, body, _ := splitFrontMatter(rules.Src)
		rt.src = body
		rdoc := parseMarkdown(body, t.opts.CardIDs)
		_ = ast.Walk(rdoc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			switch n := n.(type) {
			case *ast.Heading:
				nums[rt.headingNum(n)] = true
			case *ast.Paragraph, *ast.TextBlock:
				nums[rt.ruleNum(n)] = true
			}
			return ast.WalkContinue, nil
		})
	}
	for _, r := range refs {
		if !nums[r.Number] {
			if rules.Src == nil {
				t.errs.Add(t.pos(r.Offset), "quick reference: §%s: the game has no rulebook to refer to", r.Number)
			} else {
				t.errs.Add(t.pos(r.Offset), "quick reference: §%s refers to no rule or section of %s", r.Number, rules.Path)
			}
		}
		end := r.Offset + len("§") + len(r.Number)
		r.Parent().ReplaceChild(r.Parent(), r, ast.NewTextSegment(text.NewSegment(r.Offset, end)))
	}
}
