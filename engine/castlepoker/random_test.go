package castlepoker_test

import (
	"fmt"

	"github.com/cardstock/cardstock/cards"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/castlepoker"
	"github.com/cardstock/cardstock/engine/enginetest"
)

func TestRandomGames(t *testing.T) {
	for _, tc := range []struct {
		name  string
		opts  engine.Options
		games int
	}{
		{"defaults", nil, 1000},
		{"variants", engine.Options{"bids": "closed", "siege": "on", "quarry": "deep"}, 300},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := enginetest.Run(t, enginetest.Config{Game: castlepoker.Game{}, Options: tc.opts,
				Games: enginetest.Scale(tc.games), MaxSteps: 20000, Cards: castlepoker.Deck})
			t.Logf("%d games, %d steps, endings %d kinds, rules cited %v", res.Games, res.Steps, len(res.Terminal), res.Rules)
		})
	}
}

func BenchmarkSteps(b *testing.B) {
	for n := 2; n <= 6; n += 2 {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			enginetest.BenchmarkStepsSetup(b, castlepoker.Game{}, engine.Setup{Players: n})
		})
	}
}

func BenchmarkGames(b *testing.B) {
	enginetest.BenchmarkGamesSetup(b, castlepoker.Game{}, engine.Setup{Players: 4})
}

// TestManyGames plays thousands of random games over every player count
// with the cheap invariants after every step (every card of the deck in
// one zone, the 20 stones all somewhere, the game ends); TestRandomGames
// checks every invariant on fewer games.
func TestManyGames(t *testing.T) {
	games := 5000
	if testing.Short() {
		games = 500
	}
	if enginetest.Long() {
		games = 100000
	}
	ref := map[cards.Card]int{}
	for _, c := range castlepoker.Deck {
		ref[c]++
	}
	endings := map[int]int{}
	steps := 0
	r := engine.NewRand(3)
	for i := 0; i < games; i++ {
		n := 2 + i%5
		s, err := engine.NewGame(castlepoker.Game{}, engine.Setup{Players: n, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; !s.IsTerminal(); k++ {
			if k > 20000 {
				t.Fatalf("%d players, seed %d: not over after %d steps", n, i, k)
			}
			legal := s.LegalActions()
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatalf("%d players, seed %d: %v", n, i, err)
			}
			steps++
			if err := castlepoker.Invariants(s); err != nil {
				t.Fatalf("%d players, seed %d, step %d: %v", n, i, k, err)
			}
		}
		w := 0
		for _, v := range s.Returns() {
			if v == 1 {
				w++
			}
		}
		if w == 0 {
			t.Fatalf("%d players, seed %d: nobody won", n, i)
		}
		endings[w]++
	}
	t.Logf("%d games, %d steps; games by number of winners: %v", games, steps, endings)
}
