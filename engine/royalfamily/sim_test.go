package royalfamily_test

import (
	"context"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/royalfamily"
	"github.com/cardstock/cardstock/engine/sim"
)

// TestGreedyBeatsRandom plays the greedy bot against the random one in
// both seats (the Darklein, then the Bludgein), under both rulesets: it
// must win far more than half of the games in each seat.
func TestGreedyBeatsRandom(t *testing.T) {
	const games = 150
	for _, ruleset := range []string{"standard", "classic"} {
		for seat := 0; seat < 2; seat++ {
			bots := []string{"random", "random"}
			bots[seat] = "greedy"
			st, err := sim.Run(context.Background(), sim.Config{Game: royalfamily.Game{}, Options: engine.Options{"ruleset": ruleset},
				Bots: bots, Games: games, Seed: 7, Jobs: 1, MaxActions: 20000})
			if err != nil {
				t.Fatal(err)
			}
			won := st.SeatWins[seat]
			t.Logf("%s, greedy in seat %d: %d of %d games won (the other seat %d)", ruleset, seat+1, won, games, st.SeatWins[1-seat])
			if won*10 < games*8 {
				t.Errorf("%s, greedy in seat %d won %d of %d games against random: want 80%% at least", ruleset, seat+1, won, games)
			}
		}
	}
}

// TestOutcomes checks the endings the simulator reports and that every
// finished game has one.
func TestOutcomes(t *testing.T) {
	st, err := sim.Run(context.Background(), sim.Config{Game: royalfamily.Game{}, Bots: []string{"greedy", "random"}, Games: 60, Seed: 3, Jobs: 1, MaxActions: 20000})
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{
		"P1 (Darklein) wins (8.2.1)": true, "P2 (Bludgein) wins (8.2.1)": true,
		"draw: no card could be taken for a round (8.2.2)": true,
	}
	var n int64
	for o, c := range st.Outcomes {
		if !known[o] && c > 0 && o != "unfinished after 20000 actions" {
			t.Errorf("unexpected ending %q", o)
		}
		n += c
	}
	if n != st.Games {
		t.Errorf("%d endings for %d games", n, st.Games)
	}
	if st.Outcomes["P1 (Darklein) wins (8.2.1)"] == 0 {
		t.Errorf("greedy as the Darklein never won: %v", st.Outcomes)
	}
}
