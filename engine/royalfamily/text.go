package royalfamily

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

func (s *state) ActionString(a engine.Action) string {
	kind, c, arg := split(a)
	su := func() string {
		if arg >= 1 && arg <= 4 {
			return cards.Suit(arg).String()
		}
		return "?"
	}
	switch kind {
	case kPass:
		return "pass"
	case kDraw:
		return "draw"
	case kTake:
		return "take " + strconv.Itoa(arg)
	case kDiscard:
		if arg == downArg {
			return "discard down"
		}
		return "discard " + strconv.Itoa(arg)
	case kPlace:
		return "place"
	case kFortify:
		return "fortify"
	case kHold:
		return "hold"
	case kEnd:
		return "end"
	case kAttack:
		return "attack " + su()
	case kKidnap:
		return "kidnap into " + su()
	case kSurprised:
		if c != 0 {
			return "surprised " + c.String()
		}
		return "surprised " + su()
	case kAssassinate:
		return "assassinate " + c.String()
	case kCapture:
		return "capture " + c.String() + " into " + su()
	case kRescue:
		return "rescue " + c.String()
	case kDestroy:
		return "destroy " + c.String()
	}
	return fmt.Sprintf("action-%d", a)
}

// parseSuit reads a suit symbol or letter.
func parseSuit(w string) (int, bool) {
	for _, su := range cards.Suits {
		if w == su.String() || strings.EqualFold(w, su.Letter()) {
			return int(su), true
		}
	}
	return 0, false
}

func (s *state) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(text)
	bad := func() (engine.Action, error) {
		return 0, fmt.Errorf("royal-family: unknown action %q: want draw, take 1|2|3, pass, discard 1|2|3|down, place, fortify, hold, attack SUIT, kidnap into SUIT, assassinate CARD, surprised CARD|SUIT, rescue CARD, capture CARD into SUIT, destroy CARD or end", text)
	}
	if len(f) == 0 {
		return bad()
	}
	card := func(w string) (cards.Card, bool) {
		c, err := cards.Parse(w)
		return c, err == nil && !c.IsJoker()
	}
	simple := map[string]int{"pass": kPass, "draw": kDraw, "place": kPlace, "fortify": kFortify, "hold": kHold, "end": kEnd}
	if k, ok := simple[f[0]]; ok && len(f) == 1 {
		return act(k, 0, 0), nil
	}
	switch {
	case len(f) == 2 && (f[0] == "take" || f[0] == "discard"):
		k := kTake
		if f[0] == "discard" {
			k = kDiscard
			if f[1] == "down" {
				return act(k, 0, downArg), nil
			}
		}
		if n, err := strconv.Atoi(f[1]); err == nil && n >= 1 && n <= 3 {
			return act(k, 0, n), nil
		}
	case len(f) == 2 && f[0] == "attack":
		if su, ok := parseSuit(f[1]); ok {
			return act(kAttack, 0, su), nil
		}
	case len(f) == 3 && f[0] == "kidnap" && f[1] == "into":
		if su, ok := parseSuit(f[2]); ok {
			return act(kKidnap, 0, su), nil
		}
	case len(f) == 2 && f[0] == "surprised":
		if su, ok := parseSuit(f[1]); ok {
			return act(kSurprised, 0, su), nil
		}
		if c, ok := card(f[1]); ok {
			return act(kSurprised, c, 0), nil
		}
	case len(f) == 2 && (f[0] == "assassinate" || f[0] == "rescue" || f[0] == "destroy"):
		k := map[string]int{"assassinate": kAssassinate, "rescue": kRescue, "destroy": kDestroy}[f[0]]
		if c, ok := card(f[1]); ok {
			return act(k, c, 0), nil
		}
	case len(f) == 4 && f[0] == "capture" && f[2] == "into":
		c, ok := card(f[1])
		su, ok2 := parseSuit(f[3])
		if ok && ok2 {
			return act(kCapture, c, su), nil
		}
	}
	return bad()
}

// order writes the players of the round's three turns.
func (s *state) order() string {
	return fmt.Sprintf("%s %s %s", s.first, 1-s.first, s.first)
}

// expect answers the game's own expect keys: "♥ hp", "♥ damage", "order"
// and "winner".
func expect(st engine.State, key, want string) (got string, ok, handled bool, err error) {
	s := st.(*state)
	switch key {
	case "order":
		got = s.order()
		return got, got == want, true, nil
	case "winner":
		switch w := s.winner(); {
		case !s.IsTerminal():
			got = "none"
		case w < 0:
			got = "nobody"
		default:
			got = w.String()
		}
		return got, got == want, true, nil
	}
	if w, rest, found := strings.Cut(key, " "); found {
		su, isSuit := parseSuit(w)
		switch {
		case !isSuit:
		case rest == "hp":
			if s.classic {
				return "", false, true, fmt.Errorf("the classic rules count damage, not hit points: use %q", w+" total damage")
			}
			got = strconv.Itoa(s.durability() - s.damageOf(su))
			return got, got == want, true, nil
		case rest == "total damage":
			got = strconv.Itoa(s.damageOf(su))
			return got, got == want, true, nil
		}
	}
	return "", false, false, nil
}

// View is what the player to act sees (engine.Viewer, for `cardstock
// play`): their observation, without the empty zones.
func (s *state) View() string {
	p := s.mover()
	var b strings.Builder
	for _, l := range strings.Split(engine.Observe(schema, s, p), "\n") {
		if l == "" || strings.HasSuffix(l, ":") || strings.HasSuffix(l, ": 0 cards") {
			continue
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

var families = [2]string{"the Darklein", "the Bludgein"}

// Result says who won and why (engine.Resulter), once the game is over.
func (s *state) Result() string {
	if !s.IsTerminal() {
		return ""
	}
	w := s.winner()
	if w < 0 {
		return "a draw: no card could be taken for a whole round (rule 8.2.2)"
	}
	return fmt.Sprintf("%s (%s) wins: %s have no active castle left (rule 8.2.1)", w, families[w], families[1-w])
}
