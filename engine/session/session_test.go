package session_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/castlepoker"
	"github.com/cardstock/cardstock/engine/queens"
	"github.com/cardstock/cardstock/engine/royalhaunts"
	"github.com/cardstock/cardstock/engine/session"
	"github.com/cardstock/cardstock/engine/taverntales"
)

func play(t *testing.T, cfg session.Config, in string) string {
	t.Helper()
	var out bytes.Buffer
	ss, err := session.New(cfg, strings.NewReader(in), &out)
	if err != nil {
		t.Fatal(err)
	}
	if err := ss.Run(); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// A gift at power 0 does nothing: it is not offered, and typing it still
// plays it.
func TestIdleChoicesHidden(t *testing.T) {
	o := play(t, session.Config{Game: queens.Game{}, Setup: engine.Setup{Seed: 7}}, "gift ♥\n")
	menu := o[:strings.Index(o, "> ")]
	if strings.Contains(menu, "gift ♥") {
		t.Errorf("menu offers a gift at power 0:\n%s", menu)
	}
	if strings.Contains(o, "unknown action") || strings.Contains(o, "illegal") {
		t.Errorf("typed gift refused:\n%s", o)
	}
}

// A game that does not narrate shows the lines of the view that changed.
func TestChangesShown(t *testing.T) {
	o := play(t, session.Config{Game: royalhaunts.Game{}, Setup: engine.Setup{Seed: 3}}, "1\n")
	if !strings.Contains(o, " → ") {
		t.Errorf("no change shown:\n%s", o)
	}
}

// Castle Poker narrates: the reveal and the settling of the stones.
func TestNarration(t *testing.T) {
	o := play(t, session.Config{Game: castlepoker.Game{}, Setup: engine.Setup{Players: 2, Seed: 4}, As: 2}, strings.Repeat("1\n", 10))
	for _, w := range []string{"P1 (bot): ", "P1 reveals ", "P2 reveals ", "Round 2: "} {
		if !strings.Contains(o, w) {
			t.Errorf("output lacks %q:\n%s", w, o)
		}
	}
}

// A bot's secret action (a card passed face down in Tavern Tales) is not
// named to the human; its narration still says what happened.
func TestBotSecretsHidden(t *testing.T) {
	told := 0
	for seed := uint64(1); seed <= 6; seed++ {
		o := play(t, session.Config{Game: taverntales.Game{}, Setup: engine.Setup{Players: 4, Seed: seed}, As: 1, Bots: "random"}, "quit\n")
		if strings.Contains(o, "(bot): pass ") {
			t.Errorf("seed %d: a bot's passed card is named:\n%s", seed, o)
		}
		if strings.Contains(o, "(bot): (hidden from you)\n  P") && strings.Contains(o, "chooses a card to pass, face down") {
			told++
		}
	}
	if told == 0 {
		t.Error("no seed shows a bot passing a hidden card")
	}
}
