package cards_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cardstock/cardstock/cards"
)

// BenchmarkLoadCards loads card lists of 1,000, 10,000 and 100,000 cards:
// ns/card must not grow with the list.
func BenchmarkLoadCards(b *testing.B) {
	for _, n := range []int{1000, 10000, 100000} {
		var csv strings.Builder
		csv.WriteString("id,suit,title,text\n")
		for i := range n {
			fmt.Fprintf(&csv, "C%d,stars,Cärd %d,\"Draw a card, then play it (%d).\"\n", i, i, i)
		}
		fsys := fstest.MapFS{
			"g/game.toml": {Data: []byte("name = \"G\"\n[[suit]]\nid = \"stars\"\nname = \"Stars\"\n[[deck]]\nid = \"d\"\nname = \"D\"\ncards = \"c.csv\"\n")},
			"g/c.csv":     {Data: []byte(csv.String())},
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				if _, err := cards.Load(fsys, "g"); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/card")
		})
	}
}
