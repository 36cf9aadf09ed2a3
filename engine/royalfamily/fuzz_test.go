package royalfamily_test

import (
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/royalfamily"
)

var fuzzOpts = engine.Options{"ruleset": "standard", "turns": "flop"}

// FuzzParseState: any text either fails or gives a state whose text form
// reads back to itself and whose legal actions can be listed.
func FuzzParseState(f *testing.F) {
	s, _ := engine.NewGame(royalfamily.Game{}, engine.Setup{Seed: 1})
	enginetest.FuzzState(f, royalfamily.Game{}, fuzzOpts, s.String(), "players: 2\nround: 0\n", "players: 2\nphase: use\n")
}

// FuzzParseAction: any text either fails or gives an action that prints
// as text that parses back to it; applying it never panics.
func FuzzParseAction(f *testing.F) {
	s, _ := engine.NewGame(royalfamily.Game{}, engine.Setup{Seed: 1})
	for _, a := range []string{"draw", "take 2", "discard down", "attack ♥", "kidnap into S", "surprised J♠", "capture QH into ♣", "rescue K♦", "end", "pass"} {
		f.Add(a)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := s.ParseAction(text)
		if err != nil {
			return
		}
		b, err := s.ParseAction(s.ActionString(a))
		if err != nil || a != b {
			t.Fatalf("%q -> %d -> %q -> %d, %v", text, a, s.ActionString(a), b, err)
		}
		_ = s.Clone().Apply(a)
	})
}
