package sim

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/engine"
)

// Compare expands base into one run per value of spec, "KEY=A,B,...": KEY
// is an option of the game, "bot" (one bot name, or several joined by +
// for one per seat: "greedy+random") or "players". Each run is labelled
// KEY=VALUE. The runs deal the same games (same seeds), so that their
// differences owe nothing to the luck of the deal.
func Compare(base Config, spec string) ([]Config, error) {
	key, vals, ok := strings.Cut(spec, "=")
	key = strings.TrimSpace(key)
	if !ok || key == "" || strings.TrimSpace(vals) == "" {
		return nil, fmt.Errorf("sim: --compare %q: want KEY=A,B (an option, bot or players)", spec)
	}
	var values []string
	for _, v := range strings.Split(vals, ",") {
		v = strings.TrimSpace(v)
		if v == "" {
			return nil, fmt.Errorf("sim: --compare %q: empty value", spec)
		}
		if slices.Contains(values, v) {
			return nil, fmt.Errorf("sim: --compare %q: %s named twice", spec, v)
		}
		values = append(values, v)
	}
	if len(values) < 2 {
		return nil, fmt.Errorf("sim: --compare %q: want at least two values to compare", spec)
	}
	out := make([]Config, 0, len(values))
	for _, v := range values {
		c := base
		c.Label = key + "=" + v
		switch key {
		case "bot", "bots":
			c.Bots = strings.Split(v, "+")
			for _, b := range c.Bots {
				if _, err := NewBot(b); err != nil {
					return nil, err
				}
			}
		case "players":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("sim: --compare %q: players %q is not a number of players", spec, v)
			}
			c.Players = n
		default:
			c.Options = maps.Clone(base.Options)
			if c.Options == nil {
				c.Options = engine.Options{}
			}
			c.Options[key] = v
			if _, err := engine.ResolveOptions(c.Game, c.Options); err != nil {
				return nil, fmt.Errorf("sim: --compare: %w", err)
			}
		}
		out = append(out, c)
	}
	return out, nil
}
