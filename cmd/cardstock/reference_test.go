package main

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
)

func TestReference(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"reference", "royal-haunts"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	md := out.String()
	for _, w := range []string{
		"## Spells in rooms (spells-in-rooms)\n\n| Spell |",
		"| Pair | 4♥ 4♣ 10♦ 5♠ 8♥ | 2 | 3 |",
		"## Hand spells (hand-spells)\n",
		"| Straight Flush | 40 | 0.0015 % |",
	} {
		if !strings.Contains(md, w) {
			t.Errorf("markdown lacks %q", w)
		}
	}

	out.Reset()
	if code := run([]string{"reference", "queens-challenge", "--format", "csv", "--table", "enemies"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	recs, err := csv.NewReader(strings.NewReader(out.String())).ReadAll()
	if err != nil || len(recs) != 5 || recs[0][0] != "Card in play" || recs[2][1] != "♠ Spades" {
		t.Errorf("csv %q: %v", out.String(), err)
	}

	out.Reset()
	if code := run([]string{"reference", "queens-challenge", "--format", "csv"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.HasPrefix(out.String(), "# enemies: Enemy suits\nCard in play,Defeated with\n") || !strings.Contains(out.String(), "\n\n# gifts: ") {
		t.Errorf("csv of all tables:\n%s", out.String())
	}

	out.Reset()
	if code := run([]string{"reference", "queens-challenge", "--option", "enemies=one-way", "--table", "enemies"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "| ♥ Hearts | nothing |") {
		t.Errorf("exit %d, one-way:\n%s", code, out.String())
	}

	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"reference", "no-game"}, `no tables for "no-game" (games with tables: `},
		{[]string{"reference", "royal-haunts", "--format", "pdf"}, `--format "pdf": want markdown or csv`},
		{[]string{"reference", "royal-haunts", "--table", "nope"}, `no table "nope" (tables: spells-in-rooms,`},
		{[]string{"reference", "royal-haunts", "--option", "jokers=maybe"}, "want one of off, on"},
		{[]string{"reference", "royal-haunts", "--option", "jokers"}, "want NAME=VALUE"},
	} {
		out.Reset()
		errb.Reset()
		if code := run(tc.args, &out, &errb); code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), tc.msg) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out.String(), errb.String(), tc.msg)
		}
	}
}
