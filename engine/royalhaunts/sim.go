package royalhaunts

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// This file plugs Royal Haunts into the simulator (engine/sim): the turn
// number, which condition ended the game, and the heuristic of the greedy
// bot.

// Turn is the turn number, from 1.
func (s *State) Turn() int { return s.turn }

// Outcome says how the game ended: "won", or which losing condition of
// rule 5.2 (5.3 with a Joker in the Chamber) holds; "playing" while it
// goes on.
func (s *State) Outcome() string {
	switch s.status {
	case won:
		return "won"
	case playing:
		return "playing"
	}
	j := s.jokersInChamber()
	if j >= 2 {
		return "lost: both Jokers in the Chamber (5.2.3)"
	}
	joker, rule := "", ")"
	if j == 1 {
		joker, rule = ", one a Joker", ", 5.3)"
	}
	for _, su := range cards.Suits {
		isSuit := func(c cards.Card) bool { return c.Suit() == su && isFace(c) }
		n := s.runOf(isSuit)
		if s.cfg.suitUngrouped {
			n = s.countIn(isSuit)
		}
		if n >= 3-j {
			return "lost: J, Q and K of a suit grouped" + joker + " (5.2.1" + rule
		}
	}
	for r := cards.Jack; r <= cards.King; r++ {
		isRank := func(c cards.Card) bool { return c.Rank() == r }
		n := s.countIn(isRank)
		if s.cfg.fourGrouped {
			n = s.runOf(isRank)
		}
		if n >= 4-j {
			return "lost: four of a face rank in the Chamber" + joker + " (5.2.2" + rule
		}
	}
	return "lost: turn ended with an empty deck (5.2.4)"
}

// GreedyDoc describes the greedy bot's heuristic (ScoreAction).
func (Game) GreedyDoc() string {
	return "turns face-down cards over first; completes spells; casts Spades (or a Joker as Spades) " +
		"while the Chamber holds face cards; plays hand cards into rooms, onto the longest spell in " +
		"progress first (next to an Ace above all); moves a stack only to complete a spell; casts other " +
		"hand spells when nothing better is left; holds Straights; takes every spell effect, discarding " +
		"face cards from the Chamber and from cards it looks at, putting Aces on top and face cards " +
		"last; places Aces in rooms; cancels face cards, not Aces, with a held Straight; ends the turn " +
		"when nothing else is left"
}

// ScoreAction is the greedy bot's heuristic: the score of action x in this
// state, from what the player sees (never the deck's order).
func (s *State) ScoreAction(x engine.Action) float64 {
	k, a, b, c := unpack(x)
	if t := s.top(); t != nil {
		return s.scoreChoice(t, k, a, b)
	}
	switch k {
	case kPlay:
		return s.scorePut(b, 1)
	case kMove:
		from, to := &s.rooms[a], &s.rooms[b]
		switch {
		case len(from.up)+len(to.up) == 5:
			return 100
		}
		return -5 // merging stacks spoils spells; to an empty room gains nothing
	case kTurn:
		return 200 // see what lies there before building
	case kCast:
		sc := s.scoreSpell(cards.Card(a).Suit(), value(cards.Card(a)))
		if b != 0 {
			sc += s.scoreSpell(cards.Card(b).Suit(), value(cards.Card(b)))
		}
		return sc
	case kCastJoker:
		return s.scoreSpell(cards.Suit(b), int(c)) + 1 // a free spell
	}
	return 0 // end
}

// scorePut scores putting n cards onto room ri.
func (s *State) scorePut(ri uint8, n int) float64 {
	r := &s.rooms[ri]
	l := len(r.up) + n
	sc := 20 + 10*float64(l)
	if l == 5 {
		sc = 100
	}
	for _, c := range r.up {
		if isAce(c) {
			sc += 30
		}
	}
	return sc
}

func (s *State) chamberFaces() int {
	return s.countIn(isFace)
}

// scoreSpell scores a hand spell of suit su and value v.
func (s *State) scoreSpell(su cards.Suit, v int) float64 {
	switch su {
	case cards.Spades:
		if s.chamberFaces() > 0 {
			return 60
		}
	case cards.Hearts:
		if v >= 4 {
			return 4
		}
	case cards.Clubs:
		if s.chamberFaces() >= 2 {
			return 3
		}
	case cards.Diamonds:
		return 2
	}
	return -1
}

// danger is how near a face card brings the Chamber to a loss: the face
// cards of its suit and of its rank already there.
func (s *State) danger(c cards.Card) float64 {
	if c.IsJoker() {
		return 5
	}
	n := 0
	for _, d := range s.chamber {
		if d != c && isFace(d) && (d.Suit() == c.Suit() || d.Rank() == c.Rank()) {
			n++
		}
	}
	return float64(n)
}

func (s *State) scoreChoice(t *task, k kind, a, b uint8) float64 {
	card := cards.Card(a)
	switch k {
	case kSkip, kAllow, kDone, kReshuffle, kPay:
		return 0
	case kCancel: // a held Straight against the revealed card
		if isAce(cards.Card(t.a)) {
			return -1
		}
		return 10
	case kPlace:
		return s.scorePut(a, 1) - 10
	case kHold:
		return 20
	case kDiscard, kShuffle:
		switch t.kind {
		case dAce:
			return -5 // the Ace to the Grave
		case dLook:
			switch {
			case isAce(card):
				return -10
			case isFace(card) || card.IsJoker():
				return 20
			}
			return 1
		}
		if isFace(card) || card.IsJoker() {
			sc := 10 + s.danger(card)
			if k == kDiscard {
				sc += 2 // the Grave is further from play than the deck
			}
			return sc
		}
		return 1
	case kDiscardSuit, kDiscardRank:
		n := 0
		for _, c := range s.chamber {
			if isFace(c) && (k == kDiscardSuit && c.Suit() == cards.Suit(a) || k == kDiscardRank && c.Rank() == cards.Rank(a)) {
				n++
			}
		}
		return 10 + 3*float64(n)
	case kClear:
		return 40
	case kTop, kBottom:
		faces := 0
		for _, c := range s.looking {
			if isFace(c) || c.IsJoker() {
				faces++
			}
		}
		if (faces > 0) == (k == kBottom) {
			return 1
		}
		return 0
	case kPut:
		if t.kind == dOrder && t.a == destChamber {
			// rearranging the Chamber: keep cards of one suit apart
			if n := len(s.picked); n > 0 && s.picked[n-1].Suit() == card.Suit() {
				return -1
			}
			return 1
		}
		switch {
		case isAce(card):
			return 5
		case isFace(card) || card.IsJoker():
			return -5
		}
		return 0
	case kKeep:
		return 5
	case kClubsReorder:
		return 1
	case kClubsDiscard, kClubsMove:
		return -1
	case kTake:
		return 5
	case kCastTaken:
		return 2
	}
	return 0
}
