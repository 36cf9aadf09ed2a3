package enginetest

import (
	"slices"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

// Tables returns the reference tables the game named generates for opts,
// by ID, and fails t unless their IDs are ids in that order.
func Tables(t testing.TB, game string, opts engine.Options, ids []string) map[string]engine.Table {
	t.Helper()
	ts, err := engine.GameTables(game, opts)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]engine.Table{}
	var got []string
	for _, tb := range ts {
		m[tb.ID] = tb
		got = append(got, tb.ID)
	}
	if !slices.Equal(got, ids) {
		t.Errorf("table ids %v, want %v", got, ids)
	}
	return m
}

// Probe starts g from zone lines (engine.NewProbe) or fails t.
func Probe(t testing.TB, g engine.Game, opts engine.Options, zones ...string) *engine.Probe {
	t.Helper()
	p, err := engine.NewProbe(g, opts, zones...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Get answers an expect key of the probe's state or fails t.
func Get(t testing.TB, p *engine.Probe, key string) string {
	t.Helper()
	v, err := p.Get(key)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// FuzzState is the fuzz target of a game's state reader: any text either
// fails to parse or gives a state whose text form reads back to the same
// text and whose every legal action applies. Seeds are texts to start
// from (a state's String is a good one).
func FuzzState(f *testing.F, g engine.Game, opts engine.Options, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		st, err := g.ParseState(opts, text)
		if err != nil {
			return
		}
		back, err := g.ParseState(opts, st.String())
		if err != nil {
			t.Fatalf("text form does not parse back: %v\n%s", err, st)
		}
		if back.String() != st.String() {
			t.Fatalf("text form does not round-trip:\n%s\n%s", st, back)
		}
		for _, a := range st.LegalActions() {
			if err := st.Clone().Apply(a); err != nil {
				t.Fatalf("legal %s refused: %v\n%s", st.ActionString(a), err, st)
			}
		}
	})
}
