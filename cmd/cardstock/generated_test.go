package main

import (
	"strings"
	"testing"
)

func TestGenerated(t *testing.T) {
	r := generated("royal-haunts")
	md, err := r("table", "spells-in-rooms")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md, "|") || !strings.Contains(md, "Straight") {
		t.Errorf("spells-in-rooms is not a Markdown table of spells:\n%s", md)
	}
	for _, tc := range []struct{ kind, name, want string }{
		{"table", "no-such-table", "no-such-table"},
		{"table", "spells-in-rooms jokers", "OPTION=VALUE"},
		{"table", "spells-in-rooms nosuch=1", "nosuch"},
		{"fact", "no-such-figure", "no-such-figure"},
		{"chart", "x", "unknown directive"},
	} {
		if _, err := r(tc.kind, tc.name); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %q: err = %v, want one naming %q", tc.kind, tc.name, err, tc.want)
		}
	}
	if _, err := generated("tavern-tales-nope")("table", "x"); err == nil {
		t.Error("a game with no engine gave a table")
	}
}
