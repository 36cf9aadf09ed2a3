package templates

import "sort"

// Colours used across card faces, backs and mats.
const (
	Ink      = "#1a1a1a" // text and black suits
	Red      = "#c62828" // red suits
	Paper    = "#ffffff"
	Faint    = "#8a8a8a" // rules, notes and guides
	CropMark = "#000000"
	Guide    = "#00a0c8" // safe-zone guides, on request
)

// SuitColour is the colour of a standard suit: red for ♥ ♦, ink for ♠ ♣.
func SuitColour(red bool) string {
	if red {
		return Red
	}
	return Ink
}

// Back is a card-back design: a ground colour with a pattern in a second
// colour, a border, and an emblem (an icon) in the middle.
type Back struct {
	Name    string
	Ground  string
	Pattern string // "lattice", "stripes" or "dots"
	Ink     string // the pattern, border and emblem colour
	Emblem  string // an icon name
	Title   string // a word under the emblem, or ""
}

// Backs are the designs a deck can name with back = "...". The standard
// deck's colours (red, blue, green, black) are for players who want a
// choice; the others belong to a game.
var Backs = map[string]Back{
	"red":    {"red", "#9e1b1b", "lattice", "#e9b8b8", "spade", ""},
	"blue":   {"blue", "#1c3f7a", "lattice", "#b8c9e9", "club", ""},
	"green":  {"green", "#1f5c3a", "lattice", "#b9dcc6", "diamond", ""},
	"black":  {"black", "#222222", "lattice", "#bdbdbd", "heart", ""},
	"haunt":  {"haunt", "#2b1f3d", "dots", "#c9b8e6", "ghost", "Royal Haunts"},
	"castle": {"castle", "#4a4a52", "lattice", "#d6d0c4", "castle", "Castle Poker"},
	"queen":  {"queen", "#7a1030", "stripes", "#f0c6d2", "crown", "The Queen"},
	"magic":  {"magic", "#14245c", "dots", "#c3cdf2", "star", "Magic"},
	"family": {"family", "#1b4a36", "stripes", "#cfe3d5", "crown", "Royal Family"},
	"tavern": {"tavern", "#4e342e", "lattice", "#e8d2b0", "tankard", "Tavern Tales"},
}

// BackNames lists the back designs in sorted order.
func BackNames() []string {
	names := make([]string, 0, len(Backs))
	for n := range Backs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// StandardBacks are the back designs offered for standard decks.
var StandardBacks = []string{"red", "blue", "green", "black"}
