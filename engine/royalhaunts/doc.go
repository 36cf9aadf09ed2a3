// Package royalhaunts is the rules engine of Royal Haunts, a solitaire by
// Legend for one deck of 52 cards and two Jokers, registered as
// "royal-haunts".
//
// The rules are those of content/royal-haunts/rules.md, whose rule numbers
// every refusal cites ("illegal: ... (rule 4.2.3)"); the digest's ids
// (RH-R1.., RH-A1.., RH-V0..) are listed with their decisions in §7 of the
// rulebook.
//
// # Options
//
// Every variant of the original and every open point decided by a switch is
// an engine.Option; the defaults are the digest's recommendations.
//
//	jokers=on|off            RH-A2, RH-V0 (6.1.1): Jokers in the deck; default on
//	flush-discards=off|on    RH-V1 (6.2.1): a Flush discards its face card
//	four-grouped=off|on      RH-V2 (6.2.2): four of a face rank lose only grouped;
//	                         a black Ace groups by rank
//	suited-lower=off|on      RH-V3 (6.2.3): a Suited Hand costs the lower card
//	setup-faces-back=off|on  RH-V4 (6.2.4): face cards dealt at setup go back
//	ace-no-chain=off|on      RH-V5 (6.2.5): Aces turned up by an Ace are shuffled back
//	jokers-wild-only=off|on  RH-V6 (6.2.6): Jokers never in the Chamber, no free spells
//	four-aces=off|on         RH-V7 (6.3.1): capture four Aces to win
//	suit-ungrouped=off|on    RH-V8 (6.3.2): a suit's face cards lose ungrouped
//	ace-reveals-five=off|on  RH-V9 (6.3.3): an Ace turns up five cards
//	group-after=off|on       RH-V10 (6.3.4): group the Chamber after turning up
//	face-kickers=off|on      RH-A10 (b) (6.4.1): face cards may be leftovers
//	straight-flush=highest|choose  RH-A9 (c) (6.4.2): a Straight Flush may count
//	                         as a Straight (held) or a Flush
//	setup-loss=lose|redeal   RH-A4 (b) (6.4.3): redeal a deal lost at setup
//
// The other open points take the digest's defaults, written into the
// rules: three rooms of 5/4/3 cards (RH-A1: the nine-room reading is not
// offered), replacement cards for Aces and face cards revealed in rooms
// (RH-A5), face-down tops turned over at any time (RH-A6), a lone card moves
// singly and a stack moves whole (RH-A7), the spell test "can still become a
// legal spell" for every card put into a room (RH-A8, poker.Rules.Completable),
// the highest legal spell with an optional, immediate effect (RH-A9), and so
// on. Where the engine differs from a digest default the rulebook says so:
// an Ace of a held A-2-3-4-5 goes to the Captured zone at once (RH-A12), the
// wipe comes before the purge (RH-A14), a card cast from the Grave by Hearts
// is removed from the game afterwards and face cards taken by Hearts can
// only be played into rooms (RH-A24), and ending a turn with an empty deck
// is the loss "no more cards to be played" (RH-A19).
//
// # States and choices
//
// A State holds every zone (deck, three rooms each with face-down cards and
// a face-up spell in progress, hand, Chamber, Arcane Pool, Grave, Removed,
// Captured, and the cards in the middle of a choice: resolving, looking,
// picked, taken), the Aces revealed since the last four-Aces swap, the turn,
// the PCG generator (engine.NewRand's algorithm and seeding, kept in the
// state so that its text form carries it), and a stack of pending tasks.
//
// Chance is resolved at once from the generator; the only player is the
// solitaire player. A decision that needs several choices is a sequence of
// actions: which Arcane Pool cards to pay (pay CARD, one at a time), the
// order of cards put back (put CARD, the first one topmost), where an Ace
// goes (place ROOM or discard ACE), which effect a spell has (hold, discard,
// shuffle, ... or skip), whether to use a held Straight (cancel ROOM or
// allow). While a choice is pending LegalActions lists its actions only; a
// choice that offers nothing but skipping is skipped by itself.
//
// # Transcripts
//
// Game implements engine.Transcriber. The text form (State.String) is a
// list of KEY: VALUE lines, the same lines a transcript's starting state
// uses; Game.Start fills zones left out (cards no zone lists go to the
// deck, shuffled by the seed, or to the zone named by "unlisted:").
// Game.Vocabulary documents the zone keys, the actions and the expect keys:
//
//	end · play CARD ROOM · move ROOM ROOM · turn ROOM · cast CARD [CARD] ·
//	cast JK1 SUIT [VALUE] · pay CARD · cancel ROOM · allow · place ROOM ·
//	discard CARD|SUIT|RANK · shuffle CARD · hold · skip · put CARD · top ·
//	bottom · keep CARD · reshuffle · clear · clubs reorder ·
//	clubs discard ROOM · clubs move ROOM ROOM · take CARD · cast [SUIT [VALUE]] ·
//	done
//
//	expect ZONE: CARDS · expect ZONE count: N · expect status: playing|won|lost ·
//	expect pending: NAME|none · expect held: ROOMS · expect last spell: NAME ·
//	expect turn: N · expect revealed: SUITS
package royalhaunts
