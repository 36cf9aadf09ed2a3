package royalfamily_test

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/royalfamily"
)

// TestNarrate plays a game with Narrate and checks that every action says
// something and that a card drawn is never named to the table.
func TestNarrate(t *testing.T) {
	s, _ := royalfamily.Game{}.New(engine.Setup{Seed: 4})
	r := engine.NewRand(4)
	for n := 0; !s.IsTerminal() && n < 2000; n++ {
		legal := s.LegalActions()
		a := royalfamily.Eager(s, legal, r)
		text := s.ActionString(a)
		lines, err := s.(engine.Narrator).Narrate(a)
		if err != nil {
			t.Fatal(err)
		}
		if len(lines) == 0 {
			t.Fatalf("%s: nothing said", text)
		}
		if text == "draw" && !strings.Contains(lines[0], "a card") && !strings.Contains(lines[0], "Joker") {
			t.Fatalf("draw narrated as %q", lines[0])
		}
	}
	if !s.IsTerminal() {
		t.Fatal("game not over")
	}
}
