package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExitStatus checks that the exit status follows the kind of error,
// not its wording: content whose text reads like a usage message is still
// bad input (1), and a missing --content folder is bad usage (2) in every
// command.
func TestExitStatus(t *testing.T) {
	wordy := writeGame(t, myManifest, "id,suit,text\nrequires invalid argument,stars,Hi.\n")
	missing := filepath.Join(t.TempDir(), "nowhere")
	notDir := filepath.Join(t.TempDir(), "file")
	os.WriteFile(notDir, []byte("x"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"unknown command", []string{"bulid"}, 2},
		{"too many arguments", []string{"list", "extra"}, 2},
		{"too few arguments", []string{"rulebook"}, 2},
		{"unknown flag", []string{"list", "--nope"}, 2},
		{"bad flag value", []string{"build", "--bleed", "wide"}, 2},
		{"content reading like usage", []string{"build", "--content", wordy, "--out", t.TempDir()}, 1},
		{"content reading like usage, list", []string{"list", "--content", wordy}, 1},
		{"missing content, build", []string{"build", "--content", missing}, 2},
		{"missing content, list", []string{"list", "--content", missing}, 2},
		{"missing content, rulebook", []string{"rulebook", "mygame", "--content", missing}, 2},
		{"missing content, verify", []string{"verify", "--content", missing}, 2},
		{"content is a file", []string{"list", "--content", notDir}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCLI(t, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d: %s", code, tc.code, errs)
			}
		})
	}
}

// TestErrorsStartWithPosition checks that a message about a user's file
// begins with its place, as the README promises, and others with the
// program's name.
func TestErrorsStartWithPosition(t *testing.T) {
	content := writeGame(t, myManifest, "id,suit,text\nS1,moons,Hi.\n")
	_, _, errs := runCLI(t, "build", "--content", content, "--out", t.TempDir())
	if want := filepath.Join(content, "mygame", "cards.csv") + ":2:4: "; !strings.HasPrefix(errs, want) {
		t.Errorf("stderr %q does not begin with %q", errs, want)
	}
	_, _, errs = runCLI(t, "build", "--paper", "a3")
	if !strings.HasPrefix(errs, "cardstock: --paper") {
		t.Errorf("stderr %q does not begin with the program's name", errs)
	}
}

// TestContentBoundary checks that nothing outside the content folder is
// read: a card list, a manifest or a game folder linked to a file outside
// it is refused, and the outside file's text appears nowhere. Links that
// stay inside the folder are followed.
func TestContentBoundary(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.csv")
	os.WriteFile(secret, []byte("id,text\nTOPSECRET,The password is hunter2.\n"), 0o644)
	outsideGame := t.TempDir()
	os.WriteFile(filepath.Join(outsideGame, "game.toml"), []byte("name = \"TOPSECRET\"\n"), 0o644)

	link := func(t *testing.T, target, name string) {
		t.Helper()
		if err := os.Symlink(target, name); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, content string)
	}{
		{"card list linked outside", func(t *testing.T, content string) {
			p := filepath.Join(content, "mygame", "cards.csv")
			os.Remove(p)
			link(t, secret, p)
		}},
		{"card list linked outside, relative", func(t *testing.T, content string) {
			p := filepath.Join(content, "mygame", "cards.csv")
			os.Remove(p)
			rel, _ := filepath.Rel(filepath.Dir(p), secret)
			link(t, rel, p)
		}},
		{"game folder linked outside", func(t *testing.T, content string) {
			os.RemoveAll(filepath.Join(content, "mygame"))
			link(t, outsideGame, filepath.Join(content, "mygame"))
		}},
		{"manifest names a path outside", func(t *testing.T, content string) {
			m := strings.Replace(myManifest, `cards = "cards.csv"`, `cards = "`+secret+`"`, 1)
			os.WriteFile(filepath.Join(content, "mygame", "game.toml"), []byte(m), 0o644)
		}},
		{"manifest names a parent path", func(t *testing.T, content string) {
			rel, _ := filepath.Rel(filepath.Join(content, "mygame"), secret)
			m := strings.Replace(myManifest, `cards = "cards.csv"`, `cards = "`+filepath.ToSlash(rel)+`"`, 1)
			os.WriteFile(filepath.Join(content, "mygame", "game.toml"), []byte(m), 0o644)
		}},
		{"rules linked outside", func(t *testing.T, content string) {
			link(t, secret, filepath.Join(content, "mygame", "rules.md"))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			content := writeGame(t, myManifest, "id,suit,text\nS1,stars,Hi.\n")
			tc.setup(t, content)
			out := filepath.Join(t.TempDir(), "out")
			for _, args := range [][]string{
				{"build", "--content", content, "--out", out},
				{"list", "--content", content},
				{"rulebook", "mygame", "--content", content, "--out", out},
				{"verify", "--content", content},
			} {
				code, stdout, errs := runCLI(t, args...)
				if strings.Contains(stdout+errs, "TOPSECRET") || strings.Contains(stdout+errs, "hunter2") {
					t.Errorf("%s: the outside file was read:\n%s%s", args[0], stdout, errs)
				}
				if args[0] == "build" && code != 1 {
					t.Errorf("build: exit %d, want 1: %s", code, errs)
				}
				if _, err := os.Stat(out); !os.IsNotExist(err) {
					t.Errorf("%s: output written: %v", args[0], err)
				}
			}
		})
	}

	t.Run("example linked outside", func(t *testing.T) {
		content := writeGame(t, myManifest, "id,suit,text\nS1,stars,Hi.\n")
		os.Mkdir(filepath.Join(content, "mygame", "examples"), 0o755)
		transcript := filepath.Join(t.TempDir(), "x.txt")
		os.WriteFile(transcript, []byte("TOPSECRET hunter2\n"), 0o644)
		link(t, transcript, filepath.Join(content, "mygame", "examples", "x.txt"))
		code, stdout, errs := runCLI(t, "verify", "--content", content)
		if strings.Contains(stdout+errs, "TOPSECRET") || strings.Contains(stdout+errs, "hunter2") {
			t.Errorf("verify: the outside file was read:\n%s%s", stdout, errs)
		}
		if code != 1 {
			t.Errorf("verify: exit %d, want 1: %s", code, errs)
		}
	})

	t.Run("link inside the folder", func(t *testing.T) {
		content := writeGame(t, myManifest, "id,suit,text\nS1,stars,Hi.\n")
		os.Rename(filepath.Join(content, "mygame", "cards.csv"), filepath.Join(content, "shared.csv"))
		link(t, "../shared.csv", filepath.Join(content, "mygame", "cards.csv"))
		if code, _, errs := runCLI(t, "build", "--content", content, "--out", t.TempDir()); code != 0 {
			t.Errorf("exit %d: %s", code, errs)
		}
	})
}

// TestNumberFlags checks that numbers given on the command line or in the
// environment are finite and in range.
func TestNumberFlags(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		epoch string
	}{
		{"bleed NaN", []string{"build", "--bleed", "NaN"}, ""},
		{"bleed Inf", []string{"build", "--bleed", "+Inf"}, ""},
		{"bleed -Inf", []string{"build", "--bleed", "-Inf"}, ""},
		{"size NaN", []string{"build", "--size", "NaNx90"}, ""},
		{"size Inf", []string{"build", "--size", "infxinf"}, ""},
		{"size huge", []string{"build", "--size", "1e308x90"}, ""},
		{"export dpi NaN", []string{"export", "png", "royal-family", "--dpi", "NaN"}, ""},
		{"export bleed NaN", []string{"export", "png", "royal-family", "--bleed", "NaN"}, ""},
		{"export size NaN", []string{"export", "png", "royal-family", "--size", "NaNx90"}, ""},
		{"preview dpi NaN", []string{"preview", "royal-family", "--dpi", "NaN"}, ""},
		{"epoch not a number", []string{"build", "royal-family"}, "abc"},
		{"epoch huge", []string{"build", "royal-family"}, "99999999999999"},
		{"epoch negative", []string{"rulebook", "royal-family"}, "-5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.epoch != "" {
				t.Setenv("SOURCE_DATE_EPOCH", tc.epoch)
			}
			out := filepath.Join(t.TempDir(), "out")
			code, _, errs := runCLI(t, append(tc.args, "--out", out)...)
			if code != 2 {
				t.Errorf("exit %d, want 2: %s", code, errs)
			}
			if strings.Contains(errs, "panic") || strings.Count(errs, "\n") != 1 {
				t.Errorf("stderr %q: want one line", errs)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("output written: %v", err)
			}
		})
	}
}

// TestAllDefinitionErrors checks that a manifest with a bad icon, a bad
// colour and a bad back reports all three in one run, in file order.
func TestAllDefinitionErrors(t *testing.T) {
	m := strings.NewReplacer(`"star"`, `"kazoo"`, `"#204080"`, `"blue"`, `"blue"`+"\n", `"plaid"`+"\n").Replace(myManifest)
	content := writeGame(t, m, "id,suit,text\nS1,stars,Hi.\n")
	for _, args := range [][]string{{"build", "--out", t.TempDir()}, {"list"}} {
		code, _, errs := runCLI(t, append(args, "--content", content)...)
		if code != 1 {
			t.Errorf("%s: exit %d", args[0], code)
		}
		manifest := filepath.Join(content, "mygame", "game.toml")
		want := manifest + `:7:1: suit "stars": unknown icon "kazoo"`
		for _, w := range []string{want, manifest + `:8:1: colour "blue"`, manifest + `:14:1: unknown back "plaid"`} {
			if !strings.Contains(errs, w) {
				t.Errorf("%s: stderr\n%s\nlacks %q", args[0], errs, w)
			}
		}
		if !strings.HasPrefix(errs, want) {
			t.Errorf("%s: stderr does not begin with the first error in the file:\n%s", args[0], errs)
		}
	}
}

// tree returns every file under dir with its bytes, and every folder.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			rel += "/"
		}
		b, _ := os.ReadFile(p)
		m[rel] = string(b)
		return nil
	})
	return m
}

// TestFailedBuildChangesNothing builds into an output folder, then runs
// builds that fail, in the content or while writing one game's files, and
// checks that the folder is byte-identical afterwards.
func TestFailedBuildChangesNothing(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	if code, _, errs := runCLI(t, "build", "royal-family", "--out", out, "--rulebooks=false"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// A file where a game's folder should be: writing that game fails
	// after the other game's files could have been written.
	os.WriteFile(filepath.Join(out, "royal-haunts"), []byte("in the way"), 0o644)
	before := tree(t, out)
	bad := writeGame(t, myManifest, "id,suit,text\nS1,moons,Hi.\n")
	for _, args := range [][]string{
		{"build", "royal-family", "royal-haunts", "--out", out, "--rulebooks=false", "--paper", "letter"},
		{"build", "--content", bad, "--out", out},
	} {
		code, _, errs := runCLI(t, args...)
		if code != 1 {
			t.Errorf("%v: exit %d, want 1: %s", args, code, errs)
		}
		after := tree(t, out)
		for k, v := range before {
			if after[k] != v {
				t.Errorf("%v: %s changed", args, k)
			}
		}
		for k := range after {
			if _, ok := before[k]; !ok {
				t.Errorf("%v: %s is new", args, k)
			}
		}
	}
}

// TestGameFolderLinkedInside checks that a game folder that is a link to
// a folder inside the content folder is built.
func TestGameFolderLinkedInside(t *testing.T) {
	content := writeGame(t, myManifest, "id,suit,text\nS1,stars,Hi.\n")
	if err := os.Symlink("mygame", filepath.Join(content, "linked")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	code, listing, errs := runCLI(t, "list", "--content", content)
	if code != 0 || !strings.Contains(listing, "linked") || !strings.Contains(listing, "mygame") {
		t.Errorf("exit %d: %s%s", code, listing, errs)
	}
}

// TestContentNotAFile checks that a card list that is a named pipe or a
// folder is an error at the place that names it, not a hang.
func TestContentNotAFile(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(p string) error
	}{
		{"named pipe", func(p string) error { return mkfifo(p) }},
		{"folder", func(p string) error { return os.Mkdir(p, 0o755) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			content := writeGame(t, myManifest, "")
			p := filepath.Join(content, "mygame", "cards.csv")
			os.Remove(p)
			if err := tc.setup(p); err != nil {
				t.Skip(err)
			}
			code, _, errs := runCLI(t, "build", "--content", content, "--out", t.TempDir())
			want := filepath.Join(content, "mygame", "game.toml") + `:13:1: cannot read card list "cards.csv"`
			if code != 1 || !strings.HasPrefix(errs, want) {
				t.Errorf("exit %d\n%s\nwant it to begin %q", code, errs, want)
			}
		})
	}
}
