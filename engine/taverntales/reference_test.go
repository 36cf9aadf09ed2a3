package taverntales

import (
	"os"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// position starts a hand in play from zone lines, P1 to act.
func position(t *testing.T, n int, zones ...string) *State {
	t.Helper()
	lines := []engine.Zone{{Key: "phase", Value: "play"}, {Key: "dealer", Value: "P1"}, {Key: "current", Value: "P1"}}
	for _, z := range zones {
		k, v, _ := strings.Cut(z, ":")
		lines = append(lines, engine.Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v)})
	}
	opts, _ := engine.ResolveOptions(Game{}, nil)
	s, err := engine.Start(schema, Game{}, engine.Setup{Options: opts, Players: n, Seed: 1}, lines)
	if err != nil {
		t.Fatalf("%v: %v", zones, err)
	}
	return s.(*State)
}

// legal reports whether the action line applies to a copy of s.
func legal(t *testing.T, s *State, line string) bool {
	t.Helper()
	a, err := s.ParseAction(line)
	if err != nil {
		t.Fatal(err)
	}
	return s.Clone().Apply(a) == nil
}

// do plays action lines, failing the test on a refusal.
func do(t *testing.T, s *State, lines ...string) {
	t.Helper()
	for _, l := range lines {
		as, err := s.ParseLine(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range as {
			if err := s.Apply(a); err != nil {
				t.Fatalf("%s: %v\n%s", l, err, s)
			}
		}
	}
}

func table(t *testing.T, id string) engine.Table {
	t.Helper()
	ts, err := Game{}.Tables(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range ts {
		if err := tb.Check(); err != nil {
			t.Fatal(err)
		}
	}
	tb, err := engine.FindTable(ts, id)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// arcWithTop is an arc whose top card is of kind k, and a card of each
// suit that the arc does not use.
var arcWithTop = map[Kind]string{
	Heart: "HE1", Diamond: "DI1", Star: "ST1",
	Spade: "HE1 SP1", Sword: "ST1 SW1", Club: "ST1 SW1 CL1",
}

var cardOfKind = map[Kind]string{
	Heart: "HE2", Diamond: "DI2", Star: "ST2", Spade: "SP2", Sword: "SW2",
	Club: "CL2", Moon: "MO2", Trumpet: "TR2",
}

// TestPlayMatrixTable plays each cell of the play matrix on the engine:
// the card on an arc of each top card, P1's own and P2's.
func TestPlayMatrixTable(t *testing.T) {
	tb := table(t, "play-matrix")
	if len(tb.Rows) != len(suitKinds8) {
		t.Fatalf("%d rows", len(tb.Rows))
	}
	for i, k := range suitKinds8 {
		row := tb.Rows[i]
		card := cardOfKind[k]
		s := position(t, 4, "P1 hand: "+card+" HE5")
		if got := yesDash(legal(t, s, "play "+card)); got != row[1] || row[0] != k.Plural() {
			t.Errorf("%s: new arc: the engine says %s, the table %s", row[0], got, row[1])
		}
		for j, top := range matrixColumns {
			arc := arcWithTop[top]
			topCard := arc[strings.LastIndex(arc, " ")+1:]
			own := legal(t, position(t, 4, "P1 hand: "+card+" HE5", "P1 arc 1: "+arc), "play "+card+" on "+topCard)
			opp := legal(t, position(t, 4, "P1 hand: "+card+" HE5", "P2 arc 1: "+arc), "play "+card+" on "+topCard)
			got := whose(Matrix{Own: kindsIf(own, top), Opp: kindsIf(opp, top)}, top)
			if got != row[2+j] {
				t.Errorf("%s on a %s: the engine says %s, the table %s", row[0], top, got, row[2+j])
			}
		}
		own := legal(t, position(t, 4, "P1 hand: "+card+" HE5", "P1 accused: WJ1"), "play "+card+" on WJ1")
		opp := legal(t, position(t, 4, "P1 hand: "+card+" HE5", "P2 accused: WJ1"), "play "+card+" on WJ1")
		if got := yesDash(own && opp); got != row[len(row)-1] || own != opp {
			t.Errorf("%s on a J'Accuse: the engine says %v (own) %v (opponent's), the table %s", row[0], own, opp, row[len(row)-1])
		}
	}
}

func kindsIf(b bool, k Kind) Kinds {
	if b {
		return Of(k)
	}
	return 0
}

// TestWildCardsTable plays each Wild Card on P2, both hands holding a card
// of every kind, and reads the effect back from the engine.
func TestWildCardsTable(t *testing.T) {
	tb := table(t, "wild-cards")
	for _, row := range tb.Rows {
		w, _ := WildOf(mustCard(t, row[0]))
		// The other Wild Cards, the three kinds taking turns.
		var others []string
		for _, id := range strings.Fields("WJ1 WD1 WC1 WJ2 WD2 WC2 WJ3 WD3 WC3 WJ4 WJ5") {
			if id != row[0] {
				others = append(others, id)
			}
		}
		s := position(t, 4,
			"P1 hand: "+row[0]+" HE3 DI3 ST3 SP3 SW3 CL3 MO4 TR3 "+strings.Join(others[:3], " "),
			"P2 hand: HE2 DI2 ST2 SP2 SW2 CL2 MO2 TR2 "+strings.Join(others[3:6], " "),
			"P3 hand: MO3 DI4 ST4", "P3 arc 1: HE5")
		before := [2]int{len(s.hands[0]), len(s.hands[1])}
		do(t, s, "play "+row[0]+" on P2")
		if row[1] != w.Name || row[2] != w.Kind.String() {
			t.Errorf("%s: %s, %s, the table %v", row[0], w.Name, w.Kind, row)
		}
		if w.Kind == JAccuse {
			want := "the victim may not play " + s.barred(1).String()
			if row[3] != want || len(s.hands[1]) != before[1] {
				t.Errorf("%s: the engine bars %s, the table says %q", row[0], s.barred(1), row[3])
			}
			// It lasts past P2's turn, until a Moon cancels it.
			do(t, s, "play SW2 on HE5")
			if s.barred(1) == 0 || row[4] != "until a Moon cancels it or the hand ends" {
				t.Errorf("%s: does not last, or the table says %q", row[0], row[4])
			}
			do(t, s, "play MO3 on "+row[0])
			if s.barred(1) != 0 {
				t.Errorf("%s: a Moon does not cancel it", row[0])
			}
			continue
		}
		var discarded Kinds
		for _, c := range s.discard[:len(s.discard)-1] {
			discarded |= Of(kindOf[idx(c)])
		}
		want := "you and the victim discard all " + discarded.String()
		lost := before[0] - 1 - len(s.hands[0])
		if row[3] != want || row[4] != "at once" || lost == 0 || before[1]-len(s.hands[1]) != lost || s.discard[len(s.discard)-1] != mustCard(t, row[0]) {
			t.Errorf("%s: the engine discards %s (%d each), the table says %q", row[0], discarded, lost, row[3])
		}
	}
}

// TestScoringTable ends a hand with an arc of each top card and reads P1's
// points; and, for each number of players, a player with no arcs.
func TestScoringTable(t *testing.T) {
	tb := table(t, "scoring")
	for i, top := range matrixColumns {
		s := position(t, 4, "P1 hand: HE5", "P1 arc 1: "+arcWithTop[top], "P2 arc 1: ST5")
		do(t, s, "play HE5")
		// P1's last card ends the hand: HE5 scores 1, the arc the rest.
		if got := s.points[0] - 1; tb.Rows[i][0] != top.String() || tb.Rows[i][1] != map[bool]string{true: "1", false: "0"}[got == 1] {
			t.Errorf("an arc topped by a %s scores %d, the table %v", top, got, tb.Rows[i])
		}
	}
	deal := table(t, "deal")
	for _, row := range deal.Rows {
		n := int(row[0][0] - '0')
		// P1's last card ends the hand; the last player has no arcs; with
		// 3 or more, P2 has 0 points but an arc, and is no Paladin.
		zones := []string{"P1 hand: HE5"}
		if n >= 3 {
			zones = append(zones, "P2 arc 1: HE1 SP1")
		}
		s := position(t, n, zones...)
		do(t, s, "play HE5")
		last := n - 1
		if got := s.points[last]; row[3] != string(rune('0'+got)) || !s.paladin[last] || n >= 3 && (s.paladin[1] || s.points[1] != 0) {
			t.Errorf("%d players: a True Paladin scores %d, the table %s", n, got, row[3])
		}
	}
}

// TestDealTable compares the deal table the engine generates (the
// rulebook pulls it into §3.2.3) with the deal of rule TT-R1 (all 52 cards
// dealt, 52 mod N set aside) and of the two-player variant (§6.2).
func TestDealTable(t *testing.T) {
	want := [][3]string{{"2", "26", "0"}, {"3", "17", "1"}, {"4", "13", "0"}, {"5", "10", "2"}, {"6", "8", "4"}}
	tb := table(t, "deal")
	if len(tb.Rows) != len(want) {
		t.Fatalf("deal table has %d rows, want %d: %v", len(tb.Rows), len(want), tb.Rows)
	}
	for i, row := range tb.Rows {
		if row[0] != want[i][0] || row[1] != want[i][1] || row[2] != want[i][2] {
			t.Errorf("%s players: the engine deals %s each and %s left over, the rules %s and %s", row[0], row[1], row[2], want[i][1], want[i][2])
		}
	}
	src, err := os.ReadFile("../../content/tavern-tales/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "{{table deal}}") {
		t.Error("rules.md no longer pulls the deal table")
	}
}

func mustCard(t *testing.T, id string) cards.Card {
	t.Helper()
	i, err := deckCard(id)
	if err != nil {
		t.Fatal(err)
	}
	return Deck[i]
}
