package castlepoker

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// State is a position of Castle Poker.
type State struct {
	cfg     *config
	n       int
	rng     engine.Rand
	deck    []cards.Card // top last
	moat    []cards.Card
	aside   []cards.Card // the used Messenger until he is drowned
	hands   [MaxPlayers][]cards.Card
	flags   [MaxPlayers]int
	supply  [MaxPlayers]int
	bid     [MaxPlayers]int
	castle  [MaxPlayers]int
	quarry  int
	round   int
	phase   int
	dealer  engine.Player
	current engine.Player
	robbed  engine.Player

	// tell, when set, receives what happens (Narrate); never in the text.
	tell func(format string, args ...any)

	// ended is the round that just ended, from its settling until the
	// next action: the hands and the Moat before they were collected, for
	// the expectations of a transcript (see expect). Never in the text.
	ended ended
}

// ended holds the hands and the Moat of the round just ended.
type ended struct {
	ok    bool
	hand  [MaxPlayers][HandSize]cards.Card
	handN [MaxPlayers]int8
	moat  [24]cards.Card
	moatN int8 // -1: too many cards to keep
	// Why the Messenger and the Trebuchet were not offered this round:
	// skipBid (their holder bid 0, rule 4.6.1), skipCastle (no castle
	// stone, rule 4.6.7), skipTarget (nothing to steal), or 0.
	mes, treb int8
	// auto has bit p set when the rules bid 0 for p (rule 4.4.3).
	auto uint8
}

const (
	skipBid = iota + 1
	skipCastle
	skipTarget
)

// keepEnded notes the hands and the Moat of the round being settled.
func (s *State) keepEnded() {
	e := &s.ended
	e.ok = true
	for p := 0; p < s.n; p++ {
		e.handN[p] = int8(copy(e.hand[p][:], s.hands[p]))
	}
	e.moatN = -1
	if len(s.moat) <= len(e.moat) {
		e.moatN = int8(copy(e.moat[:], s.moat))
	}
}

// Actions: the kind in bits 40 and up, a player in bits 32..39, and cards
// or a number in the low bits.
const (
	kDiscard engine.Action = iota + 1 // cards in bits 0..15 and 16..31 (0: none)
	kBid                              // the number in bits 0..15
	kTake                             // a card in bits 0..15, from a player in bits 32..39 (moat: 0xff)
	kSteal                            // from the castle (1) or supply (0) in bits 0..15, of a player
	kPass
)

const kindShift = 40
const fromMoat = 0xff

// tooMany marks, in the player bits, a discard of three cards or more and a
// negative bid: actions that ParseAction reads so that they are refused
// with their rule, never played.
const tooMany = 0xfe

func act(kind engine.Action, lo uint64, p engine.Player) engine.Action {
	return kind<<kindShift | engine.Action(uint64(uint8(p))<<32) | engine.Action(lo)
}

func kindOf(a engine.Action) engine.Action { return a >> kindShift }
func playerOf(a engine.Action) engine.Player {
	p := engine.Player(uint8(a >> 32))
	if p == fromMoat {
		return -1
	}
	return p
}

// String is the text form (engine.FormatState of the schema).
func (s *State) String() string { return engine.FormatState(schema, s) }

// Clone copies the state.
func (s *State) Clone() engine.State {
	c := *s
	c.tell = nil
	total := len(s.deck) + len(s.moat) + len(s.aside)
	for p := 0; p < s.n; p++ {
		total += len(s.hands[p])
	}
	buf := make([]cards.Card, 0, total+2*s.n+4)
	grab := func(cs []cards.Card) []cards.Card {
		start := len(buf)
		buf = append(buf, cs...)
		return buf[start:len(buf):len(buf)]
	}
	c.deck = grab(s.deck)
	c.moat = grab(s.moat)
	c.aside = grab(s.aside)
	for p := 0; p < s.n; p++ {
		c.hands[p] = grab(s.hands[p])
	}
	return &c
}

// CurrentPlayer is the player to act, or engine.Terminal.
func (s *State) CurrentPlayer() engine.Player {
	if s.phase == phOver {
		return engine.Terminal
	}
	return s.current
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == phOver }

// Returns gives 1 to each winner and 0 to the others (rules 5.1, 5.2,
// 5.4), once the game is over.
func (s *State) Returns() []float64 {
	out := make([]float64, s.n)
	if s.phase != phOver {
		return out
	}
	for _, p := range s.winners() {
		out[p] = 1
	}
	return out
}

// winners are the players with the most castle stones.
func (s *State) winners() []engine.Player {
	best := -1
	var w []engine.Player
	for p := 0; p < s.n; p++ {
		switch {
		case s.castle[p] > best:
			best, w = s.castle[p], []engine.Player{engine.Player(p)}
		case s.castle[p] == best:
			w = append(w, engine.Player(p))
		}
	}
	return w
}

// Result says who won and why, once the game is over.
func (s *State) Result() string {
	if s.phase != phOver {
		return ""
	}
	w := s.winners()
	names := make([]string, len(w))
	for i, p := range w {
		names[i] = p.String()
	}
	who := strings.Join(names, " and ")
	verb := "wins"
	if len(w) > 1 {
		verb = "share the win"
	}
	stones := engine.Count(s.castle[w[0]], "castle stone")
	if s.castle[w[0]] < WinCastle {
		return fmt.Sprintf("%s %s with %s: no player has a stone left to bid (rule 5.4)", who, verb, stones)
	}
	if len(w) > 1 {
		return fmt.Sprintf("%s %s with %s each (rule 5.2)", who, verb, stones)
	}
	return fmt.Sprintf("%s %s with %s (rule 5.1)", who, verb, stones)
}

// left returns the player to p's left (clockwise, rule 4.1.2).
func (s *State) left(p engine.Player) engine.Player { return engine.Player((int(p) + 1) % s.n) }

func (s *State) say(format string, args ...any) {
	if s.tell != nil {
		s.tell(format, args...)
	}
}

// newRound collects every card, shuffles the 58 together (rules 3.5,
// 4.9.2) and deals five to each player from the dealer's left (rule 4.2.1).
func (s *State) newRound() {
	for p := 0; p < s.n; p++ {
		s.deck = append(s.deck, s.hands[p]...)
		s.hands[p] = s.hands[p][:0]
	}
	s.deck = append(s.deck, s.moat...)
	s.moat = s.moat[:0]
	s.deck = append(s.deck, s.aside...)
	s.aside = s.aside[:0]
	if len(s.deck) == 0 {
		s.deck = append(s.deck, Deck...)
	}
	engine.ShuffleCards(&s.rng, s.deck)
	for k := 0; k < HandSize; k++ {
		p := s.dealer
		for i := 0; i < s.n; i++ {
			p = s.left(p)
			s.hands[p] = append(s.hands[p], s.draw())
		}
	}
	s.round++
	if !s.ended.ok {
		s.ended.auto = 0
	}
	s.phase = phExchange
	s.current = s.left(s.dealer)
	s.robbed = -1
	if s.tell != nil {
		s.say("Round %d: %s deals five cards to each player.", s.round, s.dealer)
	}
}

func (s *State) draw() cards.Card {
	c := s.deck[len(s.deck)-1]
	s.deck = s.deck[:len(s.deck)-1]
	return c
}

// LegalActions lists the actions of the current player, in a fixed order.
func (s *State) LegalActions() []engine.Action {
	var out []engine.Action
	p := s.current
	switch s.phase {
	case phExchange:
		h := s.hands[p]
		var buf [8]cards.Card
		u := uniq(h, buf[:])
		out = make([]engine.Action, 0, 1+len(u)*(len(u)+3)/2)
		out = append(out, act(kDiscard, 0, 0))
		for i, c := range u {
			out = append(out, act(kDiscard, uint64(c), 0))
			if count(h, c) >= 2 {
				out = append(out, act(kDiscard, uint64(c)|uint64(c)<<16, 0))
			}
			for _, d := range u[i+1:] {
				out = append(out, act(kDiscard, uint64(c)|uint64(d)<<16, 0))
			}
		}
	case phBid:
		out = make([]engine.Action, 0, s.supply[p]+1)
		for b := 0; b <= s.supply[p]; b++ {
			out = append(out, act(kBid, uint64(b), 0))
		}
	case phMessenger:
		var buf [64]cards.Card
		out = append(out, act(kPass, 0, 0))
		for _, c := range uniq(s.moat, buf[:]) {
			out = append(out, act(kTake, uint64(c), fromMoat))
		}
		for q := s.left(p); q != p; q = s.left(q) {
			for _, c := range uniq(s.hands[q], buf[:]) {
				out = append(out, act(kTake, uint64(c), q))
			}
		}
	case phRefill:
		var buf [64]cards.Card
		out = append(out, act(kPass, 0, 0))
		for _, c := range uniq(s.moat, buf[:]) {
			out = append(out, act(kTake, uint64(c), fromMoat))
		}
	case phTrebuchet:
		out = append(out, act(kPass, 0, 0))
		for q := s.left(p); q != p; q = s.left(q) {
			if s.castle[q] > 0 {
				out = append(out, act(kSteal, 1, q))
			}
			if s.supply[q] > 0 {
				out = append(out, act(kSteal, 0, q))
			}
		}
	}
	return out
}

func count(cs []cards.Card, c cards.Card) int {
	n := 0
	for _, x := range cs {
		if x == c {
			n++
		}
	}
	return n
}

// uniq returns the different cards of cs, sorted (the four Barrels/sack
// cards are one card, rule 2.2.4), in buf when they fit.
func uniq(cs []cards.Card, buf []cards.Card) []cards.Card {
	out := buf[:0]
	for _, c := range cs {
		i := len(out)
		for i > 0 && out[i-1] > c {
			i--
		}
		if i > 0 && out[i-1] == c {
			continue
		}
		out = slices.Insert(out, i, c)
	}
	return out
}

// Apply plays a, or refuses it citing the rule.
func (s *State) Apply(a engine.Action) error {
	if err := s.check1(a); err != nil {
		return err
	}
	s.do(a)
	return nil
}

// Narrate is Apply, returning what happened.
func (s *State) Narrate(a engine.Action) ([]string, error) {
	if err := s.check1(a); err != nil {
		return nil, err
	}
	var out []string
	s.tell = func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	s.do(a)
	s.tell = nil
	return out, nil
}

var phaseRule = []string{"4.3.1", "4.4.1", "4.6.3", "4.6.4", "4.6.7", "5.1"}

// TurnRule is the rule that keeps p from acting now, when it is not p's
// turn (engine.TurnRuler): the exchange and the open bids go one player at
// a time, clockwise from the dealer's left (rules 4.3.1, 4.4.1); only the
// Messenger's holder takes a card (4.6.3), only the player he robbed
// refills (4.6.4), only the Trebuchet's holder steals (4.6.7); nobody acts
// once the game is over (5.1, 5.4). Closed bids (variant 6.2) have no turn
// order to cite: "".
func (s *State) TurnRule(p engine.Player) string {
	switch {
	case s.phase == phOver:
		if w := s.winners(); s.castle[w[0]] < WinCastle {
			return "5.4"
		}
		return "5.1"
	case s.phase == phBid && s.cfg.closed:
		return ""
	}
	return phaseRule[s.phase]
}

// check1 refuses an action that is not legal now, citing the rule.
func (s *State) check1(a engine.Action) error {
	if s.phase == phOver {
		if w := s.winners(); s.castle[w[0]] < WinCastle {
			return engine.Refuse("5.4", "the game is over: %s", s.Result())
		}
		return engine.Refuse("5.1", "the game is over: %s", s.Result())
	}
	p := s.current
	lo := uint64(a & 0xffffffff)
	q := playerOf(a)
	if a>>32&0xff != 0 && a>>32&0xff != fromMoat && int(q) >= s.n {
		return engine.Refuse(phaseRule[s.phase], "there is no player %s", q)
	}
	kind := kindOf(a)
	wrong := func(what string) error {
		return engine.Refuse(phaseRule[s.phase], "%s now: it is %s's %s (%s)", what, p, phaseNames[s.phase], s.askText())
	}
	switch kind {
	case kDiscard:
		if s.phase != phExchange {
			// Each player exchanges once, before the bids (rule 4.3.1).
			return engine.Refuse("4.3.1", "no exchange now: the exchange is over; it is %s's %s (%s)", p, phaseNames[s.phase], s.askText())
		}
		if a>>32&0xff == tooMany {
			return engine.Refuse("4.3.1", "%s may discard at most two cards", p)
		}
		if a>>32 != kDiscard<<(kindShift-32) {
			return engine.Refuse("4.3.1", "not an exchange")
		}
		c1, c2 := cards.Card(lo&0xffff), cards.Card(lo>>16)
		h := slices.Clone(s.hands[p])
		for _, c := range []cards.Card{c1, c2} {
			if c == 0 {
				continue
			}
			i := slices.Index(h, c)
			if i < 0 {
				return engine.Refuse("4.3.1", "%s is not in %s's hand (%s)", c, p, cards.FormatList(s.hands[p]))
			}
			h = slices.Delete(h, i, i+1)
		}
		if c1 == 0 && c2 != 0 || c1 != 0 && c2 != 0 && c1 > c2 {
			return engine.Refuse("4.3.1", "cards out of order in the action")
		}
	case kBid:
		if s.phase != phBid {
			if s.phase > phBid {
				// One bid each, never changed (rule 4.4.2).
				return engine.Refuse("4.4.2", "no bid now: every player has made their one bid, and a bid cannot be raised or lowered; it is %s's %s (%s)", p, phaseNames[s.phase], s.askText())
			}
			return wrong("no bid")
		}
		if lo > 0xffff || a>>32 != kBid<<(kindShift-32) {
			return engine.Refuse("4.4.1", "a bid is 0 up to the stones in your supply (%s has %d)", p, s.supply[p])
		}
		if int(lo) > s.supply[p] {
			return engine.Refuse("4.4.1", "%s bids %d but has %s in supply; castle stones cannot be bid (rule 4.4.2)", p, lo, engine.Count(s.supply[p], "stone"))
		}
	case kTake:
		c := cards.Card(lo)
		switch {
		case s.phase == phRefill:
			if q >= 0 || lo > 0xffff {
				return engine.Refuse("4.6.4", "%s may take a card from the Moat only", p)
			}
			if !slices.Contains(s.moat, c) {
				return engine.Refuse("4.6.4", "%s is not in the Moat", c)
			}
		case s.phase != phMessenger:
			return s.noSpecial(Messenger, "4.6.3")
		case lo > 0xffff:
			return engine.Refuse("4.6.3", "not a card")
		case q < 0:
			if !slices.Contains(s.moat, c) {
				return engine.Refuse("4.6.3", "%s is not in the Moat", c)
			}
		case q == p:
			return engine.Refuse("4.6.3", "the Messenger takes a card from the Moat or from another player, not from %s's own hand", p)
		case !slices.Contains(s.hands[q], c):
			return engine.Refuse("4.6.3", "%s is not in %s's hand", c, q)
		}
	case kSteal:
		switch {
		case s.phase != phTrebuchet:
			return s.noSpecial(Trebuchet, "4.6.7")
		case lo > 1 || q < 0:
			return engine.Refuse("4.6.7", "steal from a player's castle or supply")
		case q == p:
			return engine.Refuse("4.6.7", "%s cannot steal from themselves", p)
		case lo == 1 && s.castle[q] == 0:
			return engine.Refuse("4.6.7", "%s has no stone on their castle", q)
		case lo == 0 && s.supply[q] == 0:
			return engine.Refuse("4.6.7", "%s has no stone in their supply; stones in a bid cannot be stolen", q)
		}
	case kPass:
		if a != act(kPass, 0, 0) {
			return engine.Refuse(phaseRule[s.phase], "not an action")
		}
		if s.phase != phMessenger && s.phase != phTrebuchet && s.phase != phRefill {
			return wrong("nothing to pass")
		}
	default:
		return engine.Refuse(phaseRule[s.phase], "no such action (%s)", s.askText())
	}
	return nil
}

// noSpecial explains why a special card cannot be used now.
func (s *State) noSpecial(card cards.Card, rule string) error {
	if s.ended.ok {
		// Right after a round: say why the card was not offered in it.
		why := s.ended.mes
		if card == Trebuchet {
			why = s.ended.treb
		}
		switch why {
		case skipBid:
			return engine.Refuse("4.6.1", "%s was not used last round: its holder bid 0 stones; the round is over", name(card))
		case skipCastle:
			return engine.Refuse("4.6.7", "the Trebuchet was not used last round: its holder had no stone on their castle; the round is over")
		case skipTarget:
			return engine.Refuse("4.6.7", "the Trebuchet was not used last round: no other player had a stone to steal; the round is over")
		}
	}
	for p := 0; p < s.n; p++ {
		if slices.Contains(s.hands[p], card) && s.bid[p] == 0 && s.phase > phBid {
			return engine.Refuse("4.6.1", "%s bid 0 stones and cannot use %s", engine.Player(p), name(card))
		}
	}
	if s.phase < phMessenger {
		return engine.Refuse("4.6.2", "%s is used after the reveal; it is %s's %s now", name(card), s.current, phaseNames[s.phase])
	}
	if s.phase != phOver {
		// The Messenger, then the Trebuchet, one at a time.
		return engine.Refuse("4.6.2", "the Messenger is used first, then the Trebuchet: %s cannot be used now, it is %s's %s (%s)", name(card), s.current, phaseNames[s.phase], s.askText())
	}
	return engine.Refuse(rule, "%s cannot be used now: it is %s's %s", name(card), s.current, phaseNames[s.phase])
}

func name(c cards.Card) string {
	switch c {
	case Messenger:
		return "the Messenger"
	case Trebuchet:
		return "the Trebuchet"
	case Barrels:
		return "a Barrels/sack card"
	}
	return c.String()
}

// askText says what the current player is asked for.
func (s *State) askText() string {
	switch s.phase {
	case phExchange:
		return "discard up to two cards, or stand"
	case phBid:
		return "bid 0 to " + strconv.Itoa(s.supply[s.current])
	case phMessenger:
		return "take a card with the Messenger, or pass"
	case phRefill:
		return "take a card from the Moat, or pass"
	case phTrebuchet:
		return "steal a stone with the Trebuchet, or pass"
	}
	return "the game is over"
}

// do plays a legal action and everything that follows by itself.
func (s *State) do(a engine.Action) {
	if s.ended.ok {
		s.ended.ok, s.ended.auto = false, 0
	}
	p := s.current
	lo := uint64(a & 0xffffffff)
	switch kindOf(a) {
	case kDiscard:
		var out []cards.Card
		for _, c := range []cards.Card{cards.Card(lo & 0xffff), cards.Card(lo >> 16)} {
			if c != 0 {
				i := slices.Index(s.hands[p], c)
				s.hands[p] = slices.Delete(s.hands[p], i, i+1)
				s.moat = append(s.moat, c)
				out = append(out, c)
			}
		}
		for range out {
			s.hands[p] = append(s.hands[p], s.draw())
		}
		if len(out) == 0 {
			if s.tell != nil {
				s.say("%s stands: no exchange.", p)
			}
		} else {
			if s.tell != nil {
				s.say("%s discards %s into the Moat and draws %s.", p, cards.FormatList(out), engine.Count(len(out), "card"))
			}
		}
		if p == s.dealer {
			s.phase = phBid
			s.current = s.left(s.dealer)
			s.autoBids()
			return
		}
		s.current = s.left(p)
	case kBid:
		s.placeBid(p, int(lo))
		if p == s.dealer {
			s.reveal()
			return
		}
		s.current = s.left(p)
		s.autoBids()
	case kTake:
		c := cards.Card(lo)
		q := playerOf(a)
		if s.phase == phRefill {
			s.takeMoat(p, c)
			if s.tell != nil {
				s.say("%s takes %s from the Moat.", p, c)
			}
			s.drown()
			return
		}
		i := slices.Index(s.hands[p], Messenger)
		s.hands[p] = slices.Delete(s.hands[p], i, i+1)
		s.aside = append(s.aside, Messenger)
		if q < 0 {
			s.takeMoat(p, c)
			if s.tell != nil {
				s.say("%s uses the Messenger and takes %s from the Moat: %s now holds %s, %s.", p, c, p, cards.FormatList(s.hands[p]), Describe(s.hands[p]))
			}
			s.drown()
			return
		}
		j := slices.Index(s.hands[q], c)
		s.hands[q] = slices.Delete(s.hands[q], j, j+1)
		s.hands[p] = append(s.hands[p], c)
		if s.tell != nil {
			s.say("%s uses the Messenger and takes %s from %s's hand: %s now holds %s, %s.", p, c, q, p, cards.FormatList(s.hands[p]), Describe(s.hands[p]))
		}
		if len(s.moat) == 0 {
			if s.tell != nil {
				s.say("The Moat is empty: %s plays this round with four cards (rule 4.6.4).", q)
			}
			s.drown()
			return
		}
		s.phase, s.robbed, s.current = phRefill, q, q
	case kSteal:
		q := playerOf(a)
		where := "supply"
		if lo == 1 {
			s.castle[q]--
			where = "castle"
		} else {
			s.supply[q]--
		}
		to := "supply"
		if s.cfg.siege {
			s.castle[p]++
			to = "castle (variant 6.3)"
		} else {
			s.supply[p]++
		}
		if s.tell != nil {
			s.say("%s fires the Trebuchet: a stone from %s's %s to %s's %s.", p, q, where, p, to)
		}
		s.settle()
	case kPass:
		switch s.phase {
		case phMessenger:
			if s.tell != nil {
				s.say("%s keeps the Messenger unused (a 0, rule 4.6.6).", p)
			}
			s.trebuchet()
		case phRefill:
			if s.tell != nil {
				s.say("%s takes nothing from the Moat and plays with four cards (rule 4.6.4).", p)
			}
			s.drown()
		case phTrebuchet:
			if s.tell != nil {
				s.say("%s does not fire the Trebuchet.", p)
			}
			s.settle()
		}
	}
}

func (s *State) takeMoat(p engine.Player, c cards.Card) {
	i := slices.Index(s.moat, c)
	s.moat = slices.Delete(s.moat, i, i+1)
	s.hands[p] = append(s.hands[p], c)
}

func (s *State) placeBid(p engine.Player, b int) {
	s.supply[p] -= b
	s.bid[p] = b
	if s.cfg.closed {
		if s.tell != nil {
			s.say("%s bids in secret.", p)
		}
	} else {
		if s.tell != nil {
			s.say("%s bids %s.", p, engine.Count(b, "stone"))
		}
	}
}

// autoBids makes the bid of 0 for each player in turn with no stones to bid
// (rule 4.4.3), and reveals when the dealer has bid.
func (s *State) autoBids() {
	for s.supply[s.current] == 0 {
		p := s.current
		if s.tell != nil {
			s.say("%s has no stone in supply and bids 0 (rule 4.4.3).", p)
		}
		s.ended.auto |= 1 << p
		s.bid[p] = 0
		if p == s.dealer {
			s.reveal()
			return
		}
		s.current = s.left(p)
	}
}

// reveal turns every hand face up (rule 4.5) and goes on to the special
// cards.
func (s *State) reveal() {
	if s.tell != nil {
		if s.cfg.closed {
			var bids []string
			for p := 0; p < s.n; p++ {
				bids = append(bids, fmt.Sprintf("%s %d", engine.Player(p), s.bid[p]))
			}
			if s.tell != nil {
				s.say("The bids open: %s (variant 6.2).", strings.Join(bids, ", "))
			}
		}
		for p := 0; p < s.n; p++ {
			if s.tell != nil {
				s.say("%s reveals %s: %s.", engine.Player(p), cards.FormatList(s.hands[p]), Describe(s.hands[p]))
			}
		}
	}
	s.phase = phMessenger
	s.ended.mes, s.ended.treb = 0, 0
	for p := 0; p < s.n; p++ {
		if slices.Contains(s.hands[p], Messenger) {
			if s.bid[p] > 0 {
				s.current = engine.Player(p)
				return
			}
			s.ended.mes = skipBid
			if s.tell != nil {
				s.say("%s bid nothing and cannot use the Messenger (rule 4.6.1).", engine.Player(p))
			}
		}
	}
	s.trebuchet()
}

// drown discards the Messenger set aside into the Moat (rule 4.6.5).
func (s *State) drown() {
	if len(s.aside) > 0 {
		s.moat = append(s.moat, s.aside...)
		s.aside = s.aside[:0]
		if s.tell != nil {
			s.say("The Messenger is drowned in the Moat.")
		}
	}
	s.robbed = -1
	s.trebuchet()
}

// trebuchet asks the Trebuchet's holder, if it can be used (rule 4.6.7).
func (s *State) trebuchet() {
	s.phase = phTrebuchet
	for p := 0; p < s.n; p++ {
		if !slices.Contains(s.hands[p], Trebuchet) {
			continue
		}
		switch {
		case s.bid[p] == 0:
			s.ended.treb = skipBid
			if s.tell != nil {
				s.say("%s bid nothing and cannot use the Trebuchet (rule 4.6.1).", engine.Player(p))
			}
		case s.castle[p] == 0:
			s.ended.treb = skipCastle
			if s.tell != nil {
				s.say("%s has no stone on their castle and cannot use the Trebuchet (rule 4.6.7).", engine.Player(p))
			}
		default:
			for q := 0; q < s.n; q++ {
				if q != p && s.castle[q]+s.supply[q] > 0 {
					s.current = engine.Player(p)
					return
				}
			}
			s.ended.treb = skipTarget
			if s.tell != nil {
				s.say("No other player has a stone the Trebuchet could take.")
			}
		}
	}
	s.settle()
}

// settle ranks the hands (rule 4.7), settles the stones (rule 4.8) and ends
// the round (rule 4.9).
func (s *State) settle() {
	var vals [MaxPlayers]Value
	lowV, highV := Value(1<<63), Value(0)
	maxBid := 0
	for p := 0; p < s.n; p++ {
		vals[p] = Eval(s.hands[p])
		lowV, highV = min(lowV, vals[p]), max(highV, vals[p])
		maxBid = max(maxBid, s.bid[p])
	}
	tie := lowV == highV
	isLow := func(p int) bool { return !tie && vals[p] == lowV }
	isHigh := func(p int) bool { return !tie && vals[p] == highV }
	if tie {
		if s.tell != nil {
			s.say("Every hand ties: there is no lowest and no highest hand (rule 4.7.10).")
		}
	}
	// 4.8.1: the lowest hand loses its bid.
	for p := 0; p < s.n; p++ {
		if isLow(p) {
			s.quarry += s.bid[p]
			if s.tell != nil {
				if s.bid[p] == 0 {
					s.say("%s has the lowest hand but bid nothing, so loses nothing (rule 4.8.1).", engine.Player(p))
				} else {
					s.say("%s has the lowest hand and loses the %s bid to the Quarry (rule 4.8.1).", engine.Player(p), engine.Count(s.bid[p], "stone"))
				}
			}
			s.bid[p] = 0
		}
	}
	// 4.8.2 to 4.8.4: income, clockwise from the dealer's left.
	for i, p := 0, s.left(s.dealer); i < s.n; i, p = i+1, s.left(p) {
		if isLow(int(p)) || s.bid[p] == 0 {
			continue
		}
		owed := 1
		if slices.Contains(s.hands[p], Barrels) {
			owed = 2
		}
		got := owed
		if !s.cfg.deep {
			got = min(owed, s.quarry)
		}
		s.quarry = max(0, s.quarry-got)
		s.supply[p] += got
		switch {
		case got == owed && owed == 2:
			if s.tell != nil {
				s.say("%s takes 2 stones from the Quarry with Barrels/sack (rule 4.8.3).", p)
			}
		case got == owed:
			if s.tell != nil {
				s.say("%s takes 1 stone from the Quarry (rule 4.8.2).", p)
			}
		default:
			if s.tell != nil {
				s.say("%s is owed %s but the Quarry gives %d (rule 4.8.4).", p, engine.Count(owed, "stone"), got)
			}
		}
	}
	// 4.8.5, 4.8.6: building.
	for p := 0; p < s.n; p++ {
		if isHigh(p) {
			if s.bid[p] == maxBid {
				b := s.bid[p] / 2
				s.bid[p] -= b
				s.castle[p] += b
				if s.tell != nil {
					s.say("%s has the highest hand and the highest bid: %s onto the castle (rule 4.8.5).", engine.Player(p), engine.Count(b, "stone"))
				}
			} else {
				if s.tell != nil {
					s.say("%s has the highest hand but not the highest bid, and builds nothing (rule 4.8.5).", engine.Player(p))
				}
			}
		}
	}
	// 4.8.7: the return of bids.
	var newDealer engine.Player = -1
	for i, p := 0, s.left(s.dealer); i < s.n; i, p = i+1, s.left(p) {
		if s.tell != nil && s.bid[p] > 0 {
			s.say("%s takes back %s of the bid (rule 4.8.7).", p, engine.Count(s.bid[p], "stone"))
		}
		s.supply[p] += s.bid[p]
		s.bid[p] = 0
		if isLow(int(p)) && newDealer < 0 {
			newDealer = p
		}
	}
	// 5.1, 5.2: the win; 5.4: nobody can bid again.
	won, stones := false, 0
	for p := 0; p < s.n; p++ {
		won = won || s.castle[p] >= WinCastle
		stones += s.supply[p]
	}
	if won || stones == 0 {
		s.phase = phOver
		s.current = engine.Terminal
		if s.tell != nil {
			s.say("%s.", s.Result())
		}
		return
	}
	if newDealer >= 0 {
		s.dealer = newDealer
	}
	s.keepEnded()
	s.newRound()
}

// check refuses a state that cannot arise: stones that do not add up, a
// player who is not in the game, hands of a wrong size.
func (s *State) check() error {
	total := s.quarry
	for p := 0; p < s.n; p++ {
		if s.supply[p] < 0 || s.bid[p] < 0 || s.castle[p] < 0 {
			return fmt.Errorf("castlepoker: %s has a negative number of stones", engine.Player(p))
		}
		total += s.supply[p] + s.bid[p] + s.castle[p]
	}
	if s.quarry < 0 || total != Stones && !s.cfg.deep {
		return fmt.Errorf("castlepoker: the stones add up to %d, want %d (rule 2.4.1)", total, Stones)
	}
	for _, p := range []engine.Player{s.dealer, s.current} {
		if p < 0 || int(p) >= s.n {
			if s.phase == phOver && p == s.current {
				continue
			}
			return fmt.Errorf("castlepoker: no player %s in a game of %d", p, s.n)
		}
	}
	if s.phase <= phBid {
		for p := 0; p < s.n; p++ {
			if len(s.hands[p]) != HandSize {
				return fmt.Errorf("castlepoker: %s's hand has %s, want 5 until the reveal (rule 4.2.1)", engine.Player(p), engine.Count(len(s.hands[p]), "card"))
			}
		}
	}
	if s.phase == phRefill && (s.robbed < 0 || int(s.robbed) >= s.n) {
		return fmt.Errorf("castlepoker: the refill phase needs the robbed player")
	}
	return nil
}

// ActionString writes a in the transcript vocabulary.
func (s *State) ActionString(a engine.Action) string {
	lo := uint64(a & 0xffffffff)
	switch kindOf(a) {
	case kDiscard:
		c1, c2 := cards.Card(lo&0xffff), cards.Card(lo>>16)
		switch {
		case a>>32&0xff == tooMany:
			return "discard A♠ A♠ A♠" // any three cards: refused (rule 4.3.1)
		case c1 == 0 && c2 == 0:
			return "stand"
		case c2 == 0:
			return "discard " + c1.String()
		}
		return "discard " + c1.String() + " " + c2.String()
	case kBid:
		if lo > 0xffff {
			return "bid -1" // refused (rule 4.4.1)
		}
		return "bid " + strconv.FormatUint(lo, 10)
	case kTake:
		if q := playerOf(a); q >= 0 {
			return "take " + cards.Card(lo).String() + " from " + q.String()
		}
		return "take " + cards.Card(lo).String()
	case kSteal:
		w := "supply"
		if lo == 1 {
			w = "castle"
		}
		return "steal " + w + " " + playerOf(a).String()
	case kPass:
		return "pass"
	}
	return fmt.Sprintf("action-%d", uint64(a))
}

// ParseAction reads an action in the transcript vocabulary.
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(text)
	bad := func() (engine.Action, error) {
		return 0, fmt.Errorf("castlepoker: %q: want discard CARD [CARD], stand, bid N, take CARD [from P2], steal castle|supply P2 or pass", text)
	}
	if len(f) == 0 {
		return bad()
	}
	switch f[0] {
	case "stand":
		if len(f) == 1 {
			return act(kDiscard, 0, 0), nil
		}
	case "pass":
		if len(f) == 1 {
			if s.phase == phExchange {
				// Passing the exchange is discarding nothing.
				return act(kDiscard, 0, 0), nil
			}
			return act(kPass, 0, 0), nil
		}
	case "discard":
		if len(f) == 1 {
			return act(kDiscard, 0, 0), nil // nothing: stand
		}
		if len(f) > 3 {
			for _, w := range f[1:] {
				if _, err := cards.ParseCard(w); err != nil {
					return 0, err
				}
			}
			return act(kDiscard, 0, tooMany), nil
		}
		var cs []cards.Card
		for _, w := range f[1:] {
			c, err := cards.ParseCard(w)
			if err != nil {
				return 0, err
			}
			cs = append(cs, c)
		}
		slices.Sort(cs)
		lo := uint64(cs[0])
		if len(cs) == 2 {
			lo |= uint64(cs[1]) << 16
		}
		return act(kDiscard, lo, 0), nil
	case "bid":
		if len(f) == 2 {
			n, err := strconv.ParseUint(f[1], 10, 16)
			if err != nil {
				if m, err := strconv.Atoi(f[1]); err == nil && m < 0 {
					return act(kBid, 0x10000, 0), nil // refused: rule 4.4.1
				}
				return 0, fmt.Errorf("castlepoker: %q: a bid is a number of stones", text)
			}
			return act(kBid, n, 0), nil
		}
	case "take":
		// take CARD, take CARD from P2; also "from the Moat", "from moat".
		g := words(f[1:], "the")
		if len(g) == 3 && g[1] == "from" && strings.EqualFold(g[2], "moat") {
			g = g[:1]
		}
		if len(g) == 1 || len(g) == 3 && g[1] == "from" {
			c, err := cards.ParseCard(g[0])
			if err != nil {
				return 0, err
			}
			var q engine.Player = fromMoat
			if len(g) == 3 {
				if q, err = engine.ParsePlayer(g[2]); err != nil || q >= MaxPlayers {
					return 0, fmt.Errorf("castlepoker: %q: want take CARD from P1..P6", text)
				}
			}
			return act(kTake, uint64(c), q), nil
		}
	case "steal":
		// steal castle P2; also "steal P2 castle", "steal a stone from
		// P2's supply" and the like.
		g := words(f[1:], "a", "stone", "from", "the", "of")
		if len(g) == 2 {
			if g[0] != "castle" && g[0] != "supply" {
				g[0], g[1] = g[1], g[0]
			}
			g[1] = strings.TrimSuffix(strings.TrimSuffix(g[1], "'s"), "’s")
		}
		if len(g) == 2 && (g[0] == "castle" || g[0] == "supply") {
			q, err := engine.ParsePlayer(g[1])
			if err != nil || q >= MaxPlayers {
				return 0, fmt.Errorf("castlepoker: %q: want steal castle|supply P1..P6", text)
			}
			w := uint64(0)
			if g[0] == "castle" {
				w = 1
			}
			return act(kSteal, w, q), nil
		}
	}
	return bad()
}

// expect answers Castle Poker's own expect keys: "P1 rank", "lowest",
// "highest", "winners".
func expect(es engine.State, key, want string) (got string, ok, handled bool, err error) {
	s := st(es)
	// Right after a round has ended, before anyone acts in the next, the
	// hands and their ranks are those of the round just ended: the new
	// deal is chance no transcript can name.
	hand := func(p int) []cards.Card { return s.hands[p] }
	if s.ended.ok {
		hand = func(p int) []cards.Card { return s.ended.hand[p][:s.ended.handN[p]] }
	}
	switch key {
	case "lowest", "highest":
		var vals [MaxPlayers]Value
		lo, hi := Value(1<<63), Value(0)
		for p := 0; p < s.n; p++ {
			vals[p] = Eval(hand(p))
			lo, hi = min(lo, vals[p]), max(hi, vals[p])
		}
		target := lo
		if key == "highest" {
			target = hi
		}
		var ps []string
		for p := 0; p < s.n && lo != hi; p++ {
			if vals[p] == target {
				ps = append(ps, engine.Player(p).String())
			}
		}
		got = strings.Join(ps, " ")
		if got == "" {
			got = "none"
		}
		return got, got == strings.Join(strings.Fields(want), " "), true, nil
	case "winners", "winner":
		if s.phase != phOver {
			return "(not over)", false, true, nil
		}
		var ps []string
		for _, p := range s.winners() {
			ps = append(ps, p.String())
		}
		got = strings.Join(ps, " ")
		return got, got == strings.Join(strings.Fields(want), " "), true, nil
	}
	if w, rest, found := strings.Cut(key, " "); found && rest == "rank" {
		p, err := engine.ParsePlayer(w)
		if err != nil || int(p) >= s.n {
			return "", false, true, fmt.Errorf("%q: want P1 rank ... for a player of the game", key)
		}
		got = Eval(hand(int(p))).Category().String()
		return got, sameCategory(got, want), true, nil
	}
	if s.ended.ok {
		// "P1 hand" and "moat" may name the round just ended, before its
		// cards were collected (rule 4.9.2), as well as the new deal.
		var cs []cards.Card
		switch w, rest, _ := strings.Cut(key, " "); {
		case key == "moat" && s.ended.moatN >= 0:
			cs = s.ended.moat[:s.ended.moatN]
		case rest == "hand":
			if p, err := engine.ParsePlayer(w); err == nil && int(p) < s.n {
				cs = hand(int(p))
			}
		}
		if cs != nil && sameCards(cs, want) {
			return cards.FormatList(cs), true, true, nil
		}
	}
	if w, rest, found := strings.Cut(key, " "); found && rest == "stones" {
		// "P1 stones": the stones in P1's supply (rule 2.4.2).
		p, err := engine.ParsePlayer(w)
		if err != nil || int(p) >= s.n {
			return "", false, true, fmt.Errorf("%q: want P1 stones ... for a player of the game", key)
		}
		got = strconv.Itoa(s.supply[p])
		return got, got == strings.TrimSpace(want), true, nil
	}
	return "", false, false, nil
}

// Invariants checks what must hold after every step: each card of Deck in
// exactly one zone, and the stones adding up (rule 2.4.2).
func Invariants(es engine.State) error {
	s := st(es)
	var n [60]int
	idx := func(c cards.Card) int {
		switch {
		case c >= 1 && c <= 52:
			return int(c)
		case c == Messenger:
			return 53
		case c == Trebuchet:
			return 54
		case c == Barrels:
			return 55
		}
		return 0 // not a card of the game
	}
	count := func(cs []cards.Card) {
		for _, c := range cs {
			n[idx(c)]++
		}
	}
	count(s.deck)
	count(s.moat)
	count(s.aside)
	for p := 0; p < s.n; p++ {
		count(s.hands[p])
	}
	for _, c := range Deck {
		n[idx(c)]--
	}
	for i, k := range n {
		if k != 0 {
			return fmt.Errorf("castlepoker: card number %d held %d times too many (0: a card not of the game)", i, k)
		}
	}
	return s.check()
}

// sameCategory compares hand names as the rulebook's table writes them
// (rule 4.7.1: "One pair", "High card") or as the engine does ("Pair"),
// in any case and spacing.
func sameCategory(got, want string) bool {
	norm := func(x string) string {
		x = strings.ToLower(strings.Join(strings.Fields(x), " "))
		switch x {
		case "one pair", "a pair":
			return "pair"
		case "two pairs":
			return "two pair"
		case "trips", "three of a kind (trips)":
			return "three of a kind"
		case "quads":
			return "four of a kind"
		}
		return x
	}
	return norm(got) == norm(want)
}

// sameCards tells whether cs are the cards want names, in any order, or
// as many as "N cards" or "empty" says.
func sameCards(cs []cards.Card, want string) bool {
	want = strings.TrimSpace(want)
	if want == "empty" {
		return len(cs) == 0
	}
	if n, rest, ok := strings.Cut(want, " "); ok && (rest == "cards" || rest == "card") {
		k, err := strconv.Atoi(n)
		return err == nil && k == len(cs)
	}
	ws, err := cards.ParseCards(cards.Pos{}, want)
	if err != nil || len(ws) != len(cs) {
		return false
	}
	a, b := slices.Clone(cs), ws
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// Forced reports whether text is the bid of 0 that rule 4.4.3 has just made
// for p, who had no stone to bid: "P2 bid 0" in a transcript is then
// accepted (engine.Forcer).
func (s *State) Forced(p engine.Player, text string) bool {
	if p < 0 || int(p) >= s.n || s.ended.auto&(1<<p) == 0 {
		return false
	}
	f := strings.Fields(text)
	return len(f) == 2 && f[0] == "bid" && f[1] == "0"
}

// words returns f without the filler words drop.
func words(f []string, drop ...string) []string {
	var out []string
	for _, w := range f {
		if !slices.Contains(drop, strings.ToLower(w)) {
			out = append(out, w)
		}
	}
	return out
}

// Opening says who deals the first round and why (rules 3.3, 3.4), and
// what each player starts with, for `cardstock play`.
func (s *State) Opening() []string {
	if s.round != 1 || s.phase == phOver {
		return nil
	}
	return []string{
		fmt.Sprintf("%s holds the castle of four flags and deals the first round (rule 3.4).", s.dealer),
		fmt.Sprintf("Each player has %s in supply; the Quarry holds %d (rule 3.2).", engine.Count(s.supply[0], "stone"), s.quarry),
	}
}
