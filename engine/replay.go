package engine

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/cardstock/cardstock/cards"
)

// Replay plays transcript t from its start and checks every expectation.
// It returns nil or a cards.ErrorList with one positioned error per failure:
// "step N: expected KEY: WANT but KEY is GOT" for a failed expectation
// (replay goes on) and "illegal: WHY (rule R)" for a refused action (replay
// stops there). When trace is not nil it receives the starting state and
// the state after each action line.
func Replay(t *Transcript, trace io.Writer) error {
	var errs cards.ErrorList
	g, ok := Lookup(t.Game)
	if !ok {
		errs = append(errs, terr(t.GamePos, "unknown game %q (games: %s)", t.Game, strings.Join(Names(), ", ")))
		return errs
	}
	tr := transcriberOf(g)
	if tr == nil {
		errs = append(errs, terr(t.GamePos, "game %s does not replay transcripts", t.Game))
		return errs
	}
	names := make([]string, 0, len(t.Options))
	for n := range t.Options {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if _, err := ResolveOptions(g, Options{n: t.Options[n]}); err != nil {
			errs.Append(t.OptPos[n], err)
		}
	}
	if len(errs) > 0 {
		return errs
	}
	opts, err := ResolveOptions(g, t.Options)
	if err != nil {
		errs.Append(t.GamePos, err)
		return errs
	}
	setup := Setup{Options: opts, Players: t.Players, Seed: t.Seed}
	if _, err := CheckPlayers(g, t.Players); err != nil {
		errs.Append(t.PlayersPos, err)
		return errs
	}
	var s State
	if len(t.Zones) > 0 {
		s, err = tr.Start(setup, t.Zones)
	} else {
		s, err = NewGame(g, setup)
	}
	if err != nil {
		errs.Append(t.GamePos, err)
		return errs
	}
	if trace != nil {
		fmt.Fprintf(trace, "%s: start\n%s\n", t.GamePos, indent(s.String()))
	}
	step := 0
	steps := t.Steps
	for i := 0; i < len(steps); i++ {
		st := steps[i]
		switch st.Kind {
		case StepAction:
			// An action by a player whose turn it is not is refused, citing
			// the rule the game's TurnRuler names (none without one).
			var turn error
			if f, ok := s.(Forcer); ok && st.Player >= 0 && s.CurrentPlayer() != st.Player && f.Forced(st.Player, st.Text) {
				// The rules made this move for the player already.
				step++
				if trace != nil {
					fmt.Fprintf(trace, "%s: step %d: %s %s (made by the rules)\n", st.Pos, step, st.Player, st.Text)
				}
				continue
			}
			out := st.Player >= 0 && s.CurrentPlayer() != st.Player
			// A player who may act out of turn (choosing cards passed at
			// once) is made the player to act, on a copy for a refusal.
			switchTo := false
			if _, ok := s.(Switcher); ok && out && s.Clone().(Switcher).ActAs(st.Player) {
				out, switchTo = false, true
			}
			if out {
				ill := &Illegal{Why: fmt.Sprintf("%s cannot play %q: it is %s's turn", st.Player, st.Text, s.CurrentPlayer())}
				if tr, ok := s.(TurnRuler); ok {
					ill.Rule = tr.TurnRule(st.Player)
				}
				turn = ill
			}
			acts, err := parseLine(s, st.Text)
			if err != nil {
				errs.Append(st.Pos, fmt.Errorf("step %d: %v", step+1, err))
				return errs
			}
			if i+1 < len(steps) && steps[i+1].Kind == StepExpectIllegal {
				want := steps[i+1]
				i++
				c := s.Clone()
				if switchTo {
					c.(Switcher).ActAs(st.Player)
				}
				refusal := turn
				for _, a := range acts {
					if refusal != nil {
						break
					}
					refusal = c.Apply(a)
				}
				// The refused action is the next step, tried and not taken.
				var ill *Illegal
				switch {
				case refusal == nil:
					errs.Add(want.Pos, "step %d: expected %q to be refused but it is legal", step+1, st.Text)
				case !errors.As(refusal, &ill):
					errs.Add(want.Pos, "step %d: expected a refusal but got: %v", step+1, refusal)
				case want.Rule != "" && ill.Rule != want.Rule:
					errs.Add(want.Pos, "step %d: expected illegal (rule %s) but %v", step+1, want.Rule, refusal)
				}
				if trace != nil {
					fmt.Fprintf(trace, "%s: refused: %s: %v\n", st.Pos, st.Text, refusal)
				}
				continue
			}
			step++
			if turn != nil {
				errs.Append(st.Pos, fmt.Errorf("step %d: %v", step, turn))
				return errs
			}
			if switchTo {
				s.(Switcher).ActAs(st.Player)
			}
			for _, a := range acts {
				if err := s.Apply(a); err != nil {
					if errors.Is(err, ErrIllegal) {
						errs.Append(st.Pos, err)
					} else {
						errs.Append(st.Pos, fmt.Errorf("step %d: %v", step, err))
					}
					return errs
				}
			}
			if trace != nil {
				fmt.Fprintf(trace, "%s: step %d: %s\n%s\n", st.Pos, step, st.Text, indent(s.String()))
			}
		case StepExpectIllegal:
			errs.Add(st.Pos, "step %d: expect illegal must follow an action line", step)
		case StepExpectLegal:
			acts, err := parseLine(s, st.Text)
			if err != nil {
				errs.Append(st.Pos, fmt.Errorf("step %d: %v", step, err))
				continue
			}
			c := s.Clone()
			for _, a := range acts {
				if !containsAction(c.LegalActions(), a) {
					errs.Add(st.Pos, "step %d: expected %s to be legal but it is not (legal: %s)", step, c.ActionString(a), legalList(c))
					break
				}
				if err := c.Apply(a); err != nil {
					errs.Add(st.Pos, "step %d: expected %s to be legal but %v", step, c.ActionString(a), err)
					break
				}
			}
		case StepExpectOver:
			if got := s.IsTerminal(); got != st.Over {
				errs.Add(st.Pos, "step %d: expected over: %s but it is %s", step, yesNo(st.Over), yesNo(got))
			}
		case StepExpect:
			got, ok, err := tr.Expect(s, st.Key, st.Text)
			if err != nil {
				errs.Append(st.Pos, fmt.Errorf("step %d: %v", step, err))
				continue
			}
			if !ok {
				errs.Add(st.Pos, "step %d: expected %s: %s but %s is %s", step, st.Key, orNone(st.Text), st.Key, orNone(got))
			}
		}
	}
	return errs.Err()
}

func parseLine(s State, text string) ([]Action, error) {
	if lp, ok := s.(LineParser); ok {
		return lp.ParseLine(text)
	}
	a, err := s.ParseAction(text)
	if err != nil {
		return nil, err
	}
	return []Action{a}, nil
}

func containsAction(as []Action, a Action) bool {
	for _, b := range as {
		if a == b {
			return true
		}
	}
	return false
}

func legalList(s State) string {
	as := s.LegalActions()
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = s.ActionString(a)
	}
	if len(out) > 12 {
		out = append(out[:12], "...")
	}
	return strings.Join(out, ", ")
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

func indent(s string) string {
	s = strings.TrimRight(s, "\n")
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// VerifyFile replays the transcripts of one file. A Markdown file (ending in
// .md) holds them in fenced blocks whose info string is "transcript"; any
// other file is one transcript. It returns how many transcripts it replayed
// and a cards.ErrorList of every failure.
func VerifyFile(name string, src []byte, trace io.Writer) (int, error) {
	var errs cards.ErrorList
	if strings.HasSuffix(strings.ToLower(name), ".md") {
		blocks := Extract(src)
		for _, b := range blocks {
			errs.Append(cards.Pos{File: name}, verifyOne(name, []byte(b.Text), b.Line, trace))
		}
		return len(blocks), errs.Err()
	}
	errs.Append(cards.Pos{File: name}, verifyOne(name, src, 1, trace))
	return 1, errs.Err()
}

func verifyOne(name string, src []byte, line int, trace io.Writer) error {
	t, err := ParseTranscript(name, src, line)
	if err != nil {
		return err
	}
	return Replay(t, trace)
}

// VerifyFS replays every example in a content tree: for each top-level
// folder GAME, the files GAME/examples/*.txt and the transcript blocks of
// GAME/rules.md. Paths in messages are prefix joined with the path in fsys.
// It returns how many transcripts it replayed and every failure.
func VerifyFS(fsys fs.FS, prefix string, trace io.Writer) (int, error) {
	var errs cards.ErrorList
	dirs, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return 0, fmt.Errorf("engine: reading content: %w", err)
	}
	n := 0
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		files, _ := fs.Glob(fsys, path.Join(d.Name(), "examples", "*.txt"))
		if _, err := fs.Stat(fsys, path.Join(d.Name(), "rules.md")); err == nil {
			files = append(files, path.Join(d.Name(), "rules.md"))
		}
		for _, f := range files {
			src, err := fs.ReadFile(fsys, f)
			shown := f
			if prefix != "" {
				shown = path.Join(prefix, f)
			}
			if err != nil {
				errs.Append(cards.Pos{File: shown}, fmt.Errorf("engine: %w", err))
				continue
			}
			k, err := VerifyFile(shown, src, trace)
			n += k
			errs.Append(cards.Pos{File: shown}, err)
		}
	}
	return n, errs.Err()
}
