// Package enginetest holds the tests every game of cardstock gets: random
// games with invariants checked after every step, and benchmarks.
//
// A game plugs in by calling Run from a test in its package:
//
//	func TestRandomGames(t *testing.T) {
//		enginetest.Run(t, enginetest.Config{Game: queens.Game{}, Games: 2000, MaxSteps: 5000})
//	}
//
// For the conservation invariant (every card in exactly one zone: none
// lost, none duplicated) a state implements engine.Zoned: it lists its zones with
// their cards. Run compares the multiset of all cards after every step with
// the one at the start (or with Config.Cards). Games with two decks of the
// same cards (Queen's Challenge) see each card twice; Config.Check can add a
// per-deck check.
//
// After every step Run checks that: the state's text form parses back
// (Game.ParseState) to a state with the same text and the same legal
// actions; every legal action applies to a clone, prints and parses back to
// itself (ActionString, ParseAction) and leaves the original untouched; a
// sample of other actions is refused with an error that wraps
// engine.ErrIllegal, cites a rule and leaves the state unchanged; a state
// is terminal exactly when it has no legal actions and CurrentPlayer is
// engine.Terminal; a terminal state has Returns; and the game ends within
// MaxSteps. A failure prints a transcript that replays the game up to the
// fault.
package enginetest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// Zoned is engine.Zoned, the interface of states that list their zones.
type Zoned = engine.Zoned

// Config says which games Run plays.
type Config struct {
	Game    engine.Game
	Options engine.Options
	// Games is the number of random games (default Scale(1000)).
	Games int
	// Seed is the first deal's seed; game i is dealt from Seed+i, and its
	// moves are chosen by a generator seeded with the same number.
	Seed uint64
	// MaxSteps bounds a game's length; a game still going after it fails.
	MaxSteps int
	// Refusals is how many other actions are tried on each state (default 8).
	Refusals int
	// Other returns a candidate action that may or may not be legal; Run
	// keeps those not among the legal ones and checks they are refused. The
	// default mixes random numbers with legal actions with one bit flipped.
	Other func(s engine.State, r *rand.Rand) engine.Action
	// Check, if set, is an extra invariant checked after every step.
	Check func(s engine.State) error
	// Cards, if set, is the multiset of cards every state must hold in its
	// zones; otherwise the Schema's Cards (the game's decks) of a Declared
	// game, or else the starting state's cards, are the reference.
	Cards []cards.Card
	// Players, if set, is the number of players of every game; otherwise
	// game i has the game's minimum plus i modulo the size of its range,
	// so that every player count is played.
	Players int
	// Start, if set, deals game i in place of Game.New.
	Start func(setup engine.Setup) (engine.State, error)
	// Choose, if set, picks each move among the legal ones (a player that
	// is random but purposeful, for games that uniformly random players
	// seldom finish); by default moves are uniformly random.
	Choose func(s engine.State, legal []engine.Action, r *rand.Rand) engine.Action
	// Unfinished, if true, counts a game still going after MaxSteps in
	// Result.Unfinished instead of failing (for games whose rules allow
	// endless play).
	Unfinished bool
}

// Result sums up the games Run played.
type Result struct {
	Games, Steps int
	Terminal     map[string]int // text of Returns -> games that ended so
	Rules        map[string]int // rule numbers cited by refusals -> count
	Unfinished   int            // games stopped at MaxSteps (Config.Unfinished)
}

// Run plays cfg.Games random games and checks the invariants after every
// step; it stops at the first game that fails.
func Run(t *testing.T, cfg Config) Result {
	t.Helper()
	if cfg.Games == 0 {
		cfg.Games = Scale(1000)
	}
	res, err := Play(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// Play is Run without a testing.T: it returns the first failure, which
// names the game's seed and prints a transcript that replays it.
func Play(cfg Config) (Result, error) {
	if cfg.Games == 0 {
		cfg.Games = 1000
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 100000
	}
	if cfg.Refusals == 0 {
		cfg.Refusals = 8
	}
	if cfg.Other == nil {
		cfg.Other = defaultOther
	}
	res := Result{Terminal: map[string]int{}, Rules: map[string]int{}}
	opts, err := engine.ResolveOptions(cfg.Game, cfg.Options)
	if err != nil {
		return res, err
	}
	lo, hi := cfg.Game.Players()
	for i := 0; i < cfg.Games; i++ {
		seed := cfg.Seed + uint64(i)
		n := cfg.Players
		if n == 0 {
			n = lo + i%(hi-lo+1)
		}
		if err := playOne(cfg, engine.Setup{Options: opts, Players: n, Seed: seed}, &res); err != nil {
			return res, fmt.Errorf("%s, %d players, seed %d: %w", cfg.Game.Name(), n, seed, err)
		}
		res.Games++
	}
	return res, nil
}

type failure struct {
	err     error
	history []engine.Step
	cfg     Config
	setup   engine.Setup
}

func (f *failure) Unwrap() error { return f.err }

func (f *failure) Error() string {
	t := &engine.Transcript{Game: f.cfg.Game.Name(), Options: f.setup.Options, Seed: f.setup.Seed, HasSeed: true, Steps: f.history}
	if lo, hi := f.cfg.Game.Players(); lo != hi {
		t.Players = f.setup.Players
	}
	text := strings.TrimRight(t.String(), "\n")
	return fmt.Sprintf("after %d steps: %v\nreplay:\n  %s\n", len(f.history), f.err, strings.ReplaceAll(text, "\n", "\n  "))
}

func playOne(cfg Config, setup engine.Setup, res *Result) error {
	var s engine.State
	var err error
	if cfg.Start != nil {
		s, err = cfg.Start(setup)
	} else {
		s, err = engine.NewGame(cfg.Game, setup)
	}
	if err != nil {
		return err
	}
	opts := setup.Options
	r := engine.NewRand(setup.Seed)
	ref := cfg.Cards
	if d, ok := cfg.Game.(engine.Declared); ok && ref == nil && d.Schema().Cards != nil {
		ref = d.Schema().Cards(opts)
	}
	if ref == nil {
		ref = stateCards(cfg.Game, s)
	}
	ref = sorted(ref)
	f := &failure{cfg: cfg, setup: setup}
	for step := 0; ; step++ {
		if err := CheckState(cfg, opts, s, ref, r, res); err != nil {
			f.err = err
			return f
		}
		if s.IsTerminal() {
			res.Terminal[fmt.Sprint(s.Returns())]++
			return nil
		}
		if step >= cfg.MaxSteps {
			if cfg.Unfinished {
				res.Unfinished++
				return nil
			}
			f.err = fmt.Errorf("game not over after %d steps", cfg.MaxSteps)
			return f
		}
		legal := s.LegalActions()
		var a engine.Action
		if cfg.Choose != nil {
			a = cfg.Choose(s, legal, r)
		} else {
			a = legal[r.IntN(len(legal))]
		}
		st := engine.ActionStep(-1, s.ActionString(a))
		if lo, hi := cfg.Game.Players(); lo != hi {
			st.Player = s.CurrentPlayer()
		}
		f.history = append(f.history, st)
		if err := s.Apply(a); err != nil {
			f.err = fmt.Errorf("legal action %s refused: %v", s.ActionString(a), err)
			return f
		}
		res.Steps++
	}
}

// CheckState checks the invariants on one state; Run calls it after every
// step. ref is the sorted multiset of cards the state must hold (nil to skip
// the conservation check); res may be nil.
func CheckState(cfg Config, opts engine.Options, s engine.State, ref []cards.Card, r *rand.Rand, res *Result) error {
	text := s.String()
	if ref != nil {
		if all := stateCards(cfg.Game, s); all != nil {
			if err := conserved(all, ref); err != nil {
				return err
			}
		}
	}
	if cfg.Check != nil {
		if err := cfg.Check(s); err != nil {
			return err
		}
	}
	if d, ok := cfg.Game.(engine.Declared); ok && r != nil {
		// a generator of its own, so that the moves r chooses do not
		// depend on the check
		if err := CheckObservation(cfg.Game, d.Schema(), s, engine.NewRand(uint64(len(text)))); err != nil {
			return err
		}
	}
	p, err := cfg.Game.ParseState(opts, text)
	if err != nil {
		return fmt.Errorf("text form does not parse: %v\n%s", err, text)
	}
	if got := p.String(); got != text {
		return fmt.Errorf("text form does not round-trip:\n%s\nparsed back as:\n%s", text, got)
	}
	legal := s.LegalActions()
	if pl := p.LegalActions(); !slices.Equal(pl, legal) {
		return fmt.Errorf("parsed state has other legal actions: %v, want %v", pl, legal)
	}
	term := s.IsTerminal()
	if term != (len(legal) == 0) {
		return fmt.Errorf("IsTerminal %v with %d legal actions", term, len(legal))
	}
	if term != (s.CurrentPlayer() == engine.Terminal) {
		return fmt.Errorf("IsTerminal %v but CurrentPlayer %d", term, s.CurrentPlayer())
	}
	if term && len(s.Returns()) == 0 {
		return errors.New("terminal state without returns")
	}
	for _, a := range legal {
		str := s.ActionString(a)
		b, err := s.ParseAction(str)
		if err != nil || b != a {
			return fmt.Errorf("action %d prints as %q, which parses as %d, %v", a, str, b, err)
		}
		c := s.Clone()
		if err := c.Apply(a); err != nil {
			return fmt.Errorf("legal action %s refused: %v", str, err)
		}
	}
	if got := s.String(); got != text {
		return fmt.Errorf("applying actions to clones changed the state:\n%s\nnow:\n%s", text, got)
	}
	other := cfg.Other
	if other == nil {
		other = defaultOther
	}
	for i := 0; i < cfg.Refusals && r != nil; i++ {
		a := other(s, r)
		if slices.Contains(legal, a) {
			continue
		}
		c := s.Clone()
		err := c.Apply(a)
		var ill *engine.Illegal
		switch {
		case err == nil:
			return fmt.Errorf("action %d (%s) is not listed as legal but applies", a, s.ActionString(a))
		case !errors.Is(err, engine.ErrIllegal) || !errors.As(err, &ill):
			return fmt.Errorf("action %d refused with %v, which does not wrap engine.ErrIllegal", a, err)
		case ill.Rule == "":
			return fmt.Errorf("action %d refused without a rule: %v", a, err)
		}
		if got := c.String(); got != text {
			return fmt.Errorf("refused action %d changed the state:\n%s\nnow:\n%s", a, text, got)
		}
		if res != nil {
			res.Rules[ill.Rule]++
		}
	}
	return nil
}

// CheckObservation checks, for every player p, that a state differing from
// s only in what p cannot see gives p the same observation: the cards p
// cannot see (Hidden zones, other players' OwnerOnly zones, all but the top
// of TopCard zones, by their visibility in s) are shuffled among their
// places and the generator is replaced.
func CheckObservation(g engine.Game, sc *engine.Schema, s engine.State, r *rand.Rand) error {
	n := sc.Players(s)
	for p := engine.Player(0); p < engine.Player(n); p++ {
		want := engine.Observation(g, s, p)
		c := s.Clone()
		var slots []*cards.Card
		for i := range sc.Zones {
			z := &sc.Zones[i]
			owners := []engine.Player{-1}
			if z.PerPlayer {
				owners = owners[:0]
				for q := engine.Player(0); q < engine.Player(n); q++ {
					owners = append(owners, q)
				}
			}
			for _, q := range owners {
				if z.Cards == nil {
					continue // a zone held by Get and Set has no slots to shuffle
				}
				cs := *z.Cards(c, q)
				switch vis := z.Visibility(s); {
				case vis == engine.Hidden, vis == engine.OwnerOnly && q != p:
				case vis == engine.TopCard && len(cs) > 0:
					cs = cs[:len(cs)-1]
				default:
					continue
				}
				for k := range cs {
					slots = append(slots, &cs[k])
				}
			}
		}
		for i := len(slots) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			*slots[i], *slots[j] = *slots[j], *slots[i]
		}
		*sc.Rand(c) = engine.Seeded(r.Uint64())
		if got := engine.Observation(g, c, p); got != want {
			return fmt.Errorf("observation invariant: %s sees a change in what they cannot see:\n%s\nbecame\n%s", p, want, got)
		}
	}
	return nil
}

func defaultOther(s engine.State, r *rand.Rand) engine.Action {
	legal := s.LegalActions()
	if len(legal) > 0 && r.IntN(3) > 0 {
		a := legal[r.IntN(len(legal))]
		return a ^ engine.Action(1)<<r.IntN(64)
	}
	if r.IntN(2) == 0 {
		return engine.Action(r.IntN(1 << 12))
	}
	return engine.Action(r.Uint64())
}

// stateCards lists the cards of every zone of s, from its Schema or its
// Zones; nil if it has neither.
func stateCards(g engine.Game, s engine.State) []cards.Card {
	if d, ok := g.(engine.Declared); ok {
		return engine.AllCards(d.Schema(), s)
	}
	if z, ok := s.(Zoned); ok {
		return allCards(z)
	}
	return nil
}

func allCards(z Zoned) []cards.Card {
	var all []cards.Card
	for _, p := range z.Zones() {
		all = append(all, p.Cards...)
	}
	return all
}

func sorted(cs []cards.Card) []cards.Card {
	if cs == nil {
		return nil
	}
	out := slices.Clone(cs)
	slices.Sort(out)
	return out
}

// conserved checks that all holds exactly the cards of ref (sorted).
func conserved(all []cards.Card, ref []cards.Card) error {
	for _, c := range all {
		if !c.Valid() {
			return fmt.Errorf("a zone holds an invalid card %d", c)
		}
	}
	if slices.Equal(sorted(all), ref) {
		return nil
	}
	return engine.Conserved(all, ref)
}

// BenchmarkSteps plays random games back to back for b.N steps in all and
// reports steps per second, with the game's least number of players.
func BenchmarkSteps(b *testing.B, g engine.Game, opts engine.Options) {
	BenchmarkStepsSetup(b, g, engine.Setup{Options: opts})
}

// BenchmarkStepsSetup is BenchmarkSteps with options and a player count;
// the seed of the first deal is setup.Seed.
func BenchmarkStepsSetup(b *testing.B, g engine.Game, setup engine.Setup) {
	opts, err := engine.ResolveOptions(g, setup.Options)
	if err != nil {
		b.Fatal(err)
	}
	setup.Options = opts
	if setup.Players, err = engine.CheckPlayers(g, setup.Players); err != nil {
		b.Fatal(err)
	}
	r := engine.NewRand(1)
	s, err := g.New(setup)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// A finished game is replaced by a new deal, which counts in the
		// time (stopping the timer costs more than a short game); a deal
		// can itself be over already (a Royal Haunts setup can be lost).
		for s.IsTerminal() {
			setup.Seed++
			if s, err = g.New(setup); err != nil {
				b.Fatal(err)
			}
		}
		legal := s.LegalActions()
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkGames plays b.N whole random games, deals included, and reports
// games per second, with the game's least number of players.
func BenchmarkGames(b *testing.B, g engine.Game, opts engine.Options) {
	BenchmarkGamesSetup(b, g, engine.Setup{Options: opts})
}

// BenchmarkGamesSetup is BenchmarkGames with options and a player count;
// game i is dealt from seed i.
func BenchmarkGamesSetup(b *testing.B, g engine.Game, setup engine.Setup) {
	opts, err := engine.ResolveOptions(g, setup.Options)
	if err != nil {
		b.Fatal(err)
	}
	setup.Options = opts
	if setup.Players, err = engine.CheckPlayers(g, setup.Players); err != nil {
		b.Fatal(err)
	}
	r := engine.NewRand(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		setup.Seed = uint64(i)
		s, err := g.New(setup)
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsTerminal() {
			legal := s.LegalActions()
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// VerifyExamples replays, as subtests, every transcript of a game's content
// folder dir (examples/*.txt and the blocks of rules.md) and returns how
// many it replayed.
func VerifyExamples(t *testing.T, dir string) int {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "examples", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join(dir, "rules.md"))
	total := 0
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			n, err := engine.VerifyFile(f, src, nil)
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				t.Fatal("no transcript")
			}
			total += n
		})
	}
	return total
}
