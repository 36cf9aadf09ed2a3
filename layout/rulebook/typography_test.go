package rulebook

import "testing"

func TestSmarten(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Queen's Challenge", "Queen’s Challenge"},
		{`"Tricks" and 'tales'`, "“Tricks” and ‘tales’"},
		{"the '90s", "the ’90s"},
		{"2--6 players --- or more...", "2–6 players — or more…"},
		{`("quoted")`, "(“quoted”)"},
		{"plain", "plain"},
	} {
		if got := smarten(tc.in); got != tc.want {
			t.Errorf("smarten(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
