package poker

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

func mustHand(t testing.TB, s string) [5]cards.Card {
	t.Helper()
	cs := mustList(t, s)
	if len(cs) != 5 {
		t.Fatalf("%q: %d cards, want 5", s, len(cs))
	}
	return [5]cards.Card(cs)
}

func mustList(t testing.TB, s string) []cards.Card {
	t.Helper()
	cs, err := cards.ParseList(cards.Pos{}, s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return cs
}

// usedString lists the used cards of h, Jokers with what they stand for.
func usedString(h [5]cards.Card, hd Hand) string {
	var parts []string
	for i, c := range h {
		if !hd.Used[i] {
			continue
		}
		if c.IsJoker() {
			parts = append(parts, c.String()+"="+hd.As[i].String())
		} else {
			parts = append(parts, c.String())
		}
	}
	return strings.Join(parts, " ")
}

// leftoverFaces is Royal Haunts under RH-A10 (b): face cards may be
// leftovers beside a Pair, Two Pair, Three or Four of a Kind.
func leftoverFaces() Rules {
	r := RoyalHaunts()
	for _, k := range []Rank{Jack, Queen, King} {
		r.Natural[k] |= Leftover(Pair, TwoPair, ThreeOfAKind, FourOfAKind)
	}
	return r
}

func TestRoyalHauntsClassify(t *testing.T) {
	rh, faces := RoyalHaunts(), leftoverFaces()
	tests := []struct {
		name      string
		hand      string
		standard  Category // classification under standard poker
		legal     bool     // a legal spell under the defaults
		legalB    bool     // a legal spell under RH-A10 (b)
		used      string   // the spell cards under the defaults, or (b) if only legal there
		jackHigh  bool
		queenHigh bool
		captured  string // the captured Aces
	}{
		// RH-E5: the glossary's examples.
		{name: "E5 flush", hand: "Q♣ 10♣ 7♣ 6♣ 4♣", standard: Flush, legal: true, legalB: true, used: "Q♣ 10♣ 7♣ 6♣ 4♣", queenHigh: true},
		{name: "E5 straight", hand: "Q♣ J♣ 10♣ 9♥ 8♥", standard: Straight},
		{name: "E5 three of a kind", hand: "2♦ 2♠ 2♣ K♠ 6♥", standard: ThreeOfAKind, legalB: true, used: "2♦ 2♠ 2♣"},
		{name: "E5 two pair", hand: "J♥ J♣ 4♣ 4♠ 9♥", standard: TwoPair},
		{name: "E5 four of a kind", hand: "9♣ 9♠ 9♦ 9♥ J♥", standard: FourOfAKind, legalB: true, used: "9♣ 9♠ 9♦ 9♥"},
		{name: "E5 pair", hand: "4♥ 4♣ K♠ 10♦ 5♠", standard: Pair, legalB: true, used: "4♥ 4♣"},
		{name: "E5 straight flush", hand: "Q♣ J♣ 10♣ 9♣ 8♣", standard: StraightFlush},
		{name: "E5 five of a kind", hand: "9♣ 9♠ 9♦ 9♥ JK", standard: FiveOfAKind, legal: true, legalB: true, used: "9♣ 9♠ 9♦ 9♥ JK=9"},
		// RH-E1.
		{name: "E1 flush", hand: "10♣ 7♣ 6♣ 4♣ 2♣", standard: Flush, legal: true, legalB: true, used: "10♣ 7♣ 6♣ 4♣ 2♣"},
		{name: "E1 pair", hand: "4♥ 4♣ 10♦ 5♠ 8♥", standard: Pair, legal: true, legalB: true, used: "4♥ 4♣"},
		// RH-A11: the Jack-high straight and the Queen-high flush.
		{name: "jack-high straight", hand: "7♦ 8♣ 9♥ 10♠ J♦", standard: Straight, legal: true, legalB: true, used: "7♦ 8♣ 9♥ 10♠ J♦", jackHigh: true},
		{name: "jack-high straight flush", hand: "7♣ 8♣ 9♣ 10♣ J♣", standard: StraightFlush, legal: true, legalB: true, used: "7♣ 8♣ 9♣ 10♣ J♣", jackHigh: true},
		{name: "queen-high straight", hand: "8♦ 9♣ 10♥ J♠ Q♦", standard: Straight},
		{name: "jack in a flush", hand: "J♥ 9♥ 6♥ 4♥ 2♥", standard: Flush},
		{name: "queen-high flush with ace", hand: "Q♥ 2♥ 5♥ 9♥ A♥", standard: Flush, legal: true, legalB: true, used: "Q♥ 2♥ 5♥ 9♥ A♥", queenHigh: true, captured: "A♥"},
		{name: "joker tops jack straight", hand: "7♦ 8♣ 9♥ 10♠ JK", standard: Straight, legal: true, legalB: true, used: "7♦ 8♣ 9♥ 10♠ JK=J", jackHigh: true},
		{name: "joker bottoms jack straight", hand: "JK 8♦ 9♣ 10♥ J♠", standard: Straight, legal: true, legalB: true, used: "JK=7 8♦ 9♣ 10♥ J♠", jackHigh: true},
		{name: "joker queen in flush", hand: "2♥ 4♥ 6♥ 8♥ JK", standard: Flush, legal: true, legalB: true, used: "2♥ 4♥ 6♥ 8♥ JK=Q♥", queenHigh: true},
		{name: "joker never a king", hand: "A♥ 4♥ 6♥ 8♥ JK", standard: Flush, legal: true, legalB: true, used: "A♥ 4♥ 6♥ 8♥ JK=Q♥", queenHigh: true, captured: "A♥"},
		// RH-A32: captured Aces.
		{name: "wheel", hand: "A♠ 2♦ 3♣ 4♥ 5♠", standard: Straight, legal: true, legalB: true, used: "A♠ 2♦ 3♣ 4♥ 5♠", captured: "A♠"},
		{name: "wheel straight flush", hand: "A♠ 2♠ 3♠ 4♠ 5♠", standard: StraightFlush, legal: true, legalB: true, used: "A♠ 2♠ 3♠ 4♠ 5♠", captured: "A♠"},
		{name: "joker completes wheel", hand: "JK A♦ 3♣ 4♥ 5♠", standard: Straight, legal: true, legalB: true, used: "JK=2 A♦ 3♣ 4♥ 5♠", captured: "A♦"},
		{name: "joker prefers six-high", hand: "JK 2♦ 3♣ 4♥ 5♠", standard: Straight, legal: true, legalB: true, used: "JK=6 2♦ 3♣ 4♥ 5♠"},
		{name: "ace-high straight", hand: "10♠ J♦ Q♣ K♥ A♠", standard: Straight},
		{name: "pair of aces", hand: "A♣ A♦ 3♣ 4♥ 6♠", standard: Pair},
		{name: "ace kicker", hand: "3♦ 3♣ A♥ 4♥ 6♠", standard: Pair},
		{name: "king anywhere", hand: "K♥ 2♥ 5♥ 9♥ 7♥", standard: Flush},
		{name: "high card", hand: "2♦ 4♣ 6♥ 8♠ 10♦", standard: HighCard},
		{name: "joker pair", hand: "2♦ 4♣ 6♥ 8♠ JK", standard: Pair, legal: true, legalB: true, used: "8♠ JK=8"},
		{name: "two jokers trips", hand: "2♦ 4♣ 9♥ JK1 JK2", standard: ThreeOfAKind, legal: true, legalB: true, used: "9♥ JK1=9 JK2=9"},
		{name: "two jokers straight flush", hand: "5♣ 7♣ 8♣ JK1 JK2", standard: StraightFlush, legal: true, legalB: true, used: "5♣ 7♣ 8♣ JK1=6♣ JK2=9♣"},
		{name: "two jokers jack straight flush", hand: "8♣ 9♣ 10♣ JK1 JK2", standard: StraightFlush, legal: true, legalB: true, used: "8♣ 9♣ 10♣ JK1=7♣ JK2=J♣", jackHigh: true},
		{name: "two jokers five of a kind", hand: "7♣ 7♦ 7♥ JK1 JK2", standard: FiveOfAKind, legal: true, legalB: true, used: "7♣ 7♦ 7♥ JK1=7 JK2=7"},
		{name: "queens five of a kind", hand: "Q♣ Q♦ Q♥ Q♠ JK", standard: FiveOfAKind},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := mustHand(t, tc.hand)
			if got := Eval(h).Category(); got != tc.standard {
				t.Errorf("Eval category %v, want %v", got, tc.standard)
			}
			if got := Classify(h); got.Category != tc.standard || got.Value != Eval(h) {
				t.Errorf("Classify %v %x, want %v %x", got.Category, got.Value, tc.standard, Eval(h))
			}
			hd, ok := rh.Classify(h)
			if ok != tc.legal {
				t.Fatalf("legal %v, want %v", ok, tc.legal)
			}
			hb, okB := faces.Classify(h)
			if okB != tc.legalB {
				t.Fatalf("legal under RH-A10 (b) %v, want %v", okB, tc.legalB)
			}
			if !ok {
				hd = hb
			}
			if !ok && !okB {
				return
			}
			if hd.Category != tc.standard {
				t.Errorf("spell %v, want %v", hd.Category, tc.standard)
			}
			if got := usedString(h, hd); got != tc.used {
				t.Errorf("used %q, want %q", got, tc.used)
			}
			if hd.JackHighStraight != tc.jackHigh || hd.QueenFlush != tc.queenHigh {
				t.Errorf("jack-high %v queen flush %v, want %v %v", hd.JackHighStraight, hd.QueenFlush, tc.jackHigh, tc.queenHigh)
			}
			var captured []string
			for i, c := range h {
				if hd.Captured[i] {
					captured = append(captured, c.String())
				}
			}
			if got := strings.Join(captured, " "); got != tc.captured {
				t.Errorf("captured %q, want %q", got, tc.captured)
			}
		})
	}
}

// The glossary's impossible Full House (RH-A31) still classifies: Eval looks
// at ranks and suits only and does not check that the cards are distinct.
func TestDuplicateCards(t *testing.T) {
	h := mustHand(t, "3♣ 3♣ 3♦ 6♣ 6♥")
	if got := Eval(h).Category(); got != FullHouse {
		t.Errorf("category %v, want Full House", got)
	}
}

func TestAcePlaceable(t *testing.T) {
	tests := []struct {
		stack, ace string
		want       bool
	}{
		{"5♠", "A♠", true},
		{"5♦", "A♠", true},
		{"7♦", "A♠", false},
		{"7♠ 9♠", "A♠", true},
		{"Q♠ J♠ K♠", "A♠", true}, // the suit test only; Completable refuses it
		{"2♦ 3♣", "A♠", true},
		{"2♦ 3♣ 4♥ 5♠", "A♠", true},
		{"2♦ 2♣", "A♠", false},
		{"2♦ 6♣", "A♠", false},
		{"JK", "A♥", true},
		{"JK1 JK2", "A♥", true},
		{"JK 9♦", "A♠", false},
		{"JK 9♦ 4♦", "A♦", true},
		{"JK 3♣ 4♦", "A♦", true},
		{"A♦", "A♠", false},
		{"", "A♠", false},
		{"2♠ 3♠ 4♠ 5♠ 6♠", "A♠", false},
		{"5♠", "K♠", false},
		{"5♠", "JK", false},
	}
	for _, tc := range tests {
		t.Run(tc.stack+"+"+tc.ace, func(t *testing.T) {
			if got := AcePlaceable(mustList(t, tc.stack), cards.MustParse(tc.ace)); got != tc.want {
				t.Errorf("AcePlaceable = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestCompletable(t *testing.T) {
	rh, std := RoyalHaunts(), Standard()
	tests := []struct {
		stack    string
		want     bool
		standard bool // under standard poker
	}{
		{"", true, true},
		{"K♣", false, true},
		{"J♦", true, true},
		{"Q♦", true, true},
		{"A♦", true, true},
		{"JK", true, true},
		{"JK1 JK2", true, true},
		{"J♦ Q♦", false, true},
		{"A♣ Q♣", true, true},
		{"A♣ Q♦", false, true},
		{"A♠ J♠", false, true},
		{"A♠ 2♦", true, true},
		{"A♠ 6♦", false, true},
		{"A♠ 6♠", true, true},
		{"A♠ A♦", false, true},
		{"7♣ J♦", true, true},
		{"6♣ J♦", false, true},
		{"J♦ J♣", false, true},
		{"Q♣ Q♦", false, true},
		{"Q♣ 7♣ 7♦", false, true},
		{"J♦ JK", true, true},
		{"Q♦ JK", true, true},
		{"K♦ JK", false, true},
		{"A♠ JK1 JK2", true, true},
		{"A♠ 2♠ 3♠ 4♠", true, true},
		{"A♠ 2♠ 3♠ 4♦", true, true},
		{"A♠ 2♠ 6♠ 4♦", false, true},
		{"4♥ 4♣", true, true},
		{"4♥ 4♣ 10♦ 5♠", true, true},
		{"4♥ 4♣ 10♦ 5♠ 8♥", true, true},
		{"4♥ 4♣ K♠ 10♦ 5♠", false, true},
		{"10♣ 7♣ 6♣ 4♣", true, true},
		{"10♣ 7♣ 6♣ 4♣ 2♣", true, true},
		{"2♦ 3♣ 9♥ 7♠", true, true},
		{"2♦ 3♣ 9♥ 7♠ 4♦", false, true},
		{"2♦ 3♣ 9♥ 7♠ JK", true, true},
		{"9♠ 9♦ 9♥ 9♣ JK", true, true},
		{"7♦ 8♣ 9♥ 10♠ J♦", true, true},
		{"8♦ 9♣ 10♥ J♠", true, true},
		{"9♣ 10♥ J♠", true, true},
		{"9♣ 10♥ J♠ JK", true, true},
		{"9♣ 10♥ J♠ Q♦", false, true},
		{"9♣ 10♥ J♠ JK 5♦", false, true},
		{"Q♥ 2♥ 5♥ 9♥", true, true},
		{"Q♥ 2♥ 5♥ 9♦", false, true},
		{"2♦ 3♣ 4♥ 5♠ 6♦ 7♣", false, false},
		{"JK1 JK2 JK", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.stack, func(t *testing.T) {
			s := mustList(t, tc.stack)
			if got := rh.Completable(s); got != tc.want {
				t.Errorf("RoyalHaunts completable = %v, want %v", got, tc.want)
			}
			if got := std.Completable(s); got != tc.standard {
				t.Errorf("Standard completable = %v, want %v", got, tc.standard)
			}
			jokers := 0
			for _, c := range s {
				if c.IsJoker() {
					jokers++
				}
			}
			if len(s) < 2 || jokers > 2 {
				return // brute force is too slow, or meaningless
			}
			if got, want := rh.Completable(s), bruteCompletable(&rh, s); got != want {
				t.Errorf("completable = %v, brute force %v", got, want)
			}
		})
	}
}

// bruteCompletable tries every completion of stack from a 54-card deck. A
// plain Joker (JK) in stack is taken as JK1, or JK2 if JK1 is there too.
func bruteCompletable(r *Rules, stack []cards.Card) bool {
	s := append([]cards.Card(nil), stack...)
	for i, c := range s {
		if c == cards.Joker {
			s[i] = cards.JK1
			if contains(s, cards.JK1, i) {
				s[i] = cards.JK2
			}
		}
	}
	return brute(r, s)
}

func brute(r *Rules, stack []cards.Card) bool {
	if len(stack) > 5 {
		return false
	}
	if len(stack) == 5 {
		_, ok := r.Classify([5]cards.Card(stack))
		return ok
	}
	for c := cards.Card(1); c <= cards.JK2; c++ {
		if c == cards.Joker || contains(stack, c, -1) {
			continue
		}
		if brute(r, append(stack[:len(stack):len(stack)], c)) {
			return true
		}
	}
	return false
}

// contains reports whether c is in s other than at index skip.
func contains(s []cards.Card, c cards.Card, skip int) bool {
	for i, x := range s {
		if x == c && i != skip {
			return true
		}
	}
	return false
}

// TestCompletableSample compares Completable with brute force on random
// stacks of 3, 4 and 5 cards from a 54-card deck.
func TestCompletableSample(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	deck := cards.Deck54()
	rules := map[string]Rules{"RoyalHaunts": RoyalHaunts(), "leftover faces": leftoverFaces()}
	for name, r := range rules {
		for _, tc := range []struct{ size, n int }{{3, 500}, {4, 6000}, {5, 6000}} {
			t.Run(fmt.Sprintf("%s/%d", name, tc.size), func(t *testing.T) {
				yes := 0
				for k := 0; k < tc.n; k++ {
					rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
					s := append([]cards.Card(nil), deck[:tc.size]...)
					got, want := r.Completable(s), bruteCompletable(&r, s)
					if got != want {
						t.Fatalf("%s: completable = %v, brute force %v", cards.FormatList(s), got, want)
					}
					if got {
						yes++
					}
				}
				if yes == 0 || yes == tc.n {
					t.Errorf("%d of %d completable: the sample does not test both answers", yes, tc.n)
				}
			})
		}
	}
}
