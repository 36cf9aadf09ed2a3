package queens

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// An action is encoded as kind | arg<<8: a card (1..52), a suit (1..4), or
// for a defeat the set of spell cards as a bit mask (bit c-1 for card c).
const (
	kGather  = 1
	kDefeat  = 2
	kGift    = 3
	kOrder   = 4
	kSummon  = 5
	kDecline = 6
	kFlip    = 7
	kStop    = 8
)

const maskAll = 1<<52 - 1

func act(kind int, arg uint64) engine.Action { return engine.Action(uint64(kind) | arg<<8) }

func cardBit(c cards.Card) uint64 { return 1 << (uint(c) - 1) }

// LegalActions lists, in this order: gathers (in hand order), defeats (the
// attack, then each set of spells that suffices), gifts (♠ ♥ ♦ ♣), flip and
// stop; during a gift, only the choices that finish it.
func (s *State) LegalActions() []engine.Action {
	if s.result != Playing {
		return nil
	}
	switch s.pending() {
	case diamondsGift:
		out := make([]engine.Action, len(s.looking))
		for i, c := range s.looking {
			out[i] = act(kOrder, uint64(c))
		}
		return out
	case clubsGift:
		if value(s.revealed) <= s.Power(cards.Clubs) {
			return []engine.Action{act(kSummon, 0), act(kDecline, 0)}
		}
		return []engine.Action{act(kDecline, 0)}
	}
	out := make([]engine.Action, 0, 16)
	for _, c := range s.hand {
		p := s.piles[si(c.Suit())]
		if len(p) == 0 || value(c) > value(p[len(p)-1]) {
			out = append(out, act(kGather, uint64(c)))
		}
	}
	if cur, ok := s.Current(); ok {
		if e, ok := s.enemy(cur.Suit()); ok {
			need := s.Value() - s.Power(e) - value(s.summoned[si(e)])
			var spells [5]cards.Card
			var masks [5]uint64
			k := 0
			for _, c := range s.hand {
				if c.Suit() == e && k < len(spells) {
					spells[k], masks[k] = c, cardBit(c)
					k++
				}
			}
			for m := 0; m < 1<<k; m++ {
				sum, mask := 0, uint64(0)
				for i := 0; i < k; i++ {
					if m&(1<<i) != 0 {
						sum += value(spells[i])
						mask |= masks[i]
					}
				}
				if sum >= need {
					out = append(out, act(kDefeat, mask))
				}
			}
		}
	}
	if !s.giftUsed {
		for _, suit := range cards.Suits {
			if s.giftRefusal(suit) == nil {
				out = append(out, act(kGift, uint64(suit)))
			}
		}
	}
	out = append(out, act(kFlip, 0))
	if !s.rules.noStop {
		out = append(out, act(kStop, 0))
	}
	return out
}

func (s *State) giftRefusal(suit cards.Suit) error {
	if s.giftUsed {
		return engine.Refuse(ruleOneGift, "you have used a gift this turn")
	}
	switch suit {
	case cards.Spades:
		if len(s.inPlay) == 0 {
			return engine.Refuse(ruleSpadesGift, "the gift of Spades needs a challenge card in play")
		}
	case cards.Clubs:
		if len(s.deck) == 0 {
			return engine.Refuse(ruleClubs, "the gift of Clubs reveals the top card of your deck, which is empty")
		}
	}
	return nil
}

// Apply plays a, or refuses it citing the rule that forbids it.
func (s *State) Apply(a engine.Action) error {
	kind, arg := int(a&0xff), uint64(a>>8)
	if s.result != Playing {
		return engine.Refuse(ruleOver, "the game is over (%s)", s.result)
	}
	if !wellFormed(kind, arg) {
		return engine.Refuse(ruleActions, "no such action (%d)", uint64(a))
	}
	switch p := s.pending(); {
	case p == diamondsGift && kind != kOrder:
		return engine.Refuse(ruleDiamonds, "finish the gift of Diamonds first: put back %s", cards.FormatList(s.looking))
	case p == clubsGift && kind != kSummon && kind != kDecline:
		return engine.Refuse(ruleClubs, "finish the gift of Clubs first: summon or decline %s", s.revealed)
	case p != diamondsGift && kind == kOrder:
		return engine.Refuse(ruleDiamonds, "you are not looking at cards of your deck (gift of Diamonds)")
	case p != clubsGift && (kind == kSummon || kind == kDecline):
		return engine.Refuse(ruleClubs, "no card is revealed by the gift of Clubs")
	}
	switch kind {
	case kGather:
		return s.gather(cards.Card(arg))
	case kDefeat:
		return s.defeat(arg)
	case kGift:
		return s.gift(cards.Suit(arg))
	case kOrder:
		c := cards.Card(arg)
		i := inHand(s.looking, c)
		if i < 0 {
			return engine.Refuse(ruleDiamonds, "%s is not among the cards you look at (%s)", c, cards.FormatList(s.looking))
		}
		s.looking = append(s.looking[:i:i], s.looking[i+1:]...)
		s.reordered = append(s.reordered, c)
		if len(s.looking) == 0 {
			s.deck = append(s.reordered, s.deck...)
			s.looking, s.reordered = nil, nil
		}
	case kSummon:
		c := s.revealed
		if value(c) > s.Power(cards.Clubs) {
			return engine.Refuse(ruleClubs, "%s (value %d) is higher than your Clubs power %d: it cannot be summoned", c, value(c), s.Power(cards.Clubs))
		}
		s.summon(c)
		s.revealed = cards.NoCard
	case kDecline:
		s.discard = append(s.discard, s.revealed)
		s.revealed = cards.NoCard
	case kFlip:
		s.flip()
	case kStop:
		if s.rules.noStop {
			return engine.Refuse(ruleStop, "stopping to score is off (option stop=no)")
		}
		s.result = Stopped
	}
	return nil
}

func wellFormed(kind int, arg uint64) bool {
	switch kind {
	case kGather, kOrder:
		return arg >= 1 && arg <= 52
	case kDefeat:
		return arg&^maskAll == 0
	case kGift:
		return arg >= 1 && arg <= 4
	case kSummon, kDecline, kFlip, kStop:
		return arg == 0
	}
	return false
}

func (s *State) gather(c cards.Card) error {
	i := inHand(s.hand, c)
	if i < 0 {
		return engine.Refuse(ruleGatherHand, "%s is not in your hand", c)
	}
	p := &s.piles[si(c.Suit())]
	if n := len(*p); n > 0 && value(c) <= value((*p)[n-1]) {
		return engine.Refuse(ruleGatherOrder, "%s is not higher than %s, the top card of your %s pile", c, (*p)[n-1], c.Suit())
	}
	s.hand = append(s.hand[:i:i], s.hand[i+1:]...)
	*p = append(*p, c)
	return nil
}

func (s *State) defeat(mask uint64) error {
	cur, ok := s.Current()
	if !ok {
		return engine.Refuse(ruleTarget, "no challenge card is in play")
	}
	e, ok := s.enemy(cur.Suit())
	if !ok {
		return engine.Refuse(ruleEnemy, "no suit can defeat %s (option enemies=one-way)", cur)
	}
	sum := 0
	for m := mask; m != 0; m &= m - 1 {
		c := cards.Card(bits.TrailingZeros64(m) + 1)
		if inHand(s.hand, c) < 0 {
			return engine.Refuse(ruleSpellHand, "%s is not in your hand", c)
		}
		if c.Suit() != e {
			return engine.Refuse(ruleEnemy, "%s cannot be cast against %s: only %s, its enemy suit, can", c, cur, e.Name())
		}
		sum += value(c)
	}
	power, sum0 := s.Power(e), value(s.summoned[si(e)])
	total := power + sum0 + sum
	if v := s.Value(); total < v {
		return engine.Refuse(ruleTotal, "%s has value %d but your total is %d (%s power %d, summoned %d, spells %d)", cur, v, total, e, power, sum0, sum)
	}
	if mask != 0 {
		kept := s.hand[:0:0]
		for _, c := range s.hand {
			if mask&cardBit(c) == 0 {
				kept = append(kept, c)
			}
		}
		s.hand = kept
		for m := mask; m != 0; m &= m - 1 {
			s.discard = append(s.discard, cards.Card(bits.TrailingZeros64(m)+1))
		}
	}
	if s.rules.summonUsed && s.summoned[si(e)] != cards.NoCard {
		s.discard = append(s.discard, s.summoned[si(e)])
		s.summoned[si(e)] = cards.NoCard
	}
	s.popInPlay()
	s.checkWin()
	return nil
}

func (s *State) popInPlay() {
	n := len(s.inPlay)
	s.chalDiscard = append(s.chalDiscard, s.inPlay[n-1])
	s.inPlay = s.inPlay[:n-1]
	s.red = s.red[:n-1]
}

func (s *State) gift(suit cards.Suit) error {
	if err := s.giftRefusal(suit); err != nil {
		return err
	}
	s.giftUsed = true
	n := s.Power(suit)
	switch suit {
	case cards.Spades:
		s.red[len(s.red)-1] += n
	case cards.Hearts:
		if s.rules.heartsInPlay {
			for ; n > 0 && len(s.inPlay) > 0; n-- {
				s.popInPlay()
			}
		} else {
			n = min(n, len(s.chal))
			s.chalDiscard = append(s.chalDiscard, s.chal[:n]...)
			s.chal = s.chal[n:]
		}
		s.checkWin()
	case cards.Diamonds:
		n = min(n, len(s.deck))
		if n > 0 {
			s.looking = clone(s.deck[:n])
			s.deck = s.deck[n:]
		}
	case cards.Clubs:
		c := s.deck[0]
		s.deck = s.deck[1:]
		switch {
		case value(c) > s.Power(cards.Clubs):
			s.discard = append(s.discard, c)
		case s.rules.clubsForced:
			s.summon(c)
		default:
			s.revealed = c
		}
	}
	return nil
}

func (s *State) summon(c cards.Card) {
	i := si(c.Suit())
	if old := s.summoned[i]; old != cards.NoCard {
		s.discard = append(s.discard, old)
	}
	s.summoned[i] = c
}

// flip plays the Flip phase (rules 4.6.1 to 4.6.4) and the next turn's Draw.
func (s *State) flip() {
	if len(s.inPlay) > 0 && !(s.rules.noPenalty && len(s.chal) == 0) {
		if len(s.deck) == 0 {
			s.result = Lost
			return
		}
		n := len(s.deck)
		s.discard = append(s.discard, s.deck[n-1])
		s.deck = s.deck[:n-1]
	}
	if s.rules.spadesTurn {
		clear(s.red)
	}
	if len(s.chal) > 0 {
		s.inPlay = append(s.inPlay, s.chal[0])
		s.red = append(s.red, 0)
		s.chal = s.chal[1:]
	}
	s.checkWin()
	if s.result != Playing {
		return
	}
	s.turn++
	s.giftUsed = false
	s.draw()
}

// ActionString writes a in the transcript vocabulary.
func (s *State) ActionString(a engine.Action) string {
	kind, arg := int(a&0xff), uint64(a>>8)
	if !wellFormed(kind, arg) {
		return fmt.Sprintf("action#%d", uint64(a))
	}
	switch kind {
	case kGather:
		return "gather " + cards.Card(arg).String()
	case kDefeat:
		if arg == 0 {
			return "attack"
		}
		var b strings.Builder
		b.WriteString("cast")
		for m := arg; m != 0; m &= m - 1 {
			b.WriteByte(' ')
			b.WriteString(cards.Card(bits.TrailingZeros64(m) + 1).String())
		}
		return b.String()
	case kGift:
		return "gift " + cards.Suit(arg).String()
	case kOrder:
		return "order " + cards.Card(arg).String()
	case kSummon:
		return "summon"
	case kDecline:
		return "decline"
	case kFlip:
		return "flip"
	}
	return "stop"
}

var errAction = errors.New("queens: unknown action")

const actionHelp = "gather CARD, attack, cast CARD..., gift SUIT, order CARD, summon, decline, flip, stop"

// ParseAction reads one action of the transcript vocabulary (see
// Game.Vocabulary).
func (s *State) ParseAction(text string) (engine.Action, error) {
	as, err := s.ParseLine(text)
	if err != nil {
		return 0, err
	}
	if len(as) != 1 {
		return 0, fmt.Errorf("queens: %q is %d actions, want one", text, len(as))
	}
	return as[0], nil
}

// ParseLine reads a transcript line: one action, or a gift with its
// choices ("gift ♦ 4♥ 2♠ A♣", "gift ♣ summon").
func (s *State) ParseLine(text string) ([]engine.Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil, fmt.Errorf("%w: empty line (want %s)", errAction, actionHelp)
	}
	word, args := strings.ToLower(f[0]), f[1:]
	one := func(a engine.Action) ([]engine.Action, error) { return []engine.Action{a}, nil }
	noArgs := func(a engine.Action) ([]engine.Action, error) {
		if len(args) > 0 {
			return nil, fmt.Errorf("queens: %s takes nothing after it, got %q", word, strings.Join(args, " "))
		}
		return one(a)
	}
	card := func() (cards.Card, error) {
		if len(args) != 1 {
			return 0, fmt.Errorf("queens: want \"%s CARD\", got %q", word, text)
		}
		c, err := cards.Parse(args[0])
		if err == nil && c.IsJoker() {
			err = fmt.Errorf("queens: %s: Queen's Challenge has no Jokers", args[0])
		}
		return c, err
	}
	switch word {
	case "gather":
		c, err := card()
		if err != nil {
			return nil, err
		}
		return one(act(kGather, uint64(c)))
	case "attack", "cast":
		var mask uint64
		for _, t := range args {
			switch strings.ToLower(t) {
			case "+", "with", "and", "cast":
				continue
			}
			c, err := cards.Parse(t)
			if err != nil {
				return nil, fmt.Errorf("queens: %s: %w", word, err)
			}
			if c.IsJoker() {
				return nil, fmt.Errorf("queens: %s: Queen's Challenge has no Jokers", t)
			}
			if mask&cardBit(c) != 0 {
				return nil, fmt.Errorf("queens: %s named twice", c)
			}
			mask |= cardBit(c)
		}
		if word == "cast" && mask == 0 {
			return nil, fmt.Errorf("queens: want \"cast CARD...\" with at least one card, got %q", text)
		}
		return one(act(kDefeat, mask))
	case "gift":
		if len(args) == 0 {
			return nil, fmt.Errorf("queens: want \"gift SUIT\" (♠ ♥ ♦ ♣ or S H D C), got %q", text)
		}
		suit, ok := parseSuit(args[0])
		if !ok {
			return nil, fmt.Errorf("queens: gift: unknown suit %q (want ♠ ♥ ♦ ♣ or S H D C)", args[0])
		}
		out := []engine.Action{act(kGift, uint64(suit))}
		for _, t := range args[1:] {
			switch {
			case suit == cards.Clubs && strings.EqualFold(t, "summon"):
				out = append(out, act(kSummon, 0))
			case suit == cards.Clubs && strings.EqualFold(t, "decline"):
				out = append(out, act(kDecline, 0))
			case suit == cards.Diamonds:
				c, err := cards.Parse(t)
				if err != nil || c.IsJoker() {
					return nil, fmt.Errorf("queens: gift ♦: want the new order of the cards, top first, got %q", t)
				}
				out = append(out, act(kOrder, uint64(c)))
			default:
				return nil, fmt.Errorf("queens: gift %s: unexpected %q (only gift ♦ takes cards, only gift ♣ takes summon or decline)", suit, t)
			}
		}
		return out, nil
	case "order", "put":
		c, err := card()
		if err != nil {
			return nil, err
		}
		return one(act(kOrder, uint64(c)))
	case "summon":
		return noArgs(act(kSummon, 0))
	case "decline":
		return noArgs(act(kDecline, 0))
	case "flip", "end":
		return noArgs(act(kFlip, 0))
	case "stop":
		return noArgs(act(kStop, 0))
	}
	return nil, fmt.Errorf("%w %q (want %s)", errAction, f[0], actionHelp)
}

func parseSuit(t string) (cards.Suit, bool) {
	switch strings.ToLower(t) {
	case "♠", "♤", "s", "spades":
		return cards.Spades, true
	case "♥", "♡", "h", "hearts":
		return cards.Hearts, true
	case "♦", "♢", "d", "diamonds":
		return cards.Diamonds, true
	case "♣", "♧", "c", "clubs":
		return cards.Clubs, true
	}
	return cards.NoSuit, false
}

// Idle reports whether a legal action changes nothing but using up the
// turn's gift: a gift of Spades, Hearts or Diamonds at power 0. `cardstock
// play` leaves such actions out of its menu.
func (s *State) Idle(a engine.Action) bool {
	kind, suit := int(a&0xff), cards.Suit(a>>8)
	return kind == kGift && suit != cards.Clubs && s.Power(suit) == 0
}
