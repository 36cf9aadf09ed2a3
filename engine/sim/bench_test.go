package sim_test

import (
	"context"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/queens"
	"github.com/cardstock/cardstock/engine/royalhaunts"
	"github.com/cardstock/cardstock/engine/sim"
)

// benchRun plays b.N games on every core and reports games per second,
// games per minute and actions per second.
func benchRun(b *testing.B, g engine.Game, opts engine.Options, bot string) {
	b.ReportAllocs()
	st, err := sim.Run(context.Background(), sim.Config{Game: g, Options: opts, Games: b.N, Seed: 1, Bots: []string{bot}})
	if err != nil {
		b.Fatal(err)
	}
	sec := b.Elapsed().Seconds()
	mean, _ := st.Actions.Mean()
	b.ReportMetric(float64(b.N)/sec, "games/s")
	b.ReportMetric(60*float64(b.N)/sec/1e6, "Mgames/min")
	b.ReportMetric(mean*float64(b.N)/sec, "actions/s")
}

func BenchmarkQueensRandom(b *testing.B) { benchRun(b, queens.Game{}, nil, "random") }
func BenchmarkQueensGreedy(b *testing.B) { benchRun(b, queens.Game{}, nil, "greedy") }
func BenchmarkQueensRandomNoStop(b *testing.B) {
	benchRun(b, queens.Game{}, engine.Options{"stop": "no"}, "random")
}
func BenchmarkRoyalHauntsRandom(b *testing.B) { benchRun(b, royalhaunts.Game{}, nil, "random") }
func BenchmarkRoyalHauntsGreedy(b *testing.B) { benchRun(b, royalhaunts.Game{}, nil, "greedy") }

// BenchmarkFact measures a rulebook fact with the default settings and no
// cache: the build-time cost of the first fact of a game.
func BenchmarkFact(b *testing.B) {
	for _, game := range []engine.Game{queens.Game{}, royalhaunts.Game{}} {
		b.Run(game.Name(), func(b *testing.B) {
			for b.Loop() {
				if _, err := sim.Run(context.Background(), sim.Config{Game: game, Games: sim.FactGames, Seed: sim.FactSeed, Bots: []string{sim.FactBot}}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
