package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSimulateJobsGiveSameOutput(t *testing.T) {
	var outs []string
	for _, jobs := range []string{"1", "2"} {
		var out, errb bytes.Buffer
		code := run([]string{"simulate", "royal-haunts", "--games", "600", "--seed", "4", "--jobs", jobs, "--bot", "greedy", "--quiet"}, &out, &errb)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if errb.Len() != 0 {
			t.Errorf("--quiet wrote to stderr: %s", errb.String())
		}
		outs = append(outs, out.String())
	}
	if outs[0] != outs[1] {
		t.Errorf("--jobs 1 and --jobs 2 differ:\n%s\n---\n%s", outs[0], outs[1])
	}
	for _, w := range []string{"royal-haunts: 600 games from seed 4", "  won ", "lost: J, Q and K of a suit grouped", "actions per game", "turns per game"} {
		if !strings.Contains(outs[0], w) {
			t.Errorf("output lacks %q:\n%s", w, outs[0])
		}
	}
}

func TestSimulateCompareAndReport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "rep")
	var out, errb bytes.Buffer
	code := run([]string{"simulate", "queens-challenge", "--games", "200", "--compare", "bot=random,greedy", "--report", dir, "--quiet"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "bot=random") || !strings.Contains(out.String(), "bot=greedy") {
		t.Errorf("comparison lacks its columns:\n%s", out.String())
	}
	for _, f := range []string{"report.md", "summary.csv", "score.png", "length.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not written: %v", f, err)
		}
	}
}

func TestSimulateBadUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"simulate", "no-such-game"}, `unknown game "no-such-game"`},
		{[]string{"simulate", "queens-challenge", "--option", "enemies=sideways"}, "enemies=sideways"},
		{[]string{"simulate", "queens-challenge", "--bot", "clever"}, `unknown bot "clever"`},
		{[]string{"simulate", "queens-challenge", "--compare", "enemies=one-way"}, "at least two values"},
		{[]string{"simulate", "queens-challenge", "--compare", "colour=red,blue"}, `no option "colour"`},
		{[]string{"simulate", "queens-challenge", "--games", "0"}, "--games 0"},
		{[]string{"simulate", "queens-challenge", "--players", "3"}, "is for 1 player, not 3"},
		{[]string{"simulate", "queens-challenge", "--bot", "greedy,random"}, "2 bots for 1 player"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		if code := run(tc.args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", tc.args, code, errb.String())
		}
		if !strings.Contains(errb.String(), tc.want) {
			t.Errorf("%v: error %q lacks %q", tc.args, errb.String(), tc.want)
		}
		if out.Len() != 0 {
			t.Errorf("%v: wrote output: %s", tc.args, out.String())
		}
	}
}

func TestSimulateHelpDescribesGreedyBots(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"simulate", "--help"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, w := range []string{"greedy in queens-challenge: defeats the card in play", "greedy in royal-haunts: turns face-down cards over first", "greedy in royal-family: destroys the opponent's last castle"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("help lacks %q", w)
		}
	}
}
