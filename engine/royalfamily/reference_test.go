package royalfamily_test

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

// TestTables generates the reference tables of both rulesets through the
// registry and checks cells the rulebook states (§6.4.3, §9.1.3, §7.5.6,
// §5.1, §6.3.3, §11.2).
func TestTables(t *testing.T) {
	for _, rs := range []string{"standard", "classic"} {
		ts, err := engine.GameTables("royal-family", engine.Options{"ruleset": rs})
		if err != nil {
			t.Fatal(err)
		}
		get := func(id string, row, col int) string {
			tb, err := engine.FindTable(ts, id)
			if err != nil {
				t.Fatal(err)
			}
			return tb.Rows[row][col]
		}
		cell := func(id string, row, col int, want string) {
			t.Helper()
			if got := get(id, row, col); got != want {
				t.Errorf("%s %s row %d col %d: %q, want %q", rs, id, row, col, got, want)
			}
		}
		// Castle damage: 2 members and a 6.
		if rs == "standard" {
			cell("royal-family-castle-damage", 2, 4, "2")
			cell("royal-family-castle-damage", 3, 1, "3")
		} else {
			cell("royal-family-castle-damage", 2, 4, "6")
			cell("royal-family-castle-damage", 1, 8, "10")
		}
		cell("royal-family-castle-damage", 0, 1, "no attack (rule 6.4.4)")
		cell("royal-family-fortifications", 0, 1, "destroyed")
		cell("royal-family-fortifications", 3, 2, "2 left")
		cell("royal-family-hierarchy", 0, 1, "Queen, Jack")
		cell("royal-family-hierarchy", 1, 1, "Jack")
		cell("royal-family-hierarchy", 2, 1, "nobody")
		cell("royal-family-hierarchy", 2, 2, "King, Queen, Jack")
		cell("royal-family-hierarchy", 3, 1, "King, Queen, Jack")
		cell("royal-family-cards", 0, 1, "goes to the Joker space; the Age changes; the turn ends")
		cell("royal-family-cards", 1, 1, "surprised")
		cell("royal-family-cards", 1, 2, "assassinate")
		cell("royal-family-cards", 2, 1, "fortify, attack, discard")
		cell("royal-family-cards", 3, 2, "cannot be picked up (rule 6.1.2)")
		cell("royal-family-cards", 9, 1, "hold, discard")
		for _, tb := range ts {
			md := tb.Markdown()
			if strings.Contains(md, "?") || strings.Contains(md, "| |") {
				t.Errorf("%s %s has an empty or unknown cell:\n%s", rs, tb.ID, md)
			}
		}
	}
}
