package sim_test

import (
	"context"
	"fmt"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
)

// Run plays games with bots; Metrics lists the figures, each with its 95%
// confidence interval. The same seed gives the same figures with any
// number of jobs.
func ExampleRun() {
	g, _ := engine.Lookup("queens-challenge")
	st, err := sim.Run(context.Background(), sim.Config{Game: g, Games: 1000, Seed: 1, Bots: []string{"greedy"}})
	if err != nil {
		panic(err)
	}
	for _, m := range st.Metrics() {
		switch m.Key {
		case "win-rate", "turns":
			fmt.Printf("%s: %s\n", m.Label, sim.FormatCell(&m))
		}
	}
	// Output:
	// won: 7.3% [5.8%, 9.1%]
	// turns per game: 30.18 [29.89, 30.47]
}

// Fact computes a figure for a rulebook from a fixed seed and number of
// games (2,000 with the greedy bot unless the name says otherwise).
func ExampleFact() {
	v, err := sim.Fact("queens-challenge", "win-rate enemies=one-way games=500")
	fmt.Println(v, err)
	// Output:
	// 0% <nil>
}
