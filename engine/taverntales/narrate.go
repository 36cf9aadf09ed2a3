package taverntales

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Result says who won and why, once the game is over.
func (s *State) Result() string {
	if s.phase != phaseOver {
		return ""
	}
	w := s.winners()
	names := make([]string, len(w))
	for i, p := range w {
		names[i] = p.String()
	}
	pts := engine.Count(s.score[w[0]], "point")
	switch {
	case s.oneDeck && len(w) > 1:
		return fmt.Sprintf("%s share the win with %s (rule 6.1)", strings.Join(names, " and "), pts)
	case s.oneDeck:
		return fmt.Sprintf("%s wins the hand with %s (rule 6.1)", names[0], pts)
	}
	return fmt.Sprintf("%s wins with %s, the highest total (rule 5.3.2)", names[0], pts)
}

// Narrate is Apply, returning what happened, as every player may see it:
// the cards passed are not named.
func (s *State) Narrate(a engine.Action) ([]string, error) {
	p, phase := s.current, s.phase
	var tg target
	var arc []cards.Card
	ci, t, isPlay := decodePlay(a)
	if isPlay && s.phase == phasePlay {
		tg = s.locate(t)
		if tg.where == tArc {
			arc = append(arc, s.arcs[tg.owner][tg.arc]...)
		}
	}
	hand := append([]cards.Card(nil), s.hands[p]...)
	var victim []cards.Card
	if tg.where == tPlayer && int(tg.owner) < s.n {
		victim = append(victim, s.hands[tg.owner]...)
	}
	if err := s.Apply(a); err != nil {
		return nil, err
	}
	var out []string
	say := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	switch {
	case a == actDeal:
		say("%s deals hand %d: %s each, %s left over face down.", s.dealer, s.hand, engine.Count(len(s.hands[0]), "card"), engine.Count(len(s.leftover), "card"))
	case a >= actDeclare && a < actDeclare+0x100:
		if s.declared == 0 {
			say("%s declares 0: nobody passes; %s plays first.", p, p)
		} else {
			say("%s declares %d: each player passes %s to the left.", p, s.declared, engine.Count(s.declared, "card"))
		}
	case a >= actPass && a < actPass+numCards:
		say("%s chooses a card to pass, face down.", p)
		if s.phase == phasePlay {
			say("Everyone picks up the cards passed to them; %s, the dealer, plays first.", s.dealer)
		}
	case a == actPassOut:
		say("%s has no legal play and passes out: %s face up.", p, cards.FormatList(s.faceUp[p]))
	case isPlay:
		c := Deck[ci]
		k := kindOf[ci]
		switch {
		case tg.where == tNone:
			say("%s starts a Story Arc with %s.", p, c)
		case k == Diamond:
			say("%s counters the Spade %s on their arc with %s.", p, Deck[t], c)
		case k == Spade || k == Sword:
			say("%s challenges %s's %s with %s.", p, tg.owner, Deck[t], c)
		case k == Club:
			say("%s answers the challenge %s on their arc with %s.", p, Deck[t], c)
		case k == Moon && tg.where == tAccuse:
			say("%s cancels the J'Accuse %s in front of %s with %s: both go to the discard pile.", p, Deck[t], tg.owner, c)
		case k == Moon:
			say("%s cancels %s on %s's arc with %s: both go to the discard pile.", p, Deck[t], tg.owner, c)
			if len(arc) == 1 {
				say("The arc is gone.")
			}
		case k == Trumpet:
			say("%s laughs %s's arc off the table with %s: %s go to the discard pile.", p, tg.owner, c, cards.FormatList(arc))
		case k == JAccuse:
			w, _ := WildOf(c)
			say("%s plays %s, %s, on %s: %s may no longer play %s.", p, c, w.Name, tg.owner, tg.owner, w.Named)
		default:
			w, _ := WildOf(c)
			say("%s plays %s, %s, on %s: %s discards %s; %s discards %s.", p, c, w.Name, tg.owner,
				p, listOr(gone(hand, s.hands[p], c)), tg.owner, listOr(gone(victim, s.hands[tg.owner], 0)))
		}
	}
	if phase == phasePlay && s.phase != phasePlay {
		var parts []string
		for q := 0; q < s.n; q++ {
			x := fmt.Sprintf("%s %s", engine.Player(q), engine.Count(s.points[q], "point"))
			if s.paladin[q] {
				x += " (True Paladin)"
			}
			parts = append(parts, x)
		}
		why := "every player has passed out"
		var empty []string
		for q := 0; q < s.n; q++ {
			if len(s.hands[q])+len(s.faceUp[q]) == 0 {
				empty = append(empty, engine.Player(q).String())
			}
		}
		if len(empty) > 0 {
			why = strings.Join(empty, " and ") + " has no cards left"
			if len(empty) > 1 {
				why = strings.Join(empty, " and ") + " have no cards left"
			}
		}
		say("The hand ends (%s): %s.", why, strings.Join(parts, ", "))
		if !s.oneDeck {
			tot := make([]string, s.n)
			for q := 0; q < s.n; q++ {
				tot[q] = fmt.Sprintf("%s %d", engine.Player(q), s.score[q])
			}
			say("Running totals: %s; the game ends after a hand in which anyone reaches %d.", strings.Join(tot, ", "), Goal)
		}
		if s.phase == phaseOver {
			say("%s.", s.Result())
		} else if w := s.winners(); s.score[w[0]] >= Goal {
			names := make([]string, len(w))
			for i, q := range w {
				names[i] = q.String()
			}
			say("%s tie for the highest total with %s: one more hand (rule 5.3.2); %s deals it.", strings.Join(names, " and "), engine.Count(s.score[w[0]], "point"), s.current)
		} else {
			say("No one has won yet; %s deals the next hand.", s.current)
		}
	}
	return out, nil
}

// gone lists the cards of before that after no longer holds, but played.
func gone(before, after []cards.Card, played cards.Card) []cards.Card {
	var out []cards.Card
	for _, c := range before {
		if c != played && indexOf(after, c) < 0 {
			out = append(out, c)
		}
	}
	return out
}

func listOr(cs []cards.Card) string {
	if len(cs) == 0 {
		return "nothing"
	}
	return cards.FormatList(cs)
}

// Secret reports whether other players may not see a: the card a player
// chooses to pass lies face down (§3.3.2).
func (s *State) Secret(a engine.Action) bool {
	return a >= actPass && a < actPass+numCards
}
