package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/layout/publish"
	"github.com/cardstock/cardstock/layout/rulebook"
)

func init() { commands = append(commands, newQuickRefCmd) }

// quickRefOptions are the settings of `cardstock quickref`.
type quickRefOptions struct {
	Game    string
	Paper   string // "a4" | "letter"
	Out     string
	Content string
}

func newQuickRefCmd(ios *ioStreams) *cobra.Command {
	opts := quickRefOptions{}
	cmd := &cobra.Command{
		Use:   "quickref GAME",
		Short: "Typeset a game's quick-reference sheet (content/GAME/quickref.md) as a PDF",
		Long: `Typeset a game's quickref.md as a quick-reference sheet: one sheet, front
and back at most, body text 10 pt and nothing under 9 pt, with the turn
sequence, the reference tables generated from the game's engine ({{table
ID}} lines) and the key clarifications. A sheet longer than two pages is an
error naming the file.

The file is written to OUT/GAME/GAME-quickref.pdf; build writes every
game's sheet too.`,
		Example: "  cardstock quickref tavern-tales --paper letter",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			return runQuickRef(opts, ios)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Paper, "paper", "a4", "paper: "+strings.Join(rulebook.QuickRefPapers, ", "))
	f.StringVar(&opts.Out, "out", "out", "output folder")
	f.StringVar(&opts.Content, "content", "", "read games from this folder instead of the embedded content")
	return cmd
}

func runQuickRef(opts quickRefOptions, ios *ioStreams) error {
	return writeGameDoc(opts.Game, opts.Paper, rulebook.QuickRefPapers, strings.Join(rulebook.QuickRefPapers, " or "), opts.Content, opts.Out, publish.QuickRef, ios)
}
