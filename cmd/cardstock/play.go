package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/layout"
)

func init() { commands = append(commands, newPlayCmd) }

// playOptions are the flags and arguments of cardstock play.
type playOptions struct {
	Game    string
	Seed    uint64
	Options []string // NAME=VALUE
	Record  string   // write a transcript of the game to this file
}

func newPlayCmd(io *ioStreams) *cobra.Command {
	var opts playOptions
	cmd := &cobra.Command{
		Use:   "play GAME",
		Short: "Play a game in the terminal",
		Long: `Play deals GAME from --seed and plays it in the terminal. Each turn it
shows the state and the legal actions, numbered; type a number or an action
in the transcript vocabulary ("cardstock help transcripts"). A refused
action is explained with the rule that forbids it. "help" lists the
vocabulary, "quit" ends the session. --record writes the game as a
transcript that "cardstock verify" replays.`,
		Example: "  cardstock play queens-challenge --seed 7 --record game.txt",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			return runPlay(opts, os.Stdin, io)
		},
	}
	cmd.Flags().Uint64Var(&opts.Seed, "seed", 0, "the seed of the deal")
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
	s, err := engine.NewGame(g, engine.Setup{Options: gopts, Seed: opts.Seed})
	if err != nil {
		return err
	}
	var played []string
	out := ios.Out
	sc := bufio.NewScanner(in)
	for !s.IsTerminal() {
		legal := s.LegalActions()
		fmt.Fprintf(out, "\n%s\nlegal actions:\n", view(s))
		for i, a := range legal {
			fmt.Fprintf(out, "  %2d  %s\n", i+1, s.ActionString(a))
		}
		fmt.Fprint(out, "> ")
		if !sc.Scan() {
			fmt.Fprintln(out)
			break
		}
		line := strings.TrimSpace(sc.Text())
		switch line {
		case "":
			continue
		case "quit", "exit":
			return finishPlay(opts, g, gopts, s, played, ios)
		case "help", "?":
			fmt.Fprint(out, vocabularyText(g))
			continue
		}
		var acts []engine.Action
		if n, err := strconv.Atoi(line); err == nil {
			if n < 1 || n > len(legal) {
				fmt.Fprintf(out, "no action %d: type 1 to %d\n", n, len(legal))
				continue
			}
			acts = []engine.Action{legal[n-1]}
		} else {
			var lp engine.LineParser
			if p, ok := s.(engine.LineParser); ok {
				lp = p
			}
			if lp != nil {
				acts, err = lp.ParseLine(line)
			} else {
				var a engine.Action
				a, err = s.ParseAction(line)
				acts = []engine.Action{a}
			}
			if err != nil {
				fmt.Fprintf(out, "%v\n(type help for the actions)\n", err)
				continue
			}
		}
		c := s.Clone()
		var refused error
		var texts []string
		for _, a := range acts {
			texts = append(texts, c.ActionString(a))
			if refused = c.Apply(a); refused != nil {
				break
			}
		}
		if refused != nil {
			fmt.Fprintln(out, refused)
			continue
		}
		s = c
		played = append(played, texts...)
	}
	if sc.Err() != nil {
		return fmt.Errorf("play: reading moves: %w", sc.Err())
	}
	return finishPlay(opts, g, gopts, s, played, ios)
}

func finishPlay(opts playOptions, g engine.Game, gopts engine.Options, s engine.State, played []string, ios *ioStreams) error {
	if s.IsTerminal() {
		fmt.Fprintf(ios.Out, "\n%s\ngame over: returns %v\n", view(s), s.Returns())
	}
	if opts.Record == "" {
		return nil
	}
	err := layout.WriteFileAtomic(opts.Record, func(w io.Writer) error {
		_, err := io.WriteString(w, recordTranscript(g, gopts, opts.Seed, s, played))
		return err
	})
	if err != nil {
		return fmt.Errorf("play: %w", err)
	}
	fmt.Fprintf(ios.Out, "recorded %d actions to %s\n", len(played), opts.Record)
	return nil
}

// view is what the player may see of s.
func view(s engine.State) string {
	if v, ok := s.(engine.Viewer); ok {
		return strings.TrimRight(v.View(), "\n")
	}
	return strings.TrimRight(s.String(), "\n")
}

// recordTranscript writes a played game as a transcript.
func recordTranscript(g engine.Game, gopts engine.Options, seed uint64, s engine.State, played []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# recorded by cardstock play\ngame %s\n", g.Name())
	names := make([]string, 0, len(gopts))
	for n := range gopts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "option %s=%s\n", n, gopts[n])
	}
	fmt.Fprintf(&b, "seed %d\n", seed)
	for _, p := range played {
		fmt.Fprintln(&b, p)
	}
	fmt.Fprintf(&b, "expect over: %s\n", map[bool]string{true: "yes", false: "no"}[s.IsTerminal()])
	if tr, ok := g.(engine.Transcriber); ok {
		for _, k := range []string{"result", "score"} {
			if got, _, err := tr.Expect(s, k, ""); err == nil {
				fmt.Fprintf(&b, "expect %s: %s\n", k, got)
			}
		}
	}
	return b.String()
}

var errNoVocabulary = errors.New("no transcript vocabulary")

// vocabularyText lists a game's transcript vocabulary.
func vocabularyText(g engine.Game) string {
	tr, ok := g.(engine.Transcriber)
	if !ok {
		return errNoVocabulary.Error() + "\n"
	}
	var b strings.Builder
	writeVocabulary(&b, g.Name(), tr.Vocabulary(), g.Options())
	return b.String()
}
