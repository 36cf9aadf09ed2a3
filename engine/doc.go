// Package engine is the core of cardstock's rules engines: games registered
// by name, states with legal actions, refusals that cite rule numbers, seeded
// chance, and transcripts that replay and verify example games.
//
// # Games and states
//
// A game package registers its Game in an init function (Register); the
// command imports it for that side effect. Game.New deals a game from a seed
// and a set of Options (variants and the decisions on the digest's open
// questions, each with a documented default; ResolveOptions checks names and
// values and fills in defaults). A State lists its legal actions, applies one
// or refuses it with an *Illegal that wraps ErrIllegal and cites a rule
// number of the game's rulebook, prints itself as text (String) and is read
// back by Game.ParseState.
//
// Chance comes only from NewRand, a PCG generator with a fixed seeding, so a
// seed gives the same deal in every version.
//
// # Transcripts
//
// A transcript is a plain UTF-8 text file that replays a game and checks it.
// One statement per line; blank lines are ignored; '#' starts a comment that
// runs to the end of the line (card notation never contains '#').
//
//	# QC-E1: Gather Power (rule 4.2.2)
//	game queens-challenge
//	option enemies=symmetric
//	seed 7
//	pile ♣: 3♣
//	hand: 2♣ 6♣
//	expect power ♣: 1
//	gather 6♣
//	expect pile ♣: 3♣ 6♣
//	gather 2♣
//	expect illegal (rule 4.2.2)
//
// The statements, in this order:
//
//   - game NAME: the first statement, naming a registered game.
//   - option NAME=VALUE (or option NAME VALUE): any number; options left out
//     take their defaults.
//   - seed N: optional; N is a decimal uint64. With no zone lines the game
//     starts as Game.New deals it from that seed.
//   - zone lines, KEY: VALUE, before the first action: the starting state
//     written out zone by zone ("hand: 2♣ 6♣"), so that an example can start
//     mid-game. What each KEY means, and what zones left out hold, is up to
//     the game (Transcriber.Start); a seed, if given, shuffles what the game
//     deals into the zones left out. With neither seed nor zone lines the
//     game starts from seed 0.
//   - an action: any other line, in the game's action vocabulary
//     (State.ParseAction, or LineParser.ParseLine for a line that stands for
//     several actions). Actions are the steps of the transcript, counted
//     from 1. An action the state refuses fails the transcript with the
//     refusal ("illegal: ... (rule 4.2.2)"), unless the next statement is
//     expect illegal.
//   - expect KEY: VALUE: checks a part of the state or of the outcome after
//     the steps so far; the keys are the game's (Transcriber.Expect). A
//     mismatch is reported and replay goes on.
//   - expect illegal, expect illegal (rule R) or expect illegal R: the
//     action just before was refused (citing rule R when given); the state
//     is unchanged and the step does not count.
//   - expect legal: ACTION: ACTION is among the legal actions now.
//   - expect over: yes|no: whether the game is over (the state is terminal).
//
// Failures read "path:line: step N: expected KEY: WANT but got GOT" and
// "path:line: illegal: WHY (rule R)"; Replay collects them in a
// cards.ErrorList.
//
// The same text inside a fenced code block of a rulebook whose info string
// is "transcript" is a transcript too: Extract finds such blocks in
// Markdown and keeps their line numbers, so that errors point into the
// rulebook.
//
// # Plugging a game into transcripts
//
// A game implements Transcriber: Start builds the starting state from zone
// lines, Expect answers expect lines, and Vocabulary documents zones,
// actions and expect keys for `cardstock help transcripts`. A good pattern
// is to make the state's text form (String) a list of the same KEY: VALUE
// lines, so that ParseState and Start share one reader.
package engine
