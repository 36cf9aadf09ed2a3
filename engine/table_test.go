package engine_test

import (
	"encoding/csv"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

var sample = engine.Table{
	ID:     "sample-odds",
	Title:  "Sample",
	Header: []string{"Hand", "Count", "Note"},
	Rows: [][]string{
		{"Pair", "1,098,240", "a | b"},
		{"Flush", "5,108", `say "hi", then
go`},
	},
	Notes: []string{"First note.", "Second note."},
}

func TestTableMarkdown(t *testing.T) {
	want := `| Hand | Count | Note |
|---|---:|---|
| Pair | 1,098,240 | a \| b |
| Flush | 5,108 | say "hi", then go |

First note.

Second note.
`
	if got := sample.Markdown(); got != want {
		t.Errorf("Markdown:\n%s\nwant:\n%s", got, want)
	}
}

func TestTableCSV(t *testing.T) {
	got := sample.CSV()
	recs, err := csv.NewReader(strings.NewReader(got)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := append([][]string{sample.Header}, sample.Rows...)
	if len(recs) != len(want) {
		t.Fatalf("%d records, want %d:\n%s", len(recs), len(want), got)
	}
	for i := range want {
		if !slices.Equal(recs[i], want[i]) {
			t.Errorf("record %d: %q, want %q", i, recs[i], want[i])
		}
	}
	if !strings.HasPrefix(got, "Hand,Count,Note\nPair,\"1,098,240\",a | b\n") {
		t.Errorf("CSV:\n%s", got)
	}
}

func TestTableCheck(t *testing.T) {
	if err := sample.Check(); err != nil {
		t.Errorf("sample: %v", err)
	}
	bad := []engine.Table{
		{ID: "Bad Id", Header: []string{"a"}},
		{ID: "ok", Header: nil},
		{ID: "ok", Header: []string{"a", "b"}, Rows: [][]string{{"1"}}},
	}
	for _, b := range bad {
		if b.Check() == nil {
			t.Errorf("%+v: no error", b)
		}
	}
}

// refGame is a game with reference tables, registered for the tests.
type refGame struct{ tables []engine.Table }

func (refGame) Name() string { return "table-test-game" }
func (refGame) Options() []engine.Option {
	return []engine.Option{{Name: "v", Default: "a", Values: []string{"a", "b"}}}
}
func (refGame) Players() (min, max int) { return 1, 1 }
func (refGame) New(engine.Setup) (engine.State, error) {
	return nil, errors.New("not playable")
}
func (refGame) ParseState(engine.Options, string) (engine.State, error) {
	return nil, errors.New("not playable")
}
func (g refGame) Tables(opts engine.Options) ([]engine.Table, error) {
	o, err := engine.ResolveOptions(g, opts)
	if err != nil {
		return nil, err
	}
	ts := slices.Clone(g.tables)
	ts[0].Title += " " + o["v"]
	return ts, nil
}

// plainGame has no tables.
type plainGame struct{}

func (plainGame) Name() string             { return "table-test-plain" }
func (plainGame) Options() []engine.Option { return nil }
func (plainGame) Players() (min, max int)  { return 1, 1 }
func (plainGame) New(engine.Setup) (engine.State, error) {
	return nil, errors.New("not playable")
}
func (plainGame) ParseState(engine.Options, string) (engine.State, error) {
	return nil, errors.New("not playable")
}

func init() {
	engine.Register(refGame{tables: []engine.Table{sample, {ID: "other", Header: []string{"x"}}}})
	engine.Register(plainGame{})
}

func TestGameTables(t *testing.T) {
	ts, err := engine.GameTables("table-test-game", engine.Options{"v": "b"})
	if err != nil || len(ts) != 2 || ts[0].Title != "Sample b" {
		t.Fatalf("GameTables: %v %v", ts, err)
	}
	md, err := engine.TableMarkdown("table-test-game", "sample-odds", nil)
	if err != nil || md != sample.Markdown() {
		t.Errorf("TableMarkdown: %q %v", md, err)
	}
	for _, tc := range []struct{ game, id, errPart string }{
		{"no-such-game", "x", `no game "no-such-game"`},
		{"table-test-plain", "x", "generates no reference tables"},
		{"table-test-game", "nope", "tables: sample-odds, other"},
	} {
		_, err := engine.TableMarkdown(tc.game, tc.id, nil)
		if err == nil || !strings.Contains(err.Error(), tc.errPart) {
			t.Errorf("%s %s: error %v, want %q", tc.game, tc.id, err, tc.errPart)
		}
	}
	if _, err := engine.GameTables("table-test-game", engine.Options{"v": "c"}); err == nil {
		t.Error("bad option value: no error")
	}
}

func TestProbeErrors(t *testing.T) {
	if _, err := engine.NewProbe(plainGame{}, nil, "hand: 2♣"); err == nil || !strings.Contains(err.Error(), "has no transcripts") {
		t.Errorf("a game without transcripts: %v", err)
	}
}
