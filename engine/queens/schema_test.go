package queens_test

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/queens"
)

// The observation derives from the schema: the two face-down decks are
// counts, the rest is shown.
func TestObservation(t *testing.T) {
	g := queens.Game{}
	s, err := g.New(engine.Setup{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	obs := engine.Observation(g, s, 0)
	for _, want := range []string{"challenge deck: 52 cards\n", "deck: 47 cards\n", "hand: 5♠ Q♣ 2♣ J♦ A♥\n"} {
		if !strings.Contains(obs, want) {
			t.Errorf("observation lacks %q:\n%s", want, obs)
		}
	}
	if got, ok, err := g.Expect(s, "view P1 deck", "47 cards"); err != nil || !ok {
		t.Errorf("expect view P1 deck: got %q (%v)", got, err)
	}
}

// Conservation is checked deck by deck: a card of your deck of magic moved
// into the in-play stack is refused though the two decks together still
// hold every card twice.
func TestTwoDecksConserved(t *testing.T) {
	g := queens.Game{}
	s, _ := g.New(engine.Setup{Seed: 7})
	text := s.String()
	var deckLine string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "deck: ") {
			deckLine = l
		}
	}
	top := strings.Fields(deckLine)[1]
	moved := strings.Replace(text, deckLine, "deck:"+strings.TrimPrefix(deckLine, "deck: "+top), 1)
	moved = strings.Replace(moved, "in play:", "in play: "+top, 1)
	_, err := g.ParseState(nil, moved)
	if err == nil {
		t.Fatalf("a card moved between decks is accepted:\n%s", moved)
	}
	if want := top + " is already in a zone of the Queen's Challenge deck"; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q lacks %q", err, want)
	}
	// and the card missing from your deck of magic is named
	lost := strings.Replace(text, deckLine, "deck:"+strings.TrimPrefix(deckLine, "deck: "+top), 1)
	_, err = g.ParseState(nil, lost)
	if want := "cards of your deck of magic in no zone: " + top; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
}

// A Joker is refused in every zone, the summoning zone included (its slot
// is chosen by suit).
func TestNoJokerAnywhere(t *testing.T) {
	g := queens.Game{}
	s, _ := g.New(engine.Setup{Seed: 7})
	for _, zone := range []string{"summoned:", "in play:", "pile ♠:", "revealed:"} {
		if _, err := g.ParseState(nil, strings.Replace(s.String(), zone, zone+" JK", 1)); err == nil || !strings.Contains(err.Error(), "no Jokers") {
			t.Errorf("%s JK: %v", zone, err)
		}
		tr, err := engine.ParseTranscript("j.txt", []byte("game queens-challenge\n"+zone+" JK\n"), 1)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(engine.Setup{Seed: 1}, tr.Zones); err == nil || !strings.Contains(err.Error(), "no Jokers") {
			t.Errorf("start %s JK: %v", zone, err)
		}
	}
}
