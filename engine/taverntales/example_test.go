package taverntales_test

import (
	"fmt"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/taverntales"
)

// A game for 4 players dealt from seed 11: the dealer declares how many
// cards to pass, everyone passes, and the dealer plays first.
func Example() {
	s, err := engine.NewGame(taverntales.Game{}, engine.Setup{Players: 4, Seed: 11})
	if err != nil {
		panic(err)
	}
	fmt.Println("dealer:", s.CurrentPlayer())
	for _, line := range []string{"declare 0", "play ST3", "play SW3 on ST3", "play DI2 on SW3", "play DI2"} {
		a, err := s.ParseAction(line)
		if err != nil {
			panic(err)
		}
		if err := s.Apply(a); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(line)
	}
	fmt.Println("next:", s.CurrentPlayer())
	// Output:
	// dealer: P4
	// declare 0
	// play ST3
	// play SW3 on ST3
	// illegal: play DI2 on SW3: a Diamond never goes on an opponent's arc (rule 4.3.4)
	// play DI2
	// next: P3
}
