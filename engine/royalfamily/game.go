// Package royalfamily is the rules engine of Royal Family (seed 003,
// content/royal-family/rules.md) on the engine core: two players, the
// Darklein (P1, black: ♠ castle, ♣ alliance) against the Bludgein (P2, red:
// ♥ castle, ♦ alliance), one standard deck with both Jokers.
//
// Options: ruleset=standard|classic (§9.1: Tens are troops, castles fall at
// 20 damage done by troop values) and turns=flop|alternate|alternate-age
// (§4.3; §9.2 and its §9.2.3 refinement).
//
// A turn is two or three actions: take a card (draw, take 1..3, or pass
// when nothing can be taken), use it (place, fortify, attack, kidnap, hold,
// assassinate, surprised, discard), and after an attack on a castle that
// still stands, its outcome (rescue, capture, destroy or end).
//
// Refusals cite the numbered rules of rules.md.
package royalfamily

import (
	"fmt"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Game is Royal Family.
type Game struct{}

func init() { engine.Register(Game{}) }

// Name implements engine.Game.
func (Game) Name() string { return "royal-family" }

// Players implements engine.Game: two players.
func (Game) Players() (int, int) { return 2, 2 }

// Options implements engine.Game.
func (Game) Options() []engine.Option {
	return []engine.Option{
		{Name: "ruleset", Default: "standard", Values: []string{"standard", "classic"},
			Doc: "standard: castles of 10 hit points, damage by family members, troops 3-9, the Tens as hit-point cards (RF-A1..A3); classic: the Classic rules of §9.1 (20 damage, troop-value damage, troops 3-10)"},
		{Name: "turns", Default: "flop", Values: []string{"flop", "alternate", "alternate-age"},
			Doc: "flop: each flop decides the turn order by the Age (§4.3, RF-A4); alternate: the two turns alternate after round 1 (§9.2); alternate-age: alternate, but the flop decides the first round of each new Age (§9.2.3)"},
	}
}

// deck is the 54 cards of the content's standard deck with both Jokers.
var deck = engine.MustDeckCards("royal-family", "standard")

// Deck returns the cards of the game (the reference of conservation).
func Deck() []cards.Card { return append([]cards.Card(nil), deck...) }

// The states of a castle.
const (
	stNone      = iota // an alliance Ace not (yet) held
	stHeld             // held, not active (§7.6.2)
	stActive           // active (§1.3)
	stDestroyed        // removed from the game (§8.1)
)

var statusNames = []string{"none", "held", "active", "destroyed"}

// Phases of a turn.
const (
	phTake    = iota // take a card (§4.5.1)
	phUse            // use or discard the card taken (§4.5.2)
	phOutcome        // choose the outcome of an attack on a castle (§7.5)
)

var phaseNames = []string{"take", "use", "outcome"}

// Where the card taken came from.
const (
	srcNone = iota
	srcDraw
	srcPile
)

var sourceNames = []string{"none", "draw", "pile"}

// The Ages (§4.4).
const (
	ageRevolution = iota
	ageOppression
)

var ageNames = []string{"revolution", "oppression"}

// Turn-order options.
const (
	turnsFlop = iota
	turnsAlternate
	turnsAlternateAge
)

var suitNames = []string{"-", "♠", "♥", "♦", "♣"}

type state struct {
	opts    engine.Options
	classic bool
	turns   int // turnsFlop ...
	rng     engine.Rand

	draw    []cards.Card    // face down, top last
	piles   [3][]cards.Card // face up, top last
	discard []cards.Card    // face down
	jokers  []cards.Card    // the Joker space
	aside   []cards.Card    // 10♣ 10♦ waiting for the alliance castles (standard)
	out     []cards.Card    // removed from the game with a destroyed castle

	// By suit (index 1..4 = ♠ ♥ ♦ ♣).
	castle  [5][]cards.Card // the Ace, and its Ten in the standard rules
	family  [5][]cards.Card
	fort    [5][]cards.Card // the fortification, then the troops laid on it
	damage  [5][]cards.Card // classic: troops beside the castle
	dungeon [5][]cards.Card
	status  [5]int
	hits    [5]int // hit points lost (standard) or damage tokens (classic)

	card [2][]cards.Card // the card a player took this turn

	age      int
	round    int // 0: the setup deal lies on the piles, turn order undecided
	turn     int // 0, 1, 2 within the round
	first    engine.Player
	phase    int
	source   int
	target   int // the castle attacked (outcome phase)
	attacker int // the attacking castle (outcome phase)
	damaged  bool
	newAge   bool // the Age changed since the last turn order was decided
	passes   int  // turns passed this round (§4.7.4)
}

func owner(s cards.Suit) engine.Player {
	if s.Red() {
		return 1
	}
	return 0
}

// primary and alliance suits of each player.
var (
	primary  = [2]cards.Suit{cards.Spades, cards.Hearts}
	alliance = [2]cards.Suit{cards.Clubs, cards.Diamonds}
)

func suitsOf(p engine.Player) [2]cards.Suit { return [2]cards.Suit{primary[p], alliance[p]} }

func (s *state) maxTroop() cards.Rank {
	if s.classic {
		return 10
	}
	return 9
}

func (s *state) isTroop(c cards.Card) bool {
	r := c.Rank()
	return !c.IsJoker() && r >= 3 && r <= s.maxTroop()
}

func suitZone(f func(s *state) *[5][]cards.Card, suit cards.Suit) func(engine.State, engine.Player) *[]cards.Card {
	return func(st engine.State, _ engine.Player) *[]cards.Card { return &f(st.(*state))[suit] }
}

func suitField(name, doc string, f func(s *state) *int) engine.FieldSpec {
	return engine.EnumField(name, false, engine.Public, doc, suitNames, func(st engine.State, _ engine.Player) *int { return f(st.(*state)) })
}

var schema = buildSchema()

func buildSchema() *engine.Schema {
	z := func(name string, vis engine.Visibility, doc string, f func(s *state) *[]cards.Card) engine.ZoneSpec {
		return engine.ZoneSpec{Name: name, Vis: vis, Ordered: true, Doc: doc,
			Cards: func(st engine.State, _ engine.Player) *[]cards.Card { return f(st.(*state)) }}
	}
	zu := func(name string, vis engine.Visibility, doc string, f func(s *state) *[]cards.Card) engine.ZoneSpec {
		spec := z(name, vis, doc, f)
		spec.Ordered = false
		return spec
	}
	sc := &engine.Schema{
		Zones: []engine.ZoneSpec{
			z("draw", engine.Hidden, "the draw pile, face down (§3.4)", func(s *state) *[]cards.Card { return &s.draw }),
			z("pile 1", engine.TopCard, "face-up pile 1 (§4.2)", func(s *state) *[]cards.Card { return &s.piles[0] }),
			z("pile 2", engine.TopCard, "face-up pile 2", func(s *state) *[]cards.Card { return &s.piles[1] }),
			z("pile 3", engine.TopCard, "face-up pile 3", func(s *state) *[]cards.Card { return &s.piles[2] }),
			z("discard", engine.Hidden, "the discard pile, face down (§4.6)", func(s *state) *[]cards.Card { return &s.discard }),
			zu("jokers", engine.Public, "the Joker space (§4.4)", func(s *state) *[]cards.Card { return &s.jokers }),
			zu("aside", engine.Public, "the Tens waiting for the alliance castles (§3.3)", func(s *state) *[]cards.Card { return &s.aside }),
			zu("out", engine.Public, "cards removed from the game with a destroyed castle (§8.1.1)", func(s *state) *[]cards.Card { return &s.out }),
		},
		Fields: []engine.FieldSpec{
			engine.EnumField("age", false, engine.Public, "the Age (§4.4)", ageNames, func(st engine.State, _ engine.Player) *int { return &st.(*state).age }),
			engine.IntField("round", false, engine.Public, "the round, from 1; 0 in a transcript's start: the setup deal lies on the piles and the turn order is decided when the state is read (§3.6)",
				func(st engine.State, _ engine.Player) *int { return &st.(*state).round }),
			engine.IntField("turn", false, engine.Public, "the turn of the round: 0, 1 or 2 (§4.1.1)", func(st engine.State, _ engine.Player) *int { return &st.(*state).turn }),
			engine.PlayerField("first", false, engine.Public, "the player of turns 1 and 3 of this round (§4.3)", func(st engine.State, _ engine.Player) *engine.Player { return &st.(*state).first }),
			engine.EnumField("phase", false, engine.Public, "the step of the turn", phaseNames, func(st engine.State, _ engine.Player) *int { return &st.(*state).phase }),
			engine.EnumField("source", false, engine.Public, "where the card taken came from", sourceNames, func(st engine.State, _ engine.Player) *int { return &st.(*state).source }),
			suitField("target", "the castle just attacked (outcome phase)", func(s *state) *int { return &s.target }),
			suitField("attacker", "the attacking castle (outcome phase)", func(s *state) *int { return &s.attacker }),
			engine.BoolField("damaged", false, engine.Public, "the attack just made did damage (outcome phase)", func(st engine.State, _ engine.Player) *bool { return &st.(*state).damaged }),
			engine.BoolField("new age", false, engine.Public, "the Age changed since the turn order was last decided", func(st engine.State, _ engine.Player) *bool { return &st.(*state).newAge }),
			engine.IntField("passes", false, engine.Public, "turns passed this round (§4.7.4)", func(st engine.State, _ engine.Player) *int { return &st.(*state).passes }),
		},
		Reserve: "draw",
		Make: func(opts engine.Options, n int) engine.State {
			return &state{opts: opts, classic: opts["ruleset"] == "classic", turns: turnsOption(opts["turns"])}
		},
		Cards:   func(engine.Options) []cards.Card { return deck },
		Rand:    func(st engine.State) *engine.Rand { return &st.(*state).rng },
		Players: func(engine.State) int { return 2 },
		Check:   check,
		Expect:  expect,
		Actions: []engine.Term{
			{Syntax: "draw", Doc: "take the top card of the draw pile (§4.5.1)"},
			{Syntax: "take 1|2|3", Doc: "take the top card of a face-up pile, to use it at once (§4.5.4)"},
			{Syntax: "pass", Doc: "no card can be taken (§4.7.4)"},
			{Syntax: "discard 1|2|3|down", Doc: "discard the drawn card face up on a pile or face down (§4.6)"},
			{Syntax: "place", Doc: "place the family member taken in its castle (§7.2)"},
			{Syntax: "fortify", Doc: "fortify the castle of the troop's suit (§6.2)"},
			{Syntax: "attack ♥", Doc: "attack the castle of that suit, or its fortification (§6.3, §6.4)"},
			{Syntax: "kidnap into ♠", Doc: "put the opposing face card taken into the dungeon of that castle (§7.4)"},
			{Syntax: "hold", Doc: "set your alliance Ace aside as a held castle (§7.6)"},
			{Syntax: "assassinate Q♥", Doc: "with a face-up 2, destroy an opposing family member (§5.1)"},
			{Syntax: "surprised J♠ | surprised ♠", Doc: "a drawn 2: destroy your own member, or your castle loses 1 (§5.2)"},
			{Syntax: "rescue J♠ | capture Q♥ into ♠ | destroy J♥ | end", Doc: "the outcome of an attack on a castle (§7.5)"},
		},
		Expects: []engine.Term{
			{Syntax: "♥ hp: 8", Doc: "the hit points a castle has left (standard rules)"},
			{Syntax: "♥ total damage: 6", Doc: "the damage a castle has taken (hits, and the cards beside it in the classic rules)"},
			{Syntax: "order: P2 P1 P2", Doc: "the players of this round's three turns"},
			{Syntax: "winner: P1", Doc: "the winner, nobody (a draw) or none (not over)"},
		},
		Notes: []string{
			"Castles, families, fortifications (the fortification first, the troops on it after), damage cards and dungeons are zones named by suit: \"♠ castle\", \"♥ family\", \"♥ fort\", \"♥ damage\", \"♠ dungeon\"; each castle has a state (none, held, active, destroyed) and hits.",
			"round: 0 in a transcript's start means the three pile tops are the setup deal: a Joker among them goes into play and is replaced from the draw pile, and the turn order of round 1 is decided from them (§3.6).",
		},
	}
	for _, suit := range cards.Suits {
		name := suit.String()
		sc.Zones = append(sc.Zones,
			engine.ZoneSpec{Name: name + " castle", Vis: engine.Public, Ordered: true, Doc: "the castle's Ace, and its Ten (hit-point card) in the standard rules",
				Cards: suitZone(func(s *state) *[5][]cards.Card { return &s.castle }, suit)},
			engine.ZoneSpec{Name: name + " family", Vis: engine.Public, Doc: "the family members in the castle (§7)",
				Cards: suitZone(func(s *state) *[5][]cards.Card { return &s.family }, suit)},
			engine.ZoneSpec{Name: name + " fort", Vis: engine.Public, Ordered: true, Doc: "the fortification, then the troops laid on it (§6.2, §6.3)",
				Cards: suitZone(func(s *state) *[5][]cards.Card { return &s.fort }, suit)},
			engine.ZoneSpec{Name: name + " damage", Vis: engine.Public, Ordered: true, Doc: "classic rules: the troops that damaged the castle (§9.1.4)",
				Cards: suitZone(func(s *state) *[5][]cards.Card { return &s.damage }, suit)},
			engine.ZoneSpec{Name: name + " dungeon", Vis: engine.Public, Doc: "the prisoner held in the castle (§7.3)",
				Cards: suitZone(func(s *state) *[5][]cards.Card { return &s.dungeon }, suit)},
		)
		sc.Fields = append(sc.Fields,
			engine.EnumField(name+" state", false, engine.Public, "the castle", statusNames, func(st engine.State, _ engine.Player) *int { return &st.(*state).status[suit] }),
			engine.IntField(name+" hits", false, engine.Public, "hit points lost (standard) or damage tokens (classic)", func(st engine.State, _ engine.Player) *int { return &st.(*state).hits[suit] }),
		)
	}
	sc.Zones = append(sc.Zones, engine.ZoneSpec{Name: "card", PerPlayer: true, Vis: engine.OwnerOnly, Doc: "the card a player took this turn (seen by both when picked up from a face-up pile)",
		VisAt: func(st engine.State) engine.Visibility {
			if st.(*state).source == srcPile {
				return engine.Public
			}
			return engine.OwnerOnly
		},
		Cards: func(st engine.State, p engine.Player) *[]cards.Card { return &st.(*state).card[p] }})
	return sc
}

func turnsOption(v string) int {
	switch v {
	case "alternate":
		return turnsAlternate
	case "alternate-age":
		return turnsAlternateAge
	}
	return turnsFlop
}

// Schema implements engine.Declared.
func (Game) Schema() *engine.Schema { return schema }

// New implements engine.Game: the setup of §3.
func (Game) New(setup engine.Setup) (engine.State, error) {
	s := schema.Make(setup.Options, 2).(*state)
	s.rng = engine.Seeded(setup.Seed)
	aS, aH := cards.New(cards.Ace, cards.Spades), cards.New(cards.Ace, cards.Hearts)
	s.castle[cards.Spades] = []cards.Card{aS}
	s.castle[cards.Hearts] = []cards.Card{aH}
	s.status[cards.Spades], s.status[cards.Hearts] = stActive, stActive
	for _, c := range deck {
		switch {
		case c == aS || c == aH:
		case !s.classic && c.Rank() == cards.Ten:
			if c.Suit() == cards.Spades || c.Suit() == cards.Hearts {
				s.castle[c.Suit()] = append(s.castle[c.Suit()], c)
			} else {
				s.aside = append(s.aside, c)
			}
		default:
			s.draw = append(s.draw, c)
		}
	}
	engine.Shuffle(&s.rng, s.draw)
	s.first = 1
	s.flop()
	s.settle()
	return s, nil
}

// ParseState implements engine.Game.
func (Game) ParseState(opts engine.Options, text string) (engine.State, error) {
	return engine.ParseState(schema, opts, text)
}

func (s *state) String() string { return engine.FormatState(schema, s) }

// check validates a state read from text, and decides the first round's
// turn order of a transcript that starts at round 0.
func check(st engine.State) error {
	s := st.(*state)
	for _, suit := range cards.Suits {
		ace := cards.New(cards.Ace, suit)
		in := len(s.castle[suit]) > 0 && s.castle[suit][0] == ace
		switch s.status[suit] {
		case stHeld, stActive:
			if !in {
				return fmt.Errorf("royal-family: %s state %s: the castle must hold %s first", suit, statusNames[s.status[suit]], ace)
			}
		default:
			if len(s.castle[suit]) > 0 {
				return fmt.Errorf("royal-family: %s castle holds cards but its state is %s", suit, statusNames[s.status[suit]])
			}
		}
		if s.status[suit] != stActive && (len(s.family[suit]) > 0 || len(s.fort[suit]) > 0 || len(s.dungeon[suit]) > 0 || len(s.damage[suit]) > 0) {
			return fmt.Errorf("royal-family: the %s castle is not active: it holds no family, fortification, damage or prisoner", suit)
		}
		for _, c := range s.family[suit] {
			if c.Suit() != suit || !c.Rank().IsFace() {
				return fmt.Errorf("royal-family: %s cannot live in the %s castle (§7.1.2)", c, suit)
			}
		}
		for _, c := range s.dungeon[suit] {
			if owner(c.Suit()) == owner(suit) || !c.Rank().IsFace() {
				return fmt.Errorf("royal-family: %s cannot be a prisoner of the %s castle (§7.3)", c, suit)
			}
		}
	}
	for p := engine.Player(0); p < 2; p++ {
		n := 0
		for _, su := range suitsOf(p) {
			n += len(s.dungeon[su])
		}
		if n > 1 {
			return fmt.Errorf("royal-family: %s holds %d prisoners; one at most (§7.3.1)", p, n)
		}
		if len(s.card[p]) > 1 {
			return fmt.Errorf("royal-family: %s card: one card at most", p)
		}
	}
	if s.round == 0 {
		black, red := 0, 0
		for i := range s.piles {
			pile := &s.piles[i]
			// A Joker in the setup deal goes into play and is replaced
			// (§3.6, §4.2.3).
			for len(*pile) > 0 && (*pile)[len(*pile)-1].IsJoker() {
				s.joker((*pile)[len(*pile)-1])
				*pile = (*pile)[:len(*pile)-1]
				if !s.drawable() {
					break
				}
				if c, ok := s.deal(); ok {
					*pile = append(*pile, c)
				}
			}
			if len(*pile) == 0 {
				continue
			}
			c := (*pile)[len(*pile)-1]
			if c.IsJoker() {
				return fmt.Errorf("royal-family: pile %d: a Joker never stays on a face-up pile (§4.2.3)", i+1)
			}
			if c.Suit().Red() {
				red++
			} else {
				black++
			}
		}
		s.round, s.turn, s.passes, s.phase, s.source = 1, 0, 0, phTake, srcNone
		s.decide(black, red)
	}
	if s.phase == phUse && !s.IsTerminal() && len(s.card[s.CurrentPlayer()]) != 1 {
		return fmt.Errorf("royal-family: phase use: %s card must hold the card taken", s.CurrentPlayer())
	}
	return nil
}
