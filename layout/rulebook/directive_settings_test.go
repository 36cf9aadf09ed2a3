package rulebook

import (
	"strings"
	"testing"
)

// TestDirectiveSettings: a directive's name may carry settings
// (SETTING=VALUE, bots joined by +), passed to the resolver whole.
func TestDirectiveFactSettings(t *testing.T) {
	var got []string
	resolve := func(kind, name string) (string, error) {
		got = append(got, kind+"|"+name)
		return "42", nil
	}
	body := "\n## 1 Facts\n\nGames last {{fact turns players=4 games=1000}} rounds; {{fact seat-win:2 bot=greedy+random}} of them.\n"
	if _, err := layoutBook([]byte(front+body), "r.md", Options{Resolve: resolve}); err != nil {
		t.Fatal(err)
	}
	want := "fact|turns players=4 games=1000,fact|seat-win:2 bot=greedy+random"
	if strings.Join(got, ",") != want {
		t.Errorf("resolver asked %v, want %s", got, want)
	}
}
