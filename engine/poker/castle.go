package poker

import (
	"fmt"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// CastleSpecial is a Castle Poker special card as CP-A3 (a) ranks it: a
// suitless card of its printed value, 8 (Barrels/sack) or 0 (the Messenger,
// the Trebuchet). name, value and count come from the game's content
// (content/castle-poker/special.csv).
func CastleSpecial(name string, value, count int) (Special, error) {
	var r Rank
	switch value {
	case 0:
		r = Zero
	case 2, 3, 4, 5, 6, 7, 8, 9, 10:
		r = Rank(value)
	default:
		return Special{}, fmt.Errorf("poker: special card %s: value %d has no rank (want 0 or 2 to 10)", name, value)
	}
	return Special{Name: name, Card: Card{Rank: r, Suit: cards.NoSuit}, Count: count}, nil
}

// CastleExamples are hands with Castle Poker's special cards for the
// ranking table, naming the cards "Barrels/sack", "Messenger" and
// "Trebuchet"; RankingTable classifies each.
var CastleExamples = []string{
	"8♠ 8♥ 8♦ 8♣ Barrels/sack",
	"Barrels/sack Barrels/sack 8♠ 8♥ 5♦",
	"Barrels/sack Barrels/sack Barrels/sack Messenger Trebuchet",
	"9♥ Barrels/sack 7♣ 6♦ 5♠",
	"Barrels/sack 8♥ 8♦ K♣ 2♠",
	"Messenger Trebuchet 4♦ 4♣ A♥",
	"Messenger Trebuchet K♥ 6♣ 3♠",
	"A♦ Q♣ Barrels/sack 5♠ Messenger",
}

// CastleTables are Castle Poker's poker tables: the hand ranking with the
// special cards, and the exact odds of each hand from its deck (the 52
// cards plus the specials), beside a plain deck's. The Castle Poker engine
// returns them from its Tables method, with its stone-flow and special-card
// tables. Names in examples must match the specials' names.
func CastleTables(specials []Special, examples []string) ([]engine.Table, error) {
	rank, err := RankingTable("hand-ranking", specials, examples)
	if err != nil {
		return nil, err
	}
	// Castle Poker has no Jokers: its Five of a Kind needs a Barrels/sack
	// (8s), so the plain example, which holds a Joker, does not apply.
	for _, r := range rank.Rows {
		if r[0] == FiveOfAKind.String() {
			r[1] = "—"
			r[3] = "five cards of one rank (only with special cards)"
		}
	}
	deck := DeckCards(cards.Deck52())
	for _, s := range specials {
		for i := 0; i < s.Count; i++ {
			deck = append(deck, s.Card)
		}
	}
	castle := CountHands(deck, Standard())
	plain := CountHands(deck[:52], Standard())
	t := engine.Table{
		ID:     "hand-odds",
		Title:  "Odds of each hand",
		Header: []string{"Hand", fmt.Sprintf("Castle Poker deck (%d cards)", len(deck)), "%", "Odds", "52 cards", "%"},
	}
	for c := NumCategories - 1; c >= 0; c-- {
		if castle.Count[c] == 0 && plain.Count[c] == 0 {
			continue
		}
		t.Rows = append(t.Rows, []string{Category(c).String(),
			Commas(castle.Count[c]), Percent(castle.Count[c], castle.Hands), OneIn(castle.Count[c], castle.Hands),
			Commas(plain.Count[c]), Percent(plain.Count[c], plain.Hands)})
	}
	t.Rows = append(t.Rows, []string{"All hands", Commas(castle.Hands), "100 %", "—", Commas(plain.Hands), "100 %"})
	t.Notes = []string{"Exact counts over every five-card hand dealt from the deck, before the exchange."}
	return []engine.Table{rank, t}, nil
}
