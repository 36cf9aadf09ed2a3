package engine

import "math/rand/v2"

// Shuffle puts s in a random order drawn from r with a fixed algorithm, so
// that a seed gives the same order in every version: Fisher–Yates from the
// last position down, swapping position i with j = r.Uint64() mod (i+1).
// (math/rand/v2's own Shuffle does not promise a fixed stream.)
func Shuffle[T any](r *rand.Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := int(r.Uint64() % uint64(i+1))
		s[i], s[j] = s[j], s[i]
	}
}
