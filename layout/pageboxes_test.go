package layout

import "testing"

func TestSortPageBoxes(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"swapped", "<<\n/TrimBox [1 2 3 4]\n/BleedBox [0 0 5 6]\n>>\n", "<<\n/BleedBox [0 0 5 6]\n/TrimBox [1 2 3 4]\n>>\n"},
		{"in order", "<<\n/BleedBox [0 0 5 6]\n/TrimBox [1 2 3 4]\n>>\n", "<<\n/BleedBox [0 0 5 6]\n/TrimBox [1 2 3 4]\n>>\n"},
		{"two pages", "\n/TrimBox [1]\n/BleedBox [2]\nx\n/TrimBox [3]\n/BleedBox [4]\n", "\n/BleedBox [2]\n/TrimBox [1]\nx\n/BleedBox [4]\n/TrimBox [3]\n"},
		{"not a box line", "\n/TrimBox [1\n/BleedBox [2]\n", "\n/TrimBox [1\n/BleedBox [2]\n"},
		{"trim alone", "\n/TrimBox [1]\n/MediaBox [2]\n", "\n/TrimBox [1]\n/MediaBox [2]\n"},
		{"cut short", "\n/TrimBox [1]\n/BleedBox [2]", "\n/TrimBox [1]\n/BleedBox [2]"},
		{"at the end", "\n/TrimBox [", "\n/TrimBox ["},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := string(sortPageBoxes([]byte(tc.in))); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
