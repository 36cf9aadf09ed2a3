package royalhaunts

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

var _ engine.Viewer = (*State)(nil)

// View is what the player sees at the table: face-down cards (the deck, the
// rooms' face-down cards) only as counts, and no generator state, so that
// `cardstock play` does not give the game away. String is the full text
// form.
func (s *State) View() string {
	var b strings.Builder
	list := func(cs []cards.Card) string {
		if len(cs) == 0 {
			return "none"
		}
		return cards.FormatList(cs)
	}
	status := statusNames[s.status]
	fmt.Fprintf(&b, "turn %d, %s", s.turn, status)
	if s.last != "" {
		fmt.Fprintf(&b, "; last spell: %s", s.last)
	}
	b.WriteByte('\n')
	fmt.Fprintf(&b, "chamber: %s\n", list(s.chamber))
	for i, r := range s.rooms {
		fmt.Fprintf(&b, "room %d: %d face down; face up: %s", i+1, len(r.down), list(r.up))
		if r.held {
			b.WriteString(" (held Straight)")
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "hand: %s\n", list(s.hand))
	fmt.Fprintf(&b, "deck: %d cards face down\n", len(s.deck))
	fmt.Fprintf(&b, "arcane pool (%d): %s\n", len(s.pool), list(s.pool))
	fmt.Fprintf(&b, "grave (%d): %s\n", len(s.grave), list(s.grave))
	if len(s.captured) > 0 {
		fmt.Fprintf(&b, "captured: %s\n", list(s.captured))
	}
	if len(s.removed) > 0 {
		fmt.Fprintf(&b, "removed from the game: %d cards\n", len(s.removed))
	}
	if r := s.revealedText(); r != "" {
		fmt.Fprintf(&b, "Aces revealed since the last swap: %s\n", r)
	}
	for _, z := range []struct {
		name string
		cs   []cards.Card
	}{{"being resolved", s.resolving}, {"looking at", s.looking}, {"chosen so far", s.picked}, {"taken from the Grave", s.taken}} {
		if len(z.cs) > 0 {
			fmt.Fprintf(&b, "%s: %s\n", z.name, list(z.cs))
		}
	}
	if t := s.top(); t != nil && s.status == playing {
		fmt.Fprintf(&b, "now: %s\n", choiceWhat(t))
	}
	return b.String()
}
