package poker

import "math/bits"

// Hands with one or two Jokers are scored without trying every
// substitution: the best hand follows from the counts of the natural
// ranks and whether the natural cards share a suit, category by category
// from the top. With n natural cards and j = 5-n Jokers:
//
//   - all n naturals of one rank: Five of a Kind;
//   - n distinct ranks that fit in a run of five (A-2-3-4-5 included),
//     suited: the Straight Flush with the highest top that contains them;
//   - a rank held 4-j times (three and one Joker, a pair and two): Four of
//     a Kind of it, the other natural the kicker;
//   - two pairs and a Joker: a Full House, trips of the higher pair;
//   - n distinct suited ranks: a Flush, the Jokers the highest ranks
//     missing (no Straight: that would be a Straight Flush, found above);
//   - n distinct ranks in a run of five: the Straight with the highest top;
//   - a pair and a Joker, or three distinct ranks and two Jokers: Three of
//     a Kind of the pair, or of the highest rank;
//   - four distinct ranks and a Joker: a Pair of the highest rank.
//
// The Values are those evalBits gives the best substitution, so that hands
// with and without Jokers compare; TestExhaustiveOneJoker and
// TestExhaustiveTwoJokers check every hand against the brute-force
// reference.

// naturalRanks is the mask of ranks a Joker may stand for (Two..Ace).
const naturalRanks = 0x7ffc

// wordCounts folds one natural card's rank bit b into the masks xk of
// ranks held at least k times.
func wordCounts(b uint16, x1, x2, x3, x4 uint16) (uint16, uint16, uint16, uint16) {
	x4 |= x3 & b
	x3 |= x2 & b
	x2 |= x1 & b
	x1 |= b
	return x1, x2, x3, x4
}

// evalJokers is Eval for a hand holding a Joker: w0..w4 are cardWord
// entries, 0 for a Joker. It reports false for three or more Jokers, which
// take the general path.
func evalJokers(w0, w1, w2, w3, w4 uint32) (Value, bool) {
	var x1, x2, x3, x4 uint16
	suits := ^uint32(0)
	j := 0
	for _, w := range [5]uint32{w0, w1, w2, w3, w4} {
		if w == 0 {
			j++
			continue
		}
		x1, x2, x3, x4 = wordCounts(uint16(w), x1, x2, x3, x4)
		suits &= w
	}
	if j > 2 {
		return 0, false
	}
	return wildValue(x1, x2, x3, x4, j, suits > 0xffff), true
}

// straightTop returns the top rank of the best straight that holds every
// rank of x1 (distinct ranks Two..Ace), 5 for A-2-3-4-5, or 0 if none does.
func straightTop(x1 uint16) uint {
	lo := uint(bits.TrailingZeros16(x1))
	hi := uint(bits.Len16(x1)) - 1
	if hi-lo <= 4 {
		return min(lo+4, uint(Ace))
	}
	if x1&^wheelMask == 0 {
		return uint(Five)
	}
	return 0
}

func mkValue(c Category, p, sec uint16) Value {
	return Value(c)<<32 | Value(p)<<16 | Value(sec)
}

// wildValue scores natural cards given as rank-count masks (xk: ranks held
// at least k times, all within Two..Ace) plus j = 1 or 2 Jokers; suited says
// the natural cards share a suit.
func wildValue(x1, x2, x3, x4 uint16, j int, suited bool) Value {
	if j == 1 && x4 != 0 || j == 2 && x3 != 0 {
		return mkValue(FiveOfAKind, x1, 0)
	}
	var top uint
	if x2 == 0 {
		top = straightTop(x1)
		if suited && top != 0 {
			return mkValue(StraightFlush, 1<<top, 0)
		}
	}
	switch {
	case j == 1 && x3 != 0:
		return mkValue(FourOfAKind, x3, x1&^x3)
	case j == 2 && x2 != 0:
		return mkValue(FourOfAKind, x2, x1&^x2)
	case j == 1 && x2&(x2-1) != 0:
		p := highBit(x2)
		return mkValue(FullHouse, p, x2&^p)
	case x2 == 0 && suited:
		p := x1
		for k := 0; k < j; k++ {
			p |= 1 << (bits.Len16(naturalRanks&^p) - 1)
		}
		return mkValue(Flush, p, 0)
	case top != 0:
		return mkValue(Straight, 1<<top, 0)
	case x2 != 0: // a pair, one Joker
		return mkValue(ThreeOfAKind, x2, x1&^x2)
	case j == 2:
		p := highBit(x1)
		return mkValue(ThreeOfAKind, p, x1&^p)
	}
	p := highBit(x1)
	return mkValue(Pair, p, x1&^p)
}

// evalBitsWild is EvalCards for a hand with j = 1 or 2 Jokers: b holds the
// rank bits of its cards (0 for a Joker), suited whether its natural cards
// share a suit. It reports false when a natural card ranks outside
// Two..Ace (Castle Poker's Zeros), which take the general path.
func evalBitsWild(b *[5]uint16, j int, suited bool) (Value, bool) {
	var x1, x2, x3, x4 uint16
	for _, r := range b {
		x1, x2, x3, x4 = wordCounts(r, x1, x2, x3, x4)
	}
	if x1&^naturalRanks != 0 {
		return 0, false
	}
	return wildValue(x1, x2, x3, x4, j, suited), true
}
