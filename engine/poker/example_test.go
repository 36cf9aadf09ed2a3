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

func ExampleRules_Completable() {
	rh := poker.RoyalHaunts()
	for _, s := range []string{"7♣ 9♦", "Q♥ 3♥", "Q♥ 3♠", "A♠ 4♦", "A♠ 6♦", "J♣ JK"} {
		stack, _ := cards.ParseList(cards.Pos{}, s)
		fmt.Println(s, rh.Completable(stack))
	}
	// Output:
	// 7♣ 9♦ true
	// Q♥ 3♥ true
	// Q♥ 3♠ false
	// A♠ 4♦ true
	// A♠ 6♦ false
	// J♣ JK true
}

func ExampleAcePlaceable() {
	room, _ := cards.ParseList(cards.Pos{}, "3♦ JK")
	fmt.Println(poker.AcePlaceable(room, cards.MustParse("A♠"))) // A-2-3-4-5
	fmt.Println(poker.AcePlaceable(room, cards.MustParse("A♦"))) // a flush of diamonds
	room, _ = cards.ParseList(cards.Pos{}, "7♣")
	fmt.Println(poker.AcePlaceable(room, cards.MustParse("A♦")))
	// Output:
	// true
	// true
	// false
}

func ExampleEvalCards() {
	barrels := poker.Card{Rank: poker.Eight} // suitless
	messenger := poker.Card{Rank: poker.Zero}
	trebuchet := poker.Card{Rank: poker.Zero}
	c := func(s string) poker.Card { return poker.FromCard(cards.MustParse(s)) }

	a := poker.EvalCards([5]poker.Card{c("8♠"), c("8♥"), barrels, c("2♣"), c("3♦")})
	b := poker.EvalCards([5]poker.Card{messenger, trebuchet, c("A♣"), c("K♦"), c("Q♥")})
	d := poker.EvalCards([5]poker.Card{c("2♥"), c("5♥"), c("9♥"), c("J♥"), barrels})
	fmt.Println(a.Category(), b.Category(), d.Category())
	// Output:
	// Three of a Kind Pair High Card
}
