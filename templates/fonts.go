package templates

import (
	"github.com/go-fonts/dejavu/dejavusans"
	"github.com/go-fonts/dejavu/dejavusansbold"
	"github.com/go-fonts/dejavu/dejavusansboldoblique"
	"github.com/go-fonts/dejavu/dejavusanscondensed"
	"github.com/go-fonts/dejavu/dejavusanscondensedbold"
	"github.com/go-fonts/dejavu/dejavusansmono"
	"github.com/go-fonts/dejavu/dejavusansoblique"
	"github.com/go-fonts/dejavu/dejavuserif"
	"github.com/go-fonts/dejavu/dejavuserifbold"
	"github.com/go-fonts/dejavu/dejavuserifbolditalic"
	"github.com/go-fonts/dejavu/dejavuserifitalic"
)

// Font is one embedded TrueType face: a family name and a style as fpdf
// names them ("" regular, "B" bold, "I" italic, "BI" bold italic).
type Font struct {
	Family string
	Style  string
	TTF    []byte
}

// The font families every document may use.
const (
	Sans      = "DejaVuSans"
	SansCond  = "DejaVuSansCondensed"
	Serif     = "DejaVuSerif"
	Mono      = "DejaVuSansMono"
	SymbolsOK = "♠♥♦♣★☾⚔♛♚"
)

// Fonts lists the embedded faces. DejaVu covers the four suits, ★ ☾ ⚔ and
// the chess crowns; no embedded font has a trumpet, so icons are paths.
var Fonts = []Font{
	{Sans, "", dejavusans.TTF},
	{Sans, "B", dejavusansbold.TTF},
	{Sans, "I", dejavusansoblique.TTF},
	{Sans, "BI", dejavusansboldoblique.TTF},
	{SansCond, "", dejavusanscondensed.TTF},
	{SansCond, "B", dejavusanscondensedbold.TTF},
	{Serif, "", dejavuserif.TTF},
	{Serif, "B", dejavuserifbold.TTF},
	{Serif, "I", dejavuserifitalic.TTF},
	{Serif, "BI", dejavuserifbolditalic.TTF},
	{Mono, "", dejavusansmono.TTF},
}

// Repertoire lists the characters cardstock can set, as inclusive ranges:
// Latin-1, typographic punctuation, arrows and comparison signs, the card
// suits (black and outline), the white bullet, chess crowns, stars, moons, crossed swords,
// scissors and check marks. Fonts are cut down to these characters once per
// run, which makes each document several times faster to write; a character
// outside the repertoire is reported as missing, naming where it was used.
var Repertoire = [][2]rune{
	{0x20, 0x7e}, {0xa0, 0xff}, {0x152, 0x153}, {0x2013, 0x2026}, {0x2030, 0x2030},
	{0x2032, 0x2033}, {0x2039, 0x203a}, {0x20ac, 0x20ac}, {0x2122, 0x2122},
	{0x2190, 0x2195}, {0x21d2, 0x21d4}, {0x2212, 0x2212}, {0x221e, 0x221e},
	{0x2248, 0x2248}, {0x2260, 0x2260}, {0x2264, 0x2265}, {0x25a0, 0x25a1},
	{0x25b2, 0x25b3}, {0x25b6, 0x25b6}, {0x25bc, 0x25bd}, {0x25c0, 0x25c0},
	{0x25c6, 0x25cf}, {0x25e6, 0x25e6}, {0x2605, 0x2606}, {0x263e, 0x263f}, {0x2654, 0x2667},
	{0x2694, 0x2694}, {0x2702, 0x2702}, {0x2713, 0x2717},
}
