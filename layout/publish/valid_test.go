package publish

import (
	"testing"

	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/pdfcheck"
)

// TestEveryOutputValid builds every game in every backs mode on A4 and on
// Letter, print-shop files, mats and rulebooks included,
// and checks every PDF with pdfcpu's strict validation and the
// content-stream parse. The rulebook's other papers (the A5 booklet) are
// checked in layout/rulebook.
func TestEveryOutputValid(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	type config struct{ paper, backs string }
	var configs []config
	for _, paper := range []string{"a4", "letter"} {
		for _, b := range layout.BacksModes {
			configs = append(configs, config{paper, string(b)})
		}
	}
	for _, c := range configs {
		t.Run(c.paper+"/"+c.backs, func(t *testing.T) {
			opt := options()
			opt.Paper = layout.Papers[c.paper]
			opt.PaperName = c.paper
			opt.Backs = layout.Backs(c.backs)
			opt.PrintShop = true
			// rulebooks do not depend on the backs: one build per paper
			// typesets them (every paper: layout/rulebook's tests)
			opt.Rulebooks = c.backs == string(layout.BacksModes[0])
			built, err := Build(content.FS(), games, opt)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, g := range built {
				for _, o := range g.Outputs {
					if err := pdfcheck.Check(o.Data); err != nil {
						t.Errorf("%s/%s: %v", g.Name, o.Name, err)
					}
					n++
				}
			}
			if n < 2*len(games) {
				t.Errorf("only %d files checked", n)
			}
		})
	}
}
