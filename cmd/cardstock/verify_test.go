package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

const qcDir = "../../content/queens-challenge"

func qcFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(qcDir, "examples", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	return append(files, filepath.Join(qcDir, "rules.md"))
}

func runCmd(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestVerifyFiles(t *testing.T) {
	files := qcFiles(t)
	code, out, errs := runCmd(append([]string{"verify"}, files...)...)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	if !regexp.MustCompile(`^verified [0-9]+ transcripts\n$`).MatchString(out) {
		t.Errorf("output %q", out)
	}
}

// TestVerifyContentTree runs verify without files over a content tree that
// holds the Queen's Challenge folder.
func TestVerifyContentTree(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, f := range qcFiles(t) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(filepath.Dir(qcDir), f)
		fsys[filepath.ToSlash(rel)] = &fstest.MapFile{Data: b}
	}
	var out, errb bytes.Buffer
	if err := verifyIn(verifyOptions{}, fsys, "content", &ioStreams{Out: &out, Err: &errb}); err != nil {
		t.Fatalf("%v\n%s", err, errb.String())
	}
	want := len(qcFiles(t)) - 1 + strings.Count(string(fsys["queens-challenge/rules.md"].Data), "```transcript")
	if got := out.String(); got != "verified "+strconv.Itoa(want)+" transcripts\n" {
		t.Errorf("output %q, want %d transcripts", got, want)
	}
}

// TestVerifyRefusesWithRule removes each "expect illegal (rule R)" line of
// the examples in turn and checks that verify then fails with the refusal
// of the action above it, citing rule R.
func TestVerifyRefusesWithRule(t *testing.T) {
	expect := regexp.MustCompile(`^\s*expect illegal \(rule ([0-9.]+)\)\s*$`)
	n := 0
	for _, f := range qcFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		for i, l := range lines {
			m := expect.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			n++
			action := i - 1 // the action line is just above, 0-based
			name := filepath.Join(t.TempDir(), filepath.Base(f))
			cut := append(append([]string{}, lines[:i]...), lines[i+1:]...)
			if err := os.WriteFile(name, []byte(strings.Join(cut, "\n")), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errs := runCmd("verify", name)
			want := name + ":" + strconv.Itoa(action+1) + ": illegal: "
			if code != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, "(rule "+m[1]+")\n") {
				t.Errorf("%s:%d: without the expect line, verify exits %d with\n%s\nwant %q ... (rule %s)", f, i+1, code, errs, want, m[1])
			}
		}
	}
	if n < 15 {
		t.Errorf("only %d refusals in the examples", n)
	}
}

func TestVerifyFailures(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	bad := write("bad.txt", "game queens-challenge\npile ♣: 3♣\nhand: 2♣ 6♣\ngather 6♣\nexpect power ♣: 3\nexpect hand: 2♣\n")
	lit := filepath.Join(qcDir, "examples", "qc-e2-literal.txt")
	literal, err := os.ReadFile(lit)
	if err != nil {
		t.Fatal(err)
	}
	e2 := write("e2.txt", strings.Replace(string(literal), "expect illegal (rule 4.3.2)\n", "", 1))
	md := write("rules.md", "# R\n\n```transcript\ngame queens-challenge\nflip\nexpect turn: 3\n```\n")
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr []string
	}{
		{"mismatch", []string{bad}, 1, []string{bad + ":5: step 1: expected power ♣: 3 but power ♣ is 2\n", "cardstock: verify: 1 failure in 1 transcript\n"}},
		{"literal QC-E2 refused", []string{e2}, 1, []string{e2 + ":6: illegal: 3♣ cannot be cast against 10♥: only Spades, its enemy suit, can (rule 4.3.2)\n"}},
		{"markdown line numbers", []string{md}, 1, []string{md + ":6: step 1: expected turn: 3 but turn is 2\n"}},
		{"missing file", []string{filepath.Join(dir, "none.txt")}, 1, []string{"none.txt: verify: no such file or directory\n"}},
		{"several files", []string{bad, md}, 1, []string{"verify: 2 failures in 2 transcripts"}},
		{"unknown flag", []string{"--nope"}, 2, []string{"unknown flag"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCmd(append([]string{"verify"}, tc.args...)...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\n%s", code, tc.code, errs)
			}
			for _, w := range tc.stderr {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errs)
				}
			}
		})
	}
}

func TestVerifyTrace(t *testing.T) {
	f := filepath.Join(qcDir, "examples", "qc-e1-gather-power.txt")
	code, out, errs := runCmd("verify", "--trace", f)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{f + ":6: start\n", f + ":11: refused: gather 2♣: illegal:", f + ":14: step 1: gather 6♣\n", "    pile ♣: 3♣ 6♣\n", "verified 1 transcript\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("trace lacks %q:\n%s", w, out)
		}
	}
}
