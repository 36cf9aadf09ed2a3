package engine

import (
	"fmt"
	"strings"
)

// Probe is a position built from a transcript's zone lines, for asking the
// engine what a rule does: reference tables are generated and proved by
// playing their rows on the engine, in the transcript vocabulary, so that a
// table and the rules can never disagree.
type Probe struct {
	Game  Transcriber
	Opts  Options
	State State
}

// NewProbe starts g from zone lines written "KEY: VALUE", as in a
// transcript, with seed 0 and the least number of players.
func NewProbe(g Game, opts Options, zones ...string) (*Probe, error) {
	return NewProbeFor(g, Setup{Options: opts}, zones...)
}

// NewProbeFor is NewProbe for a setup: options, a number of players (0:
// the least) and a seed. g must have transcripts (Transcriber or Declared).
func NewProbeFor(g Game, setup Setup, zones ...string) (*Probe, error) {
	tr := transcriberOf(g)
	if tr == nil {
		return nil, fmt.Errorf("engine: %s has no transcripts", g.Name())
	}
	zs := make([]Zone, len(zones))
	for i, z := range zones {
		k, v, ok := strings.Cut(z, ":")
		if !ok {
			return nil, fmt.Errorf("engine: zone line %q: want KEY: VALUE", z)
		}
		zs[i] = Zone{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v)}
	}
	n, err := CheckPlayers(g, setup.Players)
	if err != nil {
		return nil, err
	}
	setup.Players = n
	s, err := tr.Start(setup, zs)
	if err != nil {
		return nil, err
	}
	return &Probe{Game: tr, Opts: setup.Options, State: s}, nil
}

// Do plays action lines in order; it stops at the first refusal and
// returns it.
func (p *Probe) Do(lines ...string) error {
	for _, l := range lines {
		as, err := parseLine(p.State, l)
		if err != nil {
			return err
		}
		for _, a := range as {
			if err := p.State.Apply(a); err != nil {
				return err
			}
		}
	}
	return nil
}

// Legal reports whether the action line is accepted now, without playing
// it.
func (p *Probe) Legal(line string) bool {
	c := p.Clone()
	return c.Do(line) == nil
}

// Get returns the part of the state an expect line names by key, in
// canonical text ("pool count" gives "5").
func (p *Probe) Get(key string) (string, error) {
	got, _, err := p.Game.Expect(p.State, key, "")
	return got, err
}

// Clone returns an independent copy.
func (p *Probe) Clone() *Probe {
	return &Probe{Game: p.Game, Opts: p.Opts, State: p.State.Clone()}
}
