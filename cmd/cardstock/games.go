package main

// The games register themselves with the engine in their init functions;
// this file imports each game package for that side effect. A new game adds
// its blank import line here (Royal Haunts: engine/royalhaunts).
import (
	_ "github.com/cardstock/cardstock/engine/castlepoker"
	_ "github.com/cardstock/cardstock/engine/queens"
	_ "github.com/cardstock/cardstock/engine/royalfamily"
	_ "github.com/cardstock/cardstock/engine/royalhaunts"
	_ "github.com/cardstock/cardstock/engine/taverntales"
)
