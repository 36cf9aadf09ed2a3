package royalhaunts

import (
	"fmt"
	"sync"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

func init() { engine.Register(Game{}) }

// Game is Royal Haunts, registered as "royal-haunts".
type Game struct{}

var _ engine.Game = Game{}
var _ engine.Declared = Game{}

// Name is "royal-haunts".
func (Game) Name() string { return "royal-haunts" }

// Players: Royal Haunts is a solitaire.
func (Game) Players() (min, max int) { return 1, 1 }

var onOffValues = []string{"off", "on"}

var options = []engine.Option{
	{Name: "jokers", Default: "on", Values: onOffValues, Doc: "play with the two Jokers (RH-A2; off is RH-V0, rule 6.1.1)"},
	{Name: "flush-discards", Default: "off", Values: onOffValues, Doc: "easier RH-V1: a Flush discards its face card instead of shuffling it in (rule 6.2.1)"},
	{Name: "four-grouped", Default: "off", Values: onOffValues, Doc: "easier RH-V2: four of a face rank lose only when grouped; a black Ace groups by rank (rule 6.2.2)"},
	{Name: "suited-lower", Default: "off", Values: onOffValues, Doc: "easier RH-V3: a Suited Hand costs the lower value (rule 6.2.3)"},
	{Name: "setup-faces-back", Default: "off", Values: onOffValues, Doc: "easier RH-V4: face cards dealt at setup go back into the deck (rule 6.2.4)"},
	{Name: "ace-no-chain", Default: "off", Values: onOffValues, Doc: "easier RH-V5: Aces turned up by an Ace are shuffled back, not resolved (rule 6.2.5)"},
	{Name: "jokers-wild-only", Default: "off", Values: onOffValues, Doc: "easier RH-V6: Jokers are only wild cards, never in the Chamber (rule 6.2.6)"},
	{Name: "four-aces", Default: "off", Values: onOffValues, Doc: "harder RH-V7: capture all four Aces to win (rule 6.3.1)"},
	{Name: "suit-ungrouped", Default: "off", Values: onOffValues, Doc: "harder RH-V8: the face cards of a suit lose without being grouped (rule 6.3.2)"},
	{Name: "ace-reveals-five", Default: "off", Values: onOffValues, Doc: "harder RH-V9: an Ace turns up five cards instead of three (rule 6.3.3)"},
	{Name: "group-after", Default: "off", Values: onOffValues, Doc: "harder RH-V10: an Ace groups the Chamber after turning up cards (rule 6.3.4)"},
	{Name: "face-kickers", Default: "off", Values: onOffValues, Doc: "RH-A10 (b): face cards may be leftovers beside Pair, Two Pair, Three or Four of a Kind (rule 6.4.1)"},
	{Name: "straight-flush", Default: "highest", Values: []string{"highest", "choose"}, Doc: "RH-A9: a Straight Flush counts as the highest spell, or as Straight Flush, Straight or Flush at your choice (c) (rule 6.4.2)"},
	{Name: "setup-loss", Default: "lose", Values: []string{"lose", "redeal"}, Doc: "RH-A4: a deal lost at setup is lost (a), or redealt (b) (rule 6.4.3)"},
}

// Options lists the variants and rule options with their defaults.
func (Game) Options() []engine.Option { return options }

type config struct {
	jokers, flushDiscards, fourGrouped, suitedLower, setupFacesBack bool
	aceNoChain, wildOnly, fourAces, suitUngrouped, aceFive          bool
	groupAfter, faceKickers, sfChoose, redeal                       bool
	rules                                                           poker.Rules
}

var (
	defaultOnce sync.Once
	defaultCfg  *config
)

func newConfig(g Game, opts engine.Options) (*config, error) {
	if allDefaults(opts) {
		// the default rules, shared: a config is never changed
		defaultOnce.Do(func() { defaultCfg, _ = buildConfig(g, nil) })
		return defaultCfg, nil
	}
	return buildConfig(g, opts)
}

// allDefaults reports whether opts sets nothing but the defaults, as
// options resolved by engine.ResolveOptions do, so that such games share the
// default config instead of resolving their options at every deal.
func allDefaults(opts engine.Options) bool {
	for name, v := range opts {
		found := false
		for _, o := range options {
			if o.Name == name {
				if v != o.Default {
					return false
				}
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func buildConfig(g Game, opts engine.Options) (*config, error) {
	o, err := engine.ResolveOptions(g, opts)
	if err != nil {
		return nil, fmt.Errorf("royalhaunts: %w", err)
	}
	on := func(n string) bool { return o[n] == "on" }
	c := &config{
		jokers: on("jokers"), flushDiscards: on("flush-discards"), fourGrouped: on("four-grouped"),
		suitedLower: on("suited-lower"), setupFacesBack: on("setup-faces-back"),
		aceNoChain: on("ace-no-chain"), wildOnly: on("jokers-wild-only"), fourAces: on("four-aces"),
		suitUngrouped: on("suit-ungrouped"), aceFive: on("ace-reveals-five"),
		groupAfter: on("group-after"), faceKickers: on("face-kickers"),
		sfChoose: o["straight-flush"] == "choose", redeal: o["setup-loss"] == "redeal",
		rules: poker.RoyalHaunts(),
	}
	if c.faceKickers {
		k := poker.Leftover(poker.Pair, poker.TwoPair, poker.ThreeOfAKind, poker.FourOfAKind)
		c.rules.Natural[poker.Jack] |= k
		c.rules.Natural[poker.Queen] |= k
		c.rules.Natural[poker.King] |= k
	}
	return c, nil
}

func (c *config) kickers() int {
	if c.faceKickers {
		return 1
	}
	return 0
}

// deck is the cards of the game: 54, or 52 without Jokers.
func (c *config) deck() []cards.Card {
	if c.jokers {
		return cards.Deck54()
	}
	return cards.Deck52()
}

func newState(cfg *config, seed uint64) *State {
	return &State{cfg: cfg, rng: engine.Seeded(seed), turn: 1}
}

// New deals a game from seed (rules 3.1 to 3.5).
func (g Game) New(setup engine.Setup) (engine.State, error) {
	opts, seed := setup.Options, setup.Seed
	cfg, err := newConfig(g, opts)
	if err != nil {
		return nil, err
	}
	s := newState(cfg, seed)
	s.deal()
	return s, nil
}

func (s *State) deal() {
	for try := 0; ; try++ {
		s.deck = s.cfg.deck()
		s.chamber = s.chamber[:0]
		s.hand = s.hand[:0]
		s.shuffle(s.deck)
		for i, n := range [3]int{5, 4, 3} {
			r := &s.rooms[i]
			r.down = r.down[:0]
			for j := 0; j < n-1; j++ {
				r.down = append(r.down, s.draw())
			}
			r.up = append(r.up[:0], s.setupCard())
		}
		s.hand = append(s.hand, s.setupCard(), s.setupCard())
		s.checkLoss()
		if s.status == playing || !s.cfg.redeal || try >= 1000 {
			return
		}
		s.status = playing
	}
}

// setupCard deals one face-up card at setup (rule 3.4).
func (s *State) setupCard() cards.Card {
	for {
		c := s.draw()
		switch {
		case isAce(c):
			s.shuffleIn(c)
		case isFace(c) && s.cfg.setupFacesBack:
			s.shuffleIn(c)
		case isFace(c):
			s.chamber = append(s.chamber, c)
		default:
			return c
		}
	}
}

func init() {
	v := vocabulary()
	schema.Actions, schema.Expects, schema.Notes = v.Actions, v.Expects, v.Notes
}

// vocabulary documents the actions and expect keys of Royal Haunts; the
// zones and values document themselves in the schema.
func vocabulary() engine.Vocabulary {
	return engine.Vocabulary{
		Actions: []engine.Term{
			{Syntax: "end", Doc: "end your turn: discard the hand, draw two (rule 4.12)"},
			{Syntax: "play CARD ROOM", Doc: "play a hand card onto a room (rule 4.2.2)"},
			{Syntax: "move ROOM ROOM", Doc: "move a room's whole face-up stack onto another room (rules 4.2.4, 4.2.5)"},
			{Syntax: "turn ROOM", Doc: "turn over a room's face-down top card (rule 4.2.6)"},
			{Syntax: "cast CARD [CARD]", Doc: "cast a hand spell; two cards for a Pair in Hand or Suited Hand, effects in the order written (rule 4.11)"},
			{Syntax: "cast JK1 SUIT [VALUE]", Doc: "a Joker's free spell; VALUE 2-10 for ♦ and ♥ (rule 4.10.3)"},
			{Syntax: "pay CARD", Doc: "pay an Arcane Pool card for a hand spell (rule 4.11.1)"},
			{Syntax: "cancel ROOM / allow", Doc: "use the held Straight of ROOM against a revealed Ace or face card, or not (rule 4.6.2)"},
			{Syntax: "place ROOM / discard ACE", Doc: "put a revealed Ace into a room, or discard it (rule 4.8.3)"},
			{Syntax: "hold", Doc: "hold a completed Straight (rule 4.5.4)"},
			{Syntax: "discard CARD / shuffle CARD", Doc: "a spell effect on a Chamber card (or a card looked at): to the Grave, or into the deck (rules 4.5, 4.11.2)"},
			{Syntax: "discard SUIT / discard RANK", Doc: "Straight Flush: all Chamber face cards of a suit or of a rank (rule 4.5.8)"},
			{Syntax: "clear", Doc: "Five of a Kind: all face cards of the Chamber to the Grave (rule 4.5.9)"},
			{Syntax: "top / bottom", Doc: "Two Pair: put the two cards back on top or at the bottom (rule 4.5.2)"},
			{Syntax: "put CARD", Doc: "pick the next card to put back (first is topmost; rule 4.5.11), an Arcane Pool card for Three of a Kind, or the next Chamber card for Clubs"},
			{Syntax: "keep CARD / reshuffle", Doc: "Four of a Kind: keep a face card in the Grave; shuffle the rest in (rule 4.5.7)"},
			{Syntax: "clubs reorder / clubs discard ROOM / clubs move ROOM ROOM", Doc: "the Clubs actions (rule 4.11.4)"},
			{Syntax: "take CARD / done", Doc: "Hearts: take a Grave card, or stop (rule 4.11.5)"},
			{Syntax: "place ROOM / cast / cast SUIT [VALUE]", Doc: "Hearts: play the taken card into a room, or cast it (a Joker with a suit and value)"},
			{Syntax: "skip", Doc: "let an optional effect go"},
		},
		Expects: []engine.Term{
			{Syntax: "status: playing|won|lost", Doc: "the game's status"},
			{Syntax: "pending: NAME|none", Doc: "the choice waiting for an action: react, place-ace, spell, pair, look, top-bottom, order, pool-pick, keep, spades, clubs, hearts, taken, pay"},
			{Syntax: "held: ROOMS", Doc: "rooms holding a held Straight"},
			{Syntax: "last spell: NAME", Doc: "the last spell completed (Pair ... Five of a Kind)"},
			{Syntax: "turn: N / revealed: SUITS", Doc: "the turn number; suits of the Aces revealed since the last swap"},
		},
		Notes: []string{
			"Rooms are numbered 1 to 3. A choice that offers nothing but skipping is skipped by itself.",
			"Cards: rank A 2-10 J Q K and suit ♠ ♥ ♦ ♣ (or S H D C); the Jokers are JK1 and JK2 (JK in a zone line takes a free one).",
		},
	}
}
