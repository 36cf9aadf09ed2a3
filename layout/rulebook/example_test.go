package rulebook_test

import (
	"bytes"
	"fmt"

	"github.com/cardstock/cardstock/layout/rulebook"
)

func ExampleTypeset() {
	src := []byte(`---
title: High Card
players: "2"
components:
  - 1 standard deck
---

## 1 Play

1.1 Each player turns over a card; the higher rank wins, so Q♠ beats 10♥.

1.2 Jokers (JK) beat everything; a tie is settled by §1.1 again.
`)
	pdf, err := rulebook.Typeset(src, "rules.md", rulebook.Options{Paper: "a4"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bytes.HasPrefix(pdf, []byte("%PDF-")))

	// Mistakes come back as path:line:col messages, all at once.
	bad := bytes.Replace(src, []byte("Q♠ beats"), []byte("1♠ beats"), 1)
	bad = bytes.Replace(bad, []byte("§1.1"), []byte("§1.3"), 1)
	_, err = rulebook.Typeset(bad, "rules.md", rulebook.Options{})
	fmt.Println(err)
	// Output:
	// true
	// rules.md:10:61: rulebook: "1♠" is not card notation: a suit symbol must follow a rank (A 2-10 J Q K, T for 10)
	// rules.md:12:54: rulebook: §1.3 refers to no rule or section: number headings ("## 4 Play") and rules ("4.2.1 ...") to refer to them
}
