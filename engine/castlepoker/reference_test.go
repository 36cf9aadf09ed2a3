package castlepoker

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// TestTablesHandRanking proves each row of the hand ranking on the
// engine's own evaluator (Eval, rule 4.7): every example, with or without
// special cards, is the row's hand, and rows go from the best down.
func TestTablesHandRanking(t *testing.T) {
	ts, err := engine.GameTables(Name, nil)
	if err != nil {
		t.Fatal(err)
	}
	rank, err := engine.FindTable(ts, "hand-ranking")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]cards.Card{"Barrels/sack": Barrels, "Messenger": Messenger, "Trebuchet": Trebuchet}
	prev := poker.Category(poker.NumCategories)
	for _, r := range rank.Rows {
		cat, found := poker.Category(0), false
		for c := poker.Category(0); c < poker.NumCategories; c++ {
			if c.String() == r[0] {
				cat, found = c, true
			}
		}
		if !found || cat >= prev {
			t.Fatalf("row %q: not a category below %v", r[0], prev)
		}
		prev = cat
		for _, ex := range r[1:3] {
			if ex == "—" {
				continue
			}
			if strings.Contains(ex, "JK") {
				t.Errorf("row %s: example %q holds a Joker, which Castle Poker has not", r[0], ex)
				continue
			}
			var h []cards.Card
			for _, f := range strings.Fields(ex) {
				c, ok := names[f]
				if !ok {
					c = cards.MustParse(f)
				}
				h = append(h, c)
			}
			if got := Eval(h).Category(); got != cat {
				t.Errorf("row %s: example %q is a %v on the engine", r[0], ex, got)
			}
		}
	}
	if prev != poker.HighCard {
		t.Errorf("ranking ends at %v, want High Card", prev)
	}
}
