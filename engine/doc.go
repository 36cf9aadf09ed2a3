// Package engine is the core of cardstock's rules engines: games registered
// by name, states with legal actions, refusals that cite rule numbers, seeded
// chance, and transcripts that replay and verify example games.
//
// # Writing a game on the core
//
// engine/tiny_test.go is a whole game in 200 lines; copy its shape.
//
// Players. Game.Players returns the least and the most players. NewGame
// (engine.NewGame(g, engine.Setup{Options, Players, Seed})) resolves the
// options, checks the count (0 means the game's default: DefaultPlayers if
// it has one, else the least) and calls Game.New.
// Players are Player(0), Player(1), ... and print as P1, P2, ...;
// State.Returns has one value per player.
//
// Returns. Every game keeps one convention, which "expect returns:" in a
// transcript checks: in a game of two or more players each winner gets 1
// and every other player 0, so a shared win gives 1 to each sharer and a
// draw 0 to everyone (Castle Poker "1 1 0 0", Royal Family "0 1", Tavern
// Tales "0 0 1"); there is no -1, even in two-player games. A solo game
// gives its one player's score: Queen's Challenge the cards defeated (52
// for a win), Royal Haunts 1 for a win and 0 for a loss. Before the end
// the returns are not read ("expect returns:" fails with "(not over)").
//
// Options. Game.Options declares each variant and each decision on a
// digest question (CP-A3 ...) with its default and accepted values; New
// receives them resolved in Setup.Options.
//
// Cards. DeckCards("castle-poker", "standard", "special") returns the
// cards of the game's own content decks, each as often as it prints: the
// 52 standard cards, Jokers, and cards.Custom(id) for the cards of custom
// decks ("MES", "HE1"). cards.Card is the one identity for printing and
// rules; cards.ParseCard and cards.ParseCards are the one reader of
// notation, custom ids included. MustDeckCards suits a package variable.
//
// Chance. A state holds one engine.Rand by value (Seeded(setup.Seed));
// every shuffle (Shuffle(&s.rng, cards)) and draw uses it, nothing else.
// Copying the state copies the generator, and the text form carries it
// (the "rand:" line), so a state read back mid-game goes on the same way.
// Why one generator: a seed gives the same game in every version, and a
// transcript needs no chance moves.
//
// Zones and fields. A Schema, returned by the game's Schema method
// (Declared), lists the zones (ZoneSpec: name, per player or shared,
// Visibility Public / OwnerOnly / Hidden / TopCard, or VisAt for one that
// changes with the state (hands turned up at a reveal), ordered or not,
// OmitEmpty for a zone most states leave empty (Tavern Tales' fifteen arcs
// a player), no Doc to leave a zone out of the help, and a Cards accessor
// returning a pointer to the state's slice; the top of a pile is the
// slice's last card) and the other values (FieldSpec, made
// with IntField, PlayerField, EnumField, BoolField, or Get/Set of your
// own), the Reserve zone (the draw pile), Cards (the game's cards, from
// DeckCards: ParseState checks each lies in one zone), Make (an empty
// state for n players, nil for a count the game cannot have), Rand and
// Players accessors, an optional Check run after a state is read (refuse
// impossible states: stones that do not add up), an optional Expect for
// the game's own expect keys, and Actions/Expects/Notes for `cardstock
// help transcripts`. engine/castlepoker is a full example.
//
// A game whose state is less plain declares more (engine/queens uses all
// of it; schema_decks_test.go tests each): Decks for several decks that
// may hold the same cards (each zone names its deck, each card lies once
// among its deck's zones, the unnamed cards of a transcript go to the
// deck's Reserves); TopAtStart for a pile kept top first in its slice;
// Marks for a number kept with each card and written "K♥-3"; Get and Set
// in place of Cards for a zone that is not a slice (one slot per suit);
// Check on a zone to refuse what a line puts there (a hand over its
// limit); Key for other spellings of keys ("pile S"); DefaultPlayers for
// a solitaire's text form without a players line. From the schema the
// core derives:
//
//   - the text form: State.String returns FormatState(schema, s) and
//     Game.ParseState returns ParseState(schema, opts, text); the lines are
//     "players: N", "rand: ...", shared values and zones, then "P1 NAME: ..."
//     for each player's;
//   - the starting state of a transcript (Start): zone and field lines
//     over the deal of the seed, named cards taken from where the deal put
//     them, errors at the card's column; or, with StartEmpty (a solitaire's
//     mid-game example), only the named cards, the rest shuffled under the
//     reserve's or onto an "unlisted: ZONE", and "ZONE top: CARDS" for
//     the top of an ordered zone with the rest under it; Started then
//     works out what the lines leave implicit (engine/royalhaunts);
//   - expect keys (Expect): every zone ("P2 hand: A♠ MES", "deck: 40
//     cards", "deck count: 40"), every field ("P1 stones: 3"), players,
//     current, returns, "ZONE top: CARDS" and "ZONE bottom: CARDS" for
//     the ends of an ordered zone, and "view P2 KEY" for a line of P2's
//     observation;
//     a zone with TopFirst is written from its top (the slice's end) down;
//   - the cards of a state (AllCards) for the conservation check of
//     engine/enginetest against DeckCards;
//   - the observation of player p (Observe; Observation picks a state's own
//     Observer first): OwnerOnly zones of others, Hidden zones and all but
//     the top of TopCard zones become counts, hidden fields are left out.
//     A game extends it by implementing Observer and calling Observe.
//
// Actions. An Action is a number the game encodes; LegalActions lists
// them in a fixed order, ActionString and ParseAction turn them into
// transcript words ("bid 3"). In a transcript "P2 bid 3" is refused unless
// CurrentPlayer is P2.
//
// The engine plays by itself whatever needs no decision (deals, reveals,
// scoring) inside Apply, and a decision with one possible answer (a bid of
// 0 from an empty supply) too: play never offers a menu of one.
//
// Refusals. Apply returns Refuse("4.2", "why %s", ...) for an illegal
// action, citing the rule number of the game's rulebook, and leaves the
// state unchanged.
//
// For `cardstock play` (engine/session) a state may also implement
// Narrator (Narrate: Apply that returns what happened, sentence by
// sentence; keep the sentences out of the hot path, as castlepoker does
// with its tell field), Resulter (who won and why, once over) and
// session.Idler (legal actions that change nothing, left out of menus).
//
// Testing. enginetest.Run(t, enginetest.Config{Game: g, Games:
// enginetest.Scale(n), Cards: deck}) plays random games over every player
// count and checks the invariants after every step (text round trip,
// legal actions apply, others are refused citing a rule, conservation
// against deck, the observation invariant for Declared games);
// enginetest.Scale plays a tenth of n unless -long. enginetest.
// VerifyExamples replays the content's examples; BenchmarkStepsSetup and
// BenchmarkGamesSetup measure speed for a player count.
//
// # Games and states
//
// A game package registers its Game in an init function (Register); the
// command imports it for that side effect. A State lists its legal
// actions, applies one or refuses it with an *Illegal that wraps
// ErrIllegal and cites a rule number of the game's rulebook, prints itself
// as text (String) and is read back by Game.ParseState.
//
// Chance comes only from the generator of NewRand and Seeded, a PCG
// generator with a fixed seeding, so a seed gives the same deal in every
// version.
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
//   - players N: optional; the number of players, by default the game's
//     least.
//   - seed N: optional; N is a decimal uint64. With no zone lines the game
//     starts as Game.New deals it from that seed.
//   - zone lines, KEY: VALUE, before the first action: the starting state
//     written out zone by zone ("hand: 2♣ 6♣"), so that an example can start
//     mid-game. What each KEY means, and what zones left out hold, is up to
//     the game (Transcriber.Start); a seed, if given, shuffles what the game
//     deals into the zones left out. With neither seed nor zone lines the
//     game starts from seed 0. A line for the reserve (the draw pile)
//     whose value starts with "..." names only its top cards, the top
//     last ("deck: ... 5♠ 2♥"): the rest of the reserve lies shuffled
//     under them.
//   - an action: any other line, in the game's action vocabulary, or
//     "P2 ACTION" for an action that must be P2's
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
// A Declared game needs nothing more. Otherwise a game implements
// Transcriber: Start builds the starting state from zone
// lines, Expect answers expect lines, and Vocabulary documents zones,
// actions and expect keys for `cardstock help transcripts`. A good pattern
// is to make the state's text form (String) a list of the same KEY: VALUE
// lines, so that ParseState and Start share one reader.
package engine
