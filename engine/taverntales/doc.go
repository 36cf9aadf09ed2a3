// Package taverntales is the rules engine of Tavern Tales.
//
// The rules are those of content/tavern-tales/rules.md (seed 004): 3 to 6
// players (2 as the variant of §6.2), the custom deck of 52 cards of
// content/tavern-tales/cards.csv, Story Arcs of Heroic Claims challenged,
// explained, cancelled and laughed off the table, Wild Cards played on
// players, and a race to 11 points over several hands.
//
// A hand: the dealer deals every card (the leftovers set aside face down),
// declares a number from 0 to 5 ("declare 3"), every player passes that
// many cards to the left ("pass HE1 SP2 MO3"), then from the dealer
// clockwise each player plays one card ("play HE1" starts a Story Arc,
// "play SP1 on HE1" plays on the arc whose top card is HE1, "play MO1 on
// WJ1" cancels a J'Accuse, "play WD1 on P2" plays a Wild Card on a player)
// or, with no legal play, passes out ("pass out": the hand turns face up).
// When a hand is empty or every player has passed out, the hand is scored;
// the next dealer, to the left, deals the next hand ("deal") until a
// player has 11 points or more and the most points alone.
//
// Players are P1, P2, ... clockwise: P2 sits to P1's left. The Story Arcs
// of a player lie in the zones "arc 1" to "arc 15" (a new arc takes the
// lowest free one); the top card of an arc is the last of its zone.
package taverntales
