package castlepoker_test

import (
	"testing"

	"github.com/cardstock/cardstock/engine/enginetest"
)

// TestExamples replays content/castle-poker: every example file and the
// transcript blocks of the rulebook (one of them inside a blockquote).
func TestExamples(t *testing.T) {
	if n := enginetest.VerifyExamples(t, "../../content/castle-poker"); n < 18 {
		t.Errorf("%d transcripts, want at least 18", n)
	}
}
