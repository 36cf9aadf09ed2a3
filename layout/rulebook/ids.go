package rulebook

import (
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/templates"
)

// iconGlyphs are the font glyphs that stand for the icons of custom suits
// in running text; an icon with no glyph (the trumpet) shows the id alone.
var iconGlyphs = map[string]string{
	"heart":   "♥",
	"diamond": "♦",
	"spade":   "♠",
	"club":    "♣",
	"star":    "★",
	"moon":    "☾",
	"sword":   "⚔",
	"wild":    "◈",
}

// IDStyles returns how the custom card ids of g are drawn in text: each
// card's suit name, its icon's glyph, the suit colour and its role as the
// label. It returns nil for a game whose decks are all standard.
func IDStyles(g *cards.Game) map[string]IDStyle {
	defs := g.CardIDs()
	if len(defs) == 0 {
		return nil
	}
	out := make(map[string]IDStyle, len(defs))
	for id, c := range defs {
		sty := IDStyle{Color: [3]uint8(black)}
		if s := g.Suit(c.Suit); s != nil {
			sty.Suit = s.Name
			sty.Label = s.Role
			if sty.Label == "" {
				sty.Label = s.Name
			}
			sty.Symbol = iconGlyphs[s.Icon]
			sty.Icon = s.Icon
			if col, ok := parseColor(s.Color); ok {
				sty.Color = col
			}
		}
		if c.Icon != "" {
			sty.Symbol = iconGlyphs[c.Icon]
			sty.Icon = c.Icon
		}
		if _, ok := templates.Icon(sty.Icon); !ok {
			sty.Icon = ""
		}
		out[id] = sty
	}
	return out
}

// parseColor reads "#rrggbb".
func parseColor(s string) ([3]uint8, bool) {
	s = strings.TrimPrefix(s, "#")
	if len(s) != 6 {
		return [3]uint8{}, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return [3]uint8{}, false
	}
	return [3]uint8{uint8(v >> 16), uint8(v >> 8), uint8(v)}, true
}
