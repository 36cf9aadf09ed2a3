// Package report writes a simulation's figures as a Markdown report with
// CSV data and PNG charts drawn by gonum.org/v1/plot.
package report

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
)

// The files Write makes in its folder.
const (
	ReportFile  = "report.md"
	SummaryCSV  = "summary.csv"
	DistCSV     = "distributions.csv"
	ScoreChart  = "score.png"
	LengthChart = "length.png"
	EndChart    = "endings.png"
	ActChart    = "actions.png"
	SeatChart   = "seats.png"
	WinChart    = "win-rate.png"
)

// Write writes the report of runs (one run, or several compared side by
// side) into dir, creating it: report.md, summary.csv (every figure with
// its interval), distributions.csv (returns and lengths, value by value)
// and the charts report.md shows. Every file is made in memory first:
// on an error nothing is written.
func Write(dir string, g engine.Game, runs []*sim.Stats) error {
	if len(runs) == 0 {
		return fmt.Errorf("report: no runs")
	}
	files := map[string][]byte{}
	var order []string
	put := func(name string, data []byte) {
		files[name] = data
		order = append(order, name)
	}
	rows := sim.Rows(runs)
	put(SummaryCSV, summaryCSV(runs, rows))
	put(DistCSV, distCSV(runs))

	var charts []chart
	if runs[0].Players == 1 {
		if runs[0].HasWinner {
			charts = append(charts, chart{WinChart, "Win rate", dots("Win rate", "share of games won", rows, runs, func(r sim.Row) bool { return r.Key == "win-rate" })})
		}
		if distinct(runs, func(st *sim.Stats) sim.Hist { return st.Returns[0] }) > 2 { // else the win rate says it all
			charts = append(charts, chart{ScoreChart, "Score", dist("Score", "score (return of the game)", runs, func(st *sim.Stats) sim.Hist { return st.Returns[0] })})
		}
	} else {
		charts = append(charts, chart{SeatChart, "Seats", dots("Seats", "share of games", rows, runs, func(r sim.Row) bool {
			return strings.HasPrefix(r.Key, "seat-win:") || r.Key == "first-player-win" || r.Key == "ties"
		})})
		charts = append(charts, chart{ScoreChart, "Returns", dots("Returns by seat", "mean return", rows, runs, func(r sim.Row) bool { return strings.HasPrefix(r.Key, "return:") })})
	}
	charts = append(charts,
		chart{LengthChart, "Game length", dist("Game length", "actions per game", runs, func(st *sim.Stats) sim.Hist { return st.Actions })},
		chart{EndChart, "Endings", dots("Endings", "share of games", rows, runs, func(r sim.Row) bool { return r.Section == sim.SecEndings })},
		chart{ActChart, "Actions", dots("Actions per game", "mean count per game", rows, runs, func(r sim.Row) bool { return r.Section == sim.SecActions })},
	)
	for _, c := range charts {
		if c.plot == nil {
			continue
		}
		svg, err := c.plot()
		if err != nil {
			return fmt.Errorf("report: %s: %w", c.file, err)
		}
		put(c.file, svg)
	}
	put(ReportFile, markdown(g, runs, rows, charts, files))

	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	for _, name := range order {
		if err := writeAtomic(filepath.Join(dir, name), files[name]); err != nil {
			return fmt.Errorf("report: %w", err)
		}
	}
	return nil
}

// distinct is how many values hist takes over all runs.
func distinct(runs []*sim.Stats, hist func(*sim.Stats) sim.Hist) int {
	seen := map[float64]bool{}
	for _, st := range runs {
		for v := range hist(st) {
			seen[v] = true
		}
	}
	return len(seen)
}

type chart struct {
	file, title string
	plot        func() ([]byte, error) // nil: nothing to draw
}

func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func ff(v float64) string {
	if math.IsNaN(v) {
		return ""
	}
	return strconv.FormatFloat(v, 'g', 10, 64)
}

func summaryCSV(runs []*sim.Stats, rows []sim.Row) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"run", "section", "key", "label", "value", "low95", "high95", "percent"})
	for i, st := range runs {
		for _, r := range rows {
			m := r.Cells[i]
			if m == nil {
				continue
			}
			_ = w.Write([]string{st.Name(), m.Section, m.Key, m.Label, ff(m.Value), ff(m.Lo), ff(m.Hi), strconv.FormatBool(m.Percent)})
		}
	}
	w.Flush()
	return b.Bytes()
}

func distCSV(runs []*sim.Stats) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"run", "measure", "value", "games"})
	for _, st := range runs {
		emit := func(measure string, h sim.Hist) {
			for _, v := range h.Values() {
				_ = w.Write([]string{st.Name(), measure, ff(v), strconv.FormatInt(h[v], 10)})
			}
		}
		for p, h := range st.Returns {
			name := "return"
			if st.Players > 1 {
				name = fmt.Sprintf("return seat %d", p+1)
			}
			emit(name, h)
		}
		emit("actions", st.Actions)
		emit("turns", st.Turns)
	}
	w.Flush()
	return b.Bytes()
}

func markdown(g engine.Game, runs []*sim.Stats, rows []sim.Row, charts []chart, files map[string][]byte) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# Simulation of %s\n\n%s.\n\n", runs[0].Game, sim.Title(runs))
	b.WriteString("| run | bots | options |\n|---|---|---|\n")
	for _, st := range runs {
		fmt.Fprintf(&b, "| %s | %s | %s |\n", esc(st.Name()), esc(strings.Join(st.Bots, ", ")), esc(sim.OptionsText(g, st.Options)))
	}
	b.WriteString("\nEach figure is followed by its 95% confidence interval in brackets (Wilson's for proportions, the normal approximation for means). ")
	if len(runs) > 1 {
		b.WriteString("Every run deals the same games from the same seeds. ")
	}
	b.WriteString("The data are in " + link(SummaryCSV) + " and " + link(DistCSV) + ".\n")
	used := map[string]bool{}
	for _, st := range runs {
		for _, n := range st.Bots {
			used[n] = true
		}
	}
	b.WriteString("\nBots:\n\n")
	for _, n := range sim.Bots {
		if !used[n] {
			continue
		}
		doc := sim.BotDocs[n]
		if d, ok := g.(sim.BotDescriber); ok && n == "greedy" {
			doc += ". In " + g.Name() + " it " + d.GreedyDoc()
		}
		fmt.Fprintf(&b, "- **%s** %s.\n", n, doc)
	}
	for _, c := range charts {
		if _, ok := files[c.file]; ok {
			fmt.Fprintf(&b, "\n![%s](%s)\n", c.title, c.file)
		}
	}
	section := ""
	for _, r := range rows {
		if r.Section != section {
			section = r.Section
			fmt.Fprintf(&b, "\n## %s\n\n| |", section)
			for _, st := range runs {
				fmt.Fprintf(&b, " %s |", esc(st.Name()))
			}
			if len(runs) == 1 {
				b.WriteString(" distribution |")
			}
			b.WriteString("\n|---|")
			for range runs {
				b.WriteString("---:|")
			}
			if len(runs) == 1 {
				b.WriteString("---|")
			}
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "| %s |", esc(r.Label))
		for _, m := range r.Cells {
			fmt.Fprintf(&b, " %s |", esc(sim.FormatCell(m)))
		}
		if len(runs) == 1 {
			note := ""
			if r.Cells[0] != nil {
				note = r.Cells[0].Note
			}
			fmt.Fprintf(&b, " %s |", esc(note))
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}

func link(f string) string { return "[" + f + "](" + f + ")" }

func esc(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
