// Package simtest holds the checks that every game's bots share in tests.
package simtest

import (
	"context"
	"reflect"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
)

// GreedyShare plays games games with the greedy bot in each of n seats in
// turn and random bots in the others (seed seed+k for seat k), and returns
// the greedy bot's share of the wins.
func GreedyShare(t testing.TB, g engine.Game, n, games int, seed uint64) float64 {
	t.Helper()
	won, total := int64(0), int64(0)
	for k := 0; k < n; k++ {
		bots := make([]string, n)
		for i := range bots {
			bots[i] = "random"
		}
		bots[k] = "greedy"
		st, err := sim.Run(context.Background(), sim.Config{Game: g, Players: n, Bots: bots, Games: games, Seed: seed + uint64(k)})
		if err != nil {
			t.Fatal(err)
		}
		won += st.SeatWins[k]
		total += st.Games
	}
	return float64(won) / float64(total)
}

// SameOnJobs runs c on one worker and on two, fails t unless every figure
// is the same, and returns the figures.
func SameOnJobs(t testing.TB, c sim.Config) *sim.Stats {
	t.Helper()
	var stats [2]*sim.Stats
	for j := range stats {
		c.Jobs = j + 1
		st, err := sim.Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		stats[j] = st
	}
	if !reflect.DeepEqual(stats[0], stats[1]) {
		t.Errorf("--jobs 1 and 2 differ:\n%+v\n%+v", stats[0], stats[1])
	}
	return stats[0]
}

// GreedyBeatsRandom fails t unless, at each number of players, the greedy
// bot wins at least factor times its fair share against random bots
// (GreedyShare, seat by seat).
func GreedyBeatsRandom(t *testing.T, g engine.Game, players []int, games int, seed uint64, factor float64) {
	t.Helper()
	for _, n := range players {
		share := GreedyShare(t, g, n, games, seed)
		fair := 1 / float64(n)
		t.Logf("%d players: greedy wins %.3f, fair share %.3f", n, share, fair)
		if share < factor*fair {
			t.Errorf("%d players: greedy wins %.3f of the games, fair share %.3f: want %.1f times as much", n, share, fair, factor)
		}
	}
}
