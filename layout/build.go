package layout

import (
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/templates"
)

// BuildOptions are the print settings of a build.
type BuildOptions struct {
	Paper  Paper
	Bleed  float64
	Backs  Backs
	Guides bool
	// StandardBack, when set, replaces the back of a game's standard deck,
	// and of every deck that shares its back (Castle Poker's special cards
	// are shuffled into it). A game with standard decks of different backs
	// (Queen's Challenge) keeps them, so that the decks stay apart.
	StandardBack string
	PrintShop    bool // also write one-card-per-page print-shop PDFs
	// CardSize, when set, prints every deck of playing cards (not tableaux
	// or tokens) at this size instead of its own ("mini", "63x88").
	CardSize string
}

// Output is one file of a build: its name inside the game's folder and its
// bytes.
type Output struct {
	Name string
	Data []byte
}

// Result is what building a game produced, and notes for the user (such as
// shared cut lines) to print once.
type Result struct {
	Outputs []Output
	Notes   []string
}

// Validate checks what the game's content names from templates (back
// designs, icons) and that every string can be drawn, reporting every
// problem with its position.
func Validate(g *cards.Game, opt BuildOptions) error {
	var errs cards.ErrorList
	backs, _ := deckBacks(g, opt.StandardBack)
	for _, d := range g.Decks {
		back := backs[d]
		if _, ok := templates.Backs[back]; back != "" && !ok {
			errs.Add(d.At("back"), "unknown back %q: want one of %s", back, strings.Join(templates.BackNames(), ", "))
		}
		for _, c := range d.Cards {
			if _, ok := templates.Icon(c.Icon); c.Icon != "" && !ok {
				errs.Add(c.Pos, "card %q: unknown icon %q: want one of %s", c.ID, c.Icon, strings.Join(templates.IconNames(), ", "))
			}
		}
	}
	for _, s := range g.Suits {
		if _, ok := templates.Icon(s.Icon); s.Icon != "" && !ok {
			errs.Add(s.At("icon"), "suit %q: unknown icon %q: want one of %s", s.ID, s.Icon, strings.Join(templates.IconNames(), ", "))
		}
	}
	return errs.Err()
}

// deckBacks returns the back each deck is printed with, and a note when
// the standard back could not be changed.
func deckBacks(g *cards.Game, standardBack string) (map[*cards.Deck]string, string) {
	backs := map[*cards.Deck]string{}
	std := map[string]bool{}
	for _, d := range g.Decks {
		backs[d] = d.Back
		if d.Standard {
			std[d.Back] = true
		}
	}
	if standardBack == "" || len(std) == 0 {
		return backs, ""
	}
	if len(std) > 1 {
		return backs, fmt.Sprintf("%s keeps its own backs: its standard decks must be told apart face down", g.Name)
	}
	for d, b := range backs {
		if std[b] {
			backs[d] = standardBack
		}
	}
	return backs, ""
}

type job struct {
	name   string
	weight int // the number of items it draws: its memory while it runs
	run    func() ([]byte, error)
}

// MaxConcurrentItems bounds how many items (cards, tableaux, tokens) the
// documents being drawn at once may hold together: a document is held in
// memory whole until it is written, so two large decks drawn side by side
// would need the memory of both. A job larger than the bound runs alone.
// Below it, jobs run on every core.
const MaxConcurrentItems = 4000

// BuildGame draws every printable component of g: for each deck its sheets
// (and print-shop PDF), and each mat. Nothing is written: the caller writes
// the outputs only when the whole build succeeded.
func BuildGame(g *cards.Game, opt BuildOptions) (*Result, error) {
	if err := Validate(g, opt); err != nil {
		return nil, err
	}
	res := &Result{}
	var jobs []job
	var mu sync.Mutex
	backs, note := deckBacks(g, opt.StandardBack)
	if note != "" {
		res.Notes = append(res.Notes, note)
	}
	for _, d := range g.Decks {
		back := backs[d]
		if opt.CardSize != "" && d.Kind == cards.KindCards {
			w, h, err := cards.ParseSize(opt.CardSize)
			if err != nil {
				return nil, fmt.Errorf("layout: %w", err)
			}
			resized := *d
			resized.W, resized.H, resized.Size = w, h, opt.CardSize
			d = &resized
		}
		faces := make([]Face, len(d.Cards))
		for i, c := range d.Cards {
			faces[i] = Face{Game: g, Deck: d, Card: c}
		}
		title := fmt.Sprintf("%s · %s", g.Name, d.Name)
		n := d.Total()
		jobs = append(jobs, job{g.ID + "-" + d.ID + ".pdf", n, func() ([]byte, error) {
			data, im, err := Sheets(faces, SheetOptions{Paper: opt.Paper, Bleed: opt.Bleed, Backs: opt.Backs, Guides: opt.Guides, Back: back}, title)
			if err == nil && im.Shared() {
				mu.Lock()
				res.Notes = append(res.Notes, sharedNote(d, im))
				mu.Unlock()
			}
			return data, err
		}})
		if opt.PrintShop {
			jobs = append(jobs, job{g.ID + "-" + d.ID + "-printshop.pdf", n, func() ([]byte, error) {
				return PrintShop(faces, opt.Bleed, back, title+" · print shop")
			}})
		}
	}
	for _, m := range g.Mats {
		m := m
		jobs = append(jobs, job{g.ID + "-" + m.ID + ".pdf", 1, func() ([]byte, error) {
			return MatPDF(g, m, opt.Paper, g.Name+" · "+m.Name)
		}})
	}
	outs, err := runJobs(jobs)
	if err != nil {
		return nil, err
	}
	res.Outputs = outs
	sort.Strings(res.Notes)
	return res, nil
}

// limiter admits jobs while fewer run than there are cores and the items
// they draw stay within MaxConcurrentItems; it is shared by every build of
// the process, so that games built side by side share the bound too.
type limiter struct {
	mu       sync.Mutex
	cond     *sync.Cond
	running  int
	inFlight int
}

var jobLimit = func() *limiter { l := &limiter{}; l.cond = sync.NewCond(&l.mu); return l }()

func (l *limiter) acquire(w int) {
	l.mu.Lock()
	for l.running > 0 && (l.running >= runtime.GOMAXPROCS(0) || l.inFlight+w > MaxConcurrentItems) {
		l.cond.Wait()
	}
	l.running++
	l.inFlight += w
	l.mu.Unlock()
}

func (l *limiter) release(w int) {
	l.mu.Lock()
	l.running--
	l.inFlight -= w
	l.cond.Broadcast()
	l.mu.Unlock()
}

// runJobs runs the jobs on all cores, holding at most MaxConcurrentItems
// items in flight (or one job larger than that), and returns their outputs
// in job order, or every error found.
func runJobs(jobs []job) ([]Output, error) {
	outs := make([]Output, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	for i, j := range jobs {
		w := max(j.weight, 1)
		jobLimit.acquire(w)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer jobLimit.release(w)
			data, err := j.run()
			outs[i], errs[i] = Output{j.name, data}, err
		}()
	}
	wg.Wait()
	if err := onceEach(errs); err != nil {
		return nil, err
	}
	return outs, nil
}

// onceEach joins the errors of jobs that ran in parallel, each text once:
// the sheets and the print-shop PDF (or the images) of a deck draw the
// same cards, so the same error can come from several jobs.
func onceEach(errs []error) error {
	var list cards.ErrorList
	seen := map[string]bool{}
	for _, err := range errs {
		if err != nil && !seen[err.Error()] {
			seen[err.Error()] = true
			list.Append(cards.Pos{}, err)
		}
	}
	return list.Err()
}

func sharedNote(d *cards.Deck, im *Imposition) string {
	var axes []string
	if im.SharedX {
		axes = append(axes, "columns")
	}
	if im.SharedY {
		axes = append(axes, "rows")
	}
	side := ""
	if im.Turned {
		side = " on their side"
	}
	return fmt.Sprintf("%gx%g mm with %g mm bleed on %s: %d x %d per sheet%s only with shared cut lines between %s (bleed kept on the outer edges; cards are not shrunk)",
		d.W, d.H, im.Bleed, im.Paper.Name, im.Cols, im.Rows, side, strings.Join(axes, " and "))
}
