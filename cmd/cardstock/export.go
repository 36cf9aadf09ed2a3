package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/publish"
)

func init() { commands = append(commands, newExportCmd) }

type exportOptions struct {
	Out       string
	Content   string
	DPI       float64
	Bleed     float64
	Size      string
	URLPrefix string
	Quiet     bool
}

func newExportCmd(io *ioStreams) *cobra.Command {
	opts := exportOptions{}
	cmd := &cobra.Command{
		Use:   "export tgc|mpc|tts|png GAME...",
		Short: "Export a game's cards, backs, tableaux, tokens and mats as PNG images for print-on-demand services or Tabletop Simulator",
		Long: `Export draws every item of the named games as RGB PNG images (sRGB) into
out/<game>/<format>/:

  tgc   The Game Crafter: 300 DPI with 1/8 in bleed (a poker card is 825 x 1125 px)
  mpc   MakePlayingCards: 300 DPI with 0.12 in bleed (822 x 1122 px)
  png   any DPI (--dpi) and bleed (--bleed)
  tts   Tabletop Simulator: deck sheets of at most 10 x 7 cards and 4096 x 4096 px,
        the last slot the hidden-card image, a back image per deck, and a saved
        object <game>.json to copy into Tabletop Simulator's Saved Objects folder

tgc, mpc and png write one image per card (counts.csv gives each card's
number of copies) and back.png per deck; every format writes each mat as one
image at its full size. Files are byte-identical from one export to the next.`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runExport(cmd, args[0], args[1:], opts, io)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Out, "out", "out", "output folder")
	f.StringVar(&opts.Content, "content", "", "read games from this folder (same layout as content/) instead of the built-in content")
	f.Float64Var(&opts.DPI, "dpi", 300, "png: dots per inch")
	f.Float64Var(&opts.Bleed, "bleed", 25.4/8, "png: bleed around each card in mm")
	f.StringVar(&opts.Size, "size", "", "draw playing cards at this size: "+strings.Join(cards.SizeNames, ", ")+", or WxH in mm (default: each deck's own)")
	f.StringVar(&opts.URLPrefix, "url-prefix", "", "tts: put this before the image file names in the saved object (such as https://example.org/decks/); default: relative file names")
	f.BoolVarP(&opts.Quiet, "quiet", "q", false, "no progress bar")
	return cmd
}

func runExport(cmd *cobra.Command, format string, names []string, opts exportOptions, streams *ioStreams) error {
	known := false
	for _, f := range layout.ExportFormats {
		known = known || f == format
	}
	if !known {
		return usageError{fmt.Errorf("unknown export format %q: want one of %s", format, strings.Join(layout.ExportFormats, ", "))}
	}
	fl := cmd.Flags()
	if format != "png" && (fl.Changed("dpi") || fl.Changed("bleed")) {
		return usageError{fmt.Errorf("--dpi and --bleed are for png: %s has its own", format)}
	}
	if format != "tts" && fl.Changed("url-prefix") {
		return usageError{fmt.Errorf("--url-prefix is for tts")}
	}
	if !(opts.DPI >= 30 && opts.DPI <= 1200) { // NaN fails too
		return usageError{fmt.Errorf("--dpi %g: want 30 to 1200", opts.DPI)}
	}
	if !(opts.Bleed >= 0 && opts.Bleed <= 10) {
		return usageError{fmt.Errorf("--bleed %g: want 0 to 10 mm", opts.Bleed)}
	}
	built, err := drawGames(names, opts.Content, opts.Size, func(name string, g *cards.Game) ([]layout.Output, error) {
		bar := newProgress(streams.Err, opts.Quiet, format+" "+name, "files")
		defer bar.finish()
		return layout.Export(g, layout.ExportOptions{Format: format, DPI: opts.DPI, Bleed: opts.Bleed,
			CardSize: opts.Size, URLPrefix: opts.URLPrefix, Progress: bar.update})
	})
	if err != nil {
		return err
	}
	// Written all or nothing, once every game was drawn: bad content or a
	// failed write leaves the output folder as it was.
	if err := publish.Write(opts.Out, built, nil); err != nil {
		return err
	}
	for _, g := range built {
		fmt.Fprintf(streams.Out, "%s: %d files\n", filepath.Join(opts.Out, g.Name, format), len(g.Outputs))
	}
	return nil
}

// checkSize checks a --size value as build does.
func checkSize(size string) error {
	w, h, err := cards.ParseSize(size)
	if err != nil {
		return usageError{fmt.Errorf("--size: %w", err)}
	}
	if w < 35 || h < 50 {
		return usageError{fmt.Errorf("--size %s: cards of %gx%g mm are too small; the smallest is 35x50 mm", size, w, h)}
	}
	return nil
}
