package taverntales

import (
	"fmt"
	"strconv"

	"github.com/cardstock/cardstock/engine"
)

var _ engine.Referencer = Game{}

// Tables returns the reference tables of Tavern Tales, built from the rule
// data the engine plays by (PlayMatrix, WildCards, Scoring) and from its
// deal; reference_test.go proves each row by playing it on the engine.
func (g Game) Tables(opts engine.Options) ([]engine.Table, error) {
	opts, err := engine.ResolveOptions(g, opts)
	if err != nil {
		return nil, err
	}
	deal, err := dealTable(opts)
	if err != nil {
		return nil, err
	}
	return []engine.Table{deal, matrixTable(), wildTable(), scoringTable()}, nil
}

// matrixColumns are the top cards of the play matrix, in the order of §2.3.
var matrixColumns = []Kind{Heart, Diamond, Star, Spade, Sword, Club}

// suitKinds8 are the eight suits, the rows of the play matrix.
var suitKinds8 = []Kind{Heart, Diamond, Star, Spade, Sword, Club, Moon, Trumpet}

// whose says on whose arcs a card may go over a top card: "yours",
// "an opponent's", "any" or "—".
func whose(m Matrix, top Kind) string {
	own, opp := m.Own.Has(top), m.Opp.Has(top)
	switch {
	case own && opp:
		return "any"
	case own:
		return "yours"
	case opp:
		return "an opponent's"
	}
	return "—"
}

func yesDash(b bool) string {
	if b {
		return "yes"
	}
	return "—"
}

func matrixTable() engine.Table {
	t := engine.Table{ID: "play-matrix", Title: "What may be played on which top card of whose arc",
		Header: []string{"Card", "New arc"}}
	for _, k := range matrixColumns {
		t.Header = append(t.Header, "On a "+k.String())
	}
	t.Header = append(t.Header, "On a J'Accuse")
	for _, k := range suitKinds8 {
		row := []string{k.Plural(), yesDash(Claims.Has(k))}
		for _, top := range matrixColumns {
			row = append(row, whose(PlayMatrix[k], top))
		}
		row = append(row, yesDash(k == Moon))
		t.Rows = append(t.Rows, row)
	}
	t.Notes = []string{
		"Only the top card of an arc decides (§4.2.4). \"yours\": on your own arcs only; \"an opponent's\": on an opponent's arcs only; \"any\": on any arc.",
		"A Moon and the card it cancels go to the discard pile (§4.6.3); a Trumpet takes the whole arc with it (§4.7.1). Wild Cards are played on an opponent who has not passed out, never on an arc (§4.8.1).",
	}
	return t
}

func wildTable() engine.Table {
	t := engine.Table{ID: "wild-cards", Title: "The Wild Cards",
		Header: []string{"Card", "Name", "Kind", "Effect", "Lasts"}}
	for _, w := range WildCards {
		var effect, lasts string
		if w.Kind == JAccuse {
			effect = "the victim may not play " + w.Named.String()
			lasts = "until a Moon cancels it or the hand ends"
		} else {
			effect = "you and the victim discard all " + w.Named.String()
			lasts = "at once"
		}
		t.Rows = append(t.Rows, []string{w.ID, w.Name, w.Kind.String(), effect, lasts})
	}
	t.Notes = []string{"No Wild Card names Spades (§4.8.8). A player barred from Moons by Witless Knave cannot cancel it themselves (§4.8.4)."}
	return t
}

func scoringTable() engine.Table {
	t := engine.Table{ID: "scoring", Title: "Scoring an arc at the end of the hand",
		Header: []string{"Top card of the arc", "Points"}}
	for _, k := range matrixColumns {
		pts := "0"
		if Scoring.Has(k) {
			pts = "1"
		}
		t.Rows = append(t.Rows, []string{k.String(), pts})
	}
	t.Notes = []string{"A True Paladin, with 0 points and no arcs on the table, scores 1 point per opponent instead (§5.2.3). The game ends after a hand in which a player reaches " + strconv.Itoa(Goal) + " points with the highest total alone (§5.3.2)."}
	return t
}

// dealTable deals a hand for each number of players and counts the cards.
func dealTable(opts engine.Options) (engine.Table, error) {
	t := engine.Table{ID: "deal", Title: "The deal", Header: []string{"Players", "Cards each", "Leftover cards", "True Paladin scores"}}
	lo, hi := Game{}.Players()
	for n := lo; n <= hi; n++ {
		st, err := engine.NewGame(Game{}, engine.Setup{Options: opts, Players: n})
		if err != nil {
			return t, err
		}
		s := st.(*State)
		each := len(s.hands[0])
		for p := range s.hands {
			if len(s.hands[p]) != each {
				return t, fmt.Errorf("taverntales: uneven deal for %d players", n)
			}
		}
		t.Rows = append(t.Rows, []string{strconv.Itoa(n), strconv.Itoa(each), strconv.Itoa(len(s.leftover)), strconv.Itoa(n - 1)})
	}
	t.Notes = []string{"2 players is the untested variant of §6.2."}
	return t, nil
}
