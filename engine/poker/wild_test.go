package poker

import (
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// bruteWild is EvalCards' general path: every choice of ranks for the
// Jokers, the best Value kept.
func bruteWild(h [5]Card) Value {
	var b [5]uint16
	var wild []int
	var suit cards.Suit
	suited := true
	for i, c := range h {
		if c.Wild {
			wild = append(wild, i)
			continue
		}
		b[i] = 1 << (c.Rank & 15)
		suit, suited = sameSuit(suit, suited, c.Suit)
	}
	var best Value
	var rec func(k int)
	rec = func(k int) {
		if k == len(wild) {
			best = max(best, evalBits(b[0], b[1], b[2], b[3], b[4], suited))
			return
		}
		for r := Two; r <= Ace; r++ {
			b[wild[k]] = 1 << r
			rec(k + 1)
		}
	}
	rec(0)
	return best
}

// TestEvalCardsWild checks the analytic Joker path of EvalCards against
// trying every substitution, on every multiset of natural ranks with one
// and two Jokers, suited and not, and with Castle Poker's suitless cards.
func TestEvalCardsWild(t *testing.T) {
	n := 0
	var rec func(h [5]Card, k int, from Rank, jokers int)
	rec = func(h [5]Card, k int, from Rank, jokers int) {
		if k == 5-jokers {
			for i := k; i < 5; i++ {
				h[i] = Card{Wild: true}
			}
			for _, suits := range [][5]cards.Suit{
				{cards.Spades, cards.Spades, cards.Spades, cards.Spades, cards.Spades},
				{cards.Spades, cards.Hearts, cards.Spades, cards.Spades, cards.Spades},
				{cards.Spades, cards.Spades, cards.Spades, cards.NoSuit, cards.Spades},
			} {
				hh := h
				for i := 0; i < k; i++ {
					hh[i].Suit = suits[i]
				}
				n++
				if got, want := EvalCards(hh), bruteWild(hh); got != want {
					t.Fatalf("%v: EvalCards %x, every substitution %x", hh, got, want)
				}
			}
			return
		}
		for r := from; r <= Ace; r++ {
			if r == 1 {
				continue
			}
			h[k] = Card{Rank: r}
			rec(h, k+1, r, jokers)
		}
	}
	for j := 1; j <= 2; j++ {
		rec([5]Card{}, 0, Zero, j)
	}
	if n < 5000 {
		t.Errorf("only %d hands tried", n)
	}
}

// BenchmarkEvalTwoJokers measures Eval on hands with both Jokers, beside
// BenchmarkEval (none) and BenchmarkEvalOneJoker: ns/op is ns per hand.
func BenchmarkEvalTwoJokers(b *testing.B) {
	hs := benchHands(4096, 2)
	b.ResetTimer()
	var v Value
	for i := 0; i < b.N; i++ {
		v ^= Eval(hs[i&4095])
	}
	sink = v
}

func benchCards(b *testing.B, jokers int) {
	hs := benchHands(4096, jokers)
	cs := make([][5]Card, len(hs))
	for i, h := range hs {
		for k, c := range h {
			cs[i][k] = FromCard(c)
		}
	}
	b.ResetTimer()
	var v Value
	for i := 0; i < b.N; i++ {
		v ^= EvalCards(cs[i&4095])
	}
	sink = v
}

// BenchmarkEvalCards measures EvalCards (Castle Poker's cards) with 0, 1
// and 2 Jokers.
func BenchmarkEvalCards(b *testing.B) {
	for j := 0; j <= 2; j++ {
		b.Run([]string{"plain", "one-joker", "two-jokers"}[j], func(b *testing.B) { benchCards(b, j) })
	}
}
