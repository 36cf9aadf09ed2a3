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
