package sim

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/engine"
)

// ActionScorer is the heuristic of a game's greedy bot when it can judge
// an action without playing it: how good action a looks to the player
// about to play it, from what that player can see. Higher is better; the
// greedy bot plays a legal action with the highest score, ties broken at
// random.
type ActionScorer interface {
	ScoreAction(a engine.Action) float64
}

// Evaluator is the heuristic of a game's greedy bot as a value of a
// position: how good the state is for player p. The greedy bot of a game
// whose state has no ActionScorer plays each legal action on a copy of the
// state (one-ply lookahead) and keeps one whose result Evaluate scores
// highest. Without either interface the greedy bot scores results by
// Returns.
type Evaluator interface {
	Evaluate(p engine.Player) float64
}

// Outcomer is implemented by states that say how a finished game ended:
// "won", "stopped", or the condition that lost it ("lost: deck empty at
// the Flip"). Each distinct text is a line of the endings table.
type Outcomer interface {
	Outcome() string
}

// Winner is implemented by solitaire states that say whether the game was
// won, for the win rate.
type Winner interface {
	Won() bool
}

// Turner is implemented by states that count turns as the game's rules do.
type Turner interface {
	Turn() int
}

// RuleCounter is implemented by states that count the rules they apply
// over a game: RulesFired calls fired once per rule applied at least once,
// with its number in the rulebook ("4.5.5") or a name, and how many times.
// The simulator reports each rule's mean per game and the share of games
// in which it fired.
type RuleCounter interface {
	RulesFired(fired func(rule string, times int))
}

// BotDescriber is implemented by games that describe their greedy bot's
// heuristic in a sentence or two, for the simulate command's help.
type BotDescriber interface {
	GreedyDoc() string
}

// newState deals a game from seed for players seats (0: the game's own
// number). It is the only place the simulator creates a game's state.
func newState(g engine.Game, opts engine.Options, players int, seed uint64) (engine.State, error) {
	return engine.NewGame(g, engine.Setup{Options: opts, Players: players, Seed: seed})
}

// seats deals one game and returns its number of players: the number
// asked for, checked against the deal, or the game's least.
func seats(g engine.Game, opts engine.Options, players int) (int, error) {
	if _, err := engine.CheckPlayers(g, players); err != nil {
		return 0, configErr("sim: %v", strings.TrimPrefix(err.Error(), "engine: "))
	}
	s, err := newState(g, opts, players, 0)
	if err != nil {
		return 0, err
	}
	n := len(s.Returns())
	if n == 0 {
		return 0, fmt.Errorf("sim: %s: a deal returns no player results", g.Name())
	}
	if players > 0 && players != n {
		return 0, configErr("sim: %s is dealt for %s, not %d", g.Name(), plural(n, "player"), players)
	}
	return n, nil
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
