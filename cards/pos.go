package cards

import (
	"errors"
	"fmt"
	"sort"
	"strings"
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
// column counted in characters (runes), as editors show them.
func LineCol(src []byte, offset int) (line, col int) {
	if offset > len(src) {
		offset = len(src)
	}
	line = 1
	start := 0
	for i := 0; i < offset; i++ {
		if src[i] == '\n' {
			line++
			start = i + 1
		}
	}
	return line, len([]rune(string(src[start:offset]))) + 1
}
