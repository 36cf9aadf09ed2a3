package royalfamily

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

var ageTitles = []string{"Revolution", "Oppression"}

// Narrate applies a and says what happened, in sentences every player may
// hear (engine.Narrator, for `cardstock play`): a card drawn and discarded
// face down is not named.
func (s *state) Narrate(a engine.Action) ([]string, error) {
	if err := s.refuse(a); err != nil {
		return nil, err
	}
	var out []string
	for ; a != 0; a = s.forced() {
		out = s.narrate(a, out)
	}
	return out, nil
}

// narrate plays a legal action and appends what happened to out.
func (s *state) narrate(a engine.Action, out []string) []string {
	before := s.Clone().(*state)
	s.do(a)
	p := before.mover()
	kind, c, arg := split(a)
	var t cards.Card
	if len(before.card[p]) > 0 {
		t = before.card[p][0]
	}
	say := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	castle := func(su int) string { return cards.Suit(su).String() + " castle" }
	switch kind {
	case kPass:
		say("%s cannot take a card and passes.", p)
	case kDraw:
		if len(before.jokers) != len(s.jokers) || s.phase == phTake && s.turn != before.turn || s.round != before.round {
			say("%s draws a Joker: the turn ends.", p)
		} else {
			say("%s draws a card.", p)
		}
	case kTake:
		say("%s picks up %s from pile %d.", p, before.piles[arg-1][len(before.piles[arg-1])-1], arg)
	case kDiscard:
		if arg == downArg {
			say("%s discards the card face down.", p)
		} else {
			say("%s discards %s on pile %d.", p, t, arg)
		}
	case kPlace:
		say("%s places %s in the %s.", p, t, castle(int(t.Suit())))
	case kFortify:
		say("%s fortifies the %s with %s.", p, castle(int(t.Suit())), t)
	case kHold:
		say("%s holds %s as an alliance castle.", p, t)
	case kKidnap:
		say("%s kidnaps %s into the %s dungeon.", p, t, cards.Suit(arg))
	case kSurprised:
		if c != 0 {
			say("%s draws %s: Surprised! %s is destroyed.", p, t, c)
		} else {
			say("%s draws %s: Surprised! The %s loses 1.", p, t, castle(arg))
		}
	case kAssassinate:
		say("%s assassinates %s with %s.", p, c, t)
	case kAttack:
		switch {
		case len(before.fort[arg]) > 0 && len(s.fort[arg]) == 0:
			say("%s attacks the %s fortification with %s: it is destroyed.", p, cards.Suit(arg), t)
		case len(before.fort[arg]) > 0:
			say("%s attacks the %s fortification with %s.", p, cards.Suit(arg), t)
		default:
			d := s.damageOf(arg) - before.damageOf(arg)
			if s.status[arg] == stDestroyed {
				d = s.durability() - before.damageOf(arg)
			}
			say("%s attacks the %s with %s: %s.", p, castle(arg), t, engine.Count(d, "damage"))
		}
	case kCapture:
		say("%s captures %s into the %s dungeon.", p, c, cards.Suit(arg))
	case kRescue:
		say("%s rescues %s.", p, c)
	case kDestroy:
		say("%s destroys %s.", p, c)
	case kEnd:
		say("%s takes no outcome.", p)
	}
	for su := 1; su <= 4; su++ {
		if before.status[su] != stDestroyed && s.status[su] == stDestroyed {
			say("The %s is destroyed.", castle(su))
		}
	}
	if s.age != before.age && s.round == before.round {
		say("A Joker turns the Age: the Age of %s begins.", ageTitles[s.age])
	}
	if s.round != before.round && !s.IsTerminal() {
		var tops []string
		for _, pile := range s.piles {
			if len(pile) > 0 {
				tops = append(tops, pile[len(pile)-1].String())
			}
		}
		age := ""
		if s.age != before.age {
			age = fmt.Sprintf(" (the Age of %s)", ageTitles[s.age])
		}
		say("Round %d: the flop shows %s%s; %s takes turns 1 and 3.", s.round, strings.Join(tops, " "), age, s.first)
	}
	if s.IsTerminal() {
		say("Game over: %s.", s.Result())
	}
	return out
}
