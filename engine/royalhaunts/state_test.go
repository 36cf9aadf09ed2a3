package royalhaunts_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/royalhaunts"
)

// TestRandMatchesEngine checks that a state's generator gives the same
// stream as engine.NewRand: the deal of seed 5 is the deck
// engine.NewRand(5) shuffles.
func TestRandMatchesEngine(t *testing.T) {
	for _, seed := range []uint64{0, 5, 1 << 40} {
		g := royalhaunts.Game{}
		st, err := g.Start(engine.Setup{Options: engine.Options{"jokers": "on"}, Seed: seed}, []engine.Zone{{Key: "hand", Value: ""}})
		if err != nil {
			t.Fatal(err)
		}
		want := cards.Deck54()
		engine.Shuffle(engine.NewRand(seed), want)
		got, _, _ := g.Expect(st, "deck", "")
		// the deck text is top first; the shuffled slice is bottom first
		rev := make([]cards.Card, len(want))
		for i, c := range want {
			rev[len(want)-1-i] = c
		}
		if got != cards.FormatList(rev) {
			t.Errorf("seed %d: deck %s, want %s", seed, got, cards.FormatList(rev))
		}
	}
}

func TestNewDeal(t *testing.T) {
	g := royalhaunts.Game{}
	for seed := uint64(0); seed < 200; seed++ {
		st, err := g.New(engine.Setup{Options: nil, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct{ key, want string }{
			{"room 1 down count", "4"}, {"room 2 down count", "3"}, {"room 3 down count", "2"},
			{"room 1 up count", "1"}, {"room 2 up count", "1"}, {"room 3 up count", "1"},
			{"hand count", "2"}, {"turn", "1"},
		} {
			if got, ok, err := g.Expect(st, tc.key, tc.want); err != nil || !ok {
				t.Fatalf("seed %d: %s is %s, want %s (%v)", seed, tc.key, got, tc.want, err)
			}
		}
		// face-up cards are never Aces or face cards (rule 3.4)
		for _, k := range []string{"room 1 up", "room 2 up", "room 3 up", "hand"} {
			got, _, _ := g.Expect(st, k, "")
			for _, w := range strings.Fields(got) {
				c := cards.MustParse(w)
				if c.Rank() == cards.Ace || c.Rank().IsFace() {
					t.Fatalf("seed %d: %s holds %s", seed, k, c)
				}
			}
		}
		// the Chamber holds only face cards, and with setup-faces-back none
		ch, _, _ := g.Expect(st, "chamber", "")
		for _, w := range strings.Fields(ch) {
			if !cards.MustParse(w).Rank().IsFace() {
				t.Fatalf("seed %d: Chamber holds %s", seed, w)
			}
		}
		back, _ := g.New(engine.Setup{Options: engine.Options{"setup-faces-back": "on"}, Seed: seed})
		if got, ok, _ := g.Expect(back, "chamber count", "0"); !ok {
			t.Fatalf("seed %d: setup-faces-back Chamber count %s", seed, got)
		}
	}
}

// TestRedeal finds deals lost at setup and checks that setup-loss=redeal
// deals them again (rule 6.4.3).
func TestRedeal(t *testing.T) {
	g := royalhaunts.Game{}
	found := 0
	for seed := uint64(0); seed < 20000 && found < 3; seed++ {
		st, _ := g.New(engine.Setup{Options: nil, Seed: seed})
		if !st.IsTerminal() {
			continue
		}
		found++
		re, _ := g.New(engine.Setup{Options: engine.Options{"setup-loss": "redeal"}, Seed: seed})
		if re.IsTerminal() {
			t.Errorf("seed %d: redealt game is over", seed)
		}
	}
	if found == 0 {
		t.Fatal("no deal lost at setup in 20000 seeds")
	}
}

func TestParseStateErrors(t *testing.T) {
	g := royalhaunts.Game{}
	st, _ := g.New(engine.Setup{Options: nil, Seed: 3})
	good := st.String()
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "no players line"},
		{"no colon", "status playing\n", "want KEY: VALUE"},
		{"unknown zone", good + "attic: 2♠\n", `unknown key "attic"`},
		{"unknown key", strings.Replace(good, "hand:", "pocket:", 1), `unknown key "pocket"`},
		{"cards left out", strings.Replace(good, "hand:", "hand: ", 1)[:strings.Index(good, "deck:")] + "deck:\n", "in no zone ["},
		{"bad card", strings.Replace(good, "hand: ", "hand: 1♠ ", 1), "bad card notation"},
		{"duplicate card", strings.Replace(good, "pool:", "pool: "+firstDeckCard(good), 1), "too many ["},
		{"bad status", strings.Replace(good, "status: playing", "status: asleep", 1), "bad status"},
		{"bad turn", strings.Replace(good, "turn: 1", "turn: zero", 1), "bad turn"},
		{"bad rand", strings.Replace(good, "rand: ", "rand: zz", 1), "generator state"},
		{"bad held", strings.Replace(good, "held:", "held: 4", 1), "bad room"},
		{"bad pending", strings.Replace(good, "pending:", "pending: dance 1 2 3 4 5", 1), "unknown pending task"},
		{"short pending", strings.Replace(good, "pending:", "pending: pay 1", 1), "five numbers"},
		{"misfit pending", strings.Replace(good, "pending:", "pending: pay 9 0 0 0 0", 1), "does not fit"},
		{"empty choice", strings.Replace(good, "pending:", "pending: pool-pick 0 0 1 0 0", 1), "nothing to choose"},
		{"automatic pending", strings.Replace(good, "pending:", "pending: refill 0 0 0 0 0", 1), "automatic work"},
		{"bad revealed", strings.Replace(good, "revealed:", "revealed: X", 1), "bad suit"},
		{"joker without jokers", good, "too many [JK1 JK2]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := engine.Options(nil)
			if tc.name == "joker without jokers" {
				opts = engine.Options{"jokers": "off"}
			}
			_, err := g.ParseState(opts, tc.text)
			if err == nil {
				t.Fatalf("parsed without error")
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q does not say %q", err, tc.want)
			}
		})
	}
}

func firstDeckCard(text string) string {
	for _, l := range strings.Split(text, "\n") {
		if v, ok := strings.CutPrefix(l, "deck: "); ok {
			return strings.Fields(v)[0]
		}
	}
	return ""
}

func TestParseActionErrors(t *testing.T) {
	st, _ := royalhaunts.Game{}.New(engine.Setup{Options: nil, Seed: 1})
	for _, text := range []string{"", "fly", "play", "play 2♠", "play 2♠ 4", "play Z♠ 1", "move 1",
		"turn x", "cast", "cast JK1", "cast JK1 X", "cast JK1 ♦ 11", "cast 2♠ 3♠ 4♠", "discard",
		"clubs", "clubs juggle", "clubs move 1", "end now", "pay", "cast ♦ 1"} {
		t.Run(text, func(t *testing.T) {
			if text == "cast" {
				// "cast" alone casts a card taken by Hearts: it parses.
				if _, err := st.ParseAction(text); err != nil {
					t.Fatal(err)
				}
				return
			}
			if a, err := st.ParseAction(text); err == nil {
				t.Fatalf("%q parsed as %d", text, a)
			}
		})
	}
}

func TestRefusalsCite(t *testing.T) {
	st, _ := royalhaunts.Game{}.New(engine.Setup{Options: nil, Seed: 1})
	for _, text := range []string{"turn 1", "put 2♠", "place 1", "hold", "cast 2♠ 2♥"} {
		a, err := st.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		err = st.Clone().Apply(a)
		var ill *engine.Illegal
		if !errors.As(err, &ill) || ill.Rule == "" {
			t.Errorf("%s: %v, want a refusal citing a rule", text, err)
		}
	}
}

func FuzzParseState(f *testing.F) {
	g := royalhaunts.Game{}
	for seed := uint64(0); seed < 4; seed++ {
		st, _ := g.New(engine.Setup{Options: nil, Seed: seed})
		f.Add(st.String())
		for i := 0; i < 30 && !st.IsTerminal(); i++ {
			legal := st.LegalActions()
			st.Apply(legal[(i*7)%len(legal)])
		}
		f.Add(st.String())
	}
	f.Add("pending: pay 1 0 0 0 0\npool: 2♠\n")
	f.Fuzz(func(t *testing.T, text string) {
		st, err := g.ParseState(nil, text)
		if err != nil {
			return
		}
		if st.IsTerminal() != (len(st.LegalActions()) == 0) {
			t.Fatalf("terminal %v with %d legal actions", st.IsTerminal(), len(st.LegalActions()))
		}
		// a state that parses prints and parses back to itself, and its
		// legal actions apply
		again, err := g.ParseState(nil, st.String())
		if err != nil {
			t.Fatalf("text form does not parse: %v\n%s", err, st.String())
		}
		if again.String() != st.String() {
			t.Fatalf("text form does not round-trip")
		}
		for _, a := range st.LegalActions() {
			if err := st.Clone().Apply(a); err != nil {
				t.Fatalf("legal %s refused: %v", st.ActionString(a), err)
			}
		}
	})
}

func ExampleGame() {
	g := royalhaunts.Game{}
	st, _ := g.Start(engine.Setup{Options: nil, Seed: 1}, []engine.Zone{
		{Key: "room 1 up", Value: "10♣ 7♣ 6♣ 4♣"},
		{Key: "hand", Value: "2♣ 9♦"},
		{Key: "chamber", Value: "K♣ J♥"},
	})
	for _, text := range []string{"play 2♣ 1", "shuffle K♣"} {
		a, _ := st.ParseAction(text)
		if err := st.Apply(a); err != nil {
			fmt.Println(err)
		}
	}
	for _, k := range []string{"last spell", "pool", "chamber", "pending"} {
		got, _, _ := g.Expect(st, k, "")
		fmt.Printf("%s: %s\n", k, got)
	}
	a, _ := st.ParseAction("play 9♦ 4")
	fmt.Println(a == 0)
	bad, _ := st.ParseAction("turn 1")
	fmt.Println(st.Apply(bad))
	// Output:
	// last spell: Flush
	// pool: 10♣ 7♣ 6♣ 4♣ 2♣
	// chamber: J♥
	// pending: none
	// true
	// illegal: turn 1: the room has no face-down card (rule 4.2.6)
}

func FuzzParseAction(f *testing.F) {
	st, _ := royalhaunts.Game{}.New(engine.Setup{Options: nil, Seed: 1})
	for _, s := range []string{"end", "play 2♠ 1", "move 1 3", "turn 2", "cast 5♠ 5♦", "cast JK1 ♦ 7",
		"cast", "cast ♥ 4", "pay 9♣", "discard ♠", "discard K", "discard JK2", "clubs move 1 2",
		"clubs reorder", "put T♦", "take qs", "place 3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := st.ParseAction(text)
		if err != nil {
			return
		}
		again, err := st.ParseAction(st.ActionString(a))
		if err != nil || again != a {
			t.Fatalf("%q parses as %d, printed %q, which parses as %d, %v", text, a, st.ActionString(a), again, err)
		}
	})
}
