package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout/pdfcheck"
)

func TestRulebookFlags(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"rulebook"}, 2, "accepts 1 arg"},
		{[]string{"rulebook", "royal-haunts", "--paper", "a3"}, 2, `unknown paper "a3": want a4, letter, a5-booklet`},
		{[]string{"rulebook", "no-such-game"}, 2, `unknown game "no-such-game"`},
		{[]string{"rulebook", "royal-haunts", "--size", "a4"}, 2, "unknown flag: --size"},
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

func TestRulebookWrites(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range games {
		if _, err := fs.Stat(content.FS(), game+"/rules.md"); err != nil {
			continue
		}
		for _, paper := range []string{"a4", "letter", "a5-booklet"} {
			t.Run(game+"/"+paper, func(t *testing.T) {
				dir := t.TempDir()
				code, out, errs := runCLI(t, "rulebook", game, "--paper", paper, "--out", dir)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errs)
				}
				want := filepath.Join(dir, game, game+"-rules.pdf")
				if paper == "a5-booklet" {
					want = filepath.Join(dir, game, game+"-rules-booklet.pdf")
				}
				data, err := os.ReadFile(want)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.HasPrefix(data, []byte("%PDF-")) {
					t.Errorf("%s is not a PDF", want)
				}
				if err := pdfcheck.Check(data); err != nil {
					t.Errorf("%s: %v", want, err)
				}
				if strings.TrimSpace(out) != want {
					t.Errorf("stdout %q, want the file's path %q", out, want)
				}
			})
		}
	}
}

// TestRulebookBadInput copies a game to a folder, breaks its rules.md and
// expects exit 1, path:line:col messages and no file, not even a partial
// one.
func TestRulebookBadInput(t *testing.T) {
	src := content.FS()
	const game = "royal-haunts"
	dir := t.TempDir()
	err := fs.WalkDir(src, game, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, p), 0o755)
		}
		data, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, p), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	rules := filepath.Join(dir, game, "rules.md")
	data, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	data = append(data, []byte("\nPlay 1♠ then see §99.9.\n")...)
	if err := os.WriteFile(rules, data, 0o644); err != nil {
		t.Fatal(err)
	}
	line := bytes.Count(data, []byte("\n"))
	out := t.TempDir()
	code, _, errs := runCLI(t, "rulebook", game, "--content", dir, "--out", out)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs)
	}
	for _, want := range []string{
		rules + ":" + strconv.Itoa(line) + ":6: rulebook: \"1♠\" is not card notation",
		rules + ":" + strconv.Itoa(line) + ":18: rulebook: §99.9 refers to no rule or section",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr does not say %q:\n%s", want, errs)
		}
	}
	var files []string
	_ = filepath.Walk(out, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) > 0 {
		t.Errorf("files written despite the errors: %v", files)
	}
}

// copyGame copies a game of the embedded content to a new folder and
// returns the folder.
func copyGame(t *testing.T, game string) string {
	t.Helper()
	src := content.FS()
	dir := t.TempDir()
	err := fs.WalkDir(src, game, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, p), 0o755)
		}
		data, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, p), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestRulebookAndBuildAgree breaks a game's manifest and checks that
// `rulebook` and `build` report it in the same words at the same place,
// and that both write the same rulebook from good content.
func TestRulebookAndBuildAgree(t *testing.T) {
	const game = "castle-poker"
	dir := copyGame(t, game)
	out1, out2 := t.TempDir(), t.TempDir()
	code, _, errs := runCLI(t, "rulebook", game, "--content", dir, "--out", out1)
	if code != 0 {
		t.Fatalf("rulebook: exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, "build", game, "--content", dir, "--out", out2, "--printshop=false")
	if code != 0 {
		t.Fatalf("build: exit %d: %s", code, errs)
	}
	a, err1 := os.ReadFile(filepath.Join(out1, game, game+"-rules.pdf"))
	b, err2 := os.ReadFile(filepath.Join(out2, game, game+"-rules.pdf"))
	if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
		t.Errorf("the two commands write different rulebooks (%v, %v)", err1, err2)
	}

	manifest := filepath.Join(dir, game, "game.toml")
	data, err := os.ReadFile(manifest)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(manifest, append(data, []byte("\nnonsense = = 1\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	code1, _, errs1 := runCLI(t, "rulebook", game, "--content", dir, "--out", t.TempDir())
	code2, _, errs2 := runCLI(t, "build", game, "--content", dir, "--out", t.TempDir())
	if code1 != 1 || code2 != 1 {
		t.Fatalf("exits %d and %d, want 1", code1, code2)
	}
	if !strings.Contains(errs1, manifest+":") || errs1 != errs2 {
		t.Errorf("rulebook says\n%s\nbuild says\n%s\nwant the same, at %s", errs1, errs2, manifest)
	}
}
