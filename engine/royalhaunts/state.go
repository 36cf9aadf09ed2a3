package royalhaunts

import (
	"slices"
	"sync/atomic"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// Game status.
const (
	playing int8 = 0
	won     int8 = 1
	lost    int8 = -1
)

// Where a revealed card came from (task origin).
const (
	fromHand  uint8 = 0 // drawn into the hand at the end of a turn
	fromRoom0 uint8 = 1 // turned over in room 1; fromRoom0+r for room r+1
	fromAce   uint8 = 4 // turned up by an Ace
)

type room struct {
	down []cards.Card // face-down cards, bottom first
	up   []cards.Card // the spell in progress, bottom first (last is the top)
	held bool         // up is a held Straight
}

// State is a Royal Haunts position. Its zero value is not usable; get one
// from Game.New, Game.ParseState or Game.Start.
type State struct {
	cfg *config

	deck     []cards.Card // bottom first: the top card is the last
	rooms    [3]room
	hand     []cards.Card
	chamber  []cards.Card // left to right
	pool     []cards.Card // Arcane Pool, oldest first
	grave    []cards.Card // oldest first
	removed  []cards.Card
	captured []cards.Card
	// resolving holds revealed Aces and face cards while they are resolved.
	resolving []cards.Card
	// looking holds cards taken off the deck (or the Chamber) to be chosen
	// from; picked holds the cards chosen so far, in order.
	looking []cards.Card
	picked  []cards.Card
	// taken holds the card a Hearts spell took from the Grave.
	taken []cards.Card

	revealed uint8 // suits whose Ace was revealed in play since the last swap
	status   int8
	turn     int
	last     string      // the last spell completed, for expect lines
	tasks    []task      // pending work, the top is the last
	rng      engine.Rand // the one source of chance (engine.Seeded)
}

var _ engine.State = (*State)(nil)

func (s *State) shuffle(cs []cards.Card) {
	engine.ShuffleCards(&s.rng, cs)
}

// CurrentPlayer is 0 while the game goes on.
func (s *State) CurrentPlayer() engine.Player {
	if s.status != playing {
		return engine.Terminal
	}
	return 0
}

// IsTerminal reports whether the game is won or lost.
func (s *State) IsTerminal() bool { return s.status != playing }

// Returns is [1] for a win and [0] for a loss.
func (s *State) Returns() []float64 {
	switch s.status {
	case won:
		return []float64{1}
	case lost:
		return []float64{0}
	}
	return []float64{0}
}

// Won reports whether the game is over and won.
func (s *State) Won() bool { return s.status == won }

// Clone returns an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.deck = slices.Clone(s.deck)
	for i := range s.rooms {
		c.rooms[i].down = slices.Clone(s.rooms[i].down)
		c.rooms[i].up = slices.Clone(s.rooms[i].up)
	}
	c.hand = slices.Clone(s.hand)
	c.chamber = slices.Clone(s.chamber)
	c.pool = slices.Clone(s.pool)
	c.grave = slices.Clone(s.grave)
	c.removed = slices.Clone(s.removed)
	c.captured = slices.Clone(s.captured)
	c.resolving = slices.Clone(s.resolving)
	c.looking = slices.Clone(s.looking)
	c.picked = slices.Clone(s.picked)
	c.taken = slices.Clone(s.taken)
	c.tasks = slices.Clone(s.tasks)
	return &c
}

// remove deletes the first c from *z and reports whether it was there.
func remove(z *[]cards.Card, c cards.Card) bool {
	i := slices.Index(*z, c)
	if i < 0 {
		return false
	}
	*z = slices.Delete(*z, i, i+1)
	return true
}

// draw takes the top card of the deck, or NoCard when it is empty.
func (s *State) draw() cards.Card {
	n := len(s.deck)
	if n == 0 {
		return cards.NoCard
	}
	c := s.deck[n-1]
	s.deck = s.deck[:n-1]
	return c
}

// shuffleIn puts cs into the deck and shuffles it.
func (s *State) shuffleIn(cs ...cards.Card) {
	s.deck = append(s.deck, cs...)
	s.shuffle(s.deck)
}

func isFace(c cards.Card) bool { return c.Rank().IsFace() }
func isAce(c cards.Card) bool  { return c.Rank() == cards.Ace }

// value is a hand card's pip value (2 to 10), 0 for other cards.
func value(c cards.Card) int {
	r := c.Rank()
	if r >= 2 && r <= 10 {
		return int(r)
	}
	return 0
}

func (s *State) capturedSuit(suit cards.Suit) bool {
	for _, c := range s.captured {
		if c.Suit() == suit {
			return true
		}
	}
	return false
}

func (s *State) jokersInChamber() int {
	n := 0
	for _, c := range s.chamber {
		if c.IsJoker() {
			n++
		}
	}
	return n
}

func (s *State) heldRooms() int {
	n := 0
	for i := range s.rooms {
		if s.rooms[i].held {
			n++
		}
	}
	return n
}

// completable is the spell test (rule 4.2.3) for stack plus extra.
func (s *State) completable(stack []cards.Card, extra ...cards.Card) bool {
	if len(stack)+len(extra) > 5 {
		return false
	}
	// The answer depends only on the shape of the cards (ranks, Jokers,
	// one suit or not), as in poker.Rules.Completable; a small lock-free
	// cache per rule set saves the poker package's table lookup.
	key := uint64(1) << 63
	suits := uint8(0xf)
	for _, c := range stack {
		key, suits = shapeAdd(key, suits, c)
	}
	for _, c := range extra {
		key, suits = shapeAdd(key, suits, c)
	}
	if suits != 0 {
		key |= 1 << 45
	}
	cache := &compCache[s.cfg.kickers()]
	slot := &cache[(key*0x9E3779B97F4A7C15)>>(64-compBits)]
	if e := slot.Load(); e&^1 == key {
		return e&1 != 0
	}
	var buf [5]cards.Card
	n := copy(buf[:], stack)
	n += copy(buf[n:], extra)
	ok := s.cfg.rules.Completable(buf[:n])
	e := key
	if ok {
		e |= 1
	}
	slot.Store(e)
	return ok
}

const compBits = 12

// compCache maps card shapes to the spell test's answer, per value of the
// face-kickers option. Keys have bit 63 set and bit 0 clear; bit 0 of an
// entry holds the answer.
var compCache [2][1 << compBits]atomic.Uint64

// shapeAdd adds card c to a shape key: three bits per rank from bit 1, the
// Jokers from bit 40, the suits seen in suits.
func shapeAdd(key uint64, suits uint8, c cards.Card) (uint64, uint8) {
	return key + shapeKey[c], suits & shapeSuit[c]
}

// shapeKey and shapeSuit are shapeAdd's tables, by card.
var (
	shapeKey  [256]uint64
	shapeSuit [256]uint8
)

func init() {
	for i := range shapeKey {
		c := cards.Card(i)
		shapeSuit[i] = 0xf
		switch {
		case c.IsJoker():
			shapeKey[i] = 1 << 40
		case c.Valid():
			shapeKey[i] = 1 << (1 + 3*(uint(c.Rank())-1))
			shapeSuit[i] = 1 << (c.Suit() - 1)
		}
	}
}

// classify classifies a full room.
func (s *State) classify(up []cards.Card) (poker.Hand, bool) {
	var h [5]cards.Card
	copy(h[:], up)
	return s.cfg.rules.Classify(h)
}
