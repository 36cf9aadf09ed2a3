package games_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	_ "github.com/cardstock/cardstock/engine/games"
)

// finished plays random games of g with n players from seed on until one
// ends, and returns its transcript (without expectations) and its end.
func finished(t *testing.T, g engine.Game, n int, seed uint64) (*engine.Transcript, engine.State) {
	t.Helper()
	for ; seed < 200; seed++ {
		tr := &engine.Transcript{Game: g.Name(), Players: n, Seed: seed, HasSeed: true}
		s, err := engine.NewGame(g, engine.Setup{Players: n, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRand(seed)
		lo, hi := g.Players()
		for step := 0; step < 5000 && !s.IsTerminal(); step++ {
			legal := s.LegalActions()
			a := legal[r.IntN(len(legal))]
			p := engine.Player(-1)
			if lo != hi {
				p = s.CurrentPlayer()
			}
			tr.Steps = append(tr.Steps, engine.ActionStep(p, s.ActionString(a)))
			if err := s.Apply(a); err != nil {
				t.Fatalf("seed %d: legal %s refused: %v", seed, s.ActionString(a), err)
			}
		}
		if s.IsTerminal() {
			return tr, s
		}
	}
	t.Fatalf("%s: no random game of %d players ended", g.Name(), n)
	return nil, nil
}

// Every game answers "expect returns:" once it is over, one value per
// player, and keeps the convention of engine.State.Returns: in a game of
// two or more players each winner gets 1 and every other player 0 (0 for
// all in a draw); a solo game gives its one player's score.
func TestExpectReturns(t *testing.T) {
	for _, name := range engine.Names() {
		g, _ := engine.Lookup(name)
		if engine.TranscriberOf(g) == nil {
			continue
		}
		lo, hi := g.Players()
		for n := lo; n <= hi; n++ {
			t.Run(fmt.Sprintf("%s/%d", name, n), func(t *testing.T) {
				tr, s := finished(t, g, n, uint64(n))
				ret := s.Returns()
				if len(ret) != n {
					t.Fatalf("returns %v: want %d values", ret, n)
				}
				if n > 1 {
					for _, v := range ret {
						if v != 0 && v != 1 {
							t.Errorf("returns %v: want 1 for the winners and 0 for the others", ret)
							break
						}
					}
				}
				got := engine.FormatReturns(ret)
				t.Logf("%d steps, returns %s", len(tr.Steps), got)
				steps := tr.Steps
				// Right: the replay passes.
				tr.Steps = append(steps, engine.Step{Kind: engine.StepExpect, Key: "returns", Text: got})
				if err := replay(tr); err != nil {
					t.Fatalf("expect returns: %s: %v\n%s", got, err, tr)
				}
				// Wrong: the replay fails and says what the returns are.
				wrong := make([]string, n)
				for i, v := range ret {
					wrong[i] = fmt.Sprint(v + 7)
				}
				tr.Steps = append(steps, engine.Step{Kind: engine.StepExpect, Key: "returns", Text: strings.Join(wrong, " ")})
				if err := replay(tr); err == nil || !strings.Contains(err.Error(), "returns is "+got) {
					t.Errorf("expect returns: %s: got %v, want a failure naming %q", strings.Join(wrong, " "), err, got)
				}
				// Before the end: not over.
				if len(steps) > 0 {
					tr.Steps = append(steps[:len(steps)-1:len(steps)-1], engine.Step{Kind: engine.StepExpect, Key: "returns", Text: got})
					if err := replay(tr); err == nil || !strings.Contains(err.Error(), "(not over)") {
						t.Errorf("expect returns before the end: got %v, want (not over)", err)
					}
				}
			})
		}
	}
}

// replay replays tr from its text, as a transcript file is.
func replay(tr *engine.Transcript) error {
	t, err := engine.ParseTranscript("t.txt", []byte(tr.String()), 1)
	if err != nil {
		return err
	}
	return engine.Replay(t, nil)
}
