package queens

import (
	"math/bits"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// This file plugs Queen's Challenge into the simulator (engine/sim): the
// turn number, the ending, and the heuristic of the greedy bot.

// Turn is the turn number (rule 4.1), from 1.
func (s *State) Turn() int { return s.turn }

// Won reports whether the game is over and won.
func (s *State) Won() bool { return s.result == Won }

// Outcome says how the game ended: "won", "stopped" or the loss of rule
// 5.2; "playing" while it goes on.
func (s *State) Outcome() string {
	switch s.result {
	case Won:
		return "won"
	case Lost:
		return "lost: deck empty at the Flip (5.2)"
	case Stopped:
		return "stopped (6.1.2)"
	}
	return "playing"
}

// GreedyDoc describes the greedy bot's heuristic (ScoreAction).
func (Game) GreedyDoc() string {
	return "defeats the card in play whenever it can, with the cheapest spells (an attack first); " +
		"uses the gift of Hearts, the gift of Spades when it makes a defeat possible, the gift of Diamonds " +
		"(low cards on top) and the gift of Clubs only with a Clubs power of 8 or more, summoning a card " +
		"higher than the one summoned; gathers every card it can, lowest first; never stops; flips when " +
		"nothing else is left"
}

// ScoreAction is the greedy bot's heuristic: the score of action a in this
// state, from what the player sees (hand, piles, the card in play; never
// the order of a deck).
func (s *State) ScoreAction(a engine.Action) float64 {
	kind, arg := int(a&0xff), uint64(a>>8)
	switch kind {
	case kDefeat:
		spent, n := 0, 0
		for m := arg; m != 0; m &= m - 1 {
			spent += value(cards.Card(bits.TrailingZeros64(m) + 1))
			n++
		}
		return 1000 - float64(10*spent+n)
	case kGift:
		return s.scoreGift(cards.Suit(arg))
	case kGather:
		return 500 - float64(value(cards.Card(arg)))
	case kOrder:
		return -float64(value(cards.Card(arg))) // low cards on top: they gather more easily
	case kSummon:
		// the summoned card replaces the one of its suit: only if higher
		if old := s.summoned[si(s.revealed.Suit())]; old == cards.NoCard || value(s.revealed) > value(old) {
			return 1
		}
		return -1
	case kDecline, kFlip:
		return 0
	case kStop:
		return -1000 // a loss keeps its score: stopping never gains
	}
	return 0
}

func (s *State) scoreGift(suit cards.Suit) float64 {
	n := s.Power(suit)
	switch suit {
	case cards.Hearts:
		if n > 0 {
			return 900 + float64(n)
		}
	case cards.Spades:
		if n > 0 && s.defeatableAfter(n) {
			return 950
		}
	case cards.Diamonds:
		if n >= 2 && len(s.deck) > 1 {
			return 60
		}
	case cards.Clubs:
		if n >= 8 {
			return 70
		}
	}
	return -5
}

// defeatableAfter reports whether the card in play could be defeated with
// the hand's spells once its value is lowered by r.
func (s *State) defeatableAfter(r int) bool {
	cur, ok := s.Current()
	if !ok {
		return false
	}
	e, ok := s.enemy(cur.Suit())
	if !ok {
		return false
	}
	need := s.Value() - r - s.Power(e) - value(s.summoned[si(e)])
	for _, c := range s.hand {
		if c.Suit() == e {
			need -= value(c)
		}
	}
	return need <= 0
}
