package poker

import (
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// checker compares the package with the reference and remembers which
// Value each reference key got, so that the ordering can be checked.
type checker struct {
	t        *testing.T
	errs     int
	std, rh  Rules
	keyValue map[uint64]Value // reference key -> Value, for hands without Five of a Kind
	five     map[int]Value    // rank -> Value of Five of a Kind
}

func newChecker(t *testing.T) *checker {
	return &checker{t: t, std: Standard(), rh: RoyalHaunts(), keyValue: map[uint64]Value{}, five: map[int]Value{}}
}

func (c *checker) fail(h [5]cards.Card, format string, args ...any) {
	c.errs++
	if c.errs <= 20 {
		c.t.Errorf("%s: %s", cards.FormatList(h[:]), fmt.Sprintf(format, args...))
	}
}

// learn checks that v is the Value every hand with reference key key gets.
func (c *checker) learn(h [5]cards.Card, res refResult, v Value) {
	if res.cat == FiveOfAKind {
		var r int
		for k, n := range res.ranks {
			if n == 5 {
				r = k
			}
		}
		if old, ok := c.five[r]; ok && old != v {
			c.fail(h, "Five of a Kind of rank %d has values %x and %x", r, old, v)
		}
		c.five[r] = v
		return
	}
	if old, ok := c.keyValue[res.key]; ok && old != v {
		c.fail(h, "reference key %x has values %x and %x", res.key, old, v)
	}
	c.keyValue[res.key] = v
}

// checkOrder checks that Values order hands as the reference keys do.
func (c *checker) checkOrder(wantClasses int) {
	keys := make([]uint64, 0, len(c.keyValue))
	for k := range c.keyValue {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	if wantClasses > 0 && len(keys) != wantClasses {
		c.t.Errorf("%d distinct hands, want %d", len(keys), wantClasses)
	}
	for i := 1; i < len(keys); i++ {
		if c.keyValue[keys[i-1]] >= c.keyValue[keys[i]] {
			c.t.Errorf("reference key %x < %x but value %x >= %x", keys[i-1], keys[i], c.keyValue[keys[i-1]], c.keyValue[keys[i]])
			return
		}
	}
	var top Value
	if len(keys) > 0 {
		top = c.keyValue[keys[len(keys)-1]]
	}
	for r := 2; r <= 14; r++ {
		v, ok := c.five[r]
		if !ok {
			continue
		}
		if v <= top {
			c.t.Errorf("Five of a Kind of rank %d: value %x not above %x", r, v, top)
		}
		top = v
	}
}

// checkHand checks Classify under both rule sets against the reference's
// best choice for the Jokers: std and rh are the reference results of the
// best substitution (rh only when rhOK), subs the cards the Jokers stood
// for in those.
func (c *checker) checkHand(h [5]cards.Card, std refResult, stdSub [5]refCard, rh refResult, rhSub [5]refCard, rhOK bool) {
	v := Eval(h)
	if v.Category() != std.cat {
		c.fail(h, "Eval category %v, reference %v", v.Category(), std.cat)
		return
	}
	c.learn(h, std, v)
	hd, ok := c.std.Classify(h)
	if !ok || hd.Value != v || hd.Category != std.cat {
		c.fail(h, "Standard Classify %v %x, Eval %x", ok, hd.Value, v)
		return
	}
	c.checkUsed(h, hd, std, stdSub)
	rhd, ok := c.rh.Classify(h)
	if ok != rhOK {
		c.fail(h, "RoyalHaunts legal %v, reference %v", ok, rhOK)
		return
	}
	if !ok {
		return
	}
	if rhd.Category != rh.cat {
		c.fail(h, "RoyalHaunts category %v, reference %v", rhd.Category, rh.cat)
		return
	}
	c.learn(h, rh, rhd.Value)
	c.checkUsed(h, rhd, rh, rhSub)
	isFlush := rh.cat == Flush || rh.cat == StraightFlush
	isStraight := rh.cat == Straight || rh.cat == StraightFlush
	if want := isStraight && rh.top == 11; rhd.JackHighStraight != want {
		c.fail(h, "JackHighStraight %v", rhd.JackHighStraight)
	}
	if want := isFlush && rh.ranks[12] > 0; rhd.QueenFlush != want {
		c.fail(h, "QueenFlush %v", rhd.QueenFlush)
	}
	for i, x := range h {
		want := !x.IsJoker() && x.Rank() == cards.Ace && (isFlush || isStraight && rh.top == 5)
		if rhd.Captured[i] != want {
			c.fail(h, "Captured[%d] = %v", i, rhd.Captured[i])
		}
	}
}

// checkUsed checks Used and As against the reference result res of the
// substituted hand sub.
func (c *checker) checkUsed(h [5]cards.Card, hd Hand, res refResult, sub [5]refCard) {
	n := 0
	var got, want []int // the ranks the Jokers stand for
	for i, x := range h {
		r := sub[i].rank
		if x.IsJoker() {
			if hd.As[i].Wild {
				c.fail(h, "As[%d] is wild", i)
			}
			r = int(hd.As[i].Rank)
			got = append(got, r)
			want = append(want, sub[i].rank)
		} else if hd.As[i] != FromCard(x) {
			c.fail(h, "As[%d] = %v", i, hd.As[i])
		}
		if hd.Used[i] != res.used[r] {
			c.fail(h, "%v: Used[%d] = %v", hd.Category, i, hd.Used[i])
		}
		if hd.Used[i] {
			n++
		}
	}
	sort.Ints(got)
	sort.Ints(want)
	if !slices.Equal(got, want) {
		c.fail(h, "%v: Jokers stand for ranks %v, reference %v", hd.Category, got, want)
	}
	if want := [NumCategories]int{1, 2, 4, 3, 5, 5, 5, 4, 5, 5}[hd.Category]; n != want {
		c.fail(h, "%v uses %d cards, want %d", hd.Category, n, want)
	}
}

func TestExhaustivePlain(t *testing.T) {
	c := newChecker(t)
	var count [NumCategories]int
	var h [5]cards.Card
	var r [5]refCard
	for a := 1; a <= 52; a++ {
		for b := a + 1; b <= 52; b++ {
			for d := b + 1; d <= 52; d++ {
				for e := d + 1; e <= 52; e++ {
					for f := e + 1; f <= 52; f++ {
						h = [5]cards.Card{cards.Card(a), cards.Card(b), cards.Card(d), cards.Card(e), cards.Card(f)}
						for i, x := range h {
							r[i] = refOf(x)
						}
						res := refEval(r)
						count[res.cat]++
						legal := refRoyalHaunts(r, [5]bool{}, res)
						c.checkHand(h, res, r, res, r, legal)
						if c.errs > 20 {
							t.Fatal("too many errors")
						}
					}
				}
			}
		}
	}
	// The well-known counts of five-card poker hands.
	want := [NumCategories]int{1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40, 0}
	if count != want {
		t.Errorf("reference counts %v, want %v", count, want)
	}
	c.checkOrder(7462)
}

// jokerCase tries every substitution of the Jokers of h (at the positions in
// jk) by distinct standard cards the hand does not hold, and Five of a Kind,
// and checks the package against the best of them.
func (c *checker) jokerCase(h [5]cards.Card, jk []int) {
	var r [5]refCard
	var wild [5]bool
	var held [53]bool
	for i, x := range h {
		if x.IsJoker() {
			wild[i] = true
			continue
		}
		r[i] = refOf(x)
		held[x] = true
	}
	var best, bestRH refResult
	var bestSub, bestRHSub [5]refCard
	first, rhOK := true, false
	consider := func() {
		res := refEval(r)
		if first || res.key > best.key {
			best, bestSub, first = res, r, false
		}
		if refRoyalHaunts(r, wild, res) && (!rhOK || res.key > bestRH.key) {
			bestRH, bestRHSub, rhOK = res, r, true
		}
	}
	var rec func(k, from int)
	rec = func(k, from int) {
		if k == len(jk) {
			consider()
			return
		}
		for x := from; x <= 52; x++ {
			if held[x] {
				continue
			}
			held[x] = true
			r[jk[k]] = refOf(cards.Card(x))
			rec(k+1, x+1)
			held[x] = false
		}
	}
	rec(0, 1)
	// Five of a Kind: every natural card has one rank.
	var nat [15]int
	for i := range h {
		if !wild[i] {
			nat[r[i].rank]++
		}
	}
	for rank, n := range nat {
		if n == 5-len(jk) {
			for _, i := range jk {
				r[i] = refCard{rank, 1}
			}
			consider()
		}
	}
	c.checkHand(h, best, bestSub, bestRH, bestRHSub, rhOK)
	if best.cat != FiveOfAKind {
		// The same value as the plain hand of the best substitution.
		var plain [5]cards.Card
		for i, x := range bestSub {
			plain[i] = x.card()
		}
		if v, w := Eval(h), Eval(plain); v != w {
			c.fail(h, "value %x, best substitution %s has %x", v, cards.FormatList(plain[:]), w)
		}
	}
}

func TestExhaustiveOneJoker(t *testing.T) {
	t.Parallel() // the two Joker tests take most of the time; run them side by side
	c := newChecker(t)
	for a := 1; a <= 52; a++ {
		for b := a + 1; b <= 52; b++ {
			for d := b + 1; d <= 52; d++ {
				for e := d + 1; e <= 52; e++ {
					// Move the Joker around so every position is tried.
					p := (a + b + d + e) % 5
					nat := []cards.Card{cards.Card(a), cards.Card(b), cards.Card(d), cards.Card(e)}
					var h [5]cards.Card
					for i, k := 0, 0; i < 5; i++ {
						if i == p {
							h[i] = cards.JK1
						} else {
							h[i] = nat[k]
							k++
						}
					}
					c.jokerCase(h, []int{p})
					if c.errs > 20 {
						t.Fatal("too many errors")
					}
				}
			}
		}
	}
	c.checkOrder(0)
}

func TestExhaustiveTwoJokers(t *testing.T) {
	t.Parallel()
	c := newChecker(t)
	for a := 1; a <= 52; a++ {
		for b := a + 1; b <= 52; b++ {
			for d := b + 1; d <= 52; d++ {
				p := (a + b + d) % 5
				q := (p + 1 + (a+d)%4) % 5
				nat := []cards.Card{cards.Card(a), cards.Card(b), cards.Card(d)}
				var h [5]cards.Card
				for i, k := 0, 0; i < 5; i++ {
					switch i {
					case p:
						h[i] = cards.JK1
					case q:
						h[i] = cards.JK2
					default:
						h[i] = nat[k]
						k++
					}
				}
				c.jokerCase(h, []int{p, q})
				if c.errs > 20 {
					t.Fatal("too many errors")
				}
			}
		}
	}
	c.checkOrder(0)
}
