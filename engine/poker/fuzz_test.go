package poker

import (
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// pick chooses n different items of 0..size-1 from data, or false when data
// is too short.
func pick(data []byte, n, size int) ([]int, []byte, bool) {
	var out []int
	used := make([]bool, size)
	for len(out) < n {
		if len(data) == 0 {
			return nil, nil, false
		}
		k := int(data[0]) % size
		data = data[1:]
		for used[k] {
			k = (k + 1) % size
		}
		used[k] = true
		out = append(out, k)
	}
	return out, data, true
}

// FuzzEval checks Eval, Classify and the Royal Haunts rules against the
// reference on hands of five different cards of a 54-card deck.
func FuzzEval(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4})
	f.Add([]byte{0, 13, 26, 39, 52})
	f.Add([]byte{52, 53, 8, 9, 10})
	f.Add([]byte{9, 10, 11, 12, 52})
	f.Fuzz(func(t *testing.T, data []byte) {
		idx, _, ok := pick(data, 5, 54)
		if !ok {
			return
		}
		var h [5]cards.Card
		var jk []int
		for i, k := range idx {
			h[i] = cards.Card(k + 1)
			if k >= 52 {
				h[i] = cards.JK1 + cards.Card(k-52)
				jk = append(jk, i)
			}
		}
		c := newChecker(t)
		c.jokerCase(h, jk)
	})
}

// castlePool is Castle Poker's deck: 52 standard cards, 4 Barrels/sack, the
// Messenger and the Trebuchet.
func castlePool() []refCard {
	var pool []refCard
	for c := cards.Card(1); c <= 52; c++ {
		pool = append(pool, refOf(c))
	}
	for i := 0; i < 4; i++ {
		pool = append(pool, refCard{8, 0})
	}
	return append(pool, refCard{0, 0}, refCard{0, 0})
}

func (c refCard) poker() Card { return Card{Rank: Rank(c.rank), Suit: cards.Suit(c.suit)} }

// FuzzEvalCards compares EvalCards with the reference on two Castle Poker
// hands: same categories, and the same order.
func FuzzEvalCards(f *testing.F) {
	f.Add([]byte{52, 53, 1, 2, 3, 56, 57, 4, 5, 6})
	f.Add([]byte{52, 3, 4, 5, 6, 0, 1, 2, 3, 4})
	f.Add([]byte{52, 53, 54, 55, 7, 56, 57, 52, 53, 20})
	pool := castlePool()
	f.Fuzz(func(t *testing.T, data []byte) {
		var hands [2][5]Card
		var refs [2]refResult
		for k := range hands {
			idx, rest, ok := pick(data, 5, len(pool))
			if !ok {
				return
			}
			data = rest
			var r [5]refCard
			for i, j := range idx {
				r[i] = pool[j]
				hands[k][i] = pool[j].poker()
			}
			refs[k] = refEval(r)
			if got := EvalCards(hands[k]).Category(); got != refs[k].cat {
				t.Fatalf("%v: category %v, reference %v", hands[k], got, refs[k].cat)
			}
		}
		a, b := EvalCards(hands[0]), EvalCards(hands[1])
		ra, rb := refs[0].key, refs[1].key
		if (a < b) != (ra < rb) || (a == b) != (ra == rb) {
			t.Fatalf("%v vs %v: values %x %x, reference keys %x %x", hands[0], hands[1], a, b, ra, rb)
		}
	})
}

// FuzzClassifyCards feeds arbitrary cards, valid or not, to EvalCards and
// ClassifyCards: they must not panic, ClassifyCards must agree with
// EvalCards on valid cards and refuse invalid ranks.
func FuzzClassifyCards(f *testing.F) {
	f.Add([]byte{2, 1, 3, 1, 4, 1, 5, 1, 6, 1})
	f.Add([]byte{0, 0, 0, 0, 8, 0, 8, 0, 14, 9})
	f.Add([]byte{255, 255, 1, 1, 15, 2, 3, 3, 4, 4})
	rh := RoyalHaunts()
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 10 {
			return
		}
		var h [5]Card
		valid := true
		for i := range h {
			r, s := data[2*i], data[2*i+1]
			h[i] = Card{Rank: Rank(r), Suit: cards.Suit(s % 5), Wild: s >= 128}
			if !h[i].Wild && (r == 1 || r > 14) {
				valid = false
			}
		}
		v := EvalCards(h)
		hd, ok := Standard().ClassifyCards(h)
		if ok != valid {
			t.Fatalf("%v: ClassifyCards ok %v, valid %v", h, ok, valid)
		}
		if ok && hd.Value != v {
			t.Fatalf("%v: ClassifyCards %x, EvalCards %x", h, hd.Value, v)
		}
		if spell, ok := rh.ClassifyCards(h); ok && (spell.Value > v || spell.Category < Pair) {
			t.Fatalf("%v: Royal Haunts spell %x beats the standard value %x", h, spell.Value, v)
		}
	})
}
