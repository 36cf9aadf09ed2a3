package sim_test

import (
	"bytes"
	"context"
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
