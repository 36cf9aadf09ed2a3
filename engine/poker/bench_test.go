package poker

import (
	"math/rand/v2"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// benchHands deals n hands from a fixed seed, each from a shuffled 54-card
// deck of which the first jokers Jokers are kept and the rest dropped.
func benchHands(n, jokers int) [][5]cards.Card {
	rng := rand.New(rand.NewPCG(1, 2))
	hs := make([][5]cards.Card, n)
	for i := range hs {
		deck := cards.Deck52()
		rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		copy(hs[i][:], deck[:5])
		for k := 0; k < jokers; k++ {
			hs[i][rng.IntN(5-k)+k] = cards.JK1 + cards.Card(k)
		}
	}
	return hs
}

var sink Value

// BenchmarkEval measures Eval on plain hands: ns/op is ns per hand.
func BenchmarkEval(b *testing.B) {
	hs := benchHands(4096, 0)
	b.ResetTimer()
	var v Value
	for i := 0; i < b.N; i++ {
		v ^= Eval(hs[i&4095])
	}
	sink = v
}

func BenchmarkEvalOneJoker(b *testing.B) {
	hs := benchHands(4096, 1)
	b.ResetTimer()
	var v Value
	for i := 0; i < b.N; i++ {
		v ^= Eval(hs[i&4095])
	}
	sink = v
}

func BenchmarkClassifyRoyalHaunts(b *testing.B) {
	hs := benchHands(4096, 1)
	rh := RoyalHaunts()
	b.ResetTimer()
	var v Value
	for i := 0; i < b.N; i++ {
		hd, _ := rh.Classify(hs[i&4095])
		v ^= hd.Value
	}
	sink = v
}

func BenchmarkCompletable(b *testing.B) {
	hs := benchHands(4096, 1)
	rh := RoyalHaunts()
	rh.Completable(nil)
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		if rh.Completable(hs[i&4095][:1+i%4]) {
			n++
		}
	}
	sink = Value(n)
}
