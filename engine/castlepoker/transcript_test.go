package castlepoker_test

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/castlepoker"
)

func zoneLines(lines ...string) []engine.Zone {
	var zs []engine.Zone
	for _, l := range lines {
		k, v, _ := strings.Cut(l, ":")
		zs = append(zs, engine.Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v)})
	}
	return zs
}

// TestStartCompletes: the lines a transcript leaves out follow the rules.
func TestStartCompletes(t *testing.T) {
	tr := engine.TranscriberOf(castlepoker.Game{})
	for _, tc := range []struct {
		players int
		lines   []string
		want    map[string]string
	}{
		{3, []string{"P3 flags: 4"}, map[string]string{"dealer": "P3", "current": "P1", "quarry": "11", "P3 flags": "4"}},
		{2, []string{"P1 flags: 5"}, map[string]string{"dealer": "P2", "current": "P1", "P2 flags": "4"}},
		{4, []string{"dealer: P2", "P1 castle: 2", "P3 supply: 5"}, map[string]string{"dealer": "P2", "current": "P3", "quarry": "4", "P2 flags": "4"}},
		{3, []string{"dealer: P1", "current: P3", "quarry: 11"}, map[string]string{"current": "P3"}},
	} {
		s, err := tr.Start(engine.Setup{Players: tc.players, Seed: 1}, zoneLines(tc.lines...))
		if err != nil {
			t.Errorf("%v: %v", tc.lines, err)
			continue
		}
		for k, v := range tc.want {
			if got, ok, err := tr.Expect(s, k, v); !ok || err != nil {
				t.Errorf("%v: %s is %s, want %s (%v)", tc.lines, k, got, v, err)
			}
		}
		flags := map[string]bool{}
		for p := 1; p <= tc.players; p++ {
			got, _, _ := tr.Expect(s, "P"+string(rune('0'+p))+" flags", "")
			if flags[got] {
				t.Errorf("%v: two castles with %s flags", tc.lines, got)
			}
			flags[got] = true
		}
	}
	for _, tc := range []struct {
		lines []string
		want  string
	}{
		{[]string{"P1 flags: 2", "P2 flags: 2"}, "rule 2.3.1"},
		{[]string{"P1 flags: 7"}, "rule 2.3.1"},
		{[]string{"P1 flags: 2", "P2 flags: 3", "P3 flags: 5"}, "rule 3.3"},
		{[]string{"P1 supply: 20"}, "rule 2.4.1"},
		{[]string{"P1 supply: 4", "quarry: 11"}, "rule 2.4.1"},
	} {
		_, err := tr.Start(engine.Setup{Players: 3, Seed: 1}, zoneLines(tc.lines...))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want an error citing %s", tc.lines, err, tc.want)
		}
	}
}

// TestEndedRound: right after a round, "P1 hand" and "P1 rank" may name
// the round just ended; after the next action only the new deal.
func TestEndedRound(t *testing.T) {
	tr := engine.TranscriberOf(castlepoker.Game{})
	s, err := tr.Start(engine.Setup{Players: 2, Seed: 4}, zoneLines("dealer: P2",
		"P1 hand: A♠ A♥ A♦ K♣ K♦", "P2 hand: 2♠ 5♥ 7♦ 9♣ J♦"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{"stand", "stand", "bid 1", "bid 1"} {
		a, err := s.ParseAction(l)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	check := func(key, want string, ok bool) {
		t.Helper()
		if got, k, err := tr.Expect(s, key, want); k != ok || err != nil {
			t.Errorf("%s: %s: got %s, match %v, want match %v (%v)", key, want, got, k, ok, err)
		}
	}
	check("round", "2", true)
	check("P1 rank", "Full house", true)
	check("P1 hand", "K♦ K♣ A♦ A♥ A♠", true)
	check("P1 hand", "5 cards", true)
	check("lowest", "P2", true)
	newHand, _, _ := tr.Expect(s, "P1 hand", "")
	if newHand == "A♠ A♥ A♦ K♣ K♦" {
		t.Skip("the new deal repeats the hand")
	}
	a, _ := s.ParseAction("stand")
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	check("P1 hand", "K♦ K♣ A♦ A♥ A♠", false)
	check("P1 hand", newHand, true)
}

// An out-of-turn action cites the rule that fixes the turn (4.3.1 in the
// exchange, 4.4.1 for open bids) and none for closed bids (variant 6.2),
// which have no order.
func TestTurnRule(t *testing.T) {
	for _, c := range []struct {
		bids, want string
		stand      bool
	}{{"open", "4.3.1", false}, {"open", "4.4.1", true}, {"closed", "", true}} {
		opts, err := engine.ResolveOptions(castlepoker.Game{}, engine.Options{"bids": c.bids})
		if err != nil {
			t.Fatal(err)
		}
		s, err := engine.NewGame(castlepoker.Game{}, engine.Setup{Players: 3, Seed: 1, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		if c.stand {
			for i := 0; i < 3; i++ {
				a, err := s.ParseAction("stand")
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
		other := engine.Player((int(s.CurrentPlayer()) + 1) % 3)
		if got := s.(engine.TurnRuler).TurnRule(other); got != c.want {
			t.Errorf("bids %s, after exchange %v: TurnRule = %q, want %q", c.bids, c.stand, got, c.want)
		}
	}
}
