package royalfamily

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Action kinds; an action is kind<<16 | card<<4 | arg.
const (
	kPass = iota + 1
	kDraw
	kTake        // arg: pile 1..3
	kDiscard     // arg: pile 1..3, 4 face down
	kPlace       // the card taken
	kFortify     // the card taken
	kHold        // the card taken
	kEnd         // no outcome
	kAttack      // arg: target suit
	kKidnap      // arg: dungeon suit
	kSurprised   // card: own member, or arg: own castle
	kAssassinate // card: victim
	kCapture     // card: victim, arg: dungeon suit
	kRescue      // card: prisoner
	kDestroy     // card: victim
)

func act(kind int, c cards.Card, arg int) engine.Action {
	return engine.Action(kind<<16 | int(c)<<4 | arg)
}

func split(a engine.Action) (kind int, c cards.Card, arg int) {
	return int(a >> 16), cards.Card(a >> 4 & 0xfff), int(a & 0xf)
}

const downArg = 4 // discard face down

func (s *state) CurrentPlayer() engine.Player {
	if s.IsTerminal() {
		return engine.Terminal
	}
	return s.mover()
}

func (s *state) mover() engine.Player {
	if s.turn == 1 {
		return 1 - s.first
	}
	return s.first
}

// TurnRule is the rule that keeps p from acting now, when it is not p's
// turn (engine.TurnRuler): a round is three turns, the first player's, the
// other's, then the first player's again (§4.1.1), whoever the flop or the
// alternating order (§4.3, §9.2) made first; and nobody acts once a player
// has won (§8.2.1) or the game is drawn (§8.2.2).
func (s *state) TurnRule(p engine.Player) string {
	switch {
	case !s.IsTerminal():
		return "4.1.1"
	case s.passes >= 3:
		return "8.2.2"
	}
	return "8.2.1"
}

func (s *state) hasActive(p engine.Player) bool {
	return s.status[primary[p]] == stActive || s.status[alliance[p]] == stActive
}

func (s *state) IsTerminal() bool {
	return s.passes >= 3 || !s.hasActive(0) || !s.hasActive(1)
}

// Returns gives 1 to the winner and 0 to the loser (§8.2.1), 0 to both in
// a draw (§8.2.2) or before the end: the engine's convention (engine.State).
func (s *state) Returns() []float64 {
	out := []float64{0, 0}
	if w := s.winner(); w >= 0 {
		out[w] = 1
	}
	return out
}

// winner is the winner, -1 for a draw or a game not over.
func (s *state) winner() engine.Player {
	switch {
	case !s.IsTerminal() || s.passes >= 3:
		return -1
	case !s.hasActive(0):
		return 1
	}
	return 0
}

func (s *state) prisoner(p engine.Player) bool {
	return len(s.dungeon[primary[p]])+len(s.dungeon[alliance[p]]) > 0
}

// members counts p's family members in castles.
func (s *state) members(p engine.Player) int {
	return len(s.family[primary[p]]) + len(s.family[alliance[p]])
}

func value(c cards.Card) int { return int(c.Rank()) }

// usable says whether p may take c from a face-up pile: only to use it at
// once (§4.5.4).
func (s *state) usable(p engine.Player, c cards.Card) bool {
	if c.IsJoker() {
		return false
	}
	suit, r := c.Suit(), c.Rank()
	switch {
	case r == 2:
		return s.members(1-p) > 0
	case r == cards.Ace:
		return c == cards.New(cards.Ace, alliance[p]) && s.status[suit] == stNone
	case s.isTroop(c):
		return owner(suit) == p && s.status[suit] == stActive
	case r.IsFace():
		if owner(suit) == p {
			return s.status[suit] == stHeld || s.status[suit] == stActive
		}
		return s.status[suit] == stActive && !s.prisoner(p)
	}
	return false
}

// drawable says whether a card other than a Joker is left in the draw
// pile or the discard pile: Jokers alone cannot be drawn or dealt (§4.7.2),
// or they would turn the Ages for ever.
func (s *state) drawable() bool {
	if len(s.draw)+len(s.discard) > 2 { // there are two Jokers
		return true
	}
	for _, c := range s.draw {
		if !c.IsJoker() {
			return true
		}
	}
	for _, c := range s.discard {
		if !c.IsJoker() {
			return true
		}
	}
	return false
}

func (s *state) canTake(p engine.Player) bool {
	if s.drawable() {
		return true
	}
	for _, pile := range s.piles {
		if len(pile) > 0 && s.usable(p, pile[len(pile)-1]) {
			return true
		}
	}
	return false
}

// refuse checks action a in the current state: nil if legal, else the
// refusal with its rule.
func (s *state) refuse(a engine.Action) error {
	if s.IsTerminal() {
		return engine.Refuse("8.2.1", "the game is over")
	}
	p := s.mover()
	kind, c, arg := split(a)
	switch s.phase {
	case phTake:
		return s.refuseTake(p, kind, c, arg)
	case phUse:
		return s.refuseUse(p, kind, c, arg)
	}
	return s.refuseOutcome(p, kind, c, arg)
}

func (s *state) refuseTake(p engine.Player, kind int, c cards.Card, arg int) error {
	switch {
	case kind == kPass && c == 0 && arg == 0:
		if s.canTake(p) {
			return engine.Refuse("4.7.4", "a card can be taken: you may pass only when none can")
		}
		return nil
	case kind == kDraw && c == 0 && arg == 0:
		if !s.drawable() {
			return engine.Refuse("4.7.2", "the draw pile and the discard pile hold no card (but Jokers)")
		}
		return nil
	case kind == kTake && c == 0 && arg >= 1 && arg <= 3:
		pile := s.piles[arg-1]
		if len(pile) == 0 {
			return engine.Refuse("4.5.1", "pile %d is empty", arg)
		}
		top := pile[len(pile)-1]
		if !s.usable(p, top) {
			return s.whyUnusable(p, top)
		}
		return nil
	}
	return engine.Refuse("4.5.1", "take a card first: draw, take 1, 2 or 3 (or pass if none can be taken)")
}

// whyUnusable explains why p may not pick up c.
func (s *state) whyUnusable(p engine.Player, c cards.Card) error {
	suit, r := c.Suit(), c.Rank()
	switch {
	case r == 2:
		return engine.Refuse("5.1.1", "%s: your opponent has no family member in a castle", c)
	case r == cards.Ace && c == cards.New(cards.Ace, alliance[1-p]):
		return engine.Refuse("7.6.5", "%s is your opponent's alliance Ace", c)
	case r == cards.Ten && !s.classic:
		return engine.Refuse("6.1.1", "%s is not a troop in the standard rules", c)
	case s.isTroop(c):
		return engine.Refuse("6.1.2", "%s: you have no active %s castle", c, suit)
	case r.IsFace() && owner(suit) == p:
		return engine.Refuse("7.2.3", "%s: you have no %s castle", c, suit)
	case r.IsFace() && s.status[suit] != stActive:
		return engine.Refuse("7.4.1", "%s: your opponent has no active %s castle", c, suit)
	case r.IsFace():
		return engine.Refuse("7.4.2", "%s: you already hold a prisoner", c)
	}
	return engine.Refuse("4.5.4", "%s cannot be used", c)
}

func (s *state) refuseUse(p engine.Player, kind int, c cards.Card, arg int) error {
	t := s.card[p][0]
	suit, r := t.Suit(), t.Rank()
	if r == 2 && kind != kSurprised && kind != kAssassinate {
		if s.source == srcDraw {
			return engine.Refuse("4.6.2", "%s was drawn: resolve Surprised! first", t)
		}
		return engine.Refuse("5.1", "%s: a face-up 2 can only assassinate", t)
	}
	if kind != kSurprised && kind != kAssassinate && kind != kCapture && kind != kRescue && kind != kDestroy && c != 0 {
		return engine.Refuse("4.5.2", "no such action")
	}
	switch kind {
	case kDiscard:
		if arg < 1 || arg > downArg {
			return engine.Refuse("4.6.1", "discard on pile 1, 2 or 3, or down")
		}
		if s.source != srcDraw {
			return engine.Refuse("4.6.4", "%s was picked up from a face-up pile: it must be used", t)
		}
		return nil
	case kPlace:
		switch {
		case arg != 0:
		case !r.IsFace():
			return engine.Refuse("7.2.1", "%s is not a family member", t)
		case owner(suit) != p:
			return engine.Refuse("7.2.1", "%s belongs to your opponent's family", t)
		case s.status[suit] != stHeld && s.status[suit] != stActive:
			return engine.Refuse("7.2.3", "you have no %s castle", suit)
		default:
			return nil
		}
	case kFortify:
		switch {
		case arg != 0:
		case !s.isTroop(t):
			return s.notTroop(t)
		case owner(suit) != p || s.status[suit] != stActive:
			return engine.Refuse("6.1.2", "you have no active %s castle", suit)
		default:
			return nil
		}
	case kAttack:
		switch {
		case arg < 1 || arg > 4:
		case !s.isTroop(t):
			return s.notTroop(t)
		case owner(suit) != p || s.status[suit] != stActive:
			return engine.Refuse("6.1.2", "you have no active %s castle", suit)
		case owner(cards.Suit(arg)) == p:
			return engine.Refuse("6.3.1", "the %s castle is yours", cards.Suit(arg))
		case s.status[arg] != stActive:
			return engine.Refuse("6.3.1", "your opponent has no active %s castle", cards.Suit(arg))
		case len(s.fort[arg]) > 0:
			return nil
		case len(s.family[suit]) == 0 && !s.canRescue(p, arg):
			return engine.Refuse("6.4.4", "your %s castle has no family member: you may attack a castle only to rescue", suit)
		default:
			return nil
		}
	case kKidnap:
		switch {
		case arg < 1 || arg > 4:
		case !r.IsFace() || owner(suit) == p:
			return engine.Refuse("7.4.1", "%s is not one of your opponent's family", t)
		case s.source != srcPile:
			return engine.Refuse("7.4.3", "%s was drawn: it cannot be kidnapped", t)
		case s.prisoner(p):
			return engine.Refuse("7.4.2", "you already hold a prisoner")
		case owner(cards.Suit(arg)) != p || s.status[arg] != stActive:
			return engine.Refuse("7.3.1", "the prisoner goes into one of your active castles")
		default:
			return nil
		}
	case kHold:
		switch {
		case arg != 0:
		case t == cards.New(cards.Ace, alliance[1-p]):
			return engine.Refuse("7.6.5", "%s is your opponent's alliance Ace", t)
		case r != cards.Ace || suit != alliance[p]:
			return engine.Refuse("7.6.1", "%s is not your alliance Ace", t)
		default:
			return nil
		}
	case kSurprised:
		switch {
		case r != 2 || s.source != srcDraw:
			return engine.Refuse("5.2", "Surprised! comes with a 2 drawn from the draw pile")
		case c != 0 && arg == 0:
			if owner(c.Suit()) != p || !containsCard(s.family[c.Suit()], c) {
				return engine.Refuse("5.2", "%s is not one of your family members in a castle", c)
			}
			return nil
		case c == 0 && arg >= 1 && arg <= 4:
			if s.members(p) > 0 {
				return engine.Refuse("5.2.1", "you have a family member: destroy one of them")
			}
			if owner(cards.Suit(arg)) != p || s.status[arg] != stActive {
				return engine.Refuse("5.2.1", "the %s castle is not one of your active castles", cards.Suit(arg))
			}
			return nil
		}
	case kAssassinate:
		switch {
		case r != 2 || s.source != srcPile:
			return engine.Refuse("5.1", "assassinate with a 2 picked up from a face-up pile")
		case arg == 0 && c != 0 && owner(c.Suit()) != p && containsCard(s.family[c.Suit()], c):
			return nil
		case arg == 0 && c != 0 && s.inDungeon(c):
			return engine.Refuse("5.1.2", "%s is a prisoner: an assassin cannot kill it", c)
		default:
			return engine.Refuse("5.1", "%v is not an opposing family member in a castle", c)
		}
	case kEnd, kRescue, kCapture, kDestroy:
		return engine.Refuse("7.5.1", "there is no attack to resolve: use the card taken")
	case kPass, kDraw, kTake:
		return engine.Refuse("4.5.1", "you have taken %s this turn: use it", t)
	}
	return engine.Refuse("4.5.2", "no such action")
}

func (s *state) notTroop(c cards.Card) error {
	if c.Rank() == cards.Ten && !s.classic {
		return engine.Refuse("6.1.1", "%s is not a troop in the standard rules", c)
	}
	return engine.Refuse("6.1.1", "%s is not a troop", c)
}

func containsCard(cs []cards.Card, c cards.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func (s *state) inDungeon(c cards.Card) bool {
	for i := 1; i <= 4; i++ {
		if containsCard(s.dungeon[i], c) {
			return true
		}
	}
	return false
}

// canRescue says whether castle t holds one of p's members prisoner.
func (s *state) canRescue(p engine.Player, t int) bool {
	for _, c := range s.dungeon[t] {
		if owner(c.Suit()) == p {
			return true
		}
	}
	return false
}

func (s *state) highest(suit int) cards.Rank {
	var h cards.Rank
	for _, c := range s.family[suit] {
		h = max(h, c.Rank())
	}
	return h
}

func (s *state) refuseOutcome(p engine.Player, kind int, c cards.Card, arg int) error {
	t := s.target
	switch kind {
	case kEnd:
		if c != 0 || arg != 0 {
			break
		}
		if !s.damaged {
			return engine.Refuse("6.4.4", "an attack without damage is made only to rescue: rescue")
		}
		return nil
	case kRescue:
		if arg != 0 || c == 0 {
			break
		}
		if !containsCard(s.dungeon[t], c) || owner(c.Suit()) != p {
			return engine.Refuse("7.5.4", "%s is not one of your members in the %s dungeon", c, cards.Suit(t))
		}
		return nil
	case kCapture:
		if arg < 1 || arg > 4 || c == 0 {
			break
		}
		switch {
		case !s.damaged:
			return engine.Refuse("7.5.3", "capture needs an attack that did damage")
		case s.prisoner(p):
			return engine.Refuse("7.5.3", "you already hold a prisoner")
		case !containsCard(s.family[t], c):
			return engine.Refuse("7.5.3", "%s is not in the %s castle", c, cards.Suit(t))
		case owner(cards.Suit(arg)) != p || s.status[arg] != stActive:
			return engine.Refuse("7.3.1", "the prisoner goes into one of your active castles")
		}
		return nil
	case kDestroy:
		if arg != 0 || c == 0 {
			break
		}
		switch {
		case !s.damaged:
			return engine.Refuse("7.5.5", "destroy needs an attack that did damage")
		case !containsCard(s.family[t], c):
			return engine.Refuse("7.5.5", "%s is not in the %s castle", c, cards.Suit(t))
		case c.Rank() >= s.highest(s.attacker):
			return engine.Refuse("7.5.6", "%s is not of a lower rank than the highest member of your %s castle", c, cards.Suit(s.attacker))
		}
		return nil
	}
	return engine.Refuse("7.5.1", "choose the outcome of the attack: rescue, capture, destroy or end")
}

func (s *state) LegalActions() []engine.Action {
	if s.IsTerminal() {
		return nil
	}
	p := s.mover()
	out := make([]engine.Action, 0, 8)
	switch s.phase {
	case phTake:
		if !s.canTake(p) {
			return append(out, act(kPass, 0, 0))
		}
		if s.drawable() {
			out = append(out, act(kDraw, 0, 0))
		}
		for i, pile := range s.piles {
			if len(pile) > 0 && s.usable(p, pile[len(pile)-1]) {
				out = append(out, act(kTake, 0, i+1))
			}
		}
	case phUse:
		t := s.card[p][0]
		suit, r := t.Suit(), t.Rank()
		mine := suitsOf(p)
		theirs := suitsOf(1 - p)
		switch {
		case r == 2 && s.source == srcDraw:
			if s.members(p) > 0 {
				for _, su := range mine {
					for _, c := range s.family[su] {
						out = append(out, act(kSurprised, c, 0))
					}
				}
			} else {
				for _, su := range mine {
					if s.status[su] == stActive {
						out = append(out, act(kSurprised, 0, int(su)))
					}
				}
			}
			return out
		case r == 2:
			for _, su := range theirs {
				for _, c := range s.family[su] {
					out = append(out, act(kAssassinate, c, 0))
				}
			}
			return out
		case s.isTroop(t) && owner(suit) == p && s.status[suit] == stActive:
			out = append(out, act(kFortify, 0, 0))
			for _, su := range theirs {
				if s.status[su] == stActive && (len(s.fort[su]) > 0 || len(s.family[suit]) > 0 || s.canRescue(p, int(su))) {
					out = append(out, act(kAttack, 0, int(su)))
				}
			}
		case r.IsFace() && owner(suit) == p:
			if s.status[suit] == stHeld || s.status[suit] == stActive {
				out = append(out, act(kPlace, 0, 0))
			}
		case r.IsFace():
			if s.source == srcPile && !s.prisoner(p) {
				for _, su := range mine {
					if s.status[su] == stActive {
						out = append(out, act(kKidnap, 0, int(su)))
					}
				}
			}
		case r == cards.Ace && suit == alliance[p]:
			out = append(out, act(kHold, 0, 0))
		}
		if s.source == srcDraw {
			out = append(out, act(kDiscard, 0, 1), act(kDiscard, 0, 2), act(kDiscard, 0, 3), act(kDiscard, 0, downArg))
		}
	case phOutcome:
		if s.damaged {
			out = append(out, act(kEnd, 0, 0))
		}
		for _, c := range s.dungeon[s.target] {
			if owner(c.Suit()) == p {
				out = append(out, act(kRescue, c, 0))
			}
		}
		if s.damaged {
			h := s.highest(s.attacker)
			free := !s.prisoner(p)
			for _, c := range s.family[s.target] {
				if c.Rank() < h {
					out = append(out, act(kDestroy, c, 0))
				}
				if free {
					for _, su := range suitsOf(p) {
						if s.status[su] == stActive {
							out = append(out, act(kCapture, c, int(su)))
						}
					}
				}
			}
		}
	}
	return out
}

func (s *state) Apply(a engine.Action) error {
	if err := s.refuse(a); err != nil {
		return err
	}
	s.do(a)
	s.settle()
	return nil
}

// settle plays the decisions that have one possible answer and carry no
// choice of the player's (doc.go: play never offers a menu of one): the
// only outcome of an attack ("end" when nothing can be rescued, captured or
// destroyed; the one rescue of an attack made to rescue), the only victim
// of Surprised!, and "pass" when no card can be taken.
func (s *state) settle() {
	for a := s.forced(); a != 0; a = s.forced() {
		s.do(a)
	}
}

// forced returns the action settle plays now, or 0.
func (s *state) forced() engine.Action {
	if s.IsTerminal() {
		return 0
	}
	switch {
	case s.phase == phOutcome:
	case s.phase == phUse && s.source == srcDraw && s.card[s.mover()][0].Rank() == 2:
	case s.phase == phTake && !s.canTake(s.mover()):
	default:
		return 0
	}
	if la := s.LegalActions(); len(la) == 1 {
		return la[0]
	}
	return 0
}

// do plays a legal action.
func (s *state) do(a engine.Action) {
	p := s.mover()
	kind, c, arg := split(a)
	var t cards.Card
	if len(s.card[p]) > 0 {
		t = s.card[p][0]
	}
	switch kind {
	case kPass:
		s.passes++
		s.endTurn()
	case kDraw:
		c, _ := s.deal()
		if c.IsJoker() {
			s.joker(c) // §4.4.5: the turn ends
			s.endTurn()
			return
		}
		s.card[p] = append(s.card[p], c)
		s.source, s.phase = srcDraw, phUse
	case kTake:
		pile := &s.piles[arg-1]
		s.card[p] = append(s.card[p], (*pile)[len(*pile)-1])
		*pile = (*pile)[:len(*pile)-1]
		s.source, s.phase = srcPile, phUse
	case kDiscard:
		s.drop(p)
		if arg == downArg {
			s.discard = append(s.discard, t)
		} else {
			s.piles[arg-1] = append(s.piles[arg-1], t)
		}
		s.endTurn()
	case kPlace:
		s.drop(p)
		s.family[t.Suit()] = append(s.family[t.Suit()], t)
		s.status[t.Suit()] = stActive
		s.endTurn()
	case kFortify:
		s.drop(p)
		su := t.Suit()
		s.discard = append(s.discard, s.fort[su]...)
		s.fort[su] = append(s.fort[su][:0], t)
		s.endTurn()
	case kHold:
		s.drop(p)
		s.castle[t.Suit()] = append(s.castle[t.Suit()], t)
		if !s.classic {
			ten := cards.New(cards.Ten, t.Suit())
			if i := index(s.aside, ten); i >= 0 {
				s.aside = append(s.aside[:i], s.aside[i+1:]...)
				s.castle[t.Suit()] = append(s.castle[t.Suit()], ten)
			}
		}
		s.status[t.Suit()] = stHeld
		s.endTurn()
	case kKidnap:
		s.drop(p)
		s.dungeon[arg] = append(s.dungeon[arg], t)
		s.endTurn()
	case kSurprised:
		s.drop(p)
		s.discard = append(s.discard, t)
		if c != 0 {
			s.remove(&s.family[c.Suit()], c)
			s.discard = append(s.discard, c)
		} else {
			s.hit(arg, 1)
		}
		s.endTurn()
	case kAssassinate:
		s.drop(p)
		s.remove(&s.family[c.Suit()], c)
		s.discard = append(s.discard, t, c)
		s.endTurn()
	case kAttack:
		s.drop(p)
		s.attack(t, arg)
	case kEnd:
		s.endTurn()
	case kRescue:
		s.remove(&s.dungeon[s.target], c)
		s.free(c)
		s.endTurn()
	case kCapture:
		s.remove(&s.family[s.target], c)
		s.dungeon[arg] = append(s.dungeon[arg], c)
		s.endTurn()
	case kDestroy:
		s.remove(&s.family[s.target], c)
		s.discard = append(s.discard, c)
		s.endTurn()
	}

}

func index(cs []cards.Card, c cards.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

func (s *state) remove(cs *[]cards.Card, c cards.Card) {
	if i := index(*cs, c); i >= 0 {
		*cs = append((*cs)[:i], (*cs)[i+1:]...)
	}
}

// drop empties p's card zone (the card goes where the action puts it).
func (s *state) drop(p engine.Player) { s.card[p] = s.card[p][:0] }

// attack resolves troop t against the castle of suit target (§6.3, §6.4).
func (s *state) attack(t cards.Card, target int) {
	if f := s.fort[target]; len(f) > 0 {
		s.fort[target] = append(f, t)
		dmg := 0
		for _, c := range s.fort[target][1:] {
			dmg += value(c)
		}
		if dmg >= value(f[0]) { // §6.3.3; no spill-over (§6.3.4)
			s.discard = append(s.discard, s.fort[target]...)
			s.fort[target] = s.fort[target][:0]
		}
		s.endTurn()
		return
	}
	att := int(t.Suit())
	n := len(s.family[att])
	switch {
	case n == 0: // §6.4.4: no damage, rescue only
		s.discard = append(s.discard, t)
	case s.classic: // §9.1.3, §9.1.4
		s.damage[target] = append(s.damage[target], t)
		s.hit(target, 0)
	default: // §6.4.3
		s.discard = append(s.discard, t)
		s.hit(target, n)
	}
	if s.status[target] != stActive {
		s.endTurn()
		return
	}
	s.phase, s.target, s.attacker, s.damaged = phOutcome, target, att, n > 0
}

// damageOf is the damage a castle has taken.
func (s *state) damageOf(suit int) int {
	d := s.hits[suit]
	for _, c := range s.damage[suit] {
		d += value(c)
	}
	return d
}

func (s *state) durability() int {
	if s.classic {
		return 20
	}
	return 10
}

// hit adds n hits to a castle and destroys it at its limit (§8.1.1,
// §9.1.2).
func (s *state) hit(suit, n int) {
	s.hits[suit] += n
	if s.damageOf(suit) >= s.durability() {
		s.destroy(suit)
	}
}

// destroy removes a castle from the game (§8.1).
func (s *state) destroy(suit int) {
	s.out = append(s.out, s.castle[suit]...)
	s.out = append(s.out, s.family[suit]...)
	s.out = append(s.out, s.fort[suit]...)
	s.out = append(s.out, s.damage[suit]...)
	s.castle[suit], s.family[suit], s.fort[suit], s.damage[suit] = s.castle[suit][:0], s.family[suit][:0], s.fort[suit][:0], s.damage[suit][:0]
	s.status[suit] = stDestroyed
	prisoners := s.dungeon[suit]
	s.dungeon[suit] = nil
	for _, c := range prisoners { // §8.1.2
		s.free(c)
	}
}

// free returns a rescued or freed member to its castle, or to the discard
// pile (§7.5.4, §8.1.2).
func (s *state) free(c cards.Card) {
	if s.status[c.Suit()] == stActive {
		s.family[c.Suit()] = append(s.family[c.Suit()], c)
	} else {
		s.discard = append(s.discard, c)
	}
}

// deal takes the top card of the draw pile, refilling it from the discard
// pile when it is empty (§4.7.1); ok is false when both are empty.
func (s *state) deal() (cards.Card, bool) {
	if len(s.draw) == 0 {
		if len(s.discard) == 0 {
			return 0, false
		}
		s.draw, s.discard = s.discard, s.draw[:0]
		engine.Shuffle(&s.rng, s.draw)
	}
	c := s.draw[len(s.draw)-1]
	s.draw = s.draw[:len(s.draw)-1]
	return c, true
}

// joker puts a revealed Joker into play (§4.4.2, §4.4.3).
func (s *state) joker(c cards.Card) {
	if len(s.jokers) == 0 {
		s.jokers = append(s.jokers, c)
		s.age = ageOppression
	} else {
		s.discard = append(s.discard, s.jokers...)
		s.discard = append(s.discard, c)
		s.jokers = s.jokers[:0]
		s.age = ageRevolution
	}
	s.newAge = true
}

// flop starts a round: three cards onto the piles (§4.2) and the turn
// order (§4.3).
func (s *state) flop() {
	s.round++
	s.turn, s.passes, s.phase, s.source = 0, 0, phTake, srcNone
	black, red := 0, 0
	for i := range s.piles {
		for s.drawable() {
			c, ok := s.deal()
			if !ok {
				break // §4.2.4, §4.7.3
			}
			if c.IsJoker() { // §4.2.3
				s.joker(c)
				continue
			}
			s.piles[i] = append(s.piles[i], c)
			if c.Suit().Red() {
				red++
			} else {
				black++
			}
			break
		}
	}
	s.decide(black, red)
}

// decide sets the player of turns 1 and 3 from the flop's colours (§4.3,
// §4.7.3, §9.2).
func (s *state) decide(black, red int) {
	single := 1 - s.first // took one turn in the last round
	flopDecides := s.round == 1 || s.turns == turnsFlop || s.turns == turnsAlternateAge && s.newAge
	s.newAge = false
	switch {
	case !flopDecides, black == red:
		s.first = single
	case (black > red) == (s.age == ageOppression):
		s.first = 0
	default:
		s.first = 1
	}
}

// endTurn ends the turn, and the round after three turns.
func (s *state) endTurn() {
	s.phase, s.source, s.target, s.attacker, s.damaged = phTake, srcNone, 0, 0, false
	if s.IsTerminal() {
		return
	}
	s.turn++
	if s.turn == 3 {
		s.flop()
	}
}

func (s *state) Clone() engine.State {
	c := *s
	n := len(s.draw) + len(s.discard) + len(s.jokers) + len(s.aside) + len(s.out) + len(s.card[0]) + len(s.card[1])
	for i := range s.piles {
		n += len(s.piles[i])
	}
	for i := 1; i <= 4; i++ {
		n += len(s.castle[i]) + len(s.family[i]) + len(s.fort[i]) + len(s.damage[i]) + len(s.dungeon[i])
	}
	buf := make([]cards.Card, 0, n)
	cp := func(src []cards.Card) []cards.Card {
		if len(src) == 0 {
			return nil
		}
		start := len(buf)
		buf = append(buf, src...)
		return buf[start:len(buf):len(buf)]
	}
	c.draw, c.discard, c.jokers, c.aside, c.out = cp(s.draw), cp(s.discard), cp(s.jokers), cp(s.aside), cp(s.out)
	c.card[0], c.card[1] = cp(s.card[0]), cp(s.card[1])
	for i := range s.piles {
		c.piles[i] = cp(s.piles[i])
	}
	for i := 1; i <= 4; i++ {
		c.castle[i], c.family[i], c.fort[i], c.damage[i], c.dungeon[i] = cp(s.castle[i]), cp(s.family[i]), cp(s.fort[i]), cp(s.damage[i]), cp(s.dungeon[i])
	}
	return &c
}
