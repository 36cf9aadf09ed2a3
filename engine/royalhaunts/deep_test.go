package royalhaunts_test

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/royalhaunts"
)

// greedy picks an action that is not "end", "skip", "done" or "allow" most
// of the time, so that games go deep enough to reach every rule.
func greedy(s engine.State, r interface{ IntN(int) int }) engine.Action {
	legal := s.LegalActions()
	var busy []engine.Action
	for _, a := range legal {
		switch w, _, _ := strings.Cut(s.ActionString(a), " "); w {
		case "end", "skip", "done", "allow":
		case "move":
			// moves back and forth make long games: seldom
			if r.IntN(8) == 0 {
				busy = append(busy, a)
			}
		default:
			busy = append(busy, a)
		}
	}
	// Aces placed in rooms win games: place them when possible
	for _, a := range busy {
		if w, _, _ := strings.Cut(s.ActionString(a), " "); w == "place" && r.IntN(5) > 0 {
			return a
		}
	}
	if len(busy) > 0 && r.IntN(10) > 0 {
		return busy[r.IntN(len(busy))]
	}
	return legal[r.IntN(len(legal))]
}

// TestDeepGames plays games with a greedy random player, checks the
// invariants after every step, and checks that every action word and
// every kind of choice comes up.
func TestDeepGames(t *testing.T) {
	for _, tc := range variants {
		t.Run(tc.name, func(t *testing.T) {
			games := enginetest.Scale(tc.games / 5)
			if tc.name == "defaults" {
				// enough games for every action and choice to come up
				games = max(enginetest.Scale(3000), 600)
			}
			opts, err := engine.ResolveOptions(royalhaunts.Game{}, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			cfg := enginetest.Config{Game: royalhaunts.Game{}, Options: opts, Other: other, Refusals: 4}
			words := map[string]int{}
			pending := map[string]int{}
			endings := map[string]int{}
			steps := 0
			for i := 0; i < games; i++ {
				seed := uint64(100000 + i)
				st, err := royalhaunts.Game{}.New(engine.Setup{Options: opts, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				ref := allCards(st)
				r := engine.NewRand(seed)
				var history []string
				for n := 0; !st.IsTerminal(); n++ {
					if n > 20000 {
						t.Fatalf("seed %d: game not over after %d steps", seed, n)
					}
					if err := enginetest.CheckState(cfg, opts, st, ref, r, nil); err != nil {
						t.Fatalf("seed %d after %v: %v", seed, history, err)
					}
					p, _, _ := royalhaunts.Game{}.Expect(st, "pending", "")
					pending[p]++
					a := greedy(st, r)
					text := st.ActionString(a)
					history = append(history, text)
					w, rest, _ := strings.Cut(text, " ")
					if w == "clubs" {
						w += " " + strings.Fields(rest)[0]
					}
					words[w]++
					if err := st.Apply(a); err != nil {
						t.Fatalf("seed %d: legal %s refused: %v", seed, text, err)
					}
					steps++
				}
				status, _, _ := royalhaunts.Game{}.Expect(st, "status", "")
				endings[status]++
			}
			t.Logf("%d games, %d steps, endings %v", games, steps, endings)
			t.Logf("words %v", words)
			t.Logf("pending %v", pending)
			if testing.Short() || tc.name != "defaults" {
				return
			}
			for _, w := range []string{"end", "play", "move", "turn", "cast", "pay", "cancel", "allow", "place",
				"discard", "shuffle", "hold", "skip", "put", "top", "bottom", "keep", "reshuffle",
				"clubs reorder", "clubs discard", "clubs move", "take", "done"} {
				if words[w] == 0 {
					t.Errorf("action %q never came up", w)
				}
			}
			for _, p := range []string{"react", "place-ace", "spell", "pair", "look", "top-bottom", "order",
				"pool-pick", "keep", "spades", "clubs", "hearts", "taken", "pay"} {
				if pending[p] == 0 {
					t.Errorf("choice %q never came up", p)
				}
			}
			// Random play seldom wins (about one game in a few thousand);
			// winning is checked by the examples (rh-win.txt).
		})
	}
}

func allCards(st engine.State) []cards.Card {
	all := engine.AllCards(royalhaunts.Game{}.Schema(), st)
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	return slices.Clip(all)
}
