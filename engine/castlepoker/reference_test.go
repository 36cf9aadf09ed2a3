package castlepoker

import (
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// TestTablesHandRanking proves each row of the hand ranking on the
// engine's own evaluator (Eval, rule 4.7): every example, with or without
// special cards, is the row's hand, and rows go from the best down.
func TestTablesHandRanking(t *testing.T) {
	ts, err := engine.GameTables(Name, nil)
	if err != nil {
		t.Fatal(err)
	}
	rank, err := engine.FindTable(ts, "hand-ranking")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]cards.Card{"Barrels/sack": Barrels, "Messenger": Messenger, "Trebuchet": Trebuchet}
	prev := poker.Category(poker.NumCategories)
	for _, r := range rank.Rows {
		cat, found := poker.Category(0), false
		for c := poker.Category(0); c < poker.NumCategories; c++ {
			if c.String() == r[0] {
				cat, found = c, true
			}
		}
		if !found || cat >= prev {
			t.Fatalf("row %q: not a category below %v", r[0], prev)
		}
		prev = cat
		for _, ex := range r[1:3] {
			if ex == "—" {
				continue
			}
			if strings.Contains(ex, "JK") {
				t.Errorf("row %s: example %q holds a Joker, which Castle Poker has not", r[0], ex)
				continue
			}
			var h []cards.Card
			for _, f := range strings.Fields(ex) {
				c, ok := names[f]
				if !ok {
					c = cards.MustParse(f)
				}
				h = append(h, c)
			}
			if got := Eval(h).Category(); got != cat {
				t.Errorf("row %s: example %q is a %v on the engine", r[0], ex, got)
			}
		}
	}
	if prev != poker.HighCard {
		t.Errorf("ranking ends at %v, want High Card", prev)
	}
}

// TestTablesStoneFlow proves each row of the stone flow (rule 4.8) on the
// engine: the row's round, and the same round with other bids, moves the
// stones as the row's rule says.
func TestTablesStoneFlow(t *testing.T) {
	income := func(r flowRow, bid int) int {
		switch {
		case bid == 0:
			return 0
		case strings.Contains(r.hands[1], "BAR"):
			return 2
		}
		return 1
	}
	for _, r := range flowRows {
		for _, bid := range []int{r.bids[1], 1, 3} {
			rr := r
			if bid == 0 && r.bids[1] != 0 {
				continue
			}
			if r.bids[1] == 0 && bid != 0 {
				continue // the row is about a bid of 0
			}
			rr.bids[1] = bid
			if strings.HasPrefix(r.situation, "Highest hand and the highest") {
				rr.bids[0], rr.bids[2] = min(rr.bids[0], bid-1), min(rr.bids[2], bid-1)
				if bid == 1 {
					rr.bids[0], rr.bids[2] = 0, 0
				}
			}
			if strings.HasPrefix(r.situation, "Highest hand and a bid tied") {
				rr.bids[0] = bid
			}
			if strings.HasPrefix(r.situation, "Highest hand, outbid") {
				if bid >= 3 {
					continue // P1 cannot bid more than its 3 stones
				}
				rr.bids[0] = bid + 1
			}
			got, err := playFlow(nil, rr)
			if err != nil {
				t.Fatal(err)
			}
			var want flowResult
			switch {
			case r.situation == "Lowest hand":
				want = flowResult{supply: -bid}
			case strings.HasPrefix(r.situation, "Highest hand and"):
				want = flowResult{supply: -bid/2 + income(r, bid), castle: bid / 2}
			default:
				want = flowResult{supply: income(r, bid)}
			}
			if got.supply != want.supply || got.castle != want.castle {
				t.Errorf("%s, bids %v: supply %+d castle %+d, want supply %+d castle %+d", r.situation, rr.bids, got.supply, got.castle, want.supply, want.castle)
			}
		}
	}
	ts, err := engine.GameTables(Name, nil)
	if err != nil {
		t.Fatal(err)
	}
	flow, err := engine.FindTable(ts, "stone-flow")
	if err != nil {
		t.Fatal(err)
	}
	if len(flow.Rows) != len(flowRows) {
		t.Errorf("%d rows, want %d", len(flow.Rows), len(flowRows))
	}
}

// TestTablesEveryOption: the tables generate under every option, which
// plays each special-card and stone-flow round on the engine; the siege
// variant moves the Trebuchet's stone onto the thief's castle.
func TestTablesEveryOption(t *testing.T) {
	for _, bids := range []string{"open", "closed"} {
		for _, siege := range []string{"off", "on"} {
			for _, quarry := range []string{"limited", "deep"} {
				opts := engine.Options{"bids": bids, "siege": siege, "quarry": quarry}
				ts, err := engine.GameTables(Name, opts)
				if err != nil {
					t.Fatalf("%v: %v", opts, err)
				}
				sp, err := engine.FindTable(ts, "special-cards")
				if err != nil {
					t.Fatal(err)
				}
				onto := strings.Contains(sp.Rows[1][4], "onto your castle")
				if onto != (siege == "on") {
					t.Errorf("%v: Trebuchet %q", opts, sp.Rows[1][4])
				}
				if sp.Rows[0][1] != "1" || sp.Rows[2][1] != "4" || sp.Rows[2][2] != "8" || sp.Rows[0][2] != "0" {
					t.Errorf("%v: counts and ranks %v", opts, sp.Rows)
				}
			}
		}
	}
	if _, err := engine.GameTables(Name, engine.Options{"siege": "maybe"}); err == nil {
		t.Error("a bad option is accepted")
	}
}
