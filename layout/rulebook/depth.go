package rulebook

import (
	"github.com/yuin/goldmark/ast"
)

// MaxNesting is how deeply lists and block quotes may be nested in a
// rules.md; MaxDepth bounds the depth of the whole parse tree (emphasis
// inside links inside list items...). Each level of nesting narrows the
// text and is laid out again inside its parent, so a bound keeps the
// typesetter's time and memory proportional to the input.
const (
	MaxNesting = 8
	MaxDepth   = 64
)

// checkDepth reports the first list or quote nested deeper than MaxNesting
// and the first node deeper than MaxDepth. It walks the tree without
// recursion, so that any depth can be checked.
func (t *typesetter) checkDepth(doc ast.Node) bool {
	type item struct {
		n            ast.Node
		depth, nests int
	}
	stack := []item{{doc, 0, 0}}
	nestErr, depthErr := false, false
	for len(stack) > 0 && !(nestErr && depthErr) {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		nests := it.nests
		switch it.n.Kind() {
		case ast.KindList, ast.KindBlockquote:
			nests++
		}
		if nests > MaxNesting && !nestErr {
			nestErr = true
			t.errs.Add(t.nodePos(it.n), "rulebook: lists and quotes nested more than %d deep: nest them less", MaxNesting)
		}
		if it.depth > MaxDepth && !depthErr {
			depthErr = true
			t.errs.Add(t.nodePos(it.n), "rulebook: Markdown nested more than %d deep: nest it less", MaxDepth)
		}
		for c := it.n.LastChild(); c != nil; c = c.PreviousSibling() {
			stack = append(stack, item{c, it.depth + 1, nests})
		}
	}
	return !nestErr && !depthErr
}
