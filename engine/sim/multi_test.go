package sim_test

import (
	"fmt"
	"reflect"
	"strconv"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
)

// nim is a two-player game for the tests: players take 1 or 2 from a heap
// of 5 to 9 in turn, and whoever takes the last wins. Seed parity chooses
// who starts.
type nim struct{}

func (nim) Name() string             { return "test-nim" }
func (nim) Options() []engine.Option { return nil }
func (nim) Players() (min, max int)  { return 2, 2 }
func (nim) New(setup engine.Setup) (engine.State, error) {
	seed := setup.Seed
	return &nimState{heap: 5 + int(seed%5), player: int(seed>>3) & 1, winner: -1}, nil
}
func (nim) ParseState(engine.Options, string) (engine.State, error) {
	return nil, fmt.Errorf("no text form")
}

type nimState struct{ heap, player, winner, twos int }

func (s *nimState) CurrentPlayer() engine.Player {
	if s.winner >= 0 {
		return engine.Terminal
	}
	return engine.Player(s.player)
}
func (s *nimState) LegalActions() []engine.Action {
	if s.heap >= 2 {
		return []engine.Action{1, 2}
	}
	return []engine.Action{1}
}
func (s *nimState) Apply(a engine.Action) error {
	if a < 1 || int(a) > min(2, s.heap) {
		return engine.Refuse("1", "take 1 or 2")
	}
	s.heap -= int(a)
	if a == 2 {
		s.twos++
	}
	if s.heap == 0 {
		s.winner = s.player
	}
	s.player = 1 - s.player
	return nil
}

// RulesFired counts the rule "take two" once per game in which a player
// took two, as many times as it happened, and "last" once.
func (s *nimState) RulesFired(fired func(string, int)) {
	fired("take two", s.twos)
	fired("last", 1)
}
func (s *nimState) IsTerminal() bool { return s.winner >= 0 }
func (s *nimState) Returns() []float64 {
	r := []float64{0, 0}
	if s.winner >= 0 {
		r[s.winner] = 1 // winners 1, others 0 (engine.State.Returns)
	}
	return r
}
func (s *nimState) String() string      { return strconv.Itoa(s.heap) }
func (s *nimState) Clone() engine.State { c := *s; return &c }
func (s *nimState) ActionString(a engine.Action) string {
	return "take " + [...]string{"", "one", "two"}[a]
}
func (s *nimState) ParseAction(string) (engine.Action, error) { return 0, fmt.Errorf("no") }

func TestMultiplayerSeats(t *testing.T) {
	c := sim.Config{Game: nim{}, Games: 4000, Seed: 3, Bots: []string{"greedy", "random"}}
	var stats []*sim.Stats
	for _, jobs := range []int{1, 2} {
		c.Jobs = jobs
		stats = append(stats, run(t, c))
	}
	st := stats[0]
	if !reflect.DeepEqual(stats[0], stats[1]) {
		t.Errorf("figures differ between jobs 1 and 2")
	}
	if st.Players != 2 {
		t.Fatalf("players = %d, want 2", st.Players)
	}
	if got := st.SeatWins[0] + st.SeatWins[1] + st.Ties; got != st.Games {
		t.Errorf("seat wins and ties add up to %d, want %d games", got, st.Games)
	}
	if got := st.FirstSeat[0] + st.FirstSeat[1]; got != st.Games {
		t.Errorf("first seats add up to %d, want %d", got, st.Games)
	}
	if st.FirstSeat[0] == 0 || st.FirstSeat[1] == 0 {
		t.Errorf("first seats %v: both seats should start some games", st.FirstSeat)
	}
	// the greedy seat takes the last counters whenever it can
	lo, _ := sim.Wilson(st.SeatWins[0], st.Games)
	_, hi := sim.Wilson(st.SeatWins[1], st.Games)
	if lo <= hi {
		t.Errorf("greedy seat won %d, random seat %d of %d", st.SeatWins[0], st.SeatWins[1], st.Games)
	}
	keys := map[string]bool{}
	for _, m := range st.Metrics() {
		keys[m.Key] = true
	}
	if r := st.Rules["last"]; r == nil || r.Count != st.Games || r.Games != st.Games {
		t.Errorf("rule last: %+v, want %d times in %d games", r, st.Games, st.Games)
	}
	if r, a := st.Rules["take two"], st.Kinds["take two"]; r == nil || a == nil || r.Count != a.Count || r.Games != a.Games || r.Squares != a.Squares {
		t.Errorf("rule take two %+v, action take two %+v: should count alike", r, a)
	}
	for _, k := range []string{"rule:take two", "rule-games:last", "seat-win:1", "seat-win:2", "first-player-win", "first-seat:1", "return:2", "action:take one", "turns"} {
		if !keys[k] {
			t.Errorf("no %s figure", k)
		}
	}
	// each action is one turn: players alternate
	if m, _ := st.Turns.Mean(); m != func() float64 { m, _ := st.Actions.Mean(); return m }() {
		t.Errorf("turns %v and actions %v should match", st.Turns, st.Actions)
	}
}

// slowNim is nim whose states value a bigger heap: a greedy bot guided by
// Evaluate always takes one.
type slowNim struct{ nim }

func (slowNim) New(setup engine.Setup) (engine.State, error) {
	s, _ := nim{}.New(setup)
	return &slowNimState{*s.(*nimState)}, nil
}

type slowNimState struct{ nimState }

func (s *slowNimState) Clone() engine.State              { c := *s; return &c }
func (s *slowNimState) Evaluate(p engine.Player) float64 { return float64(s.heap) }

func TestGreedyUsesEvaluator(t *testing.T) {
	st := run(t, sim.Config{Game: slowNim{}, Games: 300, Seed: 1, Bots: []string{"greedy"}})
	if st.Kinds["take two"] != nil || st.Kinds["take one"] == nil {
		t.Errorf("greedy with Evaluate played %v, want only take one", st.Kinds)
	}
}
