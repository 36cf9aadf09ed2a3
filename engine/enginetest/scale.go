package enginetest

import (
	"flag"
	"testing"
)

// long is the -long flag of every test binary that imports enginetest:
// random-game tests play their full counts (minutes) instead of a tenth.
var long = flag.Bool("long", false, "enginetest: play the full number of random games (slow)")

// Long reports whether the tests run with -long.
func Long() bool { return *long }

// Scale returns how many of n random games a test plays: n with -long, a
// tenth by default (so that `go test ./...` stays fast), a fiftieth with
// -short; at least 1.
func Scale(n int) int {
	switch {
	case *long:
	case testing.Short():
		n /= 50
	default:
		n /= 10
	}
	return max(n, 1)
}
