// Package poker evaluates five-card hands.
//
// # Values
//
// Eval scores five cards.Card under standard poker and returns a Value:
// a greater Value is a better hand, equal Values tie, suits never break
// ties. The Ace is high, or low in the straight A-2-3-4-5 (a 5-high
// straight). Jokers are wild: a Joker stands for the standard card that
// makes the best hand, never for a card the hand already holds, except
// that four of a rank plus a Joker (or three plus two Jokers) make Five of
// a Kind, the highest category. Hands without Jokers take a branch-free
// path of a few table look-ups and bit operations; hands with one or two
// Jokers are scored from their rank counts, category by category, without
// trying substitutions.
//
// Value.Category gives the category; Category.String its name.
//
// # Which cards make the hand
//
// Classify returns a Hand: the category, the Value, which of the five
// cards make the combination (Used), what each Joker stands for (As), and
// the flags Royal Haunts needs: JackHighStraight, QueenFlush and the
// captured Aces.
//
// # Rules
//
// A Rules value restricts which cards may take part in a hand: a minimum
// category, and per rank where a natural card, or a Joker standing for that
// rank, may be (a Place: a set of roles such as "in the combination of a
// Flush", "a kicker beside a Pair", "in 7-8-9-10-J", "in A-2-3-4-5").
// Standard returns the rules of standard poker, RoyalHaunts the spell rules
// of Royal Haunts; variants change fields. Rules.Classify returns the best
// legal hand, Rules.Completable whether a partial stack of cards can still
// become one (Royal Haunts' room test), and AcePlaceable is Royal Haunts'
// test for putting a revealed Ace into a room.
//
// # Suitless cards
//
// Card is a card as the evaluator sees it: a Rank and a suit, or a wild
// Joker. Its Suit may be cards.NoSuit and its Rank Zero, for Castle Poker's
// special cards (Barrels/sack rank as suitless Eights; the Messenger and
// the Trebuchet as suitless Zeros, below Two). EvalCards and
// Rules.ClassifyCards take such cards: a suitless card never makes a flush,
// and a Zero pairs with another Zero but is never part of a straight.
//
// # Odds and tables
//
// CountHands counts exactly, by category, the best legal hand of every
// five-card hand of a deck (Jokers and suitless cards allowed) under a
// Rules value. OddsTable, JokerOddsTable, RankingTable and CastleTables
// turn counts and examples into engine.Table values for the games'
// reference tables.
package poker
