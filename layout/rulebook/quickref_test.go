package rulebook

import (
	"strings"
	"testing"
)

// TestDirectiveSettings: a {{table}} directive may carry OPTION=VALUE
// settings, which reach the resolver with the table's ID.
func TestDirectiveSettings(t *testing.T) {
	var got []string
	resolve := func(kind, name string) (string, error) {
		got = append(got, kind+":"+name)
		return "| A |\n|---|\n| 1 |\n", nil
	}
	src := []byte(front + "\n## 1 Tables\n\n{{table spells jokers=off flush-discards=on}}\n")
	if _, err := layoutBook(src, "r.md", Options{Resolve: resolve}); err != nil {
		t.Fatal(err)
	}
	if want := "table:spells jokers=off flush-discards=on"; strings.Join(got, "|") != want {
		t.Errorf("resolved %q, want %q", got, want)
	}
}

// TestQuickRefSheet: a sheet without front matter takes the rulebook's
// title, is set without cover or contents, and refers to the rulebook's
// rules.
func TestQuickRefSheet(t *testing.T) {
	rules := Source{Src: []byte(front + "\n## 1 Setup\n\n1.1 Deal.\n"), Path: "rules.md"}
	b, err := layoutQuickRef([]byte("## Turn\n\nDeal (§1.1), then play (§1).\n"), "quickref.md", rules, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.pages) != 1 || b.fm.Title == "" {
		t.Errorf("%d pages, title %q", len(b.pages), b.fm.Title)
	}
	_, err = layoutQuickRef([]byte("## Turn\n\nSee §2.\n"), "quickref.md", rules, Options{})
	if err == nil || !strings.Contains(err.Error(), "quickref.md:3:5: quick reference: §2 refers to no rule or section of rules.md") {
		t.Errorf("error %v", err)
	}
	_, err = layoutQuickRef([]byte("## Turn\n"), "quickref.md", Source{}, Options{})
	if err == nil || !strings.Contains(err.Error(), "no title") {
		t.Errorf("no rulebook, no front matter: %v", err)
	}
	if _, err := layoutQuickRef([]byte("## Turn\n"), "quickref.md", rules, Options{Paper: "a5-booklet"}); err == nil {
		t.Error("a5-booklet accepted")
	}
}
