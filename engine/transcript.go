package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/cards"
)

// Zone is one KEY: VALUE line of a transcript's starting state.
type Zone struct {
	Key   string
	Value string
	Pos   cards.Pos // where the value starts
}

// Term documents one word of a game's transcript vocabulary.
type Term struct {
	Syntax string // "gather CARD"
	Doc    string // one line
}

// Vocabulary is a game's transcript vocabulary, shown by `cardstock help
// transcripts`.
type Vocabulary struct {
	Zones   []Term // zone lines of a starting state
	Actions []Term
	Expects []Term // keys of expect lines
	Notes   []string
}

// Transcriber is implemented by every Game whose examples are transcripts
// and whose state is not declared with a Schema (a Declared game gets it
// from its declaration: Start, Expect, VocabularyOf).
type Transcriber interface {
	// Start builds the starting state from the zone lines of a transcript.
	// Zones left out take the game's defaults; seed shuffles what the game
	// deals into them. Errors should be *cards.Error at the zone's Pos.
	Start(setup Setup, zones []Zone) (State, error)
	// Expect checks the part of s named by key against want. It returns the
	// actual value in canonical text and whether it matches; err is for an
	// unknown key or a want that cannot be read.
	Expect(s State, key, want string) (got string, ok bool, err error)
	// Vocabulary documents the zones, actions and expect keys.
	Vocabulary() Vocabulary
}

// Forcer is implemented by states whose rules make some moves for a player
// without asking (Castle Poker: a player with no stones bids 0). Forced
// reports whether the action text, written for player p when it is not p's
// turn, is such a move the rules have just made; a transcript line "P2 bid
// 0" is then accepted and does nothing.
type Forcer interface {
	Forced(p Player, text string) bool
}

// LineParser is implemented by states whose transcript lines may stand for
// a sequence of actions ("gift ♦ 4♥ 2♠ A♣"). Replay uses it in place of
// ParseAction when present.
type LineParser interface {
	ParseLine(s string) ([]Action, error)
}

// StepKind says what a transcript statement after the start does.
type StepKind int

// The kinds of statements after the start.
const (
	StepAction        StepKind = iota // an action line
	StepExpect                        // expect KEY: VALUE
	StepExpectIllegal                 // expect illegal [(rule R)]
	StepExpectLegal                   // expect legal: ACTION
	StepExpectOver                    // expect over: yes|no
)

// Step is one statement after the start of a transcript.
type Step struct {
	Kind StepKind
	Pos  cards.Pos
	Text string // the action text, or the expected value
	// Player is who plays an action written "P2 bid 3" (Player 1), or -1
	// for an action with no player named.
	Player Player
	Key    string // the expect key
	Rule   string // for StepExpectIllegal: the rule the refusal must cite, if any
	Over   bool   // for StepExpectOver
}

// Transcript is a parsed transcript.
type Transcript struct {
	File    string
	Game    string
	GamePos cards.Pos
	Options Options
	OptPos  map[string]cards.Pos
	Seed    uint64
	HasSeed bool
	// Players is the number of players (players N), 0 when not given: the
	// game's minimum.
	Players    int
	PlayersPos cards.Pos
	Zones      []Zone
	Steps      []Step
}

// ErrTranscript is wrapped by every error about the structure of a
// transcript.
var ErrTranscript = errors.New("transcript")

func terr(pos cards.Pos, format string, args ...any) *cards.Error {
	return &cards.Error{Pos: pos, Err: fmt.Errorf("%w: "+format, append([]any{ErrTranscript}, args...)...)}
}

// stripComment removes a '#' comment and surrounding space.
func stripComment(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	return strings.TrimSpace(line)
}

// colOf returns the 1-based column (in characters) of byte offset off in line.
func colOf(line string, off int) int {
	return len([]rune(line[:off])) + 1
}

// ParseTranscript reads a transcript. file names it in errors; firstLine is
// the line number of src's first line in that file (1 for a whole file, more
// for a block inside a rulebook). Every structural error is reported, as a
// cards.ErrorList.
func ParseTranscript(file string, src []byte, firstLine int) (*Transcript, error) {
	t := &Transcript{File: file, Options: Options{}, OptPos: map[string]cards.Pos{}}
	var errs cards.ErrorList
	lines := strings.Split(strings.TrimPrefix(string(src), "\ufeff"), "\n")
	inStart := true
	for i, raw := range lines {
		raw = strings.TrimSuffix(raw, "\r")
		line := stripComment(raw)
		if line == "" {
			continue
		}
		pos := cards.Pos{File: file, Line: firstLine + i}
		word, rest := line, ""
		if i := strings.IndexAny(line, " \t"); i >= 0 {
			word, rest = line[:i], strings.TrimSpace(line[i:])
		}
		if t.Game == "" {
			if word != "game" || rest == "" {
				errs = append(errs, terr(pos, "want \"game NAME\" first, got %q", line))
				return t, errs
			}
			t.Game, t.GamePos = rest, pos
			continue
		}
		switch word {
		case "game":
			errs = append(errs, terr(pos, "a second game statement"))
			continue
		case "option":
			if !inStart {
				errs = append(errs, terr(pos, "options come before the first action"))
				continue
			}
			name, val, ok := strings.Cut(rest, "=")
			if !ok {
				if f := strings.Fields(rest); len(f) == 2 {
					name, val, ok = f[0], f[1], true
				}
			}
			name, val = strings.TrimSpace(name), strings.TrimSpace(val)
			if !ok || name == "" || val == "" {
				errs = append(errs, terr(pos, "want \"option NAME=VALUE\", got %q", line))
				continue
			}
			if _, dup := t.Options[name]; dup {
				errs = append(errs, terr(pos, "option %s set twice", name))
				continue
			}
			t.Options[name] = val
			t.OptPos[name] = pos
			continue
		case "seed":
			if !inStart {
				errs = append(errs, terr(pos, "the seed comes before the first action"))
				continue
			}
			n, err := strconv.ParseUint(rest, 10, 64)
			if err != nil {
				errs = append(errs, terr(pos, "want \"seed N\" with N a whole number, got %q", line))
				continue
			}
			if t.HasSeed {
				errs = append(errs, terr(pos, "seed set twice"))
				continue
			}
			t.Seed, t.HasSeed = n, true
			continue
		case "players":
			if !inStart {
				errs = append(errs, terr(pos, "the number of players comes before the first action"))
				continue
			}
			n, err := strconv.Atoi(rest)
			if err != nil || n < 1 || n > 99 {
				errs = append(errs, terr(pos, "want \"players N\" with N a number of players, got %q", line))
				continue
			}
			if t.Players > 0 {
				errs = append(errs, terr(pos, "players set twice"))
				continue
			}
			t.Players, t.PlayersPos = n, pos
			continue
		case "expect":
			inStart = false
			st, err := parseExpect(pos, line, rest)
			if err != nil {
				errs.Append(pos, err)
				continue
			}
			t.Steps = append(t.Steps, st)
			continue
		}
		if k, v, ok := strings.Cut(line, ":"); ok {
			if !inStart {
				errs = append(errs, terr(pos, "zone line %q after the first action or expect: the starting state comes first", line))
				continue
			}
			vpos := pos
			off := strings.Index(raw, k) + len(k) + 1
			for off < len(raw) && (raw[off] == ' ' || raw[off] == '\t') {
				off++
			}
			vpos.Col = colOf(raw, off)
			t.Zones = append(t.Zones, Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v), Pos: vpos})
			continue
		}
		inStart = false
		st := Step{Kind: StepAction, Pos: pos, Text: line, Player: -1}
		if p, err := ParsePlayer(word); err == nil && rest != "" {
			st.Player, st.Text = p, rest
		}
		t.Steps = append(t.Steps, st)
	}
	if t.Game == "" {
		errs = append(errs, terr(cards.Pos{File: file, Line: firstLine}, "empty: want \"game NAME\" first"))
	}
	return t, errs.Err()
}

func parseExpect(pos cards.Pos, line, rest string) (Step, error) {
	st := Step{Pos: pos, Player: -1}
	if rest == "illegal" || strings.HasPrefix(rest, "illegal ") {
		st.Kind = StepExpectIllegal
		r := strings.TrimSpace(strings.TrimPrefix(rest, "illegal"))
		r = strings.TrimSuffix(strings.TrimPrefix(r, "("), ")")
		r = strings.TrimSpace(strings.TrimPrefix(r, "rule"))
		if strings.ContainsAny(r, " ()") {
			return st, terr(pos, "want \"expect illegal (rule R)\", got %q", line)
		}
		st.Rule = r
		return st, nil
	}
	k, v, ok := strings.Cut(rest, ":")
	k, v = strings.TrimSpace(k), strings.TrimSpace(v)
	if !ok || k == "" {
		return st, terr(pos, "want \"expect KEY: VALUE\" or \"expect illegal (rule R)\", got %q", line)
	}
	st.Key, st.Text = k, v
	switch k {
	case "legal":
		st.Kind = StepExpectLegal
		if v == "" {
			return st, terr(pos, "want \"expect legal: ACTION\", got %q", line)
		}
	case "over":
		st.Kind = StepExpectOver
		switch v {
		case "yes":
			st.Over = true
		case "no":
		default:
			return st, terr(pos, "want \"expect over: yes\" or \"expect over: no\", got %q", line)
		}
	default:
		st.Kind = StepExpect
	}
	return st, nil
}

// declared is the Transcriber of a Declared game.
type declared struct {
	g  Game
	sc *Schema
}

func (d declared) Start(setup Setup, zones []Zone) (State, error) {
	return Start(d.sc, d.g, setup, zones)
}

func (d declared) Expect(s State, key, want string) (string, bool, error) {
	return Expect(d.sc, d.g, s, key, want)
}

func (d declared) Vocabulary() Vocabulary { return VocabularyOf(d.sc) }

// TranscriberOf returns how g replays transcripts: its own Transcriber, or
// one derived from its Schema; nil if it has neither.
func TranscriberOf(g Game) Transcriber { return transcriberOf(g) }

func transcriberOf(g Game) Transcriber {
	if tr, ok := g.(Transcriber); ok {
		return tr
	}
	if d, ok := g.(Declared); ok {
		return declared{g, d.Schema()}
	}
	return nil
}
