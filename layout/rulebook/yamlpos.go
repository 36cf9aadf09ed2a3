package rulebook

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// yamlSpot is where a broken front matter goes wrong, found by locateYAML.
type yamlSpot struct {
	line, col int    // 1-based, in the YAML text; col in characters
	why       string // what is wrong there
}

// locateYAML finds where yaml.v3's error msg about y starts, for the
// errors whose place its message does not give exactly: a quote or a
// bracket never closed (at its opening), an unknown escape (at its
// backslash), a character that cannot start a value, a tab in the
// indentation and an alias of an unknown anchor. It scans y as YAML's
// tokens go, roughly; it answers only when what it finds is what msg
// says, and ok is false otherwise. y starts on line base of its file
// (for the lines named in messages); spot's line is y's own.
func locateYAML(y []byte, base int, msg string) (spot yamlSpot, ok bool) {
	at := func(off int, why string) (yamlSpot, bool) {
		ls := bytes.LastIndexByte(y[:off], '\n') + 1
		return yamlSpot{line: bytes.Count(y[:off], []byte("\n")) + 1, col: utf8.RuneCount(y[ls:off]) + 1, why: why}, true
	}
	switch {
	case strings.Contains(msg, "tab character"):
		// The first tab in a line's indentation.
		for ls := 0; ls < len(y); {
			k := ls
			for k < len(y) && (y[k] == ' ' || y[k] == '\t') {
				if y[k] == '\t' {
					return at(k, "a tab in the indentation (indent with spaces)")
				}
				k++
			}
			nl := bytes.IndexByte(y[ls:], '\n')
			if nl < 0 {
				break
			}
			ls += nl + 1
		}
		return spot, false
	case strings.HasPrefix(msg, "unknown anchor '"):
		name := strings.TrimSuffix(strings.TrimPrefix(msg, "unknown anchor '"), "' referenced")
		for off := 0; ; {
			k := bytes.Index(y[off:], []byte("*"+name))
			if k < 0 {
				return spot, false
			}
			k += off
			end := k + 1 + len(name)
			if (k == 0 || isYAMLSpace(y[k-1]) || bytes.IndexByte([]byte("[{,:"), y[k-1]) >= 0) &&
				(end == len(y) || isYAMLSpace(y[end]) || bytes.IndexByte([]byte("]},"), y[end]) >= 0) {
				return at(k, "no anchor &"+name+" before this alias")
			}
			off = k + 1
		}
	}
	off, why, kind := scanYAML(y, base)
	if off < 0 {
		return spot, false
	}
	switch {
	case kind == "quote" && strings.Contains(msg, "end of stream"),
		kind == "flow" && strings.Contains(msg, "did not find expected ',' or"),
		kind == "escape" && strings.Contains(msg, "unknown escape"),
		kind == "start" && strings.Contains(msg, "cannot start any token"),
		kind == "runs":
		return at(off, why)
	}
	return spot, false
}

func isYAMLSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// scanYAML walks y token by token, as far as needed to find the first
// quote or flow bracket never closed, unknown escape or reserved
// character: its offset, what is wrong and its kind ("quote", "flow",
// "escape", "start"); off is -1 when it finds none of these.
func scanYAML(y []byte, base int) (off int, why, kind string) {
	n := len(y)
	var flow []int // offsets of the [ and { not yet closed
	token := true  // a value may start here
	indent := func(k int) int {
		ls := bytes.LastIndexByte(y[:k], '\n') + 1
		e := ls
		for e < n && y[e] == ' ' {
			e++
		}
		return e - ls
	}
	// plain skips a plain scalar from i: up to ": ", " #" or the end of
	// the line, and in a flow collection up to a flow indicator too.
	plain := func(i int) int {
		for i < n && y[i] != '\n' {
			c := y[i]
			if c == ':' && (i+1 == n || isYAMLSpace(y[i+1]) || len(flow) > 0 && bytes.IndexByte([]byte(",]}"), y[i+1]) >= 0) {
				return i
			}
			if c == '#' && i > 0 && isYAMLSpace(y[i-1]) {
				return i
			}
			if len(flow) > 0 && bytes.IndexByte([]byte(",[]{}"), c) >= 0 {
				return i
			}
			i++
		}
		return i
	}
	for i := 0; i < n; {
		c := y[i]
		switch {
		case c == '\n':
			if len(flow) == 0 {
				token = true
			}
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r':
			i++
			continue
		case c == '#' && (i == 0 || isYAMLSpace(y[i-1])):
			for i < n && y[i] != '\n' {
				i++
			}
			continue
		}
		if !token && c != '"' && c != '\'' {
			switch {
			case c == ':':
				token = true
				i++
			case len(flow) > 0 && c == ',':
				token = true
				i++
			case len(flow) > 0 && (c == ']' || c == '}'):
				flow = flow[:len(flow)-1]
				i++
			default:
				i = max(plain(i), i+1)
			}
			continue
		}
		switch c {
		case '"':
			k := i + 1
			for ; k < n && y[k] != '"'; k++ {
				if y[k] == '\\' && k+1 < n {
					k++
					if bytes.IndexByte([]byte("0abt\tnvfre \"/\\N_LPxuU\n\r"), y[k]) < 0 {
						return k - 1, "unknown escape \\" + string(y[k]) + " in a double-quoted value", "escape"
					}
				}
			}
			if k >= n {
				return i, "the double quote opened here is never closed", "quote"
			}
			if l, ok := runsOn(y, base, i, k); ok {
				return i, fmt.Sprintf("the double quote opened here is not closed on its line: the value runs on to line %d", l), "runs"
			}
			i, token = k+1, false
		case '\'':
			k := i + 1
			for ; k < n; k++ {
				if y[k] == '\'' {
					if k+1 < n && y[k+1] == '\'' {
						k++
						continue
					}
					break
				}
			}
			if k >= n {
				return i, "the single quote opened here is never closed", "quote"
			}
			if l, ok := runsOn(y, base, i, k); ok {
				return i, fmt.Sprintf("the single quote opened here is not closed on its line: the value runs on to line %d", l), "runs"
			}
			i, token = k+1, false
		case '[', '{':
			flow = append(flow, i)
			i++
		case ']', '}', ',':
			if len(flow) == 0 {
				i, token = max(plain(i), i+1), false
				continue
			}
			if c != ',' {
				flow = flow[:len(flow)-1]
				token = false
			}
			i++
		case '|', '>':
			if len(flow) > 0 {
				i, token = max(plain(i), i+1), false
				continue
			}
			// A block scalar: the lines indented more than this one.
			ind := indent(i)
			for i < n && y[i] != '\n' {
				i++
			}
			for i < n {
				e := i + 1
				for e < n && y[e] == ' ' {
					e++
				}
				if e < n && y[e] != '\n' && y[e] != '\r' && e-(i+1) <= ind {
					break
				}
				nl := bytes.IndexByte(y[i+1:], '\n')
				if nl < 0 {
					i = n
					break
				}
				i += 1 + nl
			}
		case '@', '`':
			return i, "a value cannot start with " + string(c) + " (quote the value)", "start"
		case '-', '?':
			if len(flow) == 0 && (i+1 == n || isYAMLSpace(y[i+1])) {
				i++ // a sequence entry or a complex key: a value follows
				continue
			}
			i, token = max(plain(i), i+1), false
		case '&', '!', '*':
			for i < n && !isYAMLSpace(y[i]) && (len(flow) == 0 || bytes.IndexByte([]byte(",[]{}"), y[i]) < 0) {
				i++
			}
			token = c != '*'
		default:
			i, token = max(plain(i), i+1), false
		}
	}
	if len(flow) > 0 {
		o := flow[len(flow)-1]
		return o, "the " + string(y[o]) + " opened here is never closed", "flow"
	}
	return -1, "", ""
}

var yamlKeyLine = regexp.MustCompile(`^\s*(- )?[A-Za-z_][A-Za-z0-9_-]*:(\s|$)`)

// runsOn reports whether the quoted value from open to its closing quote
// at close swallowed lines that look like fields of their own ("players:
// 2"): its quote was most likely left open. It gives the line of the
// closing quote in the file, where y starts on line base.
func runsOn(y []byte, base, open, close int) (line int, ok bool) {
	inner := y[open:close]
	nl := bytes.IndexByte(inner, '\n')
	if nl < 0 {
		return 0, false
	}
	for _, l := range bytes.Split(inner[nl+1:], []byte("\n")) {
		if yamlKeyLine.Match(l) {
			return base + bytes.Count(y[:close], []byte("\n")), true
		}
	}
	return 0, false
}
