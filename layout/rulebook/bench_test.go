package rulebook

import (
	"errors"
	"io/fs"
	"runtime"
	"sync"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout"
)

// games are the five games, in the order of the design document.
var games = []string{"royal-haunts", "castle-poker", "queens-challenge", "royal-family", "tavern-tales"}

type rulebookSource struct {
	game string
	src  []byte
	opts Options
}

// contentRulebooks returns the rules.md of every game that has one in the
// embedded content, with the options `cardstock rulebook` typesets it with.
func contentRulebooks(tb testing.TB) []rulebookSource {
	tb.Helper()
	var out []rulebookSource
	for _, game := range games {
		src, err := fs.ReadFile(content.FS(), game+"/rules.md")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			tb.Fatal(err)
		}
		g, err := cards.Load(content.FS(), game)
		if err != nil {
			tb.Fatalf("%s: %v", game, err)
		}
		out = append(out, rulebookSource{game, src, Options{CardIDs: IDStyles(g), CardImage: layout.CardImager(g), Resolve: stubResolve}})
	}
	return out
}

// BenchmarkTypesetAll typesets every game's rulebook on A4, one iteration
// being all of them, as many at a time as there are processors (as
// `cardstock build` does).
func BenchmarkTypesetAll(b *testing.B) {
	books := contentRulebooks(b)
	b.Logf("%d rulebooks, %d at a time", len(books), runtime.GOMAXPROCS(0))
	for b.Loop() {
		var wg sync.WaitGroup
		sem := make(chan struct{}, runtime.GOMAXPROCS(0))
		errs := make([]error, len(books))
		for i, r := range books {
			wg.Go(func() {
				sem <- struct{}{}
				defer func() { <-sem }()
				_, errs[i] = Typeset(r.src, r.game+"/rules.md", r.opts)
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTypeset typesets each rulebook alone.
func BenchmarkTypeset(b *testing.B) {
	for _, r := range contentRulebooks(b) {
		for _, paper := range []string{"a4", "a5-booklet"} {
			b.Run(r.game+"/"+paper, func(b *testing.B) {
				opts := r.opts
				opts.Paper = paper
				for b.Loop() {
					if _, err := Typeset(r.src, r.game+"/rules.md", opts); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
