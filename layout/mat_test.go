package layout

import (
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
)

// TestMatZones checks every zone of every mat: its card outlines are poker
// cards at full size, below the zone's name and note and inside the zone;
// its note is 9 pt or more.
func TestMatZones(t *testing.T) {
	games, err := content.Games(content.FS())
	if err != nil {
		t.Fatal(err)
	}
	card := cards.CardSizes["poker"]
	for _, name := range games {
		g := loadGame(t, name)
		for _, m := range g.Mats {
			for _, z := range m.Zones {
				zl, err := layoutZone(z)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				if len(zl.Cards)+len(zl.Cells) != max(z.Slots, 0) {
					t.Errorf("%s zone %q: %d outlines for %d slots", name, z.Name, len(zl.Cards), z.Slots)
				}
				zr := Rect{z.X, z.Y, z.W, z.H}
				for _, c := range zl.Cards {
					if c.W != card[0] || c.H != card[1] {
						t.Errorf("%s zone %q: a %gx%g outline", name, z.Name, c.W, c.H)
					}
					if c.Y < zl.TextBottom || c.X < zr.X || c.Y < zr.Y || c.X+c.W > zr.X+zr.W || c.Y+c.H > zr.Y+zr.H {
						t.Errorf("%s zone %q: card %+v over the text (foot %.1f) or outside %+v", name, z.Name, c, zl.TextBottom, zr)
					}
				}
				if ZoneNoteMin < 9 {
					t.Errorf("notes may shrink to %g pt", ZoneNoteMin)
				}
			}
		}
	}
}

// TestMatZonesHoldCards checks the zones the rules lay cards in: each has a
// card outline.
func TestMatZonesHoldCards(t *testing.T) {
	want := map[string][]string{
		"queens-challenge": {"Summon ♠", "Summon ♥", "Summon ♦", "Summon ♣", "Power ♠", "Your discard"},
		"royal-haunts":     {"Captured Aces", "The Grave", "Draw deck"},
		"royal-family":     {"Discard pile", "Joker", "Fortification ♠", "Fortification ♥", "Fortification ♣", "Fortification ♦", "Dungeon ♠", "Dungeon ♥"},
		"castle-poker":     {"The Moat"},
	}
	for game, zones := range want {
		g := loadGame(t, game)
		have := map[string]int{}
		for _, m := range g.Mats {
			for _, z := range m.Zones {
				if z.Shape != "track" {
					have[z.Name] = z.Slots
				}
			}
		}
		for _, z := range zones {
			if have[z] < 1 {
				t.Errorf("%s: zone %q holds no card outline", game, z)
			}
		}
	}
	g := loadGame(t, "royal-family")
	track := 0
	for _, z := range g.Mats[0].Zones {
		if z.Shape == "track" && z.Slots >= 10 {
			track++
		}
	}
	if track == 0 {
		t.Error("royal-family: no hit-point track")
	}
	cp := loadGame(t, "castle-poker")
	bids := 0
	for _, m := range cp.Mats {
		for _, z := range m.Zones {
			if len(z.Name) >= 3 && z.Name[:3] == "Bid" {
				bids++
			}
		}
	}
	if bids < 3 {
		t.Errorf("castle-poker: %d bid areas", bids)
	}
}
