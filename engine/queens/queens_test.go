package queens_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
	"github.com/cardstock/cardstock/engine/queens"
)

const contentDir = "../../content/queens-challenge"

func replayText(t *testing.T, name, src string) error {
	t.Helper()
	tr, err := engine.ParseTranscript(name, []byte(src), 1)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return engine.Replay(tr, nil)
}

func TestExamples(t *testing.T) {
	if n := enginetest.VerifyExamples(t, contentDir); n < 15 {
		t.Errorf("only %d transcripts replayed", n)
	}
}

// defined returns the rule and section numbers rules.md defines.
func defined(t *testing.T) map[string]bool {
	src, err := os.ReadFile(filepath.Join(contentDir, "rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?m)^(?:#+ |[-*] )?([0-9]+(?:\.[0-9]+)*) `)
	nums := map[string]bool{}
	for _, m := range re.FindAllStringSubmatch(string(src), -1) {
		nums[m[1]] = true
	}
	return nums
}

func TestCitedRulesDefined(t *testing.T) {
	nums := defined(t)
	for _, r := range queens.CitedRules {
		if !nums[r] {
			t.Errorf("the engine cites rule %s, which rules.md does not define", r)
		}
	}
	// Every refusal in the engine cites one of the named rule constants, so
	// CitedRules is complete.
	srcs, _ := filepath.Glob("*.go")
	lit := regexp.MustCompile(`Refuse\("`)
	for _, f := range srcs {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if lit.Match(b) {
			t.Errorf("%s cites a rule by a literal number: use a rule constant listed in CitedRules", f)
		}
	}
	// So must every rule the examples expect.
	files, _ := filepath.Glob(filepath.Join(contentDir, "examples", "*.txt"))
	files = append(files, filepath.Join(contentDir, "rules.md"))
	want := regexp.MustCompile(`expect illegal \(rule ([0-9.]+)\)`)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		for _, m := range want.FindAllStringSubmatch(string(b), -1) {
			if !nums[m[1]] {
				t.Errorf("%s expects rule %s, which rules.md does not define", f, m[1])
			}
		}
	}
}

func TestRulebookCoversDigest(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(contentDir, "rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	for i := 1; i <= 18; i++ {
		id := "| QC-A" + itoa(i) + " |"
		if !strings.Contains(text, id) {
			t.Errorf("Clarifications lack %s", strings.Trim(id, "| "))
		}
	}
	for _, o := range (queens.Game{}).Options() {
		if !strings.Contains(text, "`"+o.Name+"`") {
			t.Errorf("rules.md does not document option %s", o.Name)
		}
	}
	for _, s := range []string{"## 1 Story", "## 2 Components", "## 3 Setup", "## 4 Play", "## 5 Winning and losing", "## 6 Variants", "## 7 Clarifications", "## 8 Quick reference"} {
		if !strings.Contains(text, "\n"+s+"\n") {
			t.Errorf("rules.md lacks section %q", s)
		}
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return string(rune('0'+i/10)) + string(rune('0'+i%10))
}

func TestNew(t *testing.T) {
	g := queens.Game{}
	tests := []struct {
		name     string
		opts     engine.Options
		inPlay   int
		chalLeft int
	}{
		{"default", nil, 0, 52},
		{"flip at setup", engine.Options{"first-flip": "setup"}, 1, 51},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := g.New(engine.Setup{Options: tc.opts, Seed: 7})
			if err != nil {
				t.Fatal(err)
			}
			for key, want := range map[string]string{"hand count": "5", "deck count": "47", "in play count": itoa(tc.inPlay),
				"challenge deck count": itoa(tc.chalLeft), "turn": "1", "score": "0", "result": "playing"} {
				if got, ok, err := g.Expect(s, key, want); err != nil || !ok {
					t.Errorf("%s: got %s, want %s (%v)", key, got, want, err)
				}
			}
			again, _ := g.New(engine.Setup{Options: tc.opts, Seed: 7})
			if again.String() != s.String() {
				t.Error("the same seed deals differently")
			}
			other, _ := g.New(engine.Setup{Options: tc.opts, Seed: 8})
			if other.String() == s.String() {
				t.Error("seeds 7 and 8 deal the same")
			}
		})
	}
	if _, err := g.New(engine.Setup{Options: engine.Options{"enemies": "none"}, Seed: 1}); err == nil {
		t.Error("a bad option value is accepted")
	}
}

// TestDealIsStable pins the deal of one seed: the generator and the shuffle
// are fixed algorithms (engine.NewRand, engine.Shuffle), so a seed must deal
// the same cards in every version.
func TestDealIsStable(t *testing.T) {
	g := queens.Game{}
	s, err := g.New(engine.Setup{Options: nil, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]string{
		"hand":               "5♠ Q♣ 2♣ J♦ A♥",
		"challenge deck top": "6♥ 7♦ Q♦ 3♦ 4♥",
	} {
		if got, ok, err := g.Expect(s, key, want); err != nil || !ok {
			t.Errorf("seed 7: %s is %s, was %s in earlier versions", key, got, want)
		}
	}
}

func TestOptions(t *testing.T) {
	tests := []struct {
		name, src string
	}{
		{"one-way enemies", `game queens-challenge
option enemies=one-way
in play: 9♥
pile ♠: 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠
attack
expect illegal (rule 4.3.2)
`},
		{"symmetric enemies", `game queens-challenge
in play: 9♥
pile ♠: 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠
attack
expect current: none
`},
		{"summoned card used", `game queens-challenge
option summoned=used
in play: J♥ 9♥
pile ♠: A♠ 2♠ 3♠ 4♠ 6♠ 7♠
summoned: 5♠ 2♦
attack
expect summoned: 2♦
expect discard: 5♠
attack
expect illegal (rule 4.3.6)
`},
		{"summoned card stays", `game queens-challenge
in play: J♥ 9♥
pile ♠: A♠ 2♠ 3♠ 4♠ 6♠ 7♠
summoned: 5♠
attack
attack
expect score: 2
`},
		{"spades gift for the turn", `game queens-challenge
option spades-gift=turn
in play: K♥
pile ♠: 2♠ 5♠ 9♠
deck: 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣
gift ♠
expect value: 10
flip
expect in play count: 2
cast 9♣
expect illegal
`},
		{"spades gift lasts", `game queens-challenge
in play: K♥
challenge deck top: 2♣
pile ♠: 2♠ 5♠ 9♠
pile ♦: A♦ 2♦
gift ♠
expect value: 10
flip
expect in play: K♥-3 2♣
attack
expect current: K♥
expect value: 10
gift ♠
expect value: 7
attack
expect illegal (rule 4.3.6)
`},
		{"value below zero", `game queens-challenge
in play: 2♦-5
attack
expect score: 1
`},
		{"hearts gift from the stack", `game queens-challenge
option hearts-gift=in-play
in play: 3♠ 4♠ 5♠
challenge deck top: 6♠
pile ♥: A♥ 2♥
gift ♥
expect in play: 3♠
expect challenge deck top: 6♠
expect challenge discard: 5♠ 4♠
`},
		{"hearts gift short deck", `game queens-challenge
challenge deck: 6♠ 7♠
in play: 3♠
pile ♥: A♥ 2♥ 3♥
gift ♥
expect challenge deck count: 0
expect result: playing
expect challenge discard count: 51
`},
		{"hearts gift wins", `game queens-challenge
challenge deck: 6♠ 7♠
pile ♥: A♥ 2♥ 3♥
gift ♥
expect result: won
expect score: 52
`},
		{"clubs forced", `game queens-challenge
option clubs-summon=forced
pile ♣: A♣ 2♣ 3♣
deck top: 3♠
summoned: 9♠
gift ♣
expect summoned ♠: 3♠
expect discard: 9♠
`},
		{"clubs decline", `game queens-challenge
pile ♣: A♣ 2♣ 3♣
deck top: 3♠
gift ♣
expect legal: summon
decline
expect discard: 3♠
expect summoned: 
`},
		{"clubs empty deck", `game queens-challenge
deck:
hand: 3♠
pile ♣: A♣
gift ♣
expect illegal (rule 4.4.5)
`},
		{"empty flip penalty", `game queens-challenge
challenge deck:
in play: K♠
deck: 2♥ 3♥
flip
expect discard count: 51
expect hand: 2♥
expect challenge deck count: 0
`},
		{"empty flip no penalty", `game queens-challenge
option empty-flip=no-penalty
challenge deck:
in play: K♠
deck: 2♥ 3♥
flip
expect discard count: 50
expect hand: 2♥ 3♥
`},
		{"no penalty without a card in play", `game queens-challenge
deck: 2♥ 3♥
flip
expect discard count: 50
expect hand count: 2
expect in play count: 1
`},
		{"flip at setup", `game queens-challenge
option first-flip=setup
seed 7
expect in play count: 1
expect challenge deck count: 51
`},
		{"stop off", `game queens-challenge
option stop=no
stop
expect illegal (rule 6.1.2)
expect legal: flip
`},
		{"draw what is left", `game queens-challenge
in play: 5♣
deck: 2♥ 3♥ 4♥
hand: 9♠
flip
expect hand: 9♠ 2♥ 3♥
expect deck count: 0
expect result: playing
`},
		{"the card beneath in the same turn", `game queens-challenge
in play: 4♣ 6♦
pile ♣: 2♣ 3♣ 4♣ 5♣ 6♣ 7♣
pile ♦: 2♦ 3♦ 4♦ 5♦
attack
expect current: 4♣
attack
expect current: none
`},
		{"cast with a card of another suit", `game queens-challenge
in play: 6♦
hand: 3♣ 4♥
cast 3♣ 4♥
expect illegal (rule 4.3.2)
cast 2♣
expect illegal (rule 4.3.5)
`},
		{"diamonds gift shorter deck", `game queens-challenge
pile ♦: A♦ 2♦ 3♦
deck: 5♠ 6♠
hand: 3♠
gift ♦ 6♠ 5♠
expect deck: 6♠ 5♠
`},
		{"diamonds gift order refusals", `game queens-challenge
pile ♦: A♦ 2♦
deck top: 5♠ 6♠
gift ♦
order 9♠
expect illegal (rule 4.4.4)
gift ♦
expect illegal (rule 4.4.4)
order 6♠
order 5♠
expect deck top: 6♠ 5♠
`},
		{"clubs pending refusals", `game queens-challenge
pile ♣: A♣ 2♣ 3♣
deck top: 3♠
gift ♣
flip
expect illegal (rule 4.4.5)
summon
`},
		{"zone keys with letters", `game queens-challenge
pile C: 3♣
pile clubs:
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := replayText(t, tc.name, tc.src)
			if tc.name == "zone keys with letters" {
				if err == nil || !strings.Contains(err.Error(), "written twice") {
					t.Errorf("got %v, want a zone written twice", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestParseStateErrors(t *testing.T) {
	g := queens.Game{}
	full, _ := g.New(engine.Setup{Options: nil, Seed: 1})
	base := full.String()
	tests := []struct {
		name, text, want string
	}{
		{"garbage", "hello", `want KEY: VALUE`},
		{"missing cards", "turn: 1\n", "cards of the Queen's Challenge deck in no zone"},
		{"bad turn", strings.Replace(base, "turn: 1", "turn: 0", 1), "turn: want a number from 1"},
		{"bad result", strings.Replace(base, "result: playing", "result: maybe", 1), "result: want playing"},
		{"bad gift used", strings.Replace(base, "gift used: no", "gift used: perhaps", 1), "gift used: want yes or no"},
		{"duplicate", strings.Replace(base, "pile ♠:", "pile ♠: "+firstHand(base), 1), "is already in a zone of your deck of magic"},
		{"joker", strings.Replace(base, "discard:", "discard: JK", 1), "no Jokers"},
		{"pile order", "pile ♠: 3♠ 2♠\n", "2♠ is not higher than 3♠ below it (rule 4.2.2)"},
		{"pile suit", "pile ♠: 3♥\n", "3♥ is not a Spades card (rule 4.2.1)"},
		{"two summoned of a suit", "summoned: 3♥ 4♥\n", "two Hearts (one card per suit, rule 4.5.1)"},
		{"hand too big", "hand: A♠ 2♠ 3♠ 4♠ 5♠ 6♠\n", "hand: 6 cards, at most 5 (rule 4.1.2)"},
		{"reordered alone", "reordered: 2♠\n", "reordered cards without cards still looked at"},
		{"gift in progress not used", "gift used: no\nlooking: 2♠\n", "a gift is in progress, so gift used must be yes"},
		{"unknown zone", base + "moat: 2♠\n", `unknown key "moat"`},
		{"twice", base + "turn: 2\n", `zone "turn" written twice`},
		{"in play reduction", strings.Replace(base, "in play:", "in play: K♥-x", 1), "want a card, with its reduction"},
		{"two gifts", "looking: 2♠\nrevealed: 3♠\n", "only one gift can be in progress"},
		{"too many revealed", "revealed: 2♠ 3♠\n", "one card at most"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := g.ParseState(nil, tc.text)
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want %q", err, tc.want)
			}
		})
	}
}

func handCards(text string) []string {
	for _, l := range strings.Split(text, "\n") {
		if h, ok := strings.CutPrefix(l, "hand: "); ok {
			return strings.Fields(h)
		}
	}
	return nil
}
func firstHand(text string) string { return handCards(text)[0] }

func TestParseAction(t *testing.T) {
	s, _ := queens.Game{}.New(engine.Setup{Options: nil, Seed: 1})
	tests := []struct {
		in, want, err string
	}{
		{in: "gather 6C", want: "gather 6♣"},
		{in: "GATHER T♦", want: "gather 10♦"},
		{in: "attack", want: "attack"},
		{in: "attack + cast 5♠", want: "cast 5♠"},
		{in: "cast 9♣ 3♣", want: "cast 3♣ 9♣"},
		{in: "attack with 9♣ and 3♣", want: "cast 3♣ 9♣"},
		{in: "gift spades", want: "gift ♠"},
		{in: "gift H", want: "gift ♥"},
		{in: "order 4♥", want: "order 4♥"},
		{in: "put 4♥", want: "order 4♥"},
		{in: "summon", want: "summon"},
		{in: "decline", want: "decline"},
		{in: "end", want: "flip"},
		{in: "stop", want: "stop"},
		{in: "", err: "empty line"},
		{in: "jump", err: `unknown action "jump"`},
		{in: "gather", err: `want "gather CARD"`},
		{in: "gather 6♣ 7♣", err: `want "gather CARD"`},
		{in: "gather JK", err: "no Jokers"},
		{in: "gather 1♣", err: "bad card notation"},
		{in: "cast", err: "at least one card"},
		{in: "cast 5♠ 5♠", err: "named twice"},
		{in: "cast JK", err: "no Jokers"},
		{in: "gift", err: `want "gift SUIT"`},
		{in: "gift X", err: "unknown suit"},
		{in: "gift ♦ 4♥", err: "is 2 actions, want one"},
		{in: "flip now", err: "takes nothing after it"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			a, err := s.ParseAction(tc.in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Errorf("got %v, want error %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := s.ActionString(a); got != tc.want {
				t.Errorf("prints as %q, want %q", got, tc.want)
			}
		})
	}
	lines := []struct{ in, err string }{
		{"gift ♦ 4♥ 2♠", ""},
		{"gift ♣ summon", ""},
		{"gift ♣ 4♥", "unexpected"},
		{"gift ♦ summon", "want the new order"},
		{"gift ♠ 4♥", "unexpected"},
	}
	for _, tc := range lines {
		_, err := s.(*queens.State).ParseLine(tc.in)
		if (err == nil) != (tc.err == "") || (err != nil && !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("ParseLine(%q): %v, want %q", tc.in, err, tc.err)
		}
	}
	if got := s.ActionString(engine.Action(1 << 63)); got != "action#9223372036854775808" {
		t.Errorf("malformed action prints as %q", got)
	}
	err := s.Clone().Apply(engine.Action(1 << 63))
	var ill *engine.Illegal
	if !errors.As(err, &ill) || ill.Rule != "4.1.3" {
		t.Errorf("malformed action: %v", err)
	}
}

func FuzzParseState(f *testing.F) {
	s, _ := queens.Game{}.New(engine.Setup{Options: nil, Seed: 3})
	enginetest.FuzzState(f, queens.Game{}, nil, s.String(), "turn: 2\nin play: K♥-3 2♦\nlooking: 4♠\n", "hand: 2♣ 6♣\npile C: 3♣")
}

func FuzzParseLine(f *testing.F) {
	f.Add("gift ♦ 4♥ 2♠")
	f.Add("attack + cast 5♠ 3♠")
	f.Fuzz(func(t *testing.T, line string) {
		s, _ := queens.Game{}.New(engine.Setup{Options: nil, Seed: 1})
		as, err := s.(*queens.State).ParseLine(line)
		if err != nil {
			return
		}
		for _, a := range as {
			if b, err := s.ParseAction(s.ActionString(a)); err != nil || b != a {
				t.Fatalf("%q: action %s does not round-trip: %v", line, s.ActionString(a), err)
			}
		}
	})
}

func TestView(t *testing.T) {
	g := queens.Game{}
	tr, err := engine.ParseTranscript("v.txt", []byte("game queens-challenge\nin play: 7♣ K♥-3\npile ♠: 2♠ 5♠\nsummoned: 4♠\nhand: 3♦\ndeck top: 9♦ 8♦\npile ♦: A♦ 2♦\n"), 1)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.Start(engine.Setup{Options: nil, Seed: 1}, tr.Zones)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.ParseAction("gift ♦")
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	want := `turn 1, playing; gift used: yes; score 0
challenge deck: 50 cards face down
in play: K♥ (value 10; defeat it with ♠)
beneath it: 7♣
your deck: 44 cards face down
hand: 3♦
pile ♠ (power 2): 2♠ 5♠; summoned 4♠
pile ♥ (power 0)
pile ♦ (power 2): A♦ 2♦
pile ♣ (power 0)
your discard: 0 cards
gift of Diamonds: put back 9♦ 8♦, one at a time from the top down
`
	if got := s.(engine.Viewer).View(); got != want {
		t.Errorf("view:\n%s\nwant:\n%s", got, want)
	}
}
