package engine

import (
	"errors"
	"fmt"
	"maps"
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
	// Get and Set, in place of Cards, hold a zone that the state does not
	// keep as a slice (one slot per suit, a single card or none): Get
	// returns its cards in slice order, Set stores them or refuses them
	// with an error that says why (the core puts it at the line).
	Get func(s State, p Player) []cards.Card
	Set func(s State, p Player, cs []cards.Card) error
	// TopAtStart says the slice holds the pile top card first (a game that
	// draws from index 0): the text form writes the slice as it is, top
	// first, and the core puts cards "under" the pile at the slice's end.
	// Use it with TopFirst false.
	TopAtStart bool
	// Deck names the deck of Schema.Decks whose cards the zone holds; ""
	// is the first deck. Unused without Decks.
	Deck string
	// Marks, if set, returns a number kept with each card of the zone, in
	// a slice as long as its cards (a value lowered by an effect): the
	// text form writes a non-zero mark after its card with a minus sign,
	// "K♥-3", and reads it back; expect lines compare marks too. MarkMax
	// bounds a mark (0: no bound); MarkDoc says what a mark is, for
	// messages ("reduction after a minus sign (K♥-3)").
	Marks   func(s State, p Player) *[]int
	MarkMax int
	MarkDoc string
	// Check, if set, refuses cards that a line of the text form or of a
	// transcript puts in the zone (a pile of one suit, in rising order); the
	// core reports the error at the line.
	Check func(cs []cards.Card) error
}

// DeckSpec declares one deck of a game played with several, whose cards
// may be the same (Queen's Challenge: the Queen's deck and your deck of
// magic, both standard decks). Each zone holds cards of one deck
// (ZoneSpec.Deck), and each card of a deck lies in exactly one zone of
// that deck: ParseState and Start check it deck by deck.
type DeckSpec struct {
	Name  string // for messages: "your deck of magic"
	Cards func(opts Options) []cards.Card
	// Reserves are the zones that take the deck's cards no line of a
	// transcript names (Schema.StartEmpty): the first of them that no line
	// sets gets them, shuffled by the generator, under its named cards
	// ("deck", then "discard" when the deck is written out).
	Reserves []string
}

// get returns the zone's cards in slice order.
func (z *ZoneSpec) get(s State, p Player) []cards.Card {
	if z.Cards != nil {
		return *z.Cards(s, p)
	}
	return z.Get(s, p)
}

// marks returns the zone's marks, nil if it has none.
func (z *ZoneSpec) marks(s State, p Player) []int {
	if z.Marks == nil {
		return nil
	}
	return *z.Marks(s, p)
}

// put stores cards (and marks, zeros if nil) in slice order, with no
// check but Set's.
func (z *ZoneSpec) put(s State, p Player, cs []cards.Card, ms []int) error {
	if z.Marks != nil {
		if len(ms) != len(cs) {
			ms = make([]int, len(cs))
		}
		*z.Marks(s, p) = ms
	}
	if z.Cards != nil {
		*z.Cards(s, p) = cs
		return nil
	}
	return z.Set(s, p, cs)
}

// store is put after the zone's Check.
func (z *ZoneSpec) store(s State, p Player, cs []cards.Card, ms []int) error {
	if z.Check != nil {
		if err := z.Check(cs); err != nil {
			return err
		}
	}
	return z.put(s, p, cs, ms)
}

// format writes the zone's cards of state s as its text form does.
func (z *ZoneSpec) format(s State, p Player) string {
	cs := z.get(s, p)
	if z.Marks == nil {
		return z.text(cs)
	}
	ms := z.marks(s, p)
	if z.TopFirst {
		cs, ms = slices.Clone(cs), slices.Clone(ms)
		slices.Reverse(cs)
		slices.Reverse(ms)
	}
	return formatMarked(cs, ms)
}

func formatMarked(cs []cards.Card, ms []int) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
		if i < len(ms) && ms[i] != 0 {
			b.WriteByte('-')
			b.WriteString(strconv.Itoa(ms[i]))
		}
	}
	return b.String()
}

// parse reads a line's cards (and marks) in the zone's slice order; errors
// are at the card's column of pos.
func (z *ZoneSpec) parse(pos cards.Pos, v string) ([]cards.Card, []int, error) {
	if z.Marks == nil {
		cs, err := cards.ParseCards(pos, v)
		return z.inSliceOrder(cs), nil, err
	}
	var cs []cards.Card
	var ms []int
	var errs cards.ErrorList
	for _, t := range cards.Fields(v) {
		p := pos
		if p.Col > 0 {
			p.Col += t.Col - 1
		}
		name, m := t.Text, 0
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			n, err := strconv.Atoi(name[i+1:])
			if err != nil || n < 1 || z.MarkMax > 0 && n > z.MarkMax {
				errs.Add(p, "%s: %q: want a card, with its %s", z.Name, t.Text, z.markDoc())
				continue
			}
			name, m = name[:i], n
		}
		c, err := cards.ParseCard(name)
		if err != nil {
			errs.Add(p, "%s: %q: want a card, with its %s", z.Name, t.Text, z.markDoc())
			continue
		}
		cs = append(cs, c)
		ms = append(ms, m)
	}
	if z.TopFirst {
		slices.Reverse(cs)
		slices.Reverse(ms)
	}
	return cs, ms, errs.Err()
}

func (z *ZoneSpec) markDoc() string {
	if z.MarkDoc != "" {
		return z.MarkDoc
	}
	return "mark after a minus sign (K♥-3)"
}

// under puts rest (slice order) under the cards of cs.
func (z *ZoneSpec) under(cs, rest []cards.Card) []cards.Card {
	if z.TopAtStart {
		return append(cs, rest...)
	}
	return append(rest, cs...)
}

// onTop puts top (slice order) on the cards of cs.
func (z *ZoneSpec) onTop(cs, top []cards.Card) []cards.Card {
	if z.TopAtStart {
		return append(top, cs...)
	}
	return append(cs, top...)
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
	// Decks, if set, splits the game's cards into decks that may hold the
	// same cards (see DeckSpec); Cards must then return all their cards
	// together (enginetest's reference), and the checks of ParseState and
	// Start are made deck by deck, Reserve and "unlisted:" giving way to
	// each deck's Reserves.
	Decks []DeckSpec
	// Key, if set, rewrites the key of a line (zone lines, the text form,
	// expect lines) before it is looked up: other spellings of a name
	// ("pile S" for "pile ♠", capitals).
	Key func(key string) string
	// Make returns an empty state for players players: zones empty, fields
	// at their zero values, options opts; nil if the game cannot have that
	// many players.
	Make func(opts Options, players int) State
	// DefaultPlayers, if not 0, is the number of players of a state text
	// with no "players:" line (a solitaire), and FormatState leaves the
	// line out for that count; 0 requires the line.
	DefaultPlayers int
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

// canon rewrites a key with Key.
func (sc *Schema) canon(key string) string {
	if sc.Key != nil {
		return sc.Key(key)
	}
	return key
}

// errUnknownKey is wrapped by part's error for a key naming nothing.
var errUnknownKey = errors.New("unknown key")

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
// player count (left out when it is Schema.DefaultPlayers), the
// generator, each shared field and zone, then each
// player's fields and zones with keys "P1 NAME". The lines are those of a
// transcript's starting state, so a state's text can start a transcript.
func FormatState(sc *Schema, s State) string {
	var b strings.Builder
	b.Grow(1024)
	n := sc.Players(s)
	if n != sc.DefaultPlayers {
		fmt.Fprintf(&b, "players: %d\n", n)
	}
	fmt.Fprintf(&b, "rand: %s\n", sc.Rand(s).String())
	writeParts(&b, sc, s, n, -1, func(*FieldSpec) bool { return true })
	return b.String()
}

// writeParts writes the shared fields and zones, then each player's.
func writeParts(b *strings.Builder, sc *Schema, s State, n int, viewer Player, showField func(*FieldSpec) bool) {
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
			cs := z.get(s, p)
			if z.OmitEmpty && len(cs) == 0 {
				continue
			}
			if viewer >= 0 {
				line(p, z.Name, viewZone(z, z.Visibility(s), s, p, p == viewer))
			} else {
				line(p, z.Name, z.format(s, p))
			}
		}
	}
}

// viewZone writes what a player sees of a zone.
func viewZone(z *ZoneSpec, vis Visibility, s State, p Player, own bool) string {
	cs := z.get(s, p)
	switch {
	case vis == Public, vis == OwnerOnly && own:
		return z.format(s, p)
	case vis == TopCard && len(cs) > 0:
		top := cs[len(cs)-1]
		if z.TopAtStart {
			top = cs[0]
		}
		if len(cs) == 1 {
			return top.String()
		}
		return top.String() + " on " + Count(len(cs)-1, "card")
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
	writeParts(&b, sc, s, n, p, func(*FieldSpec) bool { return true })
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
			all = append(all, z.get(s, -1)...)
			continue
		}
		for p := Player(0); p < Player(n); p++ {
			all = append(all, z.get(s, p)...)
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
	p, name := splitKey(sc.canon(key))
	zone, field = sc.zone(name), sc.field(name)
	per := false
	switch {
	case zone >= 0:
		per = sc.Zones[zone].PerPlayer
	case field >= 0:
		per = sc.Fields[field].PerPlayer
	default:
		return -1, -1, p, fmt.Errorf("%w %q (keys: %s)", errUnknownKey, key, strings.Join(sc.keys(), ", "))
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

// deckSet follows, deck by deck, the cards that lines name: each card of a
// deck may be named once.
type deckSet struct {
	names    []string
	all      [][]cards.Card
	left     []map[cards.Card]int
	at       []map[cards.Card]cardAt
	reserves [][]int
}

// newDeckSet lists the decks of sc (one, named game, without Decks).
func (sc *Schema) newDeckSet(opts Options, game string) *deckSet {
	d := &deckSet{}
	add := func(name string, cs []cards.Card, reserves []string) {
		left := make(map[cards.Card]int, len(cs))
		for _, c := range cs {
			left[c]++
		}
		var rs []int
		for _, r := range reserves {
			if zi := sc.zone(r); zi >= 0 && !sc.Zones[zi].PerPlayer {
				rs = append(rs, zi)
			}
		}
		d.names = append(d.names, name)
		d.all = append(d.all, cs)
		d.left = append(d.left, left)
		d.at = append(d.at, make(map[cards.Card]cardAt, len(cs)))
		d.reserves = append(d.reserves, rs)
	}
	if sc.Decks == nil {
		var cs []cards.Card
		if sc.Cards != nil {
			cs = sc.Cards(opts)
		}
		add(game, cs, []string{sc.Reserve})
		return d
	}
	for _, dk := range sc.Decks {
		add(dk.Name, dk.Cards(opts), dk.Reserves)
	}
	return d
}

// deckOf returns the index in Decks of the deck of zone zi.
func (sc *Schema) deckOf(zi int) int {
	for i, d := range sc.Decks {
		if d.Name == sc.Zones[zi].Deck {
			return i
		}
	}
	return 0
}

// cardAt is where a line names a card: the k-th card of line l.
type cardAt struct {
	l *Zone
	k int
}

// pos returns the position of the card, at its column when known.
func (a cardAt) pos() cards.Pos {
	pos := a.l.Pos
	if toks := cards.Fields(a.l.Value); pos.Col > 0 && a.k < len(toks) {
		pos.Col += toks[a.k].Col - 1
	}
	return pos
}

// claim names card c of deck i where at says; plainJK accepts a plain JK
// while the deck has a Joker no line names (see Start).
func (d *deckSet) claim(i int, c cards.Card, at cardAt, plainJK bool) error {
	left := d.left[i]
	switch {
	case plainJK && c == cards.Joker && left[cards.JK1]+left[cards.JK2] > 0:
		return nil
	case left[c] > 0:
		left[c]--
		d.at[i][c] = at
		return nil
	}
	if q, ok := d.at[i][c]; ok {
		return fmt.Errorf("%v is already in a zone of %s (at %s)", c, d.names[i], q.pos())
	}
	if slices.Contains(d.all[i], c) {
		return fmt.Errorf("%v is named twice: each card of %s lies in one zone", c, d.names[i])
	}
	if c.IsJoker() && !slices.ContainsFunc(d.all[i], cards.Card.IsJoker) {
		return fmt.Errorf("%v: %s has no Jokers", c, d.names[i])
	}
	return fmt.Errorf("%v is not a card of %s", c, d.names[i])
}

// rest returns the cards of deck i that no line names, in the deck's order.
func (d *deckSet) rest(i int) []cards.Card {
	left := maps.Clone(d.left[i])
	var out []cards.Card
	for _, c := range d.all[i] {
		if left[c] > 0 {
			left[c]--
			out = append(out, c)
		}
	}
	return out
}

// claimLine names the cards cs (slice order) that line l puts in zone z
// of deck i, with errors at each card's column.
func (d *deckSet) claimLine(errs *cards.ErrorList, i int, z *ZoneSpec, l *Zone, cs []cards.Card, plainJK bool) bool {
	ok := true
	text := cs
	if z.TopFirst {
		text = slices.Clone(cs)
		slices.Reverse(text)
	}
	for k, c := range text {
		at := cardAt{l, k}
		if err := d.claim(i, c, at, plainJK); err != nil {
			errs.Append(at.pos(), err)
			ok = false
		}
	}
	return ok
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
		// the column of the value's first character
		pos.Col = len([]rune(k)) + 2 + len([]rune(v)) - len([]rune(strings.TrimLeft(v, " \t")))
		lines = append(lines, Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v), Pos: pos})
	}
	players := -1
	if sc.DefaultPlayers > 0 {
		players = sc.DefaultPlayers
	}
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
	var ds *deckSet
	if sc.Decks != nil {
		ds = sc.newDeckSet(opts, "the game")
	}
	var errs cards.ErrorList
	given := map[[3]int]bool{}
	for li, l := range lines {
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
		k := [3]int{0, zi, int(p)}
		if zi < 0 {
			k = [3]int{1, fi, int(p)}
		}
		if given[k] {
			errs.Add(l.Pos, "zone %q written twice", l.Key)
			continue
		}
		given[k] = true
		if zi < 0 {
			if err := sc.Fields[fi].Set(s, p, l.Value); err != nil {
				errs.Append(l.Pos, fmt.Errorf("%s: %w", l.Key, err))
			}
			continue
		}
		z := &sc.Zones[zi]
		cs, ms, err := z.parse(l.Pos, l.Value)
		if err != nil {
			errs.Append(l.Pos, err)
			continue
		}
		if ds != nil && !ds.claimLine(&errs, sc.deckOf(zi), z, &lines[li], cs, false) {
			continue // no cards the zone cannot hold
		}
		if err := z.store(s, p, cs, ms); err != nil {
			errs.Append(l.Pos, fmt.Errorf("%s: %w", l.Key, err))
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	first := cards.Pos{File: "state", Line: 1}
	if ds != nil {
		for i := range ds.names {
			if rest := ds.rest(i); len(rest) > 0 {
				errs.Add(first, "engine: cards of %s in no zone: %s", ds.names[i], formatCards(rest))
			}
		}
	} else if sc.Cards != nil {
		if err := Conserved(AllCards(sc, s), sc.Cards(opts)); err != nil {
			errs.Add(first, "engine: %v", err)
		}
	}
	if sc.Check != nil {
		if err := sc.Check(s); err != nil {
			if len(errs) == 0 {
				return nil, err
			}
			errs.Append(first, err)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
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
// another zone that an "unlisted: ZONE" line names. With Decks, each
// deck's cards that no line names go, shuffled, under the first of its
// Reserves that no line sets, deck after deck. A line "ZONE top: CARDS"
// for an ordered zone names the cards on its top, the unnamed cards going
// under them. A plain JK names the first Joker (JK1, then JK2) that no
// line names.
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
		ms   []int
		pos  cards.Pos
		key  string
	}
	var sets []set
	var top *set // "RESERVE: ... CARDS": cards on top of the reserve
	var topText string
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
			top, topText = &set{zi, p, cs, nil, pos, l.Key}, rest
			continue
		}
		k := [2]int{zi, int(p)}
		if given[k] {
			errs.Add(l.Pos, "zone %q written twice", l.Key)
			continue
		}
		given[k] = true
		cs, ms, err := sc.Zones[zi].parse(l.Pos, l.Value)
		if err != nil {
			errs.Append(l.Pos, err)
			continue
		}
		sets = append(sets, set{zi, p, cs, ms, l.Pos, l.Key})
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	// Free the cards of the zones the lines set.
	var freed []cards.Card
	for _, st := range sets {
		z := &sc.Zones[st.zone]
		freed = append(freed, z.get(s, st.p)...)
		if err := z.put(s, st.p, nil, nil); err != nil {
			errs.Append(st.pos, fmt.Errorf("%s: %w", st.key, err))
		}
	}
	// The zones to take named cards from, after the freed ones: the
	// reserve, then every other zone not set; copies, written back at the
	// end.
	type source struct {
		zone int
		p    Player
		cs   []cards.Card
		ms   []int
	}
	var sources []*source
	addSource := func(zi int) {
		z := &sc.Zones[zi]
		add := func(p Player) {
			if !given[[2]int{zi, int(p)}] {
				sources = append(sources, &source{zi, p, slices.Clone(z.get(s, p)), slices.Clone(z.marks(s, p))})
			}
		}
		if !z.PerPlayer {
			add(-1)
			return
		}
		for p := 0; p < players; p++ {
			add(Player(p))
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
			if i := slices.Index(src.cs, c); i >= 0 {
				src.cs = slices.Delete(src.cs, i, i+1)
				if src.ms != nil {
					src.ms = slices.Delete(src.ms, i, i+1)
				}
				return true
			}
		}
		return false
	}
	named := sets
	if top != nil {
		named = append(slices.Clip(sets), *top)
	}
	for n, st := range named {
		value := lineValue(lines, st.pos)
		if n == len(sets) {
			value = topText
		}
		toks := cards.Fields(value)
		text := st.cs
		if sc.Zones[st.zone].TopFirst {
			text = slices.Clone(st.cs)
			slices.Reverse(text)
		}
		for i, c := range text {
			if !take(c) {
				pos := st.pos
				if pos.Col > 0 && i < len(toks) {
					pos.Col += toks[i].Col - 1
				}
				errs.Add(pos, "%v: %s has no such card left (each card of its decks lies in one zone)", c, g.Name())
			}
		}
		if n == len(sets) {
			continue // the reserve's top, put on it once it is shuffled
		}
		if err := sc.Zones[st.zone].store(s, st.p, st.cs, st.ms); err != nil {
			errs.Append(st.pos, fmt.Errorf("%s: %w", st.key, err))
		}
	}
	for _, src := range sources {
		if err := sc.Zones[src.zone].put(s, src.p, src.cs, src.ms); err != nil {
			errs.Append(sets0pos(lines), err)
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
		z := &sc.Zones[reserve]
		r := append(slices.Clone(z.get(s, -1)), freed...)
		Shuffle(sc.Rand(s), r)
		if err := z.put(s, -1, r, nil); err != nil {
			errs.Append(sets[0].pos, err)
			return nil, errs
		}
	}
	if top != nil {
		z := &sc.Zones[reserve]
		if err := z.put(s, -1, z.onTop(slices.Clone(z.get(s, -1)), z.inSliceOrder(top.cs)), nil); err != nil {
			errs.Append(top.pos, err)
			return nil, errs
		}
	}
	return started(sc, s, lines)
}

// lineValue returns the value of the line at pos.
func lineValue(lines []Zone, pos cards.Pos) string {
	for _, l := range lines {
		if l.Pos == pos {
			return l.Value
		}
	}
	return ""
}

// started runs Started and Check on a transcript's starting state.
func started(sc *Schema, s State, lines []Zone) (State, error) {
	var errs cards.ErrorList
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
	ds := sc.newDeckSet(opts, g.Name())
	given := map[[2]int]bool{}
	unlisted := -1 // an "unlisted: ZONE" line (without Decks)
	type set struct {
		zone int
		p    Player
		top  bool
		cs   []cards.Card
		ms   []int
		pos  cards.Pos
		key  string
	}
	var sets []set
	for li, l := range lines {
		switch l.Key {
		case "rand":
			if err := sc.Rand(s).UnmarshalText([]byte(l.Value)); err != nil {
				errs.Append(l.Pos, err)
			}
			continue
		case "unlisted":
			zi := sc.zone(l.Value)
			if sc.Decks != nil || zi < 0 || sc.Zones[zi].PerPlayer {
				errs.Add(l.Pos, "%v: unlisted: want a shared zone for the cards no line names, got %q", ErrTranscript, l.Value)
				continue
			}
			unlisted = zi
			continue
		}
		key, top := l.Key, false
		if base, ok := strings.CutSuffix(sc.canon(l.Key), " top"); ok && sc.zone(sc.canon(l.Key)) < 0 {
			if _, name := splitKey(base); sc.zone(name) >= 0 {
				key, top = base, true
			}
		}
		zi, fi, p, err := sc.part(key, n)
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
		z := &sc.Zones[zi]
		if top && (!z.Ordered || z.Marks != nil) {
			errs.Add(l.Pos, "%v: %s: only an ordered zone has a top line", ErrTranscript, l.Key)
			continue
		}
		k := [2]int{zi, int(p)}
		if top {
			k[0] = -1 - zi
		}
		if given[k] {
			errs.Add(l.Pos, "zone %q written twice", l.Key)
			continue
		}
		given[k] = true
		cs, ms, err := z.parse(l.Pos, l.Value)
		if err != nil {
			errs.Append(l.Pos, err)
			continue
		}
		if ds.claimLine(&errs, sc.deckOf(zi), z, &lines[li], cs, true) {
			sets = append(sets, set{zi, p, top, cs, ms, l.Pos, l.Key})
		}
	}
	// A plain JK takes the first Joker of its deck that no line names.
	for _, st := range sets {
		left := ds.left[sc.deckOf(st.zone)]
		for i, c := range st.cs {
			if c != cards.Joker {
				continue
			}
			switch {
			case left[cards.JK1] > 0:
				st.cs[i] = cards.JK1
				left[cards.JK1]--
			case left[cards.JK2] > 0:
				st.cs[i] = cards.JK2
				left[cards.JK2]--
			default:
				errs.Add(st.pos, "JK: %s has no Joker left", g.Name())
			}
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	for _, st := range sets {
		if st.top {
			continue
		}
		if err := sc.Zones[st.zone].store(s, st.p, st.cs, st.ms); err != nil {
			errs.Append(st.pos, fmt.Errorf("%s: %w", st.key, err))
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	for i := range ds.names {
		rest := ds.rest(i)
		if len(rest) == 0 {
			continue
		}
		to := unlisted
		shuffle := false
		if to < 0 {
			for _, r := range ds.reserves[i] {
				if !given[[2]int{r, -1}] || sc.Decks == nil {
					to, shuffle = r, true
					break
				}
			}
		}
		if to < 0 {
			what := Count(len(rest), "card")
			if sc.Decks != nil {
				what = "cards of " + ds.names[i]
			}
			errs.Add(sets0pos(lines), "%s in no zone: %s", what, formatCards(rest))
			continue
		}
		z := &sc.Zones[to]
		cs := slices.Clone(z.get(s, -1))
		if shuffle {
			// under the named cards
			ShuffleCards(sc.Rand(s), rest)
			cs = z.under(cs, rest)
		} else {
			cs = append(cs, rest...)
		}
		if err := z.put(s, -1, cs, nil); err != nil {
			errs.Append(sets0pos(lines), err)
		}
	}
	for _, st := range sets {
		if !st.top {
			continue
		}
		z := &sc.Zones[st.zone]
		if err := z.put(s, st.p, z.onTop(slices.Clone(z.get(s, st.p)), st.cs), nil); err != nil {
			errs.Append(st.pos, fmt.Errorf("%s: %w", st.key, err))
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return started(sc, s, lines)
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
	key = sc.canon(key)
	if base, found := strings.CutSuffix(key, " count"); found && sc.zone(key) < 0 {
		if _, pn := splitKey(base); sc.zone(pn) >= 0 {
			zi, _, p, err := sc.part(base, sc.Players(s))
			if err != nil {
				return "", false, err
			}
			got = strconv.Itoa(len(sc.Zones[zi].get(s, p)))
			return got, got == strings.TrimSpace(want), nil
		}
	}
	for _, end := range []string{" top", " bottom"} {
		base, found := strings.CutSuffix(key, end)
		if !found || sc.zone(key) >= 0 {
			continue
		}
		if _, pn := splitKey(base); sc.zone(pn) >= 0 && sc.Zones[sc.zone(pn)].Ordered {
			zi, _, p, err := sc.part(base, sc.Players(s))
			if err != nil {
				return "", false, err
			}
			return expectEnd(&sc.Zones[zi], s, p, end == " top", want)
		}
	}
	zi, fi, p, err := sc.part(key, sc.Players(s))
	if errors.Is(err, errUnknownKey) {
		return "", false, fmt.Errorf("unknown expect key %q (see cardstock help transcripts)", key)
	}
	if err != nil {
		return "", false, err
	}
	if zi < 0 {
		got = sc.Fields[fi].Get(s, p)
		return got, got == want, nil
	}
	z := &sc.Zones[zi]
	cs := z.get(s, p)
	if n, found := parseCount(want); found {
		got = Count(len(cs), "card")
		return got, len(cs) == n, nil
	}
	got = z.format(s, p)
	ws, wm, err := z.parse(cards.Pos{}, want)
	if err != nil {
		return got, false, err
	}
	if z.Marks != nil && !slices.Equal(wm, z.marks(s, p)) {
		return got, false, nil
	}
	if z.Ordered {
		return got, slices.Equal(ws, cs), nil
	}
	return got, sameCards(ws, cs), nil
}

// expectEnd answers "ZONE top: CARDS" (top) or "ZONE bottom: CARDS": the
// cards nearest the top or the bottom of an ordered zone, as many as want
// names, written in the zone's order.
func expectEnd(z *ZoneSpec, s State, p Player, top bool, want string) (string, bool, error) {
	ws, _, err := z.parse(cards.Pos{}, want)
	if err != nil {
		return "", false, err
	}
	cs := z.get(s, p)
	n := min(len(ws), len(cs))
	// the top is the slice's end, unless TopAtStart
	var part []cards.Card
	if top != z.TopAtStart {
		part = cs[len(cs)-n:]
	} else {
		part = cs[:n]
	}
	return z.text(part), len(ws) == len(cs[:n]) && slices.Equal(ws, part), nil
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

// FormatReturns writes returns as text: "1 0 0".
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
	if sc.StartEmpty && sc.Decks == nil {
		v.Zones = append(v.Zones, Term{Syntax: "unlisted: ZONE", Doc: "where the cards no line names go (default " + sc.Reserve + ", shuffled, under its named cards)"})
	}
	if sc.StartEmpty && slices.ContainsFunc(sc.Zones, func(z ZoneSpec) bool { return z.Ordered && z.Marks == nil }) {
		v.Zones = append(v.Zones, Term{Syntax: "ZONE top: CARDS", Doc: "only the top cards of an ordered zone, written as the zone is; the cards no line names go under them"})
	}
	for _, d := range sc.Decks {
		v.Notes = append(v.Notes, "Cards of "+d.Name+" that no line names go, shuffled, under the first of "+strings.Join(d.Reserves, ", ")+" that no line sets.")
	}
	v.Expects = append(v.Expects, sc.Expects...)
	v.Expects = append(v.Expects,
		Term{"ZONE: CARDS", "the cards of any zone above (in order for ordered zones), or a count: \"40 cards\", \"empty\""},
		Term{"ZONE count: N", "how many cards a zone holds"},
		Term{"ZONE top: CARDS / ZONE bottom: CARDS", "the cards nearest the top or the bottom of an ordered zone, as many as named, written as the zone is"},
		Term{"FIELD: VALUE", "any value above"},
		Term{"current: P1", "the player to act, or nobody when the game is over"},
		Term{"returns: 1 0", "each player's result once the game is over: 1 for each winner, 0 for the others; a solo game's score"},
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
