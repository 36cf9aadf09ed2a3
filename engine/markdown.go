package engine

import "strings"

// Block is a fenced transcript block found in Markdown.
type Block struct {
	Line int    // the line number of the block's first content line
	Text string // the block's content, without the fences
}

// Extract finds the fenced code blocks whose info string is "transcript" in
// Markdown src (CommonMark fences of ``` or ~~~, indented at most three
// spaces) and returns them with their line numbers. A block left open runs
// to the end of the file, as in CommonMark.
func Extract(src []byte) []Block {
	var blocks []Block
	lines := strings.Split(string(src), "\n")
	var (
		open  bool
		fence string // the fence run that opened the block
		keep  bool   // the open block is a transcript
		start int
		buf   []string
	)
	for i, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		t := strings.TrimLeft(l, " ")
		if len(l)-len(t) > 3 {
			if open && keep {
				buf = append(buf, l)
			}
			continue
		}
		if !open {
			f := fenceRun(t)
			if f == "" {
				continue
			}
			info := strings.TrimSpace(t[len(f):])
			if f[0] == '`' && strings.Contains(info, "`") {
				continue // not a fence: an inline code span
			}
			word, _, _ := strings.Cut(info, " ")
			open, fence, keep, start, buf = true, f, word == "transcript", i+2, nil
			continue
		}
		if f := fenceRun(t); f != "" && f[0] == fence[0] && len(f) >= len(fence) && strings.TrimSpace(t[len(f):]) == "" {
			if keep {
				blocks = append(blocks, Block{Line: start, Text: strings.Join(buf, "\n")})
			}
			open = false
			continue
		}
		if keep {
			buf = append(buf, l)
		}
	}
	if open && keep {
		blocks = append(blocks, Block{Line: start, Text: strings.Join(buf, "\n")})
	}
	return blocks
}

// fenceRun returns the run of at least three backticks or tildes that t
// starts with, or "".
func fenceRun(t string) string {
	if t == "" || (t[0] != '`' && t[0] != '~') {
		return ""
	}
	n := 0
	for n < len(t) && t[n] == t[0] {
		n++
	}
	if n < 3 {
		return ""
	}
	return t[:n]
}
