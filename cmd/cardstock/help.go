package main

import (
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/session"
)

func init() { commands = append(commands, newTranscriptsHelp) }

// transcriptsFormat is the game-independent part of `cardstock help
// transcripts`; each registered game's vocabulary follows it.
const transcriptsFormat = `A transcript is a plain text file that replays a game and checks it. The
same text in a rulebook, in a fenced block whose info string is
"transcript", is typeset as an example and replayed by "cardstock verify".

One statement per line. Blank lines are ignored; # starts a comment that
runs to the end of the line.

  game NAME               first: the game (queens-challenge, royal-haunts ...)
  option NAME=VALUE       any number: a ruleset option; the rest take defaults
  players N               the number of players (default: the game's least)
  seed N                  start from the deal of seed N
  ZONE: CARDS             before the first action: the starting state written
                          out zone by zone (zones left out: see each game);
                          a player's zone is written "P2 hand: A♠ MES"
  ACTION                  one action (some games take several on one line)
  P2 ACTION               an action by P2: refused unless it is P2's turn
  expect KEY: VALUE       check a part of the state or of the outcome;
                          "expect P2 stones: 1" checks a player's value
  expect illegal (rule R) the action just before must be refused, citing R
                          (the rule may be left out); the state is unchanged
  expect legal: ACTION    ACTION is legal now
  expect over: yes|no     whether the game is over
  expect returns: 1 0     once the game is over, each player's result: 1 for
                          each winner and 0 for every other player, in every
                          game of two or more players (a shared win "1 1 0",
                          a draw "0 0"; never -1); a solo game's score
                          (Queen's Challenge: cards defeated; Royal Haunts:
                          1 won, 0 lost)

With neither a seed nor zone lines the game starts from seed 0. Actions are
the steps, counted from 1. Players are P1, P2, ... in seat order. Card
notation: A 2-10 J Q K (T for 10) and a suit ♠ ♥ ♦ ♣ (or S H D C), Jokers
JK, JK1, JK2, and a game's own cards by their id in its content (MES, HE1).

Chance: every game draws all its chance (shuffles, draws, reshuffles) from
one generator that the state owns: PCG (Go's math/rand/v2 PCG, DXSM output)
seeded with (N, 0x63617264), shuffling with Fisher-Yates from the last
position down (swap i with a draw mod i+1). A seed therefore deals the same
game in every version of cardstock, and since a state's text form carries
the generator ("rand: ..."), a state written in the middle of a game, read
back and played on draws the same cards it would have drawn. (A chance
player choosing each outcome, as OpenSpiel does, would make every shuffle
a long list of choices in transcripts; one generator keeps them short.)

Example:

  # QC-E1: a 6♣ may be gathered on a 3♣, a 2♣ may not.
  game queens-challenge
  pile ♣: 3♣
  hand: 2♣ 6♣
  gather 6♣
  expect pile ♣: 3♣ 6♣
  gather 2♣
  expect illegal (rule 4.2.2)

"cardstock verify" reports
  path:line: step N: expected KEY: WANT but KEY is GOT
  path:line: illegal: WHY (rule R)
and exits with status 1 on any failure; --trace prints the state after each
step. "cardstock play GAME --record FILE" writes a transcript of a game.
`

func newTranscriptsHelp(io *ioStreams) *cobra.Command {
	return &cobra.Command{
		Use:   "transcripts",
		Short: "The transcript format of worked examples, and each game's actions and expect keys",
		Long:  transcriptsHelp(),
	}
}

// transcriptsHelp is the text of `cardstock help transcripts`.
func transcriptsHelp() string {
	var b strings.Builder
	b.WriteString(transcriptsFormat)
	for _, name := range engine.Names() {
		g, _ := engine.Lookup(name)
		tr := engine.TranscriberOf(g)
		if tr == nil {
			continue
		}
		b.WriteString("\n")
		writeVocabulary(&b, name, tr.Vocabulary(), g.Options())
	}
	return strings.TrimRight(b.String(), "\n")
}

// writeVocabulary writes one game's vocabulary and options.
func writeVocabulary(w io.Writer, name string, v engine.Vocabulary, opts []engine.Option) {
	session.WriteVocabulary(w, name, v, opts)
}
