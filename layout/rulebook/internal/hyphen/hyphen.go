// Package hyphen finds where words may be hyphenated, with Frank Liang's
// algorithm (the one TeX uses) and pattern files in the format of TeX's
// \patterns and of the hyphen library (LibreOffice's .dic files).
//
// No maintained Go implementation was available from the module proxy, so
// this is a small one: the patterns are kept in a map from letter string
// to inter-letter values, and a word is looked up substring by substring
// (Liang 1983, chapter 3; at most a few thousand words a rulebook are
// looked up: only those that would end a loose line).
package hyphen

import (
	"bytes"
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Patterns are a language's hyphenation patterns.
type Patterns struct {
	values map[string][]uint8 // letters of a pattern -> values between them
	maxLen int                // longest pattern, in runes
	// LeftMin and RightMin are the fewest letters before the first hyphen
	// and after the last.
	LeftMin, RightMin int
	cache             sync.Map // word -> []int
}

// Parse reads patterns, one a line ("a1b", ".ach4"), with optional header
// lines of the hyphen library: a charset name, "LEFTHYPHENMIN n",
// "RIGHTHYPHENMIN n". Lines starting with % are comments. TeX's minimums
// (2 and 3) apply when the file gives none.
func Parse(data []byte) (*Patterns, error) {
	p := &Patterns{LeftMin: 2, RightMin: 3}
	// One pass gathers every pattern's letters into one string and its
	// values into one slice, so that the map's keys and values share two
	// allocations (the patterns are read on every run that typesets).
	type entry struct{ k0, k1, v0, v1 int }
	entries := make([]entry, 0, bytes.Count(data, []byte("\n"))+1)
	keys := make([]byte, 0, len(data))
	vals := make([]uint8, 0, len(data))
	n := 0
	for len(data) > 0 {
		n++
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '%' {
			continue
		}
		if line[0] != 'L' && line[0] != 'R' {
			// a pattern: see below
		} else if f := strings.Fields(string(line)); len(f) == 2 && (f[0] == "LEFTHYPHENMIN" || f[0] == "RIGHTHYPHENMIN") {
			v, err := strconv.Atoi(f[1])
			if err != nil || v < 1 {
				return nil, fmt.Errorf("hyphen: line %d: %q", n, line)
			}
			if f[0] == "LEFTHYPHENMIN" {
				p.LeftMin = v
			} else {
				p.RightMin = v
			}
			continue
		}
		if n == 1 && string(bytes.ToUpper(line)) == string(line) && !bytes.ContainsAny(line, "0123456789.") {
			continue // the charset ("UTF-8")
		}
		e := entry{k0: len(keys), v0: len(vals)}
		vals = append(vals, 0)
		letters := 0
		for i := 0; i < len(line); {
			c := line[i]
			if c >= '0' && c <= '9' {
				vals[len(vals)-1] = c - '0'
				i++
				continue
			}
			_, size := utf8.DecodeRune(line[i:])
			keys = append(keys, line[i:i+size]...)
			vals = append(vals, 0)
			letters++
			i += size
		}
		if letters == 0 {
			return nil, fmt.Errorf("hyphen: line %d: %q has no letters", n, line)
		}
		e.k1, e.v1 = len(keys), len(vals)
		entries = append(entries, e)
		p.maxLen = max(p.maxLen, letters)
	}
	all := string(keys)
	p.values = make(map[string][]uint8, len(entries))
	for _, e := range entries {
		p.values[all[e.k0:e.k1]] = vals[e.v0:e.v1:e.v1]
	}
	return p, nil
}

// Points returns the rune offsets in word where it may be hyphenated
// (k: between word's runes k-1 and k), in increasing order. A word with
// anything but letters and apostrophes, or shorter than LeftMin+RightMin,
// has none.
func (p *Patterns) Points(word string) []int {
	if v, ok := p.cache.Load(word); ok {
		return v.([]int)
	}
	pts := p.points(word)
	p.cache.Store(word, pts)
	return pts
}

func (p *Patterns) points(word string) []int {
	rs := []rune(word)
	// a possessive is hyphenated as its stem: "op-po-nent’s"
	if n := len(rs); n > 2 && (rs[n-2] == '\'' || rs[n-2] == '’') && rs[n-1] == 's' {
		rs = rs[:n-2]
	}
	if len(rs) < p.LeftMin+p.RightMin {
		return nil
	}
	w := make([]rune, 0, len(rs)+2)
	w = append(w, '.')
	for _, r := range rs {
		switch {
		case r == '’':
			r = '\''
		case !unicode.IsLetter(r) && r != '\'':
			return nil
		}
		w = append(w, unicode.ToLower(r))
	}
	w = append(w, '.')
	// vals[i] is the value before w[i]
	vals := make([]uint8, len(w)+1)
	for i := range w {
		for j := i + 1; j <= len(w) && j-i <= p.maxLen; j++ {
			pv, ok := p.values[string(w[i:j])]
			if !ok {
				continue
			}
			for k, v := range pv {
				if v > vals[i+k] {
					vals[i+k] = v
				}
			}
		}
	}
	var out []int
	// a break before rs[k] is a break before w[k+1]
	for k := p.LeftMin; k <= len(rs)-p.RightMin; k++ {
		if vals[k+1]%2 == 1 {
			out = append(out, k)
		}
	}
	return out
}

// Hyphenate returns word with sep at every point it may be hyphenated.
func (p *Patterns) Hyphenate(word, sep string) string {
	pts := p.Points(word)
	if len(pts) == 0 {
		return word
	}
	rs := []rune(word)
	var b strings.Builder
	last := 0
	for _, k := range pts {
		b.WriteString(string(rs[last:k]))
		b.WriteString(sep)
		last = k
	}
	b.WriteString(string(rs[last:]))
	return b.String()
}

//go:embed hyph_en_US.dic
var enUS []byte

var english = sync.OnceValue(func() *Patterns {
	p, err := Parse(enUS)
	if err != nil {
		panic(err) // the embedded file is tested
	}
	return p
})

// Languages lists the languages For knows.
var Languages = []string{"en", "en-US"}

// For returns the patterns of a language ("en", "en-US"; case does not
// matter), or nil when there are none.
func For(lang string) *Patterns {
	switch strings.ToLower(lang) {
	case "en", "en-us":
		return english()
	}
	return nil
}
