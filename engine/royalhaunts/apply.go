package royalhaunts

import (
	"slices"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// LegalActions lists every action Apply accepts now: the actions of the
// pending choice, or else the moves of the turn, in a fixed order.
func (s *State) LegalActions() []engine.Action {
	if s.status != playing {
		return nil
	}
	if t := s.top(); t != nil {
		return s.choiceActions(t, make([]engine.Action, 0, 16))
	}
	return s.freeActions(make([]engine.Action, 0, 24))
}

// Apply plays x, or refuses it citing a rule of rules.md.
func (s *State) Apply(x engine.Action) error {
	switch s.status {
	case won:
		return engine.Refuse("5.1", "the game is over: it is won")
	case lost:
		return engine.Refuse("5.2", "the game is over: it is lost")
	}
	k, a, b, c := unpack(x)
	if t := s.top(); t != nil {
		var buf [64]engine.Action
		if !slices.Contains(s.choiceActions(t, buf[:0]), x) {
			rule := choiceRule(t)
			if t.kind == dSpell && k == kDiscard && bonusCategory(poker.Category(t.a)) {
				// Discarding a King or Joker is the bonus of a Jack-high
				// Straight or Queen-high Flush, which this spell lacks.
				rule = "4.5.10"
			}
			return engine.Refuse(rule, "%s is not possible now: %s", s.ActionString(x), choiceWhat(t))
		}
		s.applyChoice(k, a, b, c)
	} else {
		if w := s.checkFree(k, a, b, c); w.rule != "" {
			return engine.Refuse(w.rule, "%s: %s", s.ActionString(x), w.msg)
		}
		s.applyFree(k, a, b, c)
	}
	s.run()
	return nil
}

type why struct{ rule, msg string }

var ok = why{}

// rooms' predicates for the free moves (rules 4.2.*).
func (s *State) canPlay(c cards.Card, ri uint8) why {
	if ri > 2 {
		return why{"4.2.2", "there are three rooms"}
	}
	r := &s.rooms[ri]
	switch {
	case r.held:
		return why{"4.2.7", "the room holds a held Straight"}
	case len(r.up) >= 5:
		return why{"4.2.1", "the room already holds five face-up cards"}
	case !s.completable(r.up, c):
		return why{"4.2.3", "the room's cards could no longer become a spell"}
	}
	return ok
}

func (s *State) canMove(ai, bi uint8) why {
	if ai > 2 || bi > 2 {
		return why{"4.2.5", "there are three rooms"}
	}
	if ai == bi {
		return why{"4.2.5", "a stack moves to another room"}
	}
	a, b := &s.rooms[ai], &s.rooms[bi]
	switch {
	case len(a.up) == 0:
		return why{"4.2.4", "the room has no face-up card to move"}
	case a.held || b.held:
		return why{"4.2.7", "a held Straight cannot be moved or built on"}
	case len(a.up)+len(b.up) > 5:
		return why{"4.2.5", "the destination would hold more than five face-up cards"}
	case !s.completable(b.up, a.up...):
		return why{"4.2.3", "the destination's cards could no longer become a spell"}
	}
	return ok
}

func (s *State) canTurn(ri uint8) why {
	if ri > 2 {
		return why{"4.2.6", "there are three rooms"}
	}
	r := &s.rooms[ri]
	switch {
	case r.held:
		return why{"4.2.7", "the room holds a held Straight"}
	case len(r.up) > 0:
		return why{"4.2.6", "the room's top card is face up"}
	case len(r.down) == 0:
		return why{"4.2.6", "the room has no face-down card"}
	}
	return ok
}

// jokerSource says where a Joker that may cast a free spell is: 0 in the
// hand, 1..3 alone in that room, -1 nowhere (rule 4.10.3).
func (s *State) jokerSource(c cards.Card) int {
	if slices.Contains(s.hand, c) {
		return 0
	}
	for i := range s.rooms {
		r := &s.rooms[i]
		if len(r.up) == 1 && r.up[0] == c && !r.held {
			return i + 1
		}
	}
	return -1
}

func (s *State) canCastJoker(c cards.Card, su cards.Suit, v uint8) why {
	switch {
	case !c.IsJoker():
		return why{"4.10.3", "only a Joker casts a free spell"}
	case s.cfg.wildOnly:
		return why{"6.2.6", "Jokers are only wild cards in this variant"}
	case s.jokerSource(c) < 0:
		return why{"4.10.3", "the Joker must be in your hand or alone face up in a room"}
	case su < cards.Spades || su > cards.Clubs:
		return why{"4.10.3", "choose a suit"}
	case (su == cards.Diamonds || su == cards.Hearts) && (v < 2 || v > 10):
		return why{"4.10.3", "a Diamonds or Hearts free spell needs a value 2 to 10"}
	case (su == cards.Spades || su == cards.Clubs) && v != 0:
		return why{"4.10.3", "a Spades or Clubs spell takes no value"}
	}
	return ok
}

func (s *State) checkFree(k kind, a, b, c uint8) why {
	ca, cb := cards.Card(a), cards.Card(b)
	switch k {
	case kEnd:
		if a|b|c != 0 {
			break
		}
		return ok
	case kPlay:
		if c != 0 {
			break
		}
		if !slices.Contains(s.hand, ca) {
			return why{"4.2.2", "the card is not in your hand"}
		}
		return s.canPlay(ca, b)
	case kMove:
		if c != 0 {
			break
		}
		return s.canMove(a, b)
	case kTurn:
		if b|c != 0 {
			break
		}
		return s.canTurn(a)
	case kCast:
		if c != 0 {
			break
		}
		if !slices.Contains(s.hand, ca) || (b != 0 && !slices.Contains(s.hand, cb)) {
			return why{"4.11.1", "only cards in your hand are cast"}
		}
		if ca.IsJoker() || cb.IsJoker() {
			return why{"4.11.9", "a Joker casts a spell only on its own, with a suit"}
		}
		if value(ca) == 0 || (b != 0 && value(cb) == 0) {
			return why{"4.11.1", "only cards of value 2 to 10 are cast; a face card or an Ace has no value to pay"}
		}
		cost := s.cost(ca)
		if b != 0 {
			if cost = s.costTwo(ca, cb); cost < 0 {
				return why{"4.11.6", "two cards are cast together only as a Pair in Hand or a Suited Hand"}
			}
		}
		if len(s.pool) < cost {
			return why{"4.11.1", "the Arcane Pool holds too few cards to pay"}
		}
		return ok
	case kCastJoker:
		return s.canCastJoker(ca, cards.Suit(b), c)
	}
	if k > 0 && k < numKinds {
		return why{"4.1.2", "no choice is pending: make a move of your turn"}
	}
	return why{"4.1.2", "not an action of Royal Haunts"}
}

// freeActions lists the legal moves of a turn (rule 4.1.2).
func (s *State) freeActions(out []engine.Action) []engine.Action {
	out = append(out, act(kEnd, 0, 0, 0))
	for _, c := range s.hand {
		for r := uint8(0); r < 3; r++ {
			if s.canPlay(c, r) == ok {
				out = append(out, act(kPlay, uint8(c), r, 0))
			}
		}
	}
	for a := uint8(0); a < 3; a++ {
		for b := uint8(0); b < 3; b++ {
			if s.canMove(a, b) == ok {
				out = append(out, act(kMove, a, b, 0))
			}
		}
	}
	for r := uint8(0); r < 3; r++ {
		if s.canTurn(r) == ok {
			out = append(out, act(kTurn, r, 0, 0))
		}
	}
	for _, c := range s.hand {
		if v := value(c); v > 0 && len(s.pool) >= s.cost(c) {
			out = append(out, act(kCast, uint8(c), 0, 0))
		}
	}
	if len(s.hand) == 2 {
		for i := 0; i < 2; i++ {
			x, y := s.hand[i], s.hand[1-i]
			if cost := s.costTwo(x, y); cost >= 0 && len(s.pool) >= cost {
				out = append(out, act(kCast, uint8(x), uint8(y), 0))
			}
		}
	}
	if !s.cfg.wildOnly {
		for _, j := range [2]cards.Card{cards.JK1, cards.JK2} {
			if s.jokerSource(j) >= 0 {
				out = s.appendJokerCasts(out, kCastJoker, uint8(j))
			}
		}
	}
	return out
}

// appendJokerCasts lists the free spells of a Joker: with k == kCastJoker
// "cast JK SUIT [VALUE]", with kCastTaken "cast SUIT [VALUE]".
func (s *State) appendJokerCasts(out []engine.Action, k kind, j uint8) []engine.Action {
	for _, su := range cards.Suits {
		if su == cards.Spades || su == cards.Clubs {
			if k == kCastJoker {
				out = append(out, act(k, j, uint8(su), 0))
			} else {
				out = append(out, act(k, uint8(su), 0, 0))
			}
			continue
		}
		for v := uint8(2); v <= 10; v++ {
			if k == kCastJoker {
				out = append(out, act(k, j, uint8(su), v))
			} else {
				out = append(out, act(k, uint8(su), v, 0))
			}
		}
	}
	return out
}

func (s *State) applyFree(k kind, a, b, c uint8) {
	ca, cb := cards.Card(a), cards.Card(b)
	switch k {
	case kEnd:
		s.endTurn()
	case kPlay:
		remove(&s.hand, ca)
		s.addToRoom(b, ca)
	case kMove:
		from, to := &s.rooms[a], &s.rooms[b]
		to.up = append(to.up, from.up...)
		from.up = from.up[:0]
		if len(to.up) == 5 {
			s.push(task{kind: tComplete, a: b})
		}
	case kTurn:
		r := &s.rooms[a]
		top := r.down[len(r.down)-1]
		r.down = r.down[:len(r.down)-1]
		s.reveal(top, fromRoom0+a)
	case kCast:
		remove(&s.hand, ca)
		s.grave = append(s.grave, ca)
		if b == 0 {
			s.startCast(s.cost(ca), task{kind: tEffect, a: uint8(ca.Suit()), b: uint8(value(ca))})
			return
		}
		cost := s.costTwo(ca, cb)
		remove(&s.hand, cb)
		s.grave = append(s.grave, cb)
		s.startCast(cost,
			task{kind: tEffect, a: uint8(ca.Suit()), b: uint8(value(ca))},
			task{kind: tEffect, a: uint8(cb.Suit()), b: uint8(value(cb))})
	case kCastJoker:
		if src := s.jokerSource(ca); src == 0 {
			remove(&s.hand, ca)
		} else {
			s.rooms[src-1].up = s.rooms[src-1].up[:0]
		}
		s.grave = append(s.grave, ca)
		s.startCast(0, task{kind: tEffect, a: b, b: c})
	}
}

// addToRoom puts c on room ri's spell in progress and completes it at five.
func (s *State) addToRoom(ri uint8, c cards.Card) {
	r := &s.rooms[ri]
	r.up = append(r.up, c)
	if len(r.up) == 5 {
		s.push(task{kind: tComplete, a: ri})
	}
}

// choiceRule is the rule a refusal cites while t is pending.
// bonusCategory reports whether a spell of category c could give the
// Jack-high or Queen-high bonus (rule 4.5.10).
func bonusCategory(c poker.Category) bool {
	return c == poker.Straight || c == poker.Flush || c == poker.StraightFlush
}

func choiceRule(t *task) string {
	switch t.kind {
	case dReact:
		return "4.6.2"
	case dAce:
		return "4.8.3"
	case dSpell:
		switch poker.Category(t.a) {
		case poker.Pair:
			return "4.5.1"
		case poker.Straight:
			return "4.5.4"
		case poker.Flush:
			return "4.5.5"
		case poker.StraightFlush:
			return "4.5.8"
		case poker.FiveOfAKind:
			return "4.5.9"
		}
		return "4.4.3"
	case dPair2:
		return "4.5.1"
	case dLook:
		if t.b == uint8(dOrder) {
			return "4.5.6"
		}
		return "4.5.2"
	case dTopBottom:
		return "4.5.2"
	case dOrder:
		return "4.5.11"
	case dPoolPick:
		return "4.5.3"
	case dKeep:
		return "4.5.7"
	case dSpades:
		return "4.11.2"
	case dClubs:
		return "4.11.4"
	case dHearts, dTaken:
		return "4.11.5"
	case dPay:
		return "4.11.1"
	}
	return "4.1.2"
}

// choiceWhat says what the pending choice asks for.
func choiceWhat(t *task) string {
	switch t.kind {
	case dReact:
		return "use a held Straight (cancel ROOM) or allow the reveal"
	case dAce:
		return "place the Ace in a room or discard it"
	case dSpell:
		return "choose the " + poker.Category(t.a).String() + "'s effect, or skip"
	case dPair2:
		return "choose the Pair's second face card, or skip"
	case dLook:
		return "discard a card looked at"
	case dTopBottom:
		return "put the two cards on top or at the bottom"
	case dOrder:
		return "put the cards back one at a time (put CARD)"
	case dPoolPick:
		return "put an Arcane Pool card on the deck"
	case dKeep:
		return "keep a face card in the Grave, or reshuffle"
	case dSpades:
		return "discard a face card from the Chamber"
	case dClubs:
		return "choose one of the Clubs actions"
	case dHearts:
		return "take a card from the Grave, or done"
	case dTaken:
		return "place the taken card in a room or cast it"
	case dPay:
		return "pay a card of the Arcane Pool"
	}
	return "a choice is pending"
}

func appendUnique(out []engine.Action, x engine.Action) []engine.Action {
	if slices.Contains(out, x) {
		return out
	}
	return append(out, x)
}

// choiceActions lists the actions of the pending choice t.
func (s *State) choiceActions(t *task, out []engine.Action) []engine.Action {
	switch t.kind {
	case dReact:
		for r := uint8(0); r < 3; r++ {
			if s.rooms[r].held {
				out = append(out, act(kCancel, r, 0, 0))
			}
		}
		out = append(out, act(kAllow, 0, 0, 0))
	case dAce:
		ace := cards.Card(t.a)
		for r := uint8(0); r < 3; r++ {
			rm := &s.rooms[r]
			if !rm.held && len(rm.up) >= 1 && len(rm.up) <= 4 && poker.AcePlaceable(rm.up, ace) && s.completable(rm.up, ace) {
				out = append(out, act(kPlace, r, 0, 0))
			}
		}
		out = append(out, act(kDiscard, t.a, 0, 0))
	case dSpell:
		out = s.spellMenu(t, out)
	case dPair2:
		for _, c := range s.chamber {
			if isFace(c) && c.Suit() == cards.Suit(t.b) {
				out = append(out, act(kind(t.a), uint8(c), 0, 0))
			}
		}
		out = append(out, act(kSkip, 0, 0, 0))
	case dLook:
		if t.a > 0 {
			for _, c := range s.looking {
				out = append(out, act(kDiscard, uint8(c), 0, 0))
			}
		}
		if t.c == 0 {
			out = append(out, act(kSkip, 0, 0, 0))
		}
	case dTopBottom:
		if len(s.looking) > 0 {
			out = append(out, act(kTop, 0, 0, 0), act(kBottom, 0, 0, 0))
		}
	case dOrder:
		for _, c := range s.looking {
			out = append(out, act(kPut, uint8(c), 0, 0))
		}
	case dPoolPick:
		if t.a > 0 {
			for _, c := range s.pool {
				out = append(out, act(kPut, uint8(c), 0, 0))
			}
		}
		if t.c == 0 {
			out = append(out, act(kSkip, 0, 0, 0))
		}
	case dKeep:
		if len(s.picked) < 3 {
			for _, c := range s.grave {
				if isFace(c) {
					out = append(out, act(kKeep, uint8(c), 0, 0))
				}
			}
		}
		out = append(out, act(kReshuffle, 0, 0, 0), act(kSkip, 0, 0, 0))
	case dSpades:
		for _, c := range s.chamber {
			if isFace(c) {
				out = append(out, act(kDiscard, uint8(c), 0, 0))
			}
		}
		out = append(out, act(kSkip, 0, 0, 0))
	case dClubs:
		if len(s.chamber) >= 2 {
			out = append(out, act(kClubsReorder, 0, 0, 0))
		}
		for r := uint8(0); r < 3; r++ {
			if rm := &s.rooms[r]; len(rm.up) > 0 && !rm.held {
				out = append(out, act(kClubsDiscard, r, 0, 0))
			}
		}
		for a := uint8(0); a < 3; a++ {
			ra := &s.rooms[a]
			if len(ra.up) == 0 || ra.held {
				continue
			}
			top := ra.up[len(ra.up)-1]
			for b := uint8(0); b < 3; b++ {
				rb := &s.rooms[b]
				if a != b && len(rb.up) > 0 && len(rb.up) < 5 && !rb.held && s.completable(rb.up, top) {
					out = append(out, act(kClubsMove, a, b, 0))
				}
			}
		}
		out = append(out, act(kSkip, 0, 0, 0))
	case dHearts:
		for _, c := range s.grave {
			if !isAce(c) && s.usable(c) {
				out = appendUnique(out, act(kTake, uint8(c), 0, 0))
			}
		}
		out = append(out, act(kDone, 0, 0, 0))
	case dTaken:
		c := s.taken[0]
		for r := uint8(0); r < 3; r++ {
			if s.placeable(c, r) {
				out = append(out, act(kPlace, r, 0, 0))
			}
		}
		switch {
		case c.IsJoker():
			if !s.cfg.wildOnly {
				out = s.appendJokerCasts(out, kCastTaken, 0)
			}
		case value(c) > 0 && len(s.pool) >= s.cost(c):
			out = append(out, act(kCastTaken, 0, 0, 0))
		}
	case dPay:
		for _, c := range s.pool {
			out = append(out, act(kPay, uint8(c), 0, 0))
		}
	}
	return out
}

// spellMenu lists the effects a completed spell offers (rules 4.5.1 to
// 4.5.10).
func (s *State) spellMenu(t *task, out []engine.Action) []engine.Action {
	cat := poker.Category(t.a)
	su1, su2 := cards.Suit(t.c), cards.Suit(t.d)
	flushEffect := func() {
		k := kShuffle
		if s.cfg.flushDiscards {
			k = kDiscard
		}
		for _, c := range s.chamber {
			if isFace(c) && c.Suit() == su1 {
				out = appendUnique(out, act(k, uint8(c), 0, 0))
			}
		}
	}
	kingOrJoker := func() {
		for _, c := range s.chamber {
			if c.IsJoker() || c.Rank() == cards.King {
				out = appendUnique(out, act(kDiscard, uint8(c), 0, 0))
			}
		}
	}
	if t.e&flagHoldable != 0 {
		out = append(out, act(kHold, 0, 0, 0))
	}
	switch cat {
	case poker.Pair:
		for _, k := range [2]kind{kDiscard, kShuffle} {
			for _, c := range s.chamber {
				if isFace(c) && (c.Suit() == su1 || c.Suit() == su2) {
					out = append(out, act(k, uint8(c), 0, 0))
				}
			}
		}
	case poker.Straight:
	case poker.Flush:
		flushEffect()
	case poker.StraightFlush:
		for _, su := range cards.Suits {
			if s.countIn(func(c cards.Card) bool { return isFace(c) && c.Suit() == su }) > 0 {
				out = append(out, act(kDiscardSuit, uint8(su), 0, 0))
			}
		}
		for r := cards.Jack; r <= cards.King; r++ {
			if s.countIn(func(c cards.Card) bool { return c.Rank() == r }) > 0 {
				out = append(out, act(kDiscardRank, uint8(r), 0, 0))
			}
		}
		for _, c := range s.chamber {
			if c.IsJoker() {
				out = appendUnique(out, act(kDiscard, uint8(c), 0, 0))
			}
		}
		if t.e&flagHoldable != 0 {
			flushEffect()
		}
	case poker.FiveOfAKind:
		if s.countIn(isFace) > 0 {
			out = append(out, act(kClear, 0, 0, 0))
		}
	}
	if t.e&(flagJackHigh|flagQueenHigh) != 0 {
		kingOrJoker()
	}
	return append(out, act(kSkip, 0, 0, 0))
}

// placeable reports whether c may be put into room r (rule 4.2.3).
func (s *State) placeable(c cards.Card, r uint8) bool {
	rm := &s.rooms[r]
	return !rm.held && len(rm.up) < 5 && s.completable(rm.up, c)
}

// usable reports whether a Grave card can be used by a Hearts spell
// (rule 4.11.5).
func (s *State) usable(c cards.Card) bool {
	for r := uint8(0); r < 3; r++ {
		if s.placeable(c, r) {
			return true
		}
	}
	if c.IsJoker() {
		return !s.cfg.wildOnly
	}
	return value(c) > 0 && len(s.pool) >= s.cost(c)
}

// choiceHasOptions reports whether t offers more than skipping.
func (s *State) choiceHasOptions(t *task) bool {
	var buf [64]engine.Action
	for _, x := range s.choiceActions(t, buf[:0]) {
		k, _, _, _ := unpack(x)
		if k == kSkip || k == kDone {
			continue
		}
		if t.kind == dAce && k == kDiscard {
			continue
		}
		if t.kind == dKeep && k == kReshuffle && len(s.grave) == 0 && len(s.picked) == 0 {
			continue
		}
		return true
	}
	return false
}

func (s *State) applyChoice(k kind, a, b, c uint8) {
	t := s.top()
	ca := cards.Card(a)
	switch t.kind {
	case dReact:
		tt := s.pop()
		if k == kCancel {
			s.cancel(cards.Card(tt.a), tt.b, a)
		} else {
			s.resolve(cards.Card(tt.a), tt.b)
		}
	case dAce:
		ace := cards.Card(s.pop().a)
		remove(&s.resolving, ace)
		if k == kPlace {
			s.addToRoom(a, ace)
		} else {
			s.grave = append(s.grave, ace)
		}
	case dSpell:
		tt := s.pop()
		if tt.e&flagHoldable != 0 {
			if k == kHold {
				s.rooms[tt.b].held = true
				return
			}
			s.releaseStraight(tt.b)
		}
		s.spellEffect(tt, k, a)
	case dPair2:
		s.pop()
		s.chamberEffect(k, ca)
	case dLook:
		if k == kSkip {
			s.finishOrder(s.pop())
			return
		}
		remove(&s.looking, ca)
		s.grave = append(s.grave, ca)
		t.a--
		t.c = 1
		if t.a == 0 || len(s.looking) == 0 {
			tt := s.pop()
			if taskKind(tt.b) == dOrder {
				s.push(task{kind: dOrder, a: destTop})
			} else {
				s.push(task{kind: dTopBottom})
			}
		}
	case dTopBottom:
		s.pop()
		if k == kTop {
			s.push(task{kind: dOrder, a: destTop})
		} else {
			s.push(task{kind: dOrder, a: destBottom})
		}
	case dOrder:
		remove(&s.looking, ca)
		s.picked = append(s.picked, ca)
		if len(s.looking) == 0 {
			s.finishOrder(s.pop())
		}
	case dPoolPick:
		if k == kSkip {
			s.pop()
			return
		}
		remove(&s.pool, ca)
		s.picked = append(s.picked, ca)
		t.a--
		t.c = 1
		if t.a == 0 || len(s.pool) == 0 {
			s.pop()
			s.pushPicked(destTop)
		}
	case dKeep:
		switch k {
		case kKeep:
			remove(&s.grave, ca)
			s.picked = append(s.picked, ca)
		case kReshuffle:
			s.pop()
			s.deck = append(s.deck, s.grave...)
			s.shuffle(s.deck)
			s.grave = append(s.grave[:0], s.picked...)
			s.picked = s.picked[:0]
		default:
			s.pop()
			s.grave = append(s.grave, s.picked...)
			s.picked = s.picked[:0]
		}
	case dSpades:
		s.pop()
		s.chamberEffect(k, ca)
	case dClubs:
		s.pop()
		switch k {
		case kClubsReorder:
			s.looking = append(s.looking, s.chamber...)
			s.chamber = s.chamber[:0]
			s.push(task{kind: dOrder, a: destChamber})
		case kClubsDiscard:
			r := &s.rooms[a]
			s.grave = append(s.grave, r.up[len(r.up)-1])
			r.up = r.up[:len(r.up)-1]
		case kClubsMove:
			r := &s.rooms[a]
			top := r.up[len(r.up)-1]
			r.up = r.up[:len(r.up)-1]
			s.addToRoom(b, top)
		}
	case dHearts:
		if k == kDone {
			s.pop()
			return
		}
		t.a--
		if t.a == 0 {
			s.pop()
		}
		remove(&s.grave, ca)
		s.taken = append(s.taken, ca)
		s.push(task{kind: dTaken})
	case dTaken:
		s.pop()
		x := s.taken[0]
		s.taken = s.taken[:0]
		if k == kPlace {
			s.addToRoom(a, x)
			return
		}
		s.removed = append(s.removed, x)
		if x.IsJoker() {
			s.startCast(0, task{kind: tEffect, a: a, b: b})
		} else {
			s.startCast(s.cost(x), task{kind: tEffect, a: uint8(x.Suit()), b: uint8(value(x))})
		}
	case dPay:
		remove(&s.pool, ca)
		s.removed = append(s.removed, ca)
		t.a--
		if t.a == 0 {
			s.pop()
		}
	}
}

// spellEffect applies the chosen effect of a completed spell.
func (s *State) spellEffect(t task, k kind, a uint8) {
	ca := cards.Card(a)
	switch k {
	case kSkip:
	case kDiscard, kShuffle:
		s.chamberEffect(k, ca)
		if poker.Category(t.a) == poker.Pair {
			other := cards.Suit(t.c)
			if ca.Suit() == other {
				other = cards.Suit(t.d)
			}
			if other != cards.NoSuit {
				next := kShuffle
				if k == kShuffle {
					next = kDiscard
				}
				s.push(task{kind: dPair2, a: uint8(next), b: uint8(other)})
			}
		}
	case kDiscardSuit:
		s.discardWhere(func(c cards.Card) bool { return isFace(c) && c.Suit() == cards.Suit(a) })
	case kDiscardRank:
		s.discardWhere(func(c cards.Card) bool { return c.Rank() == cards.Rank(a) })
	case kClear:
		s.discardWhere(isFace)
	}
}

// chamberEffect discards (to the Grave) or shuffles (into the deck) one
// Chamber card.
func (s *State) chamberEffect(k kind, c cards.Card) {
	if k == kSkip || !remove(&s.chamber, c) {
		return
	}
	if k == kShuffle {
		s.shuffleIn(c)
	} else {
		s.grave = append(s.grave, c)
	}
}

func (s *State) discardWhere(f func(cards.Card) bool) {
	keep := s.chamber[:0]
	for _, c := range s.chamber {
		if f(c) {
			s.grave = append(s.grave, c)
		} else {
			keep = append(keep, c)
		}
	}
	s.chamber = keep
}
