package castlepoker

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// Tables returns Castle Poker's reference tables: the hand ranking with
// the special cards, where the stones go (each row played on the engine),
// and the exact odds of each hand from the game's deck (poker.CastleTables). The special cards are counted in Deck, which is
// read from the content, and ranked as the engine ranks them (pokerCard).
func (Game) Tables(opts engine.Options) ([]engine.Table, error) {
	if _, err := newConfig(opts); err != nil {
		return nil, err
	}
	specials, err := castleSpecials()
	if err != nil {
		return nil, err
	}
	ts, err := poker.CastleTables(specials, poker.CastleExamples)
	if err != nil {
		return nil, err
	}
	flow, err := stoneFlow(opts)
	if err != nil {
		return nil, err
	}
	special, err := specialCards(opts)
	if err != nil {
		return nil, err
	}
	return append([]engine.Table{ts[0], flow, special}, ts[1:]...), nil
}

// castleSpecials are the special cards of Deck, in the order and under the
// names poker.CastleExamples uses, each with its count in the deck.
func castleSpecials() ([]poker.Special, error) {
	var out []poker.Special
	for _, sc := range []struct {
		name string
		card cards.Card
	}{{"Barrels/sack", Barrels}, {"Messenger", Messenger}, {"Trebuchet", Trebuchet}} {
		n := 0
		for _, c := range Deck {
			if c == sc.card {
				n++
			}
		}
		pc := pokerCard(sc.card)
		s, err := poker.CastleSpecial(sc.name, int(pc.Rank), n)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// flowRow is a row of the stone-flow table: who the row is about (P2 of a
// three-player round; P1 holds the highest hand, P3 the lowest unless the
// row says otherwise), the rule, and the round that shows it.
type flowRow struct {
	situation, bid, income, castle string
	hands                          [3]string
	bids                           [3]int
}

// flowRows are the situations of rule 4.8 (the digest's table 2.3-B), each
// with a round played on the engine for P2.
var flowRows = []flowRow{
	{"Lowest hand", "lost to the Quarry", "none", "none",
		[3]string{"K♠ K♥ K♦ 2♣ 2♦", "3♣ 4♦ 7♠ 9♦ J♣", "Q♠ Q♥ 5♦ 9♣ J♦"}, [3]int{1, 2, 1}},
	{"Highest hand and the highest bid", "half (rounded down) onto your castle, the rest back", "+1 if you bid 1 or more", "+ half your bid",
		[3]string{"Q♠ Q♥ 5♦ 9♣ J♦", "K♠ K♥ K♦ 2♣ 2♦", "3♣ 4♦ 7♠ 9♦ J♣"}, [3]int{1, 3, 1}},
	{"Highest hand and a bid tied for the highest", "half (rounded down) onto your castle, the rest back", "+1 if you bid 1 or more", "+ half your bid",
		[3]string{"Q♠ Q♥ 5♦ 9♣ J♦", "K♠ K♥ K♦ 2♣ 2♦", "3♣ 4♦ 7♠ 9♦ J♣"}, [3]int{2, 2, 1}},
	{"Highest hand, outbid", "back to your supply", "+1", "none",
		[3]string{"Q♠ Q♥ 5♦ 9♣ J♦", "K♠ K♥ K♦ 2♣ 2♦", "3♣ 4♦ 7♠ 9♦ J♣"}, [3]int{3, 2, 1}},
	{"Any other player who bid 1 or more", "back to your supply", "+1", "none",
		[3]string{"K♠ K♥ K♦ 2♣ 2♦", "Q♠ Q♥ 5♦ 9♣ J♦", "3♣ 4♦ 7♠ 9♦ J♣"}, [3]int{1, 2, 1}},
	{"The same, holding Barrels/sack", "back to your supply", "+2", "none",
		[3]string{"K♠ K♥ K♦ 2♣ 2♦", "BAR 2♥ 5♦ 9♣ J♦", "3♣ 4♦ 7♠ 9♦ J♣"}, [3]int{1, 2, 1}},
	{"Any player who bid 0 (not the lowest hand)", "none", "none", "none",
		[3]string{"K♠ K♥ K♦ 2♣ 2♦", "Q♠ Q♥ 5♦ 9♣ J♦", "3♣ 4♦ 7♠ 9♦ J♣"}, [3]int{1, 0, 1}},
}

// flowResult is what a round did to P2: the change of its supply from
// before the bid, of its castle, and of the Quarry.
type flowResult struct {
	supply, castle, quarry int
}

// playFlow plays a flow row's round on the engine: three players, P3
// deals, every player stands, then each bids.
func playFlow(opts engine.Options, r flowRow) (flowResult, error) {
	const supply, quarry = 3, 11
	zones := []engine.Zone{{Key: "dealer", Value: "P3"}, {Key: "current", Value: "P1"}, {Key: "quarry", Value: strconv.Itoa(quarry)}}
	for i, h := range r.hands {
		p := "P" + strconv.Itoa(i+1)
		zones = append(zones, engine.Zone{Key: p + " hand", Value: h}, engine.Zone{Key: p + " supply", Value: strconv.Itoa(supply)})
	}
	tr := engine.TranscriberOf(Game{})
	s, err := tr.Start(engine.Setup{Options: opts, Players: 3}, zones)
	if err != nil {
		return flowResult{}, err
	}
	p := &engine.Probe{Game: tr, Opts: opts, State: s}
	lines := []string{"stand", "stand", "stand"} // P1, P2, P3 in turn
	for _, b := range r.bids {
		lines = append(lines, fmt.Sprintf("bid %d", b))
	}
	if err := p.Do(lines...); err != nil {
		return flowResult{}, fmt.Errorf("castlepoker: stone flow %q: %v", r.situation, err)
	}
	var res flowResult
	for _, f := range []struct {
		key  string
		base int
		to   *int
	}{{"P2 supply", supply, &res.supply}, {"P2 castle", 0, &res.castle}, {"quarry", quarry, &res.quarry}} {
		v, err := p.Get(f.key)
		if err != nil {
			return flowResult{}, err
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return flowResult{}, fmt.Errorf("castlepoker: %s is %q", f.key, v)
		}
		*f.to = n - f.base
	}
	return res, nil
}

// signed writes a change of stones: "+2", "−3", "0".
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// stoneFlow is the table of where the stones go (rule 4.8), each row with
// a round played on the engine: the bid and what it did to the supply and
// the castle.
func stoneFlow(opts engine.Options) (engine.Table, error) {
	t := engine.Table{ID: "stone-flow", Title: "Where the stones go",
		Header: []string{"Your situation", "Your bid", "Income", "Castle", "Example"}}
	for _, r := range flowRows {
		res, err := playFlow(opts, r)
		if err != nil {
			return t, err
		}
		ex := fmt.Sprintf("bid %d: supply %s, castle %s", r.bids[1], signed(res.supply), signed(res.castle))
		t.Rows = append(t.Rows, []string{r.situation, r.bid, r.income, r.castle, ex})
	}
	t.Notes = []string{"Income comes from the Quarry while stones last (§4.8.4); a Barrels/sack card in your hand makes it +2, however many you hold. Each example is a round of three players played on the rules engine: your supply counted from before your bid."}
	return t, nil
}

// specialRow is a special card's row: its use, as rule 4.6 writes it.
type specialRow struct {
	name  string
	card  cards.Card
	when  string
	phase string // the engine's phase in which the card is used, "" for none
	text  string
}

var specialRows = []specialRow{
	{"Messenger", Messenger, "after the reveal, first", "messenger",
		"take a Moat card, or another player's card (who may then take a Moat card), in place of the Messenger; drown the Messenger in the Moat"},
	{"Trebuchet", Trebuchet, "after the Messenger", "trebuchet",
		"with a stone on your castle: steal a stone from another player's castle or supply into your supply; the Trebuchet stays in your hand"},
	{"Barrels/sack", Barrels, "at income", "",
		"take 2 stones from the Quarry instead of 1, however many you hold"},
}

// specialRound plays a round of three players in which P1 holds the
// Trebuchet and P3 the Messenger, with the given bids, and returns the
// phases the engine asks for after the bids, up to the next round.
func specialRound(opts engine.Options, bids [3]int) ([]string, error) {
	zones := []engine.Zone{{Key: "dealer", Value: "P3"}, {Key: "current", Value: "P1"}, {Key: "quarry", Value: "9"},
		{Key: "moat", Value: "2♣"}, {Key: "P1 castle", Value: "1"}, {Key: "P2 castle", Value: "1"},
		{Key: "P1 hand", Value: "TRE A♥ A♦ 6♣ 3♦"}, {Key: "P2 hand", Value: "7♣ 7♥ 2♦ J♠ 5♠"}, {Key: "P3 hand", Value: "MES Q♦ Q♣ 4♥ 4♣"}}
	tr := engine.TranscriberOf(Game{})
	s, err := tr.Start(engine.Setup{Options: opts, Players: 3}, zones)
	if err != nil {
		return nil, err
	}
	p := &engine.Probe{Game: tr, Opts: opts, State: s}
	lines := []string{"stand", "stand", "stand"}
	for _, b := range bids {
		lines = append(lines, fmt.Sprintf("bid %d", b))
	}
	if err := p.Do(lines...); err != nil {
		return nil, err
	}
	var phases []string
	for i := 0; i < 4; i++ {
		ph, err := p.Get("phase")
		if err != nil {
			return nil, err
		}
		if ph != "messenger" && ph != "trebuchet" {
			break
		}
		phases = append(phases, ph)
		use := map[string]string{"messenger": "take 2♣", "trebuchet": "steal castle P2"}[ph]
		if err := p.Do(use); err != nil {
			return nil, fmt.Errorf("castlepoker: special cards: %s: %v", use, err)
		}
	}
	return phases, nil
}

// specialCards is the table of the special cards (rule 4.6): their count
// in the deck and rank as the engine ranks them, and when each is used,
// the order checked by playing a round with both on the engine.
func specialCards(opts engine.Options) (engine.Table, error) {
	t := engine.Table{ID: "special-cards", Title: "The special cards",
		Header: []string{"Card", "In the deck", "Rank", "When", "Effect"}}
	used, err := specialRound(opts, [3]int{1, 1, 1})
	if err != nil {
		return t, err
	}
	idle, err := specialRound(opts, [3]int{0, 1, 0})
	if err != nil {
		return t, err
	}
	var want []string
	for _, r := range specialRows {
		if r.phase != "" {
			want = append(want, r.phase)
		}
	}
	if strings.Join(used, " ") != strings.Join(want, " ") {
		return t, fmt.Errorf("castlepoker: special cards are used in the order %v on the engine, the table says %v", used, want)
	}
	if len(idle) != 0 {
		return t, fmt.Errorf("castlepoker: special cards are used with a bid of 0 on the engine (%v)", idle)
	}
	cfg, err := newConfig(opts)
	if err != nil {
		return t, err
	}
	for _, r := range specialRows {
		if r.card == Trebuchet && cfg.siege {
			r.text = strings.Replace(r.text, "into your supply", "onto your castle (variant 6.3)", 1)
		}
		n := 0
		for _, c := range Deck {
			if c == r.card {
				n++
			}
		}
		t.Rows = append(t.Rows, []string{r.name, strconv.Itoa(n), strconv.Itoa(int(pokerCard(r.card).Rank)), r.when, r.text})
	}
	t.Notes = []string{"A special card works only for a player who bid 1 stone or more (§4.6.1). Special cards have no suit."}
	return t, nil
}
