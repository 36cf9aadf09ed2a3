package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/engine"
)

func init() { commands = append(commands, newReferenceCmd) }

type referenceOptions struct {
	Game    string
	Format  string   // "markdown" or "csv"
	Table   string   // one table's ID; empty for all
	Options []string // NAME=VALUE
}

func newReferenceCmd(io *ioStreams) *cobra.Command {
	var opts referenceOptions
	cmd := &cobra.Command{
		Use:   "reference GAME",
		Short: "Print a game's reference tables (spells, hand rankings, odds) generated from its engine",
		Long: `Reference prints the reference tables of GAME, generated from its rules
engine: every table is measured by playing positions on the engine, and
odds are exact counts over every five-card hand. --table picks one table
by its ID (shown after each title); --option sets ruleset options, as for
play. Markdown is the default; --format csv writes CSV (several tables are each introduced by a
"# ID: Title" line and separated by a blank line).`,
		Example: "  cardstock reference royal-haunts\n  cardstock reference queens-challenge --format csv --table gifts",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			return runReference(opts, io)
		},
	}
	cmd.Flags().StringVar(&opts.Format, "format", "markdown", "markdown or csv")
	cmd.Flags().StringVar(&opts.Table, "table", "", "print only the table with this ID")
	cmd.Flags().StringArrayVar(&opts.Options, "option", nil, "a ruleset option NAME=VALUE (repeatable)")
	return cmd
}

// referenceGames lists the registered games that generate tables.
func referenceGames() []string {
	var out []string
	for _, n := range engine.Names() {
		g, _ := engine.Lookup(n)
		if _, ok := g.(engine.Referencer); ok {
			out = append(out, n)
		}
	}
	return out
}

func runReference(opts referenceOptions, io *ioStreams) error {
	if opts.Format != "markdown" && opts.Format != "csv" {
		return usageError{fmt.Errorf("reference: --format %q: want markdown or csv", opts.Format)}
	}
	g, ok := engine.Lookup(opts.Game)
	if _, isRef := g.(engine.Referencer); !ok || !isRef {
		return usageError{fmt.Errorf("reference: no tables for %q (games with tables: %s)", opts.Game, strings.Join(referenceGames(), ", "))}
	}
	gopts := engine.Options{}
	for _, f := range opts.Options {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" {
			return usageError{fmt.Errorf("reference: --option %q: want NAME=VALUE", f)}
		}
		gopts[k] = v
	}
	if _, err := engine.ResolveOptions(g, gopts); err != nil {
		return usageError{err}
	}
	ts, err := engine.GameTables(opts.Game, gopts)
	if err != nil {
		return err
	}
	if opts.Table != "" {
		t, err := engine.FindTable(ts, opts.Table)
		if err != nil {
			return usageError{err}
		}
		ts = []engine.Table{t}
	}
	return writeTables(io.Out, opts.Format, ts, opts.Table != "")
}

// writeTables writes the tables at once, so that a failure leaves no
// partial output.
func writeTables(w io.Writer, format string, ts []engine.Table, single bool) error {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteByte('\n')
		}
		switch {
		case format == "csv" && single:
			b.WriteString(t.CSV())
		case format == "csv":
			fmt.Fprintf(&b, "# %s: %s\n", t.ID, t.Title)
			b.WriteString(t.CSV())
		default:
			fmt.Fprintf(&b, "## %s (%s)\n\n", t.Title, t.ID)
			b.WriteString(t.Markdown())
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
