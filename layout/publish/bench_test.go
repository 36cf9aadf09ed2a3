package publish

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// bigDeck returns a content folder with one game whose deck has n custom
// cards, each with a title and a line of text.
func bigDeck(n int) fstest.MapFS {
	var csv strings.Builder
	csv.WriteString("id,suit,title,text\n")
	for i := range n {
		fmt.Fprintf(&csv, "C%d,stars,Card %d,\"Draw a card, then play it face up (%d).\"\n", i, i, i)
	}
	manifest := `name = "Big"
[[suit]]
id = "stars"
name = "Stars"
icon = "star"
color = "#a87800"
[[deck]]
id = "deck"
name = "Deck"
cards = "cards.csv"
back = "red"
`
	return fstest.MapFS{
		"big/game.toml": {Data: []byte(manifest)},
		"big/cards.csv": {Data: []byte(csv.String())},
	}
}

// BenchmarkBuildCards builds and writes a deck of 1,000, 10,000 and
// 100,000 cards (sheets and print-shop PDF), as `cardstock build` does.
// Time and memory per card should not grow with the deck: compare the
// ns/card and B/card figures. peak-MB is the heap in use at its highest.
func BenchmarkBuildCards(b *testing.B) {
	for _, n := range []int{1000, 10000, 100000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			if n > 10000 && os.Getenv("CARDSTOCK_BENCH_HUGE") == "" {
				b.Skip("set CARDSTOCK_BENCH_HUGE=1 for 100,000 cards")
			}
			fsys := bigDeck(n)
			opt := options()
			opt.Rulebooks = false
			opt.PrintShop = true
			b.ReportAllocs()
			var peak uint64
			for range b.N {
				dir := b.TempDir()
				stop := sampleHeap(&peak)
				built, err := Build(fsys, []string{"big"}, opt)
				if err == nil {
					err = Write(dir, built, nil)
				}
				stop()
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/card")
			b.ReportMetric(float64(peak)/1e6, "peak-MB")
		})
	}
}

// sampleHeap records the largest heap in use into peak until stop is called.
func sampleHeap(peak *uint64) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > *peak {
				*peak = ms.HeapInuse
			}
			select {
			case <-done:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	return func() { close(done); <-finished }
}
