package engine

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// Block is a fenced transcript block found in Markdown.
type Block struct {
	Line int    // the line number of the block's first content line
	Text string // the block's content, without the fences
}

// Extract finds the fenced code blocks whose info string starts with the
// word "transcript" in Markdown src, wherever they are (in a blockquote or
// a list item too), with goldmark, the parser the typesetter uses, and
// returns them with their line numbers.
func Extract(src []byte) []Block {
	var blocks []Block
	doc := goldmark.New().Parser().Parse(text.NewReader(src))
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		fc, ok := n.(*ast.FencedCodeBlock)
		if !ok || fc.Info == nil {
			return ast.WalkContinue, nil
		}
		info := string(fc.Info.Segment.Value(src))
		if word, _, _ := strings.Cut(strings.TrimSpace(info), " "); word != "transcript" {
			return ast.WalkContinue, nil
		}
		// The info string is on the fence's line; content starts on the next.
		line := lineOf(src, fc.Info.Segment.Start) + 1
		var b strings.Builder
		lines := fc.Lines()
		for i := 0; i < lines.Len(); i++ {
			seg := lines.At(i)
			if i == 0 {
				line = lineOf(src, seg.Start)
			}
			b.Write(seg.Value(src))
		}
		t := strings.TrimSuffix(strings.ReplaceAll(b.String(), "\r\n", "\n"), "\n")
		blocks = append(blocks, Block{Line: line, Text: t})
		return ast.WalkSkipChildren, nil
	})
	return blocks
}

// lineOf returns the 1-based line number of byte offset off in src.
func lineOf(src []byte, off int) int {
	if off > len(src) {
		off = len(src)
	}
	return bytes.Count(src[:off], []byte("\n")) + 1
}
