// Package queens is the rules engine of Queen's Challenge, a solitaire for
// two standard decks: the Queen's Challenge deck and your deck of magic.
//
// Rule numbers cited in refusals are those of
// content/queens-challenge/rules.md. The seed's open questions (QC-A1 to
// QC-A18 of the digest) are decided as that rulebook says; where the seed is
// truly ambiguous the decision is an option (Game.Options) whose default is
// the rulebook's.
package queens

import (
	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Name is the game's name in commands.
const Name = "queens-challenge"

func init() { engine.Register(Game{}) }

// Rule numbers of content/queens-challenge/rules.md cited by refusals.
const (
	ruleActions     = "4.1.3" // the actions a turn allows
	ruleGatherHand  = "4.2.1" // gather a card from your hand
	ruleGatherOrder = "4.2.2" // strictly higher than the pile's top card
	ruleTarget      = "4.3.1" // only the card in play can be defeated
	ruleEnemy       = "4.3.2" // only the enemy suit
	ruleSpellHand   = "4.3.5" // spells come from your hand
	ruleTotal       = "4.3.6" // the total must reach the value
	ruleOneGift     = "4.4.1" // one gift per turn
	ruleSpadesGift  = "4.4.2" // the gift of Spades needs a card in play
	ruleDiamonds    = "4.4.4" // put back the cards you look at
	ruleClubs       = "4.4.5" // the revealed card: summon or discard
	ruleOver        = "5.4"   // no actions once the game is over
	ruleStop        = "6.1.2" // stopping to score
)

// CitedRules lists every rule number the engine can cite, for the test that
// checks each is defined in the rulebook.
var CitedRules = []string{ruleActions, ruleGatherHand, ruleGatherOrder, ruleTarget, ruleEnemy,
	ruleSpellHand, ruleTotal, ruleOneGift, ruleSpadesGift, ruleDiamonds, ruleClubs, ruleOver, ruleStop}

// The options and their values; the first value of each is the default.
var options = []engine.Option{
	{Name: "first-flip", Default: "turn", Values: []string{"turn", "setup"},
		Doc: "QC-A2: the first challenge card is flipped at the end of turn 1 (turn) or during setup (setup)"},
	{Name: "enemies", Default: "symmetric", Values: []string{"symmetric", "one-way"},
		Doc: "QC-A3: ♥ and ♠ defeat each other (symmetric), or only ♥ defeats ♠ as literally written (one-way)"},
	{Name: "summoned", Default: "stays", Values: []string{"stays", "used"},
		Doc: "QC-A6: a summoned card stays until replaced (stays), or is discarded after the defeat it adds to (used)"},
	{Name: "spades-gift", Default: "until-defeated", Values: []string{"until-defeated", "turn"},
		Doc: "QC-A7: the gift of Spades lowers the card's value until it leaves play (until-defeated) or until the Flip (turn)"},
	{Name: "hearts-gift", Default: "deck", Values: []string{"deck", "in-play"},
		Doc: "QC-A8: the gift of Hearts discards from the top of the Challenge deck (deck) or of the in-play stack (in-play)"},
	{Name: "clubs-summon", Default: "optional", Values: []string{"optional", "forced"},
		Doc: "QC-A10: you may decline to summon a card the gift of Clubs reveals (optional), or must summon it (forced)"},
	{Name: "empty-flip", Default: "penalty", Values: []string{"penalty", "no-penalty"},
		Doc: "QC-A14: with the Challenge deck empty, the Flip still costs your bottom card while cards are in play (penalty) or not (no-penalty)"},
	{Name: "stop", Default: "yes", Values: []string{"yes", "no"},
		Doc: "QC-A12: you may stop during your actions and score (yes), or play until you win or lose (no)"},
}

// Game is Queen's Challenge.
type Game struct{}

// Name returns "queens-challenge".
func (Game) Name() string { return Name }

// Players: Queen's Challenge is a solitaire.
func (Game) Players() (min, max int) { return 1, 1 }

// Options lists the ruleset options, with their defaults first.
func (Game) Options() []engine.Option { return append([]engine.Option(nil), options...) }

// rules is a resolved set of options.
type rules struct {
	setupFlip, oneWay, summonUsed, spadesTurn, heartsInPlay, clubsForced, noPenalty, noStop bool
}

func resolve(opts engine.Options) (*rules, error) {
	o, err := engine.ResolveOptions(Game{}, opts)
	if err != nil {
		return nil, err
	}
	return &rules{
		setupFlip:    o["first-flip"] == "setup",
		oneWay:       o["enemies"] == "one-way",
		summonUsed:   o["summoned"] == "used",
		spadesTurn:   o["spades-gift"] == "turn",
		heartsInPlay: o["hearts-gift"] == "in-play",
		clubsForced:  o["clubs-summon"] == "forced",
		noPenalty:    o["empty-flip"] == "no-penalty",
		noStop:       o["stop"] == "no",
	}, nil
}

// New shuffles the Queen's Challenge deck and then your deck with the
// state's generator, engine.Seeded(seed), and plays the setup and the
// first Draw (rules 3.1 to 3.3).
func (Game) New(setup engine.Setup) (engine.State, error) {
	opts, seed := setup.Options, setup.Seed
	r, err := resolve(opts)
	if err != nil {
		return nil, err
	}
	s := &State{rules: r, turn: 1, rng: engine.Seeded(seed)}
	s.chal = cards.Deck52()
	engine.ShuffleCards(&s.rng, s.chal)
	s.deck = cards.Deck52()
	engine.ShuffleCards(&s.rng, s.deck)
	if r.setupFlip {
		s.inPlay = append(s.inPlay, s.chal[0])
		s.red = append(s.red, 0)
		s.chal = s.chal[1:]
	}
	s.draw()
	return s, nil
}

// Result is how a game ended.
type Result uint8

// The results.
const (
	Playing Result = iota
	Won
	Lost
	Stopped
)

var resultNames = [...]string{"playing", "won", "lost", "stopped"}

func (r Result) String() string { return resultNames[r] }

type pending uint8

const (
	noGift pending = iota
	diamondsGift
	clubsGift
)

// State is a position of Queen's Challenge.
type State struct {
	rules *rules

	turn     int
	result   Result
	giftUsed bool
	// rng is the one source of chance; nothing is left to chance after
	// the setup's shuffles, but the state carries it like every game's.
	rng engine.Rand

	chal        []cards.Card // the Challenge deck, top first
	inPlay      []cards.Card // the in-play stack, bottom first: the last is the card in play
	red         []int        // the gift of Spades' reduction of each in-play card
	chalDiscard []cards.Card

	deck      []cards.Card // your deck, top first
	hand      []cards.Card
	piles     [4][]cards.Card // by suit: ♠ ♥ ♦ ♣
	summoned  [4]cards.Card
	discard   []cards.Card
	looking   []cards.Card // gift of Diamonds: cards still to put back
	reordered []cards.Card // gift of Diamonds: cards put back so far, top first
	revealed  cards.Card   // gift of Clubs: the revealed card awaiting summon or decline
}

func si(s cards.Suit) int { return int(s) - 1 }

func value(c cards.Card) int { return int(c.Rank()) }

// enemy returns the suit that defeats cards of suit s.
func (s *State) enemy(suit cards.Suit) (cards.Suit, bool) {
	switch suit {
	case cards.Hearts:
		if s.rules.oneWay {
			return cards.NoSuit, false
		}
		return cards.Spades, true
	case cards.Spades:
		return cards.Hearts, true
	case cards.Diamonds:
		return cards.Clubs, true
	case cards.Clubs:
		return cards.Diamonds, true
	}
	return cards.NoSuit, false
}

// Power returns the power of the pile of suit: its number of cards.
func (s *State) Power(suit cards.Suit) int { return len(s.piles[si(suit)]) }

// Current returns the card in play, if any.
func (s *State) Current() (cards.Card, bool) {
	if len(s.inPlay) == 0 {
		return cards.NoCard, false
	}
	return s.inPlay[len(s.inPlay)-1], true
}

// Value returns the value of the card in play after the gift of Spades.
func (s *State) Value() int {
	n := len(s.inPlay)
	if n == 0 {
		return 0
	}
	return value(s.inPlay[n-1]) - s.red[n-1]
}

// Score is the number of cards in the Challenge discard pile (rule 5.3).
func (s *State) Score() int { return len(s.chalDiscard) }

// Result says whether the game is still going and how it ended.
func (s *State) Result() Result { return s.result }

// CurrentPlayer is 0, or engine.Terminal once the game is over.
func (s *State) CurrentPlayer() engine.Player {
	if s.result != Playing {
		return engine.Terminal
	}
	return 0
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.result != Playing }

// Returns gives the score (rule 5.3): a win scores 52.
func (s *State) Returns() []float64 { return []float64{float64(len(s.chalDiscard))} }

// Clone returns an independent copy.
func (s *State) Clone() engine.State {
	c := *s
	c.chal = clone(s.chal)
	c.inPlay = clone(s.inPlay)
	c.red = append([]int(nil), s.red...)
	c.chalDiscard = clone(s.chalDiscard)
	c.deck = clone(s.deck)
	c.hand = clone(s.hand)
	for i := range c.piles {
		c.piles[i] = clone(s.piles[i])
	}
	c.discard = clone(s.discard)
	c.looking = clone(s.looking)
	c.reordered = clone(s.reordered)
	return &c
}

func clone(cs []cards.Card) []cards.Card {
	if len(cs) == 0 {
		return nil
	}
	return append(make([]cards.Card, 0, len(cs)+4), cs...)
}

// draw fills the hand to five cards from the top of the deck, or takes
// what is left (rule 4.1.2).
func (s *State) draw() {
	for len(s.hand) < 5 && len(s.deck) > 0 {
		s.hand = append(s.hand, s.deck[0])
		s.deck = s.deck[1:]
	}
}

// checkWin ends the game as won once the Challenge deck is empty and no
// challenge card is in play (rule 5.1).
func (s *State) checkWin() {
	if s.result == Playing && len(s.chal) == 0 && len(s.inPlay) == 0 {
		s.result = Won
	}
}

func inHand(hand []cards.Card, c cards.Card) int {
	for i, h := range hand {
		if h == c {
			return i
		}
	}
	return -1
}

func (s *State) pending() pending {
	switch {
	case len(s.looking) > 0:
		return diamondsGift
	case s.revealed != cards.NoCard:
		return clubsGift
	}
	return noGift
}

func (s *State) summonedList() []cards.Card {
	var out []cards.Card
	for _, c := range s.summoned {
		if c != cards.NoCard {
			out = append(out, c)
		}
	}
	return out
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
