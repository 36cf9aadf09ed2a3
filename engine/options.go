package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// ResolveOptions checks opts against the options g declares and returns a
// complete set: every declared option, with its default where opts leaves it
// out. An unknown name or a value outside Values is an error naming what is
// accepted.
func ResolveOptions(g Game, opts Options) (Options, error) {
	decl := g.Options()
	out := make(Options, len(decl))
	for _, o := range decl {
		out[o.Name] = o.Default
	}
	names := make([]string, 0, len(opts))
	for n := range opts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		v := opts[n]
		i := slices.IndexFunc(decl, func(o Option) bool { return o.Name == n })
		if i < 0 {
			known := make([]string, len(decl))
			for j, o := range decl {
				known[j] = o.Name
			}
			return nil, fmt.Errorf("engine: %s has no option %q (options: %s)", g.Name(), n, strings.Join(known, ", "))
		}
		if vals := decl[i].Values; len(vals) > 0 && !slices.Contains(vals, v) {
			return nil, fmt.Errorf("engine: option %s=%s: want one of %s", n, v, strings.Join(vals, ", "))
		}
		out[n] = v
	}
	return out, nil
}
