package sim_test

import (
	"bytes"
	"context"
	"math"
	"reflect"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/queens"
	"github.com/cardstock/cardstock/engine/royalhaunts"
	"github.com/cardstock/cardstock/engine/sim"
)

func run(t *testing.T, c sim.Config) *sim.Stats {
	t.Helper()
	st, err := sim.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestJobsDoNotChangeFigures checks that a run gives the same counts and
// the same summary with one worker and with two.
func TestJobsDoNotChangeFigures(t *testing.T) {
	for _, c := range []sim.Config{
		{Game: queens.Game{}, Games: 3000, Seed: 5},
		{Game: queens.Game{}, Games: 700, Seed: 6, Bots: []string{"greedy"}, Options: engine.Options{"enemies": "one-way"}},
		{Game: royalhaunts.Game{}, Games: 1500, Seed: 7},
		{Game: royalhaunts.Game{}, Games: 600, Seed: 8, Bots: []string{"greedy"}},
	} {
		var sums []string
		var stats []*sim.Stats
		for _, jobs := range []int{1, 2, 3} {
			c.Jobs = jobs
			st := run(t, c)
			var b bytes.Buffer
			if err := sim.Summary(&b, c.Game, []*sim.Stats{st}); err != nil {
				t.Fatal(err)
			}
			sums = append(sums, b.String())
			stats = append(stats, st)
		}
		for i := 1; i < len(sums); i++ {
			if !reflect.DeepEqual(stats[0], stats[i]) {
				t.Errorf("%s: counts differ between jobs 1 and %d", c.Game.Name(), i+1)
			}
			if sums[0] != sums[i] {
				t.Errorf("%s: summary differs between jobs 1 and %d:\n%s\n---\n%s", c.Game.Name(), i+1, sums[0], sums[i])
			}
		}
		if stats[0].Games != int64(c.Games) {
			t.Errorf("%d games counted, want %d", stats[0].Games, c.Games)
		}
		t.Log("\n" + sums[0])
	}
}

// TestGreedyBeatsRandom checks that each game's greedy bot does better
// than random play on the same deals, by more than the figures' margins.
func TestGreedyBeatsRandom(t *testing.T) {
	tests := []struct {
		name  string
		game  engine.Game
		opts  engine.Options
		games int
		key   string // the figure greedy must raise
	}{
		{"queens score", queens.Game{}, nil, 400, "score"},
		{"queens score without stopping", queens.Game{}, engine.Options{"stop": "no"}, 400, "score"},
		{"queens win rate", queens.Game{}, nil, 1500, "win-rate"},
		{"royal haunts win rate", royalhaunts.Game{}, nil, 6000, "win-rate"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fig := map[string]sim.Metric{}
			for _, bot := range []string{"random", "greedy"} {
				st := run(t, sim.Config{Game: tc.game, Options: tc.opts, Games: tc.games, Seed: 11, Bots: []string{bot}})
				for _, m := range st.Metrics() {
					if m.Key == tc.key {
						fig[bot] = m
					}
				}
			}
			r, g := fig["random"], fig["greedy"]
			t.Logf("%s: random %.4f [%.4f, %.4f], greedy %.4f [%.4f, %.4f]", tc.key, r.Value, r.Lo, r.Hi, g.Value, g.Lo, g.Hi)
			if !(g.Lo > r.Hi) {
				t.Errorf("greedy's %s %.4f [%.4f, %.4f] is not clearly above random's %.4f [%.4f, %.4f]", tc.key, g.Value, g.Lo, g.Hi, r.Value, r.Lo, r.Hi)
			}
		})
	}
}

// TestWilson checks the interval against published values.
func TestWilson(t *testing.T) {
	tests := []struct {
		k, n   int64
		lo, hi float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{81, 263, 0.2553, 0.3662},
	}
	for _, tc := range tests {
		lo, hi := sim.Wilson(tc.k, tc.n)
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

func mustGame(t *testing.T, name string) engine.Game {
	t.Helper()
	g, ok := engine.Lookup(name)
	if !ok {
		t.Fatalf("no game %s", name)
	}
	return g
}
