package main

import (
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/layout/publish"
	"github.com/cardstock/cardstock/layout/rulebook"
)

func init() { commands = append(commands, newRulebookCmd) }

// rulebookOptions are the settings of `cardstock rulebook`.
type rulebookOptions struct {
	Game    string // game folder name: "royal-haunts"
	Paper   string // "a4" | "letter" | "a5-booklet"
	Out     string // output folder, default "out"
	Content string // a content folder read instead of the embedded one
}

func newRulebookCmd(ios *ioStreams) *cobra.Command {
	opts := rulebookOptions{}
	cmd := &cobra.Command{
		Use:   "rulebook GAME",
		Short: "Typeset a game's rulebook (content/GAME/rules.md) as a PDF",
		Long: `Typeset a game's rules.md as a PDF rulebook: a cover, the contents with
page numbers, running heads, numbered rules with links, card notation drawn in
its suit colours and small card images.

The file is written to OUT/GAME/GAME-rules.pdf, or for --paper a5-booklet to
OUT/GAME/GAME-rules-booklet.pdf: A5 pages two to a side of A4 landscape in
booklet order; print duplex flipping on the short edge, fold and staple.`,
		Example: "  cardstock rulebook royal-haunts --paper a4\n  cardstock rulebook tavern-tales --paper a5-booklet --out dist",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			return runRulebook(opts, ios)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Paper, "paper", "a4", "paper: "+strings.Join(rulebook.Papers, ", "))
	f.StringVar(&opts.Out, "out", "out", "output folder")
	f.StringVar(&opts.Content, "content", "", "read games from this folder instead of the embedded content")
	return cmd
}

func runRulebook(opts rulebookOptions, ios *ioStreams) error {
	// One document from a short-lived process: collecting garbage a
	// quarter as often saves a fifth of the CPU for some 8 MB of memory.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	return writeGameDoc(opts.Game, opts.Paper, rulebook.Papers, strings.Join(rulebook.Papers, ", "), opts.Content, opts.Out, publish.Rulebook, ios)
}

// writeGameDoc makes one document of one game on a paper of papers (want
// names them in the message for any other), as make does it for build
// (publish.Rulebook, publish.QuickRef), with the engines' generated
// content, and writes it under out.
func writeGameDoc(game, paper string, papers []string, want, content, out string,
	make func(fs.FS, string, publish.Options) (publish.Game, error), ios *ioStreams) error {
	if !slices.Contains(papers, paper) {
		return usageError{fmt.Errorf("unknown paper %q: want %s", paper, want)}
	}
	fsys, err := contentFS(content)
	if err != nil {
		return usageError{err}
	}
	if _, err := selectGames(fsys, []string{game}); err != nil {
		return err
	}
	g, err := make(fsys, game, publish.Options{PaperName: paper, ContentRoot: contentRoot(content), Resolve: generated})
	if err != nil {
		return err
	}
	return publish.Write(out, []publish.Game{g}, func(path string) { fmt.Fprintln(ios.Out, path) })
}
