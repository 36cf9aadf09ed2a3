// Package castlepoker is the rules engine of Castle Poker (seed 001, as the
// rulebook content/castle-poker/rules.md writes it).
package castlepoker

import (
	"fmt"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Name is the game's name in commands.
const Name = "castle-poker"

// Game is Castle Poker.
type Game struct{}

func init() { engine.Register(Game{}) }

// Name returns "castle-poker".
func (Game) Name() string { return Name }

// Players: 2 to 6 (rule 3.1).
func (Game) Players() (min, max int) { return 2, MaxPlayers }

// MaxPlayers is the most players a game can have (rule 3.1).
const MaxPlayers = 6

// Stones is the number of castle stones (rule 2.4.1); each player starts
// with StartSupply of them (rule 3.2).
const (
	Stones      = 20
	StartSupply = 3
	WinCastle   = 3 // castle stones that win (rule 5.1)
	HandSize    = 5
)

// Options: the variants of chapter 6. Every open question of the digest
// (CP-A1 to CP-A17) is decided by the rulebook, and those decisions are the
// rules here; the rulebook offers choices only as these variants.
func (Game) Options() []engine.Option {
	return []engine.Option{
		{Name: "bids", Default: "open", Values: []string{"open", "closed"},
			Doc: "open: bids in turn, in plain view (rule 4.4.1); closed: bids hidden until all have bid (variant 6.2)"},
		{Name: "siege", Default: "off", Values: []string{"off", "on"},
			Doc: "on: the Trebuchet's stone goes onto the thief's castle (variant 6.3)"},
		{Name: "quarry", Default: "limited", Values: []string{"limited", "deep"},
			Doc: "limited: income paid while stones last (rule 4.8.4); deep: the Quarry never runs out (variant 6.4)"},
	}
}

type config struct {
	closed, siege, deep bool
}

func newConfig(opts engine.Options) (*config, error) {
	o, err := engine.ResolveOptions(Game{}, opts)
	if err != nil {
		return nil, err
	}
	return &config{closed: o["bids"] == "closed", siege: o["siege"] == "on", deep: o["quarry"] == "deep"}, nil
}

// The special cards, by their ids in content/castle-poker/special.csv.
var (
	Messenger = mustCustom("MES")
	Trebuchet = mustCustom("TRE")
	Barrels   = mustCustom("BAR")
)

func mustCustom(id string) cards.Card {
	c, ok := cards.Custom(id)
	if !ok {
		panic("castlepoker: bad card id " + id)
	}
	return c
}

// Deck is the 58 cards of the game: the standard deck and the special
// cards shuffled into it (rules 2.2.2, 3.5), read from the content.
var Deck = engine.MustDeckCards(Name, "standard", "special")

// Phases of a round that wait for a player.
const (
	phExchange  = iota // rule 4.3
	phBid              // rule 4.4
	phMessenger        // rule 4.6.3
	phRefill           // rule 4.6.4: the robbed player may take a Moat card
	phTrebuchet        // rule 4.6.7
	phOver             // rule 5
)

var phaseNames = []string{"exchange", "bid", "messenger", "refill", "trebuchet", "over"}

func st(s engine.State) *State { return s.(*State) }

func revealed(s engine.State) engine.Visibility {
	if st(s).phase >= phMessenger {
		return engine.Public
	}
	return engine.OwnerOnly
}

func bidVis(s engine.State) engine.Visibility {
	if x := st(s); x.cfg.closed && x.phase == phBid {
		return engine.OwnerOnly
	}
	return engine.Public
}

var schema = &engine.Schema{
	Zones: []engine.ZoneSpec{
		{Name: "deck", Vis: engine.Hidden, Ordered: true, Doc: "the face-down deck; its top is the last card",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &st(s).deck }},
		{Name: "moat", Vis: engine.Public, Doc: "discarded cards, face up (rule 2.4.3)",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &st(s).moat }},
		{Name: "aside", Vis: engine.Public, Doc: "the Messenger once used, until he is drowned in the Moat (rule 4.6.5)",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &st(s).aside }},
		{Name: "hand", PerPlayer: true, Vis: engine.OwnerOnly, VisAt: revealed,
			Doc:   "a player's hand, face up from the reveal on (rule 4.5.1)",
			Cards: func(s engine.State, p engine.Player) *[]cards.Card { return &st(s).hands[p] }},
	},
	Fields: []engine.FieldSpec{
		engine.IntField("round", false, engine.Public, "the round, from 1",
			func(s engine.State, _ engine.Player) *int { return &st(s).round }),
		engine.EnumField("phase", false, engine.Public, "the step of the round that waits for a player", phaseNames,
			func(s engine.State, _ engine.Player) *int { return &st(s).phase }),
		engine.PlayerField("dealer", false, engine.Public, "the dealer of the round (rule 3.4, 4.9.3)",
			func(s engine.State, _ engine.Player) *engine.Player { return &st(s).dealer }),
		engine.PlayerField("current", false, engine.Public, "the player to act",
			func(s engine.State, _ engine.Player) *engine.Player { return &st(s).current }),
		engine.PlayerField("robbed", false, engine.Public, "the player the Messenger took a card from (rule 4.6.4), or nobody",
			func(s engine.State, _ engine.Player) *engine.Player { return &st(s).robbed }),
		engine.IntField("quarry", false, engine.Public, "stones in the Quarry (rule 2.4.2)",
			func(s engine.State, _ engine.Player) *int { return &st(s).quarry }),
		engine.IntField("flags", true, engine.Public, "the flags of the player's castle tableau (rule 2.3)",
			func(s engine.State, p engine.Player) *int { return &st(s).flags[p] }),
		{Name: "supply", PerPlayer: true, Vis: engine.Public, VisAt: bidVis, Doc: "stones in the player's supply",
			Get: intGet(func(x *State, p engine.Player) *int { return &x.supply[p] }),
			Set: intSet(func(x *State, p engine.Player) *int { return &x.supply[p] })},
		{Name: "bid", PerPlayer: true, Vis: engine.Public, VisAt: bidVis, Doc: "stones the player bid this round",
			Get: intGet(func(x *State, p engine.Player) *int { return &x.bid[p] }),
			Set: intSet(func(x *State, p engine.Player) *int { return &x.bid[p] })},
		engine.IntField("castle", true, engine.Public, "stones on the player's castle",
			func(s engine.State, p engine.Player) *int { return &st(s).castle[p] }),
	},
	Reserve: "deck",
	Cards:   func(engine.Options) []cards.Card { return Deck },
	Make: func(opts engine.Options, n int) engine.State {
		cfg, err := newConfig(opts)
		if err != nil || n < 2 || n > MaxPlayers {
			return nil
		}
		return &State{cfg: cfg, n: n, robbed: -1}
	},
	Rand:    func(s engine.State) *engine.Rand { return &st(s).rng },
	Players: func(s engine.State) int { return st(s).n },
	Check:   func(s engine.State) error { return st(s).check() },
	Expect:  expect,
	Actions: []engine.Term{
		{Syntax: "discard CARD [CARD]", Doc: "exchange: discard one or two cards face up into the Moat and draw as many (rule 4.3)"},
		{Syntax: "stand", Doc: "exchange: discard nothing (rule 4.3.1)"},
		{Syntax: "bid N", Doc: "bid N stones from your supply, 0 up to all of it (rule 4.4); a player with no stones bids 0 without being asked"},
		{Syntax: "take CARD", Doc: "Messenger: take a card from the Moat; or, robbed of a card, take a Moat card back (rules 4.6.3, 4.6.4)"},
		{Syntax: "take CARD from P2", Doc: "Messenger: take a card from another player's hand (rule 4.6.3)"},
		{Syntax: "steal castle P2 | steal supply P2", Doc: "Trebuchet: steal a stone from another player's castle or supply (rule 4.6.7)"},
		{Syntax: "pass", Doc: "do not use the Messenger or the Trebuchet, or take nothing back from the Moat (rules 4.6.1, 4.6.4)"},
	},
	Expects: []engine.Term{
		{Syntax: "P1 rank: CATEGORY", Doc: "the poker hand of P1's cards (One pair or Pair, Full house, ...) as rule 4.7 ranks it"},
		{Syntax: "P1 stones: N", Doc: "the stones in P1's supply (the same as P1 supply)"},
		{Syntax: "lowest: P1 P3 | highest: P2", Doc: "the lowest and highest hands among the current hands (rule 4.7.9); none when all tie"},
		{Syntax: "winners: P1", Doc: "who won, once the game is over (rules 5.1, 5.2, 5.4); also winner: P1"},
	},
	Notes: []string{"Players act in seat order from the dealer's left; the engine deals, reveals, ranks and settles by itself. " +
		"A zone line \"P2 hand: ...\" takes those cards from the deal; the cards it frees go back into the deck, which is shuffled.",
		"Lines left out follow the rules: quarry holds the stones no player has (rule 3.2); in round 1 the dealer holds the 4-flag castle " +
			"(\"P2 flags: 4\" makes P2 the dealer, \"dealer: P2\" gives P2 that castle; rule 3.4); current is the dealer's left (rule 4.1.2).",
		"A player with no stone in supply bids 0 by themselves (rule 4.4.3): \"P2 bid 0\" for them may be written or left out. \"pass\" in the exchange is \"stand\".",
		"A round settles and the next is dealt as soon as the last choice of the round is made. Until the next action, " +
			"P1 rank, lowest, highest, P1 hand and moat may also name the round just ended, as it was before its cards were collected."},
}

func intGet(ptr func(*State, engine.Player) *int) func(engine.State, engine.Player) string {
	return func(s engine.State, p engine.Player) string { return fmt.Sprint(*ptr(st(s), p)) }
}

func intSet(ptr func(*State, engine.Player) *int) func(engine.State, engine.Player, string) error {
	f := engine.IntField("", true, engine.Public, "", func(s engine.State, p engine.Player) *int { return ptr(st(s), p) })
	return f.Set
}

// Schema returns the declaration of Castle Poker's state.
func (Game) Schema() *engine.Schema { return schema }

// ParseState reads a state's text form.
func (Game) ParseState(opts engine.Options, text string) (engine.State, error) {
	return engine.ParseState(schema, opts, text)
}

// New sets the game up (rules 3.2 to 3.5) and deals the first round.
func (Game) New(setup engine.Setup) (engine.State, error) {
	cfg, err := newConfig(setup.Options)
	if err != nil {
		return nil, err
	}
	n := setup.Players
	if n < 2 || n > MaxPlayers {
		return nil, fmt.Errorf("castlepoker: %d players: want 2 to %d (rule 3.1)", n, MaxPlayers)
	}
	s := &State{cfg: cfg, n: n, rng: engine.Seeded(setup.Seed), robbed: -1}
	// Castle tableaux (rule 3.3): the 4-flag castle and others at random,
	// shuffled and dealt one to each player.
	others := []int{1, 2, 3, 5, 6}
	engine.Shuffle(&s.rng, others)
	castles := append([]int{4}, others[:n-1]...)
	engine.Shuffle(&s.rng, castles)
	for p := 0; p < n; p++ {
		s.flags[p] = castles[p]
		s.supply[p] = StartSupply
		if castles[p] == 4 {
			s.dealer = engine.Player(p)
		}
	}
	s.quarry = Stones - StartSupply*n
	s.deck = make([]cards.Card, 0, len(Deck))
	s.newRound()
	return s, nil
}
