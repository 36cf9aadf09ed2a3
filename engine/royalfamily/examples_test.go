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
	opts := engine.Options{"ruleset": "standard", "turns": "flop"}
	s, err := g.New(engine.Setup{Options: opts, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	text := s.String()
	won := strings.NewReplacer("♥ state: active", "♥ state: destroyed", "♥ castle: A♥ 10♥", "♥ castle:", "out:", "out: A♥ 10♥").Replace(text)
	w, err := g.ParseState(opts, won)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := w.(engine.Resulter).Result(), "P1 (the Darklein) wins: the Bludgein have no active castle left (rule 8.2.1)"; got != want {
		t.Errorf("Result %q, want %q", got, want)
	}
	d, err := g.ParseState(opts, strings.Replace(text, "passes: 0", "passes: 3", 1))
	if err != nil {
		t.Fatal(err)
	}
	if got := d.(engine.Resulter).Result(); !strings.HasPrefix(got, "a draw") {
		t.Errorf("Result %q, want a draw", got)
	}
	if got := s.(engine.Resulter).Result(); got != "" {
		t.Errorf("Result of a game going on: %q", got)
	}
}
