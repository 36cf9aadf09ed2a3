package royalhaunts_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine/enginetest"
	_ "github.com/cardstock/cardstock/engine/royalhaunts"
)

const contentDir = "../../content/royal-haunts"

// TestExamples replays every example of the rulebook and of examples/.
func TestExamples(t *testing.T) {
	if n := enginetest.VerifyExamples(t, contentDir); n < 15 {
		t.Errorf("only %d transcripts replayed", n)
	}
}

// TestCitedRulesExist checks that every rule number the engine can cite
// is defined in rules.md.
func TestCitedRulesExist(t *testing.T) {
	md, err := os.ReadFile(filepath.Join(contentDir, "rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	defined := map[string]bool{}
	def := regexp.MustCompile(`(?m)^(?:#+ |- )?(\d+(?:\.\d+)+) `)
	for _, m := range def.FindAllStringSubmatch(string(md), -1) {
		defined[m[1]] = true
	}
	cited := map[string]bool{}
	cite := regexp.MustCompile(`"(\d+\.\d+(?:\.\d+)?)"`)
	srcs, _ := filepath.Glob("*.go")
	for _, f := range srcs {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range cite.FindAllStringSubmatch(string(b), -1) {
			cited[m[1]] = true
		}
	}
	var missing []string
	for r := range cited {
		if !defined[r] {
			missing = append(missing, r)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("rules cited but not defined in rules.md: %v", missing)
	}
	if len(cited) < 20 {
		t.Errorf("found only %d cited rules: is the pattern right?", len(cited))
	}
}
