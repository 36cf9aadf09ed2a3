package engine_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

func TestParseTranscript(t *testing.T) {
	src := `# a comment
game queens-challenge   # trailing comment
option enemies=one-way
option stop no
seed 42
pile ♣: 3♣
hand: 2♣ 6♣

gather 6♣
expect pile ♣: 3♣ 6♣
gather 2♣
expect illegal (rule 4.2.2)
expect illegal 4.2.2
expect illegal
expect legal: flip
expect over: no
`
	tr, err := engine.ParseTranscript("t.txt", []byte(src), 10)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Game != "queens-challenge" || tr.GamePos.Line != 11 {
		t.Errorf("game %q at %v", tr.Game, tr.GamePos)
	}
	if tr.Options["enemies"] != "one-way" || tr.Options["stop"] != "no" {
		t.Errorf("options %v", tr.Options)
	}
	if !tr.HasSeed || tr.Seed != 42 {
		t.Errorf("seed %d %v", tr.Seed, tr.HasSeed)
	}
	if len(tr.Zones) != 2 || tr.Zones[0].Key != "pile ♣" || tr.Zones[0].Value != "3♣" || tr.Zones[0].Pos.String() != "t.txt:15:9" {
		t.Errorf("zones %+v", tr.Zones)
	}
	kinds := []engine.StepKind{engine.StepAction, engine.StepExpect, engine.StepAction, engine.StepExpectIllegal,
		engine.StepExpectIllegal, engine.StepExpectIllegal, engine.StepExpectLegal, engine.StepExpectOver}
	if len(tr.Steps) != len(kinds) {
		t.Fatalf("%d steps, want %d", len(tr.Steps), len(kinds))
	}
	for i, k := range kinds {
		if tr.Steps[i].Kind != k {
			t.Errorf("step %d: kind %d, want %d", i, tr.Steps[i].Kind, k)
		}
	}
	if r := tr.Steps[3].Rule; r != "4.2.2" {
		t.Errorf("rule %q", r)
	}
	if r := tr.Steps[4].Rule; r != "4.2.2" {
		t.Errorf("rule %q", r)
	}
	if r := tr.Steps[5].Rule; r != "" {
		t.Errorf("rule %q", r)
	}
	if st := tr.Steps[1]; st.Key != "pile ♣" || st.Text != "3♣ 6♣" || st.Pos.Line != 19 {
		t.Errorf("expect %+v", st)
	}
}

func TestParseTranscriptSpacing(t *testing.T) {
	src := "\ufeffgame\tqueens-challenge\r\noption\tstop  no\r\n  seed\t 4 \r\n\thand:\t2♣\r\n  gather\t2♣  # hi\r\n"
	tr, err := engine.ParseTranscript("s.txt", []byte(src), 1)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Game != "queens-challenge" || tr.Options["stop"] != "no" || tr.Seed != 4 || len(tr.Zones) != 1 || tr.Steps[0].Text != "gather\t2♣" {
		t.Errorf("parsed %+v", tr)
	}
	if err := engine.Replay(tr, nil); err != nil {
		t.Error(err)
	}
}

func TestParseTranscriptErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"empty", "", "t.txt:1: transcript: empty"},
		{"comments only", "# nothing\n\n", "transcript: empty"},
		{"no game first", "seed 1\ngame x", `t.txt:1: transcript: want "game NAME" first, got "seed 1"`},
		{"game without name", "game\n", `want "game NAME" first`},
		{"second game", "game a\ngame b", "t.txt:2: transcript: a second game statement"},
		{"bad option", "game a\noption x", `t.txt:2: transcript: want "option NAME=VALUE"`},
		{"option with three words", "game a\noption x y z", `want "option NAME=VALUE"`},
		{"option twice", "game a\noption x=1\noption x=2", "t.txt:3: transcript: option x set twice"},
		{"bad seed", "game a\nseed -3", `want "seed N"`},
		{"seed twice", "game a\nseed 1\nseed 2", "t.txt:3: transcript: seed set twice"},
		{"option late", "game a\nflip\noption x=1", "t.txt:3: transcript: options come before the first action"},
		{"seed late", "game a\nflip\nseed 1", "the seed comes before the first action"},
		{"zone late", "game a\nflip\nhand: 2♣", `t.txt:3: transcript: zone line "hand: 2♣" after the first action`},
		{"zone after expect", "game a\nexpect over: no\nhand: 2♣", "after the first action"},
		{"bad expect", "game a\nflip\nexpect nothing", `want "expect KEY: VALUE"`},
		{"bad expect over", "game a\nexpect over: maybe", `want "expect over: yes"`},
		{"empty expect legal", "game a\nexpect legal:", `want "expect legal: ACTION"`},
		{"bad illegal", "game a\nflip\nexpect illegal because (x)", `want "expect illegal (rule R)"`},
		{"all errors", "game a\nseed x\nseed y", "t.txt:2: transcript: want \"seed N\" with N a whole number, got \"seed x\"\nt.txt:3:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := engine.ParseTranscript("t.txt", []byte(tc.src), 1)
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !errors.Is(err, engine.ErrTranscript) {
				t.Errorf("%v does not wrap ErrTranscript", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want it to contain %q", err, tc.want)
			}
		})
	}
}

func FuzzParseTranscript(f *testing.F) {
	f.Add("game queens-challenge\nseed 3\nhand: 2♣\ngather 2♣\nexpect illegal (rule 4.2.2)\n")
	f.Add("game x\noption a=b\n# c\nexpect over: yes\nexpect legal: flip")
	f.Add("```transcript\ngame y\n```")
	f.Fuzz(func(t *testing.T, src string) {
		tr, err := engine.ParseTranscript("f.txt", []byte(src), 1)
		if err != nil {
			return
		}
		// A transcript that parses replays without panicking.
		_ = engine.Replay(tr, nil)
	})
}
