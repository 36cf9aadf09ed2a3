package queens

import (
	"strconv"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
)

func refTables(t *testing.T, opts engine.Options) map[string]engine.Table {
	return enginetest.Tables(t, Name, opts, TableIDs)
}

func mustProbe(t *testing.T, opts engine.Options, zones ...string) *engine.Probe {
	return enginetest.Probe(t, Game{}, opts, zones...)
}

func mustGet(t *testing.T, p *engine.Probe, key string) string { return enginetest.Get(t, p, key) }

// suitOf reads "♥ Hearts" back to its suit.
func suitOf(t *testing.T, s string) cards.Suit {
	t.Helper()
	for _, su := range cards.Suits {
		if strings.HasPrefix(s, su.String()) {
			return su
		}
	}
	t.Fatalf("no suit in %q", s)
	return cards.NoSuit
}

// TestEnemyTable proves each row: a 7 of the row's suit in play is
// defeated by a spell of the suit the row names (7 and 6 of it), and by no
// other suit's cards.
func TestEnemyTable(t *testing.T) {
	for _, opts := range []engine.Options{nil, {"enemies": "one-way"}} {
		tb := refTables(t, opts)["enemies"]
		for _, row := range tb.Rows {
			su := suitOf(t, row[0])
			for _, e := range cards.Suits {
				if e == su {
					continue
				}
				p := mustProbe(t, opts, "in play: 7"+su.String(), "hand: 6"+e.String()+" 2"+e.String())
				err := p.Do("cast 6" + e.String() + " 2" + e.String())
				says := strings.Contains(row[1], e.String())
				if says != (err == nil) {
					t.Errorf("%v: %s in play, cast %s: %v, row says %q", opts, row[0], e, err, row[1])
				}
				if err == nil && mustGet(t, p, "challenge discard") != "7"+su.String() {
					t.Errorf("%s not defeated", row[0])
				}
			}
		}
		if opts != nil && tb.Rows[1][1] != "nothing" {
			t.Errorf("one-way: hearts defeated with %s", tb.Rows[1][1])
		}
	}
}

// TestPowerTable proves each row: the pile's power, equal to the card's
// value, defeats it by attack; one card fewer does not.
func TestPowerTable(t *testing.T) {
	tb := refTables(t, nil)["powers"]
	for _, row := range tb.Rows {
		e := suitOf(t, row[0])
		for _, su := range cards.Suits {
			attacks := strings.Contains(row[1], su.String())
			pile := "2" + e.String() + " 3" + e.String() + " 4" + e.String()
			p := mustProbe(t, nil, "in play: 3"+su.String(), "pile "+e.String()+": "+pile)
			if got := p.Legal("attack"); got != attacks {
				t.Errorf("%s pile of 3 against 3%s: attack %v, row %q", e, su, got, row[1])
			}
			p = mustProbe(t, nil, "in play: 4"+su.String(), "pile "+e.String()+": "+pile)
			if p.Legal("attack") {
				t.Errorf("%s pile of 3 defeats 4%s", e, su)
			}
		}
	}
}

// TestValueTable proves each value: power equal to it defeats a card of
// that rank, one less does not.
func TestValueTable(t *testing.T) {
	tb := refTables(t, nil)["card-values"]
	if len(tb.Rows) != 13 {
		t.Fatalf("%d rows", len(tb.Rows))
	}
	ranks := strings.Fields("A 2 3 4 5 6 7 8 9 10 J Q K")
	for i, row := range tb.Rows {
		v, err := strconv.Atoi(row[1])
		if err != nil || row[0] != ranks[i] {
			t.Fatalf("row %v", row)
		}
		var pile []string
		for _, r := range ranks[:v] {
			pile = append(pile, r+"♠")
		}
		for n := v - 1; n <= v; n++ {
			p := mustProbe(t, nil, "in play: "+row[0]+"♥", "pile ♠: "+strings.Join(pile[:n], " "))
			if got := p.Legal("attack"); got != (n == v) {
				t.Errorf("%s♥ (value %d) against power %d: attack %v", row[0], v, n, got)
			}
		}
	}
}

// TestActionTable proves the limits: an action of any number is played
// three times in one turn; a gift only once.
func TestActionTable(t *testing.T) {
	tb := refTables(t, nil)["actions"]
	lines := map[string][]string{
		"Gather Power": {"gather 2♣", "gather 5♣", "gather 9♣"},
		"Attack":       {"attack", "attack", "attack"},
		"Cast a Spell": {"cast 9♠", "cast 8♠", "cast 7♠"},
		"Use a Gift":   {"gift ♥", "gift ♠"},
	}
	for _, row := range tb.Rows {
		p := mustProbe(t, nil, "hand: 2♣ 5♣ 9♣ 9♠ 8♠", "pile ♠: 2♠ 3♠ 4♠ 5♠ 6♠", "in play: 4♥ 3♥ 2♥")
		if row[0] == "Cast a Spell" {
			p = mustProbe(t, nil, "hand: 9♠ 8♠ 7♠", "in play: 4♥ 3♥ 2♥")
		}
		ls := lines[row[0]]
		if ls == nil {
			t.Fatalf("no check for %s", row[0])
		}
		err := p.Do(ls...)
		if (row[2] == "any number") != (err == nil) {
			t.Errorf("%s (%s): %v", row[0], row[2], err)
		}
	}
}

// TestGiftTable proves each gift row on its example position.
func TestGiftTable(t *testing.T) {
	tb := refTables(t, nil)["gifts"]
	checks := map[cards.Suit]struct {
		zones  []string
		lines  []string
		expect map[string]string
	}{
		cards.Spades: {[]string{"pile ♠: 2♠ 5♠ 9♠", "in play: K♥"}, []string{"gift ♠"}, map[string]string{"value": "10"}},
		cards.Hearts: {[]string{"pile ♥: 2♥ 5♥ 9♥", "in play: 7♣ K♦", "challenge deck top: 2♣ 3♣ 4♣ 5♣"}, []string{"gift ♥"},
			map[string]string{"challenge discard": "2♣ 3♣ 4♣", "current": "K♦"}},
		cards.Diamonds: {[]string{"pile ♦: 2♦ 5♦ 9♦", "deck top: 4♠ 7♥ 8♣ 10♠"}, []string{"gift ♦", "order 8♣", "order 4♠", "order 7♥"},
			map[string]string{"looking count": "0", "deck top": "8♣ 4♠ 7♥ 10♠"}},
		cards.Clubs: {[]string{"pile ♣: 2♣ 5♣ 9♣", "deck top: 3♦ 10♠"}, []string{"gift ♣", "summon"},
			map[string]string{"summoned ♦": "3♦"}},
	}
	for _, row := range tb.Rows {
		su := suitOf(t, row[0])
		c := checks[su]
		p := mustProbe(t, nil, c.zones...)
		if err := p.Do(c.lines...); err != nil {
			t.Fatalf("%s: %v", row[0], err)
		}
		for k, want := range c.expect {
			got, ok, err := p.Game.Expect(p.State, k, want)
			if err != nil || !ok {
				t.Errorf("%s: %s is %s, want %s (%v)", row[0], k, got, want, err)
			}
		}
	}
	// A card above the Clubs power is discarded, not summoned.
	p := mustProbe(t, nil, "pile ♣: 2♣ 5♣ 9♣", "deck top: 10♠ 3♦")
	if err := p.Do("gift ♣"); err != nil {
		t.Fatal(err)
	}
	if got := mustGet(t, p, "summoned ♠"); got != "none" || p.Legal("summon") {
		t.Errorf("10♠ with Clubs power 3: summoned %s", got)
	}
	// Options change the words.
	g := refTables(t, engine.Options{"spades-gift": "turn", "hearts-gift": "in-play"})["gifts"]
	if !strings.Contains(g.Rows[0][1], "until the Flip") || !strings.Contains(g.Rows[1][1], "in-play stack") {
		t.Errorf("options: %v", g.Rows)
	}
}

// TestTablesEveryOption generates the tables under every value of every
// option.
func TestTablesEveryOption(t *testing.T) {
	for _, o := range (Game{}).Options() {
		for _, v := range o.Values {
			if _, err := engine.GameTables(Name, engine.Options{o.Name: v}); err != nil {
				t.Errorf("%s=%s: %v", o.Name, v, err)
			}
		}
	}
}
