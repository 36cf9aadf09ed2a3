package rulebook

import (
	"strings"
	"testing"
)

// Broken YAML front matter is reported at path:line:col where the mistake
// starts: an unclosed quote or bracket at its opening, a bad escape at its
// backslash, a tab at its place.
func TestFrontMatterSyntaxErrors(t *testing.T) {
	const rest = "components: [a deck]\n---\n"
	for _, tc := range []struct {
		name, yaml string
		want       string // the error's start; "" for no column
	}{
		{"unclosed double quote", "title: T\nplayers: \"2 to 4\n", `f.md:3:10: rulebook: front matter: the double quote opened here is never closed (found unexpected end of stream)`},
		{"unclosed double quote first line", "title: \"Royal Haunts\nplayers: 1\n", `f.md:2:8: rulebook: front matter: the double quote opened here`},
		{"unclosed single quote", "title: 'Queen''s Challenge\nplayers: 1\n", `f.md:2:8: rulebook: front matter: the single quote opened here is never closed`},
		{"second quote unclosed", "title: T\nplayers: \"2\"\" \n", `f.md:3:13: rulebook: front matter: the double quote opened here`},
		{"quote after unicode", "title: Königs\nnote: [é, \"x\n", `f.md:3:11: rulebook: front matter: the double quote opened here`},
		{"quote inside a plain value", "title: T\nsubtitle: « \"x\nplayers: [2\n", `f.md:4:10: rulebook: front matter: the [ opened here`},
		{"unclosed bracket", "title: T\nplayers: [2, 3\n", `f.md:3:10: rulebook: front matter: the [ opened here is never closed (did not find expected ',' or ']')`},
		{"unclosed bracket first", "title: [T\nplayers: 2\n", `f.md:2:8: rulebook: front matter: the [ opened here is never closed`},
		{"unclosed brace", "title: T\nnote: {a: b\nplayers: 2\n", `f.md:3:7: rulebook: front matter: the { opened here is never closed (did not find expected ',' or '}')`},
		{"nested unclosed", "title: T\ncomponents: [a, {b: [c]\n", `f.md:3:17: rulebook: front matter: the { opened here`},
		{"bracket in a plain value", "title: a [b\nplayers: \"x\n", `f.md:3:10: rulebook: front matter: the double quote`},
		{"bad escape", "title: \"a\\qb\"\n", `f.md:2:10: rulebook: front matter: unknown escape \q`},
		{"reserved character", "title: T\nplayers: @2\n", `f.md:3:10: rulebook: front matter: a value cannot start with @`},
		{"backquote", "title: `T`\n", "f.md:2:8: rulebook: front matter: a value cannot start with `"},
		{"tab", "title: T\n\tplayers: 2\n", `f.md:3:1: rulebook: front matter: a tab in the indentation`},
		{"unknown anchor", "title: T\nplayers: *n\n", `f.md:3:10: rulebook: front matter: no anchor &n before this alias`},
		{"comment with a quote", "title: T # \"not a quote\nplayers: [2\n", `f.md:3:10: rulebook: front matter: the [ opened here`},
		{"block scalar with a quote", "note: |\n  say \"hi\n  more\nplayers: [2\n", `f.md:5:10: rulebook: front matter: the [ opened here`},
		{"quote closed by a later field", "title: \"Royal Haunts\nsubtitle: A solitaire\nplayers: \"1\"\n", `f.md:2:8: rulebook: front matter: the double quote opened here is not closed on its line: the value runs on to line 4`},
		{"single quote closed by a later field", "title: 'T\nnote: it's\nplayers: \"1\"\n", `f.md:2:8: rulebook: front matter: the single quote opened here is not closed on its line: the value runs on to line 3`},
		// Mistakes whose place yaml.v3 gives as a line only keep it.
		{"bad indentation", "title: T\ncomponents:\n  - a\n - b\n", `f.md:4: rulebook: front matter: did not find expected key`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := parseFrontMatter([]byte("---\n"+tc.yaml+rest), "f.md")
			if len(errs) == 0 {
				t.Fatalf("no error, want %s", tc.want)
			}
			if got := errs[0].Error(); !strings.HasPrefix(got, tc.want) {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}
