package royalfamily

import (
	"math/rand/v2"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

// TestScoreSeesOnlyWhatThePlayerSees plays greedy games and, at every
// decision, reorders what the player to act cannot see (the draw pile and
// the face-down discard pile, and which of the two holds which card): the
// greedy scores must not change.
func TestScoreSeesOnlyWhatThePlayerSees(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		opts := engine.Options{"ruleset": []string{"standard", "classic"}[seed%2], "turns": "flop"}
		st, err := Game{}.New(engine.Setup{Options: opts, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		r := rand.New(rand.NewPCG(seed, 2))
		for step := 0; step < 400 && !s.IsTerminal(); step++ {
			legal := s.LegalActions()
			other := s.Clone().(*state)
			r.Shuffle(len(other.draw), func(i, j int) { other.draw[i], other.draw[j] = other.draw[j], other.draw[i] })
			r.Shuffle(len(other.discard), func(i, j int) { other.discard[i], other.discard[j] = other.discard[j], other.discard[i] })
			// the draw and discard piles may also trade cards unseen
			if len(other.draw) > 0 && len(other.discard) > 0 {
				other.draw[0], other.discard[0] = other.discard[0], other.draw[0]
			}
			best, bestScore := legal[0], s.ScoreAction(legal[0])
			for _, a := range legal {
				v := s.ScoreAction(a)
				if w := other.ScoreAction(a); w != v {
					t.Fatalf("seed %d step %d: %s scores %v, %v with the hidden cards reordered", seed, step, s.ActionString(a), v, w)
				}
				if v > bestScore {
					best, bestScore = a, v
				}
			}
			if err := s.Apply(best); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestTurnAndOutcome checks the turn count and the ending of a game.
func TestTurnAndOutcome(t *testing.T) {
	st, err := Game{}.New(engine.Setup{Options: engine.Options{"ruleset": "standard", "turns": "flop"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	if s.Turn() != 1 || s.Outcome() != "playing" {
		t.Fatalf("new game: turn %d, outcome %q", s.Turn(), s.Outcome())
	}
	r := rand.New(rand.NewPCG(5, 5))
	turns := 1
	for prev := s.Turn(); !s.IsTerminal(); {
		legal := s.LegalActions()
		if err := s.Apply(Eager(s, legal, r)); err != nil {
			t.Fatal(err)
		}
		if n := s.Turn(); n != prev {
			if n != prev+1 {
				t.Fatalf("turn went from %d to %d", prev, n)
			}
			turns, prev = n, n
		}
	}
	want := map[engine.Player]string{0: "P1 (Darklein) wins (8.2.1)", 1: "P2 (Bludgein) wins (8.2.1)", -1: "draw: no card could be taken for a round (8.2.2)"}[s.winner()]
	if s.Outcome() != want {
		t.Errorf("outcome %q, want %q", s.Outcome(), want)
	}
	if turns < 3 {
		t.Errorf("%d turns", turns)
	}
}
