package cards

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"
)

// Manifest is the name of a game's manifest file inside its folder.
const Manifest = "game.toml"

type rawGame struct {
	Name    string    `toml:"name"`
	Players string    `toml:"players"`
	Note    string    `toml:"note"`
	Suit    []rawSuit `toml:"suit"`
	Deck    []rawDeck `toml:"deck"`
	Mat     []rawMat  `toml:"mat"`
}

type rawSuit struct {
	ID    string `toml:"id"`
	Name  string `toml:"name"`
	Role  string `toml:"role"`
	Group string `toml:"group"`
	Icon  string `toml:"icon"`
	Color string `toml:"color"`
	Rule  string `toml:"rule"`
}

type rawDeck struct {
	ID       string `toml:"id"`
	Name     string `toml:"name"`
	Kind     string `toml:"kind"`
	Template string `toml:"template"`
	Size     string `toml:"size"`
	Shape    string `toml:"shape"`
	Back     string `toml:"back"`
	Standard bool   `toml:"standard"`
	Jokers   int    `toml:"jokers"`
	Cards    string `toml:"cards"`
	Count    int    `toml:"count"`
	Note     string `toml:"note"`
}

type rawMat struct {
	ID    string    `toml:"id"`
	Name  string    `toml:"name"`
	Title string    `toml:"title"`
	Size  string    `toml:"size"`
	Zone  []rawZone `toml:"zone"`
}

type rawZone struct {
	Name   string  `toml:"name"`
	Note   string  `toml:"note"`
	X      float64 `toml:"x"`
	Y      float64 `toml:"y"`
	W      float64 `toml:"w"`
	H      float64 `toml:"h"`
	Slots  int     `toml:"slots"`
	Shape  string  `toml:"shape"`
	Facing string  `toml:"facing"`
}

var (
	idRe     = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)
	cardIDRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9-]*$`)
	colorRe  = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)
)

var templatesByKind = map[string][]string{
	KindCards:   {"standard", "custom", "special"},
	KindTableau: {"castle"},
	KindToken:   {"stone"},
}

// Load reads the game in folder dir of fsys: dir/game.toml and the card
// lists it names. Every problem found is reported, each as
// "path:line:col: message", in one ErrorList.
func Load(fsys fs.FS, dir string) (*Game, error) { return LoadAt(fsys, dir, "") }

// A Check is a further test of a game's definitions, such as whether the
// back designs and icons it names exist. LoadAt runs it on the game as far
// as it could be read, and reports its errors with the loader's own, so
// that a user sees every problem of a manifest in one run.
type Check func(*Game) error

// LoadAt is Load for a content folder that users know as root (such as
// "content"): positions in messages start with root. Each check runs on
// the game once its manifest has been decoded, even when it has errors.
// A UTF-8 byte-order mark at the start of a file is skipped.
func LoadAt(fsys fs.FS, dir, root string, checks ...Check) (*Game, error) {
	mpath := path.Join(dir, Manifest)
	src, err := fs.ReadFile(fsys, mpath)
	if err != nil {
		return nil, fmt.Errorf("cards: %w", err)
	}
	return parseGame(fsys, dir, root, src, checks)
}

// bom is the UTF-8 byte-order mark some editors write at the start of a file.
var bom = []byte("\ufeff")

func parseGame(fsys fs.FS, dir, root string, src []byte, checks []Check) (*Game, error) {
	src = bytes.TrimPrefix(src, bom)
	mpath := path.Join(root, dir, Manifest)
	var errs ErrorList
	var raw rawGame
	dec := toml.NewDecoder(bytes.NewReader(src)).DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		var strict *toml.StrictMissingError
		var de *toml.DecodeError
		switch {
		case errors.As(err, &strict):
			for _, e := range strict.Errors {
				line, col := e.Position()
				errs.Add(Pos{mpath, line, col}, "unknown field %q", strings.Join(e.Key(), "."))
			}
		case errors.As(err, &de):
			line, col := de.Position()
			errs.Add(Pos{mpath, line, col}, "%s", de.Error())
		default:
			errs.Add(Pos{File: mpath}, "%v", err)
		}
		return nil, errs
	}
	keys := keyPositions(mpath, src)
	at := func(key string) Pos {
		if p, ok := keys[key]; ok {
			return p
		}
		return Pos{File: mpath, Line: 1, Col: 1}
	}
	g := &Game{ID: path.Base(dir), Name: raw.Name, Players: raw.Players, Note: raw.Note, Path: mpath}
	if g.Name == "" {
		errs.Add(Pos{mpath, 1, 1}, "missing name: the game needs a name = \"...\"")
	}

	suitIDs := map[string]bool{}
	for i, rs := range raw.Suit {
		k := fmt.Sprintf("suit.%d.", i)
		s := &SuitDef{ID: rs.ID, Name: rs.Name, Role: rs.Role, Group: rs.Group, Icon: rs.Icon, Color: rs.Color, Rule: rs.Rule, Pos: at(k[:len(k)-1]), KeyPos: map[string]Pos{}}
		for key, p := range keys {
			if rest, ok := strings.CutPrefix(key, k); ok && !strings.Contains(rest, ".") {
				s.KeyPos[rest] = p
			}
		}
		switch {
		case !idRe.MatchString(rs.ID):
			errs.Add(at(k+"id"), "suit id %q: want lower-case letters, digits and dashes", rs.ID)
		case suitIDs[rs.ID]:
			errs.Add(at(k+"id"), "duplicate suit id %q", rs.ID)
		}
		suitIDs[rs.ID] = true
		if rs.Name == "" {
			errs.Add(s.Pos, "suit %q has no name", rs.ID)
		}
		if rs.Color != "" && !colorRe.MatchString(rs.Color) {
			errs.Add(at(k+"color"), "colour %q: want #rrggbb", rs.Color)
		}
		g.Suits = append(g.Suits, s)
	}

	deckIDs := map[string]bool{}
	for i, rd := range raw.Deck {
		k := fmt.Sprintf("deck.%d", i)
		d := &Deck{ID: rd.ID, Name: rd.Name, Kind: rd.Kind, Template: rd.Template, Size: rd.Size, Shape: rd.Shape,
			Back: rd.Back, Standard: rd.Standard, Jokers: rd.Jokers, File: rd.Cards, Count: rd.Count, Note: rd.Note,
			Pos: at(k), KeyPos: map[string]Pos{}}
		for key, p := range keys {
			if rest, ok := strings.CutPrefix(key, k+"."); ok && !strings.Contains(rest, ".") {
				d.KeyPos[rest] = p
			}
		}
		switch {
		case !idRe.MatchString(rd.ID):
			errs.Add(d.At("id"), "deck id %q: want lower-case letters, digits and dashes", rd.ID)
		case deckIDs[rd.ID]:
			errs.Add(d.At("id"), "duplicate deck id %q", rd.ID)
		}
		deckIDs[rd.ID] = true
		if d.Name == "" {
			errs.Add(d.Pos, "deck %q has no name", rd.ID)
		}
		if d.Kind == "" {
			d.Kind = KindCards
		}
		tmpls, ok := templatesByKind[d.Kind]
		if !ok {
			errs.Add(d.At("kind"), "unknown kind %q: want cards, tableau or token", d.Kind)
		} else {
			if d.Template == "" {
				d.Template = tmpls[0]
				if d.Kind == KindCards && !d.Standard {
					d.Template = "custom"
				}
			}
			if !contains(tmpls, d.Template) {
				errs.Add(d.At("template"), "unknown template %q for kind %s: want %s", d.Template, d.Kind, strings.Join(tmpls, ", "))
			}
		}
		if d.Size == "" {
			d.Size = "poker"
		}
		w, h, err := ParseSize(d.Size)
		if err != nil {
			errs.Add(d.At("size"), "%v", err)
		}
		d.W, d.H = w, h
		switch d.Shape {
		case "":
			d.Shape = "rect"
		case "rect", "circle":
		default:
			errs.Add(d.At("shape"), "unknown shape %q: want rect or circle", d.Shape)
		}
		if d.Jokers < 0 || d.Jokers > 2 {
			errs.Add(d.At("jokers"), "jokers = %d: want 0, 1 or 2", d.Jokers)
		}
		switch {
		case d.Standard && d.File != "":
			errs.Add(d.At("cards"), "a standard deck has no card list: remove cards = %q or standard = true", d.File)
		case d.Standard:
			if d.Template != "standard" {
				errs.Add(d.At("template"), "a standard deck uses the standard template")
			}
			for _, c := range Deck52() {
				d.Cards = append(d.Cards, &CardDef{ID: c.ASCII(), Card: c, Count: 1, Pos: d.Pos})
			}
			for j := 0; j < d.Jokers; j++ {
				c := JK1 + Card(j)
				d.Cards = append(d.Cards, &CardDef{ID: c.String(), Card: c, Count: 1, Pos: d.Pos})
			}
		case d.File == "":
			errs.Add(d.Pos, "deck %q has no cards: name a card list with cards = \"file.csv\", or set standard = true", d.ID)
		default:
			csvSrc, err := fs.ReadFile(fsys, path.Join(dir, d.File))
			if err != nil {
				errs.Add(d.At("cards"), "cannot read card list %q: %v", d.File, errors.Unwrap(err))
				break
			}
			cpath := path.Join(root, dir, d.File)
			cs, err := parseCards(cpath, csvSrc, g, suitIDs)
			errs.Append(Pos{File: cpath}, err)
			if err == nil && len(cs) == 0 {
				errs.Add(Pos{cpath, 1, 1}, "the card list has no cards: add a row for each card under the header")
			}
			d.Cards = cs
		}
		if d.Count < 0 {
			errs.Add(d.At("count"), "count = %d: want a positive number", d.Count)
		}
		if n := d.Total(); n > MaxDeckItems {
			errs.Add(d.At("cards"), "deck %q has %d items counting copies: at most %d are printed", d.ID, n, MaxDeckItems)
		}
		if d.Count > 0 && len(d.Cards) > 0 && d.Total() != d.Count {
			errs.Add(d.At("count"), "deck %q has %d cards but count = %d", d.ID, d.Total(), d.Count)
		}
		g.Decks = append(g.Decks, d)
	}
	checkIDs(g, &errs)

	for i, rm := range raw.Mat {
		k := fmt.Sprintf("mat.%d", i)
		m := &Mat{ID: rm.ID, Name: rm.Name, Title: rm.Title, Pos: at(k), IDPos: at(k + ".id")}
		if !idRe.MatchString(rm.ID) {
			errs.Add(at(k+".id"), "mat id %q: want lower-case letters, digits and dashes", rm.ID)
		}
		w, h, err := ParseSize(rm.Size)
		if err != nil {
			errs.Add(at(k+".size"), "%v", err)
		}
		m.W, m.H = w, h
		for j, rz := range rm.Zone {
			zk := fmt.Sprintf("%s.zone.%d", k, j)
			z := &Zone{Name: rz.Name, Note: rz.Note, X: rz.X, Y: rz.Y, W: rz.W, H: rz.H, Slots: rz.Slots, Shape: rz.Shape, Facing: rz.Facing, Pos: at(zk)}
			if z.Shape == "" {
				z.Shape = "rect"
			}
			// A zone of the player across the table is drawn turned to face them.
			switch z.Facing {
			case "":
				z.Facing = "near"
			case "near", "far":
			default:
				errs.Add(at(zk+".facing"), "unknown facing %q: want near or far (turned to face the player across the table)", z.Facing)
			}
			// A track is a row of slots numbered cells (a hit-point track).
			if z.Shape != "rect" && z.Shape != "circle" && z.Shape != "track" {
				errs.Add(at(zk+".shape"), "unknown shape %q: want rect, circle or track", z.Shape)
			}
			if z.Name == "" {
				errs.Add(z.Pos, "zone has no name")
			}
			finite := true
			for _, f := range []struct {
				key string
				v   float64
			}{{"x", z.X}, {"y", z.Y}, {"w", z.W}, {"h", z.H}} {
				if math.IsNaN(f.v) || math.IsInf(f.v, 0) {
					errs.Add(at(zk+"."+f.key), "zone %q: %s = %v: want a number of millimetres", z.Name, f.key, f.v)
					finite = false
				}
			}
			if finite && (z.W <= 0 || z.H <= 0 || z.X < 0 || z.Y < 0 || z.X+z.W > m.W+0.001 || z.Y+z.H > m.H+0.001) {
				errs.Add(z.Pos, "zone %q (x %g, y %g, w %g, h %g) does not lie inside the %gx%g mat", z.Name, z.X, z.Y, z.W, z.H, m.W, m.H)
			}
			if z.Slots < 0 {
				errs.Add(at(zk+".slots"), "slots = %d: want 0 or more", z.Slots)
			}
			if card := CardSizes["poker"]; finite && z.Shape != "track" && z.Slots > 0 && (float64(z.Slots)*card[0]+float64(z.Slots-1)*3 > z.W-2 || card[1] > z.H-1) {
				errs.Add(at(zk+".slots"), "zone %q: %d card outline(s) of %gx%g mm do not fit its %gx%g mm (they need %gx%g)", z.Name, z.Slots, card[0], card[1], z.W, z.H,
					float64(z.Slots)*card[0]+float64(z.Slots-1)*3+2, card[1]+1)
			}
			m.Zones = append(m.Zones, z)
		}
		g.Mats = append(g.Mats, m)
	}
	checkOutputNames(g, &errs)
	for _, check := range checks {
		errs.Append(Pos{File: mpath}, check(g))
	}
	errs.Sort()
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return g, nil
}

// checkIDs reports card ids used twice across the game's custom decks.
func checkIDs(g *Game, errs *ErrorList) {
	seen := map[string]*CardDef{}
	for _, d := range g.Decks {
		if d.Standard {
			continue
		}
		for _, c := range d.Cards {
			if prev, dup := seen[c.ID]; dup {
				errs.Add(c.Pos, "duplicate card id %q (first at %s)", c.ID, prev.Pos)
				continue
			}
			seen[c.ID] = c
		}
	}
}

// checkOutputNames reports decks and mats whose files would have the same
// name: a game's outputs are <game>-<deck>.pdf, <game>-<deck>-printshop.pdf,
// <game>-<mat>.pdf and the rulebook's <game>-rules.pdf and
// <game>-rules-booklet.pdf, all in one folder, so that a deck called
// "rules" or a mat called "x-printshop" beside a deck "x" would overwrite
// another output.
func checkOutputNames(g *Game, errs *ErrorList) {
	type owner struct {
		what string
		pos  Pos
	}
	taken := map[string]owner{
		"rules":         {"the rulebook", Pos{}},
		"rules-booklet": {"the booklet rulebook", Pos{}},
	}
	claim := func(name, what string, pos Pos) {
		prev, clash := taken[name]
		switch {
		case !clash:
			taken[name] = owner{what, pos}
		case prev.what == what && strings.HasPrefix(what, "deck "):
			// a duplicate deck id, reported as such
		case prev.pos == (Pos{}):
			errs.Add(pos, "%s would be written as %s-%s.pdf, the file name of %s: choose another id", what, g.ID, name, prev.what)
		default:
			errs.Add(pos, "%s would be written as %s-%s.pdf, like %s (at %s): choose another id", what, g.ID, name, prev.what, prev.pos)
		}
	}
	for _, d := range g.Decks {
		if d.ID == "" {
			continue
		}
		claim(d.ID, fmt.Sprintf("deck %q", d.ID), d.At("id"))
		claim(d.ID+"-printshop", fmt.Sprintf("the print-shop PDF of deck %q", d.ID), d.At("id"))
	}
	for _, m := range g.Mats {
		if m.ID == "" {
			continue
		}
		claim(m.ID, fmt.Sprintf("mat %q", m.ID), m.IDPos)
	}
}

var csvColumns = []string{"id", "suit", "title", "text", "flavour", "value", "count", "flags", "icon", "source"}

// parseCards reads a card list: CSV with a header row naming its columns
// (id first; suit, title, text, flavour, value, count, flags, icon, source).
func parseCards(file string, src []byte, g *Game, suits map[string]bool) ([]*CardDef, error) {
	var errs ErrorList
	src = bytes.TrimPrefix(src, bom)
	lines := NewLines(src)
	r := csv.NewReader(bytes.NewReader(src))
	r.FieldsPerRecord = -1
	r.ReuseRecord = true
	posOf := func(field int) Pos {
		line, col := r.FieldPos(field)
		return Pos{file, line, lines.RuneCol(line, col)}
	}
	header, err := r.Read()
	if err == io.EOF {
		return nil, ErrorList{Errorf(Pos{file, 1, 1}, "empty card list: want a header row such as id,suit,title,text")}
	}
	if err != nil {
		return nil, csvError(file, lines, err)
	}
	nCols := len(header)
	cols := map[string]int{}
	for i, h := range header {
		h = strings.TrimSpace(h)
		switch {
		case !contains(csvColumns, h):
			errs.Add(posOf(i), "unknown column %q: want %s", h, strings.Join(csvColumns, ", "))
		case cols[h] > 0:
			errs.Add(posOf(i), "column %q appears twice", h)
		default:
			cols[h] = i + 1
		}
	}
	if cols["id"] != 1 {
		errs.Add(posOf(0), "the first column must be id")
		return nil, errs
	}
	var out []*CardDef
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			errs = append(errs, csvError(file, lines, err))
			break
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if len(rec) != nCols {
			errs.Add(posOf(0), "%d fields but the header has %d", len(rec), nCols)
			continue
		}
		get := func(name string) (string, int) {
			i := cols[name] - 1
			if i < 0 {
				return "", -1
			}
			return strings.TrimSpace(rec[i]), i
		}
		id, _ := get("id")
		c := &CardDef{ID: id, Count: 1, Pos: posOf(0)}
		if !cardIDRe.MatchString(id) {
			errs.Add(posOf(0), "card id %q: want letters, digits and dashes", id)
		}
		if s, i := get("suit"); i >= 0 {
			c.Suit = s
			if s != "" && !suits[s] {
				errs.Add(posOf(i), "unknown suit %q: want one of %s", s, strings.Join(sortedKeys(suits), ", "))
			}
		}
		c.Title, _ = get("title")
		c.Text, _ = get("text")
		c.Flavour, _ = get("flavour")
		c.Value, _ = get("value")
		c.Source, _ = get("source")
		c.Icon, _ = get("icon")
		if s, i := get("count"); i >= 0 && s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > 999 {
				errs.Add(posOf(i), "count %q: want a whole number from 1 to 999", s)
			} else {
				c.Count = n
			}
		}
		if s, i := get("flags"); i >= 0 && s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 || n > 12 {
				errs.Add(posOf(i), "flags %q: want a whole number from 0 to 12", s)
			} else {
				c.Flags = n
			}
		}
		out = append(out, c)
	}
	return out, errs.Err()
}

func csvError(file string, lines *Lines, err error) *Error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		if errors.Is(pe.Err, csv.ErrQuote) && pe.StartLine != pe.Line {
			// A quote left open runs on to a later line or to the end of
			// the file: name the line where it opens.
			if col := lines.openQuote(pe.StartLine); col > 0 {
				return Errorf(Pos{file, pe.StartLine, lines.RuneCol(pe.StartLine, col)}, "a quoted field opens here and is not closed (the file ends, or a stray \" follows, on line %d)", pe.Line)
			}
		}
		return Errorf(Pos{file, pe.Line, lines.RuneCol(pe.Line, pe.Column)}, "%v", pe.Err)
	}
	return Errorf(Pos{File: file}, "%v", err)
}

// keyPositions maps each key of a TOML document to where it is written:
// "name", "deck.0" (an array-table entry), "deck.0.back", "mat.0.zone.2.x".
// go-toml's decoder does not keep positions, so the parse tree of its
// unstable package is walked once more.
func keyPositions(file string, src []byte) map[string]Pos {
	out := map[string]Pos{}
	lines := NewLines(src)
	var p unstable.Parser
	p.Reset(src)
	counts := map[string]int{}
	table := ""
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.ArrayTable, unstable.Table:
			var parts []string
			start := -1
			it := e.Key()
			for it.Next() {
				parts = append(parts, string(it.Node().Data))
				if start < 0 {
					start = int(it.Node().Raw.Offset)
				}
			}
			// Resolve each prefix of the header to the current index of the
			// array tables along it ("mat.zone" -> "mat.0.zone").
			prefix := ""
			for i, part := range parts {
				if prefix != "" {
					prefix += "."
				}
				prefix += part
				if i == len(parts)-1 && e.Kind == unstable.ArrayTable {
					n := counts[prefix]
					counts[prefix] = n + 1
					for k := range counts {
						if strings.HasPrefix(k, prefix+".") {
							delete(counts, k)
						}
					}
					prefix += "." + strconv.Itoa(n)
				} else if n, ok := counts[prefix]; ok {
					prefix += "." + strconv.Itoa(n-1)
				}
			}
			table = prefix
			line, col := lines.LineCol(max(start, 0))
			out[table] = Pos{file, line, col}
		case unstable.KeyValue:
			var parts []string
			it := e.Key()
			for it.Next() {
				parts = append(parts, string(it.Node().Data))
			}
			k := strings.Join(parts, ".")
			if table != "" {
				k = table + "." + k
			}
			line, col := lines.LineCol(int(e.Raw.Offset))
			out[k] = Pos{file, line, col}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
