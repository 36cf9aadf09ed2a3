package poker

import (
	"strings"
	"testing"
)

var testSpecials = []Special{
	{Name: "Barrels/sack", Card: Card{Rank: Eight}, Count: 4},
	{Name: "Messenger", Card: Card{Rank: Zero}, Count: 1},
	{Name: "Trebuchet", Card: Card{Rank: Zero}, Count: 1},
}

var testSpecialExamples = CastleExamples

// TestRankingTable proves each row of the ranking table: its example (and
// its example with special cards) is a hand of the row's category, and
// each row's example beats the next row's.
func TestRankingTable(t *testing.T) {
	for _, withSpecials := range []bool{false, true} {
		var sp []Special
		var spEx []string
		if withSpecials {
			sp, spEx = testSpecials, testSpecialExamples
		}
		tb, err := RankingTable("hand-ranking", sp, spEx)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Check(); err != nil {
			t.Fatal(err)
		}
		if len(tb.Rows) != NumCategories {
			t.Fatalf("%d rows", len(tb.Rows))
		}
		var prev Value
		for i, row := range tb.Rows {
			want := Category(NumCategories - 1 - i)
			if row[0] != want.String() {
				t.Errorf("row %d is %s, want %v", i, row[0], want)
			}
			for col := 1; col <= 2 && col < len(row)-1; col++ {
				if row[col] == "—" {
					continue
				}
				ex, err := ParseExample(row[col], sp)
				if err != nil {
					t.Fatal(err)
				}
				v := EvalCards(ex.Hand)
				if v.Category() != want {
					t.Errorf("%s: %s is %v", row[0], row[col], v.Category())
				}
				if col == 1 {
					if i > 0 && v >= prev {
						t.Errorf("%s does not rank below the row above", row[col])
					}
					prev = v
				}
			}
		}
		if withSpecials {
			// a flush and a straight flush cannot hold a suitless card
			for _, i := range []int{1, 4} {
				if tb.Rows[i][2] != "—" {
					t.Errorf("%s with special cards: %s", tb.Rows[i][0], tb.Rows[i][2])
				}
			}
		}
	}
	if _, err := RankingTable("x", testSpecials, []string{"8♠ 8♥ 8♦ 8♣ Nope"}); err == nil {
		t.Error("unknown card: no error")
	}
}

func TestOddsTables(t *testing.T) {
	tb := JokerOddsTable()
	if err := tb.Check(); err != nil {
		t.Fatal(err)
	}
	md := tb.Markdown()
	for _, want := range []string{
		"| Straight Flush | 40 | 0.0015 % |",
		"| Pair | 1,098,240 | 42.2569 % |",
		"| High Card | 1,302,540 | 50.1177 % |",
		"| All hands | 2,598,960 | 100 % | 2,869,685 | 100 % | 3,162,510 | 100 % |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("poker-odds lacks %q:\n%s", want, md)
		}
	}
	o := CountHands(castleDeck(), Standard())
	ct := OddsTable("castle-odds", "Castle Poker", o, "")
	if err := ct.Check(); err != nil {
		t.Fatal(err)
	}
	last := ct.Rows[len(ct.Rows)-1]
	if last[1] != "4,582,116" {
		t.Errorf("castle deck: %s hands, want 58 choose 5 = 4,582,116", last[1])
	}
	rh := OddsTable("spell-odds", "Spells", CountHands(castleDeck()[:52], RoyalHaunts()), "No spell")
	if r := rh.Rows[len(rh.Rows)-2]; r[0] != "No spell" {
		t.Errorf("no 'No spell' row: %v", r)
	}
}

func TestFormat(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Commas(0), "0"}, {Commas(999), "999"}, {Commas(1000), "1,000"}, {Commas(-1234567), "-1,234,567"},
		{Percent(1, 3), "33.3333 %"}, {Percent(1, 0), "—"},
		{OneIn(40, 2598960), "1 in 64,974"}, {OneIn(1, 2), "1 in 2.0"}, {OneIn(0, 5), "—"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func TestCastleTables(t *testing.T) {
	var sp []Special
	for _, c := range []struct {
		name         string
		value, count int
	}{{"Messenger", 0, 1}, {"Trebuchet", 0, 1}, {"Barrels/sack", 8, 4}} {
		s, err := CastleSpecial(c.name, c.value, c.count)
		if err != nil {
			t.Fatal(err)
		}
		sp = append(sp, s)
	}
	if _, err := CastleSpecial("Odd", 1, 1); err == nil {
		t.Error("value 1: no error")
	}
	ts, err := CastleTables(sp, CastleExamples)
	if err != nil {
		t.Fatal(err)
	}
	odds := ts[1]
	if err := odds.Check(); err != nil {
		t.Fatal(err)
	}
	want := CountHands(castleDeck(), Standard())
	for _, row := range odds.Rows {
		for c := Category(0); c < NumCategories; c++ {
			if row[0] == c.String() && row[1] != Commas(want.Count[c]) {
				t.Errorf("%s: %s, want %d", row[0], row[1], want.Count[c])
			}
		}
	}
	if last := odds.Rows[len(odds.Rows)-1]; last[1] != "4,582,116" || last[4] != "2,598,960" {
		t.Errorf("totals %v", last)
	}
	if odds.Rows[0][0] != "Five of a Kind" {
		t.Errorf("first row %v: five eights are possible with Barrels/sack", odds.Rows[0])
	}
}
