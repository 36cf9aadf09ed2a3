package sim

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cardstock/cardstock/engine"
)

// Row is one figure across the runs of a comparison.
type Row struct {
	Key, Section, Label string
	Cells               []*Metric // one per run; nil where a run lacks it
}

// Rows lines up the metrics of runs by key, in the order they first
// appear, section by section.
func Rows(runs []*Stats) []Row {
	var rows []Row
	at := map[string]int{}
	var sections []string
	for i, st := range runs {
		for _, m := range st.Metrics() {
			j, ok := at[m.Key]
			if !ok {
				j = len(rows)
				at[m.Key] = j
				rows = append(rows, Row{Key: m.Key, Section: m.Section, Label: m.Label, Cells: make([]*Metric, len(runs))})
				if !slices.Contains(sections, m.Section) {
					sections = append(sections, m.Section)
				}
			}
			rows[j].Cells[i] = &m
		}
	}
	// a count that is missing from a run is a count of zero
	for _, r := range rows {
		for i, m := range r.Cells {
			if m != nil {
				continue
			}
			switch {
			case strings.HasPrefix(r.Key, "outcome:"), strings.HasPrefix(r.Key, "action-games:"), strings.HasPrefix(r.Key, "rule-games:"):
				z := proportion(r.Key, r.Section, r.Label, 0, runs[i].Games)
				r.Cells[i] = &z
			case strings.HasPrefix(r.Key, "action:"), strings.HasPrefix(r.Key, "rule:"):
				r.Cells[i] = &Metric{Key: r.Key, Section: r.Section, Label: r.Label}
			}
		}
	}
	out := make([]Row, 0, len(rows))
	for _, sec := range sections {
		start := len(out)
		for _, r := range rows {
			if r.Section == sec {
				out = append(out, r)
			}
		}
		switch sec {
		case SecEndings, SecActions, SecReach, SecRules, SecRulesIn:
			// kinds first seen in a later run take their place in order
			slices.SortStableFunc(out[start:], func(a, b Row) int { return strings.Compare(a.Label, b.Label) })
		}
	}
	return out
}

// FormatValue writes a metric's value: a percentage with one decimal (two
// below 1%, three below 0.1%), or a number with two decimals.
func FormatValue(m *Metric, v float64) string {
	switch {
	case math.IsNaN(v):
		return "–"
	case m.Percent:
		p := 100 * v
		switch {
		case p != 0 && math.Abs(p) < 0.1:
			return strconv.FormatFloat(p, 'g', 2, 64) + "%"
		case p != 0 && math.Abs(p) < 1:
			return fmt.Sprintf("%.2f%%", p)
		}
		return fmt.Sprintf("%.1f%%", p)
	}
	return fmt.Sprintf("%.2f", v)
}

// FormatCell writes a metric as "value [lo, hi]".
func FormatCell(m *Metric) string {
	if m == nil {
		return ""
	}
	s := FormatValue(m, m.Value)
	if !math.IsNaN(m.Lo) && !math.IsNaN(m.Hi) {
		s += " [" + FormatValue(m, m.Lo) + ", " + FormatValue(m, m.Hi) + "]"
	}
	return s
}

// Title describes the runs: the game, the number of games and the seed.
func Title(runs []*Stats) string {
	st := runs[0]
	players := ""
	if st.Players > 1 {
		players = fmt.Sprintf(", %d players", st.Players)
	}
	return fmt.Sprintf("%s: %s games from seed %d%s", st.Game, thousands(st.Games), st.Seed, players)
}

// OptionsText lists the options of a run that differ from the game's
// defaults, "defaults" when none does.
func OptionsText(g engine.Game, opts engine.Options) string {
	var parts []string
	for _, o := range g.Options() {
		if v, ok := opts[o.Name]; ok && v != o.Default {
			parts = append(parts, o.Name+"="+v)
		}
	}
	if len(parts) == 0 {
		return "defaults"
	}
	return strings.Join(parts, " ")
}

func thousands(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Summary writes the runs side by side as a plain-text table, with 95%
// confidence intervals in brackets.
func Summary(w io.Writer, g engine.Game, runs []*Stats) error {
	if len(runs) == 0 {
		return nil
	}
	var b strings.Builder
	fmt.Fprintln(&b, Title(runs))
	for _, st := range runs {
		fmt.Fprintf(&b, "  %s: bots %s; options: %s\n", st.Name(), strings.Join(st.Bots, ","), OptionsText(g, st.Options))
	}
	rows := Rows(runs)
	labelW := 0
	for _, r := range rows {
		labelW = max(labelW, utf8.RuneCountInString(r.Label)+2)
	}
	cellW := make([]int, len(runs))
	for i, st := range runs {
		cellW[i] = utf8.RuneCountInString(st.Name())
		for _, r := range rows {
			cellW[i] = max(cellW[i], utf8.RuneCountInString(FormatCell(r.Cells[i])))
		}
	}
	pad := func(s string, n int) string {
		return s + strings.Repeat(" ", max(0, n-utf8.RuneCountInString(s)))
	}
	section := ""
	for _, r := range rows {
		if r.Section != section {
			section = r.Section
			b.WriteString("\n" + pad(section, labelW))
			for i, st := range runs {
				b.WriteString("  " + pad(st.Name(), cellW[i]))
			}
			b.WriteString("\n")
		}
		b.WriteString(pad("  "+r.Label, labelW))
		for i := range runs {
			b.WriteString("  " + pad(FormatCell(r.Cells[i]), cellW[i]))
		}
		if len(runs) == 1 && r.Cells[0] != nil && r.Cells[0].Note != "" {
			b.WriteString("  " + r.Cells[0].Note)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n[lo, hi]: 95% confidence interval (Wilson for proportions)\n")
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	_, err := io.WriteString(w, strings.Join(lines, "\n"))
	return err
}
