package main

import (
	"context"
	"fmt"

	"io/fs"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/publish"
	"github.com/cardstock/cardstock/templates"
)

func init() { commands = append(commands, newBuildCmd) }

type buildOptions struct {
	Out          string  // output folder
	Content      string  // a content folder to read instead of the embedded one
	Paper        string  // "a4" | "letter"
	Bleed        float64 // millimetres
	Size         string  // card size override: poker, bridge, tarot, mini, us-mini, WxH
	Backs        string  // layout.Backs
	Guides       bool    // draw safe-zone guides
	StandardBack string  // back design for standard decks
	PrintShop    bool    // also write print-shop PDFs
	Rulebooks    bool    // also typeset each game's rules.md
	Games        []string
}

func newBuildCmd(io *ioStreams) *cobra.Command {
	opts := buildOptions{}
	cmd := &cobra.Command{
		Use:   "build [game...]",
		Short: "Build every printable component and rulebook of the games (all games by default) into the output folder",
		Long: `Build draws every printable component of the named games (all games when
none is named): card sheets with bleed and crop marks, print-shop PDFs with
one card per page, tableaux, tokens and play mats, the typeset rulebook and
quick-reference sheet, player-aid cards and score sheets, as
out/<game>/*.pdf.

Bad content stops the build with path:line:col messages, and nothing is
written. Files are written atomically and are byte-identical from one build to
the next (SOURCE_DATE_EPOCH sets the document date).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Games = args
			return runBuild(cmd.Context(), opts, io)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Out, "out", "out", "output folder")
	f.StringVar(&opts.Content, "content", "", "read games from this folder (same layout as content/) instead of the built-in content")
	f.StringVar(&opts.Paper, "paper", "a4", "paper: a4 or letter")
	f.Float64Var(&opts.Bleed, "bleed", layout.DefaultBleed, "bleed around each card in mm (3.175 for 1/8 in)")
	f.StringVar(&opts.Size, "size", "", "print playing cards at this size: "+strings.Join(cards.SizeNames, ", ")+", or WxH in mm (default: each deck's own)")
	f.StringVar(&opts.Backs, "backs", string(layout.BacksNone), "card backs: none, duplex-long, duplex-short or fold")
	f.BoolVar(&opts.Guides, "guides", false, "draw each card's safe zone (3 mm inside the trim)")
	f.StringVar(&opts.StandardBack, "standard-back", "", "back design for a game's standard deck and the cards shuffled into it: "+strings.Join(templates.BackNames(), ", ")+" (default: each game's own; a game with two standard decks keeps their backs)")
	f.BoolVar(&opts.PrintShop, "printshop", true, "also write print-shop PDFs (one card per page, TrimBox and BleedBox set)")
	f.BoolVar(&opts.Rulebooks, "rulebooks", true, "also typeset each game's rulebook (rules.md) as <game>-rules.pdf and its quick reference (quickref.md) as <game>-quickref.pdf")
	return cmd
}

// selectGames returns the named games, or every game of fsys.
func selectGames(fsys fs.FS, names []string) ([]string, error) {
	all, err := content.Games(fsys)
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		if len(all) == 0 {
			if _, err := fs.Stat(fsys, cards.Manifest); err == nil {
				return nil, usageError{fmt.Errorf("no games found: this is a game's own folder; give --content the folder that holds it")}
			}
			return nil, fmt.Errorf("no games found (a game is a folder with a %s)", cards.Manifest)
		}
		return all, nil
	}
	seen := map[string]bool{}
	var unique []string
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			unique = append(unique, n)
		}
	}
	names = unique
	for _, n := range names {
		found := false
		for _, a := range all {
			found = found || a == n
		}
		if !found {
			return nil, usageError{fmt.Errorf("unknown game %q: want one of %s", n, strings.Join(all, ", "))}
		}
	}
	return names, nil
}

func runBuild(ctx context.Context, opts buildOptions, io *ioStreams) error {
	paper, err := layout.ParsePaper(opts.Paper)
	if err != nil {
		return usageError{fmt.Errorf("--paper %q: want %s", opts.Paper, strings.Join(layout.PaperNames(), " or "))}
	}
	backs, err := layout.ParseBacks(opts.Backs)
	if err != nil {
		return usageError{fmt.Errorf("--backs %q: want none, duplex-long, duplex-short or fold", opts.Backs)}
	}
	if !(opts.Bleed >= 0 && opts.Bleed <= 10) { // NaN fails too
		return usageError{fmt.Errorf("--bleed %g: want 0 to 10 mm", opts.Bleed)}
	}
	if opts.Size != "" {
		w, h, err := cards.ParseSize(opts.Size)
		if err != nil {
			return usageError{fmt.Errorf("--size: %w", err)}
		}
		// The card faces are drawn for playing cards: below a mini card
		// there is no room for an index and a line of text.
		if w < 35 || h < 50 {
			return usageError{fmt.Errorf("--size %s: cards of %gx%g mm are too small; the smallest is 35x50 mm", opts.Size, w, h)}
		}
	}
	if opts.StandardBack != "" {
		if _, ok := templates.Backs[opts.StandardBack]; !ok {
			return usageError{fmt.Errorf("--standard-back %q: want one of %s", opts.StandardBack, strings.Join(templates.BackNames(), ", "))}
		}
	}
	fsys, err := contentFS(opts.Content)
	if err != nil {
		return err
	}
	games, err := selectGames(fsys, opts.Games)
	if err != nil {
		return err
	}
	po := publish.Options{
		BuildOptions: layout.BuildOptions{Paper: paper, Bleed: opts.Bleed, Backs: backs, Guides: opts.Guides,
			StandardBack: opts.StandardBack, PrintShop: opts.PrintShop, CardSize: opts.Size},
		Rulebooks:   opts.Rulebooks,
		PaperName:   paper.Name,
		ContentRoot: contentRoot(opts.Content),
		Resolve:     generated,
		Tables:      aidTables,
	}
	built, err := publish.Build(fsys, games, po)
	if err != nil {
		return err
	}
	for _, n := range publish.Notes(built) {
		fmt.Fprintln(io.Err, "note:", n)
	}
	return publish.Write(opts.Out, built, func(path string) { fmt.Fprintln(io.Out, path) })
}
