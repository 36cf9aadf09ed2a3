package queens_test

import (
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/queens"
)

// BenchmarkSteps measures engine steps (LegalActions plus Apply of a random
// legal action) per second, games played with stop=no to their end.
func BenchmarkSteps(b *testing.B) {
	enginetest.BenchmarkSteps(b, queens.Game{}, engine.Options{"stop": "no"})
}

// BenchmarkGames measures whole random games per second, deals included.
func BenchmarkGames(b *testing.B) {
	enginetest.BenchmarkGames(b, queens.Game{}, engine.Options{"stop": "no"})
}

// BenchmarkClone measures copying a state, as searches and the random-game
// tests do.
func BenchmarkClone(b *testing.B) {
	s, _ := queens.Game{}.New(engine.Setup{Options: nil, Seed: 1})
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}

// BenchmarkText measures the text form both ways (String, then
// ParseState), as the random-game tests do after every step.
func BenchmarkText(b *testing.B) {
	g := queens.Game{}
	s, _ := g.New(engine.Setup{Options: nil, Seed: 1})
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.ParseState(nil, s.String()); err != nil {
			b.Fatal(err)
		}
	}
}
