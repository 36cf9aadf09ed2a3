package cards

import (
	"fmt"
	"strconv"
	"strings"
)

// Game is one game's printable content, read from its folder: the manifest
// game.toml and the card lists it names.
type Game struct {
	ID      string // the folder name, used in commands ("tavern-tales")
	Name    string
	Players string
	Note    string
	Suits   []*SuitDef
	Decks   []*Deck
	Mats    []*Mat
	Path    string // the manifest's path, for messages
}

// Suit returns the suit definition with id, or nil.
func (g *Game) Suit(id string) *SuitDef {
	for _, s := range g.Suits {
		if s.ID == id {
			return s
		}
	}
	return nil
}

// Deck returns the deck with id, or nil.
func (g *Game) Deck(id string) *Deck {
	for _, d := range g.Decks {
		if d.ID == id {
			return d
		}
	}
	return nil
}

// CardIDs returns every custom card id of the game's decks (not the
// standard cards), for recognising ids such as "HE1" in text.
func (g *Game) CardIDs() map[string]*CardDef {
	ids := map[string]*CardDef{}
	for _, d := range g.Decks {
		if d.Standard {
			continue
		}
		for _, c := range d.Cards {
			ids[c.ID] = c
		}
	}
	return ids
}

// SuitDef is a suit of a custom deck (Tavern Tales' Stars) or a category of
// special cards, with how its cards look.
type SuitDef struct {
	ID    string
	Name  string // as printed: "Stars"
	Role  string // the suit's role keyword: "Heroic Claim"
	Group string // a family shared by several suits: "Wild Card"
	Icon  string // an icon name from templates ("star")
	Color string // "#rrggbb"
	Rule  string // a one-line rules reminder printed on the cards
	Pos   Pos
	// KeyPos is where each key of the suit's table is written.
	KeyPos map[string]Pos
}

// At returns the position of key in the suit's definition, or of the suit.
func (s *SuitDef) At(key string) Pos {
	if p, ok := s.KeyPos[key]; ok {
		return p
	}
	return s.Pos
}

// Component kinds: what a deck's items are and how they are cut.
const (
	KindCards   = "cards"   // playing cards, shuffled together
	KindTableau = "tableau" // player boards, cut like cards
	KindToken   = "token"   // cut-out tokens
)

// Deck is a set of printed items of one size and one face template: a deck
// of cards, a set of tableaux or a sheet of tokens.
type Deck struct {
	ID       string
	Name     string
	Kind     string // KindCards, KindTableau or KindToken
	Template string // the face template: "standard", "custom", "special", "castle", "stone"
	Size     string // as written: "poker" or "90x127"
	W, H     float64
	Shape    string // "rect" or "circle"
	Back     string // the back design, "" for none
	Standard bool   // the 52 standard cards (plus Jokers) rather than a card list
	Jokers   int
	File     string // the card list, for custom decks
	Count    int    // the number of items the deck must have; 0 = unchecked
	Note     string // a remark on the deck, shown by `cardstock list`
	Cards    []*CardDef
	Pos      Pos
	KeyPos   map[string]Pos // where each key of the deck's table is written
}

// Total returns the number of items printed, counting each card's copies.
func (d *Deck) Total() int {
	n := 0
	for _, c := range d.Cards {
		n += c.Count
	}
	return n
}

// At returns the position of key in the deck's definition, or of the deck.
func (d *Deck) At(key string) Pos {
	if p, ok := d.KeyPos[key]; ok {
		return p
	}
	return d.Pos
}

// CardDef is one card (or tableau, or token) of a deck, printed Count times.
type CardDef struct {
	ID      string
	Suit    string // a SuitDef id, or "" (standard cards use Card)
	Card    Card   // for standard decks
	Title   string
	Text    string
	Flavour string
	Value   string
	Flags   int
	Icon    string // an icon name overriding the suit's
	Count   int
	Source  string // where the text comes from in the seed ("L37")
	Pos     Pos
}

// Mat is a play mat: labelled zones on a sheet of W x H millimetres.
type Mat struct {
	ID    string
	Name  string
	Title string
	W, H  float64
	Zones []*Zone
	Pos   Pos
	IDPos Pos // where the mat's id is written
}

// Zone is an area of a mat. Slots is the number of card outlines drawn in
// it (real card size), laid out along its longer side.
type Zone struct {
	Name  string
	Note  string
	X, Y  float64
	W, H  float64
	Slots int
	Shape string // "rect" (default), "circle" for token areas, "track" for a row of Slots numbered cells
	// Facing is "near" (default: read from the mat's bottom edge, as its
	// title) or "far": turned half round for the player across the table.
	Facing string
	Pos    Pos
}

// CardSizes are the named card sizes in millimetres (width x height).
var CardSizes = map[string][2]float64{
	"poker":   {63.5, 88.9},
	"bridge":  {57.15, 88.9},
	"tarot":   {70, 120},
	"mini":    {44, 63},
	"us-mini": {41, 63},
}

// SizeNames lists the named sizes in a fixed order for messages.
var SizeNames = []string{"poker", "bridge", "tarot", "mini", "us-mini"}

// MaxDeckItems is the most items (cards, tableaux, tokens, counting
// copies) a deck may print: its documents are drawn in memory.
const MaxDeckItems = 100000

// The smallest and largest side of a card, tableau, token or mat written
// as WxH, in millimetres.
const (
	MinSide = 5
	MaxSide = 1000
)

// ParseSize reads a named size or "WxH" in millimetres, each side from
// MinSide to MaxSide (NaN and infinities are refused).
func ParseSize(s string) (w, h float64, err error) {
	if wh, ok := CardSizes[s]; ok {
		return wh[0], wh[1], nil
	}
	a, b, ok := strings.Cut(s, "x")
	if ok {
		w, err1 := strconv.ParseFloat(strings.TrimSpace(a), 64)
		h, err2 := strconv.ParseFloat(strings.TrimSpace(b), 64)
		if err1 == nil && err2 == nil {
			if w >= MinSide && h >= MinSide && w <= MaxSide && h <= MaxSide {
				return w, h, nil
			}
			return 0, 0, fmt.Errorf("size %q: each side must be from %d to %d mm", s, MinSide, MaxSide)
		}
	}
	return 0, 0, fmt.Errorf("unknown size %q: want one of %s, or WxH in millimetres such as 90x127", s, strings.Join(SizeNames, ", "))
}
