package rulebook

import enginegames "github.com/cardstock/cardstock/engine/games"

// testResolver answers a rules.md's directives from the engines, as
// cardstock's commands do (cmd/cardstock/generated.go).
func testResolver(game string) Resolver {
	return func(kind, name string) (string, error) { return enginegames.Resolve(game, kind, name) }
}
