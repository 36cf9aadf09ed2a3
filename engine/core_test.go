package engine_test

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
)

func TestTinyRandomGames(t *testing.T) {
	res := enginetest.Run(t, enginetest.Config{Game: tiny{}, Games: 300, Cards: tinyCards})
	if res.Games != 300 || len(res.Rules) == 0 {
		t.Fatalf("played %d games, refusals %v", res.Games, res.Rules)
	}
}

func TestTinyPlayers(t *testing.T) {
	for _, n := range []int{1, 5} {
		if _, err := engine.NewGame(tiny{}, engine.Setup{Players: n}); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
	s, err := engine.NewGame(tiny{}, engine.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(s.(*tinyState).hands); n != 2 {
		t.Errorf("default players %d, want the minimum 2", n)
	}
	for !s.IsTerminal() {
		if err := s.Apply(s.LegalActions()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if r := s.Returns(); len(r) != 2 {
		t.Errorf("returns %v, want one per player", r)
	}
}

// A state written mid-game and read back draws the same cards: the
// generator travels in the text form.
func TestTextCarriesGenerator(t *testing.T) {
	s, _ := engine.NewGame(tiny{}, engine.Setup{Players: 3, Seed: 9})
	s.Apply(actDraw)
	st := s.(*tinyState)
	st.rng.Uint64()
	text := s.String()
	back, err := tiny{}.ParseState(nil, text)
	if err != nil {
		t.Fatal(err)
	}
	if back.String() != text {
		t.Fatalf("round trip:\n%s\n%s", text, back)
	}
	r1, r2 := st.rng, back.(*tinyState).rng
	for i := 0; i < 5; i++ {
		if a, b := r1.Uint64(), r2.Uint64(); a != b {
			t.Fatalf("generators differ after reading back: %d %d", a, b)
		}
	}
	if !strings.Contains(text, "P3 hand: ") || !strings.Contains(text, "players: 3") {
		t.Errorf("text form:\n%s", text)
	}
}

func TestSeededMatchesNewRand(t *testing.T) {
	r, old := engine.Seeded(42), engine.NewRand(42)
	for i := 0; i < 10; i++ {
		if a, b := r.Uint64(), old.Uint64(); a != b {
			t.Fatal("Seeded and NewRand differ")
		}
	}
}

func TestObservation(t *testing.T) {
	s, _ := engine.NewGame(tiny{}, engine.Setup{Players: 3, Seed: 1})
	s.Apply(actDiscard + engine.Action(s.(*tinyState).hands[0][0]))
	obs := engine.Observation(tiny{}, s, 1)
	for _, want := range []string{"you: P2", "P1 hand: 1 card", "P3 hand: 2 cards", "deck: 52 cards", "turns: 1"} {
		if !strings.Contains(obs, want+"\n") {
			t.Errorf("observation lacks %q:\n%s", want, obs)
		}
	}
	own := cards.FormatList(s.(*tinyState).hands[1])
	if !strings.Contains(obs, "P2 hand: "+own+"\n") || strings.Contains(obs, "rand") {
		t.Errorf("observation:\n%s", obs)
	}
	// What P2 cannot see: the deck's order, P1's and P3's hands.
	o := s.Clone().(*tinyState)
	o.hands[0][0], o.deck[0] = o.deck[0], o.hands[0][0]
	o.deck[1], o.deck[2] = o.deck[2], o.deck[1]
	o.rng = engine.Seeded(77)
	if got := engine.Observation(tiny{}, o, 1); got != obs {
		t.Errorf("hidden change shows:\n%s\nwas\n%s", got, obs)
	}
	if got := engine.Observation(tiny{}, o, 0); got == engine.Observation(tiny{}, s, 0) {
		t.Error("P1 does not see their own hand change")
	}
}

func TestTinyTranscript(t *testing.T) {
	src := `game tiny
players 3
seed 5
P1 hand: A♥ MES
P2 hand: BAR BAR
pile: 7♣
turns: 0
expect deck: 51 cards
expect P1 hand: MES A♥
expect view P2 P1 hand: 2 cards
expect view P1 P1 hand: A♥ MES
expect view P3 pile: 7♣
expect view P3: P1 hand: 2 cards
P1 discard MES
expect pile: 7♣ MES
expect view P3 pile: MES on 1 card
P2 discard K♠
expect illegal (rule 2.1)
P1 pass
expect illegal
P2 draw
P3 pass
expect current: P1
expect turns: 3
P1 pass
P2 pass
P3 pass
P1 pass
P2 pass
P3 pass
expect over: yes
expect P1 hand: A♥
expect returns: 1 0 0
`
	tr, err := engine.ParseTranscript("t.txt", []byte(src), 1)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Players != 3 || tr.Steps[6].Player != 0 || tr.Steps[6].Text != "discard MES" {
		t.Fatalf("parsed %+v", tr)
	}
	if err := engine.Replay(tr, nil); err != nil {
		t.Fatal(err)
	}
}

func TestTinyTranscriptErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"game tiny\nplayers 5\n", "t.txt:2: engine: tiny is for 2 to 4 players, not 5"},
		{"game tiny\nP1 hand: A♥ A♥\n", "t.txt:2:13: A♥: tiny has no such card left"},
		{"game tiny\nP1 hand: A♥ XQ9 MES\n", "t.txt:2:13: XQ9: tiny has no such card left"},
		{"game tiny\nhand: A♥\n", `t.txt:2:7: transcript: "hand" is a zone of each player: write "P1 hand"`},
		{"game tiny\nP3 hand: A♥\n", "t.txt:2:10: transcript: P3: the game has 2 players"},
		{"game tiny\nturns: x\n", `t.txt:2:8: turns: bad value "x": want a whole number`},
		{"game tiny\ndeck: A♥\n", "cards left without a zone"},
		{"game tiny\nP2 pass\n", `t.txt:2: step 1: illegal: P2 cannot play "pass": it is P1's turn`},
		{"game tiny\nP2 pass\nexpect illegal (rule 2.3)\n", `expected illegal (rule 2.3) but illegal: P2 cannot play`},
		{"game tiny\nexpect P1 hand: 3 cards\n", "t.txt:2: step 0: expected P1 hand: 3 cards but P1 hand is 2 cards"},
		{"game tiny\nexpect view P9 hand: 3 cards\n", "want \"expect view P1 KEY: VALUE\""},
	} {
		tr, err := engine.ParseTranscript("t.txt", []byte(tc.src), 1)
		if err == nil {
			err = engine.Replay(tr, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.src, err, tc.want)
		}
	}
}

func TestDeckCards(t *testing.T) {
	if len(tinyCards) != 58 {
		t.Fatalf("castle-poker decks: %d cards", len(tinyCards))
	}
	bar, _ := cards.Custom("BAR")
	n := 0
	for _, c := range tinyCards {
		if c == bar {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d Barrels, want 4 as special.csv prints", n)
	}
	if _, err := engine.DeckCards("castle-poker", "nope"); err == nil {
		t.Error("unknown deck accepted")
	}
	if _, err := engine.DeckCards("castle-poker", "castles"); err == nil {
		t.Error("castle tableaux dealt as cards")
	}
	tt, err := engine.DeckCards("tavern-tales", "deck")
	if err != nil || len(tt) != 52 || tt[0].ID() != "HE1" {
		t.Errorf("tavern-tales: %d cards, %v", len(tt), err)
	}
}

// leaky shows the deck in its observation, which the harness must catch.
type leaky struct{ *tinyState }

func (l leaky) Observation(p engine.Player) string {
	return engine.Observe(tinySchema, l.tinyState, p) + "secret: " + cards.FormatList(l.deck) + "\n"
}

func (l leaky) Clone() engine.State { return leaky{l.tinyState.Clone().(*tinyState)} }

func TestObservationInvariantCatchesLeak(t *testing.T) {
	s, _ := engine.NewGame(tiny{}, engine.Setup{Players: 2, Seed: 4})
	r := engine.NewRand(1)
	if err := enginetest.CheckObservation(tiny{}, tinySchema, s, r); err != nil {
		t.Fatal(err)
	}
	// The schema of leaky states: tiny's, reached through the wrapper.
	sc := *tinySchema
	sc.Zones = append([]engine.ZoneSpec(nil), tinySchema.Zones...)
	for i := range sc.Zones {
		get := tinySchema.Zones[i].Cards
		sc.Zones[i].Cards = func(s engine.State, p engine.Player) *[]cards.Card { return get(s.(leaky).tinyState, p) }
	}
	sc.Rand = func(s engine.State) *engine.Rand { return &s.(leaky).rng }
	sc.Players = func(s engine.State) int { return s.(leaky).players }
	err := enginetest.CheckObservation(tiny{}, &sc, leaky{s.(*tinyState)}, r)
	if err == nil || !strings.Contains(err.Error(), "observation invariant") {
		t.Fatalf("leak not caught: %v", err)
	}
}

func TestShuffleCardsIsShuffle(t *testing.T) {
	a, b := engine.Seeded(5), engine.Seeded(5)
	x, y := cards.Deck54(), cards.Deck54()
	engine.Shuffle(&a, x)
	engine.ShuffleCards(&b, y)
	if cards.FormatList(x) != cards.FormatList(y) {
		t.Fatal("ShuffleCards and Shuffle differ")
	}
}

// TestReserveTop checks a reserve line that names only the top of the
// reserve: "deck: ... 2♥ 3♥" puts 3♥ on top, 2♥ under it, and the rest of
// the deck, shuffled, below; the cards keep their count.
func TestReserveTop(t *testing.T) {
	src := `game tiny
seed 5
P1 hand: A♥ MES
P2 hand:
deck: ... 2♥ 3♥
expect deck: 56 cards
P1 draw
expect P1 hand: A♥ MES 3♥
P2 draw
expect P2 hand: 2♥
`
	tr, err := engine.ParseTranscript("t.txt", []byte(src), 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.Replay(tr, nil); err != nil {
		t.Fatal(err)
	}
	bad := "game tiny\ndeck: ... 2♥ 2♥\n"
	tr, err = engine.ParseTranscript("t.txt", []byte(bad), 1)
	if err == nil {
		err = engine.Replay(tr, nil)
	}
	if err == nil || !strings.Contains(err.Error(), "no such card left") {
		t.Fatalf("a card named twice on top: got %v", err)
	}
}

func TestParseStateConserves(t *testing.T) {
	s, _ := engine.NewGame(tiny{}, engine.Setup{Players: 2, Seed: 1})
	text := s.String()
	hand := cards.FormatList(s.(*tinyState).hands[0])
	bad := strings.Replace(text, "P1 hand: "+hand, "P1 hand: "+hand+" MES", 1)
	_, err := tiny{}.ParseState(nil, bad)
	if err == nil || !strings.Contains(err.Error(), "too many [MES]") {
		t.Errorf("a card twice: %v", err)
	}
	bad = strings.Replace(text, "P1 hand: "+hand, "P1 hand:", 1)
	_, err = tiny{}.ParseState(nil, bad)
	if err == nil || !strings.Contains(err.Error(), "in no zone [") {
		t.Errorf("cards lost: %v", err)
	}
}
