package sim_test

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine/queens"
	"github.com/cardstock/cardstock/engine/sim"
)

// FuzzCompare feeds --compare specs: each is refused or gives one run per
// value, labelled KEY=VALUE.
func FuzzCompare(f *testing.F) {
	for _, s := range []string{"enemies=symmetric,one-way", "bot=random,greedy", "players=1,2", "=", "bot=greedy+random,random", "stop=yes,,no", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		cs, err := sim.Compare(sim.Config{Game: queens.Game{}, Games: 1}, spec)
		if err != nil {
			return
		}
		if len(cs) < 2 {
			t.Fatalf("%q: %d runs", spec, len(cs))
		}
		for _, c := range cs {
			if !strings.Contains(c.Label, "=") {
				t.Fatalf("%q: label %q", spec, c.Label)
			}
		}
	})
}

// FuzzKind checks that an action's kind is never empty and never holds a
// card or a number.
func FuzzKind(f *testing.F) {
	for _, s := range []string{"gift ♥", "cast 3♥ 4♥", "clubs move 1 2", "play 7♣ 2", "", "  ", "cast JK1 ♠ 5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		k := sim.Kind(text)
		if k == "" {
			t.Fatalf("%q: empty kind", text)
		}
		if strings.ContainsAny(k, "0123456789") && !strings.ContainsAny(strings.Fields(text + " x")[0], "0123456789") {
			t.Fatalf("%q: kind %q holds a number", text, k)
		}
	})
}
