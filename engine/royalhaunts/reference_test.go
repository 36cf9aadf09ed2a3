package royalhaunts

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/enginetest"
)

func tables(t *testing.T, opts engine.Options) map[string]engine.Table {
	return enginetest.Tables(t, "royal-haunts", opts, TableIDs)
}

func probe(t *testing.T, opts engine.Options, zones ...string) *engine.Probe {
	return enginetest.Probe(t, Game{}, opts, zones...)
}

func get(t *testing.T, p *engine.Probe, key string) string { return enginetest.Get(t, p, key) }

// spellBehaviour is what each spell's effect offers in its row's example
// position: expect lines ("legal: ACTION" or "KEY: VALUE").
var spellBehaviour = map[string][]string{
	"Pair":               {"pending: spell", "legal: discard K♥", "legal: shuffle Q♣", "legal: discard Q♣"},
	"Two Pair":           {"pending: look", "looking count: 4"},
	"Three of a Kind":    {"pending: pool-pick"},
	"Straight":           {"pending: spell", "legal: hold"},
	"Flush":              {"pending: spell", "legal: shuffle K♣", "illegal: shuffle J♥"},
	"Full House":         {"pending: look", "looking count: 5"},
	"Four of a Kind":     {"pending: keep"},
	"Straight Flush":     {"pending: spell", "legal: discard ♥", "legal: discard K", "legal: discard JK1", "illegal: hold"},
	"Five of a Kind":     {"pending: spell", "legal: clear"},
	"Jack-high Straight": {"pending: spell", "legal: hold", "legal: discard K♠", "legal: discard JK1"},
	"Queen-high Flush":   {"pending: spell", "legal: shuffle K♣", "legal: discard K♠"},
}

func expectAll(t *testing.T, p *engine.Probe, what string, lines []string) {
	t.Helper()
	for _, l := range lines {
		k, v, _ := strings.Cut(l, ": ")
		switch k {
		case "legal":
			if !p.Legal(v) {
				t.Errorf("%s: %s is refused", what, v)
			}
		case "illegal":
			if p.Legal(v) {
				t.Errorf("%s: %s is accepted", what, v)
			}
		default:
			if got := get(t, p, k); got != v {
				t.Errorf("%s: %s is %q, want %q", what, k, got, v)
			}
		}
	}
}

// TestSpellsInRooms proves every row of the spells-in-rooms table: its
// example, played into a room, completes as that spell, moves the row's
// numbers of cards to the Arcane Pool and the Grave, and offers the row's
// effect.
func TestSpellsInRooms(t *testing.T) {
	for _, opts := range []engine.Options{nil, {"flush-discards": "on"}, {"straight-flush": "choose"}, {"jokers": "off"}} {
		tb := tables(t, opts)["spells-in-rooms"]
		cfg, _ := buildConfig(Game{}, opts)
		var rows []spellRow
		for _, r := range spellRows(cfg) {
			if cfg.jokers || !r.jokers {
				rows = append(rows, r)
			}
		}
		if len(tb.Rows) != len(rows) || len(spellRows(cfg)) != len(spellBehaviour) {
			t.Fatalf("%d rows, %d examples, %d behaviours", len(tb.Rows), len(rows), len(spellBehaviour))
		}
		if !cfg.jokers && (len(rows) != len(spellBehaviour)-1 || slices.ContainsFunc(tb.Rows, func(r []string) bool { return r[0] == "Five of a Kind" })) {
			t.Errorf("without Jokers: rows %v", tb.Rows)
		}
		for i, row := range tb.Rows {
			r := rows[i]
			if row[0] != r.name || row[1] != r.room+" "+r.play {
				t.Fatalf("row %d: %v", i, row)
			}
			p, err := spellProbe(Game{}, opts, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Do("play " + r.play + " 1"); err != nil {
				t.Fatalf("%s: %v", r.name, err)
			}
			if got := get(t, p, "last spell"); got != r.cat.String() {
				t.Errorf("%s: last spell %s", r.name, got)
			}
			want := slices.Clone(spellBehaviour[r.name])
			if opts["flush-discards"] == "on" {
				for k, w := range want {
					want[k] = strings.Replace(w, "shuffle K♣", "discard K♣", 1)
				}
			}
			if !cfg.jokers {
				want = slices.DeleteFunc(want, func(w string) bool { return strings.Contains(w, "JK") })
			}
			if opts["straight-flush"] == "choose" && r.name == "Straight Flush" {
				want = append(want[:len(want)-1], "legal: hold")
				if !strings.Contains(row[4], "Straight (held) or a Flush") {
					t.Errorf("Straight Flush effect under choose: %s", row[4])
				}
			}
			if opts["flush-discards"] == "on" && r.name == "Flush" && !strings.HasPrefix(row[4], "discard") {
				t.Errorf("Flush effect under flush-discards: %s", row[4])
			}
			expectAll(t, p, r.name, want)
			if err := p.Do("skip"); err != nil {
				t.Fatalf("%s: skip: %v", r.name, err)
			}
			expectAll(t, p, r.name, []string{"pool count: " + row[2], "grave count: " + row[3], "room 1 up count: 0"})
		}
	}
}

// TestHandSpells proves every row of the hand-spells table: the cast is
// refused with one Arcane Pool card fewer than the row's cost and accepted
// with exactly that many (with and without the Ace captured), and the
// effect that follows is the row's.
func TestHandSpells(t *testing.T) {
	effects := map[string][]string{
		"♠ Spades":     {"pending: spades", "legal: discard K♥"},
		"♦ Diamonds":   {"pending: order", "looking count: 7"},
		"♣ Clubs":      {"pending: clubs", "legal: clubs reorder"},
		"♥ Hearts":     {"pending: hearts", "legal: take 10♣"},
		"Pair in Hand": {"pending: spades", "legal: discard K♥"},
		"Suited Hand":  {"pending: clubs"},
		"Joker":        {"pending: order", "looking count: 7"},
	}
	for _, opts := range []engine.Options{nil, {"suited-lower": "on"}} {
		tb := tables(t, opts)["hand-spells"]
		cfg, _ := buildConfig(Game{}, opts)
		rows := handRows(cfg)
		if len(rows) != len(tb.Rows) {
			t.Fatalf("%d rows", len(tb.Rows))
		}
		for i, row := range tb.Rows {
			r := rows[i]
			for k, col := range []int{3, 4} {
				if row[col] == "—" {
					continue
				}
				cost, err := strconv.Atoi(row[col])
				if err != nil {
					t.Fatal(err)
				}
				pool := strings.Fields("2♥ 3♥ 4♥ 6♥ 8♥ 10♥ 2♦ 3♦ 4♦ 6♦")[:cost]
				zones := []string{"hand: " + r.hand, "chamber: K♥ J♦", "room 1 up: 2♠", "deck: 9♥ 9♦ 9♠ 5♥ 5♣ 6♣ 8♣", "grave: 10♣", "unlisted: removed"}
				if k == 1 {
					zones = append(zones, "captured: "+r.captured)
				}
				if cost > 0 {
					short := probe(t, opts, append(zones, "pool: "+strings.Join(pool[:cost-1], " "))...)
					if short.Legal(r.cast) {
						t.Errorf("%s: %s with %d cards in the Arcane Pool is accepted", r.name, r.cast, cost-1)
					}
				}
				p := probe(t, opts, append(zones, "pool: "+strings.Join(pool, " "))...)
				if err := p.Do(r.cast); err != nil {
					t.Fatalf("%s: %s with %d cards: %v", r.name, r.cast, cost, err)
				}
				for _, c := range pool {
					if err := p.Do("pay " + c); err != nil {
						t.Fatalf("%s: pay %s: %v", r.name, c, err)
					}
				}
				expectAll(t, p, r.name, append([]string{"pool count: 0"}, effects[r.name]...))
			}
		}
		want := "9"
		if opts["suited-lower"] == "on" {
			want = "4"
		}
		if got := tb.Rows[5][3]; got != want {
			t.Errorf("Suited Hand 4♣ 9♣ costs %s, want %s", got, want)
		}
	}
}

// TestReveals proves the reveal table's rows in play: an Ace, a face card,
// a Joker and a number turned up, as the rows say.
func TestReveals(t *testing.T) {
	tb := tables(t, nil)["reveals"]
	if len(tb.Rows) != 4 {
		t.Fatalf("%d rows", len(tb.Rows))
	}
	// Ace in play: group, turn up 3 (numbers to the Grave), then place or
	// discard.
	p := probe(t, nil, "room 1 down: A♣", "room 2 up: 2♣ 5♣", "hand: 5♥ 6♥",
		"chamber: K♠ J♥ Q♠", "deck: 3♦ 4♦ 7♦ 9♥ 8♥", "unlisted: removed")
	if err := p.Do("turn 1"); err != nil {
		t.Fatal(err)
	}
	expectAll(t, p, "Ace", []string{"chamber: K♠ Q♠ J♥", "grave: 3♦ 4♦ 7♦", "pending: place-ace", "legal: place 2", "legal: discard A♣"})
	if !strings.Contains(tb.Rows[0][2], "turn up 3 cards") {
		t.Errorf("Ace row: %v", tb.Rows[0])
	}
	// A Joker turned up by an Ace goes to the Chamber.
	p = probe(t, nil, "room 1 down: A♣", "hand: 5♥ 6♥", "chamber: K♥", "deck: 3♦ JK1 4♦ 9♥", "unlisted: removed")
	if err := p.Do("turn 1"); err != nil {
		t.Fatal(err)
	}
	expectAll(t, p, "Joker turned up", []string{"chamber: K♥ JK1", "grave: 3♦ 4♦ A♣"})
	// A face card in play: Chamber, wipe (a spell with the same suit's Q),
	// purge (hand and rooms), replacement.
	p = probe(t, nil, "room 1 down: K♠", "room 2 up: Q♠ 5♦", "room 3 up: 4♠ 4♥", "hand: 5♠ 6♥",
		"deck: 9♥ 8♥", "unlisted: removed")
	if err := p.Do("turn 1"); err != nil {
		t.Fatal(err)
	}
	expectAll(t, p, "face card", []string{"chamber: K♠", "room 2 up count: 0", "room 3 up: 4♥", "hand: 6♥", "room 1 up: 9♥", "status: playing"})
	// A Joker in play: wild card or free spell.
	p = probe(t, nil, "room 1 down: JK1", "room 2 up: 4♣ 4♥", "hand: 5♥ 6♥", "deck: 9♥ 8♥", "unlisted: removed")
	if err := p.Do("turn 1"); err != nil {
		t.Fatal(err)
	}
	expectAll(t, p, "Joker", []string{"room 1 up: JK1", "legal: move 1 2", "legal: cast JK1 ♠"})
	// A Joker dealt face up at setup stays where it was dealt.
	jokerSeen := false
	for seed := uint64(0); seed < 400 && !jokerSeen; seed++ {
		st, err := engine.NewGame(Game{}, engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for _, z := range [][]cards.Card{s.hand, s.rooms[0].up, s.rooms[1].up, s.rooms[2].up} {
			if slices.ContainsFunc(z, cards.Card.IsJoker) {
				jokerSeen = true
			}
		}
	}
	if !jokerSeen || tb.Rows[2][1] != "stays" {
		t.Errorf("no Joker stays face up at setup in 400 deals (row %v)", tb.Rows[2])
	}
	// At setup: no Ace or face card stays face up; face cards are in the
	// Chamber (or back in the deck with setup-faces-back).
	for _, opts := range []engine.Options{nil, {"setup-faces-back": "on"}} {
		for seed := uint64(0); seed < 40; seed++ {
			st, err := engine.NewGame(Game{}, engine.Setup{Options: opts, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			up := append(slices.Clone(s.hand), s.rooms[0].up...)
			up = append(append(up, s.rooms[1].up...), s.rooms[2].up...)
			for _, c := range up {
				if isAce(c) || isFace(c) {
					t.Errorf("seed %d: %v face up after setup", seed, c)
				}
			}
			if opts != nil && len(s.chamber) > 0 {
				t.Errorf("setup-faces-back: Chamber %v", s.chamber)
			}
		}
	}
}

// TestLosing proves the losing table: each example Chamber loses, and
// takes every one of its cards to lose (without any one of them it does
// not).
func TestLosing(t *testing.T) {
	for _, opts := range []engine.Options{nil, {"suit-ungrouped": "on"}, {"four-grouped": "on"}} {
		tb := tables(t, opts)["losing"]
		for _, row := range tb.Rows[:len(tb.Rows)-1] {
			for _, ex := range []string{row[1], row[3]} {
				if ex == "—" {
					continue
				}
				cs := strings.Fields(ex)
				if l, _ := refLoses(Game{}, opts, ex); !l {
					t.Errorf("%s: %s does not lose", row[0], ex)
				}
				for i := range cs {
					less := strings.Join(slices.Delete(slices.Clone(cs), i, i+1), " ")
					if l, _ := refLoses(Game{}, opts, less); l {
						t.Errorf("%s: %s loses already", row[0], less)
					}
				}
			}
		}
	}
	// The last row: ending a turn with an empty deck loses; with a card
	// left it does not.
	for _, deck := range []string{"", "9♦"} {
		p := probe(t, nil, "deck: "+deck, "hand: 2♣ 3♣", "unlisted: removed")
		if err := p.Do("end"); err != nil {
			t.Fatal(err)
		}
		if got := get(t, p, "status"); (got == "lost") != (deck == "") {
			t.Errorf("end with deck %q: %s", deck, got)
		}
	}
	// Grouped: spread out, the suit does not lose, unless suit-ungrouped.
	for _, tc := range []struct {
		opts    engine.Options
		chamber string
		lost    bool
	}{
		{nil, "K♠ Q♥ Q♠ J♠", false},
		{engine.Options{"suit-ungrouped": "on"}, "K♠ Q♥ Q♠ J♠", true},
		{nil, "K♥ Q♣ K♠ K♦ Q♦ K♣", true},
		{engine.Options{"four-grouped": "on"}, "K♥ Q♣ K♠ K♦ Q♦ K♣", false},
	} {
		if l, _ := refLoses(Game{}, tc.opts, tc.chamber); l != tc.lost {
			t.Errorf("%v %s: lost %v, want %v", tc.opts, tc.chamber, l, tc.lost)
		}
	}
}

// TestSpellOdds checks the odds table adds up, and that it follows the
// engine's rule switches: face cards as leftovers allow more spells.
func TestSpellOdds(t *testing.T) {
	// count returns the spells, the hands with no spell and all hands.
	count := func(tb engine.Table) (spells, none, all int64) {
		for _, r := range tb.Rows {
			n, err := strconv.ParseInt(strings.ReplaceAll(r[1], ",", ""), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case r[0] == "All hands":
				all = n
			case r[0] == "No spell":
				none = n
			case strings.HasPrefix(r[0], "of which"):
			default:
				spells += n
			}
		}
		return
	}
	s, none, all := count(tables(t, nil)["spell-odds"])
	if all != 3162510 || s+none != all {
		t.Errorf("spells %d + none %d != %d", s, none, all)
	}
	kick, _, _ := count(tables(t, engine.Options{"face-kickers": "on"})["spell-odds"])
	if kick <= s {
		t.Errorf("face-kickers: %d spells, default %d", kick, s)
	}
	if _, _, all52 := count(tables(t, engine.Options{"jokers": "off"})["spell-odds"]); all52 != 2598960 {
		t.Errorf("without Jokers: %d hands", all52)
	}
}

// TestTablesEveryOption generates the tables under every value of every
// option: no variant breaks a row's example.
func TestTablesEveryOption(t *testing.T) {
	for _, o := range (Game{}).Options() {
		for _, v := range o.Values {
			if _, err := engine.GameTables("royal-haunts", engine.Options{o.Name: v}); err != nil {
				t.Errorf("%s=%s: %v", o.Name, v, err)
			}
		}
	}
}
