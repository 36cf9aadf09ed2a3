package cards

import (
	"fmt"
	"regexp"
)

// Notation is a card named in text: a standard card or Joker, or the id of
// a card of a custom deck (Tavern Tales' "HE1", "WJ2").
type Notation struct {
	Card Card   // set for standard cards and Jokers
	ID   string // set for custom-deck ids
}

// String returns the notation as written canonically.
func (n Notation) String() string {
	if n.ID != "" {
		return n.ID
	}
	return n.Card.String()
}

var idPattern = regexp.MustCompile(`^[A-Z]{2}[0-9]{1,2}$`)

// LooksLikeID reports whether s has the shape of a custom-deck card id: two
// capital letters and a number ("HE1", "WC3").
func LooksLikeID(s string) bool { return idPattern.MatchString(s) && s[:2] != "JK" }

// ParseNotation reads a standard card, a Joker, or, when known is not nil,
// the id of a custom-deck card for which known returns true.
func ParseNotation(s string, known func(id string) bool) (Notation, error) {
	if c, ok := parse(s); ok {
		return Notation{Card: c}, nil
	}
	if known != nil && LooksLikeID(s) {
		if known(s) {
			return Notation{ID: s}, nil
		}
		return Notation{}, fmt.Errorf("%w: %q: no card has that id", ErrNotation, s)
	}
	want := NotationHelp
	if known != nil {
		want += ", or a card id such as HE1"
	}
	return Notation{}, fmt.Errorf("%w: %q: want %s", ErrNotation, s, want)
}
