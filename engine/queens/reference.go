package queens

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Reference tables: enemy suits and what defeats a card, card values,
// powers and gifts. Each cell that states a rule outcome (which suit
// defeats, a card's value, what a gift did) is found by playing a probe
// position on the engine in the transcript vocabulary; reference_test.go
// proves each row.

var _ engine.Referencer = Game{}

// TableIDs lists the IDs of the tables Tables returns, in order.
var TableIDs = []string{"enemies", "powers", "card-values", "actions", "gifts"}

// Tables returns the reference tables of Queen's Challenge under opts.
func (g Game) Tables(opts engine.Options) ([]engine.Table, error) {
	if _, err := resolve(opts); err != nil {
		return nil, err
	}
	enemies, err := enemyTable(g, opts)
	if err != nil {
		return nil, err
	}
	powers, err := powerTable(g, opts)
	if err != nil {
		return nil, err
	}
	values, err := valueTable(g, opts)
	if err != nil {
		return nil, err
	}
	actions, err := actionTable(g, opts)
	if err != nil {
		return nil, err
	}
	gifts, err := giftTable(g, opts)
	if err != nil {
		return nil, err
	}
	return []engine.Table{enemies, powers, values, actions, gifts}, nil
}

func refProbe(g Game, opts engine.Options, zones ...string) (*engine.Probe, error) {
	return engine.NewProbe(g, opts, zones...)
}

// defeaters returns the suits whose cards the engine lets you cast against
// a ten of suit su in play.
func defeaters(g Game, opts engine.Options, su cards.Suit) ([]cards.Suit, error) {
	var out []cards.Suit
	for _, e := range cards.Suits {
		p, err := refProbe(g, opts, "in play: 10"+su.String(), "hand: K"+e.String())
		if err != nil {
			return nil, err
		}
		if p.Legal("cast K" + e.String()) {
			out = append(out, e)
		}
	}
	return out, nil
}

func suitNames(ss []cards.Suit) string {
	if len(ss) == 0 {
		return "nothing"
	}
	var ws []string
	for _, s := range ss {
		ws = append(ws, s.String()+" "+s.Name())
	}
	return strings.Join(ws, ", ")
}

func enemyTable(g Game, opts engine.Options) (engine.Table, error) {
	t := engine.Table{
		ID:     "enemies",
		Title:  "Enemy suits",
		Header: []string{"Card in play", "Defeated with"},
		Notes: []string{
			"One defeat adds up the enemy suit's power, its summoned card and any enemy-suit cards cast from your hand; the total must reach the card's value (§4.3). Power piles and summoned cards are not used up.",
		},
	}
	for _, su := range cards.Suits {
		ds, err := defeaters(g, opts, su)
		if err != nil {
			return t, err
		}
		t.Rows = append(t.Rows, []string{su.String() + " " + su.Name(), suitNames(ds)})
	}
	return t, nil
}

// powerTable says, for each suit's power pile, which cards in play its
// power attacks: an attack with one card in the pile is tried against an
// Ace (value 1) of each suit.
func powerTable(g Game, opts engine.Options) (engine.Table, error) {
	t := engine.Table{
		ID:     "powers",
		Title:  "Power piles",
		Header: []string{"Pile", "Its power attacks", "Its power also gives"},
		Notes:  []string{"A pile's power is the number of cards in it. Cards go on a pile in rising order, Ace 1 to King 13, so a pile holds at most 13 (§4.2)."},
	}
	for _, e := range cards.Suits {
		var targets []cards.Suit
		for _, su := range cards.Suits {
			p, err := refProbe(g, opts, "in play: A"+su.String(), "pile "+e.String()+": 2"+e.String())
			if err != nil {
				return t, err
			}
			if p.Legal("attack") {
				targets = append(targets, su)
			}
		}
		what := suitNames(targets) + " cards"
		if len(targets) == 0 {
			what = "nothing"
		}
		t.Rows = append(t.Rows, []string{e.String() + " " + e.Name(), what, "the strength of the " + e.String() + " gift"})
	}
	return t, nil
}

// valueTable asks the engine the value of each rank in play.
func valueTable(g Game, opts engine.Options) (engine.Table, error) {
	t := engine.Table{ID: "card-values", Title: "Card values", Header: []string{"Card", "Value"}}
	for r := cards.Ace; r <= cards.King; r++ {
		c := cards.New(r, cards.Hearts)
		p, err := refProbe(g, opts, "in play: "+c.String())
		if err != nil {
			return t, err
		}
		v, err := p.Get("value")
		if err != nil {
			return t, err
		}
		t.Rows = append(t.Rows, []string{r.String(), v})
	}
	return t, nil
}

// actionTable lists the actions of a turn, their limits measured by
// trying each twice in one turn.
func actionTable(g Game, opts engine.Options) (engine.Table, error) {
	type row struct{ name, does, zone, first, second string }
	rows := []row{
		{"Gather Power", "put a hand card on its suit's power pile, higher than the pile's top card; a pile's power is its number of cards",
			"hand: 3♥ 6♥", "gather 3♥", "gather 6♥"},
		{"Attack", "defeat the card in play with the enemy pile's power plus the enemy summoned card",
			"pile ♣: 5♣ 6♣ 7♣ 8♣ 9♣", "attack", "attack"},
		{"Cast a Spell", "add enemy-suit cards from your hand to an attack; the spells are discarded",
			"hand: 9♣ 8♣", "cast 9♣", "cast 8♣"},
		{"Use a Gift", "a suit's gift, as strong as its power (table gifts)",
			"pile ♠: 2♠ 3♠", "gift ♥", "gift ♠"},
	}
	t := engine.Table{ID: "actions", Title: "Actions of a turn", Header: []string{"Action", "What it does", "How many per turn"}}
	for _, r := range rows {
		zones := []string{r.zone, "in play: 3♦ 2♦", "deck: 4♠ 5♠ 7♥"}
		p, err := refProbe(g, opts, zones...)
		if err != nil {
			return t, err
		}
		if err := p.Do(r.first); err != nil {
			return t, fmt.Errorf("queens: actions: %s: %v", r.first, err)
		}
		limit := "one"
		if p.Legal(r.second) {
			limit = "any number"
		}
		t.Rows = append(t.Rows, []string{r.name, r.does, limit})
	}
	t.Notes = []string{"A turn is Draw (up to five cards), Actions in any order, then Flip (§4.1)."}
	return t, nil
}

// giftTable plays each suit's gift with power 3 and reports what it did.
func giftTable(g Game, opts engine.Options) (engine.Table, error) {
	t := engine.Table{
		ID:     "gifts",
		Title:  "Gifts (one per turn; strength = that suit's power)",
		Header: []string{"Gift", "Effect", "Example, power 3"},
	}
	type gift struct {
		su     cards.Suit
		effect string
		zones  []string
	}
	hearts := "discard that many cards from the top of the Challenge deck (they score)"
	r, _ := resolve(opts)
	if r.heartsInPlay {
		hearts = "discard that many cards from the top of the in-play stack (they score)"
	}
	spades := "the card in play loses that much value until it leaves play"
	if r.spadesTurn {
		spades = "the card in play loses that much value until the Flip"
	}
	clubs := "reveal your top card; you may summon it if its value ≤ your Clubs power, else discard it"
	if r.clubsForced {
		clubs = "reveal your top card; summon it if its value ≤ your Clubs power, else discard it"
	}
	gifts := []gift{
		{cards.Spades, spades, []string{"pile ♠: 2♠ 5♠ 9♠", "in play: K♥"}},
		{cards.Hearts, hearts, []string{"pile ♥: 2♥ 5♥ 9♥", "in play: 7♣ K♦", "challenge deck top: 2♣ 3♣ 4♣ 5♣"}},
		{cards.Diamonds, "look at that many cards from the top of your deck; put them back in any order", []string{"pile ♦: 2♦ 5♦ 9♦", "deck top: 4♠ 7♥ 8♣ 10♠"}},
		{cards.Clubs, clubs, []string{"pile ♣: 2♣ 5♣ 9♣", "deck top: 3♦ 10♠"}},
	}
	for _, gf := range gifts {
		p, err := refProbe(g, opts, gf.zones...)
		if err != nil {
			return t, err
		}
		before, err := giftState(p)
		if err != nil {
			return t, err
		}
		if err := p.Do("gift " + gf.su.String()); err != nil {
			return t, fmt.Errorf("queens: gift %s: %v", gf.su, err)
		}
		after, err := giftState(p)
		if err != nil {
			return t, err
		}
		var ex string
		switch gf.su {
		case cards.Spades:
			ex = fmt.Sprintf("K♥ in play: value %s → %s", before["value"], after["value"])
		case cards.Hearts:
			ex = fmt.Sprintf("Challenge discard %s → %s cards", before["challenge discard count"], after["challenge discard count"])
		case cards.Diamonds:
			ex = fmt.Sprintf("you look at %s cards: %s", after["looking count"], after["looking"])
		case cards.Clubs:
			switch {
			case after["revealed"] != "":
				ex = after["revealed"] + " revealed: you may summon it (value 3 ≤ 3) or discard it"
			case after["summoned ♦"] != before["summoned ♦"]:
				ex = after["summoned ♦"] + " revealed and summoned (value 3 ≤ 3)"
			default:
				return t, fmt.Errorf("queens: the gift of Clubs neither revealed nor summoned 3♦")
			}
		}
		t.Rows = append(t.Rows, []string{gf.su.String() + " " + gf.su.Name(), gf.effect, ex})
	}
	return t, nil
}

func giftState(p *engine.Probe) (map[string]string, error) {
	m := map[string]string{}
	for _, k := range []string{"value", "challenge discard count", "looking count", "looking", "summoned ♦", "revealed"} {
		v, err := p.Get(k)
		if err != nil {
			return nil, err
		}
		m[k] = v
	}
	return m, nil
}
