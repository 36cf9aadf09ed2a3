package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/publish"
)

func init() { commands = append(commands, newPreviewCmd) }

type previewOptions struct {
	Out     string
	Content string
	DPI     float64
	Size    string
}

func newPreviewCmd(streams *ioStreams) *cobra.Command {
	opts := previewOptions{}
	cmd := &cobra.Command{
		Use:   "preview GAME...",
		Short: "Draw a contact sheet of each deck of the games: every card once and the back, at screen resolution",
		Long: `Preview draws, for each deck of the named games, one PNG with every card
once (in the deck's order) and the deck's back last, as
out/<game>/<game>-<deck>-preview.png: a quick look at a deck, or a picture
for a web page.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPreview(args, opts, streams)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Out, "out", "out", "output folder")
	f.StringVar(&opts.Content, "content", "", "read games from this folder (same layout as content/) instead of the built-in content")
	f.Float64Var(&opts.DPI, "dpi", layout.PreviewDPI, "dots per inch")
	f.StringVar(&opts.Size, "size", "", "draw playing cards at this size: "+strings.Join(cards.SizeNames, ", ")+", or WxH in mm (default: each deck's own)")
	return cmd
}

func runPreview(names []string, opts previewOptions, streams *ioStreams) error {
	if !(opts.DPI >= 10 && opts.DPI <= 300) { // NaN fails too
		return usageError{fmt.Errorf("--dpi %g: want 10 to 300", opts.DPI)}
	}
	built, err := drawGames(names, opts.Content, opts.Size, func(_ string, g *cards.Game) ([]layout.Output, error) {
		return layout.PreviewGame(g, opts.DPI, opts.Size)
	})
	if err != nil {
		return err
	}
	return publish.Write(opts.Out, built, func(path string) { fmt.Fprintln(streams.Out, path) })
}
