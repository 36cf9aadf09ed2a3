package sim

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/cardstock/cardstock/engine"
)

// The defaults of a fact's simulation: small enough that a rulebook's
// facts cost a fraction of a second at build time, large enough for a
// figure to within a couple of points.
const (
	FactGames = 2000
	FactSeed  = 1
	FactBot   = "greedy"
)

// FactSyntax documents the NAME of a rulebook's {{fact NAME}} directive.
const FactSyntax = `{{fact KEY [SETTING=VALUE]...}}: a figure computed by simulation at build time.
KEY is a figure of "cardstock simulate": win-rate, score, actions, turns,
at-deal, outcome:TEXT (an ending as the summary names it, e.g. "outcome:won"),
action:KIND (mean per game), action-games:KIND (share of games),
rule:RULE and rule-games:RULE (for engines that count the rules they apply),
seat-win:N, return:N, first-player-win, ties.
SETTINGs: bot=NAME (default greedy; several joined by +, one per seat),
games=N (default 2000), seed=N (default 1), players=N, and any option of
the game (jokers=off). A proportion prints as a whole percentage ("37%";
one decimal below 10%: "6.7%"), a mean with one decimal ("30.2").`

var (
	factMu    sync.Mutex
	factCache = map[string]*Stats{}
)

// Fact computes the figure name describes (FactSyntax) for game: it plays
// the simulation once per game and settings (the same seed and number of
// games always give the same text) and formats the figure for a rulebook.
func Fact(game, name string) (string, error) {
	m, err := FactMetric(game, name)
	if err != nil {
		return "", err
	}
	return FormatFact(m), nil
}

// FactMetric is Fact's figure before formatting, with its interval.
func FactMetric(game, name string) (Metric, error) {
	g, ok := engine.Lookup(game)
	if !ok {
		return Metric{}, fmt.Errorf("sim: fact %q: unknown game %q", name, game)
	}
	var keyParts, settings []string
	for _, f := range strings.Fields(name) {
		if strings.Contains(f, "=") {
			settings = append(settings, f)
		} else if len(settings) == 0 {
			keyParts = append(keyParts, f)
		} else {
			return Metric{}, fmt.Errorf("sim: fact %q: %q after the settings: the figure's name comes first", name, f)
		}
	}
	key := strings.Join(keyParts, " ")
	if key == "" {
		return Metric{}, fmt.Errorf("sim: fact %q: no figure named (%s)", name, "win-rate, score, turns, ...")
	}
	c := Config{Game: g, Options: engine.Options{}, Games: FactGames, Seed: FactSeed, Bots: []string{FactBot}}
	for _, s := range settings {
		k, v, _ := strings.Cut(s, "=")
		var err error
		switch k {
		case "bot", "bots":
			c.Bots = strings.Split(v, "+")
			for _, b := range c.Bots {
				if _, err = NewBot(b); err != nil {
					break
				}
			}
		case "games":
			c.Games, err = strconv.Atoi(v)
			if err == nil && c.Games < 1 {
				err = fmt.Errorf("want at least 1")
			}
		case "seed":
			c.Seed, err = strconv.ParseUint(v, 10, 64)
		case "players":
			c.Players, err = strconv.Atoi(v)
		default:
			c.Options[k] = v
		}
		if err != nil {
			return Metric{}, fmt.Errorf("sim: fact %q: %s: %v", name, s, err)
		}
	}
	if _, err := engine.ResolveOptions(g, c.Options); err != nil {
		return Metric{}, fmt.Errorf("sim: fact %q: %w", name, err)
	}
	st, err := factRun(c)
	if err != nil {
		return Metric{}, fmt.Errorf("sim: fact %q: %w", name, err)
	}
	var keys []string
	for _, m := range st.Metrics() {
		if m.Key == key {
			return m, nil
		}
		keys = append(keys, m.Key)
	}
	perGame := strings.HasPrefix(key, "action:") || strings.HasPrefix(key, "rule:")
	if perGame || strings.HasPrefix(key, "outcome:") || strings.HasPrefix(key, "action-games:") || strings.HasPrefix(key, "rule-games:") {
		// an ending, action or rule that never happened in these games
		z := Metric{Key: key, Value: 0, Lo: 0, Hi: 0, Percent: !perGame}
		z.Lo, z.Hi = Wilson(0, st.Games)
		if !z.Percent {
			z.Lo, z.Hi = 0, 0
		}
		return z, nil
	}
	slices.Sort(keys)
	return Metric{}, fmt.Errorf("sim: fact %q: %s has no figure %q (figures: %s)", name, game, key, strings.Join(keys, ", "))
}

// factRun runs c once per distinct settings.
func factRun(c Config) (*Stats, error) {
	opts, err := engine.ResolveOptions(c.Game, c.Options)
	if err != nil {
		return nil, err
	}
	id := fmt.Sprintf("%s|%v|%d|%d|%d|%s", c.Game.Name(), opts, c.Games, c.Seed, c.Players, strings.Join(c.Bots, "+"))
	factMu.Lock()
	defer factMu.Unlock()
	if st, ok := factCache[id]; ok {
		return st, nil
	}
	st, err := Run(context.Background(), c)
	if err != nil {
		return nil, err
	}
	factCache[id] = st
	return st, nil
}

// FormatFact writes a figure for a rulebook: a proportion as a whole
// percentage (one decimal below 10%, "under 0.1%" for a rare non-zero
// one), a mean with one decimal.
func FormatFact(m Metric) string {
	if math.IsNaN(m.Value) {
		return "–"
	}
	if !m.Percent {
		return strconv.FormatFloat(m.Value, 'f', 1, 64)
	}
	p := 100 * m.Value
	switch {
	case p == 0:
		return "0%"
	case p < 0.1:
		return "under 0.1%"
	case p < 10:
		return strconv.FormatFloat(p, 'f', 1, 64) + "%"
	}
	return strconv.FormatFloat(math.Round(p), 'f', 0, 64) + "%"
}
