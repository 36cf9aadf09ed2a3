package cards_test

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
)

func TestLoadEmbeddedGames(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	if len(games) == 0 {
		t.Fatal("no games in content")
	}
	for _, name := range games {
		t.Run(name, func(t *testing.T) {
			g, err := cards.Load(content.FS(), name)
			if err != nil {
				t.Fatal(err)
			}
			if g.Name == "" || len(g.Decks)+len(g.Mats) == 0 {
				t.Errorf("game %s loaded empty: %+v", name, g)
			}
		})
	}
}

const goodManifest = `name = "Test"
players = "2"

[[suit]]
id = "stars"
name = "Stars"
icon = "star"
color = "#123456"

[[deck]]
id = "deck"
name = "Deck"
cards = "cards.csv"
count = 3

[[deck]]
id = "std"
name = "Standard"
standard = true
jokers = 2

[[mat]]
id = "mat"
name = "Mat"
size = "200x100"

  [[mat.zone]]
  name = "Zone"
  x = 5
  y = 5
  w = 50
  h = 50
`

const goodCSV = "id,suit,title,text,count\nST1,stars,,A line.,2\nST2,stars,Title,\"Text, with comma.\",1\n"

func loadMap(manifest, csv string) (*cards.Game, error) {
	fsys := fstest.MapFS{
		"g/game.toml": {Data: []byte(manifest)},
		"g/cards.csv": {Data: []byte(csv)},
	}
	return cards.Load(fsys, "g")
}

func TestLoadGood(t *testing.T) {
	g, err := loadMap(goodManifest, goodCSV)
	if err != nil {
		t.Fatal(err)
	}
	if d := g.Deck("deck"); d.Total() != 3 || d.Cards[1].Text != "Text, with comma." || d.Cards[0].Count != 2 {
		t.Errorf("deck read wrong: %+v", d.Cards)
	}
	if d := g.Deck("std"); len(d.Cards) != 54 || d.Cards[53].Card != cards.JK2 {
		t.Errorf("standard deck has %d cards", len(d.Cards))
	}
	if d := g.Deck("deck"); d.W != 63.5 || d.H != 88.9 || d.Template != "custom" {
		t.Errorf("defaults: %gx%g %s", d.W, d.H, d.Template)
	}
	if z := g.Mats[0].Zones[0]; z.Pos.Line != 27 {
		t.Errorf("zone position %s, want line 27", z.Pos)
	}
}

// TestLoadBad feeds broken manifests and card lists and checks each error's
// place and message.
func TestLoadBad(t *testing.T) {
	tests := []struct {
		name     string
		manifest string
		csv      string
		want     string // "file:line:col: message" (a prefix of one of the errors)
	}{
		{"unknown field", strings.Replace(goodManifest, `players = "2"`, `player = "2"`, 1), goodCSV, `g/game.toml:2:1: unknown field "player"`},
		{"unknown deck field", strings.Replace(goodManifest, `count = 3`, `cuont = 3`, 1), goodCSV, `g/game.toml:14:1: unknown field "deck.cuont"`},
		{"toml syntax", goodManifest + "\n[[deck]\n", goodCSV, "g/game.toml:34:7: toml: expected"},
		{"wrong type", strings.Replace(goodManifest, `count = 3`, `count = "three"`, 1), goodCSV, "g/game.toml:14:"},
		{"missing name", strings.Replace(goodManifest, `name = "Test"`, ``, 1), goodCSV, "g/game.toml:1:1: missing name"},
		{"bad colour", strings.Replace(goodManifest, `#123456`, `blue`, 1), goodCSV, `g/game.toml:8:1: colour "blue"`},
		{"duplicate suit", strings.Replace(goodManifest, "[[deck]]", "[[suit]]\nid = \"stars\"\nname = \"S\"\n\n[[deck]]", 1), goodCSV, `g/game.toml:11:1: duplicate suit id "stars"`},
		{"duplicate deck", strings.Replace(goodManifest, `id = "std"`, `id = "deck"`, 1), goodCSV, `g/game.toml:17:1: duplicate deck id "deck"`},
		{"bad size", strings.Replace(goodManifest, `count = 3`, "count = 3\nsize = \"huge\"", 1), goodCSV, `g/game.toml:15:1: unknown size "huge"`},
		{"bad kind", strings.Replace(goodManifest, `count = 3`, "count = 3\nkind = \"board\"", 1), goodCSV, `g/game.toml:15:1: unknown kind "board"`},
		{"bad template", strings.Replace(goodManifest, `count = 3`, "count = 3\ntemplate = \"castle\"", 1), goodCSV, `g/game.toml:15:1: unknown template "castle"`},
		{"wrong count", strings.Replace(goodManifest, `count = 3`, `count = 4`, 1), goodCSV, `g/game.toml:14:1: deck "deck" has 3 cards but count = 4`},
		{"too many jokers", strings.Replace(goodManifest, `jokers = 2`, `jokers = 3`, 1), goodCSV, `g/game.toml:20:1: jokers = 3`},
		{"missing card list", strings.Replace(goodManifest, `cards.csv`, `nope.csv`, 1), goodCSV, `g/game.toml:13:1: cannot read card list "nope.csv"`},
		{"no cards", strings.Replace(goodManifest, "cards = \"cards.csv\"\n", "", 1), goodCSV, `g/game.toml:10:3: deck "deck" has no cards`},
		{"zone outside", strings.Replace(goodManifest, `w = 50`, `w = 500`, 1), goodCSV, `g/game.toml:27:5: zone "Zone"`},
		{"slots do not fit", strings.Replace(goodManifest, `h = 50`, "h = 50\n  slots = 1", 1), goodCSV, `g/game.toml:33:3: zone "Zone": 1 card outline(s) of 63.5x88.9 mm do not fit its 50x50 mm`},
		{"bad mat size", strings.Replace(goodManifest, `200x100`, `200 by 100`, 1), goodCSV, `g/game.toml:25:1: unknown size "200 by 100"`},
		{"unknown column", goodManifest, strings.Replace(goodCSV, "count", "cuont", 1), `g/cards.csv:1:20: unknown column "cuont"`},
		{"duplicate column", goodManifest, strings.Replace(goodCSV, "title", "text", 1), `g/cards.csv:1:14: column "text" appears twice`},
		{"id not first", goodManifest, "suit,id\nstars,ST1\n", `g/cards.csv:1:1: the first column must be id`},
		{"unknown suit", goodManifest, strings.Replace(goodCSV, "ST2,stars", "ST2,moons", 1), `g/cards.csv:3:5: unknown suit "moons": want one of stars`},
		{"duplicate id", goodManifest, strings.Replace(goodCSV, "ST2", "ST1", 1), `g/cards.csv:3:1: duplicate card id "ST1" (first at g/cards.csv:2:1)`},
		{"bad count", goodManifest, strings.Replace(goodCSV, ",2\n", ",two\n", 1), `g/cards.csv:2:20: count "two"`},
		{"short row", goodManifest, goodCSV + "ST3,stars\n", `g/cards.csv:4:1: 2 fields but the header has 5`},
		{"bad quote", goodManifest, goodCSV + "ST3,stars,,\"open,1\n", `g/cards.csv:4:`},
		{"bad id", goodManifest, strings.Replace(goodCSV, "ST2", "S T", 1), `g/cards.csv:3:1: card id "S T"`},
		{"empty csv", goodManifest, "", `g/cards.csv:1:1: empty card list`},
		{"unicode column", goodManifest, strings.Replace(goodCSV, "A line.", "Ä line, «x».\",3", 1), `g/cards.csv:2:`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := loadMap(tc.manifest, tc.csv)
			if err == nil {
				t.Fatalf("no error; loaded %+v", g)
			}
			if g != nil {
				t.Error("a game was returned with the error")
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error\n%v\ndoes not contain %q", err, tc.want)
			}
			var list cards.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("%T is not an ErrorList", err)
			}
			for _, e := range list {
				if e.Pos.File == "" || e.Pos.Line == 0 {
					t.Errorf("error without a line: %v", e)
				}
			}
		})
	}
}

// FuzzLoad feeds arbitrary manifests and card lists to the loader: it must
// never panic, and an error must name a file and line.
func FuzzLoad(f *testing.F) {
	f.Add(goodManifest, goodCSV)
	f.Add(`name = "x"`+"\n[[deck]]\nid=\"d\"\nname=\"D\"\ncards=\"cards.csv\"\n", "id,suit\nA,\n")
	f.Add("[[mat]]\n[[mat.zone]]\n", "id\n\"")
	f.Fuzz(func(t *testing.T, manifest, csv string) {
		g, err := loadMap(manifest, csv)
		if err != nil {
			if g != nil {
				t.Fatal("game returned with an error")
			}
			var list cards.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("%T is not an ErrorList: %v", err, err)
			}
			for _, e := range list {
				if e.Pos.File == "" || e.Pos.Line < 1 {
					t.Fatalf("error without a place: %v", e)
				}
			}
			return
		}
		for _, d := range g.Decks {
			if d.W <= 0 || d.H <= 0 {
				t.Fatalf("deck %s has size %gx%g", d.ID, d.W, d.H)
			}
		}
	})
}
