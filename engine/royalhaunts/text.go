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

// zone keys of the text form, in order; the rooms come in place of "rooms".
var zoneKeys = []string{"deck", "rooms", "hand", "chamber", "pool", "grave",
	"removed", "captured", "resolving", "looking", "picked", "taken"}

func (s *State) zone(key string) (*[]cards.Card, bool) {
	switch key {
	case "deck":
		return &s.deck, true
	case "hand":
		return &s.hand, true
	case "chamber":
		return &s.chamber, true
	case "pool":
		return &s.pool, true
	case "grave":
		return &s.grave, true
	case "removed":
		return &s.removed, true
	case "captured":
		return &s.captured, true
	case "resolving":
		return &s.resolving, true
	case "looking":
		return &s.looking, true
	case "picked":
		return &s.picked, true
	case "taken":
		return &s.taken, true
	}
	for i := range s.rooms {
		n := strconv.Itoa(i + 1)
		switch key {
		case "room " + n + " down":
			return &s.rooms[i].down, true
		case "room " + n + " up", "room " + n:
			return &s.rooms[i].up, true
		}
	}
	return nil, false
}

// zoneText writes a zone; the deck is written top card first.
func (s *State) zoneText(key string) string {
	z, _ := s.zone(key)
	if key == "deck" {
		r := slices.Clone(*z)
		slices.Reverse(r)
		return cards.FormatList(r)
	}
	return cards.FormatList(*z)
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

func (s *State) rngText() string { return s.rng.String() }

// String is the text form: one KEY: VALUE line per zone and field, the
// same lines a transcript's starting state uses.
func (s *State) String() string {
	var b strings.Builder
	line := func(k, v string) {
		b.WriteString(k)
		b.WriteString(":")
		if v != "" {
			b.WriteString(" ")
			b.WriteString(v)
		}
		b.WriteString("\n")
	}
	line("status", statusNames[s.status])
	line("turn", strconv.Itoa(s.turn))
	for _, k := range zoneKeys {
		if k != "rooms" {
			line(k, s.zoneText(k))
			continue
		}
		for i := 1; i <= 3; i++ {
			n := strconv.Itoa(i)
			line("room "+n+" down", s.zoneText("room "+n+" down"))
			line("room "+n+" up", s.zoneText("room "+n+" up"))
		}
	}
	line("held", s.heldText())
	line("revealed", s.revealedText())
	line("last spell", s.last)
	line("pending", s.pendingText())
	line("rand", s.rngText())
	return b.String()
}

// readZones builds a state from KEY: VALUE lines. With full, every card
// must be listed (the text form); otherwise cards left out go to the zone
// named by "unlisted" (the deck by default, shuffled, under the listed deck
// cards) and the status is worked out from the position.
func readZones(cfg *config, seed uint64, zones []engine.Zone, full bool) (*State, error) {
	s := newState(cfg, seed)
	var errs cards.ErrorList
	seen := map[string]bool{}
	where := map[cards.Card]string{}
	universe := cfg.deck()
	inDeck := make(map[cards.Card]bool, len(universe))
	for _, c := range universe {
		inDeck[c] = true
	}
	unlisted := "deck"
	hasStatus := false
	var plainJokers []*cards.Card
	for _, z := range zones {
		key := strings.ToLower(strings.TrimSpace(z.Key))
		if key == "room 1" || key == "room 2" || key == "room 3" {
			key += " up"
		}
		if seen[key] {
			errs.Add(z.Pos, "royalhaunts: %s given twice", key)
			continue
		}
		seen[key] = true
		v := strings.TrimSpace(z.Value)
		switch key {
		case "status":
			st := int8(-2)
			for k, n := range statusNames {
				if n == v {
					st = k
				}
			}
			if st == -2 {
				errs.Add(z.Pos, "royalhaunts: bad status %q: want playing, won or lost", v)
			}
			s.status, hasStatus = st, true
			continue
		case "turn":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				errs.Add(z.Pos, "royalhaunts: bad turn %q: want a number from 1", v)
			}
			s.turn = n
			continue
		case "held":
			for _, t := range cards.Fields(v) {
				r, err := parseRoom(t.Text)
				if err != nil {
					p := z.Pos
					p.Col += t.Col - 1
					errs.Append(p, err)
					continue
				}
				s.rooms[r].held = true
			}
			continue
		case "revealed":
			for _, t := range cards.Fields(v) {
				su, ok := parseSuit(t.Text)
				if !ok {
					p := z.Pos
					p.Col += t.Col - 1
					errs.Add(p, "royalhaunts: bad suit %q: want ♠ ♥ ♦ ♣", t.Text)
					continue
				}
				s.revealed |= 1 << su
			}
			continue
		case "last spell":
			s.last = v
			continue
		case "pending":
			if err := s.readPending(v); err != nil {
				errs.Append(z.Pos, err)
			}
			continue
		case "rand":
			if err := s.rng.UnmarshalText([]byte(v)); err != nil {
				errs.Add(z.Pos, "royalhaunts: bad rand %q: want the generator's state as a state prints it", v)
			}
			continue
		case "unlisted":
			if _, ok := s.zone(v); !ok || strings.HasPrefix(v, "room") {
				errs.Add(z.Pos, "royalhaunts: bad unlisted %q: want a zone such as deck, grave or removed", v)
				continue
			}
			unlisted = v
			continue
		}
		zp, ok := s.zone(key)
		if !ok {
			errs.Add(z.Pos, "royalhaunts: unknown zone %q (zones: deck, room N down, room N up, hand, chamber, pool, grave, removed, captured, resolving, looking, picked, taken; fields: status, turn, held, revealed, last spell, pending, rng, unlisted)", z.Key)
			continue
		}
		list, err := cards.ParseList(z.Pos, v)
		if err != nil {
			errs.Append(z.Pos, err)
			continue
		}
		toks := cards.Fields(v)
		for i, c := range list {
			p := z.Pos
			if i < len(toks) {
				p.Col += toks[i].Col - 1
			}
			if c != cards.Joker && !inDeck[c] {
				errs.Add(p, "royalhaunts: %s is not in the deck (jokers=%s)", c, onOff(cfg.jokers))
				continue
			}
			if w, dup := where[c]; dup && c != cards.Joker {
				errs.Add(p, "royalhaunts: %s is listed twice (also in %s)", c, w)
				continue
			}
			where[c] = key
		}
		if key == "deck" {
			slices.Reverse(list)
		}
		*zp = list
		if key == "deck" {
			for i := range s.deck {
				if s.deck[i] == cards.Joker {
					plainJokers = append(plainJokers, &s.deck[i])
				}
			}
		} else {
			for i := range *zp {
				if (*zp)[i] == cards.Joker {
					plainJokers = append(plainJokers, &(*zp)[i])
				}
			}
		}
	}
	// A plain JK takes the first Joker not listed by name.
	for _, p := range plainJokers {
		switch {
		case !cfg.jokers:
			errs.Add(cards.Pos{}, "royalhaunts: JK is not in the deck (jokers=off)")
		case where[cards.JK1] == "":
			*p, where[cards.JK1] = cards.JK1, "JK"
		case where[cards.JK2] == "":
			*p, where[cards.JK2] = cards.JK2, "JK"
		default:
			errs.Add(cards.Pos{}, "royalhaunts: more than two Jokers listed")
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	var rest []cards.Card
	for _, c := range universe {
		if where[c] == "" {
			rest = append(rest, c)
		}
	}
	if full && len(rest) > 0 {
		return nil, fmt.Errorf("royalhaunts: state text leaves out %s", cards.FormatList(rest))
	}
	if len(rest) > 0 {
		if unlisted == "deck" {
			s.shuffle(rest)
			s.deck = append(rest, s.deck...)
		} else {
			zp, _ := s.zone(unlisted)
			*zp = append(*zp, rest...)
		}
	}
	for i := range s.rooms {
		r := &s.rooms[i]
		if len(r.up) > 5 {
			return nil, fmt.Errorf("royalhaunts: room %d has %d face-up cards: at most 5", i+1, len(r.up))
		}
		if r.held && len(r.up) == 0 {
			return nil, fmt.Errorf("royalhaunts: room %d is held but has no face-up cards", i+1)
		}
	}
	if len(s.taken) > 1 {
		return nil, fmt.Errorf("royalhaunts: at most one taken card")
	}
	if err := s.checkPending(); err != nil {
		return nil, err
	}
	if !hasStatus {
		s.checkWin()
		s.checkLoss()
	}
	if s.status != playing && len(s.tasks) > 0 {
		return nil, fmt.Errorf("royalhaunts: a finished game has no pending choice")
	}
	return s, nil
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
