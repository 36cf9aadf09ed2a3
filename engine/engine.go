package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Player is a seat number counted from 0, written P1, P2, ... in text (P1
// is Player 0). Terminal is returned by CurrentPlayer once the game is over.
type Player int

// String writes the player as text: "P1" for Player 0.
func (p Player) String() string {
	if p < 0 {
		return "nobody"
	}
	return "P" + strconv.Itoa(int(p)+1)
}

// ParsePlayer reads "P1" (or "p1") as Player 0.
func ParsePlayer(s string) (Player, error) {
	if len(s) >= 2 && (s[0] == 'P' || s[0] == 'p') {
		if n, err := strconv.Atoi(s[1:]); err == nil && n >= 1 && n <= 99 && !strings.HasPrefix(s[1:], "0") && !strings.HasPrefix(s[1:], "+") {
			return Player(n - 1), nil
		}
	}
	return 0, fmt.Errorf("engine: player %q: want P1, P2, ...", s)
}

// Terminal is the CurrentPlayer of a finished game.
const Terminal Player = -1

// Action is one move, encoded by its game as a number so that states list
// and apply moves cheaply. A decision that needs several choices (which
// cards to pay, in what order to put cards back) is a sequence of actions,
// one choice each, as in OpenSpiel. Each game turns actions into transcript
// text and back.
type Action uint64

// ErrIllegal is wrapped by every refusal of an action.
var ErrIllegal = errors.New("illegal")

// Illegal is a refused action: why, and the rulebook rule that forbids it.
type Illegal struct {
	Rule string // the rule number in the game's rulebook, e.g. "4.2"
	Why  string
}

func (e *Illegal) Error() string {
	if e.Rule == "" {
		return "illegal: " + e.Why
	}
	return "illegal: " + e.Why + " (rule " + e.Rule + ")"
}

// Unwrap makes errors.Is(err, ErrIllegal) true for every refusal.
func (e *Illegal) Unwrap() error { return ErrIllegal }

// Refuse returns an *Illegal citing rule.
func Refuse(rule, format string, args ...any) error {
	return &Illegal{Rule: rule, Why: fmt.Sprintf(format, args...)}
}

// State is a position of a game.
type State interface {
	// CurrentPlayer is the player to act, or Terminal.
	CurrentPlayer() Player
	// LegalActions lists every action Apply accepts now, in a fixed order.
	LegalActions() []Action
	// Apply plays a; a refusal wraps ErrIllegal and cites a rule.
	Apply(a Action) error
	IsTerminal() bool
	// Returns gives each player's result once the game is over, one value
	// per player, by the convention of the package doc (Returns): winners
	// 1, others 0; a solo game's score.
	Returns() []float64
	// String is the text form: Game.ParseState reads it back to an equal state.
	String() string
	Clone() State
	// ActionString and ParseAction convert actions to and from the
	// transcript vocabulary of the game.
	ActionString(a Action) string
	ParseAction(s string) (Action, error)
}

// Option is a ruleset switch of a game: a variant or the decision on one of
// the digest's open questions, with its documented default.
type Option struct {
	Name    string
	Default string
	Values  []string // the accepted values; empty means any
	Doc     string
}

// Options maps option names to values; missing names take their defaults.
type Options map[string]string

// Setup is what a new game is dealt from: the options (resolved: every
// option with a value), the number of players and the seed of the state's
// generator.
type Setup struct {
	Options Options
	Players int
	Seed    uint64
}

// Game creates states of one game.
type Game interface {
	// Name is the game's name in commands ("royal-haunts").
	Name() string
	Options() []Option
	// Players is the smallest and the largest number of players.
	Players() (min, max int)
	// New deals a new game. NewGame checks the setup before calling it.
	New(s Setup) (State, error)
	// ParseState reads a state from its text form.
	ParseState(opts Options, text string) (State, error)
}

// NewGame deals a game of g after checking the setup: options are
// resolved (ResolveOptions) and a player count of 0 means the game's
// minimum; a count outside the game's range is an error.
func NewGame(g Game, s Setup) (State, error) {
	opts, err := ResolveOptions(g, s.Options)
	if err != nil {
		return nil, err
	}
	s.Options = opts
	if s.Players, err = CheckPlayers(g, s.Players); err != nil {
		return nil, err
	}
	return g.New(s)
}

// DefaultPlayers is implemented by a game whose usual number of players is
// not its least (Tavern Tales is for 3 to 6 players, 2 as a variant): a
// setup or transcript that gives no number of players gets this one.
type DefaultPlayers interface {
	DefaultPlayers() int
}

// CheckPlayers returns n, or g's default (DefaultPlayers, else its
// minimum) when n is 0, and an error when n is outside the range g
// declares.
func CheckPlayers(g Game, n int) (int, error) {
	lo, hi := g.Players()
	if n == 0 {
		if d, ok := g.(DefaultPlayers); ok {
			return d.DefaultPlayers(), nil
		}
		return lo, nil
	}
	if n < lo || n > hi {
		if lo == hi {
			return n, fmt.Errorf("engine: %s is for %s, not %d", g.Name(), Count(lo, "player"), n)
		}
		return n, fmt.Errorf("engine: %s is for %d to %d players, not %d", g.Name(), lo, hi, n)
	}
	return n, nil
}

// Count writes n with the noun in the singular or plural: "1 card",
// "3 cards", "0 stones". The plural adds s.
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

var (
	regMu    sync.RWMutex
	registry = map[string]Game{}
)

// Register makes a game available by name; registering a name twice panics.
func Register(g Game) {
	regMu.Lock()
	defer regMu.Unlock()
	if _, dup := registry[g.Name()]; dup {
		panic("engine: game registered twice: " + g.Name())
	}
	registry[g.Name()] = g
}

// Lookup returns the game registered under name.
func Lookup(name string) (Game, bool) {
	regMu.RLock()
	defer regMu.RUnlock()
	g, ok := registry[name]
	return g, ok
}

// Names lists the registered games in sorted order.
func Names() []string {
	regMu.RLock()
	defer regMu.RUnlock()
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// NewRand returns the generator every game draws chance from: PCG
// (math/rand/v2's PCG, a 128-bit LCG with the DXSM output function) seeded
// with (seed, 0x63617264). The algorithm is fixed so that a seed gives the
// same deal in every version of cardstock.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x63617264))
}
