package layout

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParseAids: any aids.md gives cards or an error that names the file,
// never a panic.
func FuzzParseAids(f *testing.F) {
	f.Add("## Round\ncopies: 3\n1. Deal.\n  Then bid.\n- Reveal.\n\n## Spells\ntable: spells: {Spell} costs {Cost}\ntable: spells[2-2]: then {Spell}\n")
	f.Add("## A\ntable: spells[x]: {Spell}\n")
	f.Add("text first\n")
	tables := func(id string) ([]string, [][]string, error) {
		if id != "spells" {
			return nil, nil, errors.New("no table " + id)
		}
		return []string{"Spell", "Cost"}, [][]string{{"Pair", "2"}, {"Flush", "5"}}, nil
	}
	f.Fuzz(func(t *testing.T, src string) {
		aids, err := ParseAids([]byte(src), "aids.md", tables)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "aids.md") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		for _, a := range aids {
			if a.Copies < 1 || len(a.Paras) == 0 {
				t.Fatalf("aid %+v", a)
			}
		}
	})
}

// FuzzParseScoreSheet: any scoresheet.txt gives a sheet or an error that
// names the file, never a panic.
func FuzzParseScoreSheet(f *testing.F) {
	f.Add("title: T\nnote: N\ncolumns: Hand, A, B\nrows: 12\nnumbered: yes\ntotal: yes\ntrack: Castle, north, 10\ncopies: 2\n")
	f.Add("title: T\ntrack: no number\n")
	f.Fuzz(func(t *testing.T, src string) {
		s, err := ParseScoreSheet([]byte(src), "s.txt")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "s.txt") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if s.Title == "" || s.Copies < 1 {
			t.Fatalf("sheet %+v", s)
		}
	})
}
