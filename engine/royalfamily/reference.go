package royalfamily

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Tables implements engine.Referencer: what each card can do, castle
// damage, fortifications and the family hierarchy, for the options given.
// Every cell is read from the engine: each row's position is set up and
// its legal actions, or the outcome of its action, are asked of the rules.
func (g Game) Tables(opts engine.Options) ([]engine.Table, error) {
	opts, err := engine.ResolveOptions(g, opts)
	if err != nil {
		return nil, err
	}
	base, err := g.New(engine.Setup{Options: opts})
	if err != nil {
		return nil, err
	}
	b := base.(*state)
	return []engine.Table{cardsTable(b), damageTable(b), fortTable(b), hierarchyTable(b)}, nil
}

// probe is a position for the Darklein (P1) to act in: turn 1 of round 1,
// no flop on the piles, the Bludgein with K♥ Q♥ J♥ in the Heart castle
// and a held Diamond castle.
func probe(b *state) *state {
	s := b.Clone().(*state)
	all := engine.AllCards(schema, s)
	for _, z := range schema.Zones {
		for p := engine.Player(0); p < 2; p++ {
			*z.Cards(s, p) = (*z.Cards(s, p))[:0]
			if !z.PerPlayer {
				break
			}
		}
	}
	s.status = [5]int{}
	s.hits = [5]int{}
	s.round, s.turn, s.first, s.phase, s.source, s.passes, s.age = 1, 0, 0, phTake, srcNone, 0, ageRevolution
	take := func(cs ...cards.Card) []cards.Card {
		for _, c := range cs {
			all[index(all, c)] = 0
		}
		return cs
	}
	ace := func(su cards.Suit) cards.Card { return cards.New(cards.Ace, su) }
	ten := func(su cards.Suit) cards.Card { return cards.New(cards.Ten, su) }
	face := func(su cards.Suit, r cards.Rank) cards.Card { return cards.New(r, su) }
	for _, su := range []cards.Suit{cards.Spades, cards.Hearts} {
		s.castle[su] = take(ace(su))
		if !s.classic {
			s.castle[su] = append(s.castle[su], take(ten(su))...)
		}
		s.status[su] = stActive
	}
	s.castle[cards.Diamonds] = take(ace(cards.Diamonds))
	s.status[cards.Diamonds] = stHeld
	if !s.classic {
		s.castle[cards.Diamonds] = append(s.castle[cards.Diamonds], take(ten(cards.Diamonds))...)
		s.aside = take(ten(cards.Clubs))
	}
	s.family[cards.Hearts] = take(face(cards.Hearts, cards.King), face(cards.Hearts, cards.Queen), face(cards.Hearts, cards.Jack))
	for _, c := range all {
		if c != 0 {
			s.draw = append(s.draw, c)
		}
	}
	return s
}

// onTop moves c to the top of the draw pile, or onto pile 1.
func (s *state) onTop(c cards.Card, pile bool) {
	for _, z := range schema.Zones {
		if !z.PerPlayer {
			s.remove(z.Cards(s, -1), c)
		}
	}
	if pile {
		s.piles[0] = append(s.piles[0], c)
	} else {
		s.draw = append(s.draw, c)
	}
}

// uses lists the verbs of the legal actions now: "attack, fortify".
func (s *state) uses() string {
	var vs []string
	seen := map[string]bool{}
	for _, a := range s.LegalActions() {
		v, _, _ := strings.Cut(s.ActionString(a), " ")
		if !seen[v] {
			seen[v] = true
			vs = append(vs, v)
		}
	}
	return strings.Join(vs, ", ")
}

func ruleOf(err error) string {
	var ill *engine.Illegal
	if errors.As(err, &ill) {
		return ill.Rule
	}
	return "?"
}

func cardsTable(b *state) engine.Table {
	troops := fmt.Sprintf("3 to %d", b.maxTroop())
	type row struct {
		what string
		c    cards.Card
	}
	rows := []row{
		{"a Joker", cards.JK1},
		{"a 2 (any suit)", cards.New(2, cards.Clubs)},
		{"a troop (" + troops + ") of a suit of your active castle (5♠)", cards.New(5, cards.Spades)},
		{"a troop of your alliance suit before its castle is active (5♣)", cards.New(5, cards.Clubs)},
		{"a troop of your opponent's suit (5♥)", cards.New(5, cards.Hearts)},
		{"J, Q or K of your active castle's suit (Q♠)", cards.New(cards.Queen, cards.Spades)},
		{"J, Q or K of your opponent's active castle (Q♥ is in it; J♥ here)", 0},
		{"J, Q or K of your opponent's held castle (Q♦)", cards.New(cards.Queen, cards.Diamonds)},
		{"J, Q or K of your colour with no castle of yours (Q♣)", cards.New(cards.Queen, cards.Clubs)},
		{"your alliance Ace (A♣)", cards.New(cards.Ace, cards.Clubs)},
	}
	if b.classic {
		rows = append(rows, row{"a Ten of a suit of your active castle (10♠)", cards.New(cards.Ten, cards.Spades)})
	}
	t := engine.Table{ID: "royal-family-cards", Title: "The card you take (the Darklein's view, J♠ in the Spade castle, K♥ Q♥ J♥ in the Heart castle)",
		Header: []string{"Card taken", "Drawn from the draw pile", "Picked up from a face-up pile"}}
	for _, r := range rows {
		s := probe(b)
		js := cards.New(cards.Jack, cards.Spades) // the Darklein have a family member
		s.remove(&s.draw, js)
		s.family[cards.Spades] = []cards.Card{js}
		c := r.c
		if c == 0 { // an opposing face card whose castle is active: J♥ out of the castle
			c = cards.New(cards.Jack, cards.Hearts)
			s.remove(&s.family[cards.Hearts], c)
			s.draw = append(s.draw, c)
		}
		d := s.Clone().(*state)
		d.onTop(c, false)
		drawn := "—"
		if err := d.try(act(kDraw, 0, 0)); err == nil {
			if d.phase == phUse {
				drawn = d.uses()
			} else {
				drawn = "goes to the Joker space; the Age changes; the turn ends"
			}
		}
		p := s.Clone().(*state)
		picked := "never on a pile"
		if !c.IsJoker() {
			p.onTop(c, true)
			if err := p.try(act(kTake, 0, 1)); err != nil {
				picked = "cannot be picked up (rule " + ruleOf(err) + ")"
			} else {
				picked = p.uses()
			}
		}
		t.Rows = append(t.Rows, []string{r.what, drawn, picked})
	}
	if !b.classic {
		t.Notes = append(t.Notes, "The Tens are not in the draw pile: they are the castles' hit-point cards (rule 3.3).")
	}
	t.Notes = append(t.Notes, "A card drawn may always be discarded, except a 2 (Surprised!, rule 5.2) and a Joker (rule 4.4.5); a card picked up must be used (rule 4.5.4).")
	return t
}

// damageTable: the damage of one attack on an unfortified castle, by the
// family members in the attacking castle and the troop's value.
func damageTable(b *state) engine.Table {
	t := engine.Table{ID: "royal-family-castle-damage", Title: "Damage of an attack on a castle",
		Header: []string{"Family members in your attacking castle"}}
	for v := 3; v <= int(b.maxTroop()); v++ {
		t.Header = append(t.Header, "troop "+strconv.Itoa(v))
	}
	ranks := []cards.Rank{cards.Jack, cards.Queen, cards.King}
	for n := 0; n <= 3; n++ {
		row := []string{strconv.Itoa(n)}
		for v := 3; v <= int(b.maxTroop()); v++ {
			s := probe(b)
			for _, r := range ranks[:n] {
				c := cards.New(r, cards.Spades)
				s.remove(&s.draw, c)
				s.family[cards.Spades] = append(s.family[cards.Spades], c)
			}
			s.onTop(cards.New(cards.Rank(v), cards.Spades), false)
			before := s.damageOf(int(cards.Hearts))
			cell := ""
			if err := s.try(act(kDraw, 0, 0)); err == nil {
				if err := s.try(act(kAttack, 0, int(cards.Hearts))); err != nil {
					cell = "no attack (rule " + ruleOf(err) + ")"
				} else {
					cell = strconv.Itoa(s.damageOf(int(cards.Hearts)) - before)
				}
			}
			row = append(row, cell)
		}
		t.Rows = append(t.Rows, row)
	}
	if b.classic {
		t.Notes = append(t.Notes, "A castle is destroyed at 20 damage or more; the troop that damaged it stays beside it (rules 9.1.2, 9.1.4).")
	} else {
		t.Notes = append(t.Notes, "A castle has 10 hit points and is destroyed at 0; the troop goes to the discard pile (rules 6.4.3, 8.1.1).")
	}
	t.Notes = append(t.Notes, "With no family member an attack does no damage and is allowed only to rescue (rule 6.4.4).")
	return t
}

// fortTable: what one attack does to a fortification, by the
// fortification's value and the attacking troop's.
func fortTable(b *state) engine.Table {
	t := engine.Table{ID: "royal-family-fortifications", Title: "An attack on a fortification",
		Header: []string{"Fortification"}}
	for v := 3; v <= int(b.maxTroop()); v++ {
		t.Header = append(t.Header, "attacked by "+strconv.Itoa(v))
	}
	for f := 3; f <= int(b.maxTroop()); f++ {
		row := []string{strconv.Itoa(f)}
		for v := 3; v <= int(b.maxTroop()); v++ {
			s := probe(b)
			fc := cards.New(cards.Rank(f), cards.Hearts)
			s.remove(&s.draw, fc)
			s.fort[cards.Hearts] = []cards.Card{fc}
			s.onTop(cards.New(cards.Rank(v), cards.Spades), false)
			cell := "?"
			if s.try(act(kDraw, 0, 0)) == nil && s.try(act(kAttack, 0, int(cards.Hearts))) == nil {
				if len(s.fort[cards.Hearts]) == 0 {
					cell = "destroyed"
				} else {
					cell = strconv.Itoa(f-v) + " left"
				}
			}
			row = append(row, cell)
		}
		t.Rows = append(t.Rows, row)
	}
	t.Notes = append(t.Notes, "Damage on a fortification lasts: the troops lie on it and add up (rule 6.3.2); damage beyond its strength is lost (rule 6.3.4).")
	return t
}

// hierarchyTable: whom a damaging attack may destroy or capture, by the
// highest member of the attacking castle; and the assassin.
func hierarchyTable(b *state) engine.Table {
	t := engine.Table{ID: "royal-family-hierarchy", Title: "The family ranks",
		Header: []string{"Your highest member", "Can destroy", "Can capture"}}
	names := map[cards.Rank]string{cards.Jack: "Jack", cards.Queen: "Queen", cards.King: "King"}
	list := func(rs []string) string {
		if len(rs) == 0 {
			return "nobody"
		}
		return strings.Join(rs, ", ")
	}
	for _, top := range []cards.Rank{cards.King, cards.Queen, cards.Jack} {
		s := probe(b)
		c := cards.New(top, cards.Spades)
		s.remove(&s.draw, c)
		s.family[cards.Spades] = []cards.Card{c}
		s.onTop(cards.New(6, cards.Spades), false)
		var destroy, capture []string
		if s.try(act(kDraw, 0, 0)) == nil && s.try(act(kAttack, 0, int(cards.Hearts))) == nil {
			for _, r := range []cards.Rank{cards.King, cards.Queen, cards.Jack} {
				v := cards.New(r, cards.Hearts)
				if s.refuse(act(kDestroy, v, 0)) == nil {
					destroy = append(destroy, names[r])
				}
				if s.refuse(act(kCapture, v, int(cards.Spades))) == nil {
					capture = append(capture, names[r])
				}
			}
		}
		t.Rows = append(t.Rows, []string{names[top], list(destroy), list(capture)})
	}
	s := probe(b)
	two := cards.New(2, cards.Clubs)
	s.onTop(two, true)
	var killed []string
	if s.try(act(kTake, 0, 1)) == nil {
		for _, r := range []cards.Rank{cards.King, cards.Queen, cards.Jack} {
			if s.refuse(act(kAssassinate, cards.New(r, cards.Hearts), 0)) == nil {
				killed = append(killed, names[r])
			}
		}
	}
	t.Rows = append(t.Rows, []string{"a 2 picked up (Assassinate)", list(killed), "—"})
	t.Notes = append(t.Notes, "After an attack on a castle choose at most one outcome: rescue, capture or destroy (rule 7.5.1). Capture and destroy need damage; capture needs an empty dungeon.")
	return t
}

// try plays a if it is legal, without settling forced decisions: a probe
// looks at the choices themselves.
func (s *state) try(a engine.Action) error {
	if err := s.refuse(a); err != nil {
		return err
	}
	s.do(a)
	return nil
}
