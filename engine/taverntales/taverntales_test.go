package taverntales

import (
	"slices"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
)

// games is n by default, ten times n with -long (enginetest.Scale).
func games(n int) int { return enginetest.Scale(10 * n) }

// TestRandomGames checks every invariant of enginetest after every step:
// whole matches to 11 points and one-deck games, 3 to 6 players.
func TestRandomGames(t *testing.T) {
	res := enginetest.Run(t, enginetest.Config{Game: Game{}, Games: games(12), Cards: Deck})
	t.Logf("%d matches, %d steps, refusals by rule %v", res.Games, res.Steps, res.Rules)
	res = enginetest.Run(t, enginetest.Config{Game: Game{}, Options: engine.Options{"length": "one-deck"}, Games: games(60), Seed: 1 << 20, Cards: Deck})
	t.Logf("%d one-deck games, %d steps, refusals by rule %v", res.Games, res.Steps, res.Rules)
}

// TestManyRandomGames plays thousands of games with the cheaper checks:
// each of the 52 cards in exactly one zone after every step, the game over
// exactly when nothing is legal, and every hand scored as §5.2 says.
func TestManyRandomGames(t *testing.T) {
	ref := slices.Clone(Deck)
	slices.Sort(ref)
	steps := 0
	for i := 0; i < games(2000); i++ {
		n := 2 + i%5
		opts := engine.Options{"length": "match"}
		if i%2 == 1 {
			opts["length"] = "one-deck"
		}
		st, err := engine.NewGame(Game{}, engine.Setup{Options: opts, Players: n, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRand(uint64(i))
		for {
			all := engine.AllCards(schema, s)
			slices.Sort(all)
			if !slices.Equal(all, ref) {
				t.Fatalf("game %d, step %d: cards not conserved:\n%s", i, steps, s)
			}
			legal := s.LegalActions()
			if s.IsTerminal() != (len(legal) == 0) {
				t.Fatalf("game %d: terminal %v with %d legal actions", i, s.IsTerminal(), len(legal))
			}
			if s.IsTerminal() {
				break
			}
			before, old := s.phase, slices.Clone(s.score)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			steps++
			if before == phasePlay && (s.phase == phaseScored || s.phase == phaseOver) {
				// The arcs stay on the table until the next deal.
				for p := 0; p < n; p++ {
					pts, arcs := 0, 0
					for _, a := range s.arcs[p] {
						if len(a) > 0 {
							arcs++
							if k, _ := KindOf(a[len(a)-1]); k == Heart || k == Diamond || k == Star || k == Club {
								pts++
							}
						}
					}
					if arcs == 0 {
						pts = n - 1
					}
					if s.score[p] != old[p]+pts {
						t.Fatalf("game %d: P%d scores %d, want %d\n%s", i, p+1, s.score[p]-old[p], pts, s)
					}
				}
			}
		}
		if opts["length"] == "match" {
			w := s.winners()
			if len(w) != 1 || s.score[w[0]] < Goal {
				t.Fatalf("game %d: over with scores %v", i, s.score)
			}
		}
	}
	t.Logf("%d steps", steps)
}

// TestLegalIsValid checks, in random games, that the legal plays the fast
// generator lists are exactly the plays Apply accepts: every card of the
// hand on every target (none, each card, each player).
func TestLegalIsValid(t *testing.T) {
	for i := 0; i < games(300); i++ {
		n := 2 + i%5
		st, err := engine.NewGame(Game{}, engine.Setup{Options: engine.Options{"length": "one-deck"}, Players: n, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRand(uint64(i))
		for !s.IsTerminal() {
			legal := s.LegalActions()
			if s.phase == phasePlay {
				var got, want []engine.Action
				for _, a := range legal {
					if a != actPassOut {
						got = append(got, a)
					}
				}
				p := s.current
				for _, c := range s.hands[p] {
					ci := idx(c)
					for tg := 0; tg <= noTarget; tg++ {
						if tg >= numCards && tg < toPlayer || tg >= toPlayer+8 && tg < noTarget {
							continue
						}
						if s.validate(p, ci, s.locate(tg), s.barred(p)).rule == "" {
							want = append(want, play(ci, tg))
						}
					}
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Fatalf("game %d: legal plays %v, valid plays %v\n%s", i, names(s, got), names(s, want), s)
				}
			}
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func names(s *State, as []engine.Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = s.ActionString(a)
	}
	return out
}

func TestExamples(t *testing.T) {
	n := enginetest.VerifyExamples(t, "../../content/tavern-tales")
	t.Logf("%d transcripts", n)
}

// TestDeckFromContent checks the engine's deck against the content: 52
// cards of the counts of §2.1, and each Wild Card's rule named in its
// printed text.
func TestDeckFromContent(t *testing.T) {
	want := map[Kind]int{Heart: 5, Diamond: 5, Star: 5, Spade: 5, Sword: 5, Club: 5, Moon: 6, Trumpet: 5, JAccuse: 5, Distraction: 3, Comedic: 3}
	got := map[Kind]int{}
	for _, c := range Deck {
		k, ok := KindOf(c)
		if !ok {
			t.Fatalf("%s: no kind", c)
		}
		got[k]++
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s: %d cards, want %d", k.Plural(), got[k], n)
		}
	}
	g, err := engine.ContentGame("tavern-tales")
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{}
	for _, c := range g.Deck("deck").Cards {
		texts[c.ID] = c.Text
	}
	printed := map[Kind]string{Heart: "Hearts", Diamond: "Diamonds", Star: "Stars", Moon: "Moon", Trumpet: "Trumpets", Club: "Clubs", Sword: "Swords"}
	for _, w := range WildCards {
		text := texts[w.ID]
		if !strings.HasPrefix(text, w.Name) {
			t.Errorf("%s: text %q does not start with its name %q", w.ID, text, w.Name)
		}
		var phrase string
		if w.Kind == JAccuse {
			phrase = "Unable hereafter to play "
		} else {
			phrase = "discard all "
		}
		_, after, ok := strings.Cut(text, phrase)
		if !ok {
			t.Errorf("%s: text %q lacks %q", w.ID, text, phrase)
			continue
		}
		name := "Wild Cards"
		if w.Named != Wilds {
			for k := Kind(0); k < numKinds; k++ {
				if w.Named.Has(k) {
					name = printed[k]
				}
			}
		}
		if name == "" || !strings.Contains(strings.TrimSuffix(strings.Fields(after + " x")[0], "."), "") || !strings.Contains(after, name) {
			t.Errorf("%s: the engine's rule names %s, the card says %q", w.ID, w.Named, after)
		}
	}
}

func TestActionsRoundTrip(t *testing.T) {
	s, err := engine.NewGame(Game{}, engine.Setup{Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"declare 3", "pass HE1", "play HE1", "play SP1 on HE1", "play MO1 on WJ1", "play WD1 on P2", "pass out", "deal"} {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := s.ActionString(a); got != text {
			t.Errorf("%q prints as %q", text, got)
		}
	}
	for _, bad := range []string{"play", "play XX9 on HE1", "play 5♠", "play HE1 at HE2", "declare x", "pass", "play HE1 on P64"} {
		if _, err := s.ParseAction(bad); err == nil {
			t.Errorf("%q parses", bad)
		}
	}
}

func TestDealCounts(t *testing.T) {
	for n, want := range map[int][2]int{2: {26, 0}, 3: {17, 1}, 4: {13, 0}, 5: {10, 2}, 6: {8, 4}} {
		st, err := engine.NewGame(Game{}, engine.Setup{Players: n, Seed: uint64(n)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for p := 0; p < n; p++ {
			if len(s.hands[p]) != want[0] {
				t.Errorf("%d players: P%d has %d cards, want %d", n, p+1, len(s.hands[p]), want[0])
			}
		}
		if len(s.leftover) != want[1] {
			t.Errorf("%d players: %d left over, want %d", n, len(s.leftover), want[1])
		}
	}
}

var _ = cards.NoCard

func BenchmarkSteps(b *testing.B) { enginetest.BenchmarkSteps(b, Game{}, nil) }
func BenchmarkGames(b *testing.B) { enginetest.BenchmarkGames(b, Game{}, nil) }
func BenchmarkOneDeckGames(b *testing.B) {
	enginetest.BenchmarkGames(b, Game{}, engine.Options{"length": "one-deck"})
}

// TestNarrate checks that Narrate plays exactly as Apply does, never names
// a card passed face down, and tells the end of every hand.
func TestNarrate(t *testing.T) {
	for i := 0; i < games(40); i++ {
		st, err := engine.NewGame(Game{}, engine.Setup{Players: 2 + i%5, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRand(uint64(i))
		for !s.IsTerminal() {
			legal := s.LegalActions()
			a := legal[r.IntN(len(legal))]
			c := s.Clone().(*State)
			if err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			text := s.ActionString(a)
			was := s.phase
			lines, err := s.Narrate(a)
			if err != nil {
				t.Fatal(err)
			}
			if s.String() != c.String() {
				t.Fatalf("game %d: %s: Narrate and Apply differ", i, text)
			}
			all := strings.Join(lines, "\n")
			if len(lines) == 0 || strings.HasPrefix(text, "pass ") && text != "pass out" && strings.Contains(all, text[5:]) {
				t.Fatalf("game %d: %s narrated as %q", i, text, all)
			}
			if ended := was == phasePlay && s.phase != phasePlay; ended != strings.Contains(all, "The hand ends") {
				t.Fatalf("game %d: %s narrated as %q", i, text, all)
			}
		}
		if s.Result() == "" {
			t.Fatalf("game %d: no result", i)
		}
	}
	st, _ := engine.NewGame(Game{}, engine.Setup{Players: 3})
	if _, err := st.(*State).Narrate(actDeclare + 9); err == nil {
		t.Error("an illegal action is narrated")
	}
}

// TestTextForm checks what the core derives from the schema for Tavern
// Tales: empty arcs left out of the text form and of observations
// (ZoneSpec.OmitEmpty), a line left out read back as empty, 3 players when
// none are given (DefaultPlayers), and a passed-out hand seen by all.
func TestTextForm(t *testing.T) {
	st, err := engine.NewGame(Game{}, engine.Setup{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if s.n != 3 {
		t.Errorf("%d players by default, want 3", s.n)
	}
	text := s.String()
	if strings.Contains(text, "arc") || strings.Contains(text, "accused") || strings.Contains(text, "face up") {
		t.Errorf("empty zones in the text form:\n%s", text)
	}
	s = position(t, 3, "P1 hand: HE1 CL1", "P2 arc 3: ST2")
	do(t, s, "play HE1")
	obs := engine.Observation(Game{}, s, 1)
	for _, want := range []string{"P1 arc 1: HE1\n", "P2 arc 3: ST2\n", "P1 hand: 1 card\n"} {
		if !strings.Contains(obs, want) {
			t.Errorf("P2's observation lacks %q:\n%s", want, obs)
		}
	}
	if strings.Contains(obs, "arc 2") {
		t.Errorf("empty arc shown:\n%s", obs)
	}
	back, err := Game{}.ParseState(s.opts, s.String())
	if err != nil || back.String() != s.String() {
		t.Fatalf("round trip: %v", err)
	}
	// P2 and P3 pass out in turn; P1's hand is face up only once P1 does.
	s = position(t, 3, "P1 hand: CL1 CL2", "P2 hand: CL3", "P3 hand: CL4")
	do(t, s, "pass out")
	if obs := engine.Observation(Game{}, s, 2); !strings.Contains(obs, "P1 face up: CL1 CL2\n") || !strings.Contains(obs, "P2 hand: 1 card\n") {
		t.Errorf("P3 sees:\n%s", obs)
	}
}

// TestBadStates checks that states the rules cannot reach are refused
// when read, not played.
func TestBadStates(t *testing.T) {
	for _, text := range []string{
		"players: 9\n",
		"players: 3\nP1 hand: A♠\n",
		"players: 3\nP1 hand: HE1\nP2 hand: HE1\n",
		"players: 3\nP1 arc 1: SP1\n",
		"players: 3\nP1 arc 1: HE1 MO1\n",
		"players: 3\nP1 accused: WD1\n",
		"players: 3\ncurrent: P5\n",
		"players: 3\ndeclared: 7\n",
		"players: 3\nphase: play\ncurrent: P2\nP2 passed out: yes\n",
	} {
		if _, err := (Game{}).ParseState(nil, text); err == nil {
			t.Errorf("read without error:\n%s", text)
		}
	}
}

// FuzzParseState reads arbitrary text as a state: an error or a state
// whose legal actions all apply, never a panic.
func FuzzParseState(f *testing.F) {
	var seeds []string
	for seed := uint64(0); seed < 4; seed++ {
		st, _ := engine.NewGame(Game{}, engine.Setup{Players: 3 + int(seed), Seed: seed})
		seeds = append(seeds, st.String())
		r := engine.NewRand(seed)
		for i := 0; i < 30 && !st.IsTerminal(); i++ {
			l := st.LegalActions()
			st.Apply(l[r.IntN(len(l))])
		}
		seeds = append(seeds, st.String())
	}
	enginetest.FuzzState(f, Game{}, nil, seeds...)
}
