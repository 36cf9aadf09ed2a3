package castlepoker

import (
	"math/rand/v2"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
	"github.com/cardstock/cardstock/engine/sim/simtest"
)

func TestGreedyBeatsRandom(t *testing.T) {
	simtest.GreedyBeatsRandom(t, Game{}, []int{3, 5}, 300, 200, 1.5)
}

func TestSimJobs(t *testing.T) {
	c := sim.Config{Game: Game{}, Players: 4, Bots: []string{"greedy", "random", "random", "greedy"}, Games: 600, Seed: 9}
	st := simtest.SameOnJobs(t, c)
	n := int64(0)
	for _, v := range st.Outcomes {
		n += v
	}
	if n != st.Games-st.Unfinished || len(st.Turns) == 0 {
		t.Errorf("outcomes %v, turns %v", st.Outcomes, st.Turns)
	}
}

// TestGreedySeesNoHiddenCards: shuffling what the player to act cannot
// see (the deck; before the reveal, the other hands) changes no score of
// its actions.
func TestGreedySeesNoHiddenCards(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for seed := uint64(0); seed < 60; seed++ {
		opts := engine.Options{}
		if seed%2 == 1 {
			opts["bids"] = "closed"
		}
		st, err := engine.NewGame(Game{}, engine.Setup{Players: 4, Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for step := 0; !s.IsTerminal() && step < 300; step++ {
			legal := s.LegalActions()
			if len(legal) > 1 {
				c := s.Clone().(*State)
				zones := []*[]cards.Card{&c.deck}
				if c.phase <= phBid {
					for q := 0; q < c.n; q++ {
						if q != int(c.current) {
							zones = append(zones, &c.hands[q])
						}
					}
				}
				if c.cfg.closed && c.phase == phBid {
					// hidden bids: move stones between others' bids and supplies
					for q := 0; q < c.n; q++ {
						if q != int(c.current) && c.bid[q] > 0 {
							c.supply[q] += c.bid[q]
							c.bid[q] = 0
						}
					}
				}
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
	if checked < 200 {
		t.Errorf("only %d positions checked", checked)
	}
}

// TestGreedyChoices: the greedy bot's choices in plain positions.
func TestGreedyChoices(t *testing.T) {
	p, err := newProbe(nil, 3, "dealer: P3", "current: P1",
		"P1 hand: 9♠ 9♥ 2♦ 4♣ K♦", "P2 hand: Q♠ Q♥ Q♦ 5♣ 5♦", "P3 hand: 2♣ 3♦ 6♠ 10♦ A♣")
	if err != nil {
		t.Fatal(err)
	}
	s := p.State.(*State)
	best := func() string {
		var b engine.Action
		bs := -1e18
		for _, a := range s.LegalActions() {
			if v := s.ScoreAction(a); v > bs {
				b, bs = a, v
			}
		}
		return s.ActionString(b)
	}
	if got := best(); got != "discard 2♦ 4♣" {
		t.Errorf("P1 with a pair of 9s: %s, want discard 2♦ 4♣", got)
	}
	if err := p.Do("stand"); err != nil {
		t.Fatal(err)
	}
	if got := best(); got != "stand" {
		t.Errorf("P2 with a full house: %s, want stand", got)
	}
	if err := p.Do("stand", "stand", "bid 1"); err != nil {
		t.Fatal(err)
	}
	if got := best(); got != "bid 3" {
		t.Errorf("P2 with a full house bids %s, want all 3", got)
	}
	if err := p.Do("bid 3"); err != nil {
		t.Fatal(err)
	}
	if got := best(); got != "bid 0" {
		t.Errorf("P3 with ace high bids %s, want 0", got)
	}
}

// newProbe starts a position for players from zone lines, as a transcript.
func newProbe(opts engine.Options, players int, zones ...string) (*engine.Probe, error) {
	return engine.NewProbeFor(Game{}, engine.Setup{Options: opts, Players: players}, zones...)
}
