package layout

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
)

// recorder is a Surface that records what is drawn: each text with its
// horizontal extent on the page (following half turns), and a log of every
// call.
type recorder struct {
	turns []float64 // the centre x of each half turn in force
	texts []recText
	log   strings.Builder
}

type recText struct {
	s           string
	left, right float64
	f           Font
	turned      bool // drawn under an odd number of half turns
}

func (r *recorder) x(x float64) float64 {
	for i := len(r.turns) - 1; i >= 0; i-- {
		x = 2*r.turns[i] - x
	}
	return x
}

func (r *recorder) Rect(rc Rect, p Paint) { fmt.Fprintf(&r.log, "R%.2f,%.2f,%v\n", rc.X, rc.Y, p.Fill) }
func (r *recorder) RoundedRect(rc Rect, rad float64, p Paint) {
	fmt.Fprintf(&r.log, "RR%.2f,%.2f\n", rc.X, rc.Y)
}
func (r *recorder) Ellipse(cx, cy, rx, ry float64, p Paint) {
	fmt.Fprintf(&r.log, "E%.2f,%.2f,%.2f\n", cx, cy, rx)
}
func (r *recorder) Line(x1, y1, x2, y2 float64, p Paint) { fmt.Fprintf(&r.log, "L%.2f,%.2f\n", x1, y1) }
func (r *recorder) Path(segs []Seg, p Paint)             { fmt.Fprintf(&r.log, "P%d,%v\n", len(segs), segs[0].P) }
func (r *recorder) Text(x, y float64, s string, f Font, c RGB) {
	w := TextWidth(f, s)
	a, b := r.x(x), r.x(x+w)
	if a > b {
		a, b = b, a
	}
	r.texts = append(r.texts, recText{s, a, b, f, len(r.turns)%2 == 1})
	fmt.Fprintf(&r.log, "T%q\n", s)
}
func (r *recorder) BeginClip(Rect) {}
func (r *recorder) EndClip()       {}
func (r *recorder) BeginRotate(deg, cx, cy float64) {
	if deg != 180 {
		panic("recorder follows half turns only")
	}
	r.turns = append(r.turns, cx)
}
func (r *recorder) EndRotate() { r.turns = r.turns[:len(r.turns)-1] }

func standardFaces(t *testing.T, game, deck string) []Face {
	g := loadGame(t, game)
	d := g.Deck(deck)
	var faces []Face
	for _, c := range d.Cards {
		faces = append(faces, Face{Game: g, Deck: d, Card: c})
	}
	return faces
}

// TestStandardTextInSafeZone checks that every index of a standard deck,
// "10" and the Jokers' included, lies inside the safe zone, both ways up.
func TestStandardTextInSafeZone(t *testing.T) {
	trim := Rect{0, 0, 63.5, 88.9}
	for _, f := range standardFaces(t, "royal-haunts", "standard") {
		r := &recorder{}
		if err := DrawFace(r, f, trim, trim.Inset(-3)); err != nil {
			t.Fatal(err)
		}
		if len(r.texts) == 0 {
			t.Fatalf("%s: no text", f.Card.ID)
		}
		for _, tx := range r.texts {
			if tx.left < SafeZone-1e-6 || tx.right > trim.W-SafeZone+1e-6 {
				t.Errorf("%s: %q spans %.2f to %.2f mm, outside the %g mm safe zone", f.Card.ID, tx.s, tx.left, tx.right, SafeZone)
			}
		}
	}
}

// TestJokerFace checks that the Jokers carry their own face, not their id.
func TestJokerFace(t *testing.T) {
	n := 0
	for _, f := range standardFaces(t, "royal-haunts", "standard") {
		if !f.Card.Card.IsJoker() {
			continue
		}
		n++
		r := &recorder{}
		if err := DrawFace(r, f, Rect{0, 0, 63.5, 88.9}, Rect{0, 0, 63.5, 88.9}); err != nil {
			t.Fatal(err)
		}
		joker := false
		for _, tx := range r.texts {
			if strings.Contains(tx.s, "JK") {
				t.Errorf("%s prints %q", f.Card.ID, tx.s)
			}
			joker = joker || tx.s == "JOKER"
		}
		if !joker || strings.Count(r.log.String(), "\nP") < 6 {
			t.Errorf("%s: no JOKER title or no drawn figure", f.Card.ID)
		}
	}
	if n != 2 {
		t.Fatalf("%d Jokers", n)
	}
}

// TestCourtFigure checks that court cards draw a figure of paths, and that
// the figure is double-ended: every path of the top half is drawn again
// turned half a turn.
func TestCourtFigure(t *testing.T) {
	for _, f := range standardFaces(t, "royal-haunts", "standard") {
		if !f.Card.Card.Rank().IsFace() || f.Card.Card.IsJoker() {
			continue
		}
		r := &recorder{}
		if err := DrawFace(r, f, Rect{0, 0, 63.5, 88.9}, Rect{0, 0, 63.5, 88.9}); err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(r.log.String(), "\nP"); n < 16 || n%2 != 0 {
			t.Errorf("%s: %d paths, want a figure drawn twice", f.Card.ID, n)
		}
		for _, tx := range r.texts {
			if strings.ContainsAny(tx.s, "♞♛♚") {
				t.Errorf("%s: a chess glyph %q", f.Card.ID, tx.s)
			}
		}
	}
}

// TestDeckMark checks that Queen's Challenge's two standard decks differ on
// their fronts, and that a game with one standard deck prints no mark.
func TestDeckMark(t *testing.T) {
	draw := func(f Face) string {
		r := &recorder{}
		if err := DrawFace(r, f, Rect{0, 0, 63.5, 88.9}, Rect{0, 0, 63.5, 88.9}); err != nil {
			t.Fatal(err)
		}
		return r.log.String()
	}
	q, m := standardFaces(t, "queens-challenge", "queens-deck"), standardFaces(t, "queens-challenge", "magic-deck")
	for i := range q {
		if q[i].Card.Card != m[i].Card.Card {
			t.Fatalf("card %d: %v and %v", i, q[i].Card.Card, m[i].Card.Card)
		}
		if draw(q[i]) == draw(m[i]) {
			t.Errorf("%v: the two decks' fronts are identical", q[i].Card.Card)
		}
	}
	if mark := deckMark(standardFaces(t, "royal-haunts", "standard")[0]); mark != "" {
		t.Errorf("royal-haunts has one standard deck but a mark %q", mark)
	}
	_ = cards.Ace
}

// TestSpecialIndex checks that Castle Poker's special cards show their
// value as a playing card's index: at the top left and, turned, at the
// bottom right; and that their icons are the messenger, trebuchet and
// barrels drawn as paths.
func TestSpecialIndex(t *testing.T) {
	g := loadGame(t, "castle-poker")
	d := g.Deck("special")
	icons := map[string]string{"MES": "messenger", "TRE": "trebuchet", "BAR": "barrel"}
	for _, c := range d.Cards {
		if c.Icon != icons[c.ID] {
			t.Errorf("%s: icon %q, want %q", c.ID, c.Icon, icons[c.ID])
		}
		r := &recorder{}
		trim := Rect{0, 0, 63.5, 88.9}
		if err := DrawFace(r, Face{Game: g, Deck: d, Card: c}, trim, trim); err != nil {
			t.Fatal(err)
		}
		var left, right bool
		for _, tx := range r.texts {
			if tx.s != c.Value {
				continue
			}
			left = left || tx.right < 15
			right = right || tx.left > trim.W-15
		}
		if !left || !right {
			t.Errorf("%s: value %q at the top left %v, at the bottom right %v", c.ID, c.Value, left, right)
		}
	}
}

// TestCastles checks that the six castles have six different silhouettes,
// each with a tower for every flag, and that the first dealer's banner lies
// below the art and the stone spaces.
func TestCastles(t *testing.T) {
	seen := map[string]int{}
	for n := 1; n <= 6; n++ {
		towers := 0
		for _, p := range castleDesigns[n] {
			if p.Kind != 'w' {
				towers++
			}
		}
		if towers < n {
			t.Errorf("castle %d has %d towers for %d flags", n, towers, n)
		}
		key := fmt.Sprint(castleDesigns[n])
		if m, ok := seen[key]; ok {
			t.Errorf("castles %d and %d look the same", m, n)
		}
		seen[key] = n
	}
	g := loadGame(t, "castle-poker")
	d := g.Deck("castles")
	for _, c := range d.Cards {
		r := &recorder{}
		trim := Rect{0, 0, d.W, d.H}
		if err := DrawFace(r, Face{Game: g, Deck: d, Card: c}, trim, trim); err != nil {
			t.Fatal(err)
		}
		dealer := strings.Contains(r.log.String(), `T"FIRST DEALER"`)
		if dealer != (c.Flags == 4) {
			t.Errorf("%s (%d flags): first-dealer banner %v", c.ID, c.Flags, dealer)
		}
	}
	// The banner's top is below the stone spaces (centre 88, radius 13).
	r := &recorder{}
	for _, c := range d.Cards {
		if c.Flags == 4 {
			if err := DrawFace(r, Face{Game: g, Deck: d, Card: c}, Rect{0, 0, d.W, d.H}, Rect{0, 0, d.W, d.H}); err != nil {
				t.Fatal(err)
			}
		}
	}
	found := false
	for _, line := range strings.Split(r.log.String(), "\n") {
		var x, y float64
		if _, err := fmt.Sscanf(line, "RR%f,%f", &x, &y); err == nil {
			found = true
			if y < 88+13 {
				t.Errorf("first-dealer banner at y %.1f, over the art or the stone spaces", y)
			}
		}
	}
	if !found {
		t.Error("no first-dealer banner drawn")
	}
}
