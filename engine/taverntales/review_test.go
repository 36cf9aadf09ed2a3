package taverntales

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// The end of a hand says why it ended, the running totals, and a tie for
// the lead at 11 or more plays one more hand (§5.1.1, §5.3.2).
func TestNarrateEndOfHand(t *testing.T) {
	s := position(t, 3, "current: P3", "P1 score: 10", "P2 score: 9", "P3 score: 5", "P1 arc 1: HE1", "P3 hand: HE3")
	a, err := s.ParseAction("play HE3")
	if err != nil {
		t.Fatal(err)
	}
	lines, err := s.Narrate(a)
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Join(lines, "\n")
	for _, w := range []string{"The hand ends (P3 has no cards left)", "Running totals: P1 11, P2 11, P3 6", "P1 and P2 tie for the highest total with 11 points: one more hand (rule 5.3.2); P2 deals it."} {
		if !strings.Contains(all, w) {
			t.Errorf("narration lacks %q:\n%s", w, all)
		}
	}
}

// Every player passing out ends the hand (§5.1.1).
func TestNarrateAllPassedOut(t *testing.T) {
	s := position(t, 3, "P1 hand: CL1", "P2 passed out: yes", "P2 face up: CL2", "P3 passed out: yes", "P3 face up: CL3")
	lines, err := s.Narrate(actPassOut)
	if err != nil {
		t.Fatal(err)
	}
	if all := strings.Join(lines, "\n"); !strings.Contains(all, "The hand ends (every player has passed out)") {
		t.Errorf("narration:\n%s", all)
	}
}

// A Trumpet names its arc by any card of it; other cards name the top
// card only (§4.2.4, §4.7.1).
func TestTrumpetNamesAnyCardOfTheArc(t *testing.T) {
	s := position(t, 3, "P1 hand: TR1 MO1", "P2 arc 1: HE2 SW1 CL1")
	if !legal(t, s, "play TR1 on HE2") || !legal(t, s, "play TR1 on SW1") || !legal(t, s, "play TR1 on CL1") {
		t.Error("a Trumpet refused on a card of an opponent's arc")
	}
	if legal(t, s, "play MO1 on SW1") {
		t.Error("a Moon accepted on a card under the top")
	}
	do(t, s, "play TR1 on HE2")
	if n := len(s.discard); n != 4 {
		t.Errorf("discard: %v", s.discard)
	}
}

// A player who passed out is refused with §4.10.2 when a transcript has
// them act; another player out of turn with §4.1.1.
func TestTurnRule(t *testing.T) {
	s := position(t, 3, "P1 hand: HE1", "P2 passed out: yes", "P2 face up: CL2", "P3 hand: ST1")
	for p, want := range map[engine.Player]string{1: "4.10.2", 2: "4.1.1"} {
		if got := s.TurnRule(p); got != want {
			t.Errorf("TurnRule(%s) = %q, want %q", p, got, want)
		}
	}
}

// Players may choose the cards they pass in any order (§3.3.2): whatever
// the order, each receives what the player on their right chose, and the
// dealer plays first.
func TestPassAnyOrder(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		n := 3 + int(seed)%4
		st, err := engine.NewGame(Game{}, engine.Setup{Players: n, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		k := 1 + int(seed)%MaxPass
		do(t, s, "declare "+string(rune('0'+k)))
		before := make([][]cards.Card, n)
		for p := range before {
			before[p] = slices.Clone(s.hands[p])
		}
		order := rand.New(rand.NewPCG(seed, 1)).Perm(n)
		for i := 0; i < k*n; i++ {
			// Each step a player who has not finished, in the shuffled order.
			var p engine.Player = -1
			for _, q := range order {
				if len(s.passing[q]) < k && s.phase == phasePass {
					p = engine.Player(q)
					break
				}
			}
			if s.current != p && !s.ActAs(p) {
				t.Fatalf("seed %d: ActAs(%s) refused", seed, p)
			}
			c := s.hands[p][len(s.hands[p])-1]
			if err := s.Apply(actPass + engine.Action(idx(c))); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		if s.phase != phasePlay || s.current != s.dealer {
			t.Fatalf("seed %d: phase %s, current %s, dealer %s", seed, phaseNames[s.phase], s.current, s.dealer)
		}
		for p := 0; p < n; p++ {
			right := (p + n - 1) % n
			want := append(slices.Clone(before[p][:len(before[p])-k]), before[right][len(before[right])-k:]...)
			if !sameSetTest(want, s.hands[p]) {
				t.Errorf("seed %d: P%d hand %v, want %v", seed, p+1, s.hands[p], want)
			}
		}
		if s.ActAs(0) {
			t.Error("ActAs accepted in play")
		}
	}
}

func sameSetTest(a, b []cards.Card) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// The face-up cards of a player who passed out are still their hand
// (§4.10.4): "P1 hand" names them, as does the zone "P1 face up"; the
// hand zone itself is empty.
func TestPassedOutHandExpect(t *testing.T) {
	s := position(t, 3, "P1 hand: CL1 CL2")
	do(t, s, "pass out")
	for want, ok := range map[string]bool{"CL1 CL2": true, "CL2 CL1": true, "2 cards": true, "empty": true, "0 cards": true, "CL1": false, "3 cards": false} {
		if _, got, err := engine.Expect(schema, Game{}, s, "P1 hand", want); err != nil || got != ok {
			t.Errorf("P1 hand: %s: %v, %v; want %v", want, got, err, ok)
		}
	}
}

// "pass-out", as the original spells it, reads as pass out.
func TestPassOutSpellings(t *testing.T) {
	s := position(t, 3, "P1 hand: CL1")
	for _, w := range []string{"pass out", "pass-out", "Pass-Out", "passout"} {
		if a, err := s.ParseAction(w); err != nil || a != actPassOut {
			t.Errorf("%q: %v, %v", w, a, err)
		}
	}
}
