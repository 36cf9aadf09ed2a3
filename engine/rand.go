package engine

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"

	"github.com/cardstock/cardstock/cards"
)

// Uint64er is a source of random numbers: *Rand, *rand.Rand or rand.PCG.
type Uint64er interface{ Uint64() uint64 }

// Shuffle puts s in a random order drawn from r with a fixed algorithm, so
// that a seed gives the same order in every version: Fisher–Yates from the
// last position down, swapping position i with j = r.Uint64() mod (i+1).
// (math/rand/v2's own Shuffle does not promise a fixed stream.)
func Shuffle[T any](r Uint64er, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := int(r.Uint64() % uint64(i+1))
		s[i], s[j] = s[j], s[i]
	}
}

// Rand is the one source of chance of every game: a PCG generator
// (math/rand/v2's PCG, a 128-bit LCG with the DXSM output function) seeded
// with (seed, 0x63617264), the seeding of NewRand. A state holds its Rand
// by value, so copying the state copies the generator (Clone needs nothing
// more), and its text form carries the generator's state (MarshalText), so
// a state written in the middle of a game and read back draws the same
// cards next. The zero Rand is the generator of seed 0's PCG state before
// seeding; use Seeded.
type Rand struct{ pcg rand.PCG }

// Seeded returns the generator for seed: it draws the same numbers as
// NewRand(seed).
func Seeded(seed uint64) Rand {
	return Rand{pcg: *rand.NewPCG(seed, 0x63617264)}
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a number in [0, n) with a fixed algorithm: Uint64() mod n.
// n must be positive.
func (r *Rand) IntN(n int) int { return int(r.pcg.Uint64() % uint64(n)) }

// MarshalText writes the generator's state as base64 text.
func (r Rand) MarshalText() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return []byte(base64.RawURLEncoding.EncodeToString(b)), nil
}

// String is the generator's state as MarshalText writes it.
func (r Rand) String() string {
	b, _ := r.MarshalText()
	return string(b)
}

// UnmarshalText reads a state written by MarshalText.
func (r *Rand) UnmarshalText(b []byte) error {
	raw, err := base64.RawURLEncoding.DecodeString(string(b))
	if err == nil {
		err = r.pcg.UnmarshalBinary(raw)
	}
	if err != nil {
		return fmt.Errorf("engine: generator state %q: want the text a state prints", b)
	}
	return nil
}

// ShuffleCards is Shuffle for a slice of cards drawn from a Rand, the same
// algorithm and the same order, without the cost of an interface call per
// card.
func ShuffleCards(r *Rand, s []cards.Card) {
	for i := len(s) - 1; i > 0; i-- {
		j := int(r.pcg.Uint64() % uint64(i+1))
		s[i], s[j] = s[j], s[i]
	}
}
