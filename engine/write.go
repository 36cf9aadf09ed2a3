package engine

import (
	"fmt"
	"sort"
	"strings"
)

// String writes t as transcript text that ParseTranscript reads back to
// the same statements: game, options (sorted by name), players, seed, the
// zone lines, then the steps. Comments and blank lines are not kept.
func (t *Transcript) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "game %s\n", t.Game)
	names := make([]string, 0, len(t.Options))
	for n := range t.Options {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "option %s=%s\n", n, t.Options[n])
	}
	if t.Players > 0 {
		fmt.Fprintf(&b, "players %d\n", t.Players)
	}
	if t.HasSeed {
		fmt.Fprintf(&b, "seed %d\n", t.Seed)
	}
	for _, z := range t.Zones {
		b.WriteString(z.Key + ":")
		if z.Value != "" {
			b.WriteString(" " + z.Value)
		}
		b.WriteByte('\n')
	}
	for _, st := range t.Steps {
		b.WriteString(st.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// String writes one step as a transcript line.
func (st Step) String() string {
	switch st.Kind {
	case StepAction:
		if st.Player >= 0 {
			return st.Player.String() + " " + st.Text
		}
		return st.Text
	case StepExpectIllegal:
		if st.Rule != "" {
			return "expect illegal (rule " + st.Rule + ")"
		}
		return "expect illegal"
	case StepExpectLegal:
		return "expect legal: " + st.Text
	case StepExpectOver:
		return "expect over: " + yesNo(st.Over)
	}
	if st.Text == "" {
		return "expect " + st.Key + ":"
	}
	return "expect " + st.Key + ": " + st.Text
}

// ActionStep returns the step of an action line, played by p (-1: anyone).
func ActionStep(p Player, text string) Step {
	return Step{Kind: StepAction, Player: p, Text: text}
}
