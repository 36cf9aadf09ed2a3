package main

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

func TestHelpTranscripts(t *testing.T) {
	code, out, errs := runCmd("help", "transcripts")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{"expect illegal (rule R)", "expect KEY: VALUE", "seed N", "path:line: step N:", "expect returns: 1 0", "never -1"} {
		if !strings.Contains(out, w) {
			t.Errorf("help lacks %q", w)
		}
	}
	for _, name := range engine.Names() {
		g, _ := engine.Lookup(name)
		tr, ok := g.(engine.Transcriber)
		if !ok {
			continue
		}
		if !strings.Contains(out, name+"\n"+strings.Repeat("=", len(name))) {
			t.Errorf("help lacks the section of %s", name)
		}
		v := tr.Vocabulary()
		for _, term := range append(append(v.Zones, v.Actions...), v.Expects...) {
			if !strings.Contains(out, term.Syntax) {
				t.Errorf("help lacks %s's %q", name, term.Syntax)
			}
		}
		for _, o := range g.Options() {
			if !strings.Contains(out, "option "+o.Name+"="+o.Default) {
				t.Errorf("help lacks %s's option %s", name, o.Name)
			}
		}
	}
}

// TestHelpExampleVerifies replays the example printed in the help text.
func TestHelpExampleVerifies(t *testing.T) {
	_, after, ok := strings.Cut(transcriptsFormat, "Example:\n\n")
	if !ok {
		t.Fatal("no example in the help text")
	}
	example, _, _ := strings.Cut(after, "\n\n")
	var lines []string
	for _, l := range strings.Split(example, "\n") {
		lines = append(lines, strings.TrimPrefix(l, "  "))
	}
	if _, err := engine.VerifyFile("help.txt", []byte(strings.Join(lines, "\n")), nil); err != nil {
		t.Error(err)
	}
}
