package royalfamily

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// This file plugs Royal Family into the simulator (engine/sim): the turn
// number, how the game ended, and the heuristic of the greedy bot.

// Turn is the number of turns begun, from 1: three a round (§4.1.1).
func (s *state) Turn() int { return (s.round-1)*3 + s.turn + 1 }

// Outcome says how the game ended (§8.2): which family won, or the draw of
// rule 8.2.2; "playing" while it goes on.
func (s *state) Outcome() string {
	switch w := s.winner(); {
	case !s.IsTerminal():
		return "playing"
	case w < 0:
		return "draw: no card could be taken for a round (8.2.2)"
	default:
		return w.String() + " (" + families[w][4:] + ") wins (8.2.1)"
	}
}

// GreedyDoc describes the greedy bot's heuristic (ScoreAction).
func (Game) GreedyDoc() string {
	return "destroys the opponent's last castle whenever it can; otherwise places family members " +
		"(activating a held alliance castle first; others not while a face-up 2 could kill them), attacks the castle that takes the most damage, " +
		"assassinates and rescues the highest members, holds its alliance Ace, kidnaps, breaks " +
		"fortifications and fortifies only with a stronger troop; takes a face-up card when its best use " +
		"beats a blind draw; after an attack rescues, then destroys, then captures the highest member; " +
		"sacrifices its lowest member to Surprised!; discards face down"
}

// Scores of the greedy bot.
const (
	scoreWin  = 10000.0
	scoreDraw = 25.0 // a blind draw: what an unseen card is worth on average
)

// ScoreAction is the greedy bot's heuristic: the score of action a for
// the player to act, from what that player sees (the face-up cards, the
// castles, families, fortifications and dungeons, and the card they took;
// never the order of the draw pile).
func (s *state) ScoreAction(a engine.Action) float64 {
	p := s.mover()
	kind, c, arg := split(a)
	switch kind {
	case kPass:
		return 0
	case kDraw:
		return scoreDraw
	case kTake:
		pile := s.piles[arg-1]
		return s.bestUse(p, pile[len(pile)-1])
	case kEnd:
		return 0
	case kRescue:
		return 40 + rankScore(c)
	case kDestroy:
		return 35 + rankScore(c)
	case kCapture:
		return 30 + rankScore(c)
	}
	t := s.card[p][0]
	return s.useScore(p, t, kind, c, arg)
}

// rankScore is 1, 2 or 3 for a Jack, Queen or King.
func rankScore(c cards.Card) float64 { return float64(c.Rank() - cards.Ten) }

// bestUse is the score of the best use of c picked up from a face-up pile.
func (s *state) bestUse(p engine.Player, c cards.Card) float64 {
	suit, r := c.Suit(), c.Rank()
	best := -1.0
	try := func(kind int, v cards.Card, arg int) {
		best = max(best, s.useScore(p, c, kind, v, arg))
	}
	switch {
	case r == 2:
		for _, su := range suitsOf(1 - p) {
			for _, m := range s.family[su] {
				try(kAssassinate, m, 0)
			}
		}
	case r == cards.Ace:
		try(kHold, 0, 0)
	case s.isTroop(c):
		try(kFortify, 0, 0)
		for _, su := range suitsOf(1 - p) {
			if s.status[su] == stActive {
				try(kAttack, 0, int(su))
			}
		}
	case r.IsFace() && owner(suit) == p:
		try(kPlace, 0, 0)
	case r.IsFace():
		try(kKidnap, 0, int(primary[p]))
	}
	return best
}

// useScore scores using card t (taken by p) in the action kind.
func (s *state) useScore(p engine.Player, t cards.Card, kind int, c cards.Card, arg int) float64 {
	switch kind {
	case kDiscard:
		if arg != downArg {
			// face up: a gift if the opponent can use it
			if s.usable(1-p, t) {
				return -20
			}
			return -1
		}
		return 0
	case kPlace:
		switch {
		case s.status[t.Suit()] == stHeld:
			return 200
		case s.assassinVisible():
			// the opponent may take the 2 and kill it at once
			return 20
		case len(s.family[t.Suit()]) == 0:
			return 150
		}
		return 100
	case kHold:
		return 120
	case kKidnap:
		return 60 + rankScore(t)
	case kAssassinate:
		return 90 + rankScore(c) + float64(len(s.family[c.Suit()]))
	case kSurprised:
		if c != 0 {
			// lose the lowest member, from the castle that keeps most
			return -10 - rankScore(c) + float64(len(s.family[c.Suit()]))
		}
		return -float64(s.damageOf(arg))
	case kFortify:
		return s.fortifyScore(p, t)
	case kAttack:
		return s.attackScore(p, t, arg)
	}
	return 0
}

// assassinVisible says whether a 2 lies on top of a face-up pile.
func (s *state) assassinVisible() bool {
	for _, pile := range s.piles {
		if len(pile) > 0 && pile[len(pile)-1].Rank() == 2 {
			return true
		}
	}
	return false
}

// fortifyScore: worth more the stronger the new fortification is than the
// one it replaces, and while the opponent has family to damage the castle.
func (s *state) fortifyScore(p engine.Player, t cards.Card) float64 {
	left := 0
	if f := s.fort[t.Suit()]; len(f) > 0 {
		left = value(f[0])
		for _, x := range f[1:] {
			left -= value(x)
		}
	}
	gain := value(t) - left
	if gain <= 0 {
		return -5
	}
	v := 15 + 2*float64(gain)
	if s.members(1-p) > 0 {
		v += 10
	}
	return v
}

// attackScore scores troop t attacking the castle of suit target.
func (s *state) attackScore(p engine.Player, t cards.Card, target int) float64 {
	if f := s.fort[target]; len(f) > 0 {
		left := value(f[0])
		for _, x := range f[1:] {
			left -= value(x)
		}
		if value(t) >= left {
			return 30 + float64(left)
		}
		return 10 + float64(value(t))
	}
	n := len(s.family[t.Suit()])
	if n == 0 {
		return 45 // a rescue
	}
	dmg := n
	if s.classic {
		dmg = value(t)
	}
	if dmg >= s.durability()-s.damageOf(target) {
		other := s.status[primary[1-p]] == stActive && int(primary[1-p]) != target ||
			s.status[alliance[1-p]] == stActive && int(alliance[1-p]) != target
		if !other {
			return scoreWin
		}
		return 500
	}
	v := 50 + 10*float64(dmg)*10/float64(s.durability())
	if len(s.family[target]) > 0 || len(s.dungeon[target]) > 0 {
		v += 5
	}
	return v
}
