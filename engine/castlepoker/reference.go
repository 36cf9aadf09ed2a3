package castlepoker

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/poker"
)

// Reference tables of Castle Poker: the hand ranking with the special
// cards and the exact odds of its deck (poker.CastleTables, the specials
// read from content/castle-poker/special.csv and checked against how this
// engine ranks them), the stone flow of each situation (digest table
// 2.3-B) measured by playing rounds on the engine, and the special cards
// in the order the engine asks for them. reference_test.go proves every
// row against the engine.

var _ engine.Referencer = Game{}

// TableIDs lists the IDs of the tables Tables returns, in order.
var TableIDs = []string{"hand-ranking", "hand-odds", "stone-flow", "special-cards"}

// Tables returns the reference tables of Castle Poker under opts.
func (g Game) Tables(opts engine.Options) ([]engine.Table, error) {
	opts, err := engine.ResolveOptions(g, opts)
	if err != nil {
		return nil, err
	}
	sp, err := Specials()
	if err != nil {
		return nil, err
	}
	ps := make([]poker.Special, len(sp))
	for i, s := range sp {
		ps[i] = s.Poker
	}
	ts, err := poker.CastleTables(ps, poker.CastleExamples)
	if err != nil {
		return nil, err
	}
	// A standard example the game cannot deal (a Joker) is left out.
	for _, r := range ts[0].Rows {
		if !dealable(r[1]) {
			r[1] = "—"
		}
		if r[0] == poker.FiveOfAKind.String() {
			r[len(r)-1] = "five cards of one rank: " + fiveRanks()
		}
	}
	flow, err := stoneFlowTable(opts)
	if err != nil {
		return nil, err
	}
	spec, err := specialTable(opts, sp)
	if err != nil {
		return nil, err
	}
	return append(ts, flow, spec), nil
}

// dealable reports whether every card of an example hand is one of the
// game's cards.
func dealable(hand string) bool {
	for _, w := range strings.Fields(hand) {
		c, err := cards.ParseCard(w)
		if err != nil || count(Deck, c) == 0 {
			return false
		}
	}
	return true
}

// fiveRanks says which ranks of the deck have five cards or more, as the
// evaluator ranks them: the only Five of a Kind there can be.
func fiveRanks() string {
	var n [poker.NumRanks]int
	var nat [poker.NumRanks]int
	for _, c := range Deck {
		r := pokerCard(c).Rank
		n[r]++
		if !c.IsCustom() {
			nat[r]++
		}
	}
	var out []string
	for r, k := range n {
		if k >= 5 {
			out = append(out, fmt.Sprintf("%ss (%d natural, %d special)", poker.Rank(r), nat[r], k-nat[r]))
		}
	}
	return strings.Join(out, ", ")
}

// Special is a special card of the game: its card, its line of
// special.csv, and how the hand evaluator ranks it.
type Special struct {
	Card  cards.Card
	Def   *cards.CardDef
	Poker poker.Special
}

// Specials reads the special cards from the game's content (special.csv):
// the name as the ranking examples write it (the title without "The "),
// the printed value and the count. It fails if the content's value
// disagrees with the rank this engine gives the card (rule 4.7.3), or if
// the count differs from the cards the engine deals.
func Specials() ([]Special, error) {
	cg, err := engine.ContentGame(Name)
	if err != nil {
		return nil, err
	}
	d := cg.Deck("special")
	if d == nil {
		return nil, fmt.Errorf("castlepoker: the content has no special deck")
	}
	var out []Special
	for _, def := range d.Cards {
		c, ok := cards.Custom(def.ID)
		if !ok {
			return nil, fmt.Errorf("castlepoker: special card id %q", def.ID)
		}
		v, err := strconv.Atoi(def.Value)
		if err != nil {
			return nil, cards.Errorf(def.Pos, "castlepoker: value %q of %s: want a number", def.Value, def.ID)
		}
		name := strings.TrimPrefix(def.Title, "The ")
		ps, err := poker.CastleSpecial(name, v, def.Count)
		if err != nil {
			return nil, err
		}
		if pc := pokerCard(c); pc != ps.Card {
			return nil, fmt.Errorf("castlepoker: special.csv gives %s the value %d but the engine ranks it %v", name, v, pc.Rank)
		}
		if n := count(Deck, c); n != def.Count {
			return nil, fmt.Errorf("castlepoker: special.csv prints %d of %s but the engine deals %d", def.Count, name, n)
		}
		out = append(out, Special{Card: c, Def: def, Poker: ps})
	}
	return out, nil
}

// newProbe starts a position of players players from transcript zone
// lines (engine.NewProbe starts the game's least number of players).
func newProbe(opts engine.Options, players int, zones ...string) (*engine.Probe, error) {
	tr := engine.TranscriberOf(Game{})
	zs := make([]engine.Zone, len(zones))
	for i, z := range zones {
		k, v, ok := strings.Cut(z, ":")
		if !ok {
			return nil, fmt.Errorf("castlepoker: zone line %q: want KEY: VALUE", z)
		}
		zs[i] = engine.Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v)}
	}
	s, err := tr.Start(engine.Setup{Options: opts, Players: players}, zs)
	if err != nil {
		return nil, err
	}
	return &engine.Probe{Game: tr, Opts: opts, State: s}, nil
}

func probeInt(p *engine.Probe, key string) (int, error) {
	v, err := p.Get(key)
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(v)
}

// Hands of the stone-flow probes: P1 highest (a full house), P2 in the
// middle (a pair), P3 lowest (high card); the Barrels forms keep the order.
var (
	flowHands = [3]string{"A♠ A♥ A♦ K♣ K♦", "2♠ 2♥ 5♦ 9♣ J♦", "3♣ 4♦ 7♠ 9♦ J♣"}
	flowBarr  = [3]string{"BAR BAR K♠ K♣ K♦", "2♠ 2♥ BAR 9♣ J♦", "3♣ 4♦ BAR 9♦ J♣"}
	// tieHands all rank alike: every hand ties (rule 4.7.10).
	tieHands = [3]string{"A♠ K♠ Q♥ 9♦ 7♣", "A♥ K♥ Q♦ 9♣ 7♦", "A♦ K♦ Q♣ 9♥ 7♠"}
)

// flowRow is a situation of the stone-flow table: the player studied
// (seat), the hands, and the bids of the others given the studied bid b.
type flowRow struct {
	name   string
	who    int
	hands  [3]string
	barr   [3]string
	others func(b int) [3]int
	zero   bool // the studied player bids 0
}

func flowRows() []flowRow {
	none := func(int) [3]int { return [3]int{} }
	return []flowRow{
		{name: "Lowest hand", who: 2, hands: flowHands, barr: flowBarr, others: none},
		{name: "Highest hand and the top bid", who: 0, hands: flowHands, barr: flowBarr, others: none},
		{name: "Highest hand, tied for the top bid", who: 0, hands: flowHands, barr: flowBarr,
			others: func(b int) [3]int { return [3]int{1: b} }},
		{name: "Highest hand, outbid", who: 0, hands: flowHands, barr: flowBarr,
			others: func(b int) [3]int { return [3]int{1: b + 1} }},
		{name: "Any other player who bid", who: 1, hands: flowHands, barr: flowBarr, others: none},
		{name: "Every hand ties (no lowest, no highest)", who: 0, hands: tieHands, others: none},
		{name: "Any player who bid 0", who: 1, hands: flowHands, barr: flowBarr, others: none, zero: true},
	}
}

// flowBids are the two bids each situation is played with: 2 and 3 show
// the rounding down of half the bid (rule 4.8.5).
var flowBids = [2]int{2, 3}

// flowResult is what one round did to the studied player's stones.
type flowResult struct {
	supply, castle int // changes over the round, the bid included
}

// playFlow plays one round of row r with the studied player bidding b
// (with Barrels in hand if barrels), every player starting with 4 stones
// and the Quarry with 8, and returns the studied player's changes.
func playFlow(opts engine.Options, r flowRow, b int, barrels bool) (flowResult, error) {
	hands := r.hands
	if barrels {
		hands = r.barr
	}
	p, err := newProbe(opts, 3, "dealer: P3", "current: P1", "quarry: 8",
		"P1 supply: 4", "P2 supply: 4", "P3 supply: 4",
		"P1 hand: "+hands[0], "P2 hand: "+hands[1], "P3 hand: "+hands[2])
	if err != nil {
		return flowResult{}, err
	}
	bids := r.others(b)
	bids[r.who] = b
	lines := []string{"stand", "stand", "stand"}
	for _, x := range bids {
		lines = append(lines, "bid "+strconv.Itoa(x))
	}
	if err := p.Do(lines...); err != nil {
		return flowResult{}, fmt.Errorf("castlepoker: stone flow %q: %v", r.name, err)
	}
	if round, _ := probeInt(p, "round"); round != 2 {
		return flowResult{}, fmt.Errorf("castlepoker: stone flow %q: the round did not settle", r.name)
	}
	who := engine.Player(r.who).String()
	sup, err := probeInt(p, who+" supply")
	if err != nil {
		return flowResult{}, err
	}
	cas, err := probeInt(p, who+" castle")
	if err != nil {
		return flowResult{}, err
	}
	return flowResult{supply: sup - 4, castle: cas}, nil
}

// Flow is the measured stone flow of a situation: the share of the bid
// lost to the Quarry (0 or 1), the income without and with Barrels, and
// the castle stones built from each bid of flowBids.
type Flow struct {
	Lost           int
	Income, Barrel int
	Castle         [2]int
	Zero           bool
}

// measureFlow plays row r with both bids of flowBids (and with Barrels)
// and works out the flow: with c the castle stones and d the change of
// supply, d + c = income - lost, and lost is 0 or the whole bid, so two
// bids tell the two apart.
func measureFlow(opts engine.Options, r flowRow) (Flow, error) {
	var f Flow
	if r.zero {
		f.Zero = true
		res, err := playFlow(opts, r, 0, false)
		if err != nil {
			return f, err
		}
		f.Income, f.Castle[0], f.Castle[1] = res.supply+res.castle, res.castle, res.castle
		if r.barr[0] != "" {
			rb, err := playFlow(opts, r, 0, true)
			if err != nil {
				return f, err
			}
			f.Barrel = rb.supply + rb.castle
		} else {
			f.Barrel = f.Income
		}
		return f, nil
	}
	var net [2]int
	for i, b := range flowBids {
		res, err := playFlow(opts, r, b, false)
		if err != nil {
			return f, err
		}
		net[i] = res.supply + res.castle
		f.Castle[i] = res.castle
	}
	per := (net[0] - net[1]) / (flowBids[1] - flowBids[0])
	if per != 0 && per != 1 || (net[0]-net[1])%(flowBids[1]-flowBids[0]) != 0 {
		return f, fmt.Errorf("castlepoker: stone flow %q: a bid is neither lost nor kept", r.name)
	}
	f.Lost = per
	f.Income = net[0] + per*flowBids[0]
	f.Barrel = f.Income
	if r.barr[0] != "" {
		res, err := playFlow(opts, r, flowBids[0], true)
		if err != nil {
			return f, err
		}
		f.Barrel = res.supply + res.castle + per*flowBids[0]
	}
	return f, nil
}

func stoneFlowTable(opts engine.Options) (engine.Table, error) {
	t := engine.Table{ID: "stone-flow", Title: "Where the stones go at the end of a round",
		Header: []string{"Player's situation", "Bid stones", "Quarry income", "Castle",
			fmt.Sprintf("Bid %d / bid %d: castle", flowBids[0], flowBids[1])}}
	for _, r := range flowRows() {
		f, err := measureFlow(opts, r)
		if err != nil {
			return t, err
		}
		t.Rows = append(t.Rows, []string{r.name, f.bidText(), f.incomeText(), f.castleText(),
			fmt.Sprintf("%d / %d", f.Castle[0], f.Castle[1])})
	}
	t.Notes = []string{"Measured by playing a round of three players on the engine for each situation, with bids of " +
		fmt.Sprintf("%d and %d", flowBids[0], flowBids[1]) + " and with Barrels/sack in hand. " +
		"Income is paid clockwise from the dealer's left while the Quarry lasts (rule 4.8.4); the lowest hand deals next."}
	return t, nil
}

func (f Flow) building() bool {
	return f.Castle[0] == flowBids[0]/2 && f.Castle[1] == flowBids[1]/2 && f.Castle[0] > 0
}

func (f Flow) bidText() string {
	switch {
	case f.Zero:
		return "none"
	case f.Lost == 1:
		return "lost to the Quarry"
	case f.building():
		return "half (rounded down) to the castle, the rest back to supply"
	}
	return "back to supply"
}

func (f Flow) incomeText() string {
	if f.Income == 0 && f.Barrel == 0 {
		return "none"
	}
	s := fmt.Sprintf("+%d", f.Income)
	if f.Barrel != f.Income {
		s += fmt.Sprintf(" (+%d with Barrels/sack)", f.Barrel)
	}
	return s
}

func (f Flow) castleText() string {
	if f.building() {
		return "+half the bid, rounded down"
	}
	if f.Castle[0] == 0 && f.Castle[1] == 0 {
		return "none"
	}
	return fmt.Sprintf("+%d / +%d", f.Castle[0], f.Castle[1])
}

// specialOrder plays a round where P1 holds the Messenger and P2 the
// Trebuchet (with a stone on P2's castle), all bidding bid, and returns
// the phases the engine asks for after the bids, with whose turn each is.
func specialOrder(opts engine.Options, bid int) ([]string, error) {
	p, err := newProbe(opts, 3, "dealer: P3", "current: P1", "quarry: 10", "P2 castle: 1",
		"P1 supply: 3", "P2 supply: 3", "P3 supply: 3", "moat: 2♣",
		"P1 hand: MES A♥ A♦ 6♣ 3♦", "P2 hand: TRE 7♥ 7♣ J♠ 5♠", "P3 hand: K♦ Q♣ 9♥ 4♣ 2♠")
	if err != nil {
		return nil, err
	}
	b := "bid " + strconv.Itoa(bid)
	if err := p.Do("stand", "stand", "stand", b, b, b); err != nil {
		return nil, err
	}
	var out []string
	for i := 0; i < 3; i++ {
		ph, err := p.Get("phase")
		if err != nil {
			return nil, err
		}
		if ph != "messenger" && ph != "trebuchet" {
			break
		}
		cur, err := p.Get("current")
		if err != nil {
			return nil, err
		}
		out = append(out, ph+" "+cur)
		if err := p.Do("pass"); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// trebuchetAsked plays a round where P1 holds the Trebuchet with castle
// stones on its castle, bidding 1, and reports whether it is asked.
func trebuchetAsked(opts engine.Options, castle int) (bool, error) {
	p, err := newProbe(opts, 3, "dealer: P3", "current: P1", "quarry: 8", "P1 castle: "+strconv.Itoa(castle),
		"P1 supply: 3", "P2 supply: "+strconv.Itoa(6-castle), "P3 supply: 3",
		"P1 hand: TRE A♥ A♦ 6♣ 3♦", "P2 hand: 7♥ 7♣ J♠ 5♠ 4♦", "P3 hand: K♦ Q♣ 9♥ 4♣ 2♠")
	if err != nil {
		return false, err
	}
	if err := p.Do("stand", "stand", "stand", "bid 1", "bid 1", "bid 1"); err != nil {
		return false, err
	}
	ph, err := p.Get("phase")
	return ph == "trebuchet", err
}

// barrelsIncome is the income of a bidder in the middle holding n
// Barrels/sack cards.
func barrelsIncome(opts engine.Options, n int) (int, error) {
	mid := []string{"2♠", "2♥", "5♦", "9♣", "J♦"}
	for i := 0; i < n; i++ {
		mid[2+i] = "BAR"
	}
	p, err := newProbe(opts, 3, "dealer: P3", "current: P1", "quarry: 8",
		"P1 supply: 4", "P2 supply: 4", "P3 supply: 4",
		"P1 hand: "+flowHands[0], "P2 hand: "+strings.Join(mid, " "), "P3 hand: "+flowHands[2])
	if err != nil {
		return 0, err
	}
	if err := p.Do("stand", "stand", "stand", "bid 0", "bid 1", "bid 0"); err != nil {
		return 0, err
	}
	s, err := probeInt(p, "P2 supply")
	return s - 4, err
}

func specialTable(opts engine.Options, sp []Special) (engine.Table, error) {
	t := engine.Table{ID: "special-cards", Title: "The special cards, in the order they act",
		Header: []string{"Card", "Copies", "Ranks as", "When", "Needs", "What it does"}}
	order, err := specialOrder(opts, 1)
	if err != nil {
		return t, err
	}
	if len(order) != 2 || order[0] != "messenger P1" || order[1] != "trebuchet P2" {
		return t, fmt.Errorf("castlepoker: the special cards act as %v, want the Messenger then the Trebuchet", order)
	}
	unbid, err := specialOrder(opts, 0)
	if err != nil {
		return t, err
	}
	if len(unbid) != 0 {
		return t, fmt.Errorf("castlepoker: with bids of 0 the engine still asks %v", unbid)
	}
	noCastle, err := trebuchetAsked(opts, 0)
	if err != nil {
		return t, err
	}
	withCastle, err := trebuchetAsked(opts, 1)
	if err != nil {
		return t, err
	}
	if noCastle || !withCastle {
		return t, fmt.Errorf("castlepoker: the Trebuchet is asked without a castle stone %v, with one %v", noCastle, withCastle)
	}
	one, err := barrelsIncome(opts, 1)
	if err != nil {
		return t, err
	}
	two, err := barrelsIncome(opts, 2)
	if err != nil {
		return t, err
	}
	if one != two {
		return t, fmt.Errorf("castlepoker: one Barrels/sack gives %d stones, two give %d", one, two)
	}
	for _, s := range sp {
		var when, needs string
		switch s.Card {
		case Messenger:
			when, needs = "1st, after the reveal", "a bid of 1 or more"
		case Trebuchet:
			when, needs = "2nd, after the Messenger", "a bid of 1 or more and a stone on your castle"
		case Barrels:
			when, needs = "at income, after the Trebuchet", fmt.Sprintf("a bid of 1 or more; %d stones however many you hold", one)
		default:
			return t, fmt.Errorf("castlepoker: no rules for special card %s", s.Def.ID)
		}
		rank := "a suitless " + strconv.Itoa(int(s.Poker.Card.Rank))
		t.Rows = append(t.Rows, []string{s.Poker.Name, strconv.Itoa(s.Def.Count), rank, when, needs, s.Def.Text})
	}
	t.Notes = []string{"The order, and what each card needs, are measured on the engine; the text is the card's own (special.csv)."}
	return t, nil
}
