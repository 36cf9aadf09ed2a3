package queens

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// The two decks: the same 52 cards each.
const (
	queenDeck = "the Queen's Challenge deck"
	magicDeck = "your deck of magic"
)

func st(s engine.State) *State { return s.(*State) }

// zone declares a zone kept as a slice of the state.
func zone(name, deck string, vis engine.Visibility, ordered bool, doc string, f func(*State) *[]cards.Card) engine.ZoneSpec {
	return engine.ZoneSpec{Name: name, Deck: deck, Vis: vis, Ordered: ordered, Doc: doc,
		Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return f(st(s)) }}
}

// field declares a value of the state.
func field(name, doc string, get func(*State) string, set func(*State, string) error) engine.FieldSpec {
	return engine.FieldSpec{Name: name, Vis: engine.Public, Doc: doc,
		Get: func(s engine.State, _ engine.Player) string { return get(st(s)) },
		Set: func(s engine.State, _ engine.Player, v string) error { return set(st(s), v) }}
}

// pileZone declares the power pile of suit: bottom first, strictly rising.
func pileZone(suit cards.Suit, doc string) engine.ZoneSpec {
	z := zone("pile "+suit.String(), magicDeck, engine.Public, true, doc,
		func(s *State) *[]cards.Card { return &s.piles[si(suit)] })
	z.Check = func(p []cards.Card) error {
		for i, c := range p {
			switch {
			case c.Suit() != suit:
				return fmt.Errorf("%s is not a %s card (rule 4.2.1)", c, suit.Name())
			case i > 0 && value(c) <= value(p[i-1]):
				return fmt.Errorf("%s is not higher than %s below it (rule 4.2.2)", c, p[i-1])
			}
		}
		return nil
	}
	return z
}

// schema declares the state of Queen's Challenge: the text form, the
// starting state of a transcript, the zone expect keys, the observation
// and the conservation of both decks derive from it.
var schema = &engine.Schema{
	Zones: []engine.ZoneSpec{
		func() engine.ZoneSpec {
			z := zone("challenge deck", queenDeck, engine.Hidden, true,
				"the face-down Challenge deck, top first; \"challenge deck top: CARDS\" names only its top, the rest of the Queen's cards going below",
				func(s *State) *[]cards.Card { return &s.chal })
			z.TopAtStart = true
			return z
		}(),
		func() engine.ZoneSpec {
			z := zone("in play", queenDeck, engine.Public, true,
				"the in-play stack, bottom first; the last is the card in play; K♥-3 is a King lowered by 3 by the gift of Spades",
				func(s *State) *[]cards.Card { return &s.inPlay })
			z.Marks = func(s engine.State, _ engine.Player) *[]int { return &st(s).red }
			z.MarkMax, z.MarkDoc = 1000, "reduction after a minus sign (K♥-3)"
			return z
		}(),
		zone("challenge discard", queenDeck, engine.Public, false, "defeated and discarded challenge cards (the score)",
			func(s *State) *[]cards.Card { return &s.chalDiscard }),
		func() engine.ZoneSpec {
			z := zone("deck", magicDeck, engine.Hidden, true,
				"your deck of magic, top first; \"deck top: CARDS\" names only its top, the rest of your cards going below",
				func(s *State) *[]cards.Card { return &s.deck })
			z.TopAtStart = true
			return z
		}(),
		func() engine.ZoneSpec {
			z := zone("hand", magicDeck, engine.Public, false, "your hand, at most 5 cards",
				func(s *State) *[]cards.Card { return &s.hand })
			z.Check = func(h []cards.Card) error {
				if len(h) > 5 {
					return fmt.Errorf("%d cards, at most 5 (rule 4.1.2)", len(h))
				}
				return nil
			}
			return z
		}(),
		pileZone(cards.Spades, "a power pile, bottom first, strictly rising (pile ♣: 3♣ 6♣; pile C and pile clubs work too); one for each suit"),
		pileZone(cards.Hearts, ""),
		pileZone(cards.Diamonds, ""),
		pileZone(cards.Clubs, ""),
		{Name: "summoned", Deck: magicDeck, Vis: engine.Public, Doc: "the summoning zone, at most one card per suit",
			Get: func(s engine.State, _ engine.Player) []cards.Card { return st(s).summonedList() },
			Set: func(es engine.State, _ engine.Player, cs []cards.Card) error {
				s := st(es)
				s.summoned = [4]cards.Card{}
				for _, c := range cs {
					if c.Suit() == cards.NoSuit {
						return fmt.Errorf("%s: Queen's Challenge has no Jokers", c)
					}
					if s.summoned[si(c.Suit())] != cards.NoCard {
						return fmt.Errorf("two %s (one card per suit, rule 4.5.1)", c.Suit().Name())
					}
					s.summoned[si(c.Suit())] = c
				}
				return nil
			}},
		zone("discard", magicDeck, engine.Public, false, "your discard pile",
			func(s *State) *[]cards.Card { return &s.discard }),
		zone("looking", magicDeck, engine.Public, true, "a gift of Diamonds in progress: the cards still to put back",
			func(s *State) *[]cards.Card { return &s.looking }),
		zone("reordered", magicDeck, engine.Public, true, "a gift of Diamonds in progress: the cards put back so far, top first",
			func(s *State) *[]cards.Card { return &s.reordered }),
		{Name: "revealed", Deck: magicDeck, Vis: engine.Public, Ordered: true, Doc: "a gift of Clubs in progress: the card to summon or decline",
			Get: func(s engine.State, _ engine.Player) []cards.Card {
				if c := st(s).revealed; c != cards.NoCard {
					return []cards.Card{c}
				}
				return nil
			},
			Set: func(es engine.State, _ engine.Player, cs []cards.Card) error {
				s := st(es)
				switch len(cs) {
				case 0:
					s.revealed = cards.NoCard
				case 1:
					s.revealed = cs[0]
				default:
					return fmt.Errorf("one card at most, got %d", len(cs))
				}
				return nil
			}},
	},
	Fields: []engine.FieldSpec{
		field("turn", "the turn number, from 1",
			func(s *State) string { return strconv.Itoa(s.turn) },
			func(s *State, v string) error {
				n, err := strconv.Atoi(v)
				if err != nil || n < 1 {
					return fmt.Errorf("want a number from 1, got %q", v)
				}
				s.turn = n
				return nil
			}),
		field("result", "the outcome: playing, won, lost or stopped",
			func(s *State) string { return s.result.String() },
			func(s *State, v string) error {
				for i, n := range resultNames {
					if n == v {
						s.result = Result(i)
						return nil
					}
				}
				return fmt.Errorf("want playing, won, lost or stopped, got %q", v)
			}),
		field("gift used", "whether this turn's gift is used: yes or no (yes while a gift is in progress)",
			func(s *State) string { return yesNo(s.giftUsed) },
			func(s *State, v string) error {
				switch v {
				case "yes", "no":
					s.giftUsed = v == "yes"
					return nil
				}
				return fmt.Errorf("want yes or no, got %q", v)
			}),
	},
	Decks: []engine.DeckSpec{
		{Name: queenDeck, Cards: func(engine.Options) []cards.Card { return cards.Deck52() },
			Reserves: []string{"challenge deck", "challenge discard"}},
		{Name: magicDeck, Cards: func(engine.Options) []cards.Card { return cards.Deck52() },
			Reserves: []string{"deck", "discard"}},
	},
	Cards:          func(engine.Options) []cards.Card { return append(cards.Deck52(), cards.Deck52()...) },
	StartEmpty:     true,
	DefaultPlayers: 1,
	Make: func(opts engine.Options, n int) engine.State {
		if n != 1 {
			return nil
		}
		r, err := resolve(opts)
		if err != nil {
			r, _ = resolve(nil)
		}
		return &State{rules: r, turn: 1}
	},
	Rand:    func(s engine.State) *engine.Rand { return &st(s).rng },
	Players: func(engine.State) int { return 1 },
	Key:     canonKey,
	Check:   func(s engine.State) error { return st(s).check() },
	Started: func(es engine.State) error {
		s := st(es)
		if s.pending() != noGift {
			s.giftUsed = true
		}
		s.checkWin()
		return nil
	},
	Expect: expect,
	Actions: []engine.Term{
		{Syntax: "gather CARD", Doc: "Gather Power: put CARD from your hand on its suit's power pile (§4.2)"},
		{Syntax: "attack", Doc: "defeat the card in play with the enemy pile's power plus the enemy summoned card (§4.3)"},
		{Syntax: "cast CARD...", Doc: "Cast a Spell with these enemy-suit cards from your hand; the attack's power and summoned card always add (§4.3); \"attack + cast 5♠\" is the same"},
		{Syntax: "gift SUIT", Doc: "use this turn's gift: ♠ lowers the card in play, ♥ discards Challenge cards, ♦ looks at your deck, ♣ reveals your top card (§4.4)"},
		{Syntax: "order CARD", Doc: "gift of Diamonds: put CARD back next, from the top down; \"gift ♦ 4♥ 2♠ A♣\" writes the gift and its order in one line"},
		{Syntax: "summon / decline", Doc: "gift of Clubs: summon the revealed card, or discard it; \"gift ♣ summon\" in one line"},
		{Syntax: "flip", Doc: "end your actions: the Flip (§4.6), then the next turn's Draw (§4.1.2)"},
		{Syntax: "stop", Doc: "stop and score (high-score play, §6.1.2)"},
	},
	Expects: []engine.Term{
		{Syntax: "power SUIT: N", Doc: "the power of a pile"},
		{Syntax: "summoned SUIT: CARD|none", Doc: "one slot of the summoning zone"},
		{Syntax: "current: CARD|none / value: N", Doc: "the card in play and its value after the gift of Spades"},
		{Syntax: "score: N", Doc: "the number of cards in the Challenge discard pile"},
	},
	Notes: []string{
		"The start is a seed (the Challenge deck and then your deck shuffled by the state's generator, engine.Seeded(seed), then the first Draw) or zone lines; cards no zone names go, shuffled by the seed (the Queen's cards first), below the deck of their own deck (or to its discard pile if the deck is written out): \"deck top: 9♦ 8♦\" puts 9♦ on top of your deck.",
		"A pile's suit may be written ♠ S spades (pile S: 2♠ 5♠); keys are read in any case.",
	},
}

// canonKey writes a key with suit letters or names as "pile ♠", in
// lower case with single spaces.
func canonKey(k string) string {
	k = strings.Join(strings.Fields(strings.ToLower(k)), " ")
	for _, p := range []string{"pile ", "power ", "summoned "} {
		if rest, ok := strings.CutPrefix(k, p); ok {
			if suit, ok := parseSuit(rest); ok {
				return p + suit.String()
			}
		}
	}
	return k
}

// check refuses states no play reaches: two gifts in progress, cards put
// back without cards looked at, a gift in progress not counted as used.
func (s *State) check() error {
	switch {
	case len(s.looking) > 0 && s.revealed != cards.NoCard:
		return fmt.Errorf("queens: looking and revealed: only one gift can be in progress")
	case len(s.reordered) > 0 && len(s.looking) == 0:
		return fmt.Errorf("queens: reordered cards without cards still looked at: put them in the deck")
	case s.pending() != noGift && !s.giftUsed:
		return fmt.Errorf("queens: a gift is in progress, so gift used must be yes")
	}
	return nil
}

// Schema returns the declaration of the state of Queen's Challenge.
func (Game) Schema() *engine.Schema { return schema }

// String is the text form (engine.FormatState): one "zone: cards" line
// per zone, in a fixed order, as Game.ParseState and transcripts read it.
func (s *State) String() string { return engine.FormatState(schema, s) }

// ParseState reads the text form String writes. Every card of both decks
// must be in exactly one zone of its deck.
func (Game) ParseState(opts engine.Options, text string) (engine.State, error) {
	if _, err := resolve(opts); err != nil {
		return nil, err
	}
	return engine.ParseState(schema, opts, text)
}

// Start builds a starting state from a transcript's zone lines
// (engine.Start of the schema). Cards of a deck that no zone names go,
// shuffled by seed, to the bottom of that deck ("challenge deck",
// "deck"); if that zone is written out, to its discard pile; if that is
// written out too, it is an error.
func (g Game) Start(setup engine.Setup, zones []engine.Zone) (engine.State, error) {
	return engine.Start(schema, g, setup, zones)
}

// Expect answers an expect line (engine.Expect of the schema, and the
// keys of expect).
func (g Game) Expect(s engine.State, key, want string) (string, bool, error) {
	got, ok, err := engine.Expect(schema, g, s, key, want)
	if err != nil {
		return got, ok, fmt.Errorf("queens: %w", err)
	}
	return got, ok, nil
}

// expect answers the expect keys of Queen's Challenge that are not a zone
// or a value of the state: score, value, current (the card in play),
// power SUIT and summoned SUIT.
func expect(es engine.State, key, want string) (string, bool, bool, error) {
	s := st(es)
	k := canonKey(key)
	num := func(n int) (string, bool, bool, error) {
		got := strconv.Itoa(n)
		return got, strings.TrimSpace(want) == got, true, nil
	}
	card := func(c cards.Card) (string, bool, bool, error) {
		if c == cards.NoCard {
			return "none", want == "none", true, nil
		}
		w, err := cards.Parse(want)
		return c.String(), err == nil && w == c, true, nil
	}
	switch k {
	case "score":
		return num(s.Score())
	case "value":
		if _, ok := s.Current(); !ok {
			return "none", want == "none", true, nil
		}
		return num(s.Value())
	case "current":
		c, _ := s.Current()
		return card(c)
	}
	for _, suit := range cards.Suits {
		switch k {
		case "power " + suit.String():
			return num(s.Power(suit))
		case "summoned " + suit.String():
			return card(s.summoned[si(suit)])
		}
	}
	return "", false, false, nil
}

// Vocabulary documents the transcript words of Queen's Challenge
// (engine.VocabularyOf the schema).
func (Game) Vocabulary() engine.Vocabulary { return engine.VocabularyOf(schema) }

// Zones lists every zone with its cards, for engine.Zoned.
func (s *State) Zones() []engine.Pile {
	var ps []engine.Pile
	for _, z := range schema.Zones {
		var cs []cards.Card
		if z.Cards != nil {
			cs = *z.Cards(s, 0)
		} else {
			cs = z.Get(s, 0)
		}
		ps = append(ps, engine.Pile{Name: z.Name, Cards: cs})
	}
	return ps
}

// View is what the player sees: face-down decks as counts, the rest as in
// String, and the value of the card in play.
func (s *State) View() string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d, %s; gift used: %s; score %d\n", s.turn, s.result, yesNo(s.giftUsed), s.Score())
	fmt.Fprintf(&b, "challenge deck: %d cards face down\n", len(s.chal))
	if c, ok := s.Current(); ok {
		e, _ := s.enemy(c.Suit())
		fmt.Fprintf(&b, "in play: %s (value %d; defeat it with %s)\n", c, s.Value(), e)
		if n := len(s.inPlay); n > 1 {
			fmt.Fprintf(&b, "beneath it: %s\n", cards.FormatList(s.inPlay[:n-1]))
		}
	} else {
		b.WriteString("in play: none\n")
	}
	fmt.Fprintf(&b, "your deck: %d cards face down\n", len(s.deck))
	fmt.Fprintf(&b, "hand: %s\n", cards.FormatList(s.hand))
	for _, suit := range cards.Suits {
		p := s.piles[si(suit)]
		fmt.Fprintf(&b, "pile %s (power %d)", suit, len(p))
		if len(p) > 0 {
			b.WriteString(": " + cards.FormatList(p))
		}
		if c := s.summoned[si(suit)]; c != cards.NoCard {
			fmt.Fprintf(&b, "; summoned %s", c)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "your discard: %d cards\n", len(s.discard))
	if len(s.looking) > 0 {
		fmt.Fprintf(&b, "gift of Diamonds: put back %s", cards.FormatList(s.looking))
		if len(s.reordered) > 0 {
			fmt.Fprintf(&b, " below %s", cards.FormatList(s.reordered))
		}
		b.WriteString(", one at a time from the top down\n")
	}
	if s.revealed != cards.NoCard {
		fmt.Fprintf(&b, "gift of Clubs: revealed %s\n", s.revealed)
	}
	return b.String()
}
