// Package games registers every game's engine and answers, from the
// engines, the generated content that rulebooks, quick references and
// player aids pull in: reference tables and simulated figures.
package games

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"

	// Each game registers itself with the engine in its init function; a
	// new game adds its import here.
	_ "github.com/cardstock/cardstock/engine/castlepoker"
	_ "github.com/cardstock/cardstock/engine/queens"
	_ "github.com/cardstock/cardstock/engine/royalfamily"
	_ "github.com/cardstock/cardstock/engine/royalhaunts"
	_ "github.com/cardstock/cardstock/engine/taverntales"
)

// Resolve answers the directives of game's rules.md and quickref.md:
// kind "table", name "ID [OPTION=VALUE]...", is the engine's reference
// table ID as `cardstock reference` prints it, in Markdown; kind "fact" is
// a figure simulated at build time (sim.FactSyntax). A game with no engine
// has neither.
func Resolve(game, kind, name string) (string, error) {
	switch kind {
	case "table":
		id, opts, err := tableSettings(name)
		if err != nil {
			return "", err
		}
		return engine.TableMarkdown(game, id, opts)
	case "fact":
		return sim.Fact(game, name)
	}
	return "", fmt.Errorf("unknown directive %q", kind)
}

// tableSettings splits "ID NAME=VALUE..." into the table's id and the
// game options it is generated for.
func tableSettings(name string) (string, engine.Options, error) {
	fields := strings.Fields(name)
	if len(fields) == 0 {
		return "", nil, fmt.Errorf("{{table}} needs a table id")
	}
	var opts engine.Options
	for _, f := range fields[1:] {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" {
			return "", nil, fmt.Errorf("table setting %q: want OPTION=VALUE", f)
		}
		if opts == nil {
			opts = engine.Options{}
		}
		opts[k] = v
	}
	return fields[0], opts, nil
}

// Table returns the header and rows of game's reference table id with the
// default options, for the `table:` lines of player aids; ok is false when
// the game's engine makes no tables.
func Table(game string) (lookup func(id string) ([]string, [][]string, error), ok bool) {
	g, found := engine.Lookup(game)
	if _, isRef := g.(engine.Referencer); !found || !isRef {
		return nil, false
	}
	return func(id string) ([]string, [][]string, error) {
		ts, err := engine.GameTables(game, nil)
		if err != nil {
			return nil, nil, err
		}
		t, err := engine.FindTable(ts, id)
		if err != nil {
			return nil, nil, err
		}
		return t.Header, t.Rows, nil
	}, true
}
