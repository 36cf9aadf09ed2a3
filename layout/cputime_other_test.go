//go:build !unix

package layout

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
