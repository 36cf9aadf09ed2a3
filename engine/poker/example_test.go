package poker_test

import (
	"fmt"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine/poker"
)

func hand(s string) [5]cards.Card {
	cs, err := cards.ParseList(cards.Pos{}, s)
	if err != nil || len(cs) != 5 {
		panic(fmt.Sprint("bad test hand ", s, err))
	}
	return [5]cards.Card(cs)
}

func Example() {
	a := poker.Eval(hand("K♠ K♥ 7♦ 7♣ 2♠"))
	b := poker.Eval(hand("K♦ K♣ 7♠ 7♥ A♠"))
	fmt.Println(a.Category(), b > a)

	rh := poker.RoyalHaunts()
	h := hand("4♥ 4♣ JK 10♦ 5♠")
	if spell, ok := rh.Classify(h); ok {
		for i, c := range h {
			switch {
			case c.IsJoker():
				fmt.Printf("%v as %v: grave\n", c, spell.As[i])
			case spell.Used[i]:
				fmt.Printf("%v: arcane pool\n", c)
			default:
				fmt.Printf("%v: grave\n", c)
			}
		}
		fmt.Println(spell.Category)
	}
	fmt.Println(rh.Completable([]cards.Card{cards.MustParse("7♣"), cards.MustParse("J♦")}))
	fmt.Println(rh.Completable([]cards.Card{cards.MustParse("K♣")}))
	// Output:
	// Two Pair true
	// 4♥: arcane pool
	// 4♣: arcane pool
	// JK as 4: grave
	// 10♦: grave
	// 5♠: grave
	// Three of a Kind
	// true
	// false
}
