package taverntales

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
	"github.com/cardstock/cardstock/engine/sim/simtest"
)

// TestGreedyBeatsRandom: the greedy bot wins clearly more than its fair
// share against random bots, seat by seat.
func TestGreedyBeatsRandom(t *testing.T) {
	simtest.GreedyBeatsRandom(t, Game{}, []int{3, 4}, 150, 100, 1.3)
}

// TestSimJobs: the figures are the same on one worker and on two.
func TestSimJobs(t *testing.T) {
	c := sim.Config{Game: Game{}, Players: 4, Bots: []string{"greedy", "random", "greedy", "random"}, Games: 300, Seed: 5}
	st := simtest.SameOnJobs(t, c)
	if st.Outcomes["reached 11 points alone (5.3.2)"] != st.Games-st.Unfinished {
		t.Errorf("outcomes %v", st.Outcomes)
	}
}

// TestGreedySeesNoHiddenCards: shuffling the cards the player to act
// cannot see (other hands, the leftovers, cards being passed) among their
// places changes no score of its actions.
func TestGreedySeesNoHiddenCards(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	checked := 0
	for seed := uint64(0); seed < 40; seed++ {
		st, err := engine.NewGame(Game{}, engine.Setup{Players: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for step := 0; !s.IsTerminal() && step < 400; step++ {
			legal := s.LegalActions()
			if step%7 == 0 && len(legal) > 1 {
				c := s.Clone().(*State)
				p := int(c.current)
				zones := []*[]cards.Card{&c.leftover}
				for q := 0; q < c.n; q++ {
					if q != p {
						zones = append(zones, &c.hands[q], &c.passing[q])
					}
				}
				shuffleAmong(r, zones)
				for _, a := range legal {
					if x, y := s.ScoreAction(a), c.ScoreAction(a); x != y {
						t.Fatalf("seed %d step %d: %s scores %v, %v once hidden cards are shuffled", seed, step, s.ActionString(a), x, y)
					}
				}
				checked++
			}
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d positions checked", checked)
	}
}

// shuffleAmong deals the cards of zones out again at random, each zone
// keeping its number of cards.
func shuffleAmong(r *rand.Rand, zones []*[]cards.Card) {
	var flat []cards.Card
	for _, z := range zones {
		flat = append(flat, *z...)
	}
	r.Shuffle(len(flat), func(i, j int) { flat[i], flat[j] = flat[j], flat[i] })
	for _, z := range zones {
		n := len(*z)
		*z = append((*z)[:0], flat[:n]...)
		flat = flat[n:]
	}
}

// TestGreedySeatsEven: greedy bots at every seat win about equally; the
// bot singles out no seat (a leader among equal opponents is the nearest
// to the left, not the lowest seat).
func TestGreedySeatsEven(t *testing.T) {
	st, err := sim.Run(context.Background(), sim.Config{Game: Game{}, Players: 4, Bots: []string{"greedy"}, Games: 600, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	for k, w := range st.SeatWins {
		if share := float64(w) / float64(st.Games); share < 0.17 || share > 0.33 {
			t.Errorf("seat %d wins %.3f of greedy games, want about 0.25", k+1, share)
		}
	}
}

// TestRulesFired: over random games the rules counted add up to the
// actions played: a pass out each, one card rule per play.
func TestRulesFired(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for seed := uint64(0); seed < 20; seed++ {
		st, err := engine.NewGame(Game{}, engine.Setup{Players: 3 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		plays, passOuts, paladins := 0, 0, 0
		for !s.IsTerminal() {
			legal := s.LegalActions()
			a := legal[r.IntN(len(legal))]
			str := s.ActionString(a)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			switch {
			case str == "pass out":
				passOuts++
			case strings.HasPrefix(str, "play "):
				plays++
			}
			if s.phase == phaseScored || s.phase == phaseOver {
				if strings.HasPrefix(str, "play ") || str == "pass out" {
					for p := 0; p < s.n; p++ {
						if s.paladin[p] {
							paladins++
						}
					}
				}
			}
		}
		got := map[string]int{}
		s.RulesFired(func(rule string, n int) { got[rule] = n })
		cardRules := 0
		for rule, n := range got {
			if rule != ruleNames[rPassOut] && rule != ruleNames[rPaladin] {
				cardRules += n
			}
		}
		if cardRules != plays || got[ruleNames[rPassOut]] != passOuts || got[ruleNames[rPaladin]] != paladins {
			t.Errorf("seed %d: %d plays, %d pass outs, %d paladins; rules fired %v", seed, plays, passOuts, paladins, got)
		}
	}
}
