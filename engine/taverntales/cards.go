package taverntales

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Kind is what a card is for the rules: one of the eight suits, or one of
// the three kinds of Wild Card (rulebook §2.1 to §2.3).
type Kind uint8

// The kinds of card.
const (
	Heart Kind = iota
	Diamond
	Star
	Spade
	Sword
	Club
	Moon
	Trumpet
	JAccuse
	Distraction
	Comedic
	numKinds
)

// Kinds is a set of kinds, one bit each.
type Kinds uint16

// Of returns the set of the kinds ks.
func Of(ks ...Kind) Kinds {
	var m Kinds
	for _, k := range ks {
		m |= 1 << k
	}
	return m
}

// Has reports whether k is in the set.
func (m Kinds) Has(k Kind) bool { return m&(1<<k) != 0 }

// The families of §2.3.
var (
	Claims     = Of(Heart, Diamond, Star)
	Challenges = Of(Spade, Sword)
	Wilds      = Of(JAccuse, Distraction, Comedic)
	// Scoring is the top cards of an arc that scores (§5.2.1).
	Scoring = Of(Heart, Diamond, Star, Club)
)

var kindNames = [numKinds][2]string{
	{"Heart", "Hearts"}, {"Diamond", "Diamonds"}, {"Star", "Stars"},
	{"Spade", "Spades"}, {"Sword", "Swords"}, {"Club", "Clubs"},
	{"Moon", "Moons"}, {"Trumpet", "Trumpets"},
	{"J'Accuse", "J'Accuse cards"}, {"Distraction", "Distractions"}, {"Comedic Timing", "Comedic Timing cards"},
}

// String is the kind's name in the singular: "Heart".
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k][0]
	}
	return "?"
}

// Plural is the kind's name in the plural: "Hearts".
func (k Kind) Plural() string {
	if k < numKinds {
		return kindNames[k][1]
	}
	return "?"
}

// String names the kinds of the set in the plural, "Wild Cards" for the
// three kinds of Wild Card together: "Hearts Moons", or "nothing".
func (m Kinds) String() string {
	var out []string
	if m&Wilds == Wilds {
		out = append(out, "Wild Cards")
		m &^= Wilds
	}
	for k := Kind(0); k < numKinds; k++ {
		if m.Has(k) {
			out = append(out, k.Plural())
		}
	}
	if len(out) == 0 {
		return "nothing"
	}
	return strings.Join(out, " ")
}

// suitKinds maps the suit ids of content/tavern-tales/game.toml to kinds.
var suitKinds = map[string]Kind{
	"hearts": Heart, "diamonds": Diamond, "stars": Star, "spades": Spade,
	"swords": Sword, "clubs": Club, "moons": Moon, "trumpets": Trumpet,
	"jaccuse": JAccuse, "distraction": Distraction, "comedic": Comedic,
}

// Wild is the rule of one Wild Card: what a J'Accuse bars its victim from
// (§4.8.2), or what a Distraction or Comedic Timing card makes both
// players discard (§4.8.5).
type Wild struct {
	ID    string
	Name  string // as printed: "Poltroon"
	Kind  Kind   // JAccuse, Distraction or Comedic
	Named Kinds  // the kinds barred or discarded
}

// WildCards is the rule data of the eleven Wild Cards, in deck order; a
// test checks it against the card texts of the content.
var WildCards = []Wild{
	{"WJ1", "Poltroon", JAccuse, Of(Heart)},
	{"WJ2", "Lackadaisical", JAccuse, Of(Diamond)},
	{"WJ3", "Clumsy Oaf", JAccuse, Of(Star)},
	{"WJ4", "Witless Knave", JAccuse, Of(Moon)},
	{"WJ5", "Somber Braggard", JAccuse, Of(Trumpet)},
	{"WD1", "Dirk on Ribcage", Distraction, Of(Heart)},
	{"WD2", "Collecting Usury", Distraction, Of(Diamond)},
	{"WD3", "Petty Jealousy", Distraction, Of(Star)},
	{"WC1", "Pedantic Debate", Comedic, Wilds},
	{"WC2", "Haggling the Bill", Comedic, Of(Club)},
	{"WC3", "Seeing Man about a Horse", Comedic, Of(Sword)},
}

// Deck is the 52 cards of content/tavern-tales/cards.csv in deck order:
// the cards that print are the cards the engine deals.
var Deck = engine.MustDeckCards("tavern-tales", "deck")

// numCards is the size of the deck (§2.1).
const numCards = 52

// The card tables, indexed by a card's place in Deck (its index).
var (
	index   [1 << 16]int8 // cards.Card -> index+1; 0 for a card not in the deck
	kindOf  [numCards]Kind
	namedOf [numCards]Kinds // a Wild Card's named kinds
)

func init() {
	if err := buildTables(); err != nil {
		panic(err)
	}
}

func buildTables() error {
	g, err := engine.ContentGame("tavern-tales")
	if err != nil {
		return err
	}
	d := g.Deck("deck")
	if len(Deck) != numCards || d == nil || len(d.Cards) != numCards {
		return fmt.Errorf("taverntales: the deck has %d cards, want %d", len(Deck), numCards)
	}
	for i, c := range Deck {
		if index[c] != 0 {
			return fmt.Errorf("taverntales: card %s twice in the deck", c)
		}
		index[c] = int8(i + 1)
		k, ok := suitKinds[d.Cards[i].Suit]
		if !ok {
			return fmt.Errorf("taverntales: card %s has suit %q, which the rules do not know", c, d.Cards[i].Suit)
		}
		kindOf[i] = k
	}
	for _, w := range WildCards {
		c, ok := cards.Custom(w.ID)
		if !ok || index[c] == 0 || kindOf[index[c]-1] != w.Kind {
			return fmt.Errorf("taverntales: Wild Card %s is not a %s of the deck", w.ID, w.Kind)
		}
		namedOf[index[c]-1] = w.Named
	}
	for i, k := range kindOf {
		if Wilds.Has(k) && namedOf[i] == 0 {
			return fmt.Errorf("taverntales: Wild Card %s has no rule", Deck[i])
		}
	}
	return nil
}

// idx returns the index of c in Deck, or -1.
func idx(c cards.Card) int { return int(index[c]) - 1 }

// KindOf returns the kind of a card of the deck; ok is false for another
// card.
func KindOf(c cards.Card) (k Kind, ok bool) {
	i := idx(c)
	if i < 0 {
		return 0, false
	}
	return kindOf[i], true
}

// WildOf returns the rule of a Wild Card; ok is false for another card.
func WildOf(c cards.Card) (Wild, bool) {
	for _, w := range WildCards {
		if id := c.ID(); id == w.ID {
			return w, true
		}
	}
	return Wild{}, false
}
