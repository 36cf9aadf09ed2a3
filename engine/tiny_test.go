package engine_test

// Tiny is the smallest whole game on the core, and the model for a game
// package: 2 to 4 players, Castle Poker's 58 cards from the content (the
// standard deck and the special cards shuffled in), two cards dealt to each
// hand. In turn each player draws the top card of the deck, discards a
// card of their hand face up on the pile, or passes; after three turns
// each, whoever holds the most Hearts wins (returns 1, the others 0; ties
// share).
//
// Rules cited in refusals: 2.1 a discarded card comes from your hand; 2.2
// you cannot draw from an empty deck; 2.3 only the current player acts.

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

type tiny struct{}

type tinyState struct {
	opts    engine.Options
	rng     engine.Rand // the one source of chance, copied with the state
	players int
	deck    []cards.Card
	pile    []cards.Card
	hands   [][]cards.Card
	turns   int // turns played so far, all players together
	current engine.Player
}

// tinyCards are the cards of the game, read from the content once.
var tinyCards = engine.MustDeckCards("castle-poker", "standard", "special")

const (
	actDraw    engine.Action = 1
	actPass    engine.Action = 2
	actDiscard engine.Action = 1 << 16 // + card
	tinyTurns                = 3
)

func init() { engine.Register(tiny{}) }

func (tiny) Name() string             { return "tiny" }
func (tiny) Players() (int, int)      { return 2, 4 }
func (tiny) Options() []engine.Option { return nil }

var tinySchema = &engine.Schema{
	Zones: []engine.ZoneSpec{
		{Name: "deck", Vis: engine.Hidden, Ordered: true, Doc: "the draw pile, face down",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &s.(*tinyState).deck }},
		{Name: "pile", Vis: engine.TopCard, Ordered: true, Doc: "discarded cards, face up",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &s.(*tinyState).pile }},
		{Name: "hand", PerPlayer: true, Vis: engine.OwnerOnly, Doc: "a player's hand",
			Cards: func(s engine.State, p engine.Player) *[]cards.Card { return &s.(*tinyState).hands[p] }},
	},
	Fields: []engine.FieldSpec{
		engine.PlayerField("current", false, engine.Public, "the player to act",
			func(s engine.State, _ engine.Player) *engine.Player { return &s.(*tinyState).current }),
		engine.IntField("turns", false, engine.Public, "turns played",
			func(s engine.State, _ engine.Player) *int { return &s.(*tinyState).turns }),
	},
	Reserve: "deck",
	Cards:   func(engine.Options) []cards.Card { return tinyCards },
	Make: func(opts engine.Options, n int) engine.State {
		if n < 2 || n > 4 {
			return nil
		}
		return &tinyState{opts: opts, players: n, hands: make([][]cards.Card, n)}
	},
	Rand:    func(s engine.State) *engine.Rand { return &s.(*tinyState).rng },
	Players: func(s engine.State) int { return s.(*tinyState).players },
	Actions: []engine.Term{{Syntax: "draw", Doc: "take the top card of the deck (2.2)"},
		{Syntax: "discard CARD", Doc: "put a card of your hand on the pile (2.1)"},
		{Syntax: "pass", Doc: "do nothing"}},
}

func (tiny) Schema() *engine.Schema { return tinySchema }

func (tiny) New(setup engine.Setup) (engine.State, error) {
	s := tinySchema.Make(setup.Options, setup.Players).(*tinyState)
	s.rng = engine.Seeded(setup.Seed)
	s.deck = append([]cards.Card(nil), tinyCards...)
	engine.Shuffle(&s.rng, s.deck)
	for p := range s.hands {
		s.hands[p] = append(s.hands[p], s.deck[len(s.deck)-2:]...)
		s.deck = s.deck[:len(s.deck)-2]
	}
	return s, nil
}

func (tiny) ParseState(opts engine.Options, text string) (engine.State, error) {
	return engine.ParseState(tinySchema, opts, text)
}

func (s *tinyState) String() string { return engine.FormatState(tinySchema, s) }

func (s *tinyState) CurrentPlayer() engine.Player {
	if s.IsTerminal() {
		return engine.Terminal
	}
	return s.current
}

func (s *tinyState) IsTerminal() bool { return s.turns >= tinyTurns*s.players }

func (s *tinyState) LegalActions() []engine.Action {
	if s.IsTerminal() {
		return nil
	}
	var out []engine.Action
	if len(s.deck) > 0 {
		out = append(out, actDraw)
	}
	out = append(out, actPass)
	for _, c := range s.hands[s.current] {
		out = append(out, actDiscard+engine.Action(c))
	}
	return out
}

func (s *tinyState) Apply(a engine.Action) error {
	if s.IsTerminal() {
		return engine.Refuse("2.3", "the game is over")
	}
	h := &s.hands[s.current]
	switch {
	case a == actDraw:
		if len(s.deck) == 0 {
			return engine.Refuse("2.2", "the deck is empty")
		}
		*h = append(*h, s.deck[len(s.deck)-1])
		s.deck = s.deck[:len(s.deck)-1]
	case a == actPass:
	case a > actDiscard && a < actDiscard+1<<16:
		c := cards.Card(a - actDiscard)
		i := indexOf(*h, c)
		if i < 0 {
			return engine.Refuse("2.1", "%s is not in %s's hand", c, s.current)
		}
		*h = append((*h)[:i], (*h)[i+1:]...)
		s.pile = append(s.pile, c)
	default:
		return engine.Refuse("2.1", "no such action %d", a)
	}
	s.turns++
	s.current = engine.Player((int(s.current) + 1) % s.players)
	return nil
}

func indexOf(cs []cards.Card, c cards.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

func (s *tinyState) Returns() []float64 {
	out := make([]float64, s.players)
	if !s.IsTerminal() {
		return out
	}
	best := -1
	hearts := make([]int, s.players)
	for p, h := range s.hands {
		for _, c := range h {
			if c.Suit() == cards.Hearts {
				hearts[p]++
			}
		}
		best = max(best, hearts[p])
	}
	for p := range out {
		if hearts[p] == best {
			out[p] = 1
		}
	}
	return out
}

func (s *tinyState) Clone() engine.State {
	c := *s
	c.deck = append([]cards.Card(nil), s.deck...)
	c.pile = append([]cards.Card(nil), s.pile...)
	c.hands = make([][]cards.Card, len(s.hands))
	for p, h := range s.hands {
		c.hands[p] = append([]cards.Card(nil), h...)
	}
	return &c
}

func (s *tinyState) ActionString(a engine.Action) string {
	switch {
	case a == actDraw:
		return "draw"
	case a == actPass:
		return "pass"
	case a > actDiscard && a < actDiscard+1<<16:
		return "discard " + cards.Card(a-actDiscard).String()
	}
	return fmt.Sprintf("action-%d", a)
}

func (s *tinyState) ParseAction(text string) (engine.Action, error) {
	switch w, rest, _ := strings.Cut(strings.TrimSpace(text), " "); w {
	case "draw":
		return actDraw, nil
	case "pass":
		return actPass, nil
	case "discard":
		c, err := cards.ParseCard(strings.TrimSpace(rest))
		if err != nil {
			return 0, err
		}
		return actDiscard + engine.Action(c), nil
	}
	return 0, fmt.Errorf("tiny: unknown action %q: want draw, pass or discard CARD", text)
}
