package poker

import (
	"sync"
	"sync/atomic"

	"github.com/cardstock/cardstock/cards"
)

// Completability works on the shape of a stack, which is all that matters:
// the multiset of its natural ranks, how many Jokers it holds, and whether its
// natural cards share one suit. Shapes of up to five cards are numbered once
// (shapeIndex); per Rules a table says for each shape, Joker count and
// suitedness whether some completion is a legal hand.

// shapeKey packs rank counts, 3 bits per rank from Two.
type shapeKey uint64

func rankKey(r Rank) shapeKey { return 1 << (3 * (r - Two)) }

type shapes struct {
	index map[shapeKey]int32
	keys  []shapeKey
	size  []int8
	// child[i*13+k] is the shape of keys[i] plus one card of rank Two+k, or
	// -1 when that rank is already four times in it or it is full.
	child []int32
	// has[i] has bit r set for each rank r in keys[i].
	has []uint16
}

var (
	shapesOnce sync.Once
	shapeTab   shapes
)

func loadShapes() *shapes {
	shapesOnce.Do(func() {
		s := &shapeTab
		s.index = map[shapeKey]int32{}
		var counts [NumRanks]int
		var rec func(r Rank, n int, k shapeKey, has uint16)
		rec = func(r Rank, n int, k shapeKey, has uint16) {
			if r > Ace {
				s.index[k] = int32(len(s.keys))
				s.keys = append(s.keys, k)
				s.size = append(s.size, int8(n))
				s.has = append(s.has, has)
				return
			}
			for c := 0; c <= 4 && n+c <= 5; c++ {
				counts[r] = c
				h := has
				if c > 0 {
					h |= 1 << r
				}
				rec(r+1, n+c, k+shapeKey(c)*rankKey(r), h)
			}
		}
		rec(Two, 0, 0, 0)
		s.child = make([]int32, len(s.keys)*13)
		for i, k := range s.keys {
			for x := Two; x <= Ace; x++ {
				ci := int32(-1)
				if s.size[i] < 5 {
					if j, ok := s.index[k+rankKey(x)]; ok {
						ci = j
					}
				}
				s.child[i*13+int(x-Two)] = ci
			}
		}
	})
	return &shapeTab
}

// compTable holds, per shape, 6 bits: bit j*2+s says whether the shape with
// j Jokers, natural cards suited when s is 1, can be completed.
type compTable struct {
	once sync.Once
	bits []uint8
}

var compTables sync.Map // Rules -> *compTable

// lastTable remembers the table used last, to skip hashing the Rules.
var lastTable atomic.Pointer[rulesTable]

type rulesTable struct {
	rules Rules
	table *compTable
}

func (r *Rules) table() *compTable {
	if last := lastTable.Load(); last != nil && last.rules == *r {
		return last.table
	}
	v, ok := compTables.Load(*r)
	if !ok {
		v, _ = compTables.LoadOrStore(*r, new(compTable))
	}
	t := v.(*compTable)
	t.once.Do(func() { t.build(r, loadShapes()) })
	lastTable.Store(&rulesTable{*r, t})
	return t
}

func (t *compTable) build(r *Rules, s *shapes) {
	const unknown, no, yes = 0, 1, 2
	memo := make([]uint8, len(s.keys)*6)
	var solve func(i int32, j int, suited bool) bool
	solve = func(i int32, j int, suited bool) bool {
		if s.size[i] <= 1 {
			suited = true
		}
		slot := int(i)*6 + j*2
		if suited {
			slot++
		}
		if memo[slot] != unknown {
			return memo[slot] == yes
		}
		ok := false
		if int(s.size[i])+j == 5 {
			ok = r.legalShape(s.keys[i], j, suited)
		} else {
			if j < 2 && solve(i, j+1, suited) {
				ok = true
			}
			for x := Two; x <= Ace && !ok; x++ {
				c := s.child[int(i)*13+int(x-Two)]
				if c < 0 {
					continue
				}
				if suited && s.has[i]&(1<<x) == 0 && solve(c, j, true) {
					ok = true
				} else if solve(c, j, false) {
					ok = true
				}
			}
		}
		if ok {
			memo[slot] = yes
		} else {
			memo[slot] = no
		}
		return ok
	}
	t.bits = make([]uint8, len(s.keys))
	for i := range s.keys {
		for j := 0; j <= 2 && int(s.size[i])+j <= 5; j++ {
			for b, suited := range [2]bool{false, true} {
				if solve(int32(i), j, suited) {
					t.bits[i] |= 1 << (j*2 + b)
				}
			}
		}
	}
}

// legalShape reports whether five cards of the given natural ranks plus j
// Jokers make a legal hand under r; suited says the natural cards share a
// suit.
func (r *Rules) legalShape(k shapeKey, j int, suited bool) bool {
	var h [5]Card
	n := 0
	for x := Two; x <= Ace; x++ {
		for c := (k >> (3 * (x - Two))) & 7; c > 0; c-- {
			h[n] = Card{Rank: x, Suit: cards.Spades}
			n++
		}
	}
	for ; n < 5; n++ {
		h[n] = Card{Wild: true}
	}
	_, ok := r.best(h, suited)
	return ok
}

// Completable reports whether stack, 0 to 5 distinct cards of a 54-card deck
// (Jokers wild), can be completed to a legal hand under r by adding cards of
// that deck not in stack (Royal Haunts' test for placing cards in a room,
// RH-A8). A full stack is completable when it is a legal hand. A stack of
// more than five cards, or with more than two Jokers, is not. The first call
// for a Rules value builds its table (tens of milliseconds); later calls take
// tens of nanoseconds.
func (r Rules) Completable(stack []cards.Card) bool {
	if len(stack) > 5 {
		return false
	}
	s := loadShapes()
	var k shapeKey
	suitAnd := ^uint32(0)
	j := 0
	for _, c := range stack {
		w := cardWord[c]
		if w == 0 {
			j++
			continue
		}
		k += rankKey(RankOf(c.Rank()))
		suitAnd &= w
	}
	i, ok := s.index[k]
	if !ok || j > 2 {
		return false
	}
	bit := uint(j * 2)
	if suitAnd > 0xffff {
		bit++
	}
	return r.table().bits[i]&(1<<bit) != 0
}

// AcePlaceable is Royal Haunts' test for putting a revealed Ace into a room
// (RH-A16): stack, the room's 1 to 4 face-up cards, plus ace could still
// become a flush of the Ace's suit (every card but the Jokers is of that
// suit) or A-2-3-4-5 (every card but the Jokers has a different rank among
// 2, 3, 4, 5). Jokers count as wild. It does not check the other cards'
// rules; combine it with Completable for that.
func AcePlaceable(stack []cards.Card, ace cards.Card) bool {
	if len(stack) < 1 || len(stack) > 4 || ace.IsJoker() || ace.Rank() != cards.Ace {
		return false
	}
	flush, wheel := true, true
	var seen uint16
	for _, c := range stack {
		if c.IsJoker() {
			continue
		}
		if c.Suit() != ace.Suit() {
			flush = false
		}
		r := c.Rank()
		if r < 2 || r > 5 || seen&(1<<r) != 0 {
			wheel = false
		}
		seen |= 1 << r
	}
	return flush || wheel
}
