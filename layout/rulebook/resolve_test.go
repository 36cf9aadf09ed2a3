package rulebook

import (
	"fmt"
	"strings"

	"github.com/cardstock/cardstock/engine"
	_ "github.com/cardstock/cardstock/engine/castlepoker"
	_ "github.com/cardstock/cardstock/engine/queens"
	_ "github.com/cardstock/cardstock/engine/royalhaunts"
	"github.com/cardstock/cardstock/engine/sim"
)

// testResolver resolves a content file's directives from the engines, as
// cardstock's commands do (cmd/cardstock/generated.go).
func testResolver(game string) Resolver {
	return func(kind, name string) (string, error) {
		switch kind {
		case "table":
			f := strings.Fields(name)
			opts := engine.Options{}
			for _, kv := range f[1:] {
				k, v, _ := strings.Cut(kv, "=")
				opts[k] = v
			}
			return engine.TableMarkdown(game, f[0], opts)
		case "fact":
			return sim.Fact(game, name)
		}
		return "", fmt.Errorf("unknown directive %q", kind)
	}
}
