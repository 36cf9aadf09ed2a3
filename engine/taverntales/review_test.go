package taverntales

import (
	"strings"
	"testing"

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
