package royalhaunts

import (
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// TestCompletableCache checks the spell-test cache against the poker
// package on random stacks, with and without face-card leftovers.
func TestCompletableCache(t *testing.T) {
	for _, opts := range []engine.Options{nil, {"face-kickers": "on"}} {
		cfg, err := newConfig(Game{}, opts)
		if err != nil {
			t.Fatal(err)
		}
		s := newState(cfg, 1)
		r := engine.NewRand(7)
		deck := cards.Deck54()
		for i := 0; i < 200000; i++ {
			engine.Shuffle(r, deck)
			n := r.IntN(6)
			stack := deck[:n]
			want := cfg.rules.Completable(stack)
			for k := 0; k < 2; k++ { // the second call hits the cache
				if got := s.completable(stack[:max(0, n-1)], stack[max(0, n-1):]...); got != want {
					t.Fatalf("%v: completable %v, poker says %v", cards.FormatList(stack), got, want)
				}
			}
		}
	}
}
