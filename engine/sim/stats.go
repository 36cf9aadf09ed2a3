package sim

import (
	"fmt"
	"math"
	"slices"
	"strconv"
)

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Wilson returns the Wilson score interval at 95% for k successes in n
// trials: a proportion's interval that stays inside [0, 1] and is sound
// for rare events and small n.
func Wilson(k, n int64) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	nf, p := float64(n), float64(k)/float64(n)
	z2 := z95 * z95
	centre := (p + z2/(2*nf)) / (1 + z2/nf)
	half := z95 / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return max(0, centre-half), min(1, centre+half)
}

// Values lists the distinct values of h in increasing order.
func (h Hist) Values() []float64 {
	vs := make([]float64, 0, len(h))
	for v := range h {
		vs = append(vs, v)
	}
	slices.Sort(vs)
	return vs
}

// N is the number of values counted.
func (h Hist) N() int64 {
	var n int64
	for _, c := range h {
		n += c
	}
	return n
}

// Mean returns the mean and the half-width of its 95% confidence interval
// (normal approximation). Sums run over the values in increasing order, so
// the result does not depend on the order the counts were added in.
func (h Hist) Mean() (mean, half float64) {
	n := h.N()
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	var sum float64
	vs := h.Values()
	for _, v := range vs {
		sum += v * float64(h[v])
	}
	mean = sum / float64(n)
	if n < 2 {
		return mean, math.NaN()
	}
	var ss float64
	for _, v := range vs {
		d := v - mean
		ss += d * d * float64(h[v])
	}
	sd := math.Sqrt(ss / float64(n-1))
	return mean, z95 * sd / math.Sqrt(float64(n))
}

// Quantile returns the smallest value with at least q of the counts at or
// below it (0 < q <= 1).
func (h Hist) Quantile(q float64) float64 {
	n := h.N()
	if n == 0 {
		return math.NaN()
	}
	need := int64(math.Ceil(q * float64(n)))
	var seen int64
	vs := h.Values()
	for _, v := range vs {
		seen += h[v]
		if seen >= need {
			return v
		}
	}
	return vs[len(vs)-1]
}

// A Metric is one figure of a simulation with its 95% confidence interval.
type Metric struct {
	// Key names the figure for Fact and for comparisons: "win-rate",
	// "score", "actions", "turns", "outcome:TEXT", "action:KIND",
	// "action-games:KIND", "rule:RULE", "rule-games:RULE", "seat-win:N", "return:N", "first-player-win",
	// "ties", "at-deal", "unfinished".
	Key     string
	Section string // the table it belongs to
	Label   string
	Value   float64
	Lo, Hi  float64 // the 95% confidence interval (NaN when there is none)
	Percent bool    // a proportion, shown as a percentage
	Note    string  // more about the distribution (median and deciles)
}

// Sections of the summary, in order.
const (
	SecResults = "Results"
	SecLength  = "Length"
	SecSeats   = "Seats"
	SecEndings = "Endings"
	SecActions = "Actions (per game)"
	SecReach   = "Actions (share of games with one)"
	SecRules   = "Rules fired (per game)"
	SecRulesIn = "Rules fired (share of games)"
)

func proportion(key, sec, label string, k, n int64) Metric {
	lo, hi := Wilson(k, n)
	v := math.NaN()
	if n > 0 {
		v = float64(k) / float64(n)
	}
	return Metric{Key: key, Section: sec, Label: label, Value: v, Lo: lo, Hi: hi, Percent: true}
}

func meanOf(key, sec, label string, h Hist) Metric {
	m, half := h.Mean()
	// the interval cannot leave the range of the values
	lo, hi := m-half, m+half
	if vs := h.Values(); len(vs) > 0 {
		lo, hi = max(lo, vs[0]), min(hi, vs[len(vs)-1])
	}
	return Metric{Key: key, Section: sec, Label: label, Value: m, Lo: lo, Hi: hi,
		Note: fmt.Sprintf("median %s, 10%%–90%%: %s–%s", num(h.Quantile(0.5)), num(h.Quantile(0.1)), num(h.Quantile(0.9)))}
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// Metrics lists the figures of the run, section by section.
func (st *Stats) Metrics() []Metric {
	var ms []Metric
	if st.Players == 1 {
		if st.HasWinner {
			ms = append(ms, proportion("win-rate", SecResults, "won", st.Wins, st.Games))
		}
		ms = append(ms, meanOf("score", SecResults, "score (return)", st.Returns[0]))
	} else {
		for p := range st.Players {
			ms = append(ms, meanOf(fmt.Sprintf("return:%d", p+1), SecResults, fmt.Sprintf("seat %d return", p+1), st.Returns[p]))
		}
		for p := range st.Players {
			ms = append(ms, proportion(fmt.Sprintf("seat-win:%d", p+1), SecSeats, fmt.Sprintf("seat %d wins", p+1), st.SeatWins[p], st.Games))
		}
		ms = append(ms, proportion("ties", SecSeats, "highest return shared", st.Ties, st.Games))
		fair := 1 / float64(st.Players)
		fw := proportion("first-player-win", SecSeats, "first player wins", st.FirstWins, st.Games)
		fw.Note = fmt.Sprintf("a fair share is %.1f%%", 100*fair)
		ms = append(ms, fw)
		for p := range st.Players {
			ms = append(ms, proportion(fmt.Sprintf("first-seat:%d", p+1), SecSeats, fmt.Sprintf("seat %d acts first", p+1), st.FirstSeat[p], st.Games))
		}
	}
	ms = append(ms, meanOf("actions", SecLength, "actions per game", st.Actions),
		meanOf("turns", SecLength, "turns per game", st.Turns))
	if st.AtDeal > 0 {
		ms = append(ms, proportion("at-deal", SecLength, "over at the deal", st.AtDeal, st.Games))
	}
	if st.Unfinished > 0 {
		ms = append(ms, proportion("unfinished", SecLength, "unfinished (cut off)", st.Unfinished, st.Games))
	}
	for _, o := range sortedKeys(st.Outcomes) {
		ms = append(ms, proportion("outcome:"+o, SecEndings, o, st.Outcomes[o], st.Games))
	}
	ms = append(ms, counts(st.Kinds, st.Games, "action", SecActions, SecReach)...)
	ms = append(ms, counts(st.Rules, st.Games, "rule", SecRules, SecRulesIn)...)
	return ms
}

// counts lists the mean per game of each kind or rule, then the share of
// games with one.
func counts(m map[string]*KindCount, games int64, prefix, perGame, share string) []Metric {
	var ms []Metric
	names := sortedKeys(m)
	n := float64(games)
	for _, k := range names {
		kc := m[k]
		mean := float64(kc.Count) / n
		half := math.NaN()
		if games > 1 {
			v := (float64(kc.Squares) - n*mean*mean) / (n - 1)
			half = z95 * math.Sqrt(max(v, 0)/n)
		}
		ms = append(ms, Metric{Key: prefix + ":" + k, Section: perGame, Label: k, Value: mean, Lo: max(0, mean-half), Hi: mean + half})
	}
	for _, k := range names {
		ms = append(ms, proportion(prefix+"-games:"+k, share, k, m[k].Games, games))
	}
	return ms
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}
