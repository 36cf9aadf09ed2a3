package cards_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want string
		rank cards.Rank
		suit cards.Suit
	}{
		{"Q♠", "Q♠", cards.Queen, cards.Spades},
		{"10♥", "10♥", cards.Ten, cards.Hearts},
		{"T♦", "10♦", cards.Ten, cards.Diamonds},
		{"td", "10♦", cards.Ten, cards.Diamonds},
		{"AS", "A♠", cards.Ace, cards.Spades},
		{"2c", "2♣", 2, cards.Clubs},
		{"K♡", "K♥", cards.King, cards.Hearts},
		{"9♧", "9♣", 9, cards.Clubs},
		{"JK", "JK", cards.NoRank, cards.NoSuit},
		{"jk2", "JK2", cards.NoRank, cards.NoSuit},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			c, err := cards.Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if c.String() != tc.want || c.Rank() != tc.rank || c.Suit() != tc.suit {
				t.Errorf("Parse(%q) = %s (rank %v suit %v), want %s", tc.in, c, c.Rank(), c.Suit(), tc.want)
			}
			back, err := cards.Parse(c.ASCII())
			if err != nil || back != c {
				t.Errorf("ASCII round trip %s -> %q -> %s, %v", c, c.ASCII(), back, err)
			}
		})
	}
}

func TestParseBad(t *testing.T) {
	for _, in := range []string{"", "Q", "♠", "1♠", "11♥", "Z♥", "QX", "10", "JK3", "J K", "Q♠♠", "A♥x", "0D", "\xff\xfe"} {
		t.Run(in, func(t *testing.T) {
			_, err := cards.Parse(in)
			if !errors.Is(err, cards.ErrNotation) {
				t.Fatalf("Parse(%q) error %v, want ErrNotation", in, err)
			}
		})
	}
}

func TestEveryCardRoundTrips(t *testing.T) {
	for _, c := range cards.Deck54() {
		for _, s := range []string{c.String(), c.ASCII()} {
			got, err := cards.Parse(s)
			if err != nil || got != c {
				t.Errorf("%s -> %q -> %s, %v", c.Name(), s, got, err)
			}
		}
	}
	if n := len(cards.Deck52()); n != 52 {
		t.Fatalf("Deck52 has %d cards", n)
	}
}

func TestParseListColumns(t *testing.T) {
	_, err := cards.ParseList(cards.Pos{File: "ex.txt", Line: 3, Col: 9}, "K♠ J♥, Z♦ Q♠ 1♣")
	var list cards.ErrorList
	if !errors.As(err, &list) || len(list) != 2 {
		t.Fatalf("got %v, want two errors", err)
	}
	if got := list[0].Pos.String(); got != "ex.txt:3:16" {
		t.Errorf("first error at %s, want ex.txt:3:16", got)
	}
	if got := list[1].Pos.String(); got != "ex.txt:3:22" {
		t.Errorf("second error at %s, want ex.txt:3:22", got)
	}
}

func TestParseNotation(t *testing.T) {
	known := func(id string) bool { return id == "HE1" || id == "WJ2" }
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"HE1", "HE1", true}, {"Q♠", "Q♠", true}, {"JK", "JK", true},
		{"HE9", "", false}, {"hello", "", false}, {"Z♥", "", false},
	} {
		n, err := cards.ParseNotation(tc.in, known)
		if (err == nil) != tc.ok || (tc.ok && n.String() != tc.want) {
			t.Errorf("ParseNotation(%q) = %v, %v", tc.in, n, err)
		}
	}
	if _, err := cards.ParseNotation("HE1", nil); err == nil {
		t.Error("an id was accepted with no deck to look it up in")
	}
}

func TestLineCol(t *testing.T) {
	src := []byte("ab\nc♠d\n")
	for _, tc := range []struct{ off, line, col int }{{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {7, 2, 3}, {8, 2, 4}} {
		if l, c := cards.LineCol(src, tc.off); l != tc.line || c != tc.col {
			t.Errorf("LineCol(%d) = %d:%d, want %d:%d", tc.off, l, c, tc.line, tc.col)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"Q♠", "10♥", "T♦", "JK1", "1♠", "", "♠", "AS", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := cards.Parse(s)
		if err != nil {
			if !errors.Is(err, cards.ErrNotation) {
				t.Fatalf("error %v does not wrap ErrNotation", err)
			}
			return
		}
		if !c.Valid() {
			t.Fatalf("Parse(%q) returned an invalid card %d", s, c)
		}
		if back, err := cards.Parse(c.String()); err != nil || back != c {
			t.Fatalf("%q -> %s does not round-trip: %v", s, c, err)
		}
	})
}

func ExampleParse() {
	c, _ := cards.Parse("QS")
	fmt.Println(c, c.Name(), c.ASCII())
	j, _ := cards.Parse("JK2")
	fmt.Println(j, j.IsJoker())
	// Output:
	// Q♠ Queen of Spades QS
	// JK2 true
}

func TestCustom(t *testing.T) {
	for _, id := range []string{"MES", "TRE", "BAR", "HE1", "WJ2", "ZZ9", "A1", "KX"} {
		c, ok := cards.Custom(id)
		if !ok || !c.IsCustom() || c.ID() != id || c.String() != id || !c.Valid() {
			t.Errorf("Custom(%q) = %d, %v: id %q", id, c, ok, c.ID())
		}
		if back, err := cards.ParseCard(id); err != nil || back != c {
			t.Errorf("ParseCard(%q) = %v, %v", id, back, err)
		}
		if _, err := cards.Parse(id); err == nil {
			t.Errorf("Parse(%q) accepts a custom id", id)
		}
	}
	for _, id := range []string{"", "M", "MESS", "1AB", "he1", "KS", "QH", "JK1", "JK", "A-B"} {
		if c, ok := cards.Custom(id); ok {
			t.Errorf("Custom(%q) = %v, want refused", id, c)
		}
	}
	a, _ := cards.Custom("AB")
	b, _ := cards.Custom("AB1")
	c, _ := cards.Custom("B")
	if !(a < b) || c != cards.NoCard {
		t.Errorf("custom order: AB=%d AB1=%d", a, b)
	}
	if got, err := cards.ParseCards(cards.Pos{}, "A♠ MES JK2"); err != nil || cards.FormatList(got) != "A♠ MES JK2" {
		t.Errorf("ParseCards = %v, %v", got, err)
	}
	for c := cards.Card(0); c < cards.FirstCustom; c++ {
		if c.IsCustom() {
			t.Fatalf("%d is custom", c)
		}
	}
}
