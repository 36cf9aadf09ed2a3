package poker

import (
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// Castle Poker's special cards under CP-A3 (a): suitless ranks.
var (
	barrels   = Card{Rank: Eight}
	messenger = Card{Rank: Zero}
	trebuchet = Card{Rank: Zero}
)

// castleHand reads a hand in card notation where "B" is Barrels/sack, "M"
// the Messenger and "T" the Trebuchet.
func castleHand(t *testing.T, s string) [5]Card {
	t.Helper()
	var h [5]Card
	toks := cards.Fields(s)
	if len(toks) != 5 {
		t.Fatalf("%q: %d cards, want 5", s, len(toks))
	}
	for i, tok := range toks {
		switch tok.Text {
		case "B":
			h[i] = barrels
		case "M":
			h[i] = messenger
		case "T":
			h[i] = trebuchet
		default:
			h[i] = FromCard(cards.MustParse(tok.Text))
		}
	}
	return h
}

func TestCastlePoker(t *testing.T) {
	tests := []struct {
		name, hand string
		want       Category
		beats      string // a hand this one beats, if any
		losesTo    string // a hand that beats this one, if any
	}{
		{name: "barrels pair with eights", hand: "8♠ 8♥ B 2♣ 3♦", want: ThreeOfAKind, beats: "7♠ 7♥ 7♦ A♣ K♦"},
		{name: "barrels pair with each other", hand: "B B 2♣ 3♦ 9♥", want: Pair, beats: "7♠ 7♥ A♦ K♣ Q♦", losesTo: "9♠ 9♦ 2♦ 3♣ 4♥"},
		{name: "zeros pair", hand: "M T 2♣ 5♦ 9♥", want: Pair, losesTo: "2♣ 2♦ 3♥ 4♠ 6♣", beats: "A♣ K♦ Q♥ J♠ 9♣"},
		{name: "barrels in a straight", hand: "4♥ 5♥ 6♥ 7♥ B", want: Straight, losesTo: "2♥ 4♥ 6♥ 9♥ 10♥"},
		{name: "suitless breaks a flush", hand: "2♥ 4♥ 6♥ 9♥ B", want: HighCard},
		{name: "zero in no straight", hand: "M 2♣ 3♦ 4♥ 5♠", want: HighCard, losesTo: "6♣ 2♦ 3♥ 4♠ 7♣"},
		{name: "zero below the wheel", hand: "M A♣ 2♦ 3♥ 4♠", want: HighCard},
		{name: "zero kicker", hand: "M 3♣ 5♦ 9♥ J♠", want: HighCard, losesTo: "2♣ 3♦ 5♥ 9♠ J♦"},
		{name: "full house of specials", hand: "M T B B 8♦", want: FullHouse, losesTo: "9♣ 9♦ 9♥ 2♠ 2♣", beats: "7♣ 7♦ 7♥ A♠ A♣"},
		{name: "five eights", hand: "B B B B 8♠", want: FiveOfAKind},
		{name: "all specials", hand: "M T B B B", want: FullHouse},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := castleHand(t, tc.hand)
			v := EvalCards(h)
			if v.Category() != tc.want {
				t.Errorf("category %v, want %v", v.Category(), tc.want)
			}
			std := Standard()
			if hd, ok := std.ClassifyCards(h); !ok || hd.Value != v {
				t.Errorf("ClassifyCards %v %x, EvalCards %x", ok, hd.Value, v)
			}
			if tc.beats != "" {
				if w := EvalCards(castleHand(t, tc.beats)); v <= w {
					t.Errorf("does not beat %s", tc.beats)
				}
			}
			if tc.losesTo != "" {
				if w := EvalCards(castleHand(t, tc.losesTo)); v >= w {
					t.Errorf("does not lose to %s", tc.losesTo)
				}
			}
		})
	}
}

func TestBadRank(t *testing.T) {
	for _, r := range []Rank{1, 15, 31, 255} {
		h := [5]Card{{Rank: r, Suit: cards.Spades}, {Rank: Two}, {Rank: Three}, {Rank: Four}, {Wild: true}}
		if _, ok := Standard().ClassifyCards(h); ok {
			t.Errorf("rank %d: ClassifyCards ok", r)
		}
		EvalCards(h) // must not panic
	}
}
