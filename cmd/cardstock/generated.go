package main

import (
	"fmt"
	"strings"
	"sync"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/sim"
	"github.com/cardstock/cardstock/layout/rulebook"
)

// generated resolves the directives of a game's rules.md from its engine:
// {{table ID [OPTION=VALUE]...}} is the engine's reference table ID (as
// `cardstock reference` prints it) and {{fact NAME}} a figure simulated at
// build time (sim.FactSyntax). A game with no engine has neither.
//
// The tables are generated once per set of options and kept for the
// resolver's later directives (a rulebook pulls several).
func generated(game string) rulebook.Resolver {
	var mu sync.Mutex
	cache := map[string][]engine.Table{}
	return func(kind, name string) (string, error) {
		switch kind {
		case "table":
			id, opts, err := tableSettings(name)
			if err != nil {
				return "", err
			}
			key := fmt.Sprint(opts) // fmt sorts map keys
			mu.Lock()
			ts, ok := cache[key]
			mu.Unlock()
			if !ok {
				if ts, err = engine.GameTables(game, opts); err != nil {
					return "", err
				}
				mu.Lock()
				cache[key] = ts
				mu.Unlock()
			}
			t, err := engine.FindTable(ts, id)
			if err != nil {
				return "", err
			}
			return t.Markdown(), nil
		case "fact":
			return sim.Fact(game, name)
		}
		return "", fmt.Errorf("unknown directive %q", kind)
	}
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
