// Changes to this file after the skeleton (all additive):
//   - the package comment moved to doc.go (it documents the transcript format);
//   - transcripts need each game to implement Transcriber (transcript.go);
//     states may implement LineParser; states used with the enginetest
//     harness implement Zoned (zoned.go; see engine/enginetest).

package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"sync"
)

// Player is a seat number counted from 0. Terminal is returned by
// CurrentPlayer once the game is over.
type Player int

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
	// Returns gives each player's result once the game is over.
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

// Game creates states of one game.
type Game interface {
	// Name is the game's name in commands ("royal-haunts").
	Name() string
	Options() []Option
	// New deals a new game from seed.
	New(opts Options, seed uint64) (State, error)
	// ParseState reads a state from its text form.
	ParseState(opts Options, text string) (State, error)
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
