package cards_test

import (
	"testing"

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
