package taverntales

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// ActionString writes an action in the transcript vocabulary.
func (s *State) ActionString(a engine.Action) string {
	switch {
	case a == actPassOut:
		return "pass out"
	case a == actDeal:
		return "deal"
	case a >= actDeclare && a < actDeclare+0x100:
		return "declare " + strconv.Itoa(int(a-actDeclare))
	case a >= actPass && a < actPass+numCards:
		return "pass " + Deck[a-actPass].String()
	}
	ci, t, ok := decodePlay(a)
	if !ok {
		return fmt.Sprintf("action-%d", a)
	}
	out := "play " + Deck[ci].String()
	switch {
	case t == noTarget:
		return out
	case t >= toPlayer:
		return out + " on " + engine.Player(t-toPlayer).String()
	}
	return out + " on " + Deck[t].String()
}

const vocabulary = "want declare N, pass CARD ..., play CARD, play CARD on TOP, play CARD on P2 arc 1, play CARD on P2, pass out or deal"

// ParseLine reads a transcript line: "pass HE1 SP2 MO3" stands for one
// pass action per card; any other line is one action.
func (s *State) ParseLine(line string) ([]engine.Action, error) {
	f := strings.Fields(line)
	if len(f) > 2 && f[0] == "pass" {
		out := make([]engine.Action, 0, len(f)-1)
		for _, w := range f[1:] {
			a, err := s.ParseAction("pass " + w)
			if err != nil {
				return nil, err
			}
			out = append(out, a)
		}
		return out, nil
	}
	a, err := s.ParseAction(line)
	if err != nil {
		return nil, err
	}
	return []engine.Action{a}, nil
}

// deckCard reads the id of a card of the deck.
func deckCard(w string) (int, error) {
	c, err := cards.ParseCard(w)
	if err != nil {
		return 0, err
	}
	i := idx(c)
	if i < 0 {
		return 0, fmt.Errorf("taverntales: %s is not a card of the Tavern Tales deck (HE1 to HE5, DI1 to DI5, ST1 to ST5, SP1 to SP5, SW1 to SW5, CL1 to CL5, MO1 to MO6, TR1 to TR5, WJ1 to WJ5, WD1 to WD3, WC1 to WC3)", w)
	}
	return i, nil
}

// ParseAction reads one action.
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(text)
	switch {
	case len(f) == 1 && f[0] == "deal":
		return actDeal, nil
	case len(f) == 2 && f[0] == "pass" && f[1] == "out",
		len(f) == 1 && (strings.EqualFold(f[0], "pass-out") || f[0] == "passout"):
		// The original writes "Pass-out" and "Pass-Out".
		return actPassOut, nil
	case len(f) == 2 && f[0] == "declare":
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 99 {
			return 0, fmt.Errorf("taverntales: declare %q: want a number from 0 to %d", f[1], MaxPass)
		}
		return actDeclare + engine.Action(n), nil
	case len(f) == 2 && f[0] == "pass":
		ci, err := deckCard(f[1])
		if err != nil {
			return 0, err
		}
		return actPass + engine.Action(ci), nil
	case len(f) == 2 && f[0] == "play":
		ci, err := deckCard(f[1])
		if err != nil {
			return 0, err
		}
		return play(ci, noTarget), nil
	case len(f) == 6 && f[0] == "play" && f[2] == "on" && f[4] == "arc":
		// "play TR1 on P2 arc 1": the arc by its zone, standing for its
		// top card.
		ci, err := deckCard(f[1])
		if err != nil {
			return 0, err
		}
		p, err := engine.ParsePlayer(f[3])
		k, kerr := strconv.Atoi(f[5])
		if err != nil || kerr != nil || int(p) >= s.n || k < 1 || k > maxArcs {
			return 0, fmt.Errorf("taverntales: %q: want play CARD on Pn arc K, a player of the game and K from 1 to %d", text, maxArcs)
		}
		a := s.arcs[p][k-1]
		if len(a) == 0 {
			return 0, fmt.Errorf("taverntales: %q: %s has no arc %d", text, p, k)
		}
		return play(ci, idx(a[len(a)-1])), nil
	case len(f) == 4 && f[0] == "play" && f[2] == "on":
		ci, err := deckCard(f[1])
		if err != nil {
			return 0, err
		}
		if p, err := engine.ParsePlayer(f[3]); err == nil {
			if p >= toPlayer-1 {
				return 0, fmt.Errorf("taverntales: %s: a game has at most 6 players", f[3])
			}
			return play(ci, toPlayer+int(p)), nil
		}
		t, err := deckCard(f[3])
		if err != nil {
			return 0, err
		}
		if kindOf[ci] == Trumpet {
			t = s.arcTop(t)
		}
		return play(ci, t), nil
	}
	return 0, fmt.Errorf("taverntales: unknown action %q: %s", text, vocabulary)
}

// arcTop is the top card of the arc that holds the card t, or t itself if
// no arc holds it: a Trumpet wipes a whole arc, whatever its top card
// (§4.7.1), so any card of the arc names it.
func (s *State) arcTop(t int) int {
	if tg := s.locate(t); tg.where == tBuried {
		a := s.arcs[tg.owner][tg.arc]
		return idx(a[len(a)-1])
	}
	return t
}

// expect answers the game's own expect keys.
func expect(st engine.State, key, want string) (got string, ok, handled bool, err error) {
	s := st.(*State)
	switch key {
	case "score":
		out := make([]string, s.n)
		for p, v := range s.score {
			out[p] = strconv.Itoa(v)
		}
		got = strings.Join(out, " ")
		return got, got == strings.Join(strings.Fields(want), " "), true, nil
	case "winner", "result":
		got = "nobody"
		if s.phase == phaseOver {
			ws := s.winners()
			out := make([]string, len(ws))
			for i, p := range ws {
				out[i] = p.String()
			}
			got = strings.Join(out, " ")
		}
		return got, got == want, true, nil
	}
	w, rest, found := strings.Cut(key, " ")
	if !found {
		return "", false, false, nil
	}
	p, perr := engine.ParsePlayer(w)
	if perr != nil || int(p) >= s.n {
		return "", false, false, nil
	}
	switch rest {
	case "barred":
		got = s.barred(p).String()
		return got, got == want, true, nil
	case "arcs":
		_, n := s.arcScore(p)
		got = strconv.Itoa(n)
		return got, got == want, true, nil
	case "hand":
		// The cards of a player who passed out lie face up but are still
		// their hand (§4.10.2, §4.10.4): "P1 hand" may name them too.
		if !s.out[p] || len(s.hands[p]) > 0 || len(s.faceUp[p]) == 0 {
			return "", false, false, nil
		}
		// "empty" and "0 cards" are answered by the hand zone itself.
		got = "empty, " + cards.FormatList(s.faceUp[p]) + " face up"
		if f := strings.Fields(want); len(f) == 2 && (f[1] == "card" || f[1] == "cards") {
			n, err := strconv.Atoi(f[0])
			if err != nil || n == 0 {
				return "", false, false, nil
			}
			return got, n == len(s.faceUp[p]), true, nil
		}
		ws, err := cards.ParseCards(cards.Pos{}, want)
		if err != nil || len(ws) == 0 {
			return "", false, false, nil
		}
		return got, sameSet(ws, s.faceUp[p]), true, nil
	}
	return "", false, false, nil
}

// View is what the player to act may see, for `cardstock play`: the other
// hands as counts, the leftovers face down; the whole table once the game
// is over.
func (s *State) View() string {
	if s.phase == phaseOver {
		var b strings.Builder
		for _, l := range strings.SplitAfter(s.String(), "\n") {
			if !strings.HasPrefix(l, "rand:") {
				b.WriteString(l)
			}
		}
		return b.String()
	}
	return engine.Observe(schema, s, s.current)
}

// sameSet reports whether a and b hold the same cards in any order.
func sameSet(a, b []cards.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for _, c := range a {
		if indexOf(b, c) < 0 {
			return false
		}
	}
	return true
}
