package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
)

// Visibility says who sees the cards of a zone, or the value of a field.
type Visibility uint8

// The visibilities.
const (
	// Public: every player sees the cards (a tableau, a discard pile).
	Public Visibility = iota
	// OwnerOnly: the owner of a per-player zone sees its cards, the others
	// see how many there are (a hand). A per-player field is shown to its
	// owner only.
	OwnerOnly
	// Hidden: nobody sees the cards, only how many there are (a face-down
	// draw pile). A hidden field is shown to nobody.
	Hidden
	// TopCard: every player sees the top card (the last of the zone's
	// slice) and how many lie under it (a face-up discard pile).
	TopCard
)

// ZoneSpec declares one zone of a game: a place where cards lie.
type ZoneSpec struct {
	Name      string // "hand", "deck", "moat": a word or words without ':'
	PerPlayer bool   // each player has one ("P2 hand"); otherwise shared
	Vis       Visibility
	// Ordered says the order of the cards is part of the rules (a draw
	// pile); expect lines then compare in order, and as multisets
	// otherwise. The text form always keeps the order of the slice; the
	// top of a pile is the last card of its slice.
	Ordered bool
	// TopFirst writes the zone from its top (the slice's last card) down,
	// as a draw pile is read: "deck: 9♣ 9♦" has 9♣ on top.
	TopFirst bool
	// OmitEmpty leaves the zone's line out of the text form and of
	// observations while the zone is empty (a zone most states leave
	// empty, such as a player's fifteenth Story Arc); a line left out
	// reads back as empty.
	OmitEmpty bool
	// Doc is one line for `cardstock help transcripts`; a zone with no Doc
	// is left out there, documented by the zone before it ("arc 1" for
	// "arc 2" to "arc 15").
	Doc string
	// VisAt, if set, gives the visibility in state s in place of Vis: a
	// hand that is turned face up at a reveal.
	VisAt func(s State) Visibility
	// Cards returns the zone's cards in state s (of player p for a
	// per-player zone), as a pointer so that the core can fill it.
	Cards func(s State, p Player) *[]cards.Card
}

// FieldSpec declares one value of a state that is not cards: a count of
// stones, a bid, the phase of a round. IntField, PlayerField, EnumField
// and BoolField make the common ones.
type FieldSpec struct {
	Name      string
	PerPlayer bool
	Vis       Visibility // Public, OwnerOnly or Hidden
	Doc       string
	// VisAt, if set, gives the visibility in state s in place of Vis (a
	// bid made in secret until all have bid).
	VisAt func(s State) Visibility
	// Get returns the value as text; Set reads it back, with an error that
	// says what is accepted.
	Get func(s State, p Player) string
	Set func(s State, p Player, v string) error
}

// text writes cards of the zone in the order its text form uses.
func (z *ZoneSpec) text(cs []cards.Card) string {
	if z.TopFirst {
		cs = slices.Clone(cs)
		slices.Reverse(cs)
	}
	return formatCards(cs)
}

// inSliceOrder turns cards read from text into the zone's slice order.
func (z *ZoneSpec) inSliceOrder(cs []cards.Card) []cards.Card {
	if z.TopFirst {
		slices.Reverse(cs)
	}
	return cs
}

// Visibility returns the zone's visibility in state s.
func (z *ZoneSpec) Visibility(s State) Visibility {
	if z.VisAt != nil {
		return z.VisAt(s)
	}
	return z.Vis
}

// Visibility returns the field's visibility in state s.
func (f *FieldSpec) Visibility(s State) Visibility {
	if f.VisAt != nil {
		return f.VisAt(s)
	}
	return f.Vis
}

// Schema is a game's declaration of its state: its zones and fields, the
// zone that takes cards left over when a transcript sets zones, and how to
// reach the generator and the player count of a state. The text form
// (FormatState, ParseState), the starting state of a transcript (Start),
// the expect keys (Expect), the cards of a state (AllCards, for the
// conservation check) and the observation of a player (Observe) are all
// derived from it.
type Schema struct {
	Zones  []ZoneSpec
	Fields []FieldSpec
	// Reserve names the zone that gives and takes cards when a transcript
	// sets zones (the draw pile); see Start.
	Reserve string
	// StartEmpty makes a transcript's starting state hold only what its
	// lines name, the other cards going to the reserve (see Start), in
	// place of overriding the deal of the seed. It needs Cards.
	StartEmpty bool
	// Cards, if set, returns every card of the game with these options
	// (DeckCards of its content): ParseState then checks that the zones
	// hold exactly these cards, each in one zone.
	Cards func(opts Options) []cards.Card
	// Make returns an empty state for players players: zones empty, fields
	// at their zero values, options opts; nil if the game cannot have that
	// many players.
	Make func(opts Options, players int) State
	// Rand returns the state's generator.
	Rand func(s State) *Rand
	// Players returns the state's number of players.
	Players func(s State) int
	// Check, if set, is called after a state is read (ParseState, Start):
	// it can recompute what the game caches and refuse an impossible state.
	Check func(s State) error
	// Started, if set, is called after Start has read a transcript's lines
	// and before Check: it can work out what the lines leave implicit (a
	// status) and do pending automatic work.
	Started func(s State) error
	// Expect, if set, answers the game's own expect keys (handled true);
	// keys it does not handle fall back to the declared zones and fields.
	Expect func(s State, key, want string) (got string, ok, handled bool, err error)
	// Terms documents the game's actions and own expect keys for `cardstock
	// help transcripts`; zones and fields document themselves.
	Actions []Term
	Expects []Term
	Notes   []string
}

// Declared is implemented by games whose state is declared with a Schema.
// Replay, verify, play and the enginetest harness then need nothing else
// from the game for transcripts.
type Declared interface {
	Schema() *Schema
}

func (sc *Schema) zone(name string) int {
	for i := range sc.Zones {
		if sc.Zones[i].Name == name {
			return i
		}
	}
	return -1
}

func (sc *Schema) field(name string) int {
	for i := range sc.Fields {
		if sc.Fields[i].Name == name {
			return i
		}
	}
	return -1
}

// FormatList writes cards for the text form: notation separated by spaces.
func formatCards(cs []cards.Card) string { return cards.FormatList(cs) }

// FormatState writes s as its text form: one KEY: VALUE line for the
// player count, the generator, each shared field and zone, then each
// player's fields and zones with keys "P1 NAME". The lines are those of a
// transcript's starting state, so a state's text can start a transcript.
func FormatState(sc *Schema, s State) string {
	var b strings.Builder
	b.Grow(1024)
	n := sc.Players(s)
	fmt.Fprintf(&b, "players: %d\n", n)
	fmt.Fprintf(&b, "rand: %s\n", sc.Rand(s).String())
	writeParts(&b, sc, s, n, -1, func(z *ZoneSpec, cs []cards.Card) string { return z.text(cs) }, func(*FieldSpec) bool { return true })
	return b.String()
}

// writeParts writes the shared fields and zones, then each player's.
func writeParts(b *strings.Builder, sc *Schema, s State, n int, viewer Player, zone func(z *ZoneSpec, cs []cards.Card) string, showField func(*FieldSpec) bool) {
	line := func(p Player, name, v string) {
		if p >= 0 {
			b.WriteString(p.String())
			b.WriteByte(' ')
		}
		b.WriteString(name)
		b.WriteByte(':')
		if v != "" {
			b.WriteByte(' ')
			b.WriteString(v)
		}
		b.WriteByte('\n')
	}
	for p := Player(-1); p < Player(n); p++ {
		for i := range sc.Fields {
			f := &sc.Fields[i]
			if f.PerPlayer != (p >= 0) {
				continue
			}
			if vis := f.Visibility(s); viewer >= 0 && (vis == Hidden || vis == OwnerOnly && p != viewer) {
				continue
			}
			if showField(f) {
				line(p, f.Name, f.Get(s, p))
			}
		}
		for i := range sc.Zones {
			z := &sc.Zones[i]
			if z.PerPlayer != (p >= 0) {
				continue
			}
			cs := *z.Cards(s, p)
			if z.OmitEmpty && len(cs) == 0 {
				continue
			}
			if viewer >= 0 {
				line(p, z.Name, viewZone(z, z.Visibility(s), cs, p == viewer))
			} else {
				line(p, z.Name, zone(z, cs))
			}
		}
	}
}

// viewZone writes what a player sees of a zone.
func viewZone(z *ZoneSpec, vis Visibility, cs []cards.Card, own bool) string {
	switch {
	case vis == Public, vis == OwnerOnly && own:
		return z.text(cs)
	case vis == TopCard && len(cs) > 0:
		if len(cs) == 1 {
			return cs[0].String()
		}
		return cs[len(cs)-1].String() + " on " + Count(len(cs)-1, "card")
	}
	return Count(len(cs), "card")
}

// Observe writes what player p may see of s, in the shape of the text
// form: other players' OwnerOnly zones, Hidden zones and all but the top of
// TopCard zones as counts ("5 cards"), fields hidden from p left out, and
// no generator. Two states that differ only in what p cannot see give the
// same observation.
func Observe(sc *Schema, s State, p Player) string {
	var b strings.Builder
	b.Grow(1024)
	n := sc.Players(s)
	fmt.Fprintf(&b, "players: %d\n", n)
	fmt.Fprintf(&b, "you: %s\n", p)
	writeParts(&b, sc, s, n, p, nil, func(*FieldSpec) bool { return true })
	return b.String()
}

// Observer is implemented by states whose observation extends Observe.
type Observer interface {
	Observation(p Player) string
}

// Observation returns what player p may see of s: the state's own
// Observation when it has one, else Observe of its game's schema, else
// the whole text form.
func Observation(g Game, s State, p Player) string {
	if o, ok := s.(Observer); ok {
		return o.Observation(p)
	}
	if d, ok := g.(Declared); ok {
		return Observe(d.Schema(), s, p)
	}
	return s.String()
}

// AllCards returns every card of every zone of s, for the conservation
// check.
func AllCards(sc *Schema, s State) []cards.Card {
	var all []cards.Card
	n := sc.Players(s)
	for i := range sc.Zones {
		z := &sc.Zones[i]
		if !z.PerPlayer {
			all = append(all, *z.Cards(s, -1)...)
			continue
		}
		for p := Player(0); p < Player(n); p++ {
			all = append(all, *z.Cards(s, p)...)
		}
	}
	return all
}

// splitKey reads "P2 hand" as (P2, "hand") and "deck" as (-1, "deck").
func splitKey(key string) (Player, string) {
	if w, rest, ok := strings.Cut(key, " "); ok && w != "" && (w[0] == 'P' || w[0] == 'p') {
		if p, err := ParsePlayer(w); err == nil {
			return p, strings.TrimSpace(rest)
		}
	}
	return -1, key
}

// part finds the zone or field a key names; it returns indices or an error
// naming the keys there are.
func (sc *Schema) part(key string, players int) (zone, field int, p Player, err error) {
	p, name := splitKey(key)
	zone, field = sc.zone(name), sc.field(name)
	per := false
	switch {
	case zone >= 0:
		per = sc.Zones[zone].PerPlayer
	case field >= 0:
		per = sc.Fields[field].PerPlayer
	default:
		return -1, -1, p, fmt.Errorf("unknown key %q (keys: %s)", key, strings.Join(sc.keys(), ", "))
	}
	switch {
	case per && p < 0:
		return -1, -1, p, fmt.Errorf("%q is a zone of each player: write \"P1 %s\"", name, name)
	case !per && p >= 0:
		return -1, -1, p, fmt.Errorf("%q is shared, not a player's: write %q", name, name)
	case per && int(p) >= players:
		return -1, -1, p, fmt.Errorf("%s: the game has %s", p, Count(players, "player"))
	}
	return zone, field, p, nil
}

func (sc *Schema) keys() []string {
	var ks []string
	for _, z := range sc.Zones {
		ks = append(ks, keyName(z.PerPlayer, z.Name))
	}
	for _, f := range sc.Fields {
		ks = append(ks, keyName(f.PerPlayer, f.Name))
	}
	return ks
}

func keyName(per bool, name string) string {
	if per {
		return "Pn " + name
	}
	return name
}

// ParseState reads a state's text form (FormatState). Errors are at
// positions in a file called "state".
func ParseState(sc *Schema, opts Options, text string) (State, error) {
	var lines []Zone
	for i, l := range strings.Split(text, "\n") {
		l = strings.TrimSuffix(l, "\r")
		if strings.TrimSpace(l) == "" {
			continue
		}
		k, v, ok := strings.Cut(l, ":")
		pos := cards.Pos{File: "state", Line: i + 1, Col: 1}
		if !ok {
			return nil, cards.Errorf(pos, "engine: want KEY: VALUE, got %q", l)
		}
		pos.Col = len([]rune(k)) + 2
		lines = append(lines, Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v), Pos: pos})
	}
	players := -1
	for _, l := range lines {
		if l.Key == "players" {
			n, err := strconv.Atoi(l.Value)
			if err != nil || n < 1 || n > 99 {
				return nil, cards.Errorf(l.Pos, "engine: players: want a number of players, got %q", l.Value)
			}
			players = n
		}
	}
	if players < 0 {
		return nil, cards.Errorf(cards.Pos{File: "state", Line: 1}, "engine: no players line")
	}
	s := sc.Make(opts, players)
	if s == nil {
		return nil, cards.Errorf(cards.Pos{File: "state", Line: 1}, "engine: %s: not a number of players of the game", Count(players, "player"))
	}
	var errs cards.ErrorList
	for _, l := range lines {
		switch l.Key {
		case "players":
			continue
		case "rand":
			if err := sc.Rand(s).UnmarshalText([]byte(l.Value)); err != nil {
				errs.Append(l.Pos, err)
			}
			continue
		}
		zi, fi, p, err := sc.part(l.Key, players)
		if err != nil {
			errs.Append(l.Pos, fmt.Errorf("engine: %w", err))
			continue
		}
		if fi >= 0 && zi < 0 {
			if err := sc.Fields[fi].Set(s, p, l.Value); err != nil {
				errs.Append(l.Pos, fmt.Errorf("%s: %w", l.Key, err))
			}
			continue
		}
		cs, err := cards.ParseCards(l.Pos, l.Value)
		if err != nil {
			errs.Append(l.Pos, err)
			continue
		}
		*sc.Zones[zi].Cards(s, p) = sc.Zones[zi].inSliceOrder(cs)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if sc.Cards != nil {
		if err := Conserved(AllCards(sc, s), sc.Cards(opts)); err != nil {
			return nil, cards.Errorf(cards.Pos{File: "state", Line: 1}, "engine: %v", err)
		}
	}
	if sc.Check != nil {
		if err := sc.Check(s); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Conserved checks that all holds exactly the cards of ref, as multisets,
// and names the cards lost and those held twice.
func Conserved(all, ref []cards.Card) error {
	count := map[cards.Card]int{}
	for _, c := range ref {
		count[c]++
	}
	for _, c := range all {
		count[c]--
	}
	var lost, extra []cards.Card
	for c, n := range count {
		for ; n > 0; n-- {
			lost = append(lost, c)
		}
		for ; n < 0; n++ {
			extra = append(extra, c)
		}
	}
	if len(lost) == 0 && len(extra) == 0 {
		return nil
	}
	slices.Sort(lost)
	slices.Sort(extra)
	var what []string
	if len(lost) > 0 {
		what = append(what, "in no zone ["+formatCards(lost)+"]")
	}
	if len(extra) > 0 {
		what = append(what, "too many ["+formatCards(extra)+"]")
	}
	return fmt.Errorf("cards not conserved: %s (each card of the game lies in exactly one zone)", strings.Join(what, ", "))
}

// Start builds the starting state of a transcript from its zone lines
// (KEY: VALUE, keys as in the text form: "P2 hand: A♠ MES", "P1 stones:
// 2", "rand: ...").
//
// By default the game is first dealt by New from setup (so a seed
// shuffles what the lines leave out); then each line sets its zone or
// field. The cards a line names are taken from the zones the lines set,
// then from the reserve zone, then from the other zones in declaration
// order; a card the game does not have left is an error at its column.
// Cards the set zones held and no line named go to the reserve, which is
// then shuffled with the state's generator; if a line sets the reserve
// itself, such cards are an error. A reserve line whose value starts with
// "..." ("deck: ... 5♠ 2♥") names only the cards on top of the reserve,
// in the zone's written order (top last unless TopFirst): the rest of the
// reserve, shuffled, lies under them.
//
// With Schema.StartEmpty the state starts empty (Make, the generator
// seeded from setup.Seed) and holds what the lines name; the game's other
// cards (Schema.Cards, in their order there) go, shuffled by the
// generator, under the reserve's named cards, or, unshuffled, on top of
// another zone that an "unlisted: ZONE" line names. A plain JK names the first
// Joker (JK1, then JK2) that no line names.
func Start(sc *Schema, g Game, setup Setup, lines []Zone) (State, error) {
	if sc.StartEmpty {
		return startEmpty(sc, g, setup, lines)
	}
	s, err := NewGame(g, setup)
	if err != nil {
		return nil, err
	}
	players := sc.Players(s)
	var errs cards.ErrorList
	type set struct {
		zone int
		p    Player
		cs   []cards.Card
		pos  cards.Pos
		text string
	}
	var sets []set
	var top *set // "RESERVE: ... CARDS": cards on top of the reserve
	reserve := sc.zone(sc.Reserve)
	given := map[[2]int]bool{}
	for _, l := range lines {
		if l.Key == "rand" {
			if err := sc.Rand(s).UnmarshalText([]byte(l.Value)); err != nil {
				errs.Append(l.Pos, err)
			}
			continue
		}
		zi, fi, p, err := sc.part(l.Key, players)
		if err != nil {
			errs.Append(l.Pos, fmt.Errorf("%w: %v", ErrTranscript, err))
			continue
		}
		if zi < 0 {
			if err := sc.Fields[fi].Set(s, p, l.Value); err != nil {
				errs.Append(l.Pos, fmt.Errorf("%s: %w", l.Key, err))
			}
			continue
		}
		if rest, ok := strings.CutPrefix(l.Value, "..."); ok && zi == reserve && reserve >= 0 && top == nil {
			pos := l.Pos
			pos.Col += 3
			cs, err := cards.ParseCards(pos, rest)
			if err != nil {
				errs.Append(l.Pos, err)
				continue
			}
			top = &set{zi, p, cs, pos, rest}
			continue
		}
		k := [2]int{zi, int(p)}
		if given[k] {
			errs.Add(l.Pos, "%s set twice", l.Key)
			continue
		}
		given[k] = true
		cs, err := cards.ParseCards(l.Pos, l.Value)
		if err != nil {
			errs.Append(l.Pos, err)
			continue
		}
		sets = append(sets, set{zi, p, cs, l.Pos, l.Value})
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	// Free the cards of the zones the lines set.
	var freed []cards.Card
	for _, st := range sets {
		ptr := sc.Zones[st.zone].Cards(s, st.p)
		freed = append(freed, *ptr...)
		*ptr = (*ptr)[:0]
	}
	// The zones to take named cards from, after the freed ones: the
	// reserve, then every other zone not set.
	var sources []*[]cards.Card
	addSource := func(zi int) {
		z := &sc.Zones[zi]
		if !z.PerPlayer {
			if !given[[2]int{zi, -1}] {
				sources = append(sources, z.Cards(s, -1))
			}
			return
		}
		for p := 0; p < players; p++ {
			if !given[[2]int{zi, p}] {
				sources = append(sources, z.Cards(s, Player(p)))
			}
		}
	}
	if reserve >= 0 {
		addSource(reserve)
	}
	for zi := range sc.Zones {
		if zi != reserve {
			addSource(zi)
		}
	}
	take := func(c cards.Card) bool {
		if i := slices.Index(freed, c); i >= 0 {
			freed = slices.Delete(freed, i, i+1)
			return true
		}
		for _, src := range sources {
			if i := slices.Index(*src, c); i >= 0 {
				*src = slices.Delete(*src, i, i+1)
				return true
			}
		}
		return false
	}
	named := sets
	if top != nil {
		named = append(slices.Clip(sets), *top)
	}
	for i, st := range named {
		toks := cards.Fields(st.text)
		for i, c := range st.cs {
			if !take(c) {
				pos := st.pos
				if pos.Col > 0 && i < len(toks) {
					pos.Col += toks[i].Col - 1
				}
				errs.Add(pos, "%v: %s has no such card left (each card of its decks lies in one zone)", c, g.Name())
			}
		}
		if i < len(sets) {
			z := &sc.Zones[st.zone]
			*z.Cards(s, st.p) = append(*z.Cards(s, st.p), z.inSliceOrder(st.cs)...)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if len(freed) > 0 {
		if reserve < 0 || given[[2]int{reserve, -1}] {
			where := "a zone"
			if reserve >= 0 {
				where = "a zone, or leave out the " + sc.Reserve + " line"
			}
			errs.Add(sets[0].pos, "%s left without a zone: %s; name them in %s", Count(len(freed), "card"), formatCards(freed), where)
			return nil, errs
		}
		r := sc.Zones[reserve].Cards(s, -1)
		*r = append(*r, freed...)
		Shuffle(sc.Rand(s), *r)
	}
	if top != nil {
		r := sc.Zones[reserve].Cards(s, -1)
		*r = append(*r, sc.Zones[reserve].inSliceOrder(top.cs)...)
	}
	if sc.Started != nil {
		if err := sc.Started(s); err != nil {
			errs.Append(sets0pos(lines), err)
			return nil, errs
		}
	}
	if sc.Check != nil {
		if err := sc.Check(s); err != nil {
			errs.Append(sets0pos(lines), err)
			return nil, errs
		}
	}
	return s, nil
}

// startEmpty is Start for a Schema with StartEmpty.
func startEmpty(sc *Schema, g Game, setup Setup, lines []Zone) (State, error) {
	opts, err := ResolveOptions(g, setup.Options)
	if err != nil {
		return nil, err
	}
	n, err := CheckPlayers(g, setup.Players)
	if err != nil {
		return nil, err
	}
	s := sc.Make(opts, n)
	if s == nil {
		return nil, fmt.Errorf("engine: %s cannot have %s", g.Name(), Count(n, "player"))
	}
	*sc.Rand(s) = Seeded(setup.Seed)
	var errs cards.ErrorList
	all := sc.Cards(opts)
	left := map[cards.Card]int{}
	for _, c := range all {
		left[c]++
	}
	given := map[[2]int]bool{}
	unlisted := sc.zone(sc.Reserve)
	var plain []*cards.Card // plain JK, named later
	type set struct {
		zone int
		p    Player
	}
	var sets []set
	for _, l := range lines {
		switch l.Key {
		case "rand":
			if err := sc.Rand(s).UnmarshalText([]byte(l.Value)); err != nil {
				errs.Append(l.Pos, err)
			}
			continue
		case "unlisted":
			zi := sc.zone(l.Value)
			if zi < 0 || sc.Zones[zi].PerPlayer {
				errs.Add(l.Pos, "%v: unlisted: want a shared zone for the cards no line names, got %q", ErrTranscript, l.Value)
				continue
			}
			unlisted = zi
			continue
		}
		zi, fi, p, err := sc.part(l.Key, n)
		if err != nil {
			errs.Append(l.Pos, fmt.Errorf("%w: %v", ErrTranscript, err))
			continue
		}
		if zi < 0 {
			if err := sc.Fields[fi].Set(s, p, l.Value); err != nil {
				errs.Append(l.Pos, fmt.Errorf("%s: %w", l.Key, err))
			}
			continue
		}
		k := [2]int{zi, int(p)}
		if given[k] {
			errs.Add(l.Pos, "%s set twice", l.Key)
			continue
		}
		given[k] = true
		cs, err := cards.ParseCards(l.Pos, l.Value)
		if err != nil {
			errs.Append(l.Pos, err)
			continue
		}
		toks := cards.Fields(l.Value)
		for i, c := range cs {
			pos := l.Pos
			if pos.Col > 0 && i < len(toks) {
				pos.Col += toks[i].Col - 1
			}
			switch {
			case c == cards.Joker && left[cards.JK1]+left[cards.JK2] > 0:
			case left[c] > 0:
				left[c]--
			case slices.Contains(all, c):
				errs.Add(pos, "%v is named twice: each card of the game lies in one zone", c)
			default:
				errs.Add(pos, "%v is not a card of %s", c, g.Name())
			}
		}
		z := &sc.Zones[zi]
		ptr := z.Cards(s, p)
		*ptr = z.inSliceOrder(cs)
		sets = append(sets, set{zi, p})
	}
	// A plain JK takes the first Joker no line names.
	for _, st := range sets {
		ptr := sc.Zones[st.zone].Cards(s, st.p)
		for i := range *ptr {
			if (*ptr)[i] == cards.Joker {
				plain = append(plain, &(*ptr)[i])
			}
		}
	}
	for _, c := range plain {
		switch {
		case left[cards.JK1] > 0:
			*c = cards.JK1
			left[cards.JK1]--
		case left[cards.JK2] > 0:
			*c = cards.JK2
			left[cards.JK2]--
		default:
			errs.Add(sets0pos(lines), "JK: %s has no Joker left", g.Name())
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	var rest []cards.Card
	for _, c := range all {
		if left[c] > 0 {
			left[c]--
			rest = append(rest, c)
		}
	}
	if len(rest) > 0 {
		if unlisted < 0 {
			errs.Add(sets0pos(lines), "%s in no zone: %s", Count(len(rest), "card"), formatCards(rest))
			return nil, errs
		}
		z := &sc.Zones[unlisted]
		ptr := z.Cards(s, -1)
		if unlisted == sc.zone(sc.Reserve) {
			// under the named cards: the top is the slice's end
			ShuffleCards(sc.Rand(s), rest)
			*ptr = append(rest, *ptr...)
		} else {
			*ptr = append(*ptr, rest...)
		}
	}
	if sc.Started != nil {
		if err := sc.Started(s); err != nil {
			errs.Append(sets0pos(lines), err)
			return nil, errs
		}
	}
	if sc.Check != nil {
		if err := sc.Check(s); err != nil {
			errs.Append(sets0pos(lines), err)
			return nil, errs
		}
	}
	return s, nil
}

func sets0pos(lines []Zone) cards.Pos {
	if len(lines) > 0 {
		return lines[0].Pos
	}
	return cards.Pos{}
}

// Expect answers an expect line from the declaration: a zone ("P2 hand:
// A♠ MES", or a count: "deck: 40 cards"), a field ("P1 stones: 3"),
// "players", "current" (the player to act, or "nobody"), "returns" (one
// number per player) or "view P2 KEY" (the line KEY of P2's observation).
// Keys the schema's own Expect handles come first.
func Expect(sc *Schema, g Game, s State, key, want string) (got string, ok bool, err error) {
	if sc.Expect != nil {
		got, ok, handled, err := sc.Expect(s, key, want)
		if handled {
			return got, ok, err
		}
	}
	switch key {
	case "players":
		got = strconv.Itoa(sc.Players(s))
		return got, got == want, nil
	case "current":
		got = s.CurrentPlayer().String()
		return got, got == want, nil
	case "returns":
		if !s.IsTerminal() {
			return "(not over)", false, nil
		}
		got = FormatReturns(s.Returns())
		return got, got == strings.Join(strings.Fields(want), " "), nil
	}
	if rest, found := strings.CutPrefix(key, "view "); found {
		w, k, _ := strings.Cut(rest, " ")
		if k == "" {
			// "expect view P2: P1 hand: 5 cards": the key is in the value.
			k, want, _ = strings.Cut(want, ":")
			k, want = strings.TrimSpace(k), strings.TrimSpace(want)
		}
		p, err := ParsePlayer(w)
		if err != nil || int(p) >= sc.Players(s) {
			return "", false, fmt.Errorf("want \"expect view P1 KEY: VALUE\" for a player of the game, got %q", key)
		}
		obs := Observation(g, s, p)
		for _, l := range strings.Split(obs, "\n") {
			if lk, lv, found := strings.Cut(l, ":"); found && lk == k {
				got = strings.TrimSpace(lv)
				return got, got == want, nil
			}
		}
		return "(not shown)", false, nil
	}
	if base, found := strings.CutSuffix(key, " count"); found && sc.zone(key) < 0 {
		if _, pn := splitKey(base); sc.zone(pn) >= 0 {
			zi, _, p, err := sc.part(base, sc.Players(s))
			if err != nil {
				return "", false, err
			}
			got = strconv.Itoa(len(*sc.Zones[zi].Cards(s, p)))
			return got, got == strings.TrimSpace(want), nil
		}
	}
	zi, fi, p, err := sc.part(key, sc.Players(s))
	if err != nil {
		return "", false, err
	}
	if zi < 0 {
		got = sc.Fields[fi].Get(s, p)
		return got, got == want, nil
	}
	z := &sc.Zones[zi]
	cs := *z.Cards(s, p)
	if n, found := parseCount(want); found {
		got = Count(len(cs), "card")
		return got, len(cs) == n, nil
	}
	got = z.text(cs)
	ws, err := cards.ParseCards(cards.Pos{}, want)
	if err != nil {
		return got, false, err
	}
	ws = z.inSliceOrder(ws)
	if z.Ordered {
		return got, slices.Equal(ws, cs), nil
	}
	return got, sameCards(ws, cs), nil
}

// parseCount reads "3 cards", "1 card", "0 cards" or "empty".
func parseCount(s string) (int, bool) {
	if s == "empty" {
		return 0, true
	}
	n, noun, ok := strings.Cut(s, " ")
	if !ok || noun != "card" && noun != "cards" {
		return 0, false
	}
	k, err := strconv.Atoi(n)
	return k, err == nil && k >= 0
}

func sameCards(a, b []cards.Card) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// FormatReturns writes returns as text: "1 -1 0".
func FormatReturns(r []float64) string {
	out := make([]string, len(r))
	for i, v := range r {
		out[i] = strconv.FormatFloat(v, 'g', -1, 64)
	}
	return strings.Join(out, " ")
}

// VocabularyOf documents a declared game for `cardstock help transcripts`.
func VocabularyOf(sc *Schema) Vocabulary {
	v := Vocabulary{Actions: sc.Actions, Notes: sc.Notes}
	vis := [...]string{"public", "seen by its owner, a count to others", "face down: a count", "top card seen, the rest a count"}
	for _, z := range sc.Zones {
		if z.Doc == "" {
			continue
		}
		doc := z.Doc + " (" + vis[z.Vis]
		if z.VisAt != nil {
			doc += ", changing in play"
		}
		if !z.Ordered {
			doc += "; compared in any order"
		}
		doc += ")"
		v.Zones = append(v.Zones, Term{Syntax: keyName(z.PerPlayer, z.Name) + ": CARDS", Doc: doc})
	}
	for _, f := range sc.Fields {
		v.Zones = append(v.Zones, Term{Syntax: keyName(f.PerPlayer, f.Name) + ": VALUE", Doc: f.Doc})
	}
	v.Zones = append(v.Zones, Term{Syntax: "rand: STATE", Doc: "the generator's state as the text form prints it; by default seeded by the seed"})
	if sc.StartEmpty {
		v.Zones = append(v.Zones, Term{Syntax: "unlisted: ZONE", Doc: "where the cards no line names go (default " + sc.Reserve + ", shuffled, under its named cards)"})
	}
	v.Expects = append(v.Expects, sc.Expects...)
	v.Expects = append(v.Expects,
		Term{"ZONE: CARDS", "the cards of any zone above (in order for ordered zones), or a count: \"40 cards\", \"empty\""},
		Term{"ZONE count: N", "how many cards a zone holds"},
		Term{"FIELD: VALUE", "any value above"},
		Term{"current: P1", "the player to act, or nobody when the game is over"},
		Term{"returns: 1 -1", "each player's result once the game is over"},
		Term{"view P2 KEY: VALUE", "the line KEY of what P2 sees (other hands as counts); also written view P2: KEY: VALUE"})
	return v
}

// ErrField is wrapped by errors of field values.
var ErrField = errors.New("bad value")

// IntField declares a whole-number field stored at ptr(s, p).
func IntField(name string, perPlayer bool, vis Visibility, doc string, ptr func(s State, p Player) *int) FieldSpec {
	return FieldSpec{Name: name, PerPlayer: perPlayer, Vis: vis, Doc: doc,
		Get: func(s State, p Player) string { return strconv.Itoa(*ptr(s, p)) },
		Set: func(s State, p Player, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil {
				return fmt.Errorf("%w %q: want a whole number", ErrField, v)
			}
			*ptr(s, p) = n
			return nil
		}}
}

// PlayerField declares a field holding a player ("P2"), or nobody (-1,
// written "nobody").
func PlayerField(name string, perPlayer bool, vis Visibility, doc string, ptr func(s State, p Player) *Player) FieldSpec {
	return FieldSpec{Name: name, PerPlayer: perPlayer, Vis: vis, Doc: doc,
		Get: func(s State, p Player) string { return ptr(s, p).String() },
		Set: func(s State, p Player, v string) error {
			if v == "nobody" {
				*ptr(s, p) = -1
				return nil
			}
			q, err := ParsePlayer(v)
			if err != nil {
				return fmt.Errorf("%w %q: want P1, P2, ... or nobody", ErrField, v)
			}
			*ptr(s, p) = q
			return nil
		}}
}

// EnumField declares a field holding one of values, stored as its index.
func EnumField(name string, perPlayer bool, vis Visibility, doc string, values []string, ptr func(s State, p Player) *int) FieldSpec {
	return FieldSpec{Name: name, PerPlayer: perPlayer, Vis: vis, Doc: doc + " (" + strings.Join(values, ", ") + ")",
		Get: func(s State, p Player) string {
			if i := *ptr(s, p); i >= 0 && i < len(values) {
				return values[i]
			}
			return "?"
		},
		Set: func(s State, p Player, v string) error {
			i := slices.Index(values, v)
			if i < 0 {
				return fmt.Errorf("%w %q: want one of %s", ErrField, v, strings.Join(values, ", "))
			}
			*ptr(s, p) = i
			return nil
		}}
}

// BoolField declares a yes/no field.
func BoolField(name string, perPlayer bool, vis Visibility, doc string, ptr func(s State, p Player) *bool) FieldSpec {
	return FieldSpec{Name: name, PerPlayer: perPlayer, Vis: vis, Doc: doc,
		Get: func(s State, p Player) string { return yesNo(*ptr(s, p)) },
		Set: func(s State, p Player, v string) error {
			switch v {
			case "yes":
				*ptr(s, p) = true
			case "no":
				*ptr(s, p) = false
			default:
				return fmt.Errorf("%w %q: want yes or no", ErrField, v)
			}
			return nil
		}}
}
