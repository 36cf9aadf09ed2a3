package engine

// Viewer is implemented by states that can show what the player may see:
// face-down piles as counts, not as cards. `cardstock play` shows View
// where a state has it and String otherwise.
type Viewer interface {
	View() string
}

// Narrator is implemented by states that can say what an action did:
// Narrate applies a exactly as Apply does and returns what happened, one
// sentence each, in the order it happened (the cards a reveal shows, the
// stones a round moves). `cardstock play` prints them after each action.
// A state that another player may see narrates only what is public.
type Narrator interface {
	Narrate(a Action) ([]string, error)
}

// Opener is implemented by states that can say what the players should
// know before the first move of a new game, one sentence each (who deals
// first, and why). `cardstock play` prints them once, at the start.
type Opener interface {
	Opening() []string
}

// Resulter is implemented by states that can say, once the game is over,
// who won and why ("P2 wins with 3 castle stones (rule 5.1)").
type Resulter interface {
	Result() string
}

// TurnRuler is implemented by states that can cite the rule that keeps p
// from acting now, when it is not p's turn ("4.10.2" for a player who has
// passed out); "" cites none. A transcript's out-of-turn action is refused
// with that rule.
type TurnRuler interface {
	TurnRule(p Player) string
}

// Switcher is implemented by states in which several players may act in
// any order (everyone chooses the cards they pass at once): ActAs makes p
// the player to act and reports true if p may act now, and otherwise
// changes nothing and reports false. A transcript's action by such a
// player is then not out of turn.
type Switcher interface {
	State
	ActAs(p Player) bool
}
