package royalhaunts

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine/poker"
)

// A task is pending work. The state keeps a stack of them: automatic tasks
// run as soon as they reach the top; a choice (decision) waits there for the
// player's action. LegalActions lists the actions of the top choice, or the
// free moves of a turn when no task is pending.
type taskKind uint8

const (
	// automatic
	tReveal   taskKind = iota + 1 // a card (in resolving unless a number/Joker), b origin
	tTop                          // a cards still to turn up for an Ace
	tSwap                         // four-Aces check after an Ace's resolution
	tReplace                      // a room: deal a replacement card face up
	tRefill                       // end-of-turn draw up to two cards
	tComplete                     // a room: a spell completes there
	tEffect                       // a suit, b value: a hand spell's effect
	tGroup                        // group the Chamber (group-after variant), a the Ace
	// choices
	dReact     // a card, b origin: use a held Straight?
	dAce       // a Ace: place it or discard it
	dSpell     // a category, b room (Straight still in it, else 255), c suit1, d suit2, e flags
	dPair2     // a kind of the second part (kShuffle or kDiscard), b suit
	dLook      // a discards left, b next (dTopBottom or dOrder), c 1 once started
	dTopBottom // put two cards back on top or at the bottom
	dOrder     // a destination (destTop, destBottom, destChamber)
	dPoolPick  // a cards left to pick, c 1 once started
	dKeep      // choose up to three face cards to keep in the Grave
	dSpades    // discard a face card
	dClubs     // one of three actions
	dHearts    // a cards left to take
	dTaken     // the taken card: place it or cast it
	dPay       // a cards left to pay
	numTasks
)

// Destinations of dOrder.
const (
	destTop uint8 = iota
	destBottom
	destChamber
)

// Flags of dSpell.
const (
	flagJackHigh  uint8 = 1 << iota // a natural Jack in a Straight: bonus
	flagQueenHigh                   // a natural Queen in a Flush: bonus
	flagHoldable                    // the cards are still in the room (may be held)
)

const noRoom uint8 = 255

type task struct {
	kind          taskKind
	a, b, c, d, e uint8
}

var taskNames = [numTasks]string{
	tReveal: "reveal", tTop: "turn-up", tSwap: "swap-check", tReplace: "replace",
	tRefill: "refill", tComplete: "complete", tEffect: "effect", tGroup: "group",
	dReact: "react", dAce: "place-ace", dSpell: "spell", dPair2: "pair",
	dLook: "look", dTopBottom: "top-bottom", dOrder: "order", dPoolPick: "pool-pick",
	dKeep: "keep", dSpades: "spades", dClubs: "clubs", dHearts: "hearts",
	dTaken: "taken", dPay: "pay",
}

func (k taskKind) choice() bool { return k >= dReact }

func (s *State) push(t task) { s.tasks = append(s.tasks, t) }

func (s *State) top() *task {
	if len(s.tasks) == 0 {
		return nil
	}
	return &s.tasks[len(s.tasks)-1]
}

func (s *State) pop() task {
	t := s.tasks[len(s.tasks)-1]
	s.tasks = s.tasks[:len(s.tasks)-1]
	return t
}

// run performs automatic tasks until a choice is on top, no task is left,
// or the game is over.
func (s *State) run() {
	for s.status == playing && len(s.tasks) > 0 {
		t := s.top()
		if t.kind.choice() {
			if s.choiceHasOptions(t) {
				return
			}
			s.pop() // a choice with nothing to choose is skipped
			s.skipChoice(*t)
			continue
		}
		s.step(s.pop())
	}
	if s.status != playing {
		s.tasks = s.tasks[:0]
	}
}

// skipChoice cleans up after a choice that had nothing to choose.
func (s *State) skipChoice(t task) {
	switch t.kind {
	case dAce:
		c := cards.Card(t.a)
		remove(&s.resolving, c)
		s.grave = append(s.grave, c)
	case dSpell:
		if t.e&flagHoldable != 0 {
			s.releaseStraight(t.b)
		}
	case dLook, dOrder:
		s.finishOrder(t)
	case dPoolPick:
		s.pushPicked(destTop)
	case dReact:
		s.resolve(cards.Card(t.a), t.b)
	case dTaken:
		s.grave = append(s.grave, s.taken...)
		s.taken = s.taken[:0]
	}
}

// step performs one automatic task.
func (s *State) step(t task) {
	switch t.kind {
	case tReveal:
		c := cards.Card(t.a)
		if (isAce(c) || isFace(c)) && s.heldRooms() > 0 {
			if isAce(c) {
				s.revealed |= 1 << c.Suit()
			}
			s.push(task{kind: dReact, a: t.a, b: t.b})
			return
		}
		s.resolve(c, t.b)
	case tTop:
		if t.a == 0 {
			return
		}
		c := s.draw()
		if c == cards.NoCard {
			return
		}
		if isAce(c) && s.cfg.aceNoChain {
			s.shuffleIn(c)
			if s.deckHasNonAce() {
				s.push(task{kind: tTop, a: t.a})
			}
			return
		}
		s.push(task{kind: tTop, a: t.a - 1})
		s.reveal(c, fromAce)
	case tSwap:
		s.swapCheck()
	case tReplace:
		if c := s.draw(); c != cards.NoCard {
			s.reveal(c, fromRoom0+t.a)
		}
	case tRefill:
		if len(s.hand) < 2 {
			if c := s.draw(); c != cards.NoCard {
				s.push(task{kind: tRefill})
				s.reveal(c, fromHand)
			}
		}
	case tComplete:
		s.complete(t.a)
	case tEffect:
		s.effect(cards.Suit(t.a), int(t.b))
	case tGroup:
		s.group(cards.Card(t.a))
		s.checkLoss()
	}
}

// reveal starts resolving a card just revealed from origin (rule 4.7).
func (s *State) reveal(c cards.Card, origin uint8) {
	if isAce(c) || isFace(c) {
		s.resolving = append(s.resolving, c)
	}
	s.push(task{kind: tReveal, a: uint8(c), b: origin})
}

// resolve resolves a revealed card (rules 4.7.2, 4.8, 4.9, 4.10).
func (s *State) resolve(c cards.Card, origin uint8) {
	switch {
	case isAce(c):
		s.revealed |= 1 << c.Suit()
		if origin >= fromRoom0 && origin < fromAce {
			s.push(task{kind: tReplace, a: origin - fromRoom0})
		}
		s.push(task{kind: tSwap})
		s.push(task{kind: dAce, a: uint8(c)})
		if s.cfg.groupAfter {
			s.push(task{kind: tGroup, a: uint8(c)})
		}
		n := uint8(3)
		if s.cfg.aceFive {
			n = 5
		}
		s.push(task{kind: tTop, a: n})
		if !s.cfg.groupAfter {
			s.group(c)
			s.checkLoss()
		}
	case isFace(c):
		remove(&s.resolving, c)
		s.chamber = append(s.chamber, c)
		s.wipeAndPurge(c.Suit())
		s.checkLoss()
		if origin >= fromRoom0 && origin < fromAce {
			s.push(task{kind: tReplace, a: origin - fromRoom0})
		}
	default:
		switch {
		case origin == fromHand:
			s.hand = append(s.hand, c)
		case origin == fromAce:
			if c.IsJoker() && !s.cfg.wildOnly {
				s.chamber = append(s.chamber, c)
				s.checkLoss()
			} else {
				s.grave = append(s.grave, c)
			}
		default:
			r := &s.rooms[origin-fromRoom0]
			r.up = append(r.up, c)
		}
	}
}

// cancel uses the held Straight of room r against the revealed card c
// (rules 4.6.2, 4.6.3).
func (s *State) cancel(c cards.Card, origin, r uint8) {
	remove(&s.resolving, c)
	rm := &s.rooms[r]
	s.grave = append(s.grave, rm.up...)
	rm.up = rm.up[:0]
	rm.held = false
	if origin >= fromRoom0 && origin < fromAce {
		s.push(task{kind: tReplace, a: origin - fromRoom0})
	}
	if isAce(c) {
		s.grave = append(s.grave, c)
		s.push(task{kind: tSwap})
	} else {
		s.shuffleIn(c)
	}
}

func (s *State) deckHasNonAce() bool {
	for _, c := range s.deck {
		if !isAce(c) {
			return true
		}
	}
	return false
}

// group groups the Chamber for the revealed Ace (rule 4.8.1, 6.2.2).
func (s *State) group(ace cards.Card) {
	byRank := s.cfg.fourGrouped && !ace.Suit().Red() && ace.Suit() != cards.NoSuit
	key := func(c cards.Card) int {
		if c.IsJoker() {
			return -1
		}
		if byRank {
			return int(c.Rank())
		}
		return int(c.Suit())
	}
	out := make([]cards.Card, 0, len(s.chamber))
	used := make([]bool, len(s.chamber))
	for i, c := range s.chamber {
		if used[i] {
			continue
		}
		out = append(out, c)
		used[i] = true
		k := key(c)
		if k < 0 {
			continue
		}
		for j := i + 1; j < len(s.chamber); j++ {
			if !used[j] && key(s.chamber[j]) == k {
				out = append(out, s.chamber[j])
				used[j] = true
			}
		}
	}
	copy(s.chamber, out)
}

// swapCheck swaps the deck and the Grave once every uncaptured Ace has been
// revealed since the last swap (rule 4.8.4).
func (s *State) swapCheck() {
	var need uint8
	for _, su := range cards.Suits {
		if !s.capturedSuit(su) {
			need |= 1 << su
		}
	}
	if need == 0 || s.revealed&need != need {
		return
	}
	s.revealed = 0
	newGrave := make([]cards.Card, len(s.deck))
	// the old deck becomes the Grave keeping its order: its top card is
	// the Grave's top (last) card.
	copy(newGrave, s.deck)
	s.deck = append(s.deck[:0], s.grave...)
	s.shuffle(s.deck)
	s.grave = newGrave
}

// wipeAndPurge applies a face card of suit su (rules 4.9.2, 4.9.3, 4.6.4).
func (s *State) wipeAndPurge(su cards.Suit) {
	for i := range s.rooms {
		r := &s.rooms[i]
		wipe := false
		for _, c := range r.up {
			if c.Suit() == su && (isAce(c) || c.Rank() == cards.Jack || c.Rank() == cards.Queen) {
				wipe = true
				break
			}
		}
		if wipe {
			s.grave = append(s.grave, r.up...)
			r.up = r.up[:0]
			r.held = false
		}
	}
	keep := s.hand[:0]
	for _, c := range s.hand {
		if c.Suit() == su {
			s.grave = append(s.grave, c)
		} else {
			keep = append(keep, c)
		}
	}
	s.hand = keep
	for i := range s.rooms {
		r := &s.rooms[i]
		keep := r.up[:0]
		broke := false
		for _, c := range r.up {
			if c.Suit() == su {
				s.grave = append(s.grave, c)
				broke = true
			} else {
				keep = append(keep, c)
			}
		}
		r.up = keep
		if broke && r.held {
			s.grave = append(s.grave, r.up...)
			r.up = r.up[:0]
			r.held = false
		}
	}
}

// checkLoss ends the game if a losing condition of rule 5.2 holds in the
// Chamber.
func (s *State) checkLoss() {
	if s.status != playing {
		return
	}
	if s.lossInChamber() {
		s.status = lost
	}
}

func (s *State) lossInChamber() bool {
	j := s.jokersInChamber()
	if j >= 2 {
		return true
	}
	suitNeed, rankNeed := 3-j, 4-j
	for _, su := range cards.Suits {
		if s.cfg.suitUngrouped {
			if s.countIn(func(c cards.Card) bool { return c.Suit() == su && isFace(c) }) >= suitNeed {
				return true
			}
		} else if s.runOf(func(c cards.Card) bool { return c.Suit() == su && isFace(c) }) >= suitNeed {
			return true
		}
	}
	for r := cards.Jack; r <= cards.King; r++ {
		if s.cfg.fourGrouped {
			if s.runOf(func(c cards.Card) bool { return c.Rank() == r }) >= rankNeed {
				return true
			}
		} else if s.countIn(func(c cards.Card) bool { return c.Rank() == r }) >= rankNeed {
			return true
		}
	}
	return false
}

func (s *State) countIn(f func(cards.Card) bool) int {
	n := 0
	for _, c := range s.chamber {
		if f(c) {
			n++
		}
	}
	return n
}

// runOf is the most cards matching f in a run of consecutive Chamber places
// holding only such cards and Jokers (rule 5.4).
func (s *State) runOf(f func(cards.Card) bool) int {
	best, n := 0, 0
	for _, c := range s.chamber {
		switch {
		case f(c):
			n++
			best = max(best, n)
		case c.IsJoker():
		default:
			n = 0
		}
	}
	return best
}

func (s *State) checkWin() {
	if s.status != playing {
		return
	}
	need := 2
	if s.cfg.fourAces {
		need = 4
	}
	if len(s.captured) >= need {
		s.status = won
	}
}

// complete completes the spell of room ri (rule 4.4).
func (s *State) complete(ri uint8) {
	r := &s.rooms[ri]
	h, ok := s.classify(r.up)
	if !ok {
		// cannot happen: the spell test admits only completable stacks
		s.grave = append(s.grave, r.up...)
		r.up = r.up[:0]
		return
	}
	stack := [5]cards.Card{}
	copy(stack[:], r.up)
	cat := h.Category
	s.last = cat.String()
	var flags uint8
	for _, c := range stack {
		if c.Rank() == cards.Jack && (cat == poker.Straight || cat == poker.StraightFlush) {
			flags |= flagJackHigh
		}
		if c.Rank() == cards.Queen && (cat == poker.Flush || cat == poker.StraightFlush) {
			flags |= flagQueenHigh
		}
	}
	// capture Aces first (rule 4.4.2)
	for i, c := range stack {
		if h.Captured[i] {
			remove(&r.up, c)
			s.captured = append(s.captured, c)
		}
	}
	s.checkWin()
	if s.status != playing {
		// The game is won, and the spell's cards still go where rule 4.4.1
		// sends them: no effect is left to use.
		for i, c := range stack {
			switch {
			case h.Captured[i]:
			case c.IsJoker() || !h.Used[i]:
				s.grave = append(s.grave, c)
			default:
				s.pool = append(s.pool, c)
			}
		}
		r.up = r.up[:0]
		return
	}
	holdable := cat == poker.Straight || (cat == poker.StraightFlush && s.cfg.sfChoose)
	var su1, su2 cards.Suit
	if cat == poker.Pair {
		for i, c := range stack {
			if h.Used[i] && !c.IsJoker() {
				if su1 == cards.NoSuit {
					su1 = c.Suit()
				} else {
					su2 = c.Suit()
				}
			}
		}
	}
	if cat == poker.Flush || cat == poker.StraightFlush {
		for _, c := range stack {
			if !c.IsJoker() {
				su1 = c.Suit()
				break
			}
		}
	}
	if holdable {
		flags |= flagHoldable
		s.push(task{kind: dSpell, a: uint8(cat), b: ri, c: uint8(su1), d: uint8(su2), e: flags})
		return
	}
	for i, c := range stack {
		switch {
		case h.Captured[i]:
		case c.IsJoker() || !h.Used[i]:
			s.grave = append(s.grave, c)
		default:
			s.pool = append(s.pool, c)
		}
	}
	r.up = r.up[:0]
	switch cat {
	case poker.TwoPair, poker.FullHouse:
		n := 4
		if cat == poker.FullHouse {
			n = 5
		}
		s.lookTop(n)
		next := dTopBottom
		if cat == poker.FullHouse {
			next = dOrder
		}
		s.push(task{kind: dLook, a: uint8(min(2, len(s.looking))), b: uint8(next)})
	case poker.ThreeOfAKind:
		s.push(task{kind: dPoolPick, a: 3})
	case poker.FourOfAKind:
		s.push(task{kind: dKeep})
	default:
		s.push(task{kind: dSpell, a: uint8(cat), b: noRoom, c: uint8(su1), d: uint8(su2), e: flags})
	}
}

// releaseStraight sends a completed, unheld Straight of room ri to the
// Arcane Pool (Jokers to the Grave).
func (s *State) releaseStraight(ri uint8) {
	r := &s.rooms[ri]
	for _, c := range r.up {
		if c.IsJoker() {
			s.grave = append(s.grave, c)
		} else {
			s.pool = append(s.pool, c)
		}
	}
	r.up = r.up[:0]
}

// lookTop moves the top n cards of the deck to looking, topmost first.
func (s *State) lookTop(n int) {
	for i := 0; i < n; i++ {
		c := s.draw()
		if c == cards.NoCard {
			return
		}
		s.looking = append(s.looking, c)
	}
}

// pushPicked puts the picked cards back, the first picked topmost
// (rule 4.5.11).
func (s *State) pushPicked(dest uint8) {
	switch dest {
	case destTop:
		for i := len(s.picked) - 1; i >= 0; i-- {
			s.deck = append(s.deck, s.picked[i])
		}
	case destBottom:
		nd := make([]cards.Card, 0, len(s.deck)+len(s.picked))
		for i := len(s.picked) - 1; i >= 0; i-- {
			nd = append(nd, s.picked[i])
		}
		s.deck = append(nd, s.deck...)
	case destChamber:
		s.chamber = append(s.chamber, s.picked...)
	}
	s.picked = s.picked[:0]
}

// finishOrder ends a look or an ordering early: the cards still looked at
// go back in their order (top first) after the picked ones.
func (s *State) finishOrder(t task) {
	dest := destTop
	if t.kind == dOrder {
		dest = t.a
	}
	s.picked = append(s.picked, s.looking...)
	s.looking = s.looking[:0]
	s.pushPicked(dest)
	if dest == destChamber {
		s.checkLoss()
	}
}

// effect starts a hand spell's effect (rules 4.11.2 to 4.11.5).
func (s *State) effect(su cards.Suit, v int) {
	switch su {
	case cards.Spades:
		s.push(task{kind: dSpades})
	case cards.Diamonds:
		s.lookTop(v)
		s.push(task{kind: dOrder, a: destTop})
	case cards.Clubs:
		s.push(task{kind: dClubs})
	case cards.Hearts:
		if v/2 > 0 {
			s.push(task{kind: dHearts, a: uint8(v / 2)})
		}
	}
}

// cost is what casting c costs (rules 4.11.1, 4.11.8).
func (s *State) cost(c cards.Card) int {
	v := value(c)
	if s.capturedSuit(c.Suit()) {
		v /= 2
	}
	return v
}

// costTwo is what casting both hand cards costs (rules 4.11.6 to 4.11.8),
// or -1 when they are neither a pair nor suited.
func (s *State) costTwo(a, b cards.Card) int {
	va, vb := value(a), value(b)
	if va == 0 || vb == 0 || a == b {
		return -1
	}
	switch {
	case va == vb:
		if s.capturedSuit(a.Suit()) || s.capturedSuit(b.Suit()) {
			return va / 2
		}
		return va
	case a.Suit() == b.Suit():
		v := max(va, vb)
		if s.cfg.suitedLower {
			v = min(va, vb)
		}
		if s.capturedSuit(a.Suit()) {
			v /= 2
		}
		return v
	}
	return -1
}

// startCast pushes the effects of the cast cards (in order) and the payment.
func (s *State) startCast(cost int, effects ...task) {
	for i := len(effects) - 1; i >= 0; i-- {
		s.push(effects[i])
	}
	if cost > 0 {
		s.push(task{kind: dPay, a: uint8(cost)})
	}
}

// endTurn ends the turn (rule 4.12).
func (s *State) endTurn() {
	if len(s.deck) == 0 {
		s.status = lost
		return
	}
	s.grave = append(s.grave, s.hand...)
	s.hand = s.hand[:0]
	s.turn++
	s.push(task{kind: tRefill})
}
