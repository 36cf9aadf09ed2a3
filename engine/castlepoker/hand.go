package castlepoker

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine/poker"
)

// Value orders hands as rule 4.7 ranks them: a greater Value is a better
// hand, equal Values tie. It is poker.Value.
type Value = poker.Value

// pokerCard is a card as rule 4.7.3 ranks it: Barrels/sack a suitless 8,
// the Messenger and the Trebuchet suitless 0s.
func pokerCard(c cards.Card) poker.Card {
	switch c {
	case Barrels:
		return poker.Card{Rank: poker.Eight}
	case Messenger, Trebuchet:
		return poker.Card{Rank: poker.Zero}
	}
	return poker.Card{Rank: poker.RankOf(c.Rank()), Suit: c.Suit()}
}

// Eval ranks a hand of five cards, or of four after the Messenger took one
// (rule 4.7.8): four cards make four of a kind, three of a kind, two pair,
// one pair or high card, and the missing card is lower than any card.
func Eval(h []cards.Card) Value {
	switch len(h) {
	case 5:
		return poker.EvalCards([5]poker.Card{pokerCard(h[0]), pokerCard(h[1]), pokerCard(h[2]), pokerCard(h[3]), pokerCard(h[4])})
	case 4:
		return eval4(h)
	}
	return 0
}

// eval4 packs a four-card hand as poker.Value does (the category in bits
// 32 and up, the ranks of the main group as bits from 16, the others from
// 0), with no bit for the missing card.
func eval4(h []cards.Card) Value {
	var n [poker.NumRanks]int
	for _, c := range h {
		n[pokerCard(c).Rank]++
	}
	var prim, sec uint64
	pairs, cat := 0, poker.HighCard
	for r, k := range n {
		switch k {
		case 4:
			cat, prim = poker.FourOfAKind, 1<<r
		case 3:
			cat, prim = poker.ThreeOfAKind, 1<<r
		case 2:
			pairs++
			prim |= 1 << r
		}
	}
	switch {
	case cat != poker.HighCard:
	case pairs == 2:
		cat = poker.TwoPair
	case pairs == 1:
		cat = poker.Pair
	}
	for r, k := range n {
		switch {
		case k == 0:
		case cat == poker.HighCard:
			prim |= 1 << r
		case prim&(1<<r) == 0:
			sec |= 1 << r
		}
	}
	return Value(uint64(cat)<<32 | prim<<16 | sec)
}

// Describe names a hand's category as the rulebook's table does ("Full
// house"), with "four cards" for a hand of four.
func Describe(h []cards.Card) string {
	s := Eval(h).Category().String()
	if len(h) == 4 {
		s += " (four cards)"
	}
	return s
}
