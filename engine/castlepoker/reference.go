package castlepoker

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// Tables returns Castle Poker's reference tables: the hand ranking with
// the special cards and the exact odds of each hand from the game's deck
// (poker.CastleTables). The special cards are counted in Deck, which is
// read from the content, and ranked as the engine ranks them (pokerCard).
func (Game) Tables(opts engine.Options) ([]engine.Table, error) {
	if _, err := newConfig(opts); err != nil {
		return nil, err
	}
	specials, err := castleSpecials()
	if err != nil {
		return nil, err
	}
	return poker.CastleTables(specials, poker.CastleExamples)
}

// castleSpecials are the special cards of Deck, in the order and under the
// names poker.CastleExamples uses, each with its count in the deck.
func castleSpecials() ([]poker.Special, error) {
	var out []poker.Special
	for _, sc := range []struct {
		name string
		card cards.Card
	}{{"Barrels/sack", Barrels}, {"Messenger", Messenger}, {"Trebuchet", Trebuchet}} {
		n := 0
		for _, c := range Deck {
			if c == sc.card {
				n++
			}
		}
		pc := pokerCard(sc.card)
		s, err := poker.CastleSpecial(sc.name, int(pc.Rank), n)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}
