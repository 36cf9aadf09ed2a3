package queens_test

import (
	"fmt"

	"github.com/cardstock/cardstock/engine"
	_ "github.com/cardstock/cardstock/engine/queens"
)

// Example deals a game by name, lists the first legal actions, and shows a
// refusal citing its rule.
func Example() {
	g, _ := engine.Lookup("queens-challenge")
	s, err := g.New(engine.Setup{Options: engine.Options{"stop": "no"}, Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, a := range s.LegalActions()[:3] {
		fmt.Println(s.ActionString(a))
	}
	a, _ := s.ParseAction("attack")
	fmt.Println(s.Apply(a))
	// Output:
	// gather 5♠
	// gather Q♣
	// gather 2♣
	// illegal: no challenge card is in play (rule 4.3.1)
}
