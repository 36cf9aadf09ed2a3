package engine_test

import (
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

func FuzzTranscriptRoundTrip(f *testing.F) {
	f.Add("game tiny\nplayers 3\nseed 5\noption a=b\nP1 hand: A♥ MES\nP1 draw\nexpect illegal (rule 2.1)\nexpect P1 hand: 3 cards\nexpect over: no\nexpect legal: pass\n")
	f.Add("game x # c\noption a b\nhand:\nflip\nexpect illegal\nexpect k:\n")
	f.Fuzz(func(t *testing.T, src string) {
		tr, err := engine.ParseTranscript("f.txt", []byte(src), 1)
		if err != nil {
			return
		}
		text := tr.String()
		back, err := engine.ParseTranscript("f.txt", []byte(text), 1)
		if err != nil {
			t.Fatalf("written transcript does not parse: %v\n%s", err, text)
		}
		if got := back.String(); got != text {
			t.Fatalf("round trip:\n%s\nwrote back\n%s", text, got)
		}
		if len(back.Steps) != len(tr.Steps) || len(back.Zones) != len(tr.Zones) || back.Players != tr.Players || back.Seed != tr.Seed {
			t.Fatalf("statements differ:\n%s", text)
		}
		for i := range tr.Steps {
			a, b := tr.Steps[i], back.Steps[i]
			a.Pos, b.Pos = cards.Pos{}, cards.Pos{}
			if a != b {
				t.Fatalf("step %d: %+v became %+v", i, a, b)
			}
		}
	})
}
