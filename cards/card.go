// Package cards reads card notation and deck definitions.
package cards

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Suit is one of the four French suits, or NoSuit.
type Suit uint8

// The suits, in the order the notation lists them.
const (
	NoSuit Suit = iota
	Spades
	Hearts
	Diamonds
	Clubs
)

// Suits lists the four suits in notation order.
var Suits = [4]Suit{Spades, Hearts, Diamonds, Clubs}

var suitSymbols = [...]string{"", "♠", "♥", "♦", "♣"}
var suitLetters = [...]string{"", "S", "H", "D", "C"}
var suitNames = [...]string{"", "Spades", "Hearts", "Diamonds", "Clubs"}

// String returns the suit's symbol (♠ ♥ ♦ ♣).
func (s Suit) String() string {
	if int(s) < len(suitSymbols) {
		return suitSymbols[s]
	}
	return "?"
}

// Letter returns the ASCII letter of the suit (S H D C).
func (s Suit) Letter() string {
	if int(s) < len(suitLetters) {
		return suitLetters[s]
	}
	return "?"
}

// Name returns the suit's English name in the plural ("Spades").
func (s Suit) Name() string {
	if int(s) < len(suitNames) {
		return suitNames[s]
	}
	return "?"
}

// Red reports whether the suit is Hearts or Diamonds.
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Rank is a card's rank: Ace = 1, 2..10, Jack = 11, Queen = 12, King = 13.
type Rank uint8

// The named ranks.
const (
	NoRank Rank = 0
	Ace    Rank = 1
	Ten    Rank = 10
	Jack   Rank = 11
	Queen  Rank = 12
	King   Rank = 13
)

var rankSymbols = [...]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}
var rankNames = [...]string{"", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"}

// String returns the rank's index as printed on a card (A 2..10 J Q K).
func (r Rank) String() string {
	if int(r) < len(rankSymbols) {
		return rankSymbols[r]
	}
	return "?"
}

// Name returns the rank's English name ("Queen").
func (r Rank) Name() string {
	if int(r) < len(rankNames) {
		return rankNames[r]
	}
	return "?"
}

// IsFace reports whether the rank is Jack, Queen or King.
func (r Rank) IsFace() bool { return r >= Jack && r <= King }

// Card is one card: a card of a standard deck, a Joker, or a card of a
// game's own deck named by its id in the content (Castle Poker's "MES",
// Tavern Tales' "HE1"), packed into 16 bits so that engines can copy and
// compare cards cheaply. The same identity serves printing and rules. The
// zero Card is no card.
//
// Standard cards are 1..52: 1 + 13*(suit-1) + (rank-1). Joker is a Joker that
// need not be told apart from the other; JK1 and JK2 are the two Jokers of a
// deck when they must be. A custom card (Custom) is FirstCustom plus its id
// read as a number in base 37, so its value, and the order of custom cards,
// follow from the id alone: the same in every run and every version.
type Card uint16

// The Jokers.
const (
	NoCard Card = 0
	Joker  Card = 53
	JK1    Card = 54
	JK2    Card = 55
)

// New returns the standard card of rank r and suit s.
func New(r Rank, s Suit) Card {
	if r < Ace || r > King || s < Spades || s > Clubs {
		return NoCard
	}
	return Card(1 + 13*(int(s)-1) + int(r) - 1)
}

// Rank returns the card's rank, or NoRank for a Joker.
func (c Card) Rank() Rank {
	if c == NoCard || c > 52 {
		return NoRank
	}
	return Rank((int(c)-1)%13 + 1)
}

// Suit returns the card's suit, or NoSuit for a Joker.
func (c Card) Suit() Suit {
	if c == NoCard || c > 52 {
		return NoSuit
	}
	return Suit((int(c)-1)/13 + 1)
}

// IsJoker reports whether c is any Joker.
func (c Card) IsJoker() bool { return c >= Joker && c <= JK2 }

// Valid reports whether c is a standard card, a Joker or a custom card.
func (c Card) Valid() bool { return c >= 1 && c <= JK2 || c.IsCustom() }

// String returns the card in notation with suit symbols: "Q♠", "10♥", "JK",
// or a custom card's id: "HE1".
func (c Card) String() string {
	if int(c) < len(cardStrings) {
		return cardStrings[c]
	}
	switch {
	case c.IsCustom():
		return c.ID()
	case c == Joker:
		return "JK"
	case c == JK1:
		return "JK1"
	case c == JK2:
		return "JK2"
	case c.Valid():
		return c.Rank().String() + c.Suit().String()
	}
	return "??"
}

// cardStrings holds String of the standard cards and Jokers, so that
// writing a card allocates nothing.
var cardStrings [JK2 + 1]string

func init() {
	for c := Card(0); c <= JK2; c++ {
		cardStrings[c] = c.format()
	}
}

func (c Card) format() string {
	switch {
	case c == Joker:
		return "JK"
	case c == JK1:
		return "JK1"
	case c == JK2:
		return "JK2"
	case c >= 1 && c <= 52:
		return c.Rank().String() + c.Suit().String()
	}
	return "??"
}

// ASCII returns the card in notation with suit letters: "QS", "10H", "JK".
func (c Card) ASCII() string {
	if c >= 1 && c <= 52 {
		return c.Rank().String() + c.Suit().Letter()
	}
	return c.String()
}

// Name returns the card's English name: "Queen of Spades", "Joker".
func (c Card) Name() string {
	if c.IsJoker() {
		return "Joker"
	}
	if c.IsCustom() {
		return c.ID()
	}
	if !c.Valid() {
		return "no card"
	}
	return c.Rank().Name() + " of " + c.Suit().Name()
}

// Deck52 returns the 52 standard cards in notation order (♠ A..K, ♥, ♦, ♣).
func Deck52() []Card {
	d := make([]Card, 52)
	for i := range d {
		d[i] = Card(i + 1)
	}
	return d
}

// Deck54 returns the 52 standard cards followed by JK1 and JK2.
func Deck54() []Card { return append(Deck52(), JK1, JK2) }

// ErrNotation is wrapped by every error about card notation.
var ErrNotation = errors.New("bad card notation")

// NotationHelp says what card notation is accepted.
const NotationHelp = "a rank A 2-10 J Q K (T for 10) followed by a suit ♠ ♥ ♦ ♣ (or S H D C), or JK, JK1, JK2"

// CustomHelp says what a custom card's id looks like in notation.
const CustomHelp = "a card id of three capital letters and digits starting with a letter, such as MES or HE1"

// Parse reads one card in notation: a rank A 2..10 J Q K (T for 10) followed
// by a suit ♠ ♥ ♦ ♣ (S H D C, lower case too, and the outline forms ♤ ♡ ♢ ♧),
// or a Joker JK, JK1, JK2.
func Parse(s string) (Card, error) {
	c, ok := parse(s)
	if !ok {
		return NoCard, fmt.Errorf("%w: %q: want %s", ErrNotation, s, NotationHelp)
	}
	return c, nil
}

// MustParse is Parse for card notation known to be good, as in tests and
// tables; it panics on bad notation.
func MustParse(s string) Card {
	c, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

func parse(s string) (Card, bool) {
	switch strings.ToUpper(s) {
	case "JK":
		return Joker, true
	case "JK1":
		return JK1, true
	case "JK2":
		return JK2, true
	}
	if len(s) < 2 {
		return NoCard, false
	}
	suitRune, size := utf8.DecodeLastRuneInString(s)
	if suitRune == utf8.RuneError {
		return NoCard, false
	}
	var suit Suit
	switch suitRune {
	case '♠', '♤', 'S', 's':
		suit = Spades
	case '♥', '♡', 'H', 'h':
		suit = Hearts
	case '♦', '♢', 'D', 'd':
		suit = Diamonds
	case '♣', '♧', 'C', 'c':
		suit = Clubs
	default:
		return NoCard, false
	}
	var rank Rank
	switch strings.ToUpper(s[:len(s)-size]) {
	case "A":
		rank = Ace
	case "2", "3", "4", "5", "6", "7", "8", "9":
		rank = Rank(s[0] - '0')
	case "10", "T":
		rank = Ten
	case "J":
		rank = Jack
	case "Q":
		rank = Queen
	case "K":
		rank = King
	default:
		return NoCard, false
	}
	return New(rank, suit), true
}

// Token is one word of a card list with the column (in characters, from 1)
// where it starts.
type Token struct {
	Text string
	Col  int
}

// Fields splits a line of card notation at spaces, commas and brackets, and
// keeps each word's column for error messages.
func Fields(line string) []Token {
	var toks []Token
	col, start, startCol := 1, -1, 0
	for i, r := range line {
		sep := r == ' ' || r == '\t' || r == ',' || r == '[' || r == ']'
		if sep && start >= 0 {
			toks = append(toks, Token{line[start:i], startCol})
			start = -1
		} else if !sep && start < 0 {
			start, startCol = i, col
		}
		col++
	}
	if start >= 0 {
		toks = append(toks, Token{line[start:], startCol})
	}
	return toks
}

// ParseList reads cards separated by spaces or commas ("K♠ J♥, JK"). Errors
// name the column of the bad card relative to pos.
func ParseList(pos Pos, s string) ([]Card, error) {
	return parseList(pos, s, Parse)
}

func parseList(pos Pos, s string, parse func(string) (Card, error)) ([]Card, error) {
	var out []Card
	var errs ErrorList
	for _, t := range Fields(s) {
		c, err := parse(t.Text)
		if err != nil {
			p := pos
			if p.Col > 0 {
				p.Col += t.Col - 1
			}
			errs.Append(p, err)
			continue
		}
		out = append(out, c)
	}
	return out, errs.Err()
}

// FormatList writes cards in notation separated by single spaces.
func FormatList(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// FirstCustom is the lowest value of a custom card.
const FirstCustom Card = 256

const idAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// Custom returns the card whose id in a game's content is id: two or three
// capital letters and digits, starting with a letter ("MES", "HE1", "WJ2"),
// and not notation for a standard card or a Joker. ok is false for any
// other id; such a card cannot be held by an engine.
func Custom(id string) (c Card, ok bool) {
	if len(id) < 2 || len(id) > 3 || id[0] < 'A' || id[0] > 'Z' {
		return NoCard, false
	}
	if _, std := parse(id); std {
		return NoCard, false
	}
	n := 0
	for i := 0; i < 3; i++ {
		d := 0
		if i < len(id) {
			d = strings.IndexByte(idAlphabet, id[i]) + 1
			if d == 0 {
				return NoCard, false
			}
		}
		n = n*37 + d
	}
	return FirstCustom + Card(n), true
}

// IsCustom reports whether c is a card of a game's own deck (see Custom).
func (c Card) IsCustom() bool {
	return c >= FirstCustom && c < FirstCustom+37*37*37 && (c-FirstCustom)/(37*37) > 10
}

// ID returns a custom card's id ("MES"), or "" for other cards.
func (c Card) ID() string {
	if !c.IsCustom() {
		return ""
	}
	n := int(c - FirstCustom)
	var b [3]byte
	k := 0
	for _, div := range [3]int{37 * 37, 37, 1} {
		d := n / div % 37
		if d > 0 {
			b[k] = idAlphabet[d-1]
			k++
		}
	}
	return string(b[:k])
}

// ParseCard reads one card in notation as Parse does, or the id of a custom
// card (Custom): the one reader of card notation for engines, whose games
// may hold custom cards.
func ParseCard(s string) (Card, error) {
	if c, ok := parse(s); ok {
		return c, nil
	}
	if c, ok := Custom(s); ok {
		return c, nil
	}
	return NoCard, fmt.Errorf("%w: %q: want %s, or %s", ErrNotation, s, NotationHelp, CustomHelp)
}

// ParseCards is ParseList with ParseCard: it reads standard cards, Jokers
// and custom cards.
func ParseCards(pos Pos, s string) ([]Card, error) {
	return parseList(pos, s, ParseCard)
}
