package poker

// A reference evaluator, written to be obviously right rather than fast: it
// counts ranks and suits and checks the definitions one by one. The
// exhaustive tests compare the package against it.

import (
	"github.com/cardstock/cardstock/cards"
)

// refCard is a card for the reference: rank 2..14 (Ace 14), or 0 for
// Castle Poker's value-0 cards; suit 1..4, or 0 for a suitless card.
type refCard struct{ rank, suit int }

// card returns the standard card c stands for.
func (c refCard) card() cards.Card {
	r := c.rank
	if r == 14 {
		r = 1
	}
	return cards.New(cards.Rank(r), cards.Suit(c.suit))
}

func refOf(c cards.Card) refCard {
	r := int(c.Rank())
	if r == 1 {
		r = 14
	}
	return refCard{r, int(c.Suit())}
}

// refResult is the reference's view of a hand: its category, its ordering
// key (category, then the kicker ranks, compared left to right) and the
// ranks of the cards that make its combination.
type refResult struct {
	cat   Category
	key   uint64
	used  [15]bool // used[rank]: cards of this rank make the combination
	ranks [15]int  // how many cards of each rank
	top   int      // top rank of a straight (5 for A-2-3-4-5), else 0
}

func refEval(h [5]refCard) refResult {
	var res refResult
	for _, c := range h {
		res.ranks[c.rank]++
	}
	flush := h[0].suit != 0 // suit 0: a suitless card, which never makes a flush
	for _, c := range h {
		if c.suit != h[0].suit {
			flush = false
		}
	}
	// The distinct ranks, ordered by how many cards have them (more first),
	// then by rank (higher first): this is the order kickers compare in.
	var order, counts [5]int
	n := 0
	for r := 14; r >= 0; r-- {
		if res.ranks[r] == 0 {
			continue
		}
		// Insert r after the ranks with as many cards or more (they are
		// higher, since ranks come in decreasing order).
		i := n
		for i > 0 && counts[i-1] < res.ranks[r] {
			order[i], counts[i] = order[i-1], counts[i-1]
			i--
		}
		order[i], counts[i] = r, res.ranks[r]
		n++
	}
	// The counts written as digits, most first: 32 is a full house.
	pattern := 0
	for i := 0; i < n; i++ {
		pattern = pattern*10 + counts[i]
	}
	straight := 0
	if n == 5 {
		if order[0]-order[4] == 4 {
			straight = order[0]
		}
		if order[0] == 14 && order[1] == 5 && order[2] == 4 && order[3] == 3 && order[4] == 2 {
			straight = 5
		}
	}
	switch {
	case pattern == 5:
		res.cat = FiveOfAKind
	case straight != 0 && flush:
		res.cat = StraightFlush
	case pattern == 41:
		res.cat = FourOfAKind
	case pattern == 32:
		res.cat = FullHouse
	case flush:
		res.cat = Flush
	case straight != 0:
		res.cat = Straight
	case pattern == 311:
		res.cat = ThreeOfAKind
	case pattern == 221:
		res.cat = TwoPair
	case pattern == 2111:
		res.cat = Pair
	default:
		res.cat = HighCard
	}
	kick, nk := order, n
	if res.cat == Straight || res.cat == StraightFlush {
		kick, nk = [5]int{straight}, 1
		res.top = straight
	}
	res.key = uint64(res.cat)
	for i := 0; i < 5; i++ {
		res.key *= 16
		if i < nk {
			res.key += uint64(kick[i])
		}
	}
	switch res.cat {
	case HighCard:
		res.used[order[0]] = true
	case Pair, ThreeOfAKind, FourOfAKind:
		res.used[order[0]] = true
	case TwoPair:
		res.used[order[0]], res.used[order[1]] = true, true
	default:
		for _, r := range order[:n] {
			res.used[r] = true
		}
	}
	return res
}

// refRoyalHaunts reports whether a hand the reference classified is a legal
// Royal Haunts spell, restating the digest: at least a Pair (RH-R10); cards
// 2-10 anywhere; a Jack only in 7-8-9-10-J; a Queen only in a flush; never a
// King; an Ace only in a flush or in A-2-3-4-5, and a Joker standing for an
// Ace only in A-2-3-4-5 (RH-A10 (a), RH-A26). wild[i] tells a Joker; h holds
// what each Joker stands for.
func refRoyalHaunts(h [5]refCard, wild [5]bool, res refResult) bool {
	if res.cat < Pair {
		return false
	}
	isStraight := res.cat == Straight || res.cat == StraightFlush
	isFlush := res.cat == Flush || res.cat == StraightFlush
	for i, c := range h {
		if !res.used[c.rank] {
			if c.rank < 2 || c.rank > 10 {
				return false
			}
			continue
		}
		switch {
		case c.rank >= 2 && c.rank <= 10:
		case c.rank == 11:
			if !isStraight || res.top != 11 {
				return false
			}
		case c.rank == 12:
			if !isFlush {
				return false
			}
		case c.rank == 13:
			return false
		case c.rank == 14:
			wheel := isStraight && res.top == 5
			if wild[i] && !wheel || !wild[i] && !wheel && !isFlush {
				return false
			}
		}
	}
	return true
}
