package royalhaunts_test

import (
	"math/rand/v2"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/royalhaunts"
)

// other proposes actions near the legal ones: the same kind with other
// arguments, so that refusals of almost-legal actions are tested too.
func other(s engine.State, r *rand.Rand) engine.Action {
	legal := s.LegalActions()
	if len(legal) == 0 || r.IntN(4) == 0 {
		return engine.Action(r.Uint64() >> r.IntN(64))
	}
	a := legal[r.IntN(len(legal))]
	switch r.IntN(4) {
	case 0:
		return a&^0xff0000 | engine.Action(r.IntN(56))<<16
	case 1:
		return a&^0xff00 | engine.Action(r.IntN(56))<<8
	case 2:
		return a&^0xff | engine.Action(r.IntN(11))
	}
	return a&^0xff000000 | engine.Action(1+r.IntN(28))<<24
}

var variants = []struct {
	name  string
	opts  engine.Options
	games int
}{
	{"defaults", nil, 2000},
	{"no jokers", engine.Options{"jokers": "off"}, 500},
	{"easier", engine.Options{"flush-discards": "on", "four-grouped": "on", "suited-lower": "on",
		"setup-faces-back": "on", "ace-no-chain": "on", "jokers-wild-only": "on"}, 500},
	{"harder", engine.Options{"four-aces": "on", "suit-ungrouped": "on", "ace-reveals-five": "on", "group-after": "on"}, 500},
	{"rule options", engine.Options{"face-kickers": "on", "straight-flush": "choose", "setup-loss": "redeal"}, 500},
}

func TestRandomGames(t *testing.T) {
	for _, tc := range variants {
		t.Run(tc.name, func(t *testing.T) {
			games := enginetest.Scale(tc.games)
			// The cards the content prints: conservation is checked
			// against them (without Jokers, against the deal's cards).
			var deck []cards.Card
			if tc.opts["jokers"] != "off" {
				deck = engine.MustDeckCards("royal-haunts", "standard")
			}
			res := enginetest.Run(t, enginetest.Config{
				Game: royalhaunts.Game{}, Options: tc.opts, Games: games, Seed: 1,
				MaxSteps: 50000, Other: other, Cards: deck,
			})
			if res.Steps == 0 {
				t.Fatal("no steps played")
			}
			t.Logf("%d games, %d steps, endings %v", res.Games, res.Steps, res.Terminal)
		})
	}
}

// The harness's benchmarks deal again whenever a game is over, also when
// a deal is lost at setup (rule 3.5), so they run with the default options.
func BenchmarkSteps(b *testing.B) { enginetest.BenchmarkSteps(b, royalhaunts.Game{}, nil) }
func BenchmarkGames(b *testing.B) { enginetest.BenchmarkGames(b, royalhaunts.Game{}, nil) }
