package rulebook

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cardstock/cardstock/templates"
)

// hyphenatable reports whether a frag is running text that may be
// hyphenated: not card notation, a reference, code, a link or an icon.
func (f frag) hyphenatable() bool {
	return !f.nohyph && f.link == "" && f.url == "" && f.icon == "" && f.arms == 0 && f.f.fam != templates.Mono && f.text != ""
}

// breakAt is a place a word may be broken: a byte offset in its text, and
// whether a hyphen must be added (not after a hyphen already written).
type breakAt struct {
	off    int
	hyphen bool
}

// breaks returns where wd may be broken, in increasing order: the points
// of the hyphenation patterns in a word of letters, with its punctuation
// around it, and after a hyphen written between letters. Words with
// digits, capitals only (ids, abbreviations) or text that is no running
// text have none.
func (t *typesetter) breaks(wd word) []breakAt {
	if t.hy == nil || len(wd.frags) == 0 {
		return nil
	}
	var sb strings.Builder
	for _, f := range wd.frags {
		if !f.hyphenatable() {
			return nil
		}
		sb.WriteString(f.text)
	}
	s := sb.String()
	// the letters, without punctuation around them
	start := strings.IndexFunc(s, unicode.IsLetter)
	if start < 0 {
		return nil
	}
	end := len(s)
	for end > start {
		r, n := utf8.DecodeLastRuneInString(s[:end])
		if unicode.IsLetter(r) || r == '’' && strings.HasSuffix(s[:end-n], "s") {
			break
		}
		end -= n
	}
	core := s[start:end]
	if strings.ContainsFunc(core, unicode.IsDigit) || !strings.ContainsFunc(core, unicode.IsLower) {
		return nil
	}
	var out []breakAt
	// each part between written hyphens is hyphenated by the patterns
	partStart := 0
	for partStart <= len(core) {
		k := strings.IndexByte(core[partStart:], '-')
		part := core[partStart:]
		if k >= 0 {
			part = core[partStart : partStart+k]
		}
		if pts := t.hy.Points(part); len(pts) > 0 {
			ri := 0
			for bi := range part {
				for _, p := range pts {
					if p == ri {
						out = append(out, breakAt{off: start + partStart + bi, hyphen: true})
					}
				}
				ri++
			}
		}
		if k < 0 {
			break
		}
		after := partStart + k + 1
		// after a written hyphen, with two letters or more on each side
		if utf8.RuneCountInString(core[:partStart+k]) >= 2 && utf8.RuneCountInString(core[after:]) >= 2 {
			out = append(out, breakAt{off: start + after})
		}
		partStart = after
	}
	return out
}

// splitWord breaks wd at the last place that leaves a first part, with
// its hyphen, no wider than avail. It returns the two parts.
func (t *typesetter) splitWord(wd word, avail float64) (word, word, bool) {
	bs := t.breaks(wd)
	for i := len(bs) - 1; i >= 0; i-- {
		a, b := t.cut(wd, bs[i])
		if a.w <= avail+0.001 {
			return a, b, true
		}
	}
	return word{}, word{}, false
}

// cut splits wd's frags at a break, adding the hyphen to the first part.
func (t *typesetter) cut(wd word, at breakAt) (word, word) {
	var a, b word
	pos := 0
	for _, f := range wd.frags {
		end := pos + len(f.text)
		switch {
		case end <= at.off:
			a.frags = append(a.frags, f)
		case pos >= at.off:
			b.frags = append(b.frags, f)
		default:
			l, r := f, f
			l.text, r.text = f.text[:at.off-pos], f.text[at.off-pos:]
			l.w, r.w = t.width(l.text, l.f), t.width(r.text, r.f)
			a.frags = append(a.frags, l)
			b.frags = append(b.frags, r)
		}
		pos = end
	}
	if at.hyphen {
		last := &a.frags[len(a.frags)-1]
		last.text += "-"
		last.w = t.width(last.text, last.f)
	}
	for _, f := range a.frags {
		a.w += f.w
	}
	for _, f := range b.frags {
		b.w += f.w
	}
	b.brk = wd.brk
	return a, b
}
