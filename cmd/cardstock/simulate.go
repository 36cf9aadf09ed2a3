package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
	"github.com/cardstock/cardstock/engine/sim/report"
)

func init() { commands = append(commands, newSimulateCmd) }

// simulateOptions are the flags and arguments of cardstock simulate.
type simulateOptions struct {
	Game       string
	Games      int
	Seed       uint64
	Jobs       int
	Bot        string   // one bot, or one per seat joined by commas
	Players    int      // 0: the game's own
	Options    []string // NAME=VALUE
	Compare    string   // KEY=A,B
	Report     string   // folder for the Markdown report, CSV data and charts
	MaxActions int
	Quiet      bool
}

func newSimulateCmd(io *ioStreams) *cobra.Command {
	var opts simulateOptions
	cmd := &cobra.Command{
		Use:   "simulate GAME",
		Short: "Play many games with bots and report balance figures",
		Long: `Simulate plays --games games of GAME with bots, on every core, and prints
win rate (solitaires), score, game length in actions and turns, seat and
first-player advantage (games of several players), how each game ended
and how often each kind of action was played, each figure with its 95%
confidence interval (Wilson's for proportions).

The same --seed gives the same figures with any --jobs: game i is dealt
from a seed mixed from --seed and i, and its bots draw from it too.

--compare KEY=A,B plays the same deals once per value side by side: KEY is
an option of the game, "bot" (bots per seat joined by +) or "players".
--report DIR also writes report.md, CSV data and PNG charts into DIR.
A progress bar shows on a terminal, unless --quiet.

Bots:
` + botHelp(),
		Example: `  cardstock simulate queens-challenge --games 1000000 --seed 1
  cardstock simulate royal-haunts --games 200000 --option jokers=off --bot greedy
  cardstock simulate queens-challenge --bot greedy --compare enemies=symmetric,one-way --report out/qc-balance`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			return runSimulate(cmd.Context(), opts, io)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.Games, "games", 10000, "how many games to play")
	f.Uint64Var(&opts.Seed, "seed", 1, "the seed the games' deals are drawn from")
	f.IntVar(&opts.Jobs, "jobs", 0, "games played at once (0: one per core); the figures do not depend on it")
	f.StringVar(&opts.Bot, "bot", "random", "the bot at every seat, or one per seat separated by commas: "+strings.Join(sim.Bots, ", "))
	f.IntVar(&opts.Players, "players", 0, "number of players (0: the game's own)")
	f.StringArrayVar(&opts.Options, "option", nil, "a ruleset option NAME=VALUE (repeatable)")
	f.StringVar(&opts.Compare, "compare", "", "compare values side by side: OPTION=A,B, bot=A,B or players=A,B")
	f.StringVar(&opts.Report, "report", "", "write a Markdown report with CSV data and PNG charts to this folder")
	f.IntVar(&opts.MaxActions, "max-actions", 0, "cut off a game after this many actions (0: 100000)")
	f.BoolVar(&opts.Quiet, "quiet", false, "no progress bar")
	return cmd
}

// botHelp describes the bots, and each game's greedy heuristic.
func botHelp() string {
	var b strings.Builder
	for _, n := range sim.Bots {
		fmt.Fprintf(&b, "  %-7s %s\n", n, sim.BotDocs[n])
	}
	for _, n := range engine.Names() {
		g, _ := engine.Lookup(n)
		if d, ok := g.(sim.BotDescriber); ok {
			fmt.Fprintf(&b, "\n  greedy in %s: %s.\n", n, d.GreedyDoc())
		}
	}
	return b.String()
}

// runSimulate runs the simulation opts describes and prints its summary.
func runSimulate(ctx context.Context, opts simulateOptions, ios *ioStreams) error {
	if ctx == nil {
		ctx = context.Background()
	}
	g, ok := engine.Lookup(opts.Game)
	if !ok {
		return usageError{fmt.Errorf("simulate: unknown game %q (games: %s)", opts.Game, strings.Join(engine.Names(), ", "))}
	}
	gopts, err := parseGameOptions(g, opts.Options)
	if err != nil {
		return err
	}
	if opts.Games < 1 {
		return usageError{fmt.Errorf("simulate: --games %d: want at least 1", opts.Games)}
	}
	if opts.Jobs < 0 || opts.Players < 0 || opts.MaxActions < 0 {
		return usageError{fmt.Errorf("simulate: --jobs, --players and --max-actions cannot be negative")}
	}
	bots := strings.Split(opts.Bot, ",")
	for _, b := range bots {
		if _, err := sim.NewBot(strings.TrimSpace(b)); err != nil {
			return usageError{fmt.Errorf("simulate: --bot: %w", err)}
		}
	}
	for i := range bots {
		bots[i] = strings.TrimSpace(bots[i])
	}
	base := sim.Config{Game: g, Options: gopts, Players: opts.Players, Bots: bots, Games: opts.Games,
		Seed: opts.Seed, Jobs: opts.Jobs, MaxActions: opts.MaxActions}
	configs := []sim.Config{base}
	if opts.Compare != "" {
		if configs, err = sim.Compare(base, opts.Compare); err != nil {
			return usageError{err}
		}
	}

	bar := newProgress(ios.Err, opts.Quiet, "simulating "+g.Name(), "games")
	total := opts.Games * len(configs)
	runs := make([]*sim.Stats, 0, len(configs))
	start := time.Now()
	for i, c := range configs {
		offset := i * opts.Games
		c.Progress = func(done int) { bar.update(offset+done, total) }
		st, err := sim.Run(ctx, c)
		if err != nil {
			bar.clear()
			if errors.Is(err, sim.ErrConfig) {
				return usageError{err}
			}
			return err
		}
		runs = append(runs, st)
	}
	elapsed := time.Since(start)
	bar.finish()
	if opts.Report != "" {
		if err := report.Write(opts.Report, g, runs); err != nil {
			return err
		}
	}
	if err := sim.Summary(ios.Out, g, runs); err != nil {
		return err
	}
	if bar.on {
		fmt.Fprintf(ios.Err, "%d games in %.2fs (%.0f games/s)\n", total, elapsed.Seconds(), float64(total)/elapsed.Seconds())
	}
	if opts.Report != "" {
		fmt.Fprintf(ios.Out, "report written to %s\n", opts.Report)
	}
	return nil
}
