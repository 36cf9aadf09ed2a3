// Package sim plays games of any registered engine by the million with
// bots, in parallel, and measures them: win rates, scores, game lengths,
// seat and first-player advantage, how often each kind of action and each
// ending occurs, all with 95% confidence intervals.
//
// # Reproducibility
//
// Game i of a run is dealt from GameSeed(seed, i) and its bots draw from a
// generator seeded from the same number, so a game does not depend on
// which worker plays it. Every figure is built from integer counts (each
// distribution is kept as a histogram), which add up in any order: a run
// gives the same figures with any number of jobs.
//
// # Plugging a game in
//
// A game needs nothing beyond engine.State to be simulated. A state may
// also implement the optional interfaces of this package, in a file of its
// own package (engine/queens/sim.go, engine/royalhaunts/sim.go):
//
//   - ActionScorer or Evaluator: the heuristic of the greedy bot;
//   - Outcomer: how a finished game ended ("won", "lost: two Jokers in the
//     Chamber"), for the table of endings and reasons for a loss;
//   - Winner: whether a solitaire was won, for its win rate (games of two
//     or more players are won by the highest return);
//   - Turner: the game's own turn number (otherwise a turn is a run of
//     actions by one player);
//
// and its Game may implement BotDescriber to say in the command's help what
// its greedy bot does.
//
// Actions are counted by kind (Kind of ActionString's text), looked up once
// per action value: the kind of an action must not depend on the state.
//
// Every state the simulator uses is made by one function, newState, so that
// a change of the engine core's Game.New touches only that function.
package sim
