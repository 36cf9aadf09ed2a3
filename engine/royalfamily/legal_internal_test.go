package royalfamily

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

// legalByRefusal lists the legal actions as those refuse accepts among
// broad candidates: LegalActions must agree.
func (s *state) legalByRefusal() []engine.Action {
	if s.IsTerminal() {
		return nil
	}
	var cand []engine.Action
	switch s.phase {
	case phTake:
		cand = append(cand, act(kPass, 0, 0), act(kDraw, 0, 0), act(kTake, 0, 1), act(kTake, 0, 2), act(kTake, 0, 3))
	case phUse:
		cand = append(cand, act(kPlace, 0, 0), act(kFortify, 0, 0), act(kHold, 0, 0))
		for a := 1; a <= 4; a++ {
			cand = append(cand, act(kAttack, 0, a), act(kKidnap, 0, a), act(kSurprised, 0, a), act(kDiscard, 0, a))
		}
		for q := engine.Player(0); q < 2; q++ {
			for _, su := range suitsOf(q) {
				for _, c := range s.family[su] {
					cand = append(cand, act(kSurprised, c, 0), act(kAssassinate, c, 0))
				}
			}
		}
	case phOutcome:
		cand = append(cand, act(kEnd, 0, 0))
		for _, c := range s.dungeon[s.target] {
			cand = append(cand, act(kRescue, c, 0))
		}
		for _, c := range s.family[s.target] {
			cand = append(cand, act(kDestroy, c, 0))
			for a := 1; a <= 4; a++ {
				cand = append(cand, act(kCapture, c, a))
			}
		}
	}
	out := cand[:0]
	for _, a := range cand {
		if s.refuse(a) == nil {
			out = append(out, a)
		}
	}
	return out
}

// TestLegalAgrees plays thousands of quick random games (the full
// invariants of enginetest are checked on fewer games in TestRandomGames):
// after every step LegalActions agrees with refuse, every card of the
// 54-card deck lies in exactly one zone, and the game ends.
func TestLegalAgrees(t *testing.T) {
	ref := slices.Clone(deck)
	slices.Sort(ref)
	unfinished := 0
	for _, rs := range []string{"standard", "classic"} {
		for i := 0; i < 1000; i++ {
			st, _ := engine.NewGame(Game{}, engine.Setup{Options: engine.Options{"ruleset": rs}, Seed: uint64(i)})
			s := st.(*state)
			r := rand.New(rand.NewPCG(uint64(i), 2))
			for n := 0; !s.IsTerminal() && n < 3000; n++ {
				la := s.LegalActions()
				if i < 150 {
					want := s.legalByRefusal()
					a, b := slices.Clone(la), slices.Clone(want)
					slices.Sort(a)
					slices.Sort(b)
					if !slices.Equal(a, b) {
						t.Fatalf("%s seed %d step %d: LegalActions %v, refuse accepts %v\n%s", rs, i, n, names(s, la), names(s, want), s)
					}
				}
				if err := s.Apply(Eager(s, la, r)); err != nil {
					t.Fatal(err)
				}
				all := engine.AllCards(schema, s)
				slices.Sort(all)
				if !slices.Equal(all, ref) {
					t.Fatalf("%s seed %d step %d: cards not conserved\n%s", rs, i, n, s)
				}
			}
			if !s.IsTerminal() {
				unfinished++
			}
		}
	}
	if unfinished > 20 {
		t.Errorf("%d of 2000 games not over after 3000 steps", unfinished)
	}
}

func names(s *state, as []engine.Action) []string {
	var out []string
	for _, a := range as {
		out = append(out, s.ActionString(a))
	}
	return out
}
