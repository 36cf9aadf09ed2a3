package publish

import (
	"github.com/cardstock/cardstock/engine/games"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/rulebook"
)

// testResolver and testTables answer a content folder's generated content
// from the engines, as cardstock's commands do (cmd/cardstock/generated.go).
func testResolver(game string) rulebook.Resolver {
	return func(kind, name string) (string, error) { return games.Resolve(game, kind, name) }
}

func testTables(game string) layout.TableLookup {
	if t, ok := games.Table(game); ok {
		return t
	}
	return nil
}
