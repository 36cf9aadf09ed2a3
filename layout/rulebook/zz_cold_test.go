package rulebook

import (
	"io/fs"
	"os"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout"
)

func TestZZCold(t *testing.T) {
	game := os.Getenv("COLD")
	if game == "" {
		t.Skip()
	}
	src, _ := fs.ReadFile(content.FS(), game+"/rules.md")
	g, err := cards.Load(content.FS(), game)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Typeset(src, game, Options{CardIDs: IDStyles(g), CardImage: layout.CardImager(g)}); err != nil {
		t.Fatal(err)
	}
}
