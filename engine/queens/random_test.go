package queens_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/queens"
)

// twoDecks is the multiset every state holds: each card of both decks.
// twoDecks are the cards the content prints for the game: the Queen's
// Challenge deck and your deck of magic.
func twoDecks() []cards.Card {
	return engine.MustDeckCards("queens-challenge", "queens-deck", "magic-deck")
}

// perDeck checks that each deck's zones hold each of its cards once.
func perDeck(st engine.State) error {
	s := st.(*queens.State)
	seen := map[string]map[cards.Card]bool{"queen": {}, "magic": {}}
	for _, p := range s.Zones() {
		deck := "magic"
		switch p.Name {
		case "challenge deck", "in play", "challenge discard":
			deck = "queen"
		}
		for _, c := range p.Cards {
			if seen[deck][c] {
				return fmt.Errorf("%s twice in the %s deck's zones", c, deck)
			}
			seen[deck][c] = true
		}
	}
	return nil
}

func TestRandomGames(t *testing.T) {
	tests := []struct {
		name  string
		opts  engine.Options
		games int
	}{
		{"defaults", nil, 800},
		{"no stop", engine.Options{"stop": "no"}, 800},
		{"every variant", engine.Options{"first-flip": "setup", "enemies": "one-way", "summoned": "used",
			"spades-gift": "turn", "hearts-gift": "in-play", "clubs-summon": "forced", "empty-flip": "no-penalty", "stop": "no"}, 400},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games := enginetest.Scale(tc.games)
			res := enginetest.Run(t, enginetest.Config{
				Game: queens.Game{}, Options: tc.opts, Games: games, Seed: 1000,
				MaxSteps: 20000, Cards: twoDecks(), Check: perDeck, Other: other,
			})
			if res.Steps == 0 {
				t.Fatal("no steps played")
			}
			t.Logf("%d games, %d steps, results %v, rules cited %v", res.Games, res.Steps, res.Terminal, res.Rules)
		})
	}
}

// other makes plausible actions, legal or not: gathers, casts, gifts,
// orders and the rest, with random cards.
func other(st engine.State, r *rand.Rand) engine.Action {
	s := st.(*queens.State)
	card := func() string { return cards.Card(1 + r.IntN(52)).String() }
	var text string
	switch r.IntN(8) {
	case 0:
		text = "gather " + card()
	case 1:
		text = "cast " + card()
	case 2:
		text = "cast " + card() + " " + card()
	case 3:
		text = "attack"
	case 4:
		text = "gift " + cards.Suits[r.IntN(4)].String()
	case 5:
		text = "order " + card()
	case 6:
		text = [...]string{"summon", "decline", "flip", "stop"}[r.IntN(4)]
	default:
		return engine.Action(r.Uint64())
	}
	a, err := s.ParseAction(text)
	if err != nil {
		return engine.Action(r.Uint64())
	}
	return a
}
