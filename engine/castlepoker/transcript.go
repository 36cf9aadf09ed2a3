package castlepoker

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

// startSchema is schema without its Check: Start completes the lines a
// transcript leaves out before checking the state.
var startSchema = func() *engine.Schema {
	c := *schema
	c.Check = nil
	return &c
}()

// Start builds a transcript's starting state (engine.Start) and completes
// what its lines leave out, as the rules decide it:
//
//   - flags: castles named by "Pn flags" lines are kept, the others are
//     given the unused flag counts; exactly one castle has 4 flags (rule 3.3);
//   - dealer: in round 1, the holder of the 4-flag castle (rule 3.4); a
//     first-round dealer named without flags is given the 4-flag castle;
//   - current: in the exchange and the bid, the dealer's left (rule 4.1.2);
//   - quarry: the stones no player holds (rules 2.4.1, 3.2).
func (Game) Start(setup engine.Setup, zones []engine.Zone) (engine.State, error) {
	es, err := engine.Start(startSchema, Game{}, setup, zones)
	if err != nil {
		return nil, err
	}
	s := st(es)
	given := map[string]bool{}
	flagsGiven := map[engine.Player]bool{}
	var pos cards.Pos
	for i, z := range zones {
		if i == 0 {
			pos = z.Pos
		}
		given[z.Key] = true
		if w, rest, ok := strings.Cut(z.Key, " "); ok && rest == "flags" {
			if p, err := engine.ParsePlayer(w); err == nil {
				flagsGiven[p] = true
			}
		}
	}
	fail := func(format string, args ...any) (engine.State, error) {
		return nil, &cards.Error{Pos: pos, Err: fmt.Errorf(format, args...)}
	}
	if len(flagsGiven) > 0 {
		if err := s.completeFlags(flagsGiven); err != nil {
			return fail("%v", err)
		}
	}
	if given["dealer"] && len(flagsGiven) == 0 && s.round == 1 {
		// The dealer of the first round holds the 4-flag castle (rule 3.4).
		for p := 0; p < s.n; p++ {
			if s.flags[p] == 4 {
				s.flags[p], s.flags[s.dealer] = s.flags[s.dealer], 4
				break
			}
		}
	}
	if !given["dealer"] && s.round == 1 {
		for p := 0; p < s.n; p++ {
			if s.flags[p] == 4 {
				s.dealer = engine.Player(p)
			}
		}
	}
	if !given["current"] && (s.phase == phExchange || s.phase == phBid) {
		s.current = s.left(s.dealer)
	}
	if !given["quarry"] {
		held := 0
		for p := 0; p < s.n; p++ {
			held += s.supply[p] + s.bid[p] + s.castle[p]
		}
		if held > Stones && !s.cfg.deep {
			return fail("castlepoker: the players hold %d stones, more than the %d of the game (rule 2.4.1)", held, Stones)
		}
		s.quarry = max(0, Stones-held)
	}
	if err := s.check(); err != nil {
		return fail("%v", err)
	}
	return s, nil
}

// completeFlags keeps the flags of the castles in given and gives the
// other players flag counts no other castle shows, so that the castles are
// different and one of them has 4 flags (rules 2.3.1, 3.3).
func (s *State) completeFlags(given map[engine.Player]bool) error {
	used := map[int]engine.Player{}
	for p := 0; p < s.n; p++ {
		if !given[engine.Player(p)] {
			continue
		}
		f := s.flags[p]
		if f < 1 || f > 6 {
			return fmt.Errorf("castlepoker: %s flags: %d; the castles show 1 to 6 flags (rule 2.3.1)", engine.Player(p), f)
		}
		if q, ok := used[f]; ok {
			return fmt.Errorf("castlepoker: %s and %s both have the %d-flag castle; there is one of each (rule 2.3.1)", q, engine.Player(p), f)
		}
		used[f] = engine.Player(p)
	}
	var free []int // unused counts, 4 first while nobody has it
	if _, ok := used[4]; !ok {
		free = append(free, 4)
	}
	for f := 1; f <= 6; f++ {
		if _, ok := used[f]; !ok && f != 4 {
			free = append(free, f)
		}
	}
	// Players not named keep their dealt castle unless a named one has its
	// count; the others take the free counts, 4 first.
	need4 := len(free) > 0 && free[0] == 4
	for p := 0; p < s.n; p++ {
		if !given[engine.Player(p)] && s.flags[p] == 4 {
			need4 = false
		}
	}
	var moved []int
	for p := 0; p < s.n; p++ {
		if given[engine.Player(p)] {
			continue
		}
		if need4 {
			// Nobody keeps the 4-flag castle: it goes to the first
			// player not named.
			need4 = false
			moved = append(moved, p)
			continue
		}
		if i := slices.Index(free, s.flags[p]); i >= 0 {
			free = slices.Delete(free, i, i+1)
			continue
		}
		moved = append(moved, p)
	}
	for _, p := range moved {
		s.flags[p], free = free[0], free[1:]
	}
	for p := 0; p < s.n; p++ {
		if s.flags[p] == 4 {
			return nil
		}
	}
	return fmt.Errorf("castlepoker: no player has the 4-flag castle, which is always dealt (rule 3.3)")
}

// Expect checks a part of the state (engine.Expect).
func (Game) Expect(s engine.State, key, want string) (string, bool, error) {
	return engine.Expect(schema, Game{}, s, key, want)
}

// Vocabulary documents the transcript vocabulary.
func (Game) Vocabulary() engine.Vocabulary { return engine.VocabularyOf(schema) }
