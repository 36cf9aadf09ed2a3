package taverntales

import "github.com/cardstock/cardstock/engine"

// This file plugs Tavern Tales into the simulator (engine/sim): the hand
// as the turn, how a game ended, and the greedy bot's heuristic. The bot
// reads only what its player sees: its own hand, the arcs, J'Accuse cards
// and face-up hands on the table, and the scores; never another player's
// hand nor the leftovers.

// Turn is the number of the hand, from 1.
func (s *State) Turn() int { return s.hand }

// Outcome says how the game ended: a win at 11 points (§5.3.2), or in the
// one-deck game a win or a shared win (§6.1).
func (s *State) Outcome() string {
	if s.phase != phaseOver {
		return "playing"
	}
	if len(s.winners()) > 1 {
		return "shared win of one hand (6.1)"
	}
	if s.oneDeck {
		return "won the hand (6.1)"
	}
	return "reached 11 points alone (5.3.2)"
}

// The rules RulesFired counts.
const (
	rStart       = iota // §4.3.1
	rCounter            // §4.3.3
	rSpade              // §4.4.1
	rSword              // §4.4.2
	rClub               // §4.5.1
	rMoonArc            // §4.6.3
	rMoonAccuse         // §4.6.1
	rTrumpet            // §4.7.1
	rAccuse             // §4.8.2
	rDiscardBoth        // §4.8.5
	rPassOut            // §4.10
	rPaladin            // §5.2.3
	numRules
)

var ruleNames = [numRules]string{
	"4.3.1 a new Story Arc", "4.3.3 a Diamond counters a Spade", "4.4.1 a Spade challenges a Heart",
	"4.4.2 a Sword challenges a claim", "4.5.1 a Club explains a challenge", "4.6.3 a Moon cancels a top card",
	"4.6.1 a Moon cancels a J'Accuse", "4.7.1 a Trumpet removes an arc", "4.8.2 a J'Accuse bars a suit",
	"4.8.5 both players discard (Distraction, Comedic Timing)", "4.10 a player passes out", "5.2.3 a True Paladin scores",
}

// onArcRule is the rule of a card that goes on top of an arc.
var onArcRule = [numKinds]int{Diamond: rCounter, Spade: rSpade, Sword: rSword, Club: rClub}

// RulesFired reports how often each rule applied over the game so far
// (counted from the deal; a state read from text starts at zero).
func (s *State) RulesFired(fired func(rule string, times int)) {
	for r, n := range s.fired {
		if n > 0 {
			fired(ruleNames[r], int(n))
		}
	}
}

// GreedyDoc describes the greedy bot's heuristic (ScoreAction).
func (Game) GreedyDoc() string {
	return "aims at a True Paladin: declares 5 and passes its claim cards away, starts no arc until a claim " +
		"is its only play; once it owns an arc, starts arcs (Stars first, then Hearts and Diamonds) and answers " +
		"challenges on its arcs with a Club, a Diamond or a Moon; challenges and blows away the scoring arcs of " +
		"the player nearest to winning, keeps its Moons to cancel a J'Accuse that bars cards it holds, never " +
		"frees an opponent, and accuses the leader"
}

// greedyDeclare is the number of cards the greedy dealer declares: the
// most, to pass away its claim cards.
const greedyDeclare = MaxPass

// keep is how much the greedy bot wants to keep a card of kind k in its
// hand: what the pass gives away first (claim cards, which would make it
// start arcs) and what a play spends.
var keep = [numKinds]float64{
	Heart: 0, Diamond: 0.05, Star: 0, Spade: 0.3, Sword: 0.5, Club: 0.6,
	Moon: 0.8, Trumpet: 0.5, JAccuse: 0.4, Distraction: 0.1, Comedic: 0.1,
}

// threat is how much the greedy bot p wants to take points from q: more
// for a player near 11 and the leading opponent.
func (s *State) threat(p, q engine.Player) float64 {
	// The leader: the most points with the arcs standing now; among
	// equals the nearest to p's left, so that no seat is singled out.
	lead, best := engine.Player(-1), -1
	for i := 1; i < s.n; i++ {
		o := (int(p) + i) % s.n
		pts, _ := s.arcScore(engine.Player(o))
		if v := s.score[o] + pts; v > best {
			lead, best = engine.Player(o), v
		}
	}
	w := 1 + float64(s.score[q])/Goal
	if q == lead {
		w += 0.5
	}
	return w
}

// ScoreAction is the greedy bot's heuristic for the player to act.
func (s *State) ScoreAction(a engine.Action) float64 {
	p := s.current
	switch {
	case a >= actDeclare && a < actDeclare+0x100:
		d := int(a-actDeclare) - greedyDeclare
		return -float64(d * d)
	case a >= actPass && a < actPass+numCards:
		return -keep[kindOf[a-actPass]]
	}
	ci, t, ok := decodePlay(a)
	if !ok {
		return 0
	}
	k := kindOf[ci]
	tg := s.locate(t)
	cost := keep[k] / 4 // spending a card has a small price
	switch {
	case tg.where == tNone: // a new arc: Stars resist Spades
		// With no arc yet the bot aims at a True Paladin (§5.2.3): no
		// arc, worth a point per opponent; it starts one only when forced.
		if _, arcs := s.arcScore(p); arcs == 0 {
			return -1 - cost
		}
		switch k {
		case Star:
			return 1.2 - cost
		case Heart:
			return 1.1 - cost
		}
		return 0.9 - cost // a Diamond is also a counter
	case tg.where == tPlayer:
		q := tg.owner
		switch k {
		case JAccuse:
			return 0.5*s.threat(p, q) - cost
		default: // Distraction, Comedic Timing: both discard the kinds named
			mine := 0.0
			for _, c := range s.hands[p] {
				if idx(c) == ci {
					continue
				}
				if namedOf[ci].Has(kindOf[idx(c)]) {
					mine += keep[kindOf[idx(c)]]
				}
			}
			return 0.4*s.threat(p, q) - mine - cost
		}
	case tg.where == tAccuse: // a Moon on a J'Accuse
		if tg.owner != p {
			return -1 // never free an opponent
		}
		barred := namedOf[tg.card]
		held := 0.0
		for _, c := range s.hands[p] {
			if barred.Has(kindOf[idx(c)]) {
				held++
			}
		}
		return 0.5 + 0.4*held - cost
	}
	// On an arc's top card.
	own := tg.owner == p
	scoring := Scoring.Has(tg.top)
	switch k {
	case Diamond, Club: // answers a challenge on one's own arc
		return 1.3 - cost
	case Moon:
		if own { // cancels a challenge (or a Club: never useful)
			if Challenges.Has(tg.top) {
				return 1.25 - cost
			}
			return -1
		}
		if scoring {
			return s.threat(p, tg.owner) - 0.2 - keep[Moon]
		}
		return -1 // would restore the opponent's arc
	case Trumpet:
		if scoring {
			return s.threat(p, tg.owner) + 0.1 - cost
		}
		return 0.2 - cost // a challenged arc cannot be answered any more
	case Spade, Sword:
		return s.threat(p, tg.owner) - cost
	}
	return 0
}
