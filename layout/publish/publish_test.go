package publish

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout"
)

func options() Options {
	return Options{
		BuildOptions: layout.BuildOptions{Paper: layout.Papers["a4"], Bleed: layout.DefaultBleed, Backs: layout.BacksNone},
		Rulebooks:    true, PaperName: "a4", ContentRoot: "content",
		Resolve: testResolver,
		Tables:  testTables,
	}
}

func TestBuildAndWrite(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	built, err := Build(content.FS(), games, options())
	if err != nil {
		t.Fatal(err)
	}
	if len(built) != len(games) {
		t.Fatalf("%d games built, want %d", len(built), len(games))
	}
	for i, g := range built {
		if g.Name != games[i] {
			t.Errorf("game %d is %s, want %s (order)", i, g.Name, games[i])
		}
		rules := false
		for _, o := range g.Outputs {
			rules = rules || o.Name == g.Name+"-rules.pdf"
		}
		if !rules {
			t.Errorf("%s: no rulebook built", g.Name)
		}
	}
	// On A4 poker cards lie on their side with separate bleeds: no note.
	if notes := Notes(append(built, built...)); len(notes) != 0 {
		t.Errorf("notes %q on A4: want none", notes)
	}
	// On Letter their rows share cut lines: the note, once.
	letter := options()
	letter.Paper, letter.PaperName, letter.Rulebooks = layout.Papers["letter"], "letter", false
	lb, err := Build(content.FS(), games[:1], letter)
	if err != nil {
		t.Fatal(err)
	}
	// Castle Poker's cards and castles each share their rows: each note
	// once, though the game is built twice.
	if notes := Notes(append(lb, lb...)); len(notes) != 2 || !strings.Contains(notes[0], "shared cut lines") || notes[0] == notes[1] {
		t.Errorf("notes %q on Letter: want each shared-cut-lines note once", notes)
	}
	dir := t.TempDir()
	var paths []string
	if err := Write(dir, built[:1], func(p string) { paths = append(paths, p) }); err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			t.Error(err)
		}
	}
	if len(paths) != len(built[0].Outputs) || filepath.Dir(paths[0]) != filepath.Join(dir, built[0].Name) {
		t.Errorf("wrote %v", paths)
	}
}

// TestBuildReportsEveryGame checks that problems in two games are all
// reported, with their places, and that nothing is returned to write.
func TestBuildReportsEveryGame(t *testing.T) {
	manifest := "name = \"G\"\n[[deck]]\nid = \"d\"\nname = \"D\"\ncards = \"c.csv\"\nback = \"plaid\"\n"
	fsys := fstest.MapFS{
		"a/game.toml": {Data: []byte(manifest)},
		"a/c.csv":     {Data: []byte("id,text\nX1,Hello.\n")},
		"b/game.toml": {Data: []byte("name = \"B\"\nbogus = 1\n")},
		"b/rules.md":  {Data: []byte("# nothing\n")},
	}
	built, err := Build(fsys, []string{"a", "b"}, options())
	if built != nil {
		t.Error("outputs returned with errors")
	}
	var list cards.ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("%T %v is not an ErrorList", err, err)
	}
	msg := err.Error()
	for _, want := range []string{`content/a/game.toml:6:1: unknown back "plaid"`, `content/b/game.toml:2:1: unknown field "bogus"`} {
		if !strings.Contains(msg, want) {
			t.Errorf("errors\n%s\nlack %q", msg, want)
		}
	}
}
