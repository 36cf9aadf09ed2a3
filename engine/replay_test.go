package engine_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cardstock/cardstock/engine"
	_ "github.com/cardstock/cardstock/engine/queens"
)

func replay(t *testing.T, src string) error {
	t.Helper()
	tr, err := engine.ParseTranscript("r.txt", []byte(src), 1)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return engine.Replay(tr, nil)
}

const gatherStart = "game queens-challenge\npile ♣: 3♣\nhand: 2♣ 6♣\n"

func TestReplay(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string // "" for success; else every line of the error, joined by "|"
	}{
		{"passes", gatherStart + "gather 6♣\nexpect pile ♣: 3♣ 6♣\ngather 2♣\nexpect illegal (rule 4.2.2)\nexpect over: no\nexpect legal: flip\n", ""},
		{"seed start", "game queens-challenge\nseed 3\nexpect hand count: 5\nexpect deck count: 47\n", ""},
		{"default seed is 0", "game queens-challenge\nexpect hand count: 5\n", ""},
		{"mismatch goes on", gatherStart + "gather 6♣\nexpect pile ♣: 3♣\nexpect hand: 6♣\n",
			"r.txt:5: step 1: expected pile ♣: 3♣ but pile ♣ is 3♣ 6♣|r.txt:6: step 1: expected hand: 6♣ but hand is 2♣"},
		{"empty value shows none", gatherStart + "expect discard: 2♣\n", "r.txt:4: step 0: expected discard: 2♣ but discard is (none)"},
		{"refusal stops", gatherStart + "gather 2♣\nexpect hand: 6♣\n", "r.txt:4: illegal: 2♣ is not higher than 3♣, the top card of your ♣ pile (rule 4.2.2)"},
		{"expect illegal but legal", gatherStart + "gather 6♣\nexpect illegal\n", `r.txt:5: step 1: expected "gather 6♣" to be refused but it is legal`},
		{"wrong rule", gatherStart + "gather 2♣\nexpect illegal (rule 4.2.1)\n", "r.txt:5: step 1: expected illegal (rule 4.2.1) but illegal: 2♣ is not higher than 3♣, the top card of your ♣ pile (rule 4.2.2)"},
		{"expect illegal alone", gatherStart + "expect illegal\n", "r.txt:4: step 0: expect illegal must follow an action line"},
		{"not legal", gatherStart + "expect legal: gather 2♣\n", "r.txt:4: step 0: expected gather 2♣ to be legal but it is not (legal: gather 6♣, gift ♥, gift ♦, gift ♣, flip, stop)"},
		{"over", gatherStart + "expect over: yes\n", "r.txt:4: step 0: expected over: yes but it is no"},
		{"unknown action", gatherStart + "jump\n", `r.txt:4: step 1: queens: unknown action "jump" (want gather CARD, attack, cast CARD..., gift SUIT, order CARD, summon, decline, flip, stop)`},
		{"unknown key", gatherStart + "expect mood: happy\n", `r.txt:4: step 0: queens: unknown expect key "mood" (see cardstock help transcripts)`},
		{"unknown game", "game chess\n", `r.txt:1: transcript: unknown game "chess"`},
		{"bad option", "game queens-challenge\noption colour=red\noption stop=maybe\n",
			`r.txt:2: engine: queens-challenge has no option "colour" (options: first-flip, enemies, summoned, spades-gift, hearts-gift, clubs-summon, empty-flip, stop)|r.txt:3: engine: option stop=maybe: want one of yes, no`},
		{"bad zone", "game queens-challenge\nhand: 2♣ 9X\n", "r.txt:2:10: bad card notation"},
		{"unknown zone", "game queens-challenge\nmoat: 2♣\n", `r.txt:2:7: transcript: unknown key "moat"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := replay(t, tc.src)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected failure:\n%v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no failure, want %q", tc.want)
			}
			got := strings.ReplaceAll(err.Error(), "\n", "|")
			if !strings.HasPrefix(got, tc.want) {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestReplayTrace(t *testing.T) {
	tr, err := engine.ParseTranscript("r.txt", []byte(gatherStart+"gather 6♣\ngather 2♣\nexpect illegal\n"), 1)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := engine.Replay(tr, &b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"r.txt:1: start\n    rand: ", "    turn: 1\n", "r.txt:4: step 1: gather 6♣\n", "    pile ♣: 3♣ 6♣\n", "r.txt:5: refused: gather 2♣: illegal:"} {
		if !strings.Contains(out, want) {
			t.Errorf("trace lacks %q:\n%s", want, out)
		}
	}
}

func TestVerifyFileMarkdown(t *testing.T) {
	md := "# Rules\n\ntext\n\n```transcript\n" + gatherStart + "gather 2♣\n```\n\n```transcript\n" + gatherStart + "gather 6♣\n```\n"
	n, err := engine.VerifyFile("rules.md", []byte(md), nil)
	if n != 2 {
		t.Errorf("%d transcripts, want 2", n)
	}
	if err == nil || !strings.HasPrefix(err.Error(), "rules.md:9: illegal: 2♣ is not higher") || strings.Contains(err.Error(), "\n") {
		t.Errorf("error %v, want one refusal at rules.md:9", err)
	}
}

func TestVerifyFS(t *testing.T) {
	fsys := fstest.MapFS{
		"g/examples/ok.txt":    {Data: []byte(gatherStart + "gather 6♣\n")},
		"g/examples/bad.txt":   {Data: []byte(gatherStart + "gather 2♣\n")},
		"g/examples/skip.md":   {Data: []byte("```transcript\ngame nothing\n```\n")},
		"g/rules.md":           {Data: []byte("```transcript\n" + gatherStart + "expect hand: 2♣\n```\n")},
		"h/examples/sub/x.txt": {Data: []byte("not a transcript")},
		"README.md":            {Data: []byte("```transcript\ngame nothing\n```\n")},
	}
	n, err := engine.VerifyFS(fsys, "content", nil)
	if n != 3 {
		t.Errorf("%d transcripts, want 3", n)
	}
	want := "content/g/examples/bad.txt:4: illegal: 2♣ is not higher than 3♣, the top card of your ♣ pile (rule 4.2.2)\n" +
		"content/g/rules.md:5: step 0: expected hand: 2♣ but hand is 2♣ 6♣"
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
}

func TestVerifyFile(t *testing.T) {
	_, err := engine.VerifyFile("x.txt", []byte("seed 1\n"), nil)
	if err == nil || !strings.HasPrefix(err.Error(), `x.txt:1: transcript: want "game NAME" first`) {
		t.Errorf("got %v", err)
	}
}

// ExampleReplay replays a transcript and prints the failure.
func ExampleReplay() {
	src := `game queens-challenge
pile ♣: 3♣
hand: 2♣ 6♣
gather 6♣
expect power ♣: 2
gather 2♣
`
	t, err := engine.ParseTranscript("example.txt", []byte(src), 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(engine.Replay(t, nil))
	// Output: example.txt:6: illegal: 2♣ is not higher than 6♣, the top card of your ♣ pile (rule 4.2.2)
}

// TestDocExample replays the example of the package documentation.
func TestDocExample(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(src), "\n") {
		if x, ok := strings.CutPrefix(l, "//\t"); ok && len(lines) < 11 {
			lines = append(lines, x)
		}
	}
	if len(lines) == 0 || lines[1] != "game queens-challenge" {
		t.Fatalf("no example found: %q", lines)
	}
	if _, err := engine.VerifyFile("doc.go", []byte(strings.Join(lines, "\n")), nil); err != nil {
		t.Error(err)
	}
}
