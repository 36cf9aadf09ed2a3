package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/cardstock/cardstock/engine"
)

// A Bot chooses one of the legal actions of the state s for the player
// to act. r is the game's own generator: a bot that draws only from it
// plays the same game on any worker.
type Bot interface {
	Choose(s engine.State, legal []engine.Action, r *rand.Rand) engine.Action
}

// Bots lists the bots by name, in the order help lists them.
var Bots = []string{"random", "greedy"}

// BotDocs describes each bot for the command's help.
var BotDocs = map[string]string{
	"random": "plays a legal action chosen uniformly at random",
	"greedy": "plays the legal action its game's heuristic likes best (ties at random): an action score where the game has one, else a one-ply lookahead scored by the game's evaluation, or by the returns",
}

// NewBot returns the bot called name.
func NewBot(name string) (Bot, error) {
	switch name {
	case "random":
		return Random{}, nil
	case "greedy":
		return Greedy{}, nil
	}
	return nil, fmt.Errorf("sim: unknown bot %q (bots: %s)", name, strings.Join(Bots, ", "))
}

// Random plays uniformly at random among the legal actions.
type Random struct{}

// Choose picks a legal action at random.
func (Random) Choose(_ engine.State, legal []engine.Action, r *rand.Rand) engine.Action {
	return legal[r.IntN(len(legal))]
}

// Greedy plays the action its game's heuristic scores highest, ties broken
// at random: by ActionScorer where the state has it, else by a one-ply
// lookahead scored by Evaluator or, failing that, by the player's return.
type Greedy struct{}

// Choose picks the best-scored legal action.
func (Greedy) Choose(s engine.State, legal []engine.Action, r *rand.Rand) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	var score func(a engine.Action) float64
	if sc, ok := s.(ActionScorer); ok {
		score = sc.ScoreAction
	} else {
		p := s.CurrentPlayer()
		score = func(a engine.Action) float64 { return lookahead(s, a, p) }
	}
	best, bestScore, ties := legal[0], score(legal[0]), 1
	for _, a := range legal[1:] {
		v := score(a)
		switch {
		case v > bestScore:
			best, bestScore, ties = a, v, 1
		case v == bestScore:
			// reservoir sampling: each tied action is kept with equal chance
			ties++
			if r.IntN(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// lookahead plays a on a copy of s and scores the result for p: by the
// game's Evaluator, or else by p's return.
func lookahead(s engine.State, a engine.Action, p engine.Player) float64 {
	c := s.Clone()
	if err := c.Apply(a); err != nil {
		return math.Inf(-1)
	}
	if e, ok := c.(Evaluator); ok {
		return e.Evaluate(p)
	}
	if ret := c.Returns(); int(p) >= 0 && int(p) < len(ret) {
		return ret[p]
	}
	return 0
}
