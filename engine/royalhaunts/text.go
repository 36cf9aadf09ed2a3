package royalhaunts

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

var statusNames = map[int8]string{playing: "playing", won: "won", lost: "lost"}

// statusUnset marks a state read from transcript lines without a status
// line: Started works it out from the position.
const statusUnset int8 = 2

func st(s engine.State) *State { return s.(*State) }

func cardsOf(f func(*State) *[]cards.Card) func(engine.State, engine.Player) *[]cards.Card {
	return func(s engine.State, _ engine.Player) *[]cards.Card { return f(st(s)) }
}

func public(name, doc string, f func(*State) *[]cards.Card) engine.ZoneSpec {
	return engine.ZoneSpec{Name: name, Vis: engine.Public, Ordered: true, Doc: doc, Cards: cardsOf(f)}
}

func textField(name, doc string, get func(*State) string, set func(*State, string) error) engine.FieldSpec {
	return engine.FieldSpec{Name: name, Vis: engine.Public, Doc: doc,
		Get: func(s engine.State, _ engine.Player) string { return get(st(s)) },
		Set: func(s engine.State, _ engine.Player, v string) error { return set(st(s), v) }}
}

// schema declares Royal Haunts' zones and values; the text form, the
// starting state of a transcript and the zone expect keys derive from it.
var schema = &engine.Schema{
	Zones: func() []engine.ZoneSpec {
		z := []engine.ZoneSpec{{Name: "deck", Vis: engine.Hidden, Ordered: true, TopFirst: true,
			Doc:   "the draw deck, written top card first; cards no line names go under these, shuffled by the seed",
			Cards: cardsOf(func(s *State) *[]cards.Card { return &s.deck })}}
		for i := 0; i < 3; i++ {
			n := strconv.Itoa(i + 1)
			z = append(z,
				engine.ZoneSpec{Name: "room " + n + " down", Vis: engine.Hidden, Ordered: true,
					Doc:   "room " + n + "'s face-down cards, bottom first",
					Cards: cardsOf(func(s *State) *[]cards.Card { return &s.rooms[i].down })},
				public("room "+n+" up", "room "+n+"'s spell in progress, bottom first (the last card is the top)",
					func(s *State) *[]cards.Card { return &s.rooms[i].up }))
		}
		return append(z,
			public("hand", "your hand", func(s *State) *[]cards.Card { return &s.hand }),
			public("chamber", "the Chamber, left to right", func(s *State) *[]cards.Card { return &s.chamber }),
			public("pool", "the Arcane Pool, oldest first", func(s *State) *[]cards.Card { return &s.pool }),
			public("grave", "the Grave, oldest first", func(s *State) *[]cards.Card { return &s.grave }),
			public("removed", "cards removed from the game", func(s *State) *[]cards.Card { return &s.removed }),
			public("captured", "captured Aces", func(s *State) *[]cards.Card { return &s.captured }),
			public("resolving", "revealed Aces and face cards being resolved", func(s *State) *[]cards.Card { return &s.resolving }),
			public("looking", "cards looked at, to choose from", func(s *State) *[]cards.Card { return &s.looking }),
			public("picked", "cards chosen so far, in order", func(s *State) *[]cards.Card { return &s.picked }),
			public("taken", "a card taken from the Grave by Hearts", func(s *State) *[]cards.Card { return &s.taken }),
		)
	}(),
	Fields: []engine.FieldSpec{
		textField("status", "playing, won or lost (worked out when a transcript leaves it out)",
			func(s *State) string { return statusNames[s.status] },
			func(s *State, v string) error {
				for k, n := range statusNames {
					if n == v {
						s.status = k
						return nil
					}
				}
				return fmt.Errorf("royalhaunts: bad status %q: want playing, won or lost", v)
			}),
		textField("turn", "the turn number, from 1",
			func(s *State) string { return strconv.Itoa(s.turn) },
			func(s *State, v string) error {
				n, err := strconv.Atoi(v)
				if err != nil || n < 1 {
					return fmt.Errorf("royalhaunts: bad turn %q: want a number from 1", v)
				}
				s.turn = n
				return nil
			}),
		textField("held", "rooms holding a held Straight", (*State).heldText,
			func(s *State, v string) error {
				for _, t := range cards.Fields(v) {
					r, err := parseRoom(t.Text)
					if err != nil {
						return err
					}
					s.rooms[r].held = true
				}
				return nil
			}),
		textField("revealed", "suits whose Ace was revealed since the last four-Aces swap", (*State).revealedText,
			func(s *State, v string) error {
				for _, t := range cards.Fields(v) {
					su, ok := parseSuit(t.Text)
					if !ok {
						return fmt.Errorf("royalhaunts: bad suit %q: want ♠ ♥ ♦ ♣", t.Text)
					}
					s.revealed |= 1 << su
				}
				return nil
			}),
		textField("last spell", "the last spell completed (Pair ... Five of a Kind)",
			func(s *State) string { return s.last },
			func(s *State, v string) error { s.last = v; return nil }),
		textField("pending", "pending choices and work, bottom first: TASK A B C D E, ...", (*State).pendingText,
			func(s *State, v string) error { s.tasks = s.tasks[:0]; return s.readPending(v) }),
	},
	Reserve:    "deck",
	StartEmpty: true,
	Cards:      func(opts engine.Options) []cards.Card { return configOf(opts).deck() },
	Make: func(opts engine.Options, n int) engine.State {
		if n != 1 {
			return nil
		}
		s := newState(configOf(opts), 0)
		s.status = statusUnset
		return s
	},
	Rand:    func(s engine.State) *engine.Rand { return &st(s).rng },
	Players: func(engine.State) int { return 1 },
	Check:   func(s engine.State) error { return st(s).check() },
	Started: func(s engine.State) error { return st(s).started() },
	Expect:  expect,
}

// configOf resolves options already checked by the engine.
func configOf(opts engine.Options) *config {
	cfg, err := newConfig(Game{}, opts)
	if err != nil {
		cfg, _ = newConfig(Game{}, nil)
	}
	return cfg
}

// Schema returns the declaration of Royal Haunts' state.
func (Game) Schema() *engine.Schema { return schema }

// String is the text form.
func (s *State) String() string { return engine.FormatState(schema, s) }

// ParseState reads a state from its text form (State.String).
func (g Game) ParseState(opts engine.Options, text string) (engine.State, error) {
	if _, err := newConfig(g, opts); err != nil {
		return nil, err
	}
	es, err := engine.ParseState(schema, opts, text)
	if err != nil {
		return nil, err
	}
	s := st(es)
	if s.status == statusUnset {
		return nil, fmt.Errorf("royalhaunts: state text without a status")
	}
	if t := s.top(); t != nil && !t.kind.choice() {
		return nil, fmt.Errorf("royalhaunts: state text has automatic work pending on top (%s)", taskNames[t.kind])
	}
	if t := s.top(); t != nil && !s.choiceHasOptions(t) {
		return nil, fmt.Errorf("royalhaunts: state text has a pending choice (%s) with nothing to choose", taskNames[t.kind])
	}
	return s, nil
}

// started finishes a transcript's starting state: the status worked out
// when no line gives it, and pending automatic work done at once.
func (s *State) started() error {
	if err := s.checkPending(); err != nil {
		return err
	}
	if s.status == statusUnset {
		s.status = playing
		s.checkWin()
		s.checkLoss()
	}
	if err := s.check(); err != nil {
		return err
	}
	s.run()
	return nil
}

// check refuses positions the rules cannot reach.
func (s *State) check() error {
	for i := range s.rooms {
		r := &s.rooms[i]
		if len(r.up) > 5 {
			return fmt.Errorf("royalhaunts: room %d has %d face-up cards: at most 5", i+1, len(r.up))
		}
		if r.held && len(r.up) == 0 {
			return fmt.Errorf("royalhaunts: room %d is held but has no face-up cards", i+1)
		}
	}
	if len(s.taken) > 1 {
		return fmt.Errorf("royalhaunts: at most one taken card")
	}
	if err := s.checkPending(); err != nil {
		return err
	}
	if s.status != playing && s.status != statusUnset && len(s.tasks) > 0 {
		return fmt.Errorf("royalhaunts: a finished game has no pending choice")
	}
	return nil
}

// expect answers Royal Haunts' own expect keys: "pending" (the choice
// waiting), "revealed" in any suit notation, "status" and "last spell" in
// any case.
func expect(es engine.State, key, want string) (got string, ok, handled bool, err error) {
	s := st(es)
	switch key {
	case "pending":
		got = "none"
		if t := s.top(); t != nil {
			got = taskNames[t.kind]
		}
		return got, got == want, true, nil
	case "revealed":
		var ws []string
		for _, t := range cards.Fields(want) {
			if su, ok := parseSuit(t.Text); ok {
				ws = append(ws, su.String())
			}
		}
		got = s.revealedText()
		return got, strings.Join(ws, " ") == got, true, nil
	case "status", "last spell":
		got = statusNames[s.status]
		if key == "last spell" {
			got = s.last
		}
		return got, strings.EqualFold(got, want), true, nil
	}
	return "", false, false, nil
}

func (s *State) heldText() string {
	var w []string
	for i := range s.rooms {
		if s.rooms[i].held {
			w = append(w, strconv.Itoa(i+1))
		}
	}
	return strings.Join(w, " ")
}

func (s *State) revealedText() string {
	var w []string
	for _, su := range cards.Suits {
		if s.revealed&(1<<su) != 0 {
			w = append(w, su.String())
		}
	}
	return strings.Join(w, " ")
}

func (s *State) pendingText() string {
	w := make([]string, len(s.tasks))
	for i, t := range s.tasks {
		w[i] = fmt.Sprintf("%s %d %d %d %d %d", taskNames[t.kind], t.a, t.b, t.c, t.d, t.e)
	}
	return strings.Join(w, ", ")
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func (s *State) readPending(v string) error {
	if v == "" {
		return nil
	}
	for _, item := range strings.Split(v, ",") {
		f := strings.Fields(item)
		if len(f) != 6 {
			return fmt.Errorf("royalhaunts: bad pending task %q: want NAME and five numbers", strings.TrimSpace(item))
		}
		k := taskKind(0)
		for i, n := range taskNames {
			if n != "" && n == f[0] {
				k = taskKind(i)
			}
		}
		if k == 0 {
			return fmt.Errorf("royalhaunts: unknown pending task %q", f[0])
		}
		var args [5]uint8
		for i := range args {
			n, err := strconv.ParseUint(f[i+1], 10, 8)
			if err != nil {
				return fmt.Errorf("royalhaunts: bad pending task %q: %q is not a number 0 to 255", strings.TrimSpace(item), f[i+1])
			}
			args[i] = uint8(n)
		}
		s.tasks = append(s.tasks, task{kind: k, a: args[0], b: args[1], c: args[2], d: args[3], e: args[4]})
	}
	return nil
}

// checkPending makes sure pending tasks refer to things that exist, so that
// a state read from text cannot make the engine misbehave.
func (s *State) checkPending() error {
	bad := func(t task) error {
		return fmt.Errorf("royalhaunts: pending task %s does not fit the position", taskNames[t.kind])
	}
	for i, t := range s.tasks {
		topmost := i == len(s.tasks)-1
		switch t.kind {
		case tReveal, dReact:
			c := cards.Card(t.a)
			if !c.Valid() || t.b > fromAce {
				return bad(t)
			}
			if (isAce(c) || isFace(c)) && !slices.Contains(s.resolving, c) {
				return bad(t)
			}
			if t.kind == dReact && s.heldRooms() == 0 {
				return bad(t)
			}
		case dAce:
			if !isAce(cards.Card(t.a)) || !slices.Contains(s.resolving, cards.Card(t.a)) {
				return bad(t)
			}
		case tReplace, tComplete:
			if t.a > 2 {
				return bad(t)
			}
			if t.kind == tComplete && len(s.rooms[t.a].up) != 5 {
				return bad(t)
			}
		case tEffect:
			if t.a < uint8(cards.Spades) || t.a > uint8(cards.Clubs) || t.b > 10 {
				return bad(t)
			}
		case tGroup, tTop, tSwap, tRefill:
		case dSpell:
			if t.a > 9 || t.c > 4 || t.d > 4 {
				return bad(t)
			}
			if t.e&flagHoldable != 0 && (t.b > 2 || len(s.rooms[t.b].up) == 0 || !topmost) {
				return bad(t)
			}
		case dPair2:
			if (kind(t.a) != kShuffle && kind(t.a) != kDiscard) || t.b > 4 {
				return bad(t)
			}
		case dLook:
			if taskKind(t.b) != dOrder && taskKind(t.b) != dTopBottom {
				return bad(t)
			}
		case dOrder:
			if t.a > destChamber {
				return bad(t)
			}
		case dTaken:
			if len(s.taken) != 1 || !topmost {
				return bad(t)
			}
		case dPay:
			if t.a == 0 || int(t.a) > len(s.pool) {
				return bad(t)
			}
		case dTopBottom, dPoolPick, dKeep, dSpades, dClubs, dHearts:
		default:
			return bad(t)
		}
	}
	return nil
}

// Start builds a transcript's starting state (engine.Start of the schema:
// the lines' cards, the rest under the deck's or on the unlisted zone; the
// status worked out when left out; pending automatic work done).
func (g Game) Start(setup engine.Setup, zones []engine.Zone) (engine.State, error) {
	return engine.Start(schema, g, setup, zones)
}

// Expect answers an expect line (engine.Expect of the schema).
func (g Game) Expect(s engine.State, key, want string) (string, bool, error) {
	return engine.Expect(schema, g, s, key, want)
}

// Vocabulary documents the transcript words (engine.VocabularyOf).
func (Game) Vocabulary() engine.Vocabulary { return engine.VocabularyOf(schema) }
