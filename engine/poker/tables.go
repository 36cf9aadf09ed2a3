package poker

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Reference tables of poker hands, for the games that use them (Royal
// Haunts, Castle Poker): every cell that states a category or a count is
// computed by this package's own evaluator.

// Special is a card outside the standard deck as the evaluator sees it
// (Castle Poker's Barrels/sack, Messenger, Trebuchet), for the tables.
type Special struct {
	Name  string // as printed on the card: "Barrels/sack"
	Card  Card   // rank and suit (cards.NoSuit) as the evaluator sees it
	Count int    // copies in the deck
}

// rankingExamples are the standard hands the ranking table shows, one per
// category; RankingTable classifies each rather than trusting this list.
var rankingExamples = []string{
	"9♣ 9♠ 9♦ 9♥ JK",
	"J♣ 10♣ 9♣ 8♣ 7♣",
	"K♠ K♥ K♦ K♣ 3♦",
	"10♠ 10♥ 10♦ 4♣ 4♥",
	"A♣ J♣ 9♣ 6♣ 2♣",
	"8♦ 7♣ 6♥ 5♠ 4♥",
	"Q♠ Q♥ Q♦ 7♣ 2♠",
	"J♠ J♥ 5♦ 5♣ A♥",
	"9♠ 9♦ K♥ 6♣ 3♠",
	"A♦ Q♣ 8♥ 5♠ 3♣",
}

var categoryDefs = [NumCategories]string{
	HighCard:      "none of the hands above",
	Pair:          "two cards of one rank",
	TwoPair:       "two pairs",
	ThreeOfAKind:  "three cards of one rank",
	Straight:      "five cards in sequence (A-2-3-4-5 is the lowest)",
	Flush:         "five cards of one suit",
	FullHouse:     "three of a kind and a pair",
	FourOfAKind:   "four cards of one rank",
	StraightFlush: "five cards in sequence, all one suit",
	FiveOfAKind:   "five cards of one rank (needs a wild card)",
}

// Example is a hand for a table: its cards, and its text as printed.
type Example struct {
	Hand [5]Card
	Text string
}

// ParseExample reads five cards in card notation; a token may also be the
// name of one of specials (spaces in names are not allowed).
func ParseExample(s string, specials []Special) (Example, error) {
	toks := cards.Fields(s)
	if len(toks) != 5 {
		return Example{}, fmt.Errorf("poker: example %q: %d cards, want 5", s, len(toks))
	}
	var ex Example
	words := make([]string, 5)
	for i, tok := range toks {
		found := false
		for _, sp := range specials {
			if tok.Text == sp.Name {
				ex.Hand[i], found = sp.Card, true
			}
		}
		if !found {
			c, err := cards.Parse(tok.Text)
			if err != nil {
				return Example{}, fmt.Errorf("poker: example %q: %v", s, err)
			}
			ex.Hand[i] = FromCard(c)
		}
		words[i] = tok.Text
	}
	ex.Text = strings.Join(words, " ")
	return ex, nil
}

// RankingTable is the hand ranking from the best hand down, each row's
// category worked out by EvalCards from its example. With specials, a
// column shows a hand of each category holding special cards (from
// specialExamples, classified the same way; "—" where none is given) and
// the notes say how the special cards rank.
func RankingTable(id string, specials []Special, specialExamples []string) (engine.Table, error) {
	t := engine.Table{ID: id, Title: "Poker hands, from the best down", Header: []string{"Hand", "Example", "What it is"}}
	var rows [NumCategories][]string
	for _, s := range rankingExamples {
		ex, err := ParseExample(s, nil)
		if err != nil {
			return t, err
		}
		c := EvalCards(ex.Hand).Category()
		if rows[c] != nil {
			return t, fmt.Errorf("poker: two ranking examples of %v", c)
		}
		rows[c] = []string{c.String(), ex.Text, categoryDefs[c]}
	}
	if len(specials) > 0 {
		t.Header = []string{"Hand", "Example", "With special cards", "What it is"}
		var sp [NumCategories]string
		for _, s := range specialExamples {
			ex, err := ParseExample(s, specials)
			if err != nil {
				return t, err
			}
			c := EvalCards(ex.Hand).Category()
			if sp[c] != "" {
				return t, fmt.Errorf("poker: two examples with special cards of %v", c)
			}
			sp[c] = ex.Text
		}
		for c := range rows {
			if sp[c] == "" {
				sp[c] = "—"
			}
			rows[c] = []string{rows[c][0], rows[c][1], sp[c], rows[c][2]}
		}
		for _, s := range specials {
			kind := "suitless " + s.Card.Rank.String()
			if s.Card.Rank == Eight {
				kind += ": pairs with natural 8s, can be the 8 of a straight"
			}
			if s.Card.Rank == Zero {
				kind += ", the lowest rank: pairs with other 0s, never in a straight"
			}
			t.Notes = append(t.Notes, fmt.Sprintf("%s (%d in the deck) ranks as a %s.", s.Name, s.Count, kind))
		}
		t.Notes = append(t.Notes, "A hand with a special card is never a flush: special cards have no suit.")
	}
	for c := NumCategories - 1; c >= 0; c-- {
		if rows[c] == nil {
			return t, fmt.Errorf("poker: no ranking example of %v", Category(c))
		}
		t.Rows = append(t.Rows, rows[c])
	}
	t.Notes = append(t.Notes, "Ace is high, or low in A-2-3-4-5. Hands of one kind compare by rank, the main ranks first, then the kickers; suits never break ties.")
	return t, nil
}

// OddsTable lists, from the best category down, how many hands of o fall
// in each category, with the probability and the odds; categories no hand
// makes are left out. none, if not empty, names the row of hands that make
// no legal hand. Counts are exact (CountHands).
func OddsTable(id, title string, o Odds, none string) engine.Table {
	t := engine.Table{ID: id, Title: title, Header: []string{"Hand", "Hands", "Probability", "Odds"}}
	for c := NumCategories - 1; c >= 0; c-- {
		if n := o.Count[c]; n > 0 {
			t.Rows = append(t.Rows, oddsRow(Category(c).String(), n, o.Hands))
		}
	}
	if none != "" && o.None > 0 {
		t.Rows = append(t.Rows, oddsRow(none, o.None, o.Hands))
	}
	t.Rows = append(t.Rows, []string{"All hands", Commas(o.Hands), "100 %", "—"})
	t.Notes = append(t.Notes, fmt.Sprintf("Exact counts over all %s five-card hands of the %d-card deck.", Commas(o.Hands), o.Cards))
	return t
}

func oddsRow(name string, n, of int64) []string {
	return []string{name, Commas(n), Percent(n, of), OneIn(n, of)}
}

// JokerOddsTable is the odds of every category dealt from a 52-card deck,
// with one Joker and with two Jokers added, Jokers wild. It is computed
// once; each call returns a copy.
func JokerOddsTable() engine.Table {
	t := jokerOdds()
	t.Rows = slices.Clone(t.Rows)
	for i, r := range t.Rows {
		t.Rows[i] = slices.Clone(r)
	}
	t.Header = slices.Clone(t.Header)
	t.Notes = slices.Clone(t.Notes)
	return t
}

var jokerOdds = sync.OnceValue(func() engine.Table {
	d := DeckCards(cards.Deck54())
	var os [3]Odds
	for j := range os {
		os[j] = CountHands(d[:52+j], Standard())
	}
	t := engine.Table{
		ID:     "poker-odds",
		Title:  "Odds of poker hands, with and without Jokers",
		Header: []string{"Hand", "52 cards", "%", "+1 Joker", "%", "+2 Jokers", "%"},
	}
	for c := NumCategories - 1; c >= 0; c-- {
		row := []string{Category(c).String()}
		for _, o := range os {
			row = append(row, Commas(o.Count[c]), Percent(o.Count[c], o.Hands))
		}
		t.Rows = append(t.Rows, row)
	}
	row := []string{"All hands"}
	for _, o := range os {
		row = append(row, Commas(o.Hands), "100 %")
	}
	t.Rows = append(t.Rows, row)
	t.Notes = []string{"Exact counts over every five-card hand. A Joker stands for the card that makes the best hand, never for a card the hand already holds; four of a kind plus a Joker is Five of a Kind."}
	return t
})

// Commas writes n with a comma every three digits.
func Commas(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// Percent writes n/of as a percentage with four decimals ("0.0015 %").
func Percent(n, of int64) string {
	if of == 0 {
		return "—"
	}
	return strconv.FormatFloat(100*float64(n)/float64(of), 'f', 4, 64) + " %"
}

// OneIn writes the odds n/of as "1 in X" (X to one decimal below 100, whole
// above), or "—" when n is 0.
func OneIn(n, of int64) string {
	if n == 0 || of == 0 {
		return "—"
	}
	x := float64(of) / float64(n)
	if x < 100 {
		return "1 in " + strconv.FormatFloat(x, 'f', 1, 64)
	}
	return "1 in " + Commas(int64(x+0.5))
}
