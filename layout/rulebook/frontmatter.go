package rulebook

import (
	"bytes"
	"errors"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout/rulebook/internal/hyphen"
)

// FrontMatter is the cover information at the top of a rules.md.
type FrontMatter struct {
	Title      string
	Subtitle   string
	Byline     string
	Players    string
	Time       string
	Components []string
	Note       string
	// Language is the language of the text, for hyphenation: "en" (the
	// default) or "en-US".
	Language string

	pos map[string]cards.Pos // where each field's value is, for glyph errors
}

// splitFrontMatter finds the YAML front matter between a first line "---"
// and the next line "---". It returns the YAML text, the line on which it
// starts, and a copy of src with the front matter blanked (newlines kept)
// so that byte offsets of the body stay those of the file.
func splitFrontMatter(src []byte) (yml []byte, firstLine int, body []byte, ok bool) {
	if !bytes.HasPrefix(src, []byte("---\n")) && !bytes.HasPrefix(src, []byte("---\r\n")) {
		return nil, 0, src, false
	}
	start := bytes.IndexByte(src, '\n') + 1
	i := start
	for i < len(src) {
		j := bytes.IndexByte(src[i:], '\n')
		var line []byte
		next := len(src)
		if j < 0 {
			line = src[i:]
		} else {
			line = src[i : i+j]
			next = i + j + 1
		}
		if string(bytes.TrimRight(line, " \r")) == "---" {
			body = make([]byte, len(src))
			copy(body, src)
			for k := 0; k < next; k++ {
				if body[k] != '\n' {
					body[k] = ' '
				}
			}
			return src[start:i], 2, body, true
		}
		i = next
	}
	return nil, 0, src, false
}

var yamlLine = regexp.MustCompile(`^line (\d+): (.*)$`)

// parseFrontMatter reads and checks the front matter of a rules.md.
func parseFrontMatter(src []byte, path string) (*FrontMatter, cards.ErrorList) {
	var errs cards.ErrorList
	yml, first, _, ok := splitFrontMatter(src)
	if !ok {
		errs.Add(cards.Pos{File: path, Line: 1, Col: 1}, "rulebook: the file must start with YAML front matter between lines \"---\" (title, players, components)")
		return nil, errs
	}
	pos := func(line, col int) cards.Pos { return cards.Pos{File: path, Line: first + line - 1, Col: col} }
	var root yaml.Node
	if err := yaml.Unmarshal(yml, &root); err != nil {
		p := cards.Pos{File: path, Line: first}
		msg := err.Error()
		msg = strings.TrimPrefix(msg, "yaml: ")
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			n, _ := strconv.Atoi(m[1])
			p = pos(n, 0)
			msg = m[2]
		}
		// yaml.v3 gives a line, not always the right one, and no column:
		// find the place for the common mistakes.
		if at, ok := locateYAML(yml, first, msg); ok {
			p = pos(at.line, at.col)
			msg = at.why + " (" + msg + ")"
		}
		errs.Append(p, errors.New("rulebook: front matter: "+msg))
		return nil, errs
	}
	fm := &FrontMatter{pos: map[string]cards.Pos{}}
	if len(root.Content) == 0 || root.Content[0].Kind != yaml.MappingNode {
		errs.Add(cards.Pos{File: path, Line: first}, "rulebook: front matter: want fields such as \"title: Royal Haunts\"")
		return nil, errs
	}
	m := root.Content[0]
	seen := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		kp := pos(k.Line, k.Column)
		if seen[k.Value] {
			errs.Add(kp, "rulebook: front matter: %q is given twice", k.Value)
			continue
		}
		seen[k.Value] = true
		var dst *string
		switch k.Value {
		case "title":
			dst = &fm.Title
		case "subtitle":
			dst = &fm.Subtitle
		case "byline":
			dst = &fm.Byline
		case "players":
			dst = &fm.Players
		case "time":
			dst = &fm.Time
		case "note":
			dst = &fm.Note
		case "language":
			dst = &fm.Language
		case "components":
			if v.Kind != yaml.SequenceNode {
				errs.Add(pos(v.Line, v.Column), "rulebook: front matter: components: want a list of lines (\"  - 1 standard deck\")")
				continue
			}
			for j, c := range v.Content {
				if c.Kind != yaml.ScalarNode {
					errs.Add(pos(c.Line, c.Column), "rulebook: front matter: components: want one line of text per item")
					continue
				}
				fm.Components = append(fm.Components, smarten(c.Value))
				fm.pos["components."+strconv.Itoa(j)] = pos(c.Line, c.Column)
			}
			continue
		default:
			errs.Add(kp, "rulebook: front matter: unknown field %q: want title, subtitle, byline, players, time, components, note or language", k.Value)
			continue
		}
		if v.Kind != yaml.ScalarNode {
			errs.Add(pos(v.Line, v.Column), "rulebook: front matter: %s: want a line of text", k.Value)
			continue
		}
		*dst = smarten(v.Value)
		fm.pos[k.Value] = pos(v.Line, v.Column)
		if k.Value == "language" {
			fm.Language = v.Value
			if hyphen.For(v.Value) == nil {
				errs.Add(pos(v.Line, v.Column), "rulebook: front matter: language %q: hyphenation patterns exist for %s only", v.Value, strings.Join(hyphen.Languages, ", "))
			}
		}
	}
	for _, req := range []string{"title", "players", "components"} {
		if !seen[req] {
			errs.Add(cards.Pos{File: path, Line: first}, "rulebook: front matter: %q is missing", req)
		}
	}
	return fm, errs
}
