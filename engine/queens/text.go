package queens

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// zone keys in the order String writes them.
var zoneKeys = []string{"rand", "turn", "result", "gift used", "challenge deck", "in play", "challenge discard",
	"deck", "hand", "pile ♠", "pile ♥", "pile ♦", "pile ♣", "summoned", "discard", "looking", "reordered", "revealed"}

// queenZones hold cards of the Queen's Challenge deck; the others hold
// cards of your deck of magic.
func queenZone(k string) bool {
	return k == "challenge deck" || k == "challenge deck top" || k == "in play" || k == "challenge discard"
}

// canonKey writes a key with suit letters or names as "pile ♠".
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

// ParseState reads the text form String writes. Every card of both decks
// must be in exactly one zone.
func (Game) ParseState(opts engine.Options, text string) (engine.State, error) {
	var zones []engine.Zone
	for i, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		k, v, ok := strings.Cut(l, ":")
		pos := cards.Pos{File: "state", Line: i + 1}
		if !ok {
			return nil, cards.Errorf(pos, "queens: want \"zone: cards\", got %q", l)
		}
		zones = append(zones, engine.Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v), Pos: pos})
	}
	return build(opts, 0, zones, false)
}

// Start builds a starting state from a transcript's zone lines (see
// Vocabulary). Cards of a deck that no zone names go, shuffled by seed, to
// the bottom of that deck ("challenge deck", "deck"); if that zone is
// written out, to its discard pile; if that is written out too, it is an
// error.
func (Game) Start(setup engine.Setup, zones []engine.Zone) (engine.State, error) {
	opts, seed := setup.Options, setup.Seed
	return build(opts, seed, zones, true)
}

func build(opts engine.Options, seed uint64, zones []engine.Zone, fill bool) (engine.State, error) {
	r, err := resolve(opts)
	if err != nil {
		return nil, err
	}
	s := &State{rules: r, turn: 1, rng: engine.Seeded(seed)}
	var errs cards.ErrorList
	seen := map[string]bool{}
	usedQ, usedM := map[cards.Card]cards.Pos{}, map[cards.Card]cards.Pos{}
	var chalTop, deckTop []cards.Card
	list := func(z engine.Zone, queen bool) []cards.Card {
		var out []cards.Card
		for _, t := range cards.Fields(z.Value) {
			p := z.Pos
			if p.Col > 0 {
				p.Col += t.Col - 1
			}
			c, err := cards.Parse(t.Text)
			if err != nil || c.IsJoker() {
				if err == nil {
					err = fmt.Errorf("queens: %s: Queen's Challenge has no Jokers", t.Text)
				}
				errs.Append(p, err)
				continue
			}
			used := usedM
			deckName := "your deck of magic"
			if queen {
				used, deckName = usedQ, "the Queen's Challenge deck"
			}
			if q, dup := used[c]; dup {
				errs.Add(p, "queens: %s is already in a zone of %s (at %s)", c, deckName, q)
				continue
			}
			used[c] = p
			out = append(out, c)
		}
		return out
	}
	for _, z := range zones {
		k := canonKey(z.Key)
		if seen[k] {
			errs.Add(z.Pos, "queens: zone %q written twice", z.Key)
			continue
		}
		seen[k] = true
		switch k {
		case "rand":
			if err := s.rng.UnmarshalText([]byte(z.Value)); err != nil {
				errs.Append(z.Pos, err)
			}
		case "turn":
			n, err := strconv.Atoi(z.Value)
			if err != nil || n < 1 {
				errs.Add(z.Pos, "queens: turn: want a number from 1, got %q", z.Value)
			}
			s.turn = n
		case "result":
			i := slices.Index(resultNames[:], z.Value)
			if i < 0 {
				errs.Add(z.Pos, "queens: result: want playing, won, lost or stopped, got %q", z.Value)
				continue
			}
			s.result = Result(i)
		case "gift used":
			switch z.Value {
			case "yes", "no":
				s.giftUsed = z.Value == "yes"
			default:
				errs.Add(z.Pos, "queens: gift used: want yes or no, got %q", z.Value)
			}
		case "challenge deck":
			s.chal = list(z, true)
		case "challenge deck top":
			if !fill {
				errs.Add(z.Pos, "queens: unknown zone %q", z.Key)
				continue
			}
			chalTop = list(z, true)
		case "in play":
			s.inPlay, s.red = parseInPlay(z, &errs, usedQ)
		case "challenge discard":
			s.chalDiscard = list(z, true)
		case "deck":
			s.deck = list(z, false)
		case "deck top":
			if !fill {
				errs.Add(z.Pos, "queens: unknown zone %q", z.Key)
				continue
			}
			deckTop = list(z, false)
		case "hand":
			s.hand = list(z, false)
			if len(s.hand) > 5 {
				errs.Add(z.Pos, "queens: hand: %d cards, at most 5 (rule 4.1.2)", len(s.hand))
			}
		case "pile ♠", "pile ♥", "pile ♦", "pile ♣":
			suit, _ := parseSuit(strings.TrimPrefix(k, "pile "))
			p := list(z, false)
			for i, c := range p {
				switch {
				case c.Suit() != suit:
					errs.Add(z.Pos, "queens: %s: %s is not a %s card (rule 4.2.1)", k, c, suit.Name())
				case i > 0 && value(c) <= value(p[i-1]):
					errs.Add(z.Pos, "queens: %s: %s is not higher than %s below it (rule 4.2.2)", k, c, p[i-1])
				}
			}
			s.piles[si(suit)] = p
		case "summoned":
			for _, c := range list(z, false) {
				if s.summoned[si(c.Suit())] != cards.NoCard {
					errs.Add(z.Pos, "queens: summoned: two %s (one card per suit, rule 4.5.1)", c.Suit().Name())
				}
				s.summoned[si(c.Suit())] = c
			}
		case "discard":
			s.discard = list(z, false)
		case "looking":
			s.looking = list(z, false)
		case "reordered":
			s.reordered = list(z, false)
		case "revealed":
			rev := list(z, false)
			if len(rev) > 1 {
				errs.Add(z.Pos, "queens: revealed: one card at most, got %d", len(rev))
			}
			if len(rev) > 0 {
				s.revealed = rev[0]
			}
		default:
			errs.Add(z.Pos, "queens: unknown zone %q (zones: %s, challenge deck top, deck top)", z.Key, strings.Join(zoneKeys, ", "))
		}
	}
	var pos cards.Pos
	if len(zones) > 0 {
		pos = zones[0].Pos
		pos.Col = 0
	}
	if len(s.looking) > 0 && s.revealed != cards.NoCard {
		errs.Add(pos, "queens: looking and revealed: only one gift can be in progress")
	}
	if len(s.reordered) > 0 && len(s.looking) == 0 {
		errs.Add(pos, "queens: reordered cards without cards still looked at: put them in the deck")
	}
	if (len(s.looking) > 0 || s.revealed != cards.NoCard) && !s.giftUsed {
		if seen["gift used"] {
			errs.Add(pos, "queens: a gift is in progress, so gift used must be yes")
		}
		s.giftUsed = true
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	missQ, missM := missing(usedQ), missing(usedM)
	if fill {
		engine.ShuffleCards(&s.rng, missQ)
		engine.ShuffleCards(&s.rng, missM)
	}
	switch {
	case len(missQ) == 0:
	case fill && !seen["challenge deck"]:
		s.chal = append(s.chal, missQ...)
	case fill && !seen["challenge discard"]:
		s.chalDiscard = append(s.chalDiscard, missQ...)
	default:
		errs.Add(pos, "queens: cards of the Queen's Challenge deck in no zone: %s", cards.FormatList(missQ))
	}
	switch {
	case len(missM) == 0:
	case fill && !seen["deck"]:
		s.deck = append(s.deck, missM...)
	case fill && !seen["discard"]:
		s.discard = append(s.discard, missM...)
	default:
		errs.Add(pos, "queens: cards of your deck of magic in no zone: %s", cards.FormatList(missM))
	}
	s.chal = append(chalTop, s.chal...)
	s.deck = append(deckTop, s.deck...)
	if fill {
		s.checkWin()
	}
	return s, errs.Err()
}

func missing(used map[cards.Card]cards.Pos) []cards.Card {
	var out []cards.Card
	for _, c := range cards.Deck52() {
		if _, ok := used[c]; !ok {
			out = append(out, c)
		}
	}
	return out
}

// parseInPlay reads "7♣ K♥-3": the in-play stack, bottom first, each card
// with the gift of Spades' reduction of its value after a minus sign.
func parseInPlay(z engine.Zone, errs *cards.ErrorList, used map[cards.Card]cards.Pos) ([]cards.Card, []int) {
	var cs []cards.Card
	var red []int
	for _, t := range cards.Fields(z.Value) {
		p := z.Pos
		if p.Col > 0 {
			p.Col += t.Col - 1
		}
		name, r := t.Text, 0
		if i := strings.IndexByte(name, '-'); i > 0 {
			n, err := strconv.Atoi(name[i+1:])
			if err != nil || n < 1 || n > 1000 {
				errs.Add(p, "queens: in play: %q: want a card, with its reduction after a minus sign (K♥-3)", t.Text)
				continue
			}
			name, r = name[:i], n
		}
		c, err := cards.Parse(name)
		if err != nil || c.IsJoker() {
			errs.Add(p, "queens: in play: %q: want %s, no Jokers", t.Text, cards.NotationHelp)
			continue
		}
		if q, dup := used[c]; dup {
			errs.Add(p, "queens: %s is already in a zone of the Queen's Challenge deck (at %s)", c, q)
			continue
		}
		used[c] = p
		cs = append(cs, c)
		red = append(red, r)
	}
	return cs, red
}

// unordered zones compare as sets in expect lines.
var unordered = map[string]bool{"hand": true, "summoned": true, "discard": true, "challenge discard": true}

// Expect answers an expect line (see Vocabulary).
func (Game) Expect(st engine.State, key, want string) (string, bool, error) {
	s, ok := st.(*State)
	if !ok {
		return "", false, fmt.Errorf("queens: not a Queen's Challenge state")
	}
	k := canonKey(key)
	num := func(n int) (string, bool, error) {
		got := strconv.Itoa(n)
		return got, strings.TrimSpace(want) == got, nil
	}
	if base, ok := strings.CutSuffix(k, " count"); ok {
		cs, found := s.zone(base)
		if !found {
			return "", false, fmt.Errorf("queens: unknown zone %q in %q", base, key)
		}
		return num(len(cs))
	}
	switch k {
	case "turn":
		return num(s.turn)
	case "score":
		return num(s.Score())
	case "value":
		if _, ok := s.Current(); !ok {
			return "none", want == "none", nil
		}
		return num(s.Value())
	case "result":
		return s.result.String(), want == s.result.String(), nil
	case "gift used":
		return yesNo(s.giftUsed), want == yesNo(s.giftUsed), nil
	case "current":
		c, ok := s.Current()
		if !ok {
			return "none", want == "none", nil
		}
		w, err := cards.Parse(want)
		return c.String(), err == nil && w == c, nil
	case "in play":
		got := s.inPlayText()
		return got, strings.Join(strings.Fields(want), " ") == got, nil
	}
	for _, suit := range cards.Suits {
		switch k {
		case "power " + suit.String():
			return num(s.Power(suit))
		case "summoned " + suit.String():
			c := s.summoned[si(suit)]
			if c == cards.NoCard {
				return "none", want == "none", nil
			}
			w, err := cards.Parse(want)
			return c.String(), err == nil && w == c, nil
		}
	}
	var got []cards.Card
	prefix, suffix := false, false
	switch k {
	case "deck top":
		got, prefix = s.deck, true
	case "challenge deck top":
		got, prefix = s.chal, true
	case "deck bottom":
		got, suffix = s.deck, true
	default:
		var found bool
		if got, found = s.zone(k); !found {
			return "", false, fmt.Errorf("queens: unknown expect key %q (see cardstock help transcripts)", key)
		}
	}
	w, err := cards.ParseList(cards.Pos{}, want)
	if err != nil {
		return "", false, fmt.Errorf("queens: expect %s: %w", key, err)
	}
	switch {
	case prefix && len(got) > len(w):
		got = got[:len(w)]
	case suffix && len(got) > len(w):
		got = got[len(got)-len(w):]
	}
	if unordered[k] {
		a, b := slices.Clone(got), slices.Clone(w)
		slices.Sort(a)
		slices.Sort(b)
		return cards.FormatList(got), slices.Equal(a, b), nil
	}
	return cards.FormatList(got), slices.Equal(got, w), nil
}

// zone returns the cards of the zone named k (canonical key).
func (s *State) zone(k string) ([]cards.Card, bool) {
	switch k {
	case "challenge deck":
		return s.chal, true
	case "in play":
		return s.inPlay, true
	case "challenge discard":
		return s.chalDiscard, true
	case "deck":
		return s.deck, true
	case "hand":
		return s.hand, true
	case "summoned":
		return s.summonedList(), true
	case "discard":
		return s.discard, true
	case "looking":
		return s.looking, true
	case "reordered":
		return s.reordered, true
	case "revealed":
		if s.revealed == cards.NoCard {
			return nil, true
		}
		return []cards.Card{s.revealed}, true
	}
	for _, suit := range cards.Suits {
		if k == "pile "+suit.String() {
			return s.piles[si(suit)], true
		}
	}
	return nil, false
}

// Vocabulary documents the transcript words of Queen's Challenge.
func (Game) Vocabulary() engine.Vocabulary {
	return engine.Vocabulary{
		Zones: []engine.Term{
			{Syntax: "challenge deck: CARDS", Doc: "the face-down Challenge deck, top first"},
			{Syntax: "challenge deck top: CARDS", Doc: "only the top of the Challenge deck; the rest of the Queen's cards go below"},
			{Syntax: "in play: CARDS", Doc: "the in-play stack, bottom first; the last is the card in play; K♥-3 is a King lowered by 3 by the gift of Spades"},
			{Syntax: "challenge discard: CARDS", Doc: "defeated and discarded challenge cards (the score)"},
			{Syntax: "deck: CARDS", Doc: "your deck of magic, top first"},
			{Syntax: "deck top: CARDS", Doc: "only the top of your deck; the rest of your cards go below"},
			{Syntax: "hand: CARDS", Doc: "your hand, at most 5 cards"},
			{Syntax: "pile SUIT: CARDS", Doc: "a power pile, bottom first, strictly rising (pile ♣: 3♣ 6♣; S H D C work too)"},
			{Syntax: "summoned: CARDS", Doc: "the summoning zone, at most one card per suit"},
			{Syntax: "discard: CARDS", Doc: "your discard pile"},
			{Syntax: "looking: CARDS / reordered: CARDS", Doc: "a gift of Diamonds in progress: cards still to put back, and those put back so far (top first)"},
			{Syntax: "revealed: CARD", Doc: "a gift of Clubs in progress: the card to summon or decline"},
			{Syntax: "rand: STATE", Doc: "the generator's state as the text form prints it (nothing is left to chance after the setup)"},
			{Syntax: "turn: N / gift used: yes|no / result: playing|won|lost|stopped", Doc: "the turn number (from 1), whether this turn's gift is used, and the outcome"},
		},
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
			{Syntax: "ZONE: CARDS", Doc: "any zone above; hand, summoned, discard and challenge discard compare in any order, the others in order"},
			{Syntax: "deck top: CARDS / challenge deck top: CARDS / deck bottom: CARDS", Doc: "the first or last cards of a deck"},
			{Syntax: "ZONE count: N", Doc: "the number of cards in a zone (deck count: 47)"},
			{Syntax: "power SUIT: N", Doc: "the power of a pile"},
			{Syntax: "summoned SUIT: CARD|none", Doc: "one slot of the summoning zone"},
			{Syntax: "current: CARD|none / value: N", Doc: "the card in play and its value after the gift of Spades"},
			{Syntax: "score: N / result: playing|won|lost|stopped / turn: N / gift used: yes|no", Doc: "the outcome and the turn"},
		},
		Notes: []string{
			"The start is a seed (the Challenge deck and then your deck shuffled by the state's generator, engine.Seeded(seed), then the first Draw) or zone lines; cards no zone names go, shuffled by the seed, below the deck of their own deck (or to its discard pile if the deck is written out).",
		},
	}
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
