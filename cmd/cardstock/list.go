package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout"
)

func init() { commands = append(commands, newListCmd) }

type listOptions struct {
	Content string
}

func newListCmd(io *ioStreams) *cobra.Command {
	opts := listOptions{}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the games with their decks, components, mats and card counts",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runList(opts, io)
		},
	}
	cmd.Flags().StringVar(&opts.Content, "content", "", "read games from this folder instead of the built-in content")
	return cmd
}

func runList(opts listOptions, io *ioStreams) error {
	fsys, err := contentFS(opts.Content)
	if err != nil {
		return err
	}
	games, err := selectGames(fsys, nil)
	if err != nil {
		return err
	}
	var errs cards.ErrorList
	tw := tabwriter.NewWriter(io.Out, 2, 4, 2, ' ', 0)
	for i, name := range games {
		g, err := cards.LoadAt(fsys, name, contentRoot(opts.Content), func(g *cards.Game) error {
			return layout.Validate(g, layout.BuildOptions{})
		})
		if err != nil {
			errs.Append(cards.Pos{File: name}, err)
			continue
		}
		if i > 0 {
			fmt.Fprintln(tw)
		}
		note := ""
		if g.Note != "" {
			note = " · " + g.Note
		}
		fmt.Fprintf(tw, "%s\t%s\tplayers %s%s\n", g.ID, g.Name, g.Players, note)
		for _, d := range g.Decks {
			what := d.Kind
			if d.Standard {
				what = "standard deck"
			}
			back := d.Back
			if back == "" {
				back = "no back"
			} else {
				back += " back"
			}
			size := mm(d.W, d.H)
			if _, named := cards.CardSizes[d.Size]; named {
				size = d.Size + " " + size
			}
			note := ""
			if d.Note != "" {
				note = " · " + d.Note
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s, %d, %s, %s%s\n", d.ID, d.Name, what, d.Total(), size, back, note)
		}
		for _, m := range g.Mats {
			fmt.Fprintf(tw, "  %s\t%s\tmat, %d zone%s, %s\n", m.ID, m.Name, len(m.Zones), plural(len(m.Zones)), mm(m.W, m.H))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return errs.Err()
}

func mm(w, h float64) string { return fmt.Sprintf("%gx%g mm", w, h) }
