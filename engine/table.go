package engine

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Table is a reference table a game generates from its own rules (spells
// and their effects, hand rankings, odds): plain data that the reference
// command prints as Markdown or CSV and that rulebooks and quick-reference
// sheets pull in by ID, so that a table a player looks up and the rules the
// engine enforces come from one source.
type Table struct {
	// ID names the table in commands and in the rulebook directive
	// {{table ID}}: lower case words joined by hyphens ("spells-in-rooms").
	ID     string
	Title  string
	Header []string
	// Rows holds one cell per Header column.
	Rows [][]string
	// Notes are sentences printed under the table.
	Notes []string
}

// Referencer is implemented by a Game that generates reference tables.
// Tables returns them in a fixed order for the given options (variants
// change some tables); unknown options are an error, as for New.
//
// A game plugs in by adding a Tables method to its Game (in a file of its
// own, reference.go by convention): `cardstock reference GAME` and
// TableMarkdown find it through Lookup. Numbers and outcomes in a table
// should come from the engine, not be typed: play each row's example on
// the engine (Probe starts a position from transcript zone lines and plays
// action lines) and read the outcome back, and prove each row in a test.
// Odds of poker hands come from poker.CountHands.
type Referencer interface {
	Tables(opts Options) ([]Table, error)
}

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Check reports a malformed table: a bad ID, no header, or a row whose
// length differs from the header's.
func (t Table) Check() error {
	if !idPattern.MatchString(t.ID) {
		return fmt.Errorf("engine: table id %q: want lower-case words joined by hyphens", t.ID)
	}
	if len(t.Header) == 0 {
		return fmt.Errorf("engine: table %s has no header", t.ID)
	}
	for i, r := range t.Rows {
		if len(r) != len(t.Header) {
			return fmt.Errorf("engine: table %s row %d has %d cells, want %d", t.ID, i+1, len(r), len(t.Header))
		}
	}
	return nil
}

// numeric matches cells that read as numbers: counts, percentages, odds.
var numeric = regexp.MustCompile(`^[-+]?[0-9][0-9,]*(\.[0-9]+)?( ?%)?$|^1 in [0-9][0-9,.]*$|^—$`)

// Markdown writes the table as a GitHub-flavoured Markdown pipe table,
// columns whose cells are all numbers aligned right, followed by the notes
// as paragraphs. The title is left to the caller (a heading, a caption).
func (t Table) Markdown() string {
	var b strings.Builder
	row := func(cells []string) {
		b.WriteByte('|')
		for _, c := range cells {
			b.WriteByte(' ')
			b.WriteString(mdCell(c))
			b.WriteString(" |")
		}
		b.WriteByte('\n')
	}
	row(t.Header)
	b.WriteByte('|')
	for i := range t.Header {
		if t.numericColumn(i) {
			b.WriteString("---:|")
		} else {
			b.WriteString("---|")
		}
	}
	b.WriteByte('\n')
	for _, r := range t.Rows {
		row(r)
	}
	for _, n := range t.Notes {
		b.WriteByte('\n')
		b.WriteString(n)
		b.WriteByte('\n')
	}
	return b.String()
}

func (t Table) numericColumn(i int) bool {
	if len(t.Rows) == 0 {
		return false
	}
	for _, r := range t.Rows {
		if i >= len(r) || !numeric.MatchString(r[i]) {
			return false
		}
	}
	return true
}

// mdCell escapes what would end a cell or a row.
func mdCell(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.Join(strings.Fields(s), " ")
}

// CSV writes the header and the rows as CSV (RFC 4180 quoting, LF line
// ends). Notes are not written.
func (t Table) CSV() string {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write(t.Header)
	w.WriteAll(t.Rows) // writes to a buffer: cannot fail
	return b.String()
}

// tableCache holds the tables of each game and options already made in
// this process: a rulebook, its quick reference and its player aids pull
// several tables of one game, and some (the odds) take tens of
// milliseconds to count. The tables depend on nothing else, so a cached
// copy is the same as a new one.
var tableCache sync.Map // key string -> *cachedTables

type cachedTables struct {
	once sync.Once
	ts   []Table
	err  error
}

// GameTables returns the reference tables of the game registered as name,
// checked, or an error if there is no such game or it generates none. The
// tables are made once per game and options in a process; callers must
// not change the rows they get.
func GameTables(name string, opts Options) ([]Table, error) {
	keys := make([]string, 0, len(opts))
	for k, v := range opts {
		keys = append(keys, k+"="+v)
	}
	sort.Strings(keys)
	v, _ := tableCache.LoadOrStore(name+"\x00"+strings.Join(keys, "\x00"), &cachedTables{})
	c := v.(*cachedTables)
	c.once.Do(func() { c.ts, c.err = gameTables(name, opts) })
	return slices.Clone(c.ts), c.err
}

func gameTables(name string, opts Options) ([]Table, error) {
	g, ok := Lookup(name)
	if !ok {
		return nil, fmt.Errorf("engine: no game %q (games: %s)", name, strings.Join(Names(), ", "))
	}
	r, ok := g.(Referencer)
	if !ok {
		return nil, fmt.Errorf("engine: %s generates no reference tables yet", name)
	}
	ts, err := r.Tables(opts)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, t := range ts {
		if err := t.Check(); err != nil {
			return nil, err
		}
		if seen[t.ID] {
			return nil, fmt.Errorf("engine: %s has two tables %s", name, t.ID)
		}
		seen[t.ID] = true
	}
	return ts, nil
}

// FindTable returns the table with the given ID, or an error listing the
// IDs there are.
func FindTable(ts []Table, id string) (Table, error) {
	ids := make([]string, len(ts))
	for i, t := range ts {
		if t.ID == id {
			return t, nil
		}
		ids[i] = t.ID
	}
	return Table{}, fmt.Errorf("engine: no table %q (tables: %s)", id, strings.Join(ids, ", "))
}

// TableMarkdown returns the Markdown (Table.Markdown) of the table id of
// the game registered as game, with the given options: what a rulebook's
// {{table ID}} directive puts in place.
func TableMarkdown(game, id string, opts Options) (string, error) {
	ts, err := GameTables(game, opts)
	if err != nil {
		return "", err
	}
	t, err := FindTable(ts, id)
	if err != nil {
		return "", err
	}
	return t.Markdown(), nil
}
