package main

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress shows a progress bar on a terminal once a task has run for a
// second; it stays quiet when the output is not a terminal, or with
// --quiet.
type progress struct {
	w     io.Writer
	on    bool
	desc  string
	unit  string // what is counted, for the rate ("cards", "games")
	start time.Time
	bar   *progressbar.ProgressBar
}

func newProgress(w io.Writer, quiet bool, desc, unit string) *progress {
	f, ok := w.(*os.File)
	on := !quiet && ok && term.IsTerminal(int(f.Fd()))
	return &progress{w: w, on: on, desc: desc, unit: unit, start: time.Now()}
}

func (p *progress) update(done, total int) {
	if !p.on {
		return
	}
	if p.bar == nil {
		if time.Since(p.start) < time.Second {
			return
		}
		p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(p.w), progressbar.OptionSetDescription(p.desc),
			progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetItsString(p.unit),
			progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
	}
	p.bar.Set(done)
}

// finish ends the bar; clear wipes it without completing it (after an
// error).
func (p *progress) finish() {
	if p.bar != nil {
		p.bar.Finish()
	}
}

func (p *progress) clear() {
	if p.bar != nil {
		p.bar.Clear()
	}
}
