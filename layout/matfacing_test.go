package layout

import (
	"strings"
	"testing"
)

// TestMatZoneFacing: on the Royal Family mat, Player One's zones (♠ and ♣,
// across the table) are drawn turned half round and Player Two's (♥ and ♦)
// are not; every zone's name is drawn.
func TestMatZoneFacing(t *testing.T) {
	g := loadGame(t, "royal-family")
	m := g.Mats[0]
	r := &recorder{}
	if err := drawMat(r, g, m, 0, 0); err != nil {
		t.Fatal(err)
	}
	turned := map[string]bool{}
	for _, tx := range r.texts {
		turned[tx.s] = tx.turned
	}
	far := 0
	for _, z := range m.Zones {
		got, ok := turned[z.Name]
		if !ok {
			t.Errorf("zone %q: name not drawn on one line", z.Name)
			continue
		}
		want := z.Facing == "far"
		if got != want {
			t.Errorf("zone %q facing %s: turned = %v", z.Name, z.Facing, got)
		}
		if want {
			far++
			if !strings.ContainsAny(z.Name, "♠♣") {
				t.Errorf("zone %q faces Player One but is not theirs", z.Name)
			}
		}
	}
	if far == 0 {
		t.Error("no zone faces the player across the table")
	}
}
