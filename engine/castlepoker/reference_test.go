package castlepoker

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

func refTables(t *testing.T, opts engine.Options) map[string]engine.Table {
	t.Helper()
	ts, err := engine.GameTables(Name, opts)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]engine.Table{}
	var ids []string
	for _, tb := range ts {
		m[tb.ID] = tb
		ids = append(ids, tb.ID)
	}
	if !slices.Equal(ids, TableIDs) {
		t.Errorf("table ids %v, want %v", ids, TableIDs)
	}
	return m
}

// specialIDs maps the names the ranking table writes to card notation.
var specialIDs = map[string]string{"Messenger": "MES", "Trebuchet": "TRE", "Barrels/sack": "BAR"}

func engineHand(t *testing.T, text string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, w := range strings.Fields(text) {
		if id, ok := specialIDs[w]; ok {
			w = id
		}
		c, err := cards.ParseCard(w)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		out = append(out, c)
	}
	return out
}

// TestRankingRows plays each example of the ranking table on the engine:
// dealt to P1, the engine ranks it as its row says.
func TestRankingRows(t *testing.T) {
	tb := refTables(t, nil)["hand-ranking"]
	n := 0
	for _, r := range tb.Rows {
		for _, ex := range r[1 : len(r)-1] {
			if ex == "—" {
				continue
			}
			h := engineHand(t, ex)
			if got := Eval(h).Category().String(); got != r[0] {
				t.Errorf("%s: Eval ranks it %s, the table %s", ex, got, r[0])
			}
			var other []cards.Card
			for _, c := range cards.Deck52() {
				if len(other) < 5 && !slices.Contains(h, c) {
					other = append(other, c)
				}
			}
			p, err := newProbe(nil, 2, "P1 hand: "+cards.FormatList(h), "P2 hand: "+cards.FormatList(other))
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := p.Get("P1 rank"); got != r[0] {
				t.Errorf("%s: the engine's P1 rank is %s, the table %s", ex, got, r[0])
			}
			n++
		}
	}
	if n < 15 {
		t.Errorf("only %d examples checked", n)
	}
}

// TestOddsRows counts every five-card hand of the engine's own deck with
// the engine's own evaluator and compares with the odds table.
func TestOddsRows(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates 4.6 million hands")
	}
	tb := refTables(t, nil)["hand-odds"]
	var count [poker.NumCategories]int64
	var total int64
	d := Deck
	h := make([]cards.Card, 5)
	for a := 0; a < len(d); a++ {
		for b := a + 1; b < len(d); b++ {
			for c := b + 1; c < len(d); c++ {
				for e := c + 1; e < len(d); e++ {
					for f := e + 1; f < len(d); f++ {
						h[0], h[1], h[2], h[3], h[4] = d[a], d[b], d[c], d[e], d[f]
						cat := Eval(h).Category()
						count[cat]++
						if cat == poker.FiveOfAKind && pokerCard(h[0]).Rank != poker.Eight {
							t.Fatalf("%v: five of a kind not of 8s, the table says 8s only", h)
						}
						total++
					}
				}
			}
		}
	}
	seen := 0
	for _, r := range tb.Rows {
		want := r[1]
		if r[0] == "All hands" {
			if got := poker.Commas(total); got != want {
				t.Errorf("all hands: engine %s, table %s", got, want)
			}
			continue
		}
		for c := poker.Category(0); c < poker.NumCategories; c++ {
			if c.String() == r[0] {
				seen++
				if got := poker.Commas(count[c]); got != want {
					t.Errorf("%s: engine %s, table %s", r[0], got, want)
				}
			}
		}
	}
	if seen != len(tb.Rows)-1 {
		t.Errorf("%d rows of %d matched a category", seen, len(tb.Rows)-1)
	}
}

// flowCase is a situation played anew for the test, with its own hands
// and bids: three players with 5 stones each, the Quarry 5, the studied
// player bidding 4 (castle 2 if it builds).
type flowCase struct {
	who    int
	hands  [3]string
	barr   [3]string
	others [3]int
	bid    int
}

var (
	testHands = [3]string{"Q♠ Q♥ Q♦ 5♣ 5♦", "6♠ 6♥ 3♦ 10♣ K♦", "2♣ 4♦ 7♠ 10♦ A♣"}
	testBarr  = [3]string{"Q♠ Q♥ Q♦ BAR BAR", "6♠ 6♥ BAR 10♣ K♦", "2♣ 4♦ BAR 10♦ A♣"}
	testTie   = [3]string{"K♠ J♠ 9♥ 6♦ 4♣", "K♥ J♥ 9♦ 6♣ 4♦", "K♦ J♦ 9♣ 6♥ 4♠"}
)

var flowCases = map[string]flowCase{
	"Lowest hand":                             {who: 2, hands: testHands, barr: testBarr, bid: 4},
	"Highest hand and the top bid":            {who: 0, hands: testHands, barr: testBarr, bid: 4, others: [3]int{1: 1, 2: 2}},
	"Highest hand, tied for the top bid":      {who: 0, hands: testHands, barr: testBarr, bid: 4, others: [3]int{2: 4}},
	"Highest hand, outbid":                    {who: 0, hands: testHands, barr: testBarr, bid: 4, others: [3]int{1: 5}},
	"Any other player who bid":                {who: 1, hands: testHands, barr: testBarr, bid: 4, others: [3]int{0: 1}},
	"Every hand ties (no lowest, no highest)": {who: 1, hands: testTie, bid: 4, others: [3]int{0: 2}},
	"Any player who bid 0":                    {who: 1, hands: testHands, barr: testBarr, bid: 0, others: [3]int{0: 2, 2: 1}},
}

// rowSays works out from a stone-flow row's words what the studied
// player's supply and castle gain over the round for a bid of b.
func rowSays(t *testing.T, r []string, b int, barrels bool) (supply, castle int) {
	t.Helper()
	var back int
	switch r[1] {
	case "lost to the Quarry":
	case "half (rounded down) to the castle, the rest back to supply":
		castle, back = b/2, b-b/2
	case "back to supply":
		back = b
	case "none":
		if b != 0 {
			t.Fatalf("row %q: none with a bid of %d", r[0], b)
		}
	default:
		t.Fatalf("row %q: bid stones %q not understood", r[0], r[1])
	}
	income := 0
	if r[2] != "none" {
		f := strings.Fields(r[2])
		income, _ = strconv.Atoi(strings.TrimPrefix(f[0], "+"))
		if barrels && len(f) > 1 {
			income, _ = strconv.Atoi(strings.TrimPrefix(f[1], "(+"))
		}
	}
	switch r[3] {
	case "+half the bid, rounded down":
		if castle != b/2 {
			t.Errorf("row %q: castle and bid columns disagree", r[0])
		}
	case "none":
		if castle != 0 {
			t.Errorf("row %q: castle and bid columns disagree", r[0])
		}
	default:
		t.Fatalf("row %q: castle %q not understood", r[0], r[3])
	}
	return -b + back + income, castle
}

// TestStoneFlowRows plays each row's situation in a new position (other
// hands, bids and stones than the table's) and checks that the studied
// player's stones move as the row says, with and without Barrels/sack.
func TestStoneFlowRows(t *testing.T) {
	tb := refTables(t, nil)["stone-flow"]
	if len(tb.Rows) != len(flowCases) {
		t.Fatalf("%d rows, %d cases", len(tb.Rows), len(flowCases))
	}
	for _, r := range tb.Rows {
		fc, ok := flowCases[r[0]]
		if !ok {
			t.Errorf("no case for row %q", r[0])
			continue
		}
		for _, barrels := range []bool{false, true} {
			hands := fc.hands
			if barrels {
				if fc.barr[0] == "" {
					continue
				}
				hands = fc.barr
			}
			p, err := newProbe(nil, 3, "dealer: P3", "current: P1", "quarry: 5",
				"P1 supply: 5", "P2 supply: 5", "P3 supply: 5",
				"P1 hand: "+hands[0], "P2 hand: "+hands[1], "P3 hand: "+hands[2])
			if err != nil {
				t.Fatal(err)
			}
			bids := fc.others
			bids[fc.who] = fc.bid
			lines := []string{"stand", "stand", "stand"}
			for _, b := range bids {
				lines = append(lines, "bid "+strconv.Itoa(b))
			}
			if err := p.Do(lines...); err != nil {
				t.Fatalf("%s: %v", r[0], err)
			}
			who := engine.Player(fc.who).String()
			sup, _ := probeInt(p, who+" supply")
			cas, _ := probeInt(p, who+" castle")
			ws, wc := rowSays(t, r, fc.bid, barrels)
			if sup-5 != ws || cas != wc {
				t.Errorf("%s (barrels %v): supply %+d castle %d, the row says %+d and %d", r[0], barrels, sup-5, cas, ws, wc)
			}
		}
	}
}

// TestSpecialRows checks each special card's row on the engine: copies in
// the deck, rank, the order the engine asks for them (seats swapped from
// the table's own probe), and what each needs.
func TestSpecialRows(t *testing.T) {
	tb := refTables(t, nil)["special-cards"]
	if len(tb.Rows) != 3 {
		t.Fatalf("%d rows", len(tb.Rows))
	}
	for _, r := range tb.Rows {
		c := engineHand(t, r[0])[0]
		if got := strconv.Itoa(count(Deck, c)); got != r[1] {
			t.Errorf("%s: %s in the deck, the table says %s", r[0], got, r[1])
		}
		// A pair of the card with a natural card of its rank, or of
		// itself for the 0s, is what "ranks as" says.
		h := []cards.Card{c, Messenger, Trebuchet, cards.MustParse("A♥"), cards.MustParse("K♣")}
		if c == Barrels {
			h = []cards.Card{c, cards.MustParse("8♥"), cards.MustParse("2♣"), cards.MustParse("K♦"), cards.MustParse("J♠")}
		}
		if c == Messenger || c == Trebuchet {
			h[0] = cards.MustParse("3♣")
		}
		want := "a suitless 0"
		if c == Barrels {
			want = "a suitless 8"
		}
		if got := Eval(h).Category(); got != poker.Pair || r[2] != want {
			t.Errorf("%s: %v is a %v, want a pair; the table says %q, want %q", r[0], h, got, r[2], want)
		}
	}
	// The Messenger acts first, the Trebuchet second: P2 holds the
	// Messenger and P1 the Trebuchet.
	p, err := newProbe(nil, 3, "dealer: P3", "current: P1", "quarry: 9", "P1 castle: 2",
		"P1 supply: 3", "P2 supply: 3", "P3 supply: 3", "moat: 5♥",
		"P1 hand: TRE K♥ K♦ 6♣ 3♦", "P2 hand: MES 8♥ 8♣ J♠ 5♠", "P3 hand: Q♦ 10♣ 9♥ 4♣ 2♠")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Do("stand", "stand", "stand", "bid 2", "bid 1", "bid 1"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"messenger P2", "trebuchet P1"} {
		ph, _ := p.Get("phase")
		cur, _ := p.Get("current")
		if ph+" "+cur != want {
			t.Errorf("asked %s %s, want %s", ph, cur, want)
		}
		if err := p.Do("pass"); err != nil {
			t.Fatal(err)
		}
	}
	// A bid of 0 keeps the Messenger unused.
	p, err = newProbe(nil, 3, "dealer: P3", "current: P1", "P2 hand: MES 8♥ 8♣ J♠ 5♠", "moat: 5♥",
		"P1 hand: A♠ A♥ A♦ K♣ K♦", "P3 hand: 2♣ 3♦ 4♠ 6♦ 7♣")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Do("stand", "stand", "stand", "bid 1", "bid 0", "bid 1"); err != nil {
		t.Fatal(err)
	}
	if ph, _ := p.Get("phase"); ph == "messenger" {
		t.Error("the Messenger is used after a bid of 0")
	}
	// Two Barrels/sack give what one gives.
	for _, h := range []string{"BAR 9♥ 9♣ J♠ 5♠", "BAR BAR BAR J♠ 5♠"} {
		p, err = newProbe(nil, 3, "dealer: P3", "current: P1", "P2 hand: "+h,
			"P1 hand: A♠ A♥ A♦ K♣ K♦", "P3 hand: 2♣ 3♦ 4♠ 6♦ 7♣")
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Do("stand", "stand", "stand", "bid 0", "bid 2", "bid 0"); err != nil {
			t.Fatal(err)
		}
		sup, _ := probeInt(p, "P2 supply")
		if !strings.Contains(tb.Rows[2][4], strconv.Itoa(sup-3)+" stones") {
			t.Errorf("%s: income %d, the table says %q", h, sup-3, tb.Rows[2][4])
		}
	}
}

// TestTablesOptions: every option value gives the same tables' ids, and a
// bad option is refused.
func TestTablesOptions(t *testing.T) {
	for _, o := range []engine.Options{{"quarry": "deep"}, {"siege": "on"}, {"bids": "closed"}} {
		refTables(t, o)
	}
	if _, err := (Game{}).Tables(engine.Options{"bids": "loud"}); err == nil {
		t.Error("bids=loud accepted")
	}
}
