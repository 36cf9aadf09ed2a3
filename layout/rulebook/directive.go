package rulebook

import (
	"bytes"
	"regexp"
	"sort"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// Resolver supplies generated content for the directives of a rules.md:
// kind "table" for a line "{{table NAME}}" on its own, which becomes the
// GFM table returned; kind "fact" for "{{fact NAME}}" in running text,
// which becomes the inline Markdown returned. An error (an unknown name)
// is reported at the directive.
type Resolver func(kind, name string) (markdown string, err error)

// directivePattern is a directive: {{kind name}}, the name perhaps
// followed by settings ({{table ID OPTION=VALUE}}, {{fact turns players=4}}).
var directivePattern = regexp.MustCompile(`\{\{([a-z]+) ([A-Za-z0-9_./:-]+(?: +[A-Za-z0-9_./:=+-]+)*)\}\}`)

// splice is a directive replaced by generated text: the bytes
// [at, at+oldLen) of the source became newLen bytes.
type splice struct {
	at, oldLen, newLen int
}

// expandDirectives replaces the directives of body (front matter blanked)
// with what resolve returns. It returns the new body and the splices, in
// order, to map offsets in it back to the file (see origOffset). Problems
// are reported at the directive.
func (t *typesetter) expandDirectives(body []byte, resolve Resolver) ([]byte, []splice) {
	if !bytes.Contains(body, []byte("{{")) {
		return body, nil
	}
	type found struct {
		start, end int // the bytes replaced
		repl       string
	}
	var todo []found
	// Directives are looked for in running text only: a first parse
	// without cardstock's extensions leaves code spans and code blocks out.
	doc := goldmark.New(goldmark.WithExtensions(extension.Table)).Parser().Parse(text.NewReader(body))
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Type() != ast.TypeBlock {
			return ast.WalkContinue, nil
		}
		switch n.Kind() {
		case ast.KindCodeBlock, ast.KindFencedCodeBlock, ast.KindHTMLBlock:
			return ast.WalkSkipChildren, nil
		}
		// runs of text nodes that are contiguous in the source
		var runs [][2]int
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			tx, ok := c.(*ast.Text)
			if !ok {
				continue
			}
			if k := len(runs) - 1; k >= 0 && runs[k][1] == tx.Segment.Start {
				runs[k][1] = tx.Segment.Stop
				continue
			}
			runs = append(runs, [2]int{tx.Segment.Start, tx.Segment.Stop})
		}
		for _, r := range runs {
			for _, m := range directivePattern.FindAllSubmatchIndex(body[r[0]:r[1]], -1) {
				start, end := r[0]+m[0], r[0]+m[1]
				kind, name := string(body[r[0]+m[2]:r[0]+m[3]]), string(body[r[0]+m[4]:r[0]+m[5]])
				p := t.pos(start)
				if kind != "table" && kind != "fact" {
					t.errs.Add(p, "rulebook: unknown directive {{%s %s}}: want {{table NAME}} on a line of its own or {{fact NAME}} in text", kind, name)
					continue
				}
				if resolve == nil {
					t.errs.Add(p, "rulebook: {{%s %s}}: no generated content is available to this rulebook", kind, name)
					continue
				}
				if kind == "table" {
					ls := bytes.LastIndexByte(body[:start], '\n') + 1
					le := bytes.IndexByte(body[end:], '\n')
					if le < 0 {
						le = len(body)
					} else {
						le += end
					}
					if len(bytes.TrimSpace(body[ls:start])) > 0 || len(bytes.TrimSpace(body[end:le])) > 0 {
						t.errs.Add(p, "rulebook: {{table %s}} must be on a line of its own", name)
						continue
					}
					start, end = ls, le
				}
				md, err := resolve(kind, name)
				if err != nil {
					t.errs.Add(p, "rulebook: {{%s %s}}: %v", kind, name, err)
					continue
				}
				if kind == "table" {
					md = "\n" + string(bytes.TrimSpace([]byte(md))) + "\n"
				}
				todo = append(todo, found{start, end, md})
			}
		}
		return ast.WalkContinue, nil
	})
	if len(todo) == 0 {
		return body, nil
	}
	sort.Slice(todo, func(i, j int) bool { return todo[i].start < todo[j].start })
	var out bytes.Buffer
	var splices []splice
	last := 0
	for _, f := range todo {
		out.Write(body[last:f.start])
		splices = append(splices, splice{at: f.start, oldLen: f.end - f.start, newLen: len(f.repl)})
		out.WriteString(f.repl)
		last = f.end
	}
	out.Write(body[last:])
	return out.Bytes(), splices
}

// origOffset maps an offset of the expanded source back to the file: text
// that a directive generated maps to the directive.
func origOffset(splices []splice, off int) int {
	shift := 0
	for _, s := range splices {
		start := s.at + shift // where the generated text starts in the expanded source
		if off < start {
			break
		}
		if off < start+s.newLen {
			return s.at
		}
		shift += s.newLen - s.oldLen
	}
	return off - shift
}
