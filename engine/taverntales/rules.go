package taverntales

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Actions. A play is playBase | card<<8 | target, where card is the index
// of the played card in Deck and target is the index of a card (the top of
// an arc or a J'Accuse), toPlayer+p for a player, or noTarget.
const (
	actPassOut engine.Action = 1
	actDeal    engine.Action = 2
	actDeclare engine.Action = 0x100 // + N
	actPass    engine.Action = 0x200 // + card index
	playBase   engine.Action = 1 << 16

	toPlayer = 0x40
	noTarget = 0x7f
)

func play(card, target int) engine.Action {
	return playBase | engine.Action(card)<<8 | engine.Action(target)
}

// decodePlay splits a play action; ok is false for another action.
func decodePlay(a engine.Action) (card, target int, ok bool) {
	if a>>16 != 1 {
		return 0, 0, false
	}
	card, target = int(a>>8&0xff), int(a&0xff)
	if card >= numCards || target > noTarget || target >= numCards && target < toPlayer {
		return 0, 0, false
	}
	return card, target, true
}

// The places a target can be.
const (
	tNone    = iota // no target: start an arc
	tPlayer         // a player
	tArc            // the top card of an arc
	tBuried         // a card of an arc under its top card
	tAccuse         // a J'Accuse in front of a player
	tNowhere        // a card that is not on the table
)

// target is where the target of a play lies.
type target struct {
	where int
	owner engine.Player // the owner of the arc, the accused player, the player
	arc   int           // the arc's zone, for tArc and tBuried
	top   Kind          // the kind of the card targeted
	card  int           // the index of the card targeted
}

// locate finds the target t of a play.
func (s *State) locate(t int) target {
	switch {
	case t == noTarget:
		return target{where: tNone}
	case t >= toPlayer:
		return target{where: tPlayer, owner: engine.Player(t - toPlayer)}
	}
	c := Deck[t]
	for p := 0; p < s.n; p++ {
		for k := range s.arcs[p] {
			a := s.arcs[p][k]
			for i, x := range a {
				if x == c {
					w := tBuried
					if i == len(a)-1 {
						w = tArc
					}
					return target{where: w, owner: engine.Player(p), arc: k, top: kindOf[t], card: t}
				}
			}
		}
		for _, x := range s.accused[p] {
			if x == c {
				return target{where: tAccuse, owner: engine.Player(p), top: JAccuse, card: t}
			}
		}
	}
	return target{where: tNowhere, top: kindOf[t], card: t}
}

// barred returns the kinds p may not play (§4.8.2).
func (s *State) barred(p engine.Player) Kinds {
	var m Kinds
	for _, c := range s.accused[p] {
		m |= namedOf[idx(c)]
	}
	return m
}

// refusal is why a play is illegal: a rule of the rulebook and a reason,
// constant strings so that checking a play does not allocate.
type refusal struct{ rule, why string }

// validate says whether p may play the card of index ci on t, given the
// kinds p is barred from; the card is in p's hand.
func (s *State) validate(p engine.Player, ci int, t target, barred Kinds) refusal {
	k := kindOf[ci]
	if barred.Has(k) {
		if k == Moon && t.where == tAccuse && t.owner == p && namedOf[t.card].Has(Moon) {
			return refusal{"4.8.4", "a player barred from Moons cannot cancel that J'Accuse themselves"}
		}
		return refusal{"4.8.2", "a J'Accuse bars this player from that suit"}
	}
	own := t.owner == p
	switch k {
	case Heart, Star:
		if t.where != tNone {
			return refusal{"4.3.2", "Hearts and Stars only start arcs"}
		}
	case Diamond:
		switch {
		case t.where == tNone:
		case t.where == tBuried:
			return refusal{"4.2.4", "only the top card of an arc can be played on"}
		case t.where != tArc:
			return refusal{"4.3.3", "a Diamond starts an arc or counters a Spade on your own arc"}
		case !own:
			return refusal{"4.3.4", "a Diamond never goes on an opponent's arc"}
		case t.top == Sword:
			return refusal{"4.3.4", "a Diamond can never counter a Sword"}
		case t.top != Spade:
			return refusal{"4.3.3", "a Diamond counters only a Spade on top of your own arc"}
		}
	case Spade, Sword:
		switch {
		case t.where == tBuried:
			return refusal{"4.2.4", "only the top card of an arc can be played on"}
		case t.where != tArc:
			if k == Spade {
				return refusal{"4.4.1", "a Spade is played on an opponent's arc"}
			}
			return refusal{"4.4.2", "a Sword is played on an opponent's arc"}
		case own:
			return refusal{"4.4.3", "a challenge is never played on your own arc"}
		case !Claims.Has(t.top):
			return refusal{"4.4.3", "a challenge is never played on a Spade, a Sword or a Club"}
		case k == Spade && t.top != Heart:
			return refusal{"4.4.1", "a Spade goes only on a Heart"}
		}
	case Club:
		switch {
		case t.where == tBuried:
			return refusal{"4.2.4", "only the top card of an arc can be played on"}
		case t.where != tArc:
			return refusal{"4.5.1", "a Club is played on your own challenged arc"}
		case !own:
			return refusal{"4.5.2", "a Club is never played on an opponent's arc"}
		case !Challenges.Has(t.top):
			return refusal{"4.5.2", "a Club is never played on an arc that is not challenged"}
		}
	case Moon:
		switch {
		case t.where == tAccuse:
		case t.where == tBuried:
			return refusal{"4.6.1", "a Moon cancels only the top card of an arc"}
		case t.where == tPlayer:
			return refusal{"4.6.4", "a Moon never targets a player"}
		case t.where == tNowhere && (t.top == Distraction || t.top == Comedic):
			return refusal{"4.6.4", "a Moon never targets a Distraction or a Comedic Timing card"}
		case t.where != tArc:
			return refusal{"4.6.1", "a Moon cancels the top card of an arc or a J'Accuse"}
		case own && Claims.Has(t.top):
			return refusal{"4.6.2", "a Moon may not cancel a claim card on your own arc"}
		}
	case Trumpet:
		switch {
		case t.where == tAccuse:
			return refusal{"4.7.2", "a Trumpet cannot remove a J'Accuse"}
		case t.where == tNowhere && Wilds.Has(t.top):
			return refusal{"4.7.2", "a Trumpet is never played on a Wild Card"}
		case t.where == tBuried:
			return refusal{"4.2.4", "name an arc by its top card"}
		case t.where != tArc:
			return refusal{"4.7.1", "a Trumpet is played on an opponent's arc"}
		case own:
			return refusal{"4.7.2", "a Trumpet is never played on your own arc"}
		}
	default: // Wild Cards
		switch {
		case t.where != tPlayer:
			return refusal{"4.8.1", "a Wild Card is played on a player, never on an arc"}
		case int(t.owner) >= s.n:
			return refusal{"4.8.1", "the victim must be a player of the game"}
		case own:
			return refusal{"4.8.1", "you can never target yourself"}
		case s.out[t.owner]:
			return refusal{"4.8.1", "the victim must not have passed out"}
		}
	}
	return refusal{}
}

// Matrix is the play matrix of §4.3 to §4.7: for a kind of card, the top
// cards of your own arcs (Own) and of an opponent's arcs (Opp) it may be
// played on. Kinds with no entry are never played on an arc.
type Matrix struct{ Own, Opp Kinds }

// PlayMatrix is the rule data the engine plays by.
var PlayMatrix = [numKinds]Matrix{
	Diamond: {Own: Of(Spade)},                                                  // §4.3.3, §4.3.4
	Spade:   {Opp: Of(Heart)},                                                  // §4.4.1, §4.4.3
	Sword:   {Opp: Claims},                                                     // §4.4.2, §4.4.3
	Club:    {Own: Challenges},                                                 // §4.5.1, §4.5.2
	Moon:    {Own: Challenges | Of(Club), Opp: Claims | Challenges | Of(Club)}, // §4.6.1, §4.6.2
	Trumpet: {Opp: Claims | Challenges | Of(Club)},                             // §4.7.1, §4.7.2
}

// plays appends to out every legal play of p, in the order of p's hand and
// then of the targets (arcs by player and zone, J'Accuse cards, players);
// with first set it stops at the first one.
func (s *State) plays(p engine.Player, out []engine.Action, first bool) []engine.Action {
	barred := s.barred(p)
	type arcTop struct {
		own  bool
		top  int
		kind Kind
	}
	var tops [maxArcs]arcTop
	nt := 0
	for q := 0; q < s.n; q++ {
		for k := range s.arcs[q] {
			if a := s.arcs[q][k]; len(a) > 0 {
				t := idx(a[len(a)-1])
				tops[nt] = arcTop{q == int(p), t, kindOf[t]}
				nt++
			}
		}
	}
	for _, c := range s.hands[p] {
		ci := idx(c)
		k := kindOf[ci]
		if barred.Has(k) {
			continue
		}
		if Claims.Has(k) {
			out = append(out, play(ci, noTarget))
			if first {
				return out
			}
		}
		if Wilds.Has(k) {
			for q := 0; q < s.n; q++ {
				if q != int(p) && !s.out[q] {
					out = append(out, play(ci, toPlayer+q))
					if first {
						return out
					}
				}
			}
			continue
		}
		m := PlayMatrix[k]
		if m.Own|m.Opp == 0 {
			continue
		}
		for _, at := range tops[:nt] {
			allowed := m.Opp
			if at.own {
				allowed = m.Own
			}
			if allowed.Has(at.kind) {
				out = append(out, play(ci, at.top))
				if first {
					return out
				}
			}
		}
		if k == Moon {
			for q := 0; q < s.n; q++ {
				for _, j := range s.accused[q] {
					out = append(out, play(ci, idx(j)))
					if first {
						return out
					}
				}
			}
		}
	}
	return out
}

// LegalActions lists the actions of the player to act.
func (s *State) LegalActions() []engine.Action {
	p := s.current
	switch s.phase {
	case phaseDeclare:
		out := make([]engine.Action, MaxPass+1)
		for k := range out {
			out[k] = actDeclare + engine.Action(k)
		}
		return out
	case phasePass:
		out := make([]engine.Action, 0, len(s.hands[p]))
		for _, c := range s.hands[p] {
			out = append(out, actPass+engine.Action(idx(c)))
		}
		return out
	case phasePlay:
		out := s.plays(p, make([]engine.Action, 0, 32), false)
		if len(out) == 0 {
			out = append(out, actPassOut)
		}
		return out
	case phaseScored:
		return []engine.Action{actDeal}
	}
	return nil
}

// phaseRefusal is why nothing but the phase's own actions may be taken.
func (s *State) phaseRefusal() error {
	switch s.phase {
	case phaseDeclare:
		return engine.Refuse("3.3.1", "%s, the dealer, first declares how many cards to pass", s.dealer)
	case phasePass:
		return engine.Refuse("3.3.2", "every player first chooses %s to pass", engine.Count(s.declared, "card"))
	case phaseScored:
		return engine.Refuse("5.3.3", "the hand is over: %s deals the next hand", s.current)
	case phaseOver:
		return engine.Refuse("5.3.2", "the game is over")
	}
	return engine.Refuse("4.1.2", "play a card or, with no legal play, pass out")
}

// Apply plays a for the player to act.
func (s *State) Apply(a engine.Action) error {
	p := s.current
	switch {
	case a == actDeal:
		if s.phase != phaseScored {
			if s.phase == phaseOver {
				return s.phaseRefusal()
			}
			return engine.Refuse("5.3.3", "a new hand is dealt only once the hand is scored")
		}
		s.dealer = s.current
		s.deal()
		return nil
	case a >= actDeclare && a < actDeclare+0x100:
		if s.phase != phaseDeclare {
			if s.phase == phaseOver || s.phase == phaseScored {
				return s.phaseRefusal()
			}
			return engine.Refuse("3.3.1", "the dealer declares once, before the passing")
		}
		k := int(a - actDeclare)
		if k > MaxPass {
			return engine.Refuse("3.3.1", "the dealer declares a number from 0 to %d, not %d", MaxPass, k)
		}
		s.declared = k
		if k == 0 {
			s.phase = phasePlay
		} else {
			s.phase = phasePass
		}
		return nil
	case a >= actPass && a < actPass+numCards:
		if s.phase != phasePass {
			if s.phase == phaseOver || s.phase == phaseScored || s.phase == phaseDeclare {
				return s.phaseRefusal()
			}
			return engine.Refuse("3.3.2", "cards are passed only before play starts")
		}
		c := Deck[a-actPass]
		h := &s.hands[p]
		i := indexOf(*h, c)
		if i < 0 {
			return engine.Refuse("3.3.2", "%s passes cards from their own hand, and %s is not in it", p, c)
		}
		*h = append((*h)[:i], (*h)[i+1:]...)
		s.passing[p] = append(s.passing[p], c)
		if len(s.passing[p]) == s.declared {
			for q := 1; q < s.n; q++ {
				if next := (int(p) + q) % s.n; len(s.passing[next]) < s.declared {
					s.current = engine.Player(next)
					return nil
				}
			}
			s.pickUp()
		}
		return nil
	case a == actPassOut:
		if s.phase != phasePlay {
			return s.phaseRefusal()
		}
		if legal := s.plays(p, nil, true); len(legal) > 0 {
			return engine.Refuse("4.10.1", "%s has a legal play (%s) and must play", p, s.ActionString(legal[0]))
		}
		s.faceUp[p] = append(s.faceUp[p], s.hands[p]...)
		s.hands[p] = s.hands[p][:0]
		s.out[p] = true
		s.fired[rPassOut]++
		s.endOfCard()
		return nil
	}
	ci, t, ok := decodePlay(a)
	if !ok {
		return engine.Refuse("4.1.2", "no such action (%d)", a)
	}
	if s.phase != phasePlay {
		return s.phaseRefusal()
	}
	c := Deck[ci]
	h := &s.hands[p]
	i := indexOf(*h, c)
	if i < 0 {
		return engine.Refuse("4.1.2", "%s plays a card of their own hand, and %s is not in it", p, c)
	}
	tg := s.locate(t)
	if r := s.validate(p, ci, tg, s.barred(p)); r.rule != "" {
		return engine.Refuse(r.rule, "%s: %s", s.ActionString(a), r.why)
	}
	*h = append((*h)[:i], (*h)[i+1:]...)
	s.effect(p, ci, t, tg)
	s.endOfCard()
	return nil
}

// effect carries out a legal play (§4.3 to §4.8).
func (s *State) effect(p engine.Player, ci, t int, tg target) {
	c := Deck[ci]
	switch k := kindOf[ci]; {
	case tg.where == tNone: // a new arc (§4.3.1)
		s.fired[rStart]++
		for j := range s.arcs[p] {
			if len(s.arcs[p][j]) == 0 {
				s.arcs[p][j] = append(s.arcs[p][j], c)
				return
			}
		}
		panic("taverntales: more arcs than claim cards")
	case k == Moon && tg.where == tAccuse: // §4.6.1
		s.fired[rMoonAccuse]++
		acc := &s.accused[tg.owner]
		j := indexOf(*acc, Deck[t])
		*acc = append((*acc)[:j], (*acc)[j+1:]...)
		s.discard = append(s.discard, Deck[t], c)
	case k == Moon: // §4.6.3
		s.fired[rMoonArc]++
		arc := &s.arcs[tg.owner][tg.arc]
		s.discard = append(s.discard, (*arc)[len(*arc)-1], c)
		*arc = (*arc)[:len(*arc)-1]
	case k == Trumpet: // §4.7.1
		s.fired[rTrumpet]++
		arc := &s.arcs[tg.owner][tg.arc]
		s.discard = append(s.discard, *arc...)
		s.discard = append(s.discard, c)
		*arc = (*arc)[:0]
	case k == JAccuse: // §4.8.2
		s.fired[rAccuse]++
		s.accused[tg.owner] = append(s.accused[tg.owner], c)
	case k == Distraction || k == Comedic: // §4.8.5
		s.fired[rDiscardBoth]++
		named := namedOf[ci]
		s.discardAll(p, named)
		s.discardAll(tg.owner, named)
		s.discard = append(s.discard, c)
	default: // on an arc: a Diamond counter, a challenge, a Club
		s.fired[onArcRule[k]]++
		arc := &s.arcs[tg.owner][tg.arc]
		*arc = append(*arc, c)
	}
}

// discardAll moves the cards of the kinds named from p's hand to the
// discard pile, in the order of the hand.
func (s *State) discardAll(p engine.Player, named Kinds) {
	h := s.hands[p]
	kept := h[:0]
	for _, c := range h {
		if named.Has(kindOf[idx(c)]) {
			s.discard = append(s.discard, c)
		} else {
			kept = append(kept, c)
		}
	}
	s.hands[p] = kept
}

// pickUp gives every player the cards passed to them (§3.3.2) and starts
// play with the dealer (§4.1.1).
func (s *State) pickUp() {
	for p := 0; p < s.n; p++ {
		left := (p + 1) % s.n
		s.hands[left] = append(s.hands[left], s.passing[p]...)
		s.passing[p] = nil
	}
	s.phase = phasePlay
	s.current = s.dealer
}

// endOfCard checks the end of the hand after a card's effect (§5.1) and
// otherwise passes the turn clockwise to the next player still playing
// (§4.1.1, §4.10.2).
func (s *State) endOfCard() {
	all := true
	for p := 0; p < s.n; p++ {
		if len(s.hands[p])+len(s.faceUp[p]) == 0 {
			s.scoreHand()
			return
		}
		all = all && s.out[p]
	}
	if all {
		s.scoreHand()
		return
	}
	for q := 1; q <= s.n; q++ {
		next := engine.Player((int(s.current) + q) % s.n)
		if !s.out[next] {
			s.current = next
			return
		}
	}
}

// scoreHand scores the hand (§5.2) and ends the game or passes the deal to the
// left (§5.3).
func (s *State) scoreHand() {
	for p := 0; p < s.n; p++ {
		pts, arcs := s.arcScore(engine.Player(p))
		s.paladin[p] = pts == 0 && arcs == 0
		if s.paladin[p] {
			s.fired[rPaladin]++
			pts = s.n - 1
		}
		s.points[p] = pts
		s.score[p] += pts
	}
	s.current = engine.Player((int(s.dealer) + 1) % s.n)
	s.phase = phaseScored
	if s.oneDeck {
		s.phase = phaseOver
		return
	}
	best, at := -1, 0
	for _, v := range s.score {
		switch {
		case v > best:
			best, at = v, 1
		case v == best:
			at++
		}
	}
	if best >= Goal && at == 1 {
		s.phase = phaseOver
	}
}

// arcScore returns the points p's arcs score (§5.2.1) and how many arcs p
// owns.
func (s *State) arcScore(p engine.Player) (pts, arcs int) {
	for _, a := range s.arcs[p] {
		if len(a) > 0 {
			arcs++
			if Scoring.Has(kindOf[idx(a[len(a)-1])]) {
				pts++
			}
		}
	}
	return pts, arcs
}

func indexOf(cs []cards.Card, c cards.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

// TurnRule is the rule that keeps p from acting now, when it is not p's
// turn: a player who passed out plays no more (§4.10.2); otherwise the
// turn order of the phase.
func (s *State) TurnRule(p engine.Player) string {
	switch {
	case s.phase == phaseOver:
		return "5.3.2"
	case s.phase == phaseScored:
		return "5.3.3"
	case s.phase == phaseDeclare:
		return "3.3.1"
	case s.phase == phasePass:
		return "3.3.2"
	case int(p) >= 0 && int(p) < s.n && s.out[p]:
		return "4.10.2"
	}
	return "4.1.1"
}

// ActAs makes p the player to act if p may choose cards to pass now: all
// players choose at once, in any order (§3.3.2).
func (s *State) ActAs(p engine.Player) bool {
	if s.phase != phasePass || int(p) < 0 || int(p) >= s.n || len(s.passing[p]) >= s.declared {
		return false
	}
	s.current = p
	return true
}
