package castlepoker

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// This file plugs Castle Poker into the simulator (engine/sim): the round
// as the turn, how a game ended, and the greedy bot's heuristic, which
// reads only what its player sees: its own hand, the Moat, the stones on
// the table and the bids made before it (before the reveal), and every
// hand once they are turned up.

// Turn is the round, from 1.
func (s *State) Turn() int { return s.round }

// Outcome says how the game ended: a castle of three stones (rule 5.1),
// shared (rule 5.2), or nobody left with a stone to bid (rule 5.4).
func (s *State) Outcome() string {
	if s.phase != phOver {
		return "playing"
	}
	w := s.winners()
	switch {
	case s.castle[w[0]] < WinCastle:
		return "no stone left to bid (5.4)"
	case len(w) > 1:
		return "shared castle win (5.2)"
	}
	return "castle of three stones (5.1)"
}

// GreedyDoc describes the greedy bot's heuristic (ScoreAction).
func (Game) GreedyDoc() string {
	return "exchanges the lowest cards that are not part of a pair or better (keeping made straights and flushes, " +
		"the Messenger, Barrels/sack, and the Trebuchet once it has a castle stone); bids by its hand: nothing on a " +
		"high card, 1 on a low pair, 2 on a high pair or two pair, its whole supply on three of a kind or better; " +
		"with the Messenger takes the card that makes its best hand; fires the Trebuchet at the most castle stones"
}

// keepWorth is how much the greedy bot wants to keep card c of hand h at
// the exchange: cards of a made hand or a group are worth 100 and more,
// special cards by their use, others by rank.
func (s *State) keepWorth(h []cards.Card, c cards.Card, made bool) float64 {
	if made {
		return 100
	}
	r := pokerCard(c).Rank
	n := 0
	for _, x := range h {
		if pokerCard(x).Rank == r {
			n++
		}
	}
	if n >= 2 {
		return 100 + float64(r)
	}
	switch c {
	case Messenger:
		return 15
	case Barrels:
		return 13
	case Trebuchet:
		if s.castle[s.current] > 0 {
			return 15
		}
		return 1
	}
	return float64(r)
}

// drawWorth is what a card drawn at the exchange is worth on average to
// the greedy bot: discarding a card worth less is a gain.
const drawWorth = 9

// target is the stones the greedy bot bids with the hand h.
func (s *State) target(h []cards.Card) int {
	v := Eval(h)
	sup := s.supply[s.current] + s.bid[s.current]
	switch cat := v.Category(); {
	case cat >= poker.ThreeOfAKind:
		return sup
	case cat == poker.TwoPair:
		return min(2, sup)
	case cat == poker.Pair:
		if v>>16&0xffff >= 1<<poker.Jack {
			return min(2, sup)
		}
		return 1
	}
	for _, c := range h {
		if c == Messenger {
			return 1
		}
	}
	return 0
}

// ScoreAction is the greedy bot's heuristic for the player to act.
func (s *State) ScoreAction(a engine.Action) float64 {
	p := s.current
	lo := uint64(a & 0xffffffff)
	switch kindOf(a) {
	case kDiscard:
		h := s.hands[p]
		made := Eval(h).Category() >= poker.Straight
		score := 0.0
		for _, c := range []cards.Card{cards.Card(lo & 0xffff), cards.Card(lo >> 16)} {
			if c != 0 {
				score += drawWorth - s.keepWorth(h, c, made)
			}
		}
		return score
	case kBid:
		d := int(lo) - s.target(s.hands[p])
		if d < 0 {
			d = -d
		}
		return -float64(d)
	case kTake:
		c := cards.Card(lo)
		var h []cards.Card
		if s.phase == phMessenger {
			h = withoutOne(s.hands[p], Messenger)
		} else {
			h = append([]cards.Card(nil), s.hands[p]...)
		}
		h = append(h, c)
		return float64(Eval(h))
	case kPass:
		if s.phase == phTrebuchet {
			return -1
		}
		return float64(Eval(s.hands[p]))
	case kSteal:
		q := playerOf(a)
		if lo == 1 {
			return 100 + 10*float64(s.castle[q])
		}
		return float64(s.supply[q])
	}
	return 0
}

// withoutOne returns a copy of h without one copy of c.
func withoutOne(h []cards.Card, c cards.Card) []cards.Card {
	out := make([]cards.Card, 0, len(h))
	done := false
	for _, x := range h {
		if x == c && !done {
			done = true
			continue
		}
		out = append(out, x)
	}
	return out
}
