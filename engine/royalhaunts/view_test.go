package royalhaunts

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// TestViewHidesFaceDownCards plays random games and checks that the
// player's view never names a card of the deck or a face-down room card.
func TestViewHidesFaceDownCards(t *testing.T) {
	r := engine.NewRand(9)
	for seed := uint64(0); seed < 40; seed++ {
		st, err := Game{}.New(engine.Setup{Options: nil, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for step := 0; step < 60 && !s.IsTerminal(); step++ {
			v := " " + strings.NewReplacer("\n", " ", ",", " ", ":", " ", "(", " ", ")", " ").Replace(s.View()) + " "
			hidden := append([]cards.Card{}, s.deck...)
			for _, rm := range s.rooms {
				hidden = append(hidden, rm.down...)
			}
			for _, c := range hidden {
				if strings.Contains(v, " "+c.String()+" ") {
					t.Fatalf("seed %d step %d: the view shows face-down %s:\n%s", seed, step, c, s.View())
				}
			}
			legal := s.LegalActions()
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
