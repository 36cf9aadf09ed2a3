package poker

import (
	"runtime"
	"sync"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// castleDeck is Castle Poker's deck under CP-A3 (a): 52 cards, four
// suitless Eights (Barrels/sack) and two suitless Zeros (the Messenger and
// the Trebuchet).
func castleDeck() []Card {
	d := DeckCards(cards.Deck52())
	for i := 0; i < 4; i++ {
		d = append(d, Card{Rank: Eight})
	}
	return append(d, Card{Rank: Zero}, Card{Rank: Zero})
}

// everyHand counts the hands of deck by going through all of them, each
// classified by classify; two goroutines share the first card's index.
func everyHand(deck []Card, classify func([5]Card) (Hand, bool)) Odds {
	o := Odds{Cards: len(deck), Hands: binom(len(deck), 5)}
	n := len(deck)
	const workers = 2
	parts := make([]Odds, workers)
	done := make(chan bool)
	for w := 0; w < workers; w++ {
		go func() {
			p := &parts[w]
			var h [5]Card
			for a := w; a < n; a += workers {
				h[0] = deck[a]
				for b := a + 1; b < n; b++ {
					h[1] = deck[b]
					for c := b + 1; c < n; c++ {
						h[2] = deck[c]
						for d := c + 1; d < n; d++ {
							h[3] = deck[d]
							for e := d + 1; e < n; e++ {
								h[4] = deck[e]
								hd, ok := classify(h)
								if !ok {
									p.None++
									continue
								}
								p.Count[hd.Category]++
								if hd.JackHighStraight {
									p.JackHighStraight++
								}
								if hd.QueenFlush {
									p.QueenFlush++
								}
							}
						}
					}
				}
			}
			done <- true
		}()
	}
	for range workers {
		<-done
	}
	for _, p := range parts {
		for k := range o.Count {
			o.Count[k] += p.Count[k]
		}
		o.None += p.None
		o.JackHighStraight += p.JackHighStraight
		o.QueenFlush += p.QueenFlush
	}
	return o
}

// evalOnly classifies with EvalCards: category only.
func evalOnly(h [5]Card) (Hand, bool) {
	v := EvalCards(h)
	return Hand{Category: v.Category(), Value: v}, true
}

// memoRules classifies under r through a cache keyed by the hand's class
// (ranks, Jokers, suited), for the Royal Haunts check.
func memoRules(r Rules) func([5]Card) (Hand, bool) {
	type entry struct {
		h  Hand
		ok bool
	}
	var mu sync.Mutex
	cache := map[uint64]entry{}
	return func(h [5]Card) (Hand, bool) {
		var key uint64
		var suit cards.Suit
		suited := true
		for _, c := range h {
			if c.Wild {
				key += 1 << 60
				continue
			}
			key += 1 << (4 * uint64(c.Rank))
			suit, suited = sameSuit(suit, suited, c.Suit)
		}
		if suited {
			key |= 1 << 63
		}
		mu.Lock()
		e, ok := cache[key]
		mu.Unlock()
		if !ok {
			e.h, e.ok = r.ClassifyCards(h)
			mu.Lock()
			cache[key] = e
			mu.Unlock()
		}
		return e.h, e.ok
	}
}

func TestCountHandsPlain(t *testing.T) {
	o := CountHands(DeckCards(cards.Deck52()), Standard())
	// The well-known counts of five-card poker hands.
	want := [NumCategories]int64{1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40, 0}
	if o.Count != want || o.Hands != 2598960 || o.None != 0 || o.Cards != 52 {
		t.Errorf("counts %v of %d (none %d), want %v of 2598960", o.Count, o.Hands, o.None, want)
	}
	// With one Joker wild, the published counts of the 53-card deck.
	o = CountHands(DeckCards(cards.Deck54()[:53]), Standard())
	want = [NumCategories]int64{1302540, 1268088, 123552, 137280, 20532, 7804, 6552, 3120, 204, 13}
	if o.Count != want || o.Hands != 2869685 {
		t.Errorf("one Joker: counts %v of %d, want %v of 2869685", o.Count, o.Hands, want)
	}
}

// TestCountHands compares CountHands with going through every hand: a
// standard deck with 0, 1 and 2 Jokers, Castle Poker's deck, and Royal
// Haunts' spells.
func TestCountHands(t *testing.T) {
	if testing.Short() {
		t.Skip("goes through 19 million hands")
	}
	std := Standard()
	deck54 := DeckCards(cards.Deck54())
	for _, tc := range []struct {
		name     string
		deck     []Card
		rules    Rules
		classify func([5]Card) (Hand, bool)
	}{
		{"52", deck54[:52], std, evalOnly},
		{"53", deck54[:53], std, evalOnly},
		{"54", deck54, std, evalOnly},
		{"castle", castleDeck(), std, evalOnly},
		{"royal-haunts", deck54, RoyalHaunts(), memoRules(RoyalHaunts())},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := CountHands(tc.deck, tc.rules)
			want := everyHand(tc.deck, tc.classify)
			if tc.name != "royal-haunts" {
				// evalOnly does not compute the Royal Haunts flags
				got.JackHighStraight, got.QueenFlush = 0, 0
			}
			if got != want {
				t.Errorf("CountHands %+v\nevery hand %+v", got, want)
			}
			var sum int64
			for _, n := range got.Count {
				sum += n
			}
			if sum+got.None != got.Hands {
				t.Errorf("categories add up to %d + %d none, of %d hands", sum, got.None, got.Hands)
			}
		})
	}
}

// BenchmarkCountHands measures counting one deck (the 54-card deck under
// Royal Haunts' spell rules, the slowest classifier) on GOMAXPROCS cores.
func BenchmarkCountHands(b *testing.B) {
	deck := DeckCards(cards.Deck54())
	rh := RoyalHaunts()
	b.ReportMetric(float64(runtime.GOMAXPROCS(0)), "cores")
	for i := 0; i < b.N; i++ {
		CountHands(deck, rh)
	}
}

// BenchmarkAllOddsTables computes every odds table the games print: poker
// odds with 0, 1 and 2 Jokers, Royal Haunts' spells, Castle Poker's deck
// (counted afresh: JokerOddsTable keeps its counts once made).
func BenchmarkAllOddsTables(b *testing.B) {
	deck54 := DeckCards(cards.Deck54())
	castle := castleDeck()
	rh := RoyalHaunts()
	for i := 0; i < b.N; i++ {
		for j := 0; j <= 2; j++ {
			CountHands(deck54[:52+j], Standard())
		}
		CountHands(deck54, rh)
		CountHands(castle, Standard())
	}
}
