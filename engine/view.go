package engine

// Viewer is implemented by states that can show what the player may see:
// face-down piles as counts, not as cards. `cardstock play` shows View
// where a state has it and String otherwise.
type Viewer interface {
	View() string
}
