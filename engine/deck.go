package engine

import (
	"fmt"
	"sync"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
)

var (
	contentMu    sync.Mutex
	contentGames = map[string]*cards.Game{}
)

// ContentGame returns the game of the embedded content folder id
// ("castle-poker"), read once.
func ContentGame(id string) (*cards.Game, error) {
	contentMu.Lock()
	defer contentMu.Unlock()
	if g, ok := contentGames[id]; ok {
		return g, nil
	}
	g, err := cards.LoadAt(content.FS(), id, "content")
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	contentGames[id] = g
	return g, nil
}

// DeckCards returns the cards of decks of the embedded game id, each card
// as often as it is printed, in the order of the decks and of their card
// lists: a standard deck gives the 52 cards in notation order and then its
// Jokers (JK1, JK2); a custom deck gives cards.Custom of each card's id.
// These are the cards an engine deals and the reference of the
// conservation check: the cards that print are the cards that play.
func DeckCards(id string, decks ...string) ([]cards.Card, error) {
	g, err := ContentGame(id)
	if err != nil {
		return nil, err
	}
	var out []cards.Card
	for _, name := range decks {
		d := g.Deck(name)
		if d == nil {
			return nil, fmt.Errorf("engine: game %s has no deck %q", id, name)
		}
		if d.Kind != cards.KindCards {
			return nil, fmt.Errorf("engine: deck %s of %s is a set of %s, not cards", name, id, d.Kind)
		}
		if d.Standard {
			out = append(out, cards.Deck52()...)
			for j := 0; j < d.Jokers; j++ {
				out = append(out, cards.JK1+cards.Card(j))
			}
			continue
		}
		for _, c := range d.Cards {
			cc, ok := cards.Custom(c.ID)
			if !ok {
				return nil, cards.Errorf(c.Pos, "engine: card id %q of deck %s cannot be dealt: want %s", c.ID, name, cards.CustomHelp)
			}
			for k := 0; k < c.Count; k++ {
				out = append(out, cc)
			}
		}
	}
	return out, nil
}

// MustDeckCards is DeckCards for a game package's own embedded content,
// read when the package starts; it panics if the content is broken (a test
// of the package catches that).
func MustDeckCards(id string, decks ...string) []cards.Card {
	cs, err := DeckCards(id, decks...)
	if err != nil {
		panic(err)
	}
	return cs
}
