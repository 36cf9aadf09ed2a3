package rulebook

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/extension"
)

// typographer is goldmark's typographer set to write the characters
// themselves (not HTML entities): curly quotes and apostrophes, en dashes
// for "--", em dashes for "---" and the ellipsis for "...". Guillemets
// ("<<", ">>") are left as written.
var typographer = extension.NewTypographer(extension.WithTypographicSubstitutions(map[extension.TypographicPunctuation]string{
	extension.LeftSingleQuote:  "‘",
	extension.RightSingleQuote: "’",
	extension.LeftDoubleQuote:  "“",
	extension.RightDoubleQuote: "”",
	extension.EnDash:           "–",
	extension.EmDash:           "—",
	extension.Ellipsis:         "…",
	extension.Apostrophe:       "’",
}))

// smarten does for plain text (the front matter) what the typographer does
// for Markdown: a quote after a letter or digit closes (or is an
// apostrophe), any other opens; dashes and the ellipsis as above.
func smarten(s string) string {
	if !strings.ContainsAny(s, "'\"-.") {
		return s
	}
	s = strings.NewReplacer("---", "—", "--", "–", "...", "…").Replace(s)
	var b strings.Builder
	prev := ' '
	for i, r := range s {
		next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		switch r {
		case '\'':
			if unicode.IsLetter(prev) || unicode.IsDigit(prev) || unicode.IsPunct(prev) && prev != '(' && prev != '[' {
				b.WriteRune('’')
			} else if unicode.IsDigit(next) { // '90s
				b.WriteRune('’')
			} else {
				b.WriteRune('‘')
			}
		case '"':
			if unicode.IsSpace(prev) || prev == '(' || prev == '[' {
				b.WriteRune('“')
			} else {
				b.WriteRune('”')
			}
		default:
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}
