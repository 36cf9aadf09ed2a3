package engine

import "github.com/cardstock/cardstock/cards"

// Pile is one zone of a state with the cards in it, top or bottom first as
// the game prints it.
type Pile struct {
	Name  string
	Cards []cards.Card
}

// Zoned is implemented by states that list all their zones, for the
// conservation invariant that engine/enginetest checks after every step:
// every card in exactly one zone, none lost, none duplicated.
type Zoned interface {
	Zones() []Pile
}
