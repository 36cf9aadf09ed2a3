package poker

import (
	"runtime"
	"sync"

	"github.com/cardstock/cardstock/cards"
)

// Odds is how many five-card hands of a deck make each category under a
// Rules value: an exact count over every hand, not a sample.
type Odds struct {
	Cards int   // cards in the deck
	Hands int64 // five-card hands the deck deals: Cards choose 5
	// Count is the number of hands whose best legal hand has each category.
	Count [NumCategories]int64
	// None counts the hands that make no legal hand (for rules with a
	// MinCategory or restricted cards).
	None int64
	// JackHighStraight and QueenFlush count the legal hands with those
	// flags (Royal Haunts' bonus spells, Hand).
	JackHighStraight, QueenFlush int64
}

// CountHands counts exactly, by category, the best legal hand under r of
// every five-card hand dealt from deck (cards as the evaluator sees them:
// standard cards, Jokers, Castle Poker's suitless cards).
//
// The category of a hand depends only on the ranks of its natural cards,
// how many Jokers it holds and whether its natural cards share a suit (the
// premise of Completable). So CountHands enumerates those classes instead
// of the hands one by one: for each multiset of natural ranks and number
// of Jokers, the number of hands is a product of binomial coefficients
// (the cards of each rank the deck holds, choose how many the hand has),
// and of them exactly sum over suits of the product, per rank, of (that
// rank's cards of the suit choose how many) share one suit. One
// representative of each class is classified by r.ClassifyCards, the
// engine's own classifier; the classes are shared out among GOMAXPROCS
// goroutines in fixed contiguous blocks and the counts summed in class
// order, so the result never depends on scheduling. A 54-card deck has
// about 7,000 classes against 3,162,510 hands; TestCountHands checks the
// counts against going through every hand.
func CountHands(deck []Card, r Rules) Odds {
	var g deckGroups
	for _, c := range deck {
		switch {
		case c.Wild:
			g.jokers++
		case c.Rank < NumRanks && c.Rank != 1:
			g.total[c.Rank]++
			if s := c.Suit; s >= cards.Spades && s <= cards.Clubs {
				g.suited[c.Rank][s-cards.Spades]++
			}
		}
	}
	o := Odds{Cards: len(deck), Hands: binom(len(deck), 5)}
	classes := g.classes()
	type result struct {
		hand   [2]Hand
		legal  [2]bool
		jokers int
	}
	res := make([]result, len(classes))
	workers := max(1, min(runtime.GOMAXPROCS(0), len(classes)))
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		lo, hi := w*len(classes)/workers, (w+1)*len(classes)/workers
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := lo; i < hi; i++ {
				cl := &classes[i]
				for k, suited := range [2]bool{false, true} {
					if cl.ways[k] == 0 {
						continue
					}
					res[i].hand[k], res[i].legal[k] = r.ClassifyCards(cl.hand(suited))
				}
			}
		}()
	}
	wg.Wait()
	for i, cl := range classes {
		for k := range 2 {
			n := cl.ways[k]
			if n == 0 {
				continue
			}
			if !res[i].legal[k] {
				o.None += n
				continue
			}
			h := res[i].hand[k]
			o.Count[h.Category] += n
			if h.JackHighStraight {
				o.JackHighStraight += n
			}
			if h.QueenFlush {
				o.QueenFlush += n
			}
		}
	}
	return o
}

// deckGroups is a deck as CountHands needs it: per rank how many natural
// cards, and how many of each suit; how many Jokers.
type deckGroups struct {
	total  [NumRanks]int
	suited [NumRanks][4]int
	jokers int
}

// handClass is a set of hands: counts[r] natural cards of each rank and
// jokers Jokers; ways[0] hands whose natural cards do not share a suit,
// ways[1] hands whose do.
type handClass struct {
	counts [NumRanks]int8
	jokers int8
	suit   cards.Suit // a suit that makes the class suited, if ways[1] > 0
	ways   [2]int64
}

// hand returns a representative hand of the class: suited, all natural
// cards of one suit; unsuited, of two suits (or with a suitless card).
func (cl *handClass) hand(suited bool) [5]Card {
	var h [5]Card
	n := 0
	for r := Rank(0); r < NumRanks; r++ {
		for k := int8(0); k < cl.counts[r]; k++ {
			s := cards.Hearts
			switch {
			case suited:
				s = cl.suit
			case cl.jokers == 4:
				s = cards.NoSuit // one natural card: unsuited only if suitless
			case n == 0:
				s = cards.Spades
			}
			h[n] = Card{Rank: r, Suit: s}
			n++
		}
	}
	for ; n < 5; n++ {
		h[n] = Card{Wild: true}
	}
	return h
}

// classes lists every class of five-card hands the deck deals, in a fixed
// order, with its number of hands.
func (g *deckGroups) classes() []handClass {
	var out []handClass
	var cl handClass
	var rec func(r Rank, left int)
	rec = func(r Rank, left int) {
		if r == NumRanks {
			if left > g.jokers {
				return
			}
			c := cl
			c.jokers = int8(left)
			jw := binom(g.jokers, left)
			all := jw
			for k := Rank(0); k < NumRanks; k++ {
				all *= binom(g.total[k], int(c.counts[k]))
			}
			var suited int64
			if left < 5 {
				for s := 0; s < 4; s++ {
					w := jw
					for k := Rank(0); k < NumRanks && w > 0; k++ {
						w *= binom(g.suited[k][s], int(c.counts[k]))
					}
					if w > 0 && c.suit == cards.NoSuit {
						c.suit = cards.Spades + cards.Suit(s)
					}
					suited += w
				}
			}
			c.ways = [2]int64{all - suited, suited}
			if all > 0 {
				out = append(out, c)
			}
			return
		}
		for n := 0; n <= min(left, g.total[r]); n++ {
			cl.counts[r] = int8(n)
			rec(r+1, left-n)
		}
		cl.counts[r] = 0
	}
	rec(0, 5)
	return out
}

// binom is n choose k, 0 when k < 0 or k > n.
func binom(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	b := int64(1)
	for i := 1; i <= k; i++ {
		b = b * int64(n-k+i) / int64(i)
	}
	return b
}

// DeckCards converts standard cards and Jokers for CountHands.
func DeckCards(cs []cards.Card) []Card {
	out := make([]Card, len(cs))
	for i, c := range cs {
		out[i] = FromCard(c)
	}
	return out
}
