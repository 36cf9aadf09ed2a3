// Package session plays a game in a terminal: humans type actions, bots
// choose at random, and the game is kept as a transcript.
package session

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/cardstock/cardstock/engine"
)

// Config says what to play and who plays it.
type Config struct {
	Game  engine.Game
	Setup engine.Setup // options resolved or not; Players 0 is the least
	// As is the seat (1-based) of the one human when bots play the other
	// seats; 0 means every seat is played by humans at one keyboard
	// (hot-seat), with a hand-over screen between them.
	As int
	// Bots is how bots choose: "random" (the only kind so far).
	Bots string
}

// Idler is implemented by states with legal actions that change nothing
// that matters (a gift at power 0): play leaves them out of its menu, and
// typing them still plays them.
type Idler interface {
	Idle(a engine.Action) bool
}

// Secretive is implemented by states with actions that other players may
// not see (the cards a player passes face down): play shows such an action
// of a bot as hidden, and its narration says what everyone may see.
type Secretive interface {
	Secret(a engine.Action) bool
}

// Session is a game being played.
type Session struct {
	cfg    Config
	state  engine.State
	out    io.Writer
	in     *bufio.Reader
	bot    engine.Rand
	record *engine.Transcript
	last   engine.Player // the last human who saw the table
	solo   bool          // one player: no seats to name
}

// ErrUsage is wrapped by errors in the Config.
var ErrUsage = errors.New("usage")

// New deals the game of cfg.
func New(cfg Config, in io.Reader, out io.Writer) (*Session, error) {
	opts, err := engine.ResolveOptions(cfg.Game, cfg.Setup.Options)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUsage, err)
	}
	cfg.Setup.Options = opts
	if cfg.Setup.Players, err = engine.CheckPlayers(cfg.Game, cfg.Setup.Players); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUsage, err)
	}
	if cfg.As < 0 || cfg.As > cfg.Setup.Players {
		return nil, fmt.Errorf("%w: --as %d: want a seat from 1 to %d", ErrUsage, cfg.As, cfg.Setup.Players)
	}
	if cfg.As > 0 && cfg.Bots == "" {
		cfg.Bots = "random"
	}
	if cfg.Bots != "" && cfg.Bots != "random" {
		return nil, fmt.Errorf("%w: --bots %q: want random", ErrUsage, cfg.Bots)
	}
	if cfg.Bots != "" && cfg.As == 0 {
		return nil, fmt.Errorf("%w: --bots needs --as N, the seat you play", ErrUsage)
	}
	s, err := engine.NewGame(cfg.Game, cfg.Setup)
	if err != nil {
		return nil, err
	}
	lo, hi := cfg.Game.Players()
	t := &engine.Transcript{Game: cfg.Game.Name(), Options: opts, Seed: cfg.Setup.Seed, HasSeed: true}
	if lo != hi {
		t.Players = cfg.Setup.Players
	}
	return &Session{cfg: cfg, state: s, out: out, in: bufio.NewReader(in),
		bot: engine.Seeded(cfg.Setup.Seed ^ 0x626f7473), record: t, last: -1,
		solo: cfg.Setup.Players == 1}, nil
}

// State is the current state.
func (ss *Session) State() engine.State { return ss.state }

// Transcript is the game so far, with its outcome expected at the end.
func (ss *Session) Transcript() *engine.Transcript {
	t := *ss.record
	t.Steps = slices.Clone(ss.record.Steps)
	t.Steps = append(t.Steps, engine.Step{Kind: engine.StepExpectOver, Key: "over", Over: ss.state.IsTerminal(), Player: -1})
	if tr := engine.TranscriberOf(ss.cfg.Game); tr != nil {
		keys := []string{"result", "score"}
		if ss.state.IsTerminal() {
			keys = append(keys, "returns")
		}
		for _, k := range keys {
			if got, ok, err := tr.Expect(ss.state, k, ""); err == nil && (ok || got != "") {
				t.Steps = append(t.Steps, engine.Step{Kind: engine.StepExpect, Key: k, Text: got, Player: -1})
			}
		}
	}
	return &t
}

// Actions returns how many actions were played.
func (ss *Session) Actions() int { return len(ss.record.Steps) }

func (ss *Session) human(p engine.Player) bool {
	return ss.cfg.As == 0 || int(p) == ss.cfg.As-1
}

// readLine reads one line of any length; io.EOF at the end of input.
func (ss *Session) readLine() (string, error) {
	line, err := ss.in.ReadString('\n')
	if err == io.EOF && line != "" {
		err = nil
	}
	return strings.TrimSpace(line), err
}

// Run plays until the game is over, the input ends or a player quits.
func (ss *Session) Run() error {
	if o, ok := ss.state.(engine.Opener); ok {
		for _, l := range o.Opening() {
			fmt.Fprintln(ss.out, l)
		}
	}
	for !ss.state.IsTerminal() {
		p := ss.state.CurrentPlayer()
		if !ss.human(p) {
			legal := ss.state.LegalActions()
			ss.play(p, []engine.Action{legal[ss.bot.IntN(len(legal))]}, "bot")
			continue
		}
		if ss.cfg.As == 0 && !ss.solo && p != ss.last {
			fmt.Fprintf(ss.out, "\n%s\n%s's turn: pass the keyboard to %s and press Enter.\n", strings.Repeat("\n", 30), p, p)
			if _, err := ss.readLine(); err != nil {
				return ss.eof(err)
			}
		}
		ss.last = p
		done, err := ss.turn(p)
		if err != nil {
			return ss.eof(err)
		}
		if done {
			return nil
		}
	}
	ss.end()
	return nil
}

func (ss *Session) eof(err error) error {
	if err == io.EOF {
		fmt.Fprintln(ss.out)
		return nil
	}
	return fmt.Errorf("play: reading moves: %w", err)
}

// turn asks the human p for one action; done is true when they quit.
func (ss *Session) turn(p engine.Player) (done bool, err error) {
	s := ss.state
	legal := s.LegalActions()
	shown := legal
	if id, ok := s.(Idler); ok {
		shown = slices.DeleteFunc(slices.Clone(legal), id.Idle)
		if len(shown) == 0 {
			shown = legal
		}
	}
	who := ""
	if !ss.solo {
		who = p.String() + ", "
	}
	fmt.Fprintf(ss.out, "\n%s\n", strings.TrimRight(view(ss.cfg.Game, s, p), "\n"))
	fmt.Fprintf(ss.out, "%syour move (%s):\n", who, engine.Count(len(shown), "choice"))
	writeMenu(ss.out, s, shown)
	for {
		fmt.Fprint(ss.out, "> ")
		line, err := ss.readLine()
		if err != nil {
			return false, err
		}
		switch line {
		case "":
			continue
		case "quit", "exit":
			return true, nil
		case "help", "?":
			fmt.Fprint(ss.out, Vocabulary(ss.cfg.Game))
			continue
		case "menu":
			writeMenu(ss.out, s, shown)
			continue
		}
		var acts []engine.Action
		if n, err := strconv.Atoi(line); err == nil {
			if n < 1 || n > len(shown) {
				fmt.Fprintf(ss.out, "no choice %d: type 1 to %d, an action, or help\n", n, len(shown))
				continue
			}
			acts = []engine.Action{shown[n-1]}
		} else if acts, err = parseLine(s, line); err != nil {
			fmt.Fprintf(ss.out, "%v\n(type help for the actions, menu for the choices)\n", err)
			continue
		}
		if s.ActionString(acts[0]) == "stop" {
			fmt.Fprint(ss.out, "stop ends the game now (type yes to stop): ")
			if ans, err := ss.readLine(); err != nil || ans != "yes" && ans != "y" {
				fmt.Fprintln(ss.out, "not stopped")
				if err != nil {
					return false, err
				}
				continue
			}
		}
		if err := ss.try(acts); err != nil {
			fmt.Fprintln(ss.out, err)
			continue
		}
		ss.play(p, acts, "")
		return false, nil
	}
}

// try checks that acts apply, on a copy.
func (ss *Session) try(acts []engine.Action) error {
	c := ss.state.Clone()
	for _, a := range acts {
		if err := c.Apply(a); err != nil {
			return err
		}
	}
	return nil
}

// play applies acts for p, records them and says what happened.
func (ss *Session) play(p engine.Player, acts []engine.Action, tag string) {
	s := ss.state
	viewer := p
	if ss.cfg.As > 0 {
		viewer = engine.Player(ss.cfg.As - 1)
	}
	before := view(ss.cfg.Game, s, viewer)
	var texts, events []string
	secret := false
	for _, a := range acts {
		if sc, ok := s.(Secretive); ok && sc.Secret(a) {
			secret = true
		}
		texts = append(texts, s.ActionString(a))
		if n, ok := s.(engine.Narrator); ok {
			ev, err := n.Narrate(a)
			if err != nil {
				panic(err) // checked by try or legal
			}
			events = append(events, ev...)
		} else if err := s.Apply(a); err != nil {
			panic(err)
		}
	}
	text := strings.Join(texts, " ")
	st := engine.ActionStep(-1, text)
	if !ss.solo {
		st.Player = p
	}
	ss.record.Steps = append(ss.record.Steps, st)
	if tag != "" && secret {
		fmt.Fprintf(ss.out, "%s (%s): (hidden from you)\n", p, tag)
	} else if tag != "" {
		fmt.Fprintf(ss.out, "%s (%s): %s\n", p, tag, text)
	} else if !ss.solo {
		fmt.Fprintf(ss.out, "%s: %s\n", p, text)
	}
	if _, ok := s.(engine.Narrator); !ok {
		events = diff(before, view(ss.cfg.Game, s, viewer))
	}
	for _, e := range events {
		fmt.Fprintf(ss.out, "  %s\n", e)
	}
}

// end says who won and why.
func (ss *Session) end() {
	s := ss.state
	fmt.Fprintf(ss.out, "\n%s\n\ngame over", strings.TrimRight(view(ss.cfg.Game, s, -1), "\n"))
	r := s.Returns()
	if len(r) > 1 {
		var parts []string
		for p, v := range r {
			word := "lost"
			if v > 0 {
				word = "won"
			}
			parts = append(parts, fmt.Sprintf("%s %s", engine.Player(p), word))
		}
		fmt.Fprintf(ss.out, ": %s", strings.Join(parts, ", "))
	}
	if rs, ok := s.(engine.Resulter); ok {
		fmt.Fprintf(ss.out, "\n%s", rs.Result())
	} else if tr := engine.TranscriberOf(ss.cfg.Game); tr != nil {
		for _, k := range []string{"result", "score"} {
			if got, _, err := tr.Expect(s, k, ""); err == nil && got != "" {
				fmt.Fprintf(ss.out, "\n%s: %s", k, got)
			}
		}
	}
	if len(r) == 1 {
		fmt.Fprintf(ss.out, " (returns %s)", engine.FormatReturns(r))
	}
	fmt.Fprintln(ss.out)
}

// view is what p may see of s; p -1 (the end) sees everything a player
// would.
func view(g engine.Game, s engine.State, p engine.Player) string {
	if p < 0 {
		p = 0
	}
	if v, ok := s.(engine.Viewer); ok {
		return v.View()
	}
	if _, ok := g.(engine.Declared); ok {
		return engine.Observation(g, s, p)
	}
	return s.String()
}

// diff says which lines of a view changed, for games that do not narrate:
// "KEY: OLD → NEW" for a line whose key was there before, the new line as
// it is otherwise.
func diff(before, after string) []string {
	old := map[string]string{}
	lines := map[string]bool{}
	for _, l := range strings.Split(before, "\n") {
		lines[l] = true
		if k, v, ok := strings.Cut(l, ":"); ok {
			old[k] = strings.TrimSpace(v)
		}
	}
	var out []string
	for _, l := range strings.Split(after, "\n") {
		if l == "" || lines[l] {
			continue
		}
		k, v, ok := strings.Cut(l, ":")
		was, seen := old[k]
		if !ok || !seen {
			out = append(out, l)
			continue
		}
		v = strings.TrimSpace(v)
		if was == "" {
			was = "nothing"
		}
		if v == "" {
			v = "nothing"
		}
		out = append(out, fmt.Sprintf("%s: %s → %s", k, was, v))
	}
	return out
}

func parseLine(s engine.State, text string) ([]engine.Action, error) {
	if lp, ok := s.(engine.LineParser); ok {
		return lp.ParseLine(text)
	}
	a, err := s.ParseAction(text)
	if err != nil {
		return nil, err
	}
	return []engine.Action{a}, nil
}

// writeMenu numbers the choices; a long menu is grouped by the action's
// first word, several choices a line.
func writeMenu(w io.Writer, s engine.State, acts []engine.Action) {
	if len(acts) <= 12 {
		for i, a := range acts {
			fmt.Fprintf(w, "  %2d  %s\n", i+1, s.ActionString(a))
		}
		return
	}
	type item struct {
		n    int
		text string
	}
	var groups []string
	byGroup := map[string][]item{}
	for i, a := range acts {
		text := s.ActionString(a)
		g, _, _ := strings.Cut(text, " ")
		if _, ok := byGroup[g]; !ok {
			groups = append(groups, g)
		}
		byGroup[g] = append(byGroup[g], item{i + 1, text})
	}
	for _, g := range groups {
		items := byGroup[g]
		if len(items) == 1 {
			fmt.Fprintf(w, "  %3d %s\n", items[0].n, items[0].text)
			continue
		}
		fmt.Fprintf(w, "  %s (%s):\n", g, engine.Count(len(items), "choice"))
		for i := 0; i < len(items); i += 4 {
			var b strings.Builder
			for _, it := range items[i:min(i+4, len(items))] {
				fmt.Fprintf(&b, "  %3d %-18s", it.n, it.text)
			}
			fmt.Fprintf(w, "  %s\n", strings.TrimRight(b.String(), " "))
		}
	}
}

// Vocabulary lists a game's transcript vocabulary and options.
func Vocabulary(g engine.Game) string {
	tr := engine.TranscriberOf(g)
	if tr == nil {
		return "no transcript vocabulary\n"
	}
	var b strings.Builder
	WriteVocabulary(&b, g.Name(), tr.Vocabulary(), g.Options())
	return b.String()
}

// WriteVocabulary writes one game's vocabulary and options.
func WriteVocabulary(w io.Writer, name string, v engine.Vocabulary, opts []engine.Option) {
	fmt.Fprintf(w, "%s\n%s\n", name, strings.Repeat("=", len(name)))
	section := func(title string, terms []engine.Term) {
		if len(terms) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s:\n", title)
		for _, t := range terms {
			fmt.Fprintf(w, "  %s\n      %s\n", t.Syntax, t.Doc)
		}
	}
	section("Zones of a starting state", v.Zones)
	section("Actions", v.Actions)
	section("Expect keys", v.Expects)
	if len(opts) > 0 {
		fmt.Fprintf(w, "\nOptions (default first):\n")
		for _, o := range opts {
			vals := o.Default
			for _, x := range o.Values {
				if x != o.Default {
					vals += "|" + x
				}
			}
			fmt.Fprintf(w, "  option %s=%s\n      %s\n", o.Name, vals, o.Doc)
		}
	}
	for _, n := range v.Notes {
		fmt.Fprintf(w, "\n%s\n", n)
	}
}
