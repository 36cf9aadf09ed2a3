package main

import (
	"github.com/cardstock/cardstock/engine/games"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/rulebook"
)

// generated resolves the {{table}} and {{fact}} directives of a game's
// rules.md and quickref.md from its engine (games.Resolve).
func generated(game string) rulebook.Resolver {
	return func(kind, name string) (string, error) { return games.Resolve(game, kind, name) }
}

// aidTables looks up a game's reference tables for its player aids; nil
// if its engine makes none.
func aidTables(game string) layout.TableLookup {
	if t, ok := games.Table(game); ok {
		return t
	}
	return nil
}
