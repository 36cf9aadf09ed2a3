package royalfamily

import (
	"math/rand/v2"

	"github.com/cardstock/cardstock/engine"
)

// Eager picks a random legal action of s, but an eager player's: most of
// the time a card that can be used is used rather than discarded, a face-up
// card is taken rather than a card drawn, and an attack's outcome is taken
// rather than declined. The random-game tests and BenchmarkGames play with
// it, since uniformly random players can discard and refortify for ever.
func Eager(s engine.State, legal []engine.Action, r *rand.Rand) engine.Action {
	if r.IntN(10) == 0 {
		return legal[r.IntN(len(legal))]
	}
	var best [16]engine.Action
	n := 0
	top := -1
	for _, a := range legal {
		w := weight(a)
		switch {
		case w > top:
			top, n = w, 0
			fallthrough
		case w == top:
			if n < len(best) {
				best[n] = a
				n++
			}
		}
	}
	return best[r.IntN(n)]
}

func weight(a engine.Action) int {
	switch kind, _, _ := split(a); kind {
	case kDiscard, kEnd, kDraw:
		return 0
	case kFortify:
		return 1
	}
	return 2
}
