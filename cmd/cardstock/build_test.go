package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestBuildOneGame(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runCLI(t, "build", "tavern-tales", "--out", dir, "--paper", "letter", "--backs", "duplex-long")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, f := range []string{"tavern-tales-deck.pdf", "tavern-tales-deck-printshop.pdf"} {
		p := filepath.Join(dir, "tavern-tales", f)
		st, err := os.Stat(p)
		if err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", p, err)
		}
		if !strings.Contains(out, p) {
			t.Errorf("output does not list %s:\n%s", p, out)
		}
	}
	if !strings.Contains(errs, "shared cut lines between rows") {
		t.Errorf("no note about shared cut lines on Letter:\n%s", errs)
	}
	if strings.Count(errs, "note:") != 1 {
		t.Errorf("the note should be said once:\n%s", errs)
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, "tavern-tales", ".*tmp*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

// TestBuildDeterministic builds everything twice and compares every file.
func TestBuildDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every game twice")
	}
	a, b := t.TempDir(), t.TempDir()
	for _, dir := range []string{a, b} {
		if code, _, errs := runCLI(t, "build", "--out", dir); code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
	}
	n := 0
	err := filepath.Walk(a, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		n++
		rel, _ := filepath.Rel(a, p)
		x, _ := os.ReadFile(p)
		y, err := os.ReadFile(filepath.Join(b, rel))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two builds (%v)", rel, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Errorf("only %d files built", n)
	}
}

func writeGame(t *testing.T, manifest, csv string) string {
	t.Helper()
	dir := t.TempDir()
	g := filepath.Join(dir, "mygame")
	if err := os.MkdirAll(g, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(g, "game.toml"), []byte(manifest), 0o644)
	os.WriteFile(filepath.Join(g, "cards.csv"), []byte(csv), 0o644)
	return dir
}

const myManifest = `name = "My Game"
players = "2"

[[suit]]
id = "stars"
name = "Stars"
icon = "star"
color = "#204080"

[[deck]]
id = "deck"
name = "My deck"
cards = "cards.csv"
back = "blue"
`

func TestBuildUserContent(t *testing.T) {
	content := writeGame(t, myManifest, "id,suit,text\nS1,stars,Hello there.\nS2,stars,General Kenobi.\n")
	out := t.TempDir()
	code, _, errs := runCLI(t, "build", "--content", content, "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(out, "mygame", "mygame-deck.pdf")); err != nil {
		t.Fatal(err)
	}
	code, listing, _ := runCLI(t, "list", "--content", content)
	if code != 0 || !strings.Contains(listing, "My deck") || !strings.Contains(listing, "cards, 2,") {
		t.Errorf("list: exit %d\n%s", code, listing)
	}
}

// TestBuildBadInput checks that bad content exits 1 with path:line:col
// messages and writes nothing at all.
func TestBuildBadInput(t *testing.T) {
	tests := []struct {
		name, manifest, csv, want string
	}{
		{"unknown suit", myManifest, "id,suit,text\nS1,moons,Hi.\n", "mygame/cards.csv:2:4: unknown suit \"moons\""},
		{"unknown back", strings.Replace(myManifest, `"blue"`, `"plaid"`, 1), "id,suit,text\nS1,stars,Hi.\n", "mygame/game.toml:14:1: unknown back \"plaid\""},
		{"missing glyph", myManifest, "id,suit,text\nS1,stars,Hi 🐉.\n", "mygame/cards.csv:2:1: deck \"deck\": card \"S1\": text: the font DejaVuSerif has no glyph for '🐉'"},
		{"text too long", myManifest, "id,suit,text\nS1,stars," + strings.Repeat("A very long tale indeed. ", 60) + "\n", "mygame/cards.csv:2:1: deck \"deck\": card \"S1\": text does not fit"},
		{"unknown icon", strings.Replace(myManifest, `"star"`, `"kazoo"`, 1), "id,suit,text\nS1,stars,Hi.\n", "mygame/game.toml:7:1: suit \"stars\": unknown icon \"kazoo\""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			content := writeGame(t, tc.manifest, tc.csv)
			out := filepath.Join(t.TempDir(), "out")
			code, _, errs := runCLI(t, "build", "--content", content, "--out", out)
			if code != 1 {
				t.Fatalf("exit %d, want 1: %s", code, errs)
			}
			if !strings.Contains(errs, tc.want) {
				t.Fatalf("stderr\n%s\ndoes not contain %q", errs, tc.want)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("output folder exists after a failed build: %v", err)
			}
		})
	}
}

func TestBuildUsage(t *testing.T) {
	for _, args := range [][]string{
		{"build", "no-such-game"},
		{"build", "--paper", "a3"},
		{"build", "--backs", "sideways"},
		{"build", "--bleed", "-1"},
		{"build", "--standard-back", "plaid"},
		{"build", "--nope"},
	} {
		code, _, errs := runCLI(t, args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, errs)
		}
	}
}

// TestReadmeContentExample builds the game.toml and CSV shown in the
// README's "Your own content" section, so that the example stays true.
func TestReadmeContentExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	i := strings.Index(text, "### Your own content")
	if i < 0 {
		t.Fatal("README has no \"Your own content\" section")
	}
	block := func(lang string) string {
		start := strings.Index(text[i:], "```"+lang+"\n")
		if start < 0 {
			t.Fatalf("no %s block in the section", lang)
		}
		body := text[i+start+len("```"+lang+"\n"):]
		return body[:strings.Index(body, "```")]
	}
	content := writeGame(t, block("toml"), block("csv"))
	out := t.TempDir()
	if code, _, errs := runCLI(t, "build", "--content", content, "--out", out); code != 0 {
		t.Fatalf("the README's example does not build: exit %d\n%s", code, errs)
	}
}
