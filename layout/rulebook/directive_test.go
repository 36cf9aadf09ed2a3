package rulebook

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// fakeResolver knows one table and one fact.
func fakeResolver(kind, name string) (string, error) {
	switch {
	case kind == "table" && name == "hand-ranks":
		return "| Hand | Count |\n|---|---:|\n| Royal flush | 4 |\n| Five of a Kind with Q♠ | 13 |\n", nil
	case kind == "fact" && name == "deck-size":
		return "**54** cards (Q♠ among them)", nil
	case kind == "fact" && name == "bad":
		return "1♠ then", nil
	}
	return "", errors.New("no such " + kind)
}

func TestDirectives(t *testing.T) {
	body := "\n## 1 Generated\n\nThe deck has {{fact deck-size}} in all.\n\n{{table hand-ranks}}\n\nCode keeps `{{fact deck-size}}` as written.\n\n```\n{{table hand-ranks}}\n```\n\nThen 1♠ is wrong.\n"
	src := []byte(front + body)
	line := func(s string) int { return frontLines + strings.Count(body[:strings.Index(body, s)], "\n") + 1 }

	b, err := layoutBook(src, "r.md", Options{Resolve: fakeResolver})
	if err == nil {
		t.Fatal("1♠ after the directives is not reported")
	}
	// the error after generated text is still at its place in the file
	if want := "r.md:" + strconv.Itoa(line("Then 1♠")) + ":6: rulebook: \"1♠\""; !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want %s", err, want)
	}

	src = []byte(strings.Replace(string(src), "Then 1♠ is wrong.", "Then 2♠ is right.", 1))
	b, err = layoutBook(src, "r.md", Options{Resolve: fakeResolver})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, pg := range b.pages {
		for _, o := range pg.ops {
			if o.kind == opText {
				texts = append(texts, o.text)
			}
		}
	}
	all := strings.Join(texts, " ")
	for _, want := range []string{
		"The deck has 54 cards ( Q♠ among them) in all.",     // the fact, with its notation
		"Hand Count Royal flush 4 Five of a Kind with Q♠ 13", // the table
		"{{fact deck-size}}", "{{table hand-ranks}}", // code keeps them
	} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in\n%s", want, all)
		}
	}
	if strings.Contains(all, "{{fact deck-size}} in all") {
		t.Error("the fact was not replaced")
	}

	for _, tc := range []struct {
		name    string
		resolve Resolver
		text    string
		want    string
	}{
		{"unknown fact", fakeResolver, "A {{fact nope}} here.", ":3: rulebook: {{fact nope}}: no such fact"},
		{"unknown table", fakeResolver, "{{table nope}}", ":1: rulebook: {{table nope}}: no such table"},
		{"no resolver", nil, "Some {{fact deck-size}}.", ":6: rulebook: {{fact deck-size}}: no generated content"},
		{"table in a sentence", fakeResolver, "See {{table hand-ranks}} here.", ":5: rulebook: {{table hand-ranks}} must be on a line of its own"},
		{"a mistake in generated text is at its directive", fakeResolver, "A {{fact bad}}.", ":3: rulebook: \"1♠\" is not card notation"},
		{"unknown kind", fakeResolver, "A {{chart x}}.", ":3: rulebook: unknown directive {{chart x}}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte(front + "\n## 1 A\n\n" + tc.text + "\n")
			_, err := layoutBook(src, "r.md", Options{Resolve: tc.resolve})
			want := "r.md:" + strconv.Itoa(frontLines+4) + tc.want
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("got %v, want %s", err, want)
			}
		})
	}
}

// TestPosMatchesLineCol checks the typesetter's indexed positions against
// cards.LineCol at every offset of a source with multi-byte characters.
func TestPosMatchesLineCol(t *testing.T) {
	src := []byte("ab\n♠♥ x\n\n  Q♠ é\nlast")
	ts := &typesetter{src: src, path: "p"}
	for off := 0; off <= len(src)+2; off++ {
		l, c := cards.LineCol(src, off)
		if p := ts.pos(off); p.Line != l || p.Col != c {
			t.Errorf("offset %d: %d:%d, want %d:%d", off, p.Line, p.Col, l, c)
		}
	}
}
