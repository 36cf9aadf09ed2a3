package royalhaunts

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// An action packs a kind and up to three byte arguments:
// kind<<24 | a<<16 | b<<8 | c. Rooms are 0..2 inside, 1..3 in text.
type kind uint8

const (
	kEnd          kind = iota + 1 // end
	kPlay                         // play CARD ROOM
	kMove                         // move ROOM ROOM
	kTurn                         // turn ROOM
	kCast                         // cast CARD [CARD]
	kCastJoker                    // cast JOKER SUIT [VALUE]
	kPay                          // pay CARD
	kCancel                       // cancel ROOM
	kAllow                        // allow
	kPlace                        // place ROOM
	kDiscard                      // discard CARD
	kDiscardSuit                  // discard SUIT
	kDiscardRank                  // discard RANK
	kShuffle                      // shuffle CARD
	kHold                         // hold
	kSkip                         // skip
	kPut                          // put CARD
	kTop                          // top
	kBottom                       // bottom
	kKeep                         // keep CARD
	kReshuffle                    // reshuffle
	kClear                        // clear
	kClubsReorder                 // clubs reorder
	kClubsDiscard                 // clubs discard ROOM
	kClubsMove                    // clubs move ROOM ROOM
	kTake                         // take CARD
	kCastTaken                    // cast | cast SUIT [VALUE] (a Joker taken from the Grave)
	kDone                         // done
	numKinds
)

func act(k kind, a, b, c uint8) engine.Action {
	return engine.Action(uint64(k)<<24 | uint64(a)<<16 | uint64(b)<<8 | uint64(c))
}

func unpack(x engine.Action) (k kind, a, b, c uint8) {
	if x>>32 != 0 {
		return 0, 0, 0, 0
	}
	return kind(x >> 24), uint8(x >> 16), uint8(x >> 8), uint8(x)
}

var kindWords = [numKinds]string{
	kEnd: "end", kPlay: "play", kMove: "move", kTurn: "turn", kCast: "cast",
	kCastJoker: "cast", kPay: "pay", kCancel: "cancel", kAllow: "allow",
	kPlace: "place", kDiscard: "discard", kDiscardSuit: "discard",
	kDiscardRank: "discard", kShuffle: "shuffle", kHold: "hold", kSkip: "skip",
	kPut: "put", kTop: "top", kBottom: "bottom", kKeep: "keep",
	kReshuffle: "reshuffle", kClear: "clear", kClubsReorder: "clubs reorder",
	kClubsDiscard: "clubs discard", kClubsMove: "clubs move", kTake: "take",
	kCastTaken: "cast", kDone: "done",
}

// ActionString writes a in the transcript vocabulary.
func (s *State) ActionString(x engine.Action) string {
	k, a, b, c := unpack(x)
	if k == 0 || k >= numKinds {
		return fmt.Sprintf("action#%d", uint64(x))
	}
	w := kindWords[k]
	card := func(v uint8) string { return cards.Card(v).String() }
	rm := func(v uint8) string { return strconv.Itoa(int(v) + 1) }
	switch k {
	case kPlay:
		return w + " " + card(a) + " " + rm(b)
	case kMove, kClubsMove:
		return w + " " + rm(a) + " " + rm(b)
	case kTurn, kCancel, kPlace, kClubsDiscard:
		return w + " " + rm(a)
	case kCast:
		if b != 0 {
			return w + " " + card(a) + " " + card(b)
		}
		return w + " " + card(a)
	case kCastJoker:
		out := w + " " + card(a) + " " + cards.Suit(b).String()
		if c != 0 {
			out += " " + strconv.Itoa(int(c))
		}
		return out
	case kCastTaken:
		if a == 0 {
			return w
		}
		out := w + " " + cards.Suit(a).String()
		if b != 0 {
			out += " " + strconv.Itoa(int(b))
		}
		return out
	case kPay, kDiscard, kShuffle, kPut, kKeep, kTake:
		return w + " " + card(a)
	case kDiscardSuit:
		return w + " " + cards.Suit(a).String()
	case kDiscardRank:
		return w + " " + cards.Rank(a).String()
	}
	return w
}

func parseRoom(w string) (uint8, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > 3 {
		return 0, fmt.Errorf("royalhaunts: bad room %q: want 1, 2 or 3", w)
	}
	return uint8(n - 1), nil
}

func parseSuit(w string) (cards.Suit, bool) {
	switch strings.ToUpper(w) {
	case "♠", "S":
		return cards.Spades, true
	case "♥", "H":
		return cards.Hearts, true
	case "♦", "D":
		return cards.Diamonds, true
	case "♣", "C":
		return cards.Clubs, true
	}
	return cards.NoSuit, false
}

func parseRank(w string) (cards.Rank, bool) {
	switch strings.ToUpper(w) {
	case "J":
		return cards.Jack, true
	case "Q":
		return cards.Queen, true
	case "K":
		return cards.King, true
	}
	return cards.NoRank, false
}

func parseValue(w string) (uint8, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < 2 || n > 10 {
		return 0, fmt.Errorf("royalhaunts: bad value %q: want 2 to 10", w)
	}
	return uint8(n), nil
}

func parseCard(w string) (uint8, error) {
	c, err := cards.Parse(w)
	if err != nil {
		return 0, fmt.Errorf("royalhaunts: %w", err)
	}
	return uint8(c), nil
}

// ParseAction reads an action in the transcript vocabulary. Words that
// depend on the pending choice ("cast" with a taken card) are read in the
// light of the state.
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return 0, fmt.Errorf("royalhaunts: empty action")
	}
	bad := func() (engine.Action, error) {
		return 0, fmt.Errorf("royalhaunts: cannot read action %q (see `cardstock help transcripts`)", text)
	}
	n := len(f)
	w := strings.ToLower(f[0])
	simple := map[string]kind{"end": kEnd, "allow": kAllow, "hold": kHold, "skip": kSkip,
		"top": kTop, "bottom": kBottom, "reshuffle": kReshuffle, "clear": kClear, "done": kDone}
	if k, ok := simple[w]; ok {
		if n != 1 {
			return bad()
		}
		return act(k, 0, 0, 0), nil
	}
	switch w {
	case "play":
		if n != 3 {
			return bad()
		}
		c, err := parseCard(f[1])
		if err != nil {
			return 0, err
		}
		r, err := parseRoom(f[2])
		if err != nil {
			return 0, err
		}
		return act(kPlay, c, r, 0), nil
	case "move":
		if n != 3 {
			return bad()
		}
		a, err := parseRoom(f[1])
		if err != nil {
			return 0, err
		}
		b, err := parseRoom(f[2])
		if err != nil {
			return 0, err
		}
		return act(kMove, a, b, 0), nil
	case "turn", "cancel", "place":
		if n != 2 {
			return bad()
		}
		r, err := parseRoom(f[1])
		if err != nil {
			return 0, err
		}
		return act(map[string]kind{"turn": kTurn, "cancel": kCancel, "place": kPlace}[w], r, 0, 0), nil
	case "pay", "shuffle", "put", "keep", "take":
		if n != 2 {
			return bad()
		}
		c, err := parseCard(f[1])
		if err != nil {
			return 0, err
		}
		return act(map[string]kind{"pay": kPay, "shuffle": kShuffle, "put": kPut, "keep": kKeep, "take": kTake}[w], c, 0, 0), nil
	case "discard":
		if n != 2 {
			return bad()
		}
		if su, ok := parseSuit(f[1]); ok {
			return act(kDiscardSuit, uint8(su), 0, 0), nil
		}
		if r, ok := parseRank(f[1]); ok {
			return act(kDiscardRank, uint8(r), 0, 0), nil
		}
		c, err := parseCard(f[1])
		if err != nil {
			return 0, err
		}
		return act(kDiscard, c, 0, 0), nil
	case "clubs":
		if n < 2 {
			return bad()
		}
		switch strings.ToLower(f[1]) {
		case "reorder":
			if n != 2 {
				return bad()
			}
			return act(kClubsReorder, 0, 0, 0), nil
		case "discard":
			if n != 3 {
				return bad()
			}
			r, err := parseRoom(f[2])
			if err != nil {
				return 0, err
			}
			return act(kClubsDiscard, r, 0, 0), nil
		case "move":
			if n != 4 {
				return bad()
			}
			a, err := parseRoom(f[2])
			if err != nil {
				return 0, err
			}
			b, err := parseRoom(f[3])
			if err != nil {
				return 0, err
			}
			return act(kClubsMove, a, b, 0), nil
		}
		return bad()
	case "cast":
		if n == 1 {
			return act(kCastTaken, 0, 0, 0), nil
		}
		if su, ok := parseSuit(f[1]); ok {
			// cast SUIT [VALUE]: a Joker taken from the Grave.
			var v uint8
			if n == 3 {
				var err error
				if v, err = parseValue(f[2]); err != nil {
					return 0, err
				}
			} else if n != 2 {
				return bad()
			}
			return act(kCastTaken, uint8(su), v, 0), nil
		}
		c, err := parseCard(f[1])
		if err != nil {
			return 0, err
		}
		if cards.Card(c).IsJoker() {
			if n < 3 || n > 4 {
				return bad()
			}
			su, ok := parseSuit(f[2])
			if !ok {
				return 0, fmt.Errorf("royalhaunts: bad suit %q: want ♠ ♥ ♦ ♣ (or S H D C)", f[2])
			}
			var v uint8
			if n == 4 {
				if v, err = parseValue(f[3]); err != nil {
					return 0, err
				}
			}
			return act(kCastJoker, c, uint8(su), v), nil
		}
		switch n {
		case 2:
			return act(kCast, c, 0, 0), nil
		case 3:
			d, err := parseCard(f[2])
			if err != nil {
				return 0, err
			}
			return act(kCast, c, d, 0), nil
		}
		return bad()
	}
	return bad()
}
