package royalfamily_test

import (
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/royalfamily"
)

// TestRandomGames plays random games of every ruleset and turn order with
// the core's invariants checked after every step (cards conserved against
// the 54-card deck, text form round trip, legal actions apply and others
// are refused citing a rule, observation invariant, games end).
func TestRandomGames(t *testing.T) {
	tests := []struct {
		name  string
		opts  engine.Options
		games int
	}{
		{"standard", nil, 50},
		{"classic", engine.Options{"ruleset": "classic"}, 40},
		{"alternate", engine.Options{"turns": "alternate"}, 15},
		{"classic alternate-age", engine.Options{"ruleset": "classic", "turns": "alternate-age"}, 15},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games := tc.games
			switch {
			case enginetest.Long():
				games *= 40
			case testing.Short():
				games /= 5
			}
			res := enginetest.Run(t, enginetest.Config{Game: royalfamily.Game{}, Options: tc.opts, Games: games, Cards: royalfamily.Deck(),
				MaxSteps: 3000, Choose: royalfamily.Eager, Unfinished: true})
			t.Logf("%d games, %d steps, endings %v, unfinished %d", res.Games, res.Steps, res.Terminal, res.Unfinished)
			if res.Unfinished*50 > games {
				t.Errorf("%d of %d games unfinished after 3000 steps", res.Unfinished, games)
			}
			if len(res.Terminal) < 2 {
				t.Errorf("endings %v: want wins for both players", res.Terminal)
			}
		})
	}
}

func BenchmarkSteps(b *testing.B) {
	enginetest.BenchmarkSteps(b, royalfamily.Game{}, nil)
}

// BenchmarkGames plays whole games with the Eager player (uniformly
// random players may never finish), deals included.
func BenchmarkGames(b *testing.B) {
	r := engine.NewRand(1)
	steps := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, _ := royalfamily.Game{}.New(engine.Setup{Seed: uint64(i)})
		for n := 0; !s.IsTerminal() && n < 20000; n++ {
			legal := s.LegalActions()
			if err := s.Apply(royalfamily.Eager(s, legal, r)); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}

func BenchmarkClone(b *testing.B) {
	s, _ := royalfamily.Game{}.New(engine.Setup{Seed: 1})
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}
