package sim

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"github.com/cardstock/cardstock/engine"
)

// Config is one simulation: a game with its options, the bots at its seats
// and how many games to play from which seed.
type Config struct {
	Game    engine.Game
	Options engine.Options
	// Players is the number of seats; 0 takes the game's own.
	Players int
	// Bots names one bot for every seat, or one per seat; empty is random.
	Bots  []string
	Games int
	Seed  uint64
	// Jobs is how many games are played at once; 0 is one per core.
	Jobs int
	// MaxActions cuts off a game that runs longer (counted as unfinished);
	// 0 is 100,000.
	MaxActions int
	// Progress, if set, is told how many games are finished, from time to
	// time and once at the end; calls do not overlap.
	Progress func(done int)
	// Label names this run in a comparison ("jokers=off"); empty is the
	// bots and options.
	Label string
}

// ErrConfig is wrapped by Run's errors about its Config (as opposed to a
// game's failure): too many bots, an unknown bot, a number of players the
// game is not dealt for, an unknown option.
var ErrConfig = errors.New("bad simulation settings")

// configError is an error about a Config: errors.Is(err, ErrConfig).
type configError struct{ error }

func (configError) Is(target error) bool { return target == ErrConfig }
func (e configError) Unwrap() error      { return e.error }

func configErr(format string, args ...any) error {
	return configError{fmt.Errorf(format, args...)}
}

// chunk is how many consecutive games a worker takes at once.
const chunk = 256

// GameSeed is the seed game i of a run from seed deals from, and seeds its
// bots' generator: a fixed mix of both numbers (SplitMix64's finaliser), so
// that a game is the same whichever worker plays it.
func GameSeed(seed uint64, i int) uint64 {
	z := seed*0x9E3779B97F4A7C15 + uint64(i) + 0x632BE59BD9B4E019
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Run plays c.Games games and returns their statistics. The figures depend
// only on the game, options, bots, seed and number of games, never on
// c.Jobs.
func Run(ctx context.Context, c Config) (*Stats, error) {
	if c.Game == nil {
		return nil, configErr("sim: no game")
	}
	if c.Games < 0 {
		return nil, configErr("sim: %d games", c.Games)
	}
	opts, err := engine.ResolveOptions(c.Game, c.Options)
	if err != nil {
		return nil, configErr("sim: %w", err)
	}
	players, err := seats(c.Game, opts, c.Players)
	if err != nil {
		return nil, err
	}
	names := c.Bots
	if len(names) == 0 {
		names = []string{"random"}
	}
	if len(names) != 1 && len(names) != players {
		return nil, configErr("sim: %d bots for %s: name one bot for every seat or one per seat", len(names), plural(players, "player"))
	}
	bots := make([]Bot, players)
	for i := range bots {
		b, err := NewBot(names[min(i, len(names)-1)])
		if err != nil {
			return nil, configErr("%w", err)
		}
		bots[i] = b
	}
	jobs := c.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	maxActions := c.MaxActions
	if maxActions <= 0 {
		maxActions = 100000
	}
	st := newStats(c, opts, names, players)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next     atomic.Int64
		mu       sync.Mutex // guards done, firstErr and the Progress calls
		done     int
		firstErr error
		wg       sync.WaitGroup
		workers  = make([]*worker, jobs)
		nchunks  = (c.Games + chunk - 1) / chunk
	)
	for w := range workers {
		wk := newWorker(c.Game, opts, players, bots, maxActions)
		workers[w] = wk
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				k := int(next.Add(1) - 1)
				if k >= nchunks {
					return
				}
				lo, hi := k*chunk, min((k+1)*chunk, c.Games)
				for i := lo; i < hi; i++ {
					if err := wk.play(i, GameSeed(c.Seed, i)); err != nil {
						mu.Lock()
						if firstErr == nil {
							firstErr = err
						}
						mu.Unlock()
						cancel()
						return
					}
				}
				mu.Lock()
				done += hi - lo
				if c.Progress != nil {
					c.Progress(done)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, wk := range workers {
		st.add(wk)
	}
	return st, nil
}

// worker plays games and counts what happens in them; its counts are
// integers, added into a Stats in any order.
type worker struct {
	game       engine.Game
	opts       engine.Options
	players    int
	bots       []Bot
	maxActions int
	pcg        rand.PCG
	rng        *rand.Rand

	games, unfinished, atDeal, wins, ties, firstWins int64
	hasWinner                                        bool
	returns                                          []Hist
	actions, turns                                   Hist
	outcomes                                         map[string]int64
	seatWins, firstSeat                              []int64

	// action kinds, interned per worker: kindOf maps an action to its
	// index in kinds; per kind, the count over all games, the sum of
	// squares of its count per game, and the games it occurs in.
	kindOf                  map[engine.Action]int32
	kinds                   []string
	kCount, kSquares, kGame []int64
	gameCount               []int64 // this game's count of each kind
	touched                 []int32 // kinds with a count this game

	rules map[string]*KindCount // rules fired (RuleCounter)
}

// countRule adds a rule fired times in the game just played.
func (w *worker) countRule(rule string, times int) {
	if times <= 0 {
		return
	}
	rc := w.rules[rule]
	if rc == nil {
		rc = &KindCount{}
		w.rules[rule] = rc
	}
	t := int64(times)
	rc.Count += t
	rc.Squares += t * t
	rc.Games++
}

func newWorker(g engine.Game, opts engine.Options, players int, bots []Bot, maxActions int) *worker {
	w := &worker{game: g, opts: opts, players: players, bots: bots, maxActions: maxActions,
		returns: make([]Hist, players), actions: Hist{}, turns: Hist{}, outcomes: map[string]int64{},
		seatWins: make([]int64, players), firstSeat: make([]int64, players),
		kindOf: map[engine.Action]int32{}, rules: map[string]*KindCount{}}
	for i := range w.returns {
		w.returns[i] = Hist{}
	}
	w.rng = rand.New(&w.pcg)
	return w
}

// play plays game i, dealt from seed.
func (w *worker) play(i int, seed uint64) error {
	s, err := newState(w.game, w.opts, w.players, seed)
	if err != nil {
		return fmt.Errorf("sim: game %d (seed %d): %w", i, seed, err)
	}
	w.pcg.Seed(seed, 0x73696d)
	w.games++
	first := s.CurrentPlayer()
	last, turns, n := engine.Terminal, 0, 0
	for !s.IsTerminal() {
		if n >= w.maxActions {
			w.unfinished++
			w.outcomes[fmt.Sprintf("unfinished after %d actions", w.maxActions)]++
			w.endKinds()
			return nil
		}
		p := s.CurrentPlayer()
		if p != last {
			turns++
			last = p
		}
		legal := s.LegalActions()
		if len(legal) == 0 {
			return fmt.Errorf("sim: game %d (seed %d): player %d has no legal action in a game not over:\n%s", i, seed, p, s)
		}
		b := w.bots[0]
		if int(p) >= 0 && int(p) < len(w.bots) {
			b = w.bots[p]
		}
		a := b.Choose(s, legal, w.rng)
		w.countKind(s, a)
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("sim: game %d (seed %d): action %q: %w", i, seed, s.ActionString(a), err)
		}
		n++
	}
	w.endKinds()
	if t, ok := s.(Turner); ok {
		turns = t.Turn()
	}
	if rc, ok := s.(RuleCounter); ok {
		rc.RulesFired(w.countRule)
	}
	if n == 0 {
		w.atDeal++
	}
	w.actions[float64(n)]++
	w.turns[float64(turns)]++
	ret := s.Returns()
	for p := 0; p < len(ret) && p < w.players; p++ {
		w.returns[p][ret[p]]++
	}
	if o, ok := s.(Outcomer); ok {
		w.outcomes[o.Outcome()]++
	}
	if w.players == 1 {
		if win, ok := s.(Winner); ok {
			w.hasWinner = true
			if win.Won() {
				w.wins++
			}
		}
		return nil
	}
	if int(first) >= 0 && int(first) < w.players {
		w.firstSeat[first]++
	}
	best, at, shared := 0.0, -1, false
	for p, v := range ret {
		switch {
		case at < 0 || v > best:
			best, at, shared = v, p, false
		case v == best:
			shared = true
		}
	}
	switch {
	case shared:
		w.ties++
	case at >= 0:
		w.seatWins[at]++
		if at == int(first) {
			w.firstWins++
		}
	}
	return nil
}

// countKind counts the kind of action a, played in s.
func (w *worker) countKind(s engine.State, a engine.Action) {
	k, ok := w.kindOf[a]
	if !ok {
		name := Kind(s.ActionString(a))
		k = -1
		for j, n := range w.kinds {
			if n == name {
				k = int32(j)
				break
			}
		}
		if k < 0 {
			k = int32(len(w.kinds))
			w.kinds = append(w.kinds, name)
			w.kCount = append(w.kCount, 0)
			w.kSquares = append(w.kSquares, 0)
			w.kGame = append(w.kGame, 0)
			w.gameCount = append(w.gameCount, 0)
		}
		w.kindOf[a] = k
	}
	if w.gameCount[k] == 0 {
		w.touched = append(w.touched, k)
	}
	w.gameCount[k]++
}

// endKinds adds the finished game's kind counts to the totals.
func (w *worker) endKinds() {
	for _, k := range w.touched {
		c := w.gameCount[k]
		w.kCount[k] += c
		w.kSquares[k] += c * c
		w.kGame[k]++
		w.gameCount[k] = 0
	}
	w.touched = w.touched[:0]
}

// Kind is the kind of an action, from its transcript text: the first word,
// with the second when it is a suit or a lower-case word ("gift ♥",
// "clubs discard", "discard ♠"), never a card or a number.
func Kind(text string) string {
	f := strings.Fields(text)
	if len(f) == 0 {
		return "(none)"
	}
	if len(f) > 1 && (isSuit(f[1]) || isWord(f[1])) {
		return f[0] + " " + f[1]
	}
	return f[0]
}

func isSuit(t string) bool {
	switch t {
	case "♠", "♥", "♦", "♣":
		return true
	}
	return false
}

func isWord(t string) bool {
	for _, r := range t {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return t != ""
}

// KindCount is how often one kind of action was played.
type KindCount struct {
	Count   int64 // over all games
	Squares int64 // sum over games of the squared count per game
	Games   int64 // games in which it was played at least once
}

// Stats are the figures of one simulation, all integer counts.
type Stats struct {
	Game    string
	Options engine.Options // every option, resolved
	Bots    []string
	Players int
	Seed    uint64
	Label   string

	Games      int64
	Unfinished int64 // cut off after MaxActions
	AtDeal     int64 // over before any action
	// HasWinner is whether the solitaire's states say if it was won (Winner).
	HasWinner bool
	Wins      int64
	// Returns holds each seat's returns of the finished games.
	Returns []Hist
	// Actions and Turns are the lengths of the finished games.
	Actions, Turns Hist
	Outcomes       map[string]int64
	Kinds          map[string]*KindCount
	// Rules counts the rules fired, for games whose states are RuleCounters.
	Rules map[string]*KindCount
	// Multiplayer games: the games each seat won alone (highest return),
	// games whose highest return is shared, how often each seat acted
	// first, and the games the player who acted first won alone.
	SeatWins, FirstSeat []int64
	Ties, FirstWins     int64
}

func newStats(c Config, opts engine.Options, bots []string, players int) *Stats {
	st := &Stats{Game: c.Game.Name(), Options: opts, Bots: append([]string(nil), bots...), Players: players,
		Seed: c.Seed, Label: c.Label, Returns: make([]Hist, players), Actions: Hist{}, Turns: Hist{},
		Outcomes: map[string]int64{}, Kinds: map[string]*KindCount{}, Rules: map[string]*KindCount{},
		SeatWins: make([]int64, players), FirstSeat: make([]int64, players)}
	for i := range st.Returns {
		st.Returns[i] = Hist{}
	}
	return st
}

// add adds a worker's counts.
func (st *Stats) add(w *worker) {
	st.Games += w.games
	st.Unfinished += w.unfinished
	st.AtDeal += w.atDeal
	st.Wins += w.wins
	st.HasWinner = st.HasWinner || w.hasWinner
	st.Ties += w.ties
	st.FirstWins += w.firstWins
	for i := range st.Returns {
		st.Returns[i].Add(w.returns[i])
		st.SeatWins[i] += w.seatWins[i]
		st.FirstSeat[i] += w.firstSeat[i]
	}
	st.Actions.Add(w.actions)
	st.Turns.Add(w.turns)
	for k, v := range w.outcomes {
		st.Outcomes[k] += v
	}
	for name, rc := range w.rules {
		t := st.Rules[name]
		if t == nil {
			t = &KindCount{}
			st.Rules[name] = t
		}
		t.Count += rc.Count
		t.Squares += rc.Squares
		t.Games += rc.Games
	}
	for j, name := range w.kinds {
		kc := st.Kinds[name]
		if kc == nil {
			kc = &KindCount{}
			st.Kinds[name] = kc
		}
		kc.Count += w.kCount[j]
		kc.Squares += w.kSquares[j]
		kc.Games += w.kGame[j]
	}
}

// Finished is the number of games played to their end.
func (st *Stats) Finished() int64 { return st.Games - st.Unfinished }

// Name is the run's label, or else its bots and the options that differ
// from the game's defaults.
func (st *Stats) Name() string {
	if st.Label != "" {
		return st.Label
	}
	return strings.Join(st.Bots, ",")
}

// Hist is a distribution kept as counts of each value.
type Hist map[float64]int64

// Add adds the counts of o.
func (h Hist) Add(o Hist) {
	for k, v := range o {
		h[k] += v
	}
}

// Clone returns a copy.
func (h Hist) Clone() Hist { return maps.Clone(h) }
