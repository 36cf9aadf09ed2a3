package engine_test

// Twin is a game of no moves whose state uses the Schema capabilities
// Queen's Challenge needs: two decks holding the same cards (Decks), a
// pile kept top first in its slice (TopAtStart) with "ZONE top:" lines, a
// zone with a number per card (Marks), a zone that is not a slice
// (Get/Set), a zone that refuses cards (Check), key spellings (Key) and a
// text form without a players line (DefaultPlayers).

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

type twin struct{}

type twinState struct {
	rng    engine.Rand
	stock  []cards.Card // deck A, top first
	marked []cards.Card // deck A
	marks  []int
	right  []cards.Card // deck B
	spare  []cards.Card // deck B
	slot   cards.Card   // deck B: one card or none
	hand   []cards.Card // deck B, at most 2
}

var twinCards = []cards.Card{cards.MustParse("A♠"), cards.MustParse("2♠"), cards.MustParse("3♠"), cards.MustParse("4♠")}

func twinOf(s engine.State) *twinState { return s.(*twinState) }

var twinSchema = &engine.Schema{
	Zones: []engine.ZoneSpec{
		{Name: "stock", Deck: "deck A", Vis: engine.Hidden, Ordered: true, TopAtStart: true, Doc: "deck A's draw pile, top first",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &twinOf(s).stock }},
		{Name: "marked", Deck: "deck A", Vis: engine.Public, Ordered: true, Doc: "cards with a number",
			Cards:   func(s engine.State, _ engine.Player) *[]cards.Card { return &twinOf(s).marked },
			Marks:   func(s engine.State, _ engine.Player) *[]int { return &twinOf(s).marks },
			MarkMax: 9, MarkDoc: "number after a minus sign (2♠-3)"},
		{Name: "right", Deck: "deck B", Vis: engine.Public, Ordered: true, Doc: "deck B's pile",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &twinOf(s).right }},
		{Name: "spare", Deck: "deck B", Vis: engine.Public, Doc: "where deck B's cards go when right is written out",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &twinOf(s).spare }},
		{Name: "slot", Deck: "deck B", Vis: engine.Public, Doc: "one card or none",
			Get: func(s engine.State, _ engine.Player) []cards.Card {
				if c := twinOf(s).slot; c != cards.NoCard {
					return []cards.Card{c}
				}
				return nil
			},
			Set: func(s engine.State, _ engine.Player, cs []cards.Card) error {
				if len(cs) > 1 {
					return fmt.Errorf("one card at most, got %d", len(cs))
				}
				twinOf(s).slot = cards.NoCard
				if len(cs) == 1 {
					twinOf(s).slot = cs[0]
				}
				return nil
			}},
		{Name: "hand", Deck: "deck B", Vis: engine.Public, Doc: "at most two cards",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &twinOf(s).hand },
			Check: func(cs []cards.Card) error {
				if len(cs) > 2 {
					return fmt.Errorf("%d cards, at most 2", len(cs))
				}
				return nil
			}},
	},
	Decks: []engine.DeckSpec{
		{Name: "deck A", Cards: func(engine.Options) []cards.Card { return twinCards }, Reserves: []string{"stock"}},
		{Name: "deck B", Cards: func(engine.Options) []cards.Card { return twinCards }, Reserves: []string{"right", "spare"}},
	},
	Cards:          func(engine.Options) []cards.Card { return append(slices.Clone(twinCards), twinCards...) },
	StartEmpty:     true,
	DefaultPlayers: 1,
	Make: func(_ engine.Options, n int) engine.State {
		if n != 1 {
			return nil
		}
		return &twinState{}
	},
	Rand:    func(s engine.State) *engine.Rand { return &twinOf(s).rng },
	Players: func(engine.State) int { return 1 },
	Key:     strings.ToLower,
}

func (twin) Name() string             { return "twin" }
func (twin) Players() (int, int)      { return 1, 1 }
func (twin) Options() []engine.Option { return nil }
func (twin) Schema() *engine.Schema   { return twinSchema }
func (twin) New(setup engine.Setup) (engine.State, error) {
	return engine.Start(twinSchema, twin{}, setup, nil)
}
func (twin) ParseState(opts engine.Options, text string) (engine.State, error) {
	return engine.ParseState(twinSchema, opts, text)
}

func (s *twinState) CurrentPlayer() engine.Player              { return engine.Terminal }
func (s *twinState) LegalActions() []engine.Action             { return nil }
func (s *twinState) Apply(engine.Action) error                 { return engine.Refuse("1", "no moves") }
func (s *twinState) IsTerminal() bool                          { return true }
func (s *twinState) Returns() []float64                        { return []float64{0} }
func (s *twinState) String() string                            { return engine.FormatState(twinSchema, s) }
func (s *twinState) ActionString(engine.Action) string         { return "?" }
func (s *twinState) ParseAction(string) (engine.Action, error) { return 0, fmt.Errorf("no moves") }
func (s *twinState) Clone() engine.State {
	c := *s
	return &c
}

func twinStart(t *testing.T, src string) (engine.State, error) {
	t.Helper()
	tr, err := engine.ParseTranscript("t.txt", []byte("game twin\n"+src), 1)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Start(twinSchema, twin{}, engine.Setup{Seed: 5}, tr.Zones)
}

func twinExpect(t *testing.T, s engine.State, key, want string, ok bool) {
	t.Helper()
	got, match, err := engine.Expect(twinSchema, twin{}, s, key, want)
	if err != nil || match != ok {
		t.Errorf("expect %s: %s: got %q, match %v (%v), want match %v", key, want, got, match, err, ok)
	}
}

// Two decks hold the same cards: each card lies once in the zones of each
// deck, and the cards no line names go to their own deck's reserve.
func TestSchemaDecks(t *testing.T) {
	s, err := twinStart(t, "marked: 2♠\nright: 2♠ 3♠\n")
	if err != nil {
		t.Fatal(err)
	}
	st := twinOf(s)
	if got := cards.FormatList(st.stock); len(st.stock) != 3 || strings.Contains(got, "2♠") {
		t.Errorf("deck A's other cards: stock %s, want A♠ 3♠ 4♠ in some order", got)
	}
	if got := cards.FormatList(st.right); got != "2♠ 3♠" || len(st.spare) != 2 {
		t.Errorf("right %s, spare %v: want 2♠ 3♠, and deck B's A♠ 4♠ in spare, the next reserve", got, st.spare)
	}
	// right written out: deck B's other cards go to the next reserve.
	s, err = twinStart(t, "right: 2♠\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := twinOf(s).spare; len(got) != 3 {
		t.Errorf("spare %v, want deck B's 3 other cards", got)
	}
	// every reserve written out: an error naming the deck.
	if _, err := twinStart(t, "right: 2♠\nspare: 3♠\n"); err == nil || !strings.Contains(err.Error(), "cards of deck B in no zone: A♠ 4♠") {
		t.Errorf("no reserve left: %v", err)
	}
	for _, tc := range []struct{ src, want string }{
		{"right: 2♠\nhand: 2♠\n", "t.txt:3:7: 2♠ is already in a zone of deck B (at t.txt:2:8)"},
		{"right: JK\n", "JK: deck B has no Jokers"},
		{"right: 5♠\n", "5♠ is not a card of deck B"},
	} {
		if _, err := twinStart(t, tc.src); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
	// The text form round-trips, and ParseState checks each deck.
	text := s.String()
	back, err := twin{}.ParseState(nil, text)
	if err != nil || back.String() != text {
		t.Fatalf("round trip: %v\n%s", err, text)
	}
	if _, err := (twin{}).ParseState(nil, strings.Replace(text, "spare:", "spare: 2♠", 1)); err == nil || !strings.Contains(err.Error(), "2♠ is already in a zone of deck B") {
		t.Errorf("a card twice in deck B: %v", err)
	}
	if _, err := (twin{}).ParseState(nil, strings.Replace(text, "right: 2♠", "right:", 1)); err == nil || !strings.Contains(err.Error(), "cards of deck B in no zone: 2♠") {
		t.Errorf("a card of deck B lost: %v", err)
	}
}

// DefaultPlayers: no players line in the text form of a solitaire.
func TestSchemaDefaultPlayers(t *testing.T) {
	s, err := twinStart(t, "")
	if err != nil {
		t.Fatal(err)
	}
	if text := s.String(); !strings.HasPrefix(text, "rand: ") {
		t.Errorf("text form starts %q, want the rand line first", text[:20])
	}
}

// TopAtStart and "ZONE top:" lines: the slice's first card is the top,
// named top cards stay above the unnamed ones; top and bottom expects.
func TestSchemaTopAtStart(t *testing.T) {
	s, err := twinStart(t, "stock top: 3♠ A♠\nright: A♠ 2♠ 3♠ 4♠\n")
	if err != nil {
		t.Fatal(err)
	}
	st := twinOf(s)
	if len(st.stock) != 4 || st.stock[0] != cards.MustParse("3♠") || st.stock[1] != cards.MustParse("A♠") {
		t.Errorf("stock %s, want 3♠ A♠ on top", cards.FormatList(st.stock))
	}
	twinExpect(t, s, "stock top", "3♠ A♠", true)
	twinExpect(t, s, "stock top", "A♠", false)
	twinExpect(t, s, "stock bottom", st.stock[3].String(), true)
	twinExpect(t, s, "stock bottom", "3♠", false)
	// right is written bottom first, its top the slice's end
	twinExpect(t, s, "right bottom", "A♠ 2♠", true)
	twinExpect(t, s, "right top", "3♠ 4♠", true)
	twinExpect(t, s, "right top", "A♠ 2♠", false)
	twinExpect(t, s, "Stock Count", "4", true) // Key: any case
	// seen as a face-up pile, the top is the slice's first card
	face := *twinSchema
	face.Zones = slices.Clone(face.Zones)
	face.Zones[0].Vis = engine.TopCard
	if obs := engine.Observe(&face, s, 0); !strings.Contains(obs, "stock: 3♠ on 3 cards\n") {
		t.Errorf("observation of a face-up stock:\n%s", obs)
	}
	if _, err := twinStart(t, "hand top: 2♠\n"); err == nil || !strings.Contains(err.Error(), "only an ordered zone has a top line") {
		t.Errorf("top line of an unordered zone: %v", err)
	}
}

// Marks: a number kept with each card, written CARD-N.
func TestSchemaMarks(t *testing.T) {
	s, err := twinStart(t, "marked: 2♠-3 4♠\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := twinOf(s).marks; !slices.Equal(got, []int{3, 0}) {
		t.Errorf("marks %v, want [3 0]", got)
	}
	text := s.String()
	if !strings.Contains(text, "marked: 2♠-3 4♠\n") {
		t.Errorf("text form lacks the mark:\n%s", text)
	}
	back, err := twin{}.ParseState(nil, text)
	if err != nil || back.String() != text {
		t.Fatalf("round trip: %v", err)
	}
	twinExpect(t, s, "marked", "2♠-3 4♠", true)
	twinExpect(t, s, "marked", "2♠ 4♠", false)
	for _, bad := range []string{"2♠-x", "2♠-10", "2♠-0"} {
		if _, err := twinStart(t, "marked: "+bad+"\n"); err == nil || !strings.Contains(err.Error(), "want a card, with its number after a minus sign (2♠-3)") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// Get/Set zones and zone checks refuse what a line puts there, at the line.
func TestSchemaGetSetAndCheck(t *testing.T) {
	s, err := twinStart(t, "slot: 4♠\n")
	if err != nil {
		t.Fatal(err)
	}
	if twinOf(s).slot != cards.MustParse("4♠") {
		t.Errorf("slot %v", twinOf(s).slot)
	}
	twinExpect(t, s, "slot", "4♠", true)
	if !strings.Contains(s.String(), "slot: 4♠\n") {
		t.Errorf("text form:\n%s", s)
	}
	for _, tc := range []struct{ src, want string }{
		{"slot: 2♠ 3♠\n", "t.txt:2:7: slot: one card at most, got 2"},
		{"hand: A♠ 2♠ 3♠\n", "t.txt:2:7: hand: 3 cards, at most 2"},
	} {
		if _, err := twinStart(t, tc.src); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
	if _, err := (twin{}).ParseState(nil, "stock: A♠ 2♠ 3♠ 4♠\nslot: 4♠\nhand: A♠ 2♠ 3♠\n"); err == nil || !strings.Contains(err.Error(), "state:3:7: hand: 3 cards, at most 2") {
		t.Errorf("ParseState of a hand of 3: %v", err)
	}
}
