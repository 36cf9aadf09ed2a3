package rulebook

import (
	"os"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
)

func TestScratch(t *testing.T) {
	for _, game := range []string{"royal-haunts", "castle-poker", "royal-family", "tavern-tales", "queens-challenge"} {
		src, err := os.ReadFile("../../content/" + game + "/rules.md")
		if err != nil {
			t.Log(err)
			continue
		}
		g, err := cards.Load(content.FS(), game)
		if err != nil {
			t.Log(err)
			continue
		}
		for _, p := range []string{"a4", "a5-booklet"} {
			out, err := Typeset(src, "content/"+game+"/rules.md", Options{Paper: p, CardIDs: IDStyles(g)})
			if err != nil {
				t.Errorf("%s %s: %v", game, p, err)
				continue
			}
			os.WriteFile("/tmp/rb/"+game+"-"+p+".pdf", out, 0o644)
		}
	}
}
