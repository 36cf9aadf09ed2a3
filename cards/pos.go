package cards

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Pos is a place in a file a user wrote. Line and Col count from 1; a zero
// Col means the column is not known.
type Pos struct {
	File string
	Line int
	Col  int
}

// String formats the position as "file:line:col", leaving out what is unknown.
func (p Pos) String() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
		if p.Col > 0 {
			fmt.Fprintf(&b, ":%d", p.Col)
		}
	}
	return b.String()
}

// Error is an error at a position in a user's file.
type Error struct {
	Pos Pos
	Err error
}

// Errorf returns an *Error at pos with a formatted message.
func Errorf(pos Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Err: fmt.Errorf(format, args...)}
}

func (e *Error) Error() string {
	if e.Pos == (Pos{}) {
		return e.Err.Error()
	}
	return e.Pos.String() + ": " + e.Err.Error()
}

func (e *Error) Unwrap() error { return e.Err }

// ErrorList collects several positioned errors so that a user sees all of
// them at once.
type ErrorList []*Error

// Add appends an error at pos.
func (l *ErrorList) Add(pos Pos, format string, args ...any) {
	*l = append(*l, Errorf(pos, format, args...))
}

// Append adds err; a positioned error keeps its position, an ErrorList is
// flattened, and any other error gets pos.
func (l *ErrorList) Append(pos Pos, err error) {
	if err == nil {
		return
	}
	var list ErrorList
	if errors.As(err, &list) {
		*l = append(*l, list...)
		return
	}
	var e *Error
	if errors.As(err, &e) {
		*l = append(*l, e)
		return
	}
	*l = append(*l, &Error{Pos: pos, Err: err})
}

// Sort orders the errors by file, line and column.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Err returns nil for an empty list and the list otherwise.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

func (l ErrorList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// Unwrap lets errors.Is and errors.As look at every error in the list.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// LineCol converts a byte offset in src to a 1-based line and a 1-based
// column counted in characters (runes), as editors show them. It scans src
// from its start: for many offsets of one source, use Lines.
func LineCol(src []byte, offset int) (line, col int) {
	offset = min(max(offset, 0), len(src))
	start := bytes.LastIndexByte(src[:offset], '\n') + 1
	return bytes.Count(src[:start], []byte("\n")) + 1, utf8.RuneCount(src[start:offset]) + 1
}

// Lines indexes where each line of a source starts, so that positions are
// found in time proportional to the length of their line, not of the file.
type Lines struct {
	src    []byte
	starts []int // byte offset of each line's first byte
}

// NewLines indexes the lines of src.
func NewLines(src []byte) *Lines {
	starts := []int{0}
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		starts = append(starts, i)
	}
	return &Lines{src: src, starts: starts}
}

// LineCol converts a byte offset to a 1-based line and a 1-based column
// counted in characters.
func (x *Lines) LineCol(offset int) (line, col int) {
	offset = min(max(offset, 0), len(x.src))
	i := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > offset }) - 1
	return i + 1, utf8.RuneCount(x.src[x.starts[i]:offset]) + 1
}

// RuneCol converts a 1-based byte column on a 1-based line into a column
// counted in characters; a place outside the source keeps byteCol.
func (x *Lines) RuneCol(line, byteCol int) int {
	if line < 1 || line > len(x.starts) {
		return byteCol
	}
	start := x.starts[line-1]
	end := start + byteCol - 1
	if end > len(x.src) || end < start {
		return byteCol
	}
	return utf8.RuneCount(x.src[start:end]) + 1
}

// openQuote returns the 1-based byte column of the quote that opens a
// quoted CSV field on line and is not closed on it, or 0.
func (x *Lines) openQuote(line int) int {
	if line < 1 || line > len(x.starts) {
		return 0
	}
	text := x.src[x.starts[line-1]:]
	if i := bytes.IndexByte(text, '\n'); i >= 0 {
		text = text[:i]
	}
	for i := 0; i < len(text); {
		// at the start of a field
		if text[i] != '"' {
			j := bytes.IndexByte(text[i:], ',')
			if j < 0 {
				return 0
			}
			i += j + 1
			continue
		}
		open := i
		i++
		for {
			j := bytes.IndexByte(text[i:], '"')
			if j < 0 {
				return open + 1
			}
			i += j + 1
			if i < len(text) && text[i] == '"' {
				i++ // a doubled quote
				continue
			}
			break
		}
		j := bytes.IndexByte(text[i:], ',')
		if j < 0 {
			return 0
		}
		i += j + 1
	}
	return 0
}
