package royalfamily_test

import (
	"testing"

	"github.com/cardstock/cardstock/engine/enginetest"
)

// TestExamples replays every transcript of content/royal-family: the
// examples folder and the blocks of rules.md.
func TestExamples(t *testing.T) {
	if n := enginetest.VerifyExamples(t, "../../content/royal-family"); n < 30 {
		t.Errorf("%d transcripts: want every example", n)
	}
}
