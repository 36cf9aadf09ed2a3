package royalhaunts

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// Reference tables: spells in rooms, hand spells, reveals, losing, and the
// odds of each spell. Every number in them (cards to the Arcane Pool and
// the Grave, costs) is measured by playing the row's example on the
// engine, and every example is checked to do what its row says, so a
// table cannot drift from the rules; the words of the effects are the
// rulebook's (§4.5, §4.11), and reference_test.go proves each against the
// engine.

var _ engine.Referencer = Game{}

// TableIDs lists the IDs of the tables Tables returns, in order.
var TableIDs = []string{"spells-in-rooms", "hand-spells", "reveals", "losing", "spell-odds", "poker-odds"}

// Tables returns the reference tables of Royal Haunts under opts.
func (g Game) Tables(opts engine.Options) ([]engine.Table, error) {
	cfg, err := buildConfig(g, opts)
	if err != nil {
		return nil, err
	}
	spells, err := spellTable(g, opts, cfg)
	if err != nil {
		return nil, err
	}
	hand, err := handSpellTable(g, opts, cfg)
	if err != nil {
		return nil, err
	}
	loss, err := lossTable(g, opts, cfg)
	if err != nil {
		return nil, err
	}
	return []engine.Table{spells, hand, revealTable(cfg), loss, spellOdds(cfg), poker.JokerOddsTable()}, nil
}

// spellRow is a row of the spells-in-rooms table: a spell, an example of
// it (four cards in room 1, and the hand card that completes it), the
// Chamber its effect acts on, and the effect in the rulebook's words.
type spellRow struct {
	name    string
	cat     poker.Category
	room    string
	play    string
	chamber string
	effect  string
	jokers  bool // the example needs the Jokers
}

func spellRows(cfg *config) []spellRow {
	flush := "shuffle a face card of its suit from the Chamber into the deck"
	if cfg.flushDiscards {
		flush = "discard a face card of its suit from the Chamber"
	}
	straight := "may be held to cancel a revealed Ace or face card"
	sf := "discard all Chamber face cards of one suit, or of one rank, or one Joker"
	if cfg.sfChoose {
		sf += "; or count it as a Straight (held) or a Flush"
	}
	jackChamber, sfChamber := "K♠ JK1", "K♥ K♠ JK1"
	if !cfg.jokers {
		jackChamber, sfChamber = "K♠", "K♥ K♠"
	}
	return []spellRow{
		{"Pair", poker.Pair, "4♥ 4♣ 10♦ 5♠", "8♥", "K♥ Q♣", "discard a face card of one of the Pair's suits; shuffle one of the other suit into the deck", false},
		{"Two Pair", poker.TwoPair, "9♥ 9♣ 4♣ 4♠", "6♥", "K♥", "look at the top 4 cards: discard 2, put 2 back both on top or both at the bottom", false},
		{"Three of a Kind", poker.ThreeOfAKind, "2♦ 2♠ 2♣ 8♠", "6♥", "K♥", "put any 3 Arcane Pool cards on top of the deck", false},
		{"Straight", poker.Straight, "9♥ 8♥ 7♣ 6♦", "5♠", "K♥", straight, false},
		{"Flush", poker.Flush, "10♣ 7♣ 6♣ 4♣", "2♣", "K♣ J♥", flush, false},
		{"Full House", poker.FullHouse, "3♣ 3♠ 3♦ 6♣", "6♥", "K♥", "look at the top 5 cards: discard 2, put 3 back on top", false},
		{"Four of a Kind", poker.FourOfAKind, "9♣ 9♠ 9♦ 9♥", "5♥", "K♥", "shuffle the Grave into the deck, keeping up to 3 face cards back", false},
		{"Straight Flush", poker.StraightFlush, "9♣ 8♣ 7♣ 6♣", "5♣", sfChamber, sf, false},
		{"Five of a Kind", poker.FiveOfAKind, "9♣ 9♠ 9♦ 9♥", "JK2", "K♥ Q♠", "discard all face cards in the Chamber", true},
		{"Jack-high Straight", poker.Straight, "J♦ 10♣ 9♥ 8♠", "7♣", jackChamber, "the Straight's effect, or discard a King or a Joker from the Chamber", false},
		{"Queen-high Flush", poker.Flush, "Q♣ 10♣ 7♣ 6♣", "4♣", "K♠ K♣", "the Flush's effect, or discard a King or a Joker from the Chamber", false},
	}
}

// spellProbe starts the example position of a spell row: room 1 holds the
// four cards, the hand the fifth, the Chamber the row's cards, and the deck
// ten numbered cards; every other card is out of the game.
func spellProbe(g Game, opts engine.Options, r spellRow) (*engine.Probe, error) {
	deck := "2♥ 3♥ 5♥ 6♥ 7♥ 2♦ 3♦ 5♦ 6♦ 7♦"
	var free []string
	for _, c := range strings.Fields(deck) {
		if !strings.Contains(" "+r.room+" "+r.play+" ", " "+c+" ") {
			free = append(free, c)
		}
	}
	return engine.NewProbe(g, opts,
		"room 1 up: "+r.room, "hand: "+r.play, "chamber: "+r.chamber,
		"deck: "+strings.Join(free, " "), "unlisted: removed")
}

func refInt(p *engine.Probe, key string) (int, error) {
	s, err := p.Get(key)
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(s)
}

// spellMoves plays a spell row's example and returns how many cards went
// to the Arcane Pool and to the Grave (a Straight that may be held is let
// go first), checking that the engine counts the example as the row's
// spell.
func spellMoves(g Game, opts engine.Options, r spellRow) (pool, grave int, err error) {
	p, err := spellProbe(g, opts, r)
	if err != nil {
		return 0, 0, err
	}
	if err := p.Do("play " + r.play + " 1"); err != nil {
		return 0, 0, fmt.Errorf("royalhaunts: %s example: %v", r.name, err)
	}
	if got, _ := p.Get("last spell"); got != r.cat.String() {
		return 0, 0, fmt.Errorf("royalhaunts: %s example %s %s is a %s", r.name, r.room, r.play, got)
	}
	if n, _ := refInt(p, "room 1 up count"); n > 0 {
		if err := p.Do("skip"); err != nil {
			return 0, 0, err
		}
	}
	if pool, err = refInt(p, "pool count"); err != nil {
		return 0, 0, err
	}
	if grave, err = refInt(p, "grave count"); err != nil {
		return 0, 0, err
	}
	return pool, grave, nil
}

func spellTable(g Game, opts engine.Options, cfg *config) (engine.Table, error) {
	t := engine.Table{
		ID:     "spells-in-rooms",
		Title:  "Spells in rooms",
		Header: []string{"Spell", "Example", "To the Arcane Pool", "To the Grave", "Effect"},
		Notes: []string{
			"A Joker in a spell goes to the Grave, not to the Arcane Pool; an Ace in a spell is captured. Every effect is optional and used at once (§4.4).",
		},
	}
	for _, r := range spellRows(cfg) {
		if r.jokers && !cfg.jokers {
			continue
		}
		pool, grave, err := spellMoves(g, opts, r)
		if err != nil {
			return t, err
		}
		t.Rows = append(t.Rows, []string{r.name, r.room + " " + r.play, strconv.Itoa(pool), strconv.Itoa(grave), r.effect})
	}
	return t, nil
}

// handRow is a row of the hand-spells table: the cards cast, the effect,
// and the suit whose Ace is captured for the discount column.
type handRow struct {
	name     string
	cast     string // the cast line: "cast 7♠", "cast 5♠ 5♦"
	hand     string
	effect   string
	captured string // an Ace to capture for the discount
}

func handRows(cfg *config) []handRow {
	suited := "the effect twice, each with its own card's value, for the cost of the higher card"
	if cfg.suitedLower {
		suited = "the effect twice, each with its own card's value, for the cost of the lower card"
	}
	rows := []handRow{
		{"♠ Spades", "cast 7♠", "7♠", "discard a face card from the Chamber", "A♠"},
		{"♦ Diamonds", "cast 7♦", "7♦", "look at the top cards (as many as the value) and reorder them", "A♦"},
		{"♣ Clubs", "cast 7♣", "7♣", "rearrange the Chamber, or discard a room's top card, or move a spell's top card to another spell", "A♣"},
		{"♥ Hearts", "cast 7♥", "7♥", "take a card from the Grave per 2 points (no Aces) and play it into a room or cast it", "A♥"},
		{"Pair in Hand", "cast 5♠ 5♦", "5♠ 5♦", "two cards of one value: both suits' effects for that value, paid once", "A♦"},
		{"Suited Hand", "cast 4♣ 9♣", "4♣ 9♣", suited, "A♣"},
	}
	if cfg.jokers && !cfg.wildOnly {
		rows = append(rows, handRow{"Joker", "cast JK1 ♦ 7", "JK1", "any suit's spell for free, value 2 to 10 of your choice", ""})
	}
	return rows
}

// castCost is the fewest Arcane Pool cards with which the engine lets the
// hand row be cast (with the row's Ace captured if captured is set), or
// -1 if no pool of up to 20 cards will do.
func castCost(g Game, opts engine.Options, r handRow, captured bool) (int, error) {
	poolCards := strings.Fields("2♥ 3♥ 4♥ 6♥ 8♥ 10♥ 2♦ 3♦ 4♦ 6♦ 8♦ 10♦ 2♠ 3♠ 4♠ 6♠ 8♠ 10♠ 2♣ 3♣")
	var fresh []string
	for _, c := range poolCards {
		if !strings.Contains(" "+r.hand+" ", " "+c+" ") {
			fresh = append(fresh, c)
		}
	}
	for n := 0; n <= len(fresh); n++ {
		zones := []string{"hand: " + r.hand, "pool: " + strings.Join(fresh[:n], " "),
			"chamber: K♥ J♦", "room 1 up: 2♠", "deck: 9♥ 9♦ 9♠ 5♥ 5♣ 6♣ 8♣", "grave: 10♣", "unlisted: removed"}
		if captured {
			zones = append(zones, "captured: "+r.captured)
		}
		p, err := engine.NewProbe(g, opts, zones...)
		if err != nil {
			return 0, err
		}
		if p.Legal(r.cast) {
			return n, nil
		}
	}
	return -1, nil
}

func handSpellTable(g Game, opts engine.Options, cfg *config) (engine.Table, error) {
	t := engine.Table{
		ID:     "hand-spells",
		Title:  "Hand spells",
		Header: []string{"Spell", "Effect", "Example", "Cost", "Cost with its Ace captured"},
		Notes: []string{
			"A card's cost is its value (2 to 10) in Arcane Pool cards, removed from the game; once the Ace of its suit is captured it costs half, rounded down. A Pair in Hand costs half if either card's Ace is captured (§4.11).",
		},
	}
	for _, r := range handRows(cfg) {
		cost, err := castCost(g, opts, r, false)
		if err != nil {
			return t, err
		}
		disc := "—"
		if r.captured != "" {
			d, err := castCost(g, opts, r, true)
			if err != nil {
				return t, err
			}
			disc = strconv.Itoa(d)
		}
		if cost < 0 {
			return t, fmt.Errorf("royalhaunts: %s cannot be cast", r.cast)
		}
		t.Rows = append(t.Rows, []string{r.name, r.effect, r.hand, strconv.Itoa(cost), disc})
	}
	return t, nil
}

// revealTable is what a revealed card does (§3.4, §4.7 to §4.10), from the
// rule switches of cfg.
func revealTable(cfg *config) engine.Table {
	turnUp := "3"
	if cfg.aceFive {
		turnUp = "5"
	}
	faceSetup := "to the Chamber; deal another"
	if cfg.setupFacesBack {
		faceSetup = "back into the deck; deal another"
	}
	jokerAce := "to the Chamber"
	if cfg.wildOnly {
		jokerAce = "to the Grave"
	}
	ace := "group the Chamber, turn up " + turnUp + " cards, place the Ace or discard it"
	if cfg.groupAfter {
		ace = "turn up " + turnUp + " cards, group the Chamber, place the Ace or discard it"
	}
	t := engine.Table{
		ID:     "reveals",
		Title:  "What a revealed card does",
		Header: []string{"Card", "At setup", "In play", "Turned up by an Ace"},
		Rows: [][]string{
			{"Ace", "back into the deck; deal another", ace, "resolved at once, in full"},
			{"J, Q, K", faceSetup, "to the Chamber, wipe, purge, check for a loss", "resolved at once"},
		},
		Notes: []string{"A held Straight may cancel an Ace or face card revealed in play (§4.6). An Ace or face card revealed in a room is replaced from the deck (§4.7.3)."},
	}
	if cfg.jokers {
		joker := "wild card or free spell"
		if cfg.wildOnly {
			joker = "wild card"
		}
		t.Rows = append(t.Rows, []string{"Joker", "stays", joker, jokerAce})
	}
	t.Rows = append(t.Rows, []string{"2 to 10", "stays", "stays", "to the Grave"})
	return t
}

// lossRow is a losing condition with a Chamber that meets it exactly,
// without and with one Joker there.
type lossRow struct {
	cond, chamber, condJoker, chamberJoker string
}

func lossRows(cfg *config) []lossRow {
	suit, suitJ := "J, Q, K of one suit grouped", "two face cards of one suit grouped"
	if cfg.suitUngrouped {
		suit, suitJ = "J, Q, K of one suit anywhere", "two face cards of one suit anywhere"
	}
	rank, rankJ := "four of one face rank, anywhere", "three of one face rank, anywhere"
	if cfg.fourGrouped {
		rank, rankJ = "four of one face rank grouped", "three of one face rank grouped"
	}
	rows := []lossRow{
		{suit, "K♠ Q♠ J♠", suitJ, "Q♦ K♦ JK1"},
		{rank, "K♥ K♠ K♦ K♣", rankJ, "K♥ K♠ K♦ JK1"},
	}
	if cfg.jokers && !cfg.wildOnly {
		rows = append(rows, lossRow{"both Jokers in the Chamber", "JK1 JK2", "", ""})
	}
	return rows
}

// refLoses reports whether the engine counts a Chamber as lost.
func refLoses(g Game, opts engine.Options, chamber string) (bool, error) {
	p, err := engine.NewProbe(g, opts, "chamber: "+chamber, "hand: 2♣ 3♣")
	if err != nil {
		return false, err
	}
	st, err := p.Get("status")
	return st == "lost", err
}

func lossTable(g Game, opts engine.Options, cfg *config) (engine.Table, error) {
	t := engine.Table{
		ID:     "losing",
		Title:  "Losing",
		Header: []string{"Condition", "Example", "With one Joker in the Chamber", "Example"},
	}
	for _, r := range lossRows(cfg) {
		if !cfg.jokers || cfg.wildOnly {
			r.condJoker, r.chamberJoker = "", ""
		}
		for _, ch := range []string{r.chamber, r.chamberJoker} {
			if ch == "" {
				continue
			}
			if l, err := refLoses(g, opts, ch); err != nil || !l {
				return t, fmt.Errorf("royalhaunts: the Chamber %s does not lose (%v)", ch, err)
			}
		}
		withJ, exJ := r.condJoker, r.chamberJoker
		if withJ == "" {
			withJ, exJ = "(lost)", "—"
		}
		if !cfg.jokers || cfg.wildOnly {
			withJ, exJ = "—", "—"
		}
		t.Rows = append(t.Rows, []string{r.cond, r.chamber, withJ, exJ})
	}
	p, err := engine.NewProbe(g, opts, "deck:", "hand: 2♣ 3♣", "unlisted: removed")
	if err != nil {
		return t, err
	}
	if err := p.Do("end"); err != nil {
		return t, err
	}
	if st, _ := p.Get("status"); st != "lost" {
		return t, fmt.Errorf("royalhaunts: ending a turn with an empty deck: %s", st)
	}
	t.Rows = append(t.Rows, []string{"ending a turn with an empty deck", "end with no deck", "(same)", "—"})
	t.Notes = []string{"Grouped means in consecutive places of the Chamber; a Joker there may fill the gap of a group (§5.4)."}
	return t, nil
}

// spellOdds counts, over every five cards of the game's deck, the spells
// the restrictions of §4.3 allow.
func spellOdds(cfg *config) engine.Table {
	o := poker.CountHands(poker.DeckCards(cfg.deck()), cfg.rules)
	t := poker.OddsTable("spell-odds", "Odds of each spell from five cards", o, "No spell")
	extra := [][]string{
		{"of which Jack-high Straights", poker.Commas(o.JackHighStraight), poker.Percent(o.JackHighStraight, o.Hands), poker.OneIn(o.JackHighStraight, o.Hands)},
		{"of which Queen-high Flushes", poker.Commas(o.QueenFlush), poker.Percent(o.QueenFlush, o.Hands), poker.OneIn(o.QueenFlush, o.Hands)},
	}
	n := len(t.Rows)
	t.Rows = append(t.Rows[:n-1:n-1], append(extra, t.Rows[n-1])...)
	t.Notes = append(t.Notes, "A hand counts as its highest legal spell (§4.3.6): Kings never, Queens only in a Flush, Jacks only atop 7-8-9-10-J, Aces only in a Flush or A-2-3-4-5, Jokers wild within the same limits.")
	return t
}
