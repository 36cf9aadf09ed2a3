package engine_test

import (
	"fmt"

	"github.com/cardstock/cardstock/engine"
)

// ExampleExtract finds the transcript blocks of a rulebook with the line
// numbers of their first lines.
func ExampleExtract() {
	md := "# Rules\n\n```transcript\ngame queens-challenge\nflip\n```\n\n```\nnot a transcript\n```\n"
	for _, b := range engine.Extract([]byte(md)) {
		fmt.Printf("line %d: %q\n", b.Line, b.Text)
	}
	// Output: line 4: "game queens-challenge\nflip"
}

// ExampleShuffle shuffles with a seed: the order is the same in every
// version of cardstock.
func ExampleShuffle() {
	a := []int{1, 2, 3, 4, 5, 6, 7, 8}
	engine.Shuffle(engine.NewRand(42), a)
	fmt.Println(a)
	// Output: [3 1 6 7 5 8 2 4]
}
