package castlepoker_test

import (
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/castlepoker"
	"github.com/cardstock/cardstock/engine/enginetest"
)

// FuzzParseState: any text either fails to parse or gives a state whose
// text form reads back the same.
func FuzzParseState(f *testing.F) {
	s, _ := engine.NewGame(castlepoker.Game{}, engine.Setup{Players: 3, Seed: 1})
	enginetest.FuzzState(f, castlepoker.Game{}, nil, s.String(), "players: 9\nP9 hand: A♠\n", "players: 2\nphase: refill\nrobbed: P2\n")
}

// FuzzParseAction: any text either fails or gives an action that prints
// as text that parses back to it.
func FuzzParseAction(f *testing.F) {
	s, _ := engine.NewGame(castlepoker.Game{}, engine.Setup{Players: 3, Seed: 1})
	for _, a := range []string{"discard A♠ MES", "stand", "bid 3", "take BAR from P2", "take 7♣", "steal castle P3", "pass"} {
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
		s.Clone().Apply(a)
	})
}
