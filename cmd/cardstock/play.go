package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/session"
	"github.com/cardstock/cardstock/layout"
)

func init() { commands = append(commands, newPlayCmd) }

// playOptions are the flags and arguments of cardstock play.
type playOptions struct {
	Game    string
	Seed    uint64
	Players int
	As      int
	Bots    string
	Options []string // NAME=VALUE
	Record  string   // write a transcript of the game to this file
}

func newPlayCmd(io *ioStreams) *cobra.Command {
	var opts playOptions
	cmd := &cobra.Command{
		Use:   "play GAME",
		Short: "Play a game in the terminal",
		Long: `Play deals GAME from --seed and plays it in the terminal. Each turn it
shows what the player to act may see and the legal choices, numbered; type a
number or an action in the transcript vocabulary ("cardstock help
transcripts"). After each action it says what happened; a refused action is
explained with the rule that forbids it. "help" lists the vocabulary, "menu"
the choices again, "quit" ends the session.

With several players all seats are played at one keyboard, with a hand-over
screen between players; --as N --bots random plays seat N against bots.
--record writes the game as a transcript that "cardstock verify" replays.`,
		Example: "  cardstock play queens-challenge --seed 7 --record game.txt\n" +
			"  cardstock play castle-poker --players 4 --seed 7\n" +
			"  cardstock play castle-poker --players 3 --as 1 --bots random",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			return runPlay(opts, os.Stdin, io)
		},
	}
	cmd.Flags().Uint64Var(&opts.Seed, "seed", 0, "the seed of the deal")
	cmd.Flags().IntVar(&opts.Players, "players", 0, "the number of players (default: the game's least)")
	cmd.Flags().IntVar(&opts.As, "as", 0, "the seat you play (1, 2, ...); bots play the others")
	cmd.Flags().StringVar(&opts.Bots, "bots", "", "how bots play the other seats: random (with --as)")
	cmd.Flags().StringArrayVar(&opts.Options, "option", nil, "a ruleset option NAME=VALUE (repeatable)")
	cmd.Flags().StringVar(&opts.Record, "record", "", "write the game as a transcript to this file")
	return cmd
}

// parseGameOptions reads NAME=VALUE flags and checks them against g.
func parseGameOptions(g engine.Game, flags []string) (engine.Options, error) {
	o := engine.Options{}
	for _, f := range flags {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" {
			return nil, usageError{fmt.Errorf("play: --option %q: want NAME=VALUE", f)}
		}
		o[k] = v
	}
	if _, err := engine.ResolveOptions(g, o); err != nil {
		return nil, usageError{err}
	}
	return o, nil
}

// runPlay plays a game reading moves from in.
func runPlay(opts playOptions, in io.Reader, ios *ioStreams) error {
	g, ok := engine.Lookup(opts.Game)
	if !ok {
		return usageError{fmt.Errorf("play: unknown game %q (games: %s)", opts.Game, strings.Join(engine.Names(), ", "))}
	}
	gopts, err := parseGameOptions(g, opts.Options)
	if err != nil {
		return err
	}
	ss, err := session.New(session.Config{Game: g, Setup: engine.Setup{Options: gopts, Players: opts.Players, Seed: opts.Seed},
		As: opts.As, Bots: opts.Bots}, in, ios.Out)
	if errors.Is(err, session.ErrUsage) {
		return usageError{fmt.Errorf("play: %v", strings.TrimPrefix(err.Error(), "usage: "))}
	}
	if err != nil {
		return fmt.Errorf("play: %w", err)
	}
	runErr := ss.Run()
	if opts.Record != "" {
		err := layout.WriteFileAtomic(opts.Record, func(w io.Writer) error {
			_, err := io.WriteString(w, "# recorded by cardstock play\n"+ss.Transcript().String())
			return err
		})
		if err != nil {
			return fmt.Errorf("play: %w", err)
		}
		fmt.Fprintf(ios.Out, "recorded %s to %s\n", engine.Count(ss.Actions(), "action"), opts.Record)
	}
	return runErr
}
