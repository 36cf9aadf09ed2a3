package publish

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout/pdfcheck"
	"github.com/cardstock/cardstock/layout/rulebook"
)

var setFont = regexp.MustCompile(`/[A-Za-z0-9]+ ([0-9.]+) Tf`)

// TestQuickRefs typesets every game's quick reference on every paper and
// checks that it fits one sheet, front and back, that no text on it is set
// under rulebook.QuickRefMinSize, and that it passes the strict validation.
func TestQuickRefs(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range games {
		for _, paper := range rulebook.QuickRefPapers {
			t.Run(game+"/"+paper, func(t *testing.T) {
				opt := options()
				opt.PaperName = paper
				g, err := QuickRef(content.FS(), game, opt)
				if err != nil {
					t.Fatal(err)
				}
				data := g.Outputs[0].Data
				if g.Outputs[0].Name != game+"-quickref.pdf" {
					t.Errorf("name %q", g.Outputs[0].Name)
				}
				if err := pdfcheck.Check(data); err != nil {
					t.Fatal(err)
				}
				ctx, err := pdfcheck.Validate(data)
				if err != nil {
					t.Fatal(err)
				}
				if ctx.PageCount < 1 || ctx.PageCount > rulebook.QuickRefMaxPages {
					t.Errorf("%d pages, want 1 to %d", ctx.PageCount, rulebook.QuickRefMaxPages)
				}
				streams, err := pdfcheck.ContentStreams(ctx)
				if err != nil {
					t.Fatal(err)
				}
				sizes := map[float64]int{}
				for _, s := range streams {
					for _, m := range setFont.FindAllSubmatch(s.Data, -1) {
						v, _ := strconv.ParseFloat(string(m[1]), 64)
						sizes[v]++
					}
				}
				if len(sizes) == 0 {
					t.Fatal("no text found")
				}
				for v := range sizes {
					if v < rulebook.QuickRefMinSize-0.01 {
						t.Errorf("text set at %g pt, under %g pt", v, rulebook.QuickRefMinSize)
					}
				}
			})
		}
	}
}

// TestQuickRefTooLong: a sheet over two pages is an error naming its file,
// and a reference to no rule of the rulebook is an error at the reference.
func TestQuickRefTooLong(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, f := range []string{"game.toml", "rules.md"} {
		b, err := content.FS().(interface{ ReadFile(string) ([]byte, error) }).ReadFile("queens-challenge/" + f)
		if err != nil {
			t.Fatal(err)
		}
		fsys["queens-challenge/"+f] = &fstest.MapFile{Data: b}
	}
	long := strings.Repeat("A paragraph of the sheet that runs on and on to fill the page. ", 800)
	fsys["queens-challenge/quickref.md"] = &fstest.MapFile{Data: []byte("## Turn (§4.1)\n\n" + long + "\n\nSee §99.\n")}
	_, err := QuickRef(fsys, "queens-challenge", options())
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{
		"content/queens-challenge/quickref.md: quick reference: the sheet takes ",
		"content/queens-challenge/quickref.md:5:5: quick reference: §99 refers to no rule or section of content/queens-challenge/rules.md",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}

// TestBuildWritesSheets: a build (buildGame's extras) writes each game's
// quick reference, its player aids and its score sheet where the content
// has them.
func TestBuildWritesSheets(t *testing.T) {
	games := []string{"castle-poker", "queens-challenge", "royal-family", "royal-haunts", "tavern-tales"}
	var built []Game
	for _, name := range games {
		g, err := loadGame(content.FS(), name, options())
		if err != nil {
			t.Fatal(err)
		}
		out, err := extras(content.FS(), g, options())
		if err != nil {
			t.Fatal(err)
		}
		built = append(built, Game{Name: name, Outputs: out})
	}
	want := map[string][]string{
		"castle-poker":     {"castle-poker-quickref.pdf", "castle-poker-aids.pdf"},
		"queens-challenge": {"queens-challenge-quickref.pdf", "queens-challenge-scoresheet.pdf"},
		"royal-family":     {"royal-family-quickref.pdf", "royal-family-aids.pdf", "royal-family-scoresheet.pdf"},
		"royal-haunts":     {"royal-haunts-quickref.pdf", "royal-haunts-aids.pdf"},
		"tavern-tales":     {"tavern-tales-quickref.pdf", "tavern-tales-aids.pdf", "tavern-tales-scoresheet.pdf"},
	}
	for _, g := range built {
		have := map[string]bool{}
		for _, o := range g.Outputs {
			have[o.Name] = true
		}
		for _, n := range want[g.Name] {
			if !have[n] {
				t.Errorf("%s: no %s", g.Name, n)
			}
		}
	}
}

// TestAidsFromEngine: the Royal Haunts spell aid lists every spell of the
// engine's table, and a table line naming an unknown column is an error
// at that line.
func TestAidsFromEngine(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, f := range []string{"game.toml", "rules.md"} {
		b, err := content.FS().(interface{ ReadFile(string) ([]byte, error) }).ReadFile("royal-haunts/" + f)
		if err != nil {
			t.Fatal(err)
		}
		fsys["royal-haunts/"+f] = &fstest.MapFile{Data: b}
	}
	fsys["royal-haunts/aids.md"] = &fstest.MapFile{Data: []byte("## Spells\ntable: spells-in-rooms: {Spell} {Mana}\n")}
	g, err := loadGame(fsys, "royal-haunts", options())
	if err != nil {
		t.Fatal(err)
	}
	_, err = extras(fsys, g, options())
	if err == nil || !strings.Contains(err.Error(), `content/royal-haunts/aids.md:2:1: aids: table spells-in-rooms has no column "Mana"`) {
		t.Errorf("error %v", err)
	}
}

// BenchmarkQuickRef typesets Royal Haunts' quick reference, its tables
// generated by the engine.
func BenchmarkQuickRef(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := QuickRef(content.FS(), "royal-haunts", options()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExtras draws Castle Poker's player aids and quick reference
// (its tables played on the engine), as a build does.
func BenchmarkExtras(b *testing.B) {
	g, err := loadGame(content.FS(), "castle-poker", options())
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if _, err := extras(content.FS(), g, options()); err != nil {
			b.Fatal(err)
		}
	}
}
