package sim_test

import (
	"strings"
	"testing"

	_ "github.com/cardstock/cardstock/engine/queens"
	_ "github.com/cardstock/cardstock/engine/royalhaunts"
	"github.com/cardstock/cardstock/engine/sim"
)

func TestFact(t *testing.T) {
	// the figures Fact prints are those of a run with the same settings
	st := run(t, sim.Config{Game: mustGame(t, "queens-challenge"), Games: sim.FactGames, Seed: sim.FactSeed, Bots: []string{"greedy"}})
	var want string
	for _, m := range st.Metrics() {
		if m.Key == "win-rate" {
			want = sim.FormatFact(m)
		}
	}
	got, err := sim.Fact("queens-challenge", "win-rate")
	if err != nil {
		t.Fatal(err)
	}
	if got != want || !strings.HasSuffix(got, "%") {
		t.Errorf("Fact(win-rate) = %q, want %q", got, want)
	}
	again, _ := sim.Fact("queens-challenge", "win-rate")
	if again != got {
		t.Errorf("a second call gives %q, the first %q", again, got)
	}
	oneWay, err := sim.Fact("queens-challenge", "win-rate enemies=one-way games=500")
	if err != nil {
		t.Fatal(err)
	}
	if oneWay == got {
		t.Errorf("win rate %s with enemies=one-way, the same as with the default", oneWay)
	}
	for _, name := range []string{"turns bot=random", "outcome:won", "action-games:gift ♥", "outcome:lost: deck empty at the Flip (5.2) stop=no games=300"} {
		if v, err := sim.Fact("queens-challenge", name); err != nil || v == "" {
			t.Errorf("Fact(%q) = %q, %v", name, v, err)
		}
	}
	if v, err := sim.Fact("royal-haunts", "outcome:lost: both Jokers in the Chamber (5.2.3) games=300 jokers=off"); err != nil || v != "0%" {
		t.Errorf("an ending that cannot happen: %q, %v; want 0%%", v, err)
	}
	for _, tc := range []struct{ game, name, want string }{
		{"queens-challenge", "speed", `no figure "speed"`},
		{"queens-challenge", "win-rate colour=red", `no option "colour"`},
		{"queens-challenge", "win-rate games=lots", "games=lots"},
		{"queens-challenge", "win-rate bot=clever", `unknown bot "clever"`},
		{"queens-challenge", "games=5 win-rate", "comes first"},
		{"no-game", "win-rate", "unknown game"},
	} {
		if _, err := sim.Fact(tc.game, tc.name); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Fact(%q, %q): error %v, want one with %q", tc.game, tc.name, err, tc.want)
		}
	}
}

func TestFormatFact(t *testing.T) {
	for _, tc := range []struct {
		m    sim.Metric
		want string
	}{
		{sim.Metric{Value: 0.3712, Percent: true}, "37%"},
		{sim.Metric{Value: 0.0672, Percent: true}, "6.7%"},
		{sim.Metric{Value: 0.0004, Percent: true}, "under 0.1%"},
		{sim.Metric{Value: 0, Percent: true}, "0%"},
		{sim.Metric{Value: 30.249}, "30.2"},
	} {
		if got := sim.FormatFact(tc.m); got != tc.want {
			t.Errorf("FormatFact(%v) = %q, want %q", tc.m.Value, got, tc.want)
		}
	}
}
