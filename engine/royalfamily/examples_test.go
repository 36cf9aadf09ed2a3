package royalfamily_test

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/royalfamily"
)

// TestExamples replays every transcript of content/royal-family: the
// examples folder and the blocks of rules.md.
func TestExamples(t *testing.T) {
	if n := enginetest.VerifyExamples(t, "../../content/royal-family"); n < 30 {
		t.Errorf("%d transcripts: want every example", n)
	}
}

// TestResult checks the end-of-game sentence of a won and a drawn game.
func TestResult(t *testing.T) {
	g := royalfamily.Game{}
	won, err := g.ParseState(engine.Options{"ruleset": "standard", "turns": "flop"}, "players: 2\nround: 3\n♠ state: active\n♠ castle: A♠\n♥ state: destroyed\n")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := won.(engine.Resulter).Result(), "P1 (the Darklein) wins: the Bludgein have no active castle left (rule 8.2.1)"; got != want {
		t.Errorf("Result %q, want %q", got, want)
	}
	drawn, err := g.ParseState(engine.Options{"ruleset": "standard", "turns": "flop"}, "players: 2\nround: 3\npasses: 3\n♠ state: active\n♠ castle: A♠\n♥ state: active\n♥ castle: A♥\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := drawn.(engine.Resulter).Result(); !strings.HasPrefix(got, "a draw") {
		t.Errorf("Result %q, want a draw", got)
	}
}
