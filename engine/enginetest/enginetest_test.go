package enginetest_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
)

// toy is a tiny solitaire: take cards from a deck of ten into your hand, one
// at a time (action 1), or stop (action 2). Its bug field breaks one rule of
// the engine contract so that the harness can be seen to catch it.
type toy struct{ bug string }

func (g toy) Name() string             { return "toy" }
func (g toy) Options() []engine.Option { return nil }
func (g toy) Players() (int, int)      { return 1, 1 }
func (g toy) New(setup engine.Setup) (engine.State, error) {
	d := cards.Deck52()[:10]
	engine.Shuffle(engine.NewRand(setup.Seed), d)
	return &toyState{bug: g.bug, deck: d}, nil
}

func (g toy) ParseState(_ engine.Options, text string) (engine.State, error) {
	s := &toyState{bug: g.bug}
	for _, l := range strings.Split(strings.TrimSpace(text), "\n") {
		k, v, _ := strings.Cut(l, ":")
		if k == "over" {
			s.over = strings.TrimSpace(v) == "yes"
			continue
		}
		cs, err := cards.ParseList(cards.Pos{}, v)
		if err != nil {
			return nil, err
		}
		switch k {
		case "deck":
			s.deck = cs
		case "hand":
			s.hand = cs
		default:
			return nil, fmt.Errorf("toy: bad line %q", l)
		}
	}
	return s, nil
}

type toyState struct {
	bug        string
	deck, hand []cards.Card
	over       bool
	steps      int
}

func (s *toyState) CurrentPlayer() engine.Player {
	if s.IsTerminal() {
		return engine.Terminal
	}
	return 0
}

func (s *toyState) LegalActions() []engine.Action {
	if s.IsTerminal() {
		return nil
	}
	if len(s.deck) > 0 && s.bug != "never ends" {
		return []engine.Action{1, 2}
	}
	return []engine.Action{2}
}

func (s *toyState) Apply(a engine.Action) error {
	switch {
	case s.IsTerminal():
		return engine.Refuse("9", "over")
	case a == 1 && len(s.deck) > 0:
		if s.bug == "refuses legal" {
			return engine.Refuse("1", "no")
		}
		if s.bug == "loses a card" {
			s.deck = s.deck[1:]
			return nil
		}
		s.hand = append(s.hand, s.deck[0])
		s.deck = s.deck[1:]
	case a == 2:
		if s.bug != "never ends" {
			s.over = true
		}
	case s.bug == "accepts anything":
		s.steps++
	case s.bug == "refuses without rule":
		return engine.Refuse("", "no")
	case s.bug == "plain error":
		return errors.New("no")
	default:
		return engine.Refuse("2", "no such action")
	}
	return nil
}

func (s *toyState) IsTerminal() bool   { return s.over }
func (s *toyState) Returns() []float64 { return []float64{float64(len(s.hand))} }
func (s *toyState) String() string {
	over := "no"
	if s.over {
		over = "yes"
	}
	t := "deck: " + cards.FormatList(s.deck) + "\nhand: " + cards.FormatList(s.hand) + "\nover: " + over + "\n"
	if s.bug == "bad text" && len(s.hand) > 2 {
		t += "extra: 1\n"
	}
	return t
}

func (s *toyState) Clone() engine.State {
	c := *s
	c.deck = append([]cards.Card(nil), s.deck...)
	c.hand = append([]cards.Card(nil), s.hand...)
	if s.bug == "shallow clone" {
		c.hand = s.hand[:len(s.hand):len(s.hand)]
		c.deck = s.deck
		return &shallow{&c, s}
	}
	return &c
}

// shallow is a clone whose Apply also changes the original.
type shallow struct {
	*toyState
	orig *toyState
}

func (s *shallow) Apply(a engine.Action) error {
	err := s.toyState.Apply(a)
	*s.orig = *s.toyState
	return err
}

func (s *toyState) ActionString(a engine.Action) string { return strconv.FormatUint(uint64(a), 10) }
func (s *toyState) ParseAction(t string) (engine.Action, error) {
	n, err := strconv.ParseUint(t, 10, 64)
	if s.bug == "bad action text" && n == 2 {
		n = 3
	}
	return engine.Action(n), err
}

func (s *toyState) Zones() []engine.Pile {
	return []engine.Pile{{Name: "deck", Cards: s.deck}, {Name: "hand", Cards: s.hand}}
}

func TestHarnessCatches(t *testing.T) {
	tests := []struct{ bug, want string }{
		{"", ""},
		{"loses a card", "cards not conserved: in no zone ["},
		{"refuses legal", "legal action 1 refused"},
		{"never ends", "game not over after 50 steps"},
		{"accepts anything", "is not listed as legal but applies"},
		{"refuses without rule", "refused without a rule"},
		{"plain error", "does not wrap engine.ErrIllegal"},
		{"bad text", "text form does not parse"},
		{"shallow clone", "changed the state"},
		{"bad action text", `action 2 prints as "2", which parses as 3`},
	}
	for _, tc := range tests {
		t.Run(tc.bug, func(t *testing.T) {
			res, err := enginetest.Play(enginetest.Config{Game: toy{tc.bug}, Games: 50, MaxSteps: 50})
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if res.Games != 50 || res.Steps == 0 || len(res.Rules) == 0 {
					t.Errorf("result %+v", res)
				}
				return
			}
			if err == nil {
				t.Fatalf("the harness did not catch %q", tc.bug)
			}
			if !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "replay:\n  game toy\n") {
				t.Errorf("error %q, want %q and a replay", err, tc.want)
			}
		})
	}
}

func TestExpectedCards(t *testing.T) {
	_, err := enginetest.Play(enginetest.Config{Game: toy{}, Games: 3, Cards: cards.Deck52()[:9]})
	if err == nil || !strings.Contains(err.Error(), "too many [10♠]") {
		t.Errorf("got %v", err)
	}
}

func BenchmarkToySteps(b *testing.B) { enginetest.BenchmarkSteps(b, toy{}, nil) }
