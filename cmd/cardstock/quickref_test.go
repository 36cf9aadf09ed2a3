package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/layout/pdfcheck"
)

func TestQuickRefFlags(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"quickref"}, 2, "accepts 1 arg"},
		{[]string{"quickref", "royal-haunts", "--paper", "a5-booklet"}, 2, `unknown paper "a5-booklet": want a4 or letter`},
		{[]string{"quickref", "no-such-game"}, 2, `unknown game "no-such-game"`},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, _, errs := runCLI(t, append(tc.args, "--out", t.TempDir())...)
			if code != tc.code || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, errs, tc.code, tc.want)
			}
		})
	}
}

func TestQuickRefWrites(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runCLI(t, "quickref", "castle-poker", "--paper", "letter", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := filepath.Join(dir, "castle-poker", "castle-poker-quickref.pdf")
	if strings.TrimSpace(out) != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	data, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if err := pdfcheck.Check(data); err != nil {
		t.Fatal(err)
	}
}
