package poker

import (
	"github.com/cardstock/cardstock/cards"
)

// Place is a set of roles a card can play in a hand. A card may sit in a
// hand when its rank's Place (Rules.Natural, or Rules.Wild for a Joker)
// shares a role with the roles it plays there: In(c) when it is one of the
// cards that make a combination of category c (see Hand.Used), Leftover(c)
// when it is a kicker beside that combination, plus InJackStraight in the
// straight 7-8-9-10-J and InWheel in A-2-3-4-5 (also when suited).
type Place uint32

// Roles that are not a category.
const (
	// InJackStraight is the role of every card of a straight or straight
	// flush 7-8-9-10-J.
	InJackStraight Place = 1 << 20
	// InWheel is the role of every card of a straight or straight flush
	// A-2-3-4-5.
	InWheel Place = 1 << 21
	// Anywhere holds every role.
	Anywhere Place = 1<<22 - 1
)

// In returns the roles of a card that makes a combination of one of cats.
func In(cats ...Category) Place {
	var p Place
	for _, c := range cats {
		p |= 1 << c
	}
	return p
}

// Leftover returns the roles of a kicker beside a combination of one of cats.
func Leftover(cats ...Category) Place {
	var p Place
	for _, c := range cats {
		p |= 1 << (10 + c)
	}
	return p
}

// Rules restricts which cards may take part in a hand, for games that allow
// only some hands (Royal Haunts' spells). A hand is legal when its category
// is at least MinCategory and every card may play its role; a hand with
// Jokers is legal when some choice of what the Jokers stand for is, and it
// classifies as the best legal choice.
//
// Rules is comparable; Completable builds a table per distinct Rules value
// once and keeps it.
type Rules struct {
	// MinCategory is the lowest category that counts.
	MinCategory Category
	// Natural[r] is where a card of rank r may be.
	Natural [NumRanks]Place
	// Wild[r] is where a Joker standing for rank r may be; a Joker never
	// stands for a rank whose Wild is 0.
	Wild [NumRanks]Place
}

// Standard returns the rules of standard poker: every hand is legal, Jokers
// stand for any rank Two..Ace.
func Standard() Rules {
	var r Rules
	for k := range r.Natural {
		r.Natural[k] = Anywhere
	}
	for k := Two; k <= Ace; k++ {
		r.Wild[k] = Anywhere
	}
	return r
}

// RoyalHaunts returns the spell rules of Royal Haunts with the digest's
// default decisions: at least a Pair (RH-R10); ranks 2-10 anywhere; a Jack
// only in the straight 7-8-9-10-J; a Queen only in a flush or straight flush;
// never a King; an Ace only in a flush (of its own suit, as every card of a
// flush is) or in A-2-3-4-5 (RH-A10 (a), no face-card leftovers); a Joker
// stands for 2-10 anywhere, a Jack or Queen as a natural one, an Ace only in
// A-2-3-4-5, never a King (RH-A26). For RH-A10 (b), add
// Leftover(Pair, TwoPair, ThreeOfAKind, FourOfAKind) to Natural[Jack],
// Natural[Queen] and Natural[King].
func RoyalHaunts() Rules {
	r := Rules{MinCategory: Pair}
	for k := Two; k <= Ten; k++ {
		r.Natural[k] = Anywhere
		r.Wild[k] = Anywhere
	}
	r.Natural[Jack] = InJackStraight
	r.Wild[Jack] = InJackStraight
	r.Natural[Queen] = In(Flush, StraightFlush)
	r.Wild[Queen] = In(Flush, StraightFlush)
	r.Natural[Ace] = In(Flush, StraightFlush) | InWheel
	r.Wild[Ace] = InWheel
	return r
}

// Hand is a classified hand of five cards.
type Hand struct {
	Category Category // the hand's category
	Value    Value    // orders hands; Category is packed in it too
	// Used marks the cards that make the combination: the two of a Pair,
	// four of Two Pair or Four of a Kind, three of Three of a Kind, all five
	// of a Straight, Flush, Full House, Straight Flush or Five of a Kind,
	// and the highest card of a High Card hand. Jokers are included when
	// the combination uses them; a caller tells them by their cards.
	Used [5]bool
	// As gives for each Joker the card it stands for (not Wild): its Rank,
	// and its Suit when the hand is a flush or straight flush (else
	// cards.NoSuit: any suit). Other entries are the cards themselves.
	As [5]Card
	// JackHighStraight reports a straight or straight flush 7-8-9-10-J
	// (Royal Haunts, RH-A11).
	JackHighStraight bool
	// QueenFlush reports a flush or straight flush with a Queen, natural or
	// a Joker standing for one (Royal Haunts' Queen-high flush, RH-A11).
	QueenFlush bool
	// Captured marks the natural Aces of a flush or straight flush, or of
	// the straight A-2-3-4-5 (Royal Haunts, RH-R11e, RH-A32). A Joker is
	// never captured.
	Captured [5]bool
}

// Classify returns the best hand five standard cards make under standard
// poker, Jokers wild; its Value equals Eval(h).
func Classify(h [5]cards.Card) Hand {
	hand, _ := Standard().Classify(h)
	return hand
}

// Classify returns the best legal hand five standard cards (Jokers wild)
// make under r, and false if they make none.
func (r Rules) Classify(h [5]cards.Card) (Hand, bool) {
	var c [5]Card
	for i, x := range h {
		c[i] = FromCard(x)
	}
	return r.ClassifyCards(c)
}

// ClassifyCards is Classify for cards that may be suitless or Jokers (see
// EvalCards). A card of a rank other than Zero and Two..Ace makes no hand.
func (r Rules) ClassifyCards(h [5]Card) (Hand, bool) {
	var suit cards.Suit
	suited := true
	nat := 0
	for _, c := range h {
		if c.Wild {
			continue
		}
		if c.Rank > Ace || c.Rank == 1 {
			return Hand{}, false
		}
		nat++
		suit, suited = sameSuit(suit, suited, c.Suit)
	}
	if nat == 0 {
		suit = cards.Spades
	}
	best, ok := r.best(h, suited)
	if !ok {
		return Hand{}, false
	}
	for i := range best.As {
		if best.As[i].Wild {
			best.As[i].Wild = false
			if best.Category == Flush || best.Category == StraightFlush {
				best.As[i].Suit = suit
			}
		}
	}
	return best, true
}

// best tries every choice of ranks for the Jokers in h, and of flush or not
// when the natural cards are suited, and returns the legal one of highest
// value.
func (r *Rules) best(h [5]Card, suited bool) (Hand, bool) {
	var wild [5]int
	nw := 0
	for i, c := range h {
		if c.Wild {
			h[i].Rank, h[i].Suit = Zero, cards.NoSuit
			wild[nw] = i
			nw++
		}
	}
	var best Hand
	found := false
	try := func(flush bool) {
		if hd, ok := r.score(h, flush); ok && (!found || hd.Value > best.Value) {
			best, found = hd, true
		}
	}
	if nw == 0 {
		try(suited)
		return best, found
	}
	var rec func(k int, from Rank)
	rec = func(k int, from Rank) {
		if k == nw {
			try(false)
			if suited {
				try(true)
			}
			return
		}
		for x := from; x <= Ace; x++ {
			if r.Wild[x] == 0 {
				continue
			}
			h[wild[k]].Rank = x
			rec(k+1, x)
		}
	}
	rec(0, Zero)
	return best, found
}

// score classifies h, whose Jokers already have ranks, and checks it
// against r.
func (r *Rules) score(h [5]Card, flush bool) (Hand, bool) {
	var b [5]uint16
	for i, c := range h {
		b[i] = 1 << (c.Rank & 15)
	}
	v := evalBits(b[0], b[1], b[2], b[3], b[4], flush)
	cat := v.Category()
	if cat < r.MinCategory {
		return Hand{}, false
	}
	primary := uint16(v >> 16)
	var used uint16
	switch cat {
	case HighCard:
		used = highBit(primary)
	case Pair, TwoPair, ThreeOfAKind, FourOfAKind:
		used = primary
	default:
		used = 0xffff
	}
	var extra Place
	if cat == Straight || cat == StraightFlush {
		switch primary {
		case 1 << Jack:
			extra = InJackStraight
		case 1 << Five:
			extra = InWheel
		}
	}
	hd := Hand{Category: cat, Value: v, As: h}
	for i, c := range h {
		var role Place
		if b[i]&used != 0 {
			hd.Used[i] = true
			role = 1<<cat | extra
		} else {
			role = 1 << (10 + cat)
		}
		allowed := r.Natural[c.Rank&15]
		if c.Wild {
			allowed = r.Wild[c.Rank&15]
		}
		if allowed&role == 0 {
			return Hand{}, false
		}
		if c.Rank == Queen && (cat == Flush || cat == StraightFlush) {
			hd.QueenFlush = true
		}
		if !c.Wild && c.Rank == Ace && (cat == Flush || cat == StraightFlush || extra == InWheel) {
			hd.Captured[i] = true
		}
	}
	hd.JackHighStraight = extra == InJackStraight
	return hd, true
}
