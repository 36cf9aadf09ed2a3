package poker

import (
	"math/bits"

	"github.com/cardstock/cardstock/cards"
)

// Category is the type of a poker hand, from HighCard (lowest) to
// FiveOfAKind (highest, needs a wild Joker).
type Category uint8

// The categories in increasing order.
const (
	HighCard Category = iota
	Pair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
	FiveOfAKind
)

// NumCategories is the number of categories.
const NumCategories = 10

var categoryNames = [NumCategories]string{
	"High Card", "Pair", "Two Pair", "Three of a Kind", "Straight",
	"Flush", "Full House", "Four of a Kind", "Straight Flush", "Five of a Kind",
}

// String returns the category's name as a rulebook writes it ("Two Pair").
func (c Category) String() string {
	if c < NumCategories {
		return categoryNames[c]
	}
	return "?"
}

// Rank is a card's rank as poker orders it: Zero for Castle Poker's suitless
// value-0 special cards (below every other rank, never part of a straight),
// then Two..Ten, Jack, Queen, King and Ace (14). Rank 1 is not used: an Ace
// plays low only in the straight A-2-3-4-5, which Eval handles itself.
type Rank uint8

// The ranks.
const (
	Zero  Rank = 0
	Two   Rank = 2
	Three Rank = 3
	Four  Rank = 4
	Five  Rank = 5
	Six   Rank = 6
	Seven Rank = 7
	Eight Rank = 8
	Nine  Rank = 9
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

// NumRanks is the size of arrays indexed by Rank (Zero..Ace).
const NumRanks = 15

var rankSymbols = [NumRanks]string{"0", "?", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}

// String returns the rank as printed on a card ("10", "Q", "A"), or "0" for
// Zero.
func (r Rank) String() string {
	if r < NumRanks {
		return rankSymbols[r]
	}
	return "?"
}

// RankOf returns the poker rank of a standard card's rank (Ace becomes 14).
func RankOf(r cards.Rank) Rank {
	if r == cards.Ace {
		return Ace
	}
	return Rank(r)
}

// CardsRank returns the cards.Rank of r (Ace becomes cards.Ace), or
// cards.NoRank for Zero and ranks out of range.
func (r Rank) CardsRank() cards.Rank {
	switch {
	case r == Ace:
		return cards.Ace
	case r >= Two && r <= King:
		return cards.Rank(r)
	}
	return cards.NoRank
}

// Card is a card as the evaluator sees it: a rank and a suit, or a wild
// Joker. Suit is cards.NoSuit for suitless cards such as Castle Poker's
// Barrels (rank Eight), Messenger and Trebuchet (rank Zero); a suitless card
// never makes a flush. For a Joker (Wild) Rank and Suit are ignored; Hand.As
// says what a Joker stands for.
type Card struct {
	Rank Rank       // Zero, or Two..Ace
	Suit cards.Suit // cards.NoSuit for a suitless card
	Wild bool       // a Joker
}

// FromCard converts a standard card or Joker. NoCard and other invalid values
// become a Joker.
func FromCard(c cards.Card) Card {
	if c.Valid() && !c.IsJoker() {
		return Card{Rank: RankOf(c.Rank()), Suit: c.Suit()}
	}
	return Card{Wild: true}
}

// String returns the card in notation ("Q♠", "8" for a suitless Eight, "JK"
// for a Joker).
func (c Card) String() string {
	if c.Wild {
		return "JK"
	}
	return c.Rank.String() + c.Suit.String()
}

// Value orders hands: a greater Value is a better hand and equal Values tie
// (suits never break ties). It packs the category and the kickers:
//
//	bits 32..35  Category
//	bits 16..30  primary ranks: bit r set for each rank r of the main group
//	             (the pair(s), trips, quads, the five ranks of a flush or high
//	             card; for a straight only its top card, 5 for A-2-3-4-5)
//	bits  0..14  secondary ranks: the other ranks (kickers, or the pair of a
//	             full house)
type Value uint64

// Category returns the category packed in v.
func (v Value) Category() Category { return Category(v >> 32) }

const wheelMask = 1<<Ace | 1<<Two | 1<<Three | 1<<Four | 1<<Five

func highBit(x uint16) uint16 {
	for x&(x-1) != 0 {
		x &= x - 1
	}
	return x
}

// evalBits scores five cards given as rank bits (1<<rank), flush telling
// whether the five are of one suit. Pairs and better ignore flush: five cards
// of one suit with a repeated rank cannot come from one deck. It avoids
// branches, which random hands mispredict: the category comes from a small
// table indexed by the shape of the rank counts.
func evalBits(b0, b1, b2, b3, b4 uint16, flush bool) Value {
	// xk has bit r set when at least k cards have rank r.
	x1, x2 := b0|b1, b0&b1
	x3 := x2 & b2
	x2 |= x1 & b2
	x1 |= b2
	x4 := x3 & b3
	x3 |= x2 & b3
	x2 |= x1 & b3
	x1 |= b3
	x5 := x4 & b4
	x4 |= x3 & b4
	x3 |= x2 & b4
	x2 |= x1 & b4
	x1 |= b4

	// The primary ranks are those with the most cards.
	p := x1
	if x2 != 0 {
		p = x2
	}
	if x3 != 0 {
		p = x3
	}
	if x4 != 0 {
		p = x4
	}
	if x5 != 0 {
		p = x5
	}
	sec := x1 &^ p
	// Only five different ranks can equal a run of five bits.
	low := x1 & -x1
	var shape uint
	if x1 == low*31 && low >= 1<<Two {
		shape |= 2
		p, sec = low<<4, 0
	}
	if x1 == wheelMask {
		shape |= 2
		p, sec = 1<<Five, 0
	}
	if flush {
		shape |= 1
	}
	if x3 != 0 {
		shape |= 8
	}
	if x4 != 0 {
		shape |= 4
	}
	shape |= uint(bits.OnesCount16(x1)) << 4
	return Value(shapeCategory[shape&127])<<32 | Value(p)<<16 | Value(sec)
}

// shapeCategory maps evalBits' shape (distinct ranks<<4 | trips<<3 |
// quads<<2 | straight<<1 | flush) to the category.
var shapeCategory [128]Category

func init() {
	for shape := range shapeCategory {
		n, trips, quads := shape>>4, shape&8 != 0, shape&4 != 0
		var c Category
		switch n {
		case 1:
			c = FiveOfAKind
		case 2:
			c = FullHouse
			if quads {
				c = FourOfAKind
			}
		case 3:
			c = TwoPair
			if trips {
				c = ThreeOfAKind
			}
		case 4:
			c = Pair
		case 5:
			c = [4]Category{HighCard, Flush, Straight, StraightFlush}[shape&3]
		}
		shapeCategory[shape] = c
	}
}

// cardWord is the fast path's table, indexed by cards.Card: the rank bit
// (1<<rank) in the low 16 bits and a suit bit above. Jokers and invalid
// values are 0.
var cardWord [256]uint32

func init() {
	for c := cards.Card(1); c <= 52; c++ {
		cardWord[c] = 1<<RankOf(c.Rank()) | 1<<(15+c.Suit())
	}
}

// Eval returns the value of five standard cards under standard poker, Jokers
// (and invalid cards) wild: a Joker stands for whatever card makes the best
// hand, and four of a rank plus a Joker, or three plus two Jokers, are Five
// of a Kind. A Joker never stands for a card the hand already holds, so a
// flush has five different ranks. Hands without Jokers take a fast path.
func Eval(h [5]cards.Card) Value {
	w0, w1, w2, w3, w4 := cardWord[h[0]], cardWord[h[1]], cardWord[h[2]], cardWord[h[3]], cardWord[h[4]]
	if w0 == 0 || w1 == 0 || w2 == 0 || w3 == 0 || w4 == 0 {
		if v, ok := evalJokers(w0, w1, w2, w3, w4); ok {
			return v
		}
		var c [5]Card
		for i, x := range h {
			c[i] = FromCard(x)
		}
		return EvalCards(c)
	}
	flush := w0&w1&w2&w3&w4 > 0xffff
	return evalBits(uint16(w0), uint16(w1), uint16(w2), uint16(w3), uint16(w4), flush)
}

// sameSuit folds one natural card's suit into the suit seen so far: the
// hand stays suited while every natural card has the same suit, and a
// suitless card breaks it.
func sameSuit(suit cards.Suit, suited bool, s cards.Suit) (cards.Suit, bool) {
	switch {
	case s == cards.NoSuit:
		return suit, false
	case suit == cards.NoSuit:
		return s, suited
	case suit != s:
		return suit, false
	}
	return suit, suited
}

// EvalCards is Eval for cards that may be suitless (Castle Poker's special
// cards) or Jokers. Suitless cards never make a flush; Zero-rank cards pair
// with each other but never make a straight. Jokers stand for standard cards
// (Two..Ace), as in Eval. Ranks other than Zero and Two..Ace give an
// unspecified Value.
func EvalCards(h [5]Card) Value {
	var b [5]uint16
	var wild [5]int
	nw := 0
	var suit cards.Suit
	suited := true
	for i, c := range h {
		if c.Wild {
			wild[nw] = i
			nw++
			continue
		}
		b[i] = 1 << (c.Rank & 15)
		suit, suited = sameSuit(suit, suited, c.Suit)
	}
	if nw == 1 || nw == 2 {
		if v, ok := evalBitsWild(&b, nw, suited); ok {
			return v
		}
	}
	var best Value
	switch nw {
	case 0:
		return evalBits(b[0], b[1], b[2], b[3], b[4], suited)
	case 1:
		for r := Two; r <= Ace; r++ {
			b[wild[0]] = 1 << r
			best = max(best, evalBits(b[0], b[1], b[2], b[3], b[4], suited))
		}
	case 2:
		for r := Two; r <= Ace; r++ {
			b[wild[0]] = 1 << r
			for q := r; q <= Ace; q++ {
				b[wild[1]] = 1 << q
				best = max(best, evalBits(b[0], b[1], b[2], b[3], b[4], suited))
			}
		}
	default:
		var rec func(k int, from Rank)
		rec = func(k int, from Rank) {
			if k == nw {
				best = max(best, evalBits(b[0], b[1], b[2], b[3], b[4], suited))
				return
			}
			for r := from; r <= Ace; r++ {
				b[wild[k]] = 1 << r
				rec(k+1, r)
			}
		}
		rec(0, Two)
	}
	return best
}
