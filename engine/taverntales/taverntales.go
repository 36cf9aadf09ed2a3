package taverntales

import (
	"fmt"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Game is Tavern Tales.
type Game struct{}

func init() { engine.Register(Game{}) }

// Name is the game's name in commands.
func (Game) Name() string { return "tavern-tales" }

// Players: 3 to 6 (§3.1.1), and 2 as the variant of §6.2.
func (Game) Players() (int, int) { return 2, 6 }

// DefaultPlayers is 3, the least of the game proper: 2 players is a
// variant (§6.2).
func (Game) DefaultPlayers() int { return 3 }

// The values of the option length.
const (
	lengthMatch   = "match"
	lengthOneDeck = "one-deck"
)

// Options: the length of the game (§3.1.2, §5.3, §6.1).
func (Game) Options() []engine.Option {
	return []engine.Option{
		{Name: "length", Default: lengthMatch, Values: []string{lengthMatch, lengthOneDeck},
			Doc: "match: hands until a player reaches 11 points with the most points alone (§5.3, TT-A21); one-deck: a single hand, the highest score wins and ties share (§6.1)"},
	}
}

// Goal is the score that ends a match (§5.3.2).
const Goal = 11

// maxArcs is the most arcs a player can own: one per claim card (§4.3.1).
const maxArcs = 15

// maxArc is the most cards an arc can hold: a claim, a Spade, a Diamond
// counter, a Sword and a Club (§4.3 to §4.5).
const maxArc = 5

// MaxPass is the most cards the dealer may declare (§3.3.1).
const MaxPass = 5

// The phases of a hand.
const (
	phaseDeclare = iota // the dealer declares how many cards to pass
	phasePass           // players choose the cards they pass
	phasePlay           // players play cards in turn
	phaseScored         // the hand is scored; the next dealer deals
	phaseOver           // the game is over
)

var phaseNames = []string{"declare", "pass", "play", "scored", "over"}

// State is a position of Tavern Tales.
type State struct {
	opts    engine.Options
	oneDeck bool
	rng     engine.Rand
	n       int

	phase    int
	hand     int // the number of the hand, from 1
	dealer   engine.Player
	current  engine.Player
	declared int // the cards each player passes this hand

	discard  []cards.Card
	leftover []cards.Card

	hands   [][]cards.Card
	passing [][]cards.Card // cards chosen to pass to the left, face down
	faceUp  [][]cards.Card // the hand of a player who passed out
	accused [][]cards.Card // J'Accuse cards lying in front of a player
	arcs    [][maxArcs][]cards.Card

	out     []bool // passed out this hand
	score   []int  // running totals
	points  []int  // points of this hand, once scored
	paladin []bool // a True Paladin in this hand, once scored

	fired [numRules]int32 // how often each rule applied this game (RulesFired); not in the text
}

func arcZone(k int) engine.ZoneSpec {
	z := engine.ZoneSpec{Name: fmt.Sprintf("arc %d", k+1), PerPlayer: true, Vis: engine.Public, Ordered: true, OmitEmpty: true,
		Cards: func(s engine.State, p engine.Player) *[]cards.Card { return &s.(*State).arcs[p][k] }}
	if k == 0 {
		z.Doc = "a player's Story Arcs, arc 1 to arc 15, bottom card first and top card last (a new arc takes the lowest free number; an empty arc is not shown)"
	}
	return z
}

var schema = func() *engine.Schema {
	sc := &engine.Schema{
		Zones: []engine.ZoneSpec{
			{Name: "hand", PerPlayer: true, Vis: engine.OwnerOnly, Doc: "a player's hand",
				Cards: func(s engine.State, p engine.Player) *[]cards.Card { return &s.(*State).hands[p] }},
			{Name: "passing", PerPlayer: true, Vis: engine.OwnerOnly, OmitEmpty: true, Doc: "the cards a player has chosen to pass to the left, face down (§3.3.2)",
				Cards: func(s engine.State, p engine.Player) *[]cards.Card { return &s.(*State).passing[p] }},
			{Name: "face up", PerPlayer: true, Vis: engine.Public, OmitEmpty: true, Doc: "the hand of a player who passed out, face up (§4.10.2)",
				Cards: func(s engine.State, p engine.Player) *[]cards.Card { return &s.(*State).faceUp[p] }},
			{Name: "accused", PerPlayer: true, Vis: engine.Public, OmitEmpty: true, Doc: "J'Accuse cards lying in front of a player (§4.8.2)",
				Cards: func(s engine.State, p engine.Player) *[]cards.Card { return &s.(*State).accused[p] }},
		},
		Fields: []engine.FieldSpec{
			engine.EnumField("phase", false, engine.Public, "the phase of the hand", phaseNames,
				func(s engine.State, _ engine.Player) *int { return &s.(*State).phase }),
			engine.IntField("hand number", false, engine.Public, "the number of the hand, from 1",
				func(s engine.State, _ engine.Player) *int { return &s.(*State).hand }),
			engine.PlayerField("dealer", false, engine.Public, "the dealer of the hand",
				func(s engine.State, _ engine.Player) *engine.Player { return &s.(*State).dealer }),
			engine.PlayerField("current", false, engine.Public, "the player to act",
				func(s engine.State, _ engine.Player) *engine.Player { return &s.(*State).current }),
			engine.IntField("declared", false, engine.Public, "the number of cards each player passes (§3.3.1)",
				func(s engine.State, _ engine.Player) *int { return &s.(*State).declared }),
			engine.IntField("score", true, engine.Public, "a player's running total (§5.3.1)",
				func(s engine.State, p engine.Player) *int { return &s.(*State).score[p] }),
			engine.IntField("points", true, engine.Public, "a player's points in this hand once it is scored, 0 until then (§5.2)",
				func(s engine.State, p engine.Player) *int { return &s.(*State).points[p] }),
			engine.BoolField("paladin", true, engine.Public, "a True Paladin in this hand once it is scored (§5.2.3)",
				func(s engine.State, p engine.Player) *bool { return &s.(*State).paladin[p] }),
			engine.BoolField("passed out", true, engine.Public, "has passed out this hand (§4.10)",
				func(s engine.State, p engine.Player) *bool { return &s.(*State).out[p] }),
		},
		Reserve: "leftover",
		Cards:   func(engine.Options) []cards.Card { return Deck },
		Make: func(opts engine.Options, n int) engine.State {
			if lo, hi := (Game{}).Players(); n < lo || n > hi {
				return nil
			}
			return newState(opts, n)
		},
		Rand:    func(s engine.State) *engine.Rand { return &s.(*State).rng },
		Players: func(s engine.State) int { return s.(*State).n },
		Check:   func(s engine.State) error { return s.(*State).check() },
		Expect:  expect,
		Actions: []engine.Term{
			{Syntax: "declare N", Doc: "the dealer declares how many cards each player passes, 0 to 5 (§3.3.1)"},
			{Syntax: "pass CARD ...", Doc: "choose cards of your hand to pass to the left, one action each; players choose at once, so in any order (§3.3.2)"},
			{Syntax: "play CARD", Doc: "start a Story Arc with a Heart, Diamond or Star (§4.3.1)"},
			{Syntax: "play CARD on TOP", Doc: "play on the arc whose top card is TOP (a Trumpet may name any card of the arc), or a Moon on the J'Accuse TOP (§4.3 to §4.7)"},
			{Syntax: "play CARD on P2 arc 1", Doc: "play on a player's arc named by its zone: the same as naming its top card"},
			{Syntax: "play CARD on P2", Doc: "play a Wild Card on a player (§4.8)"},
			{Syntax: "pass out", Doc: "with no legal play, turn your hand face up and play no more this hand (§4.10)"},
			{Syntax: "deal", Doc: "after a hand is scored, the next dealer deals the next hand (§5.3.3)"},
		},
		Expects: []engine.Term{
			{Syntax: "P1 barred: Hearts Moons", Doc: "the kinds a player's J'Accuse cards bar them from, or nothing (§4.8.2)"},
			{Syntax: "P1 arcs: 2", Doc: "how many Story Arcs a player owns"},
			{Syntax: "score: 3 11 5", Doc: "every player's running total"},
			{Syntax: "winner: P2", Doc: "the winner once the game is over (nobody before; \"P1 P3\" for a shared one-deck win)"},
		},
		Notes: []string{
			"Players are P1, P2, ... clockwise: the player to P1's left is P2. A new game is dealt from the seed with a random first dealer; a transcript may set \"phase: play\", \"dealer\", \"current\" and the zones to start in the middle of a hand.",
			"Cards are named by their ids: HE1 to HE5, DI1 to DI5, ST1 to ST5, SP1 to SP5, SW1 to SW5, CL1 to CL5, MO1 to MO6, TR1 to TR5, WJ1 to WJ5, WD1 to WD3, WC1 to WC3.",
		},
	}
	sc.Zones = append(sc.Zones,
		engine.ZoneSpec{Name: "discard", Vis: engine.Public, Doc: "the common discard pile, face up, oldest first; no rule uses its order (§4.9)",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &s.(*State).discard }},
		engine.ZoneSpec{Name: "leftover", Vis: engine.Hidden, Doc: "the cards left over at the deal, face down (§3.2.3)",
			Cards: func(s engine.State, _ engine.Player) *[]cards.Card { return &s.(*State).leftover }})
	for k := 0; k < maxArcs; k++ {
		sc.Zones = append(sc.Zones, arcZone(k))
	}
	return sc
}()

// Schema declares the state of Tavern Tales.
func (Game) Schema() *engine.Schema { return schema }

func newState(opts engine.Options, n int) *State {
	s := &State{opts: opts, oneDeck: opts["length"] == lengthOneDeck, n: n}
	s.hands = make([][]cards.Card, n)
	s.passing = make([][]cards.Card, n)
	s.faceUp = make([][]cards.Card, n)
	s.accused = make([][]cards.Card, n)
	s.arcs = make([][maxArcs][]cards.Card, n)
	s.out = make([]bool, n)
	s.score = make([]int, n)
	s.points = make([]int, n)
	s.paladin = make([]bool, n)
	s.discard = make([]cards.Card, 0, numCards)
	return s
}

// New deals the first hand: a random first dealer (§3.1.3), then the deal
// of §3.2.
func (Game) New(setup engine.Setup) (engine.State, error) {
	s := newState(setup.Options, setup.Players)
	s.rng = engine.Seeded(setup.Seed)
	s.dealer = engine.Player(s.rng.IntN(s.n))
	s.deal()
	return s, nil
}

// ParseState reads the text form.
func (Game) ParseState(opts engine.Options, text string) (engine.State, error) {
	return engine.ParseState(schema, opts, text)
}

func (s *State) String() string { return engine.FormatState(schema, s) }

// deal gathers every card, shuffles and deals the hand of s.dealer
// (§3.2): one card at a time clockwise from the dealer's left, the
// leftovers set aside.
func (s *State) deal() {
	deck := s.allCards()
	if s.hand == 0 {
		deck = append(deck[:0], Deck...)
	}
	engine.Shuffle(&s.rng, deck)
	each := numCards / s.n
	buf := make([]cards.Card, s.n*(each+MaxPass)+s.n*maxArcs*maxArc)
	for p := 0; p < s.n; p++ {
		s.hands[p] = buf[: 0 : each+MaxPass]
		buf = buf[each+MaxPass:]
		s.passing[p], s.faceUp[p], s.accused[p] = nil, nil, nil
		for k := range s.arcs[p] {
			s.arcs[p][k] = buf[:0:maxArc]
			buf = buf[maxArc:]
		}
		s.out[p] = false
		s.points[p], s.paladin[p] = 0, false
	}
	for i := 0; i < each*s.n; i++ {
		p := (int(s.dealer) + 1 + i) % s.n
		top := deck[len(deck)-1]
		deck = deck[:len(deck)-1]
		s.hands[p] = append(s.hands[p], top)
	}
	s.leftover = deck
	s.discard = s.discard[:0]
	s.hand++
	s.declared = 0
	s.phase = phaseDeclare
	s.current = s.dealer
}

// CurrentPlayer is the player to act, or engine.Terminal.
func (s *State) CurrentPlayer() engine.Player {
	if s.phase == phaseOver {
		return engine.Terminal
	}
	return s.current
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == phaseOver }

// Returns: 1 for the winner (in the one-deck game, for each player with
// the highest score of the hand), 0 for the others (§5.3.2, §6.1).
func (s *State) Returns() []float64 {
	out := make([]float64, s.n)
	if s.phase != phaseOver {
		return out
	}
	for _, p := range s.winners() {
		out[p] = 1
	}
	return out
}

// winners lists the players with the highest total: one unless the
// one-deck game ends in a tie.
func (s *State) winners() []engine.Player {
	best := -1 << 31
	for _, v := range s.score {
		best = max(best, v)
	}
	var ws []engine.Player
	for p, v := range s.score {
		if v == best {
			ws = append(ws, engine.Player(p))
		}
	}
	return ws
}

// Clone returns an independent copy. Its zones share one new array, each
// zone capped so that growing one never reaches the next.
func (s *State) Clone() engine.State {
	c := *s
	size := numCards + len(s.leftover) + s.n*maxArcs*maxArc
	for p := 0; p < s.n; p++ {
		size += len(s.hands[p]) + len(s.passing[p]) + len(s.faceUp[p]) + len(s.accused[p]) + 2*MaxPass
		for _, a := range s.arcs[p] {
			size += max(len(a)-maxArc, 0)
		}
	}
	buf := make([]cards.Card, size)
	take := func(z []cards.Card, room int) []cards.Card {
		n := copy(buf, z)
		out := buf[: n : n+room]
		buf = buf[n+room:]
		return out
	}
	c.discard = take(s.discard, max(numCards-len(s.discard), 0))
	c.leftover = take(s.leftover, 0)
	zs := make([][]cards.Card, 4*s.n)
	c.hands, c.passing, c.faceUp, c.accused = zs[:s.n:s.n], zs[s.n:2*s.n:2*s.n], zs[2*s.n:3*s.n:3*s.n], zs[3*s.n:]
	c.arcs = make([][maxArcs][]cards.Card, s.n)
	for p := 0; p < s.n; p++ {
		c.hands[p] = take(s.hands[p], MaxPass)
		c.passing[p] = take(s.passing[p], MaxPass)
		c.faceUp[p] = take(s.faceUp[p], 0)
		c.accused[p] = take(s.accused[p], 0)
		for k, a := range s.arcs[p] {
			c.arcs[p][k] = take(a, max(maxArc-len(a), 0))
		}
	}
	flags := make([]bool, 2*s.n)
	c.out, c.paladin = flags[:s.n:s.n], flags[s.n:]
	ints := make([]int, 2*s.n)
	c.score, c.points = ints[:s.n:s.n], ints[s.n:]
	copy(c.out, s.out)
	copy(c.paladin, s.paladin)
	copy(c.score, s.score)
	copy(c.points, s.points)
	return &c
}

// allCards lists the cards of every zone.
func (s *State) allCards() []cards.Card {
	out := append(append([]cards.Card(nil), s.discard...), s.leftover...)
	for p := 0; p < s.n; p++ {
		out = append(out, s.hands[p]...)
		out = append(out, s.passing[p]...)
		out = append(out, s.faceUp[p]...)
		out = append(out, s.accused[p]...)
		for _, a := range s.arcs[p] {
			out = append(out, a...)
		}
	}
	return out
}

// check is run after a state is read: it refuses states the rules cannot
// reach in ways that would break the engine.
func (s *State) check() error {
	if lo, hi := (Game{}).Players(); s.n < lo || s.n > hi {
		return fmt.Errorf("taverntales: players: %d, want %d to %d", s.n, lo, hi)
	}
	var seen [numCards]bool
	for _, c := range s.allCards() {
		i := idx(c)
		if i < 0 {
			return fmt.Errorf("taverntales: %s is not a card of the Tavern Tales deck", c)
		}
		if seen[i] {
			return fmt.Errorf("taverntales: %s lies in two places", c)
		}
		seen[i] = true
	}
	if s.phase < 0 || s.phase >= len(phaseNames) {
		return fmt.Errorf("taverntales: phase %d", s.phase)
	}
	if int(s.dealer) < 0 || int(s.dealer) >= s.n {
		return fmt.Errorf("taverntales: dealer: %s is not a player of the game", s.dealer)
	}
	if s.phase == phaseDeclare {
		// Only the dealer acts before the passing (§3.3.1): a state that
		// names its dealer needs no current line.
		s.current = s.dealer
	}
	if s.phase != phaseOver && (int(s.current) < 0 || int(s.current) >= s.n) {
		return fmt.Errorf("taverntales: current: %s is not a player of the game", s.current)
	}
	if s.declared < 0 || s.declared > MaxPass {
		return fmt.Errorf("taverntales: declared: %d, want 0 to %d", s.declared, MaxPass)
	}
	if s.phase == phasePlay && s.out[s.current] {
		return fmt.Errorf("taverntales: current: %s has passed out", s.current)
	}
	for p := 0; p < s.n; p++ {
		for _, c := range s.accused[p] {
			if k, _ := KindOf(c); k != JAccuse {
				return fmt.Errorf("taverntales: P%d accused: %s is not a J'Accuse card", p+1, c)
			}
		}
		if len(s.passing[p]) > s.declared {
			return fmt.Errorf("taverntales: P%d passing: %s, more than the %d declared", p+1, engine.Count(len(s.passing[p]), "card"), s.declared)
		}
		for k, a := range s.arcs[p] {
			if len(a) > 0 {
				if b, _ := KindOf(a[0]); !Claims.Has(b) {
					return fmt.Errorf("taverntales: P%d arc %d: an arc starts with a Heart, a Diamond or a Star, not %s (§4.3.1)", p+1, k+1, a[0])
				}
			}
			if len(a) > 0 {
				if t, _ := KindOf(a[len(a)-1]); !Claims.Has(t) && !Challenges.Has(t) && t != Club {
					return fmt.Errorf("taverntales: P%d arc %d: %s cannot lie on top of an arc", p+1, k+1, a[len(a)-1])
				}
			}
		}
	}
	return nil
}
