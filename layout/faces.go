package layout

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/templates"
)

// Face is one item to draw: a card (or tableau, or token) of a deck.
type Face struct {
	Game *cards.Game
	Deck *cards.Deck
	Card *cards.CardDef
	// ForShop is set for print-shop pages: the shop cuts round tokens with
	// a die, so no cut line is printed on them.
	ForShop bool
}

// DrawFace draws f with its trim box at trim and its artwork reaching out
// to bleed (which contains trim). Everything drawn is clipped to bleed, so
// artwork never crosses a shared cut line into a neighbour. Errors name the
// card and where it is defined.
func DrawFace(s Surface, f Face, trim, bleed Rect) error {
	s.BeginClip(bleed)
	defer s.EndClip()
	var err error
	switch f.Deck.Template {
	case "standard":
		err = drawStandard(s, f.Card.Card, deckMark(f), trim, bleed)
	case "custom", "special":
		err = drawCustom(s, f, trim, bleed)
	case "castle":
		err = drawCastle(s, f, trim, bleed)
	case "stone":
		err = drawStone(s, f, trim, bleed, !f.ForShop)
	default:
		return cards.Errorf(f.Deck.At("template"), "unknown template %q", f.Deck.Template)
	}
	if err != nil {
		return cards.Errorf(f.Card.Pos, "deck %q: card %q: %w", f.Deck.ID, f.Card.ID, err)
	}
	return nil
}

var suitIcons = map[cards.Suit]string{cards.Spades: "spade", cards.Hearts: "heart", cards.Diamonds: "diamond", cards.Clubs: "club"}

// pipLayouts places the pips of 2..10 in a unit box: column 0, 0.5 or 1 and
// row from 0 (top) to 1 (bottom), as on traditional cards.
var pipLayouts = map[cards.Rank][][2]float64{
	2:  {{.5, 0}, {.5, 1}},
	3:  {{.5, 0}, {.5, .5}, {.5, 1}},
	4:  {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
	5:  {{0, 0}, {1, 0}, {.5, .5}, {0, 1}, {1, 1}},
	6:  {{0, 0}, {1, 0}, {0, .5}, {1, .5}, {0, 1}, {1, 1}},
	7:  {{0, 0}, {1, 0}, {.5, .25}, {0, .5}, {1, .5}, {0, 1}, {1, 1}},
	8:  {{0, 0}, {1, 0}, {.5, .25}, {0, .5}, {1, .5}, {.5, .75}, {0, 1}, {1, 1}},
	9:  {{0, 0}, {1, 0}, {0, 1. / 3}, {1, 1. / 3}, {.5, .5}, {0, 2. / 3}, {1, 2. / 3}, {0, 1}, {1, 1}},
	10: {{0, 0}, {1, 0}, {.5, 1. / 6}, {0, 1. / 3}, {1, 1. / 3}, {0, 2. / 3}, {1, 2. / 3}, {.5, 5. / 6}, {0, 1}, {1, 1}},
}

var faceGlyphs = map[cards.Rank]string{cards.Jack: "♞", cards.Queen: "♛", cards.King: "♚"}

// deckMark returns the icon that tells f's deck apart from another standard
// deck of its game on the front (the emblem of the deck's back), or "" when
// the game has one standard deck.
func deckMark(f Face) string {
	if f.Game == nil || f.Deck == nil || !f.Deck.Standard {
		return ""
	}
	n := 0
	for _, d := range f.Game.Decks {
		if d.Standard {
			n++
		}
	}
	if n < 2 {
		return ""
	}
	return templates.Backs[f.Deck.Back].Emblem
}

// indexSize is the type size of a corner index: 17 units, less for an
// index so wide ("10") that it would reach into the safe zone.
func indexSize(rank string, cx, left, u float64) float64 {
	size := 17 * u
	if w := TextWidth(Font{templates.SansCond, "B", size}, rank); cx-w/2 < left {
		size *= (cx - left) * 2 / w
	}
	return size
}

func drawStandard(s Surface, c cards.Card, mark string, t, bleed Rect) error {
	s.Rect(bleed, Filled(white))
	u := t.W / 63.5 // scale from the poker card the design was drawn for
	if c.IsJoker() {
		return drawJoker(s, c, t, u)
	}
	col := ParseColour(templates.SuitColour(c.Suit().Red()))
	icon := suitIcons[c.Suit()]
	index := func() error {
		cx := t.X + 6.2*u
		rank := c.Rank().String()
		size := indexSize(rank, cx, t.X+SafeZone*u+0.3*u, u)
		if err := Label(s, rank, templates.SansCond, "B", size, cx, t.Y+8*u, "C", col); err != nil {
			return err
		}
		if err := Icon(s, icon, cx, t.Y+15.5*u, 5.2*u, col); err != nil {
			return err
		}
		if mark != "" {
			// The deck mark, in a ring under the index.
			s.Ellipse(cx, t.Y+22*u, 2.4*u, 2.4*u, Stroked(ParseColour(templates.Ink), 0.2))
			return Icon(s, mark, cx, t.Y+22*u, 3.4*u, ParseColour(templates.Ink))
		}
		return nil
	}
	if err := index(); err != nil {
		return err
	}
	if err := rotate180(s, t.X+t.W/2, t.Y+t.H/2, index); err != nil {
		return err
	}
	cx, cy := t.X+t.W/2, t.Y+t.H/2
	r := c.Rank()
	switch {
	case r == cards.Ace:
		return Icon(s, icon, cx, cy, 26*u, col)
	case r.IsFace():
		return drawCourt(s, r, icon, col, Rect{t.X + 12.5*u, t.Y + 10*u, t.W - 25*u, t.H - 20*u})
	}
	box := Rect{t.X + 17*u, t.Y + 13*u, t.W - 34*u, t.H - 26*u}
	for _, p := range pipLayouts[r] {
		px, py := box.X+p[0]*box.W, box.Y+p[1]*box.H
		size := 9.5 * u
		if p[1] > 0.5 {
			if err := rotate180(s, px, py, func() error { return Icon(s, icon, px, py, size, col) }); err != nil {
				return err
			}
			continue
		}
		if err := Icon(s, icon, px, py, size, col); err != nil {
			return err
		}
	}
	return nil
}

func drawJoker(s Surface, c cards.Card, t Rect, u float64) error {
	col := ParseColour(templates.Ink)
	if c != cards.JK2 {
		col = ParseColour(templates.Red)
	}
	corner := func() error {
		for i, ch := range []string{"J", "O", "K", "E", "R"} {
			if err := Label(s, ch, templates.SansCond, "B", 9*u, t.X+5.5*u, t.Y+6.5*u+float64(i)*3.6*u, "C", col); err != nil {
				return err
			}
		}
		return nil
	}
	if err := corner(); err != nil {
		return err
	}
	if err := rotate180(s, t.X+t.W/2, t.Y+t.H/2, corner); err != nil {
		return err
	}
	panel := Rect{t.X + 12.5*u, t.Y + 10*u, t.W - 25*u, t.H - 20*u}
	s.RoundedRect(panel, panel.W*0.04, FilledStroked(col.Mix(white, 0.92), col, 0.35))
	drawJester(s, col, Rect{panel.X + 2*u, panel.Y + 6*u, panel.W - 4*u, panel.W - 4*u})
	if err := Label(s, "JOKER", templates.Serif, "B", 17*u, t.X+t.W/2, panel.Y+panel.H-13*u, "C", col); err != nil {
		return err
	}
	// The two Jokers told apart by a star or two under the name.
	n := 1
	if c == cards.JK2 {
		n = 2
	}
	for i := 0; i < n; i++ {
		x := t.X + t.W/2 + (float64(i)-float64(n-1)/2)*6*u
		if err := Icon(s, "star", x, panel.Y+panel.H-5.5*u, 4*u, col); err != nil {
			return err
		}
	}
	return nil
}

// drawCustom draws a card of a custom deck (Tavern Tales) or a special card
// (Castle Poker): a band in the suit's colour with its name and role, the
// suit's icon, the card's title and text fitted to their boxes, and the
// suit's rules reminder.
func drawCustom(s Surface, f Face, t, bleed Rect) error {
	c := f.Card
	suit := f.Game.Suit(c.Suit)
	if suit == nil {
		return fmt.Errorf("no suit %q", c.Suit)
	}
	col := ParseColour(suit.Color)
	u := t.W / 63.5
	v := t.H / 88.9
	safe := t.Inset(SafeZone * u)
	// Ground and band.
	s.Rect(bleed, Filled(col.Mix(white, 0.86)))
	band := t.Y + 16*v
	s.Rect(Rect{bleed.X, bleed.Y, bleed.W, band - bleed.Y}, Filled(col))
	// The band's text is white on a dark suit colour, ink on a light one;
	// text on the white panel is the suit colour, darkened until it reads.
	bandInk := BandInk(col)
	deep := OnWhite(col)
	icon := suit.Icon
	if c.Icon != "" {
		icon = c.Icon
	}
	// A card with a value shows it as a playing card's index: top left,
	// and again turned at the bottom right, so that it shows in a fanned
	// hand; its icon moves to the band's right.
	iconX := safe.X + 5*u
	headBox := Rect{safe.X + 11*u, t.Y + 3.2*v, safe.W - 11*u, 6.5 * v}
	if c.Value != "" {
		iconX = safe.X + safe.W - 5*u
		headBox.W -= 11 * u
		index := func() error {
			s.Ellipse(safe.X+4.5*u, t.Y+8*v, 4.6*u, 4.6*u, Filled(white))
			return Label(s, c.Value, templates.Sans, "B", 13*u, safe.X+4.5*u, t.Y+8.2*v, "C", deep)
		}
		if err := index(); err != nil {
			return err
		}
		if err := rotate180(s, t.X+t.W/2, t.Y+t.H/2, index); err != nil {
			return err
		}
	}
	if err := Icon(s, icon, iconX, t.Y+8.5*v, 9*u, bandInk); err != nil {
		return err
	}
	head, sub := suit.Name, suit.Role
	if suit.Group != "" {
		head, sub = suit.Group, suit.Name
	}
	if f.Deck.Template == "special" {
		head, sub = c.Title, suit.Name
	}
	if err := DrawText(s, TextBox{Text: Typographic(head), Family: templates.Sans, Style: "B", Size: 11, MinSize: 7, Align: "L"}, headBox, true, bandInk, "heading"); err != nil {
		return err
	}
	if err := DrawText(s, TextBox{Text: Typographic(sub), Family: templates.Serif, Style: "I", Size: 8, MinSize: 5.5, Align: "L"}, Rect{headBox.X, t.Y + 9.6*v, headBox.W, 4.2 * v}, true, bandInk, "role"); err != nil {
		return err
	}
	// Body: a white panel with the title, an emblem and the text.
	panel := Rect{safe.X, t.Y + 19*v, safe.W, t.H - 19*v - 17*v}
	s.RoundedRect(panel, 2*u, FilledStroked(white, col, 0.3))
	inner := panel.Inset(2.2 * u)
	y := inner.Y
	title := c.Title
	if f.Deck.Template == "special" {
		title = ""
	}
	if title != "" {
		tb := Rect{inner.X, y, inner.W, 8 * v}
		if err := DrawText(s, TextBox{Text: Typographic(title), Family: templates.Sans, Style: "B", Size: 11.5, MinSize: 6.5, Align: "C"}, tb, true, deep, "title"); err != nil {
			return err
		}
		y += 8.5 * v
	}
	emblem := 15 * u
	if title != "" || c.Flavour != "" {
		emblem = 10 * u
	}
	if err := Icon(s, icon, inner.X+inner.W/2, y+emblem/2, emblem, deep.Mix(col, 0.5).Mix(white, 0.45)); err != nil {
		return err
	}
	y += emblem + 1.5*v
	if c.Flavour != "" {
		fb := Rect{inner.X, y, inner.W, 11 * v}
		if err := DrawText(s, TextBox{Text: Typographic(c.Flavour), Family: templates.Serif, Style: "I", Size: 8, MinSize: 6, Align: "C", Leading: 1.15}, fb, true, deep.Mix(RGB{}, 0.3), "flavour"); err != nil {
			return err
		}
		y += 11.5 * v
	}
	textBox := Rect{inner.X, y, inner.W, inner.Y + inner.H - y}
	// Flavour lines are set in serif italic, rules text (special cards) in
	// sans.
	family, style, size := templates.Serif, "I", 10.5
	if f.Deck.Template == "special" {
		family, style, size = templates.Sans, "", 7.8
	}
	if err := DrawText(s, TextBox{Text: Typographic(c.Text), Family: family, Style: style, Size: size, MinSize: 6, Align: "C", Leading: 1.2}, textBox, true, RGB{26, 26, 26}, "text"); err != nil {
		return err
	}
	// Rules reminder and id.
	rule := Rect{safe.X, panel.Y + panel.H + 1.2*v, safe.W, t.Y + t.H - SafeZone*u - (panel.Y + panel.H + 1.2*v) - 2.6*v}
	idX, idAlign := safe.X+safe.W, "R"
	if c.Value != "" {
		// Clear of the turned index at the bottom right.
		rule.X, rule.W = safe.X+10*u, safe.W-20*u
		idX, idAlign = safe.X, "L"
	}
	if suit.Rule != "" {
		// Set upright in sans bold, as rules text, at 8 pt or more: a
		// player reads it across the table. (Bold, a face the card already
		// uses, rather than a third face to embed.)
		if err := DrawText(s, TextBox{Text: Typographic(suit.Rule), Family: templates.Sans, Style: "B", Size: 8, MinSize: 7.5, Align: "C", Leading: 1.12}, rule, true, deep.Mix(RGB{}, 0.3), "rules reminder"); err != nil {
			return err
		}
	}
	// Custom cards keep to two faces, Sans Bold and Serif Italic (the
	// special cards' rules text adds a third): each face costs every
	// document that uses it a font to parse, hash and embed.
	return Label(s, c.ID, templates.Sans, "B", 5, idX, safe.Y+safe.H-1.2*v, idAlign, deep.Mix(RGB{}, 0.2))
}

// drawCastle draws a Castle Poker castle tableau: its title and flag count,
// its castle (each of the six has its own silhouette, a flag on each of n
// towers), three stone spaces, and below them the first-dealer banner on
// the 4-flag castle, clear of the art.
func drawCastle(s Surface, f Face, t, bleed Rect) error {
	c := f.Card
	stone := ParseColour("#6d6a66")
	sky := ParseColour("#dfe8ef")
	ground := t.Y + t.H*0.58
	s.Rect(bleed, Filled(sky))
	s.Rect(Rect{bleed.X, ground, bleed.W, bleed.Y + bleed.H - ground}, Filled(ParseColour("#b9c7a4")))
	safe := t.Inset(SafeZone + 1)
	if err := DrawText(s, TextBox{Text: Typographic(c.Title), Family: templates.Sans, Style: "B", Size: 14, MinSize: 9, Align: "C"}, Rect{safe.X, safe.Y, safe.W, 8}, true, stone.Mix(RGB{}, 0.4), "title"); err != nil {
		return err
	}
	cx := t.X + t.W/2
	n := c.Flags
	if n > 0 {
		if err := Label(s, fmt.Sprintf("%d flag%s", n, plural(n)), templates.Sans, "B", 8, cx, safe.Y+11, "C", stone.Mix(RGB{}, 0.4)); err != nil {
			return err
		}
	}
	if err := drawCastleArt(s, n, cx, ground); err != nil {
		return err
	}
	// Three stone spaces.
	r := 13.0
	sy := t.Y + 88
	for i := 0; i < 3; i++ {
		sx := cx + float64(i-1)*(2*r+2.5)
		s.Ellipse(sx, sy, r, r, FilledStroked(white.Mix(stone, 0.15), stone, 0.5).Dashed(1.2, 0.8))
		if err := Label(s, fmt.Sprint(i+1), templates.Sans, "B", 14, sx, sy, "C", stone.Mix(white, 0.35)); err != nil {
			return err
		}
	}
	y := sy + r + 2
	if n == 4 {
		// The first-dealer banner, below the stone spaces.
		banner := Rect{cx - 20, y, 40, 7}
		s.RoundedRect(banner, 1.2, Filled(ParseColour("#b71c1c")))
		if err := Label(s, "FIRST DEALER", templates.SansCond, "B", 9, cx, y+3.5, "C", white); err != nil {
			return err
		}
		y += 8.5
	}
	if c.Text != "" {
		box := Rect{safe.X, y, safe.W, safe.Y + safe.H - y}
		if err := DrawText(s, TextBox{Text: Typographic(c.Text), Family: templates.Serif, Style: "I", Size: 9, MinSize: 6.5, Align: "C"}, box, true, stone.Mix(RGB{}, 0.5), "text"); err != nil {
			return err
		}
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// drawStone draws a round stone token, with its cut line when cut is set.
func drawStone(s Surface, f Face, t, bleed Rect, cut bool) error {
	cx, cy := t.X+t.W/2, t.Y+t.H/2
	r := t.W / 2
	base := ParseColour("#8d8a85")
	outer := r + (bleed.W-t.W)/2
	if cut {
		s.Ellipse(cx, cy, outer, outer, Filled(base))
	} else {
		// For a print shop the stone's colour fills the whole page, so
		// that a trim to the TrimBox leaves no white corners, and the die
		// line says where the shop's die cuts.
		s.Rect(bleed, Filled(base))
	}
	s.Ellipse(cx-r*0.12, cy-r*0.12, r*0.78, r*0.78, Filled(base.Mix(white, 0.25)))
	pit := Filled(base.Mix(RGB{}, 0.2))
	// A few pits, as x, y and radius in units of the stone's radius.
	for _, p := range [][3]float64{{-.35, -.2, .08}, {.3, -.35, .06}, {.25, .3, .09}, {-.2, .4, .05}, {.05, .02, .05}} {
		s.Ellipse(cx+p[0]*r, cy+p[1]*r, p[2]*r, p[2]*r, pit)
	}
	if cut {
		// The cut line, dark enough to follow with scissors.
		s.Ellipse(cx, cy, r, r, Stroked(base.Mix(RGB{}, 0.6), 0.3))
	} else if d, ok := s.(DieLiner); ok {
		d.DieLine(cx, cy, r)
	}
	return nil
}

// DrawBack draws the named back design in trim, reaching out to bleed,
// upside down when rotated (Imposition.BackRotated).
func DrawBack(s Surface, name string, trim, bleed Rect, rotated bool) error {
	deg := 0.0
	if rotated {
		deg = 180
	}
	return DrawBackTurned(s, name, trim, bleed, deg)
}

// DrawBackTurned draws the named back design in the page slot trim,
// reaching out to the page rectangle bleed, turned deg degrees
// anticlockwise (a multiple of 90: Imposition.BackAngle, so that duplex and
// fold-over backs come out upright).
func DrawBackTurned(s Surface, name string, trim, bleed Rect, deg float64) error {
	b, ok := templates.Backs[name]
	if !ok {
		return fmt.Errorf("layout: unknown back %q", name)
	}
	return drawTurned(s, deg, trim, bleed, func(trim, bleed Rect) error {
		s.BeginClip(bleed)
		defer s.EndClip()
		return drawBack(s, name, b, trim, bleed)
	})
}

func drawBack(s Surface, name string, b templates.Back, trim, bleed Rect) error {
	ground, col := ParseColour(b.Ground), ParseColour(b.Ink)
	s.Rect(bleed, Filled(ground))
	pattern := ground.Mix(col, 0.35)
	line := Stroked(pattern, 0.25)
	step := 4.0
	switch b.Pattern {
	case "lattice":
		span := bleed.W + bleed.H
		for d := -span; d < span; d += step {
			s.Line(bleed.X+d, bleed.Y, bleed.X+d+bleed.H, bleed.Y+bleed.H, line)
			s.Line(bleed.X+d+bleed.H, bleed.Y, bleed.X+d, bleed.Y+bleed.H, line)
		}
	case "stripes":
		for x := bleed.X; x < bleed.X+bleed.W; x += step {
			s.Line(x, bleed.Y, x, bleed.Y+bleed.H, line)
		}
	case "dots":
		// Square dots: a circle is four Bézier curves, and a back has
		// hundreds of dots, so squares make sheets of backs several times
		// quicker to write and smaller, with no visible difference at 0.8 mm.
		for y := bleed.Y + step/2; y < bleed.Y+bleed.H; y += step {
			for x := bleed.X + step/2; x < bleed.X+bleed.W; x += step {
				s.Rect(Rect{x - 0.4, y - 0.4, 0.8, 0.8}, Filled(pattern))
			}
		}
	}
	inner := trim.Inset(4)
	s.RoundedRect(inner, 3, FilledStroked(ground, col, 0.6))
	in2 := inner.Inset(1.5)
	s.RoundedRect(in2, 2, Stroked(col, 0.25))
	size := trim.W * 0.42
	cy := trim.Y + trim.H/2
	if b.Title != "" {
		cy -= size * 0.15
	}
	if err := Icon(s, b.Emblem, trim.X+trim.W/2, cy, size, col); err != nil {
		return err
	}
	if b.Title != "" {
		box := Rect{in2.X + 2, cy + size/2 + 2, in2.W - 4, 7}
		if err := DrawText(s, TextBox{Text: b.Title, Family: templates.Sans, Style: "B", Size: 9.5, MinSize: 6, Align: "C"}, box, true, col, "back "+name); err != nil {
			return err
		}
	}
	return nil
}

// CardImage returns a function that draws a small image of a card of g in
// r on a surface, with a thin outline.
func CardImage(g *cards.Game) func(s Surface, n cards.Notation, r Rect) error {
	std := &cards.Deck{ID: "standard", Template: "standard", W: 63.5, H: 88.9}
	ids := g.CardIDs()
	decks := map[*cards.CardDef]*cards.Deck{}
	for _, d := range g.Decks {
		for _, c := range d.Cards {
			decks[c] = d
		}
		if d.Standard {
			std = d
		}
	}
	return func(s Surface, n cards.Notation, r Rect) error {
		f := Face{Game: g, Deck: std, Card: &cards.CardDef{ID: n.String(), Card: n.Card, Count: 1}}
		if n.ID != "" {
			c, ok := ids[n.ID]
			if !ok {
				return fmt.Errorf("no card %q in %s", n.ID, g.Name)
			}
			f = Face{Game: g, Deck: decks[c], Card: c}
		}
		if err := DrawFace(s, f, r, r); err != nil {
			return err
		}
		s.RoundedRect(r, r.W*0.05, Stroked(ParseColour(templates.Faint), 0.2))
		return nil
	}
}

// Typographic returns s with straight quotes made curly: an apostrophe
// within or after a word is ’, a quote opening a word ‘ or “, one closing
// it ’ or ”.
func Typographic(s string) string {
	if !strings.ContainsAny(s, "'\"") {
		return s
	}
	r := []rune(s)
	var b strings.Builder
	for i, c := range r {
		opening := i == 0 || unicode.IsSpace(r[i-1]) || strings.ContainsRune("([{‘“—–-/", r[i-1])
		switch {
		case c == '\'' && opening:
			b.WriteRune('‘')
		case c == '\'':
			b.WriteRune('’')
		case c == '"' && opening:
			b.WriteRune('“')
		case c == '"':
			b.WriteRune('”')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// BandInk is the colour of text set on ground: white, or near-black ink on
// a ground too light for white to reach a 4.5:1 contrast.
func BandInk(ground RGB) RGB {
	ink := ParseColour(templates.Ink)
	if Contrast(ground, white) >= 4.5 || Contrast(ground, white) >= Contrast(ground, ink) {
		return white
	}
	return ink
}

// OnWhite returns c darkened, keeping its hue, until it reaches a 4.5:1
// contrast against white: c itself when it already does.
func OnWhite(c RGB) RGB {
	for t := 0.0; t <= 1; t += 0.05 {
		if d := c.Mix(RGB{}, t); Contrast(d, white) >= 4.5 {
			return d
		}
	}
	return RGB{}
}
