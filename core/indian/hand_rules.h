// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "indian/indian_rules.h"
#include "melds/meld.h"
#include "melds/meld_rules.h"
#include "solver/hand_solver.h"

namespace rummy {

// The one place where a deal of the Indian family tells its two games apart: which cards are
// wild, what a loser's hand counts, and what a declaration needs. IndianRound, the view and
// the bots ask here, so that each question has one answer per game.
//
// The 13-card game keeps the calls it has always made (the solver's calls without rules and
// a WildRank): its records, arena counts and random games stay what they were, bit for bit.
// 21-card Indian Rummy asks the same solver with SolverRules::indian21() (three pure
// sequences, tunnelas counting), the deal's WildCards (the cut rank, the printed jokers and
// the two value cards) and no house rule of 13-card's scoring.

// Every wild card of a deal, from the card cut for it (nothing when rules.wildJoker is off:
// the printed jokers alone). 13-card: the printed jokers and the cut rank (the aces for a cut
// printed joker); 21-card: also the upper and lower value cards of the cut suit
// (wildCardsFor in game/variant.h).
WildCards dealWildCards(const IndianRules& rules, std::optional<Card> cut);

// What a loser's hand pays: the solver's least count under the game's rules, capped at
// rules.maxPoints (21-card: with three pure sequences the cards in no meld, otherwise every
// card; jokers 0).
int handPoints(const IndianRules& rules, std::span<const Face> hand, const WildCards& wild);
// Whether the hand (of rules.handSize cards) could be declared as it is.
bool handIsValid(const IndianRules& rules, std::span<const Face> hand, const WildCards& wild);
// Whether groups laid out by a player are a valid declaration: every group a meld, the game's
// qualification met, rules.handSize cards in all.
bool declarationIsValid(const IndianRules& rules, const std::vector<std::vector<Face>>& groups,
                        const WildCards& wild);
// What a hand counts as a player laid it out, not as the solver would: the groups that are
// melds lower the count once they meet the game's qualification (then the cards in groups
// that are no meld count), otherwise every card counts; wild cards 0; capped at
// rules.maxPoints. A card left ungrouped is a group of its own. 13-card's pureSequenceAlone
// house rule takes the most valuable pure sequence off a count of every card. For front ends
// that show a player the count of their own grouping (a loser in the round is scored by
// handPoints, the best arrangement).
int shownPoints(const IndianRules& rules, const std::vector<std::vector<Face>>& groups,
                const WildCards& wild);
// How one group a player laid out reads: a pure or impure sequence, a set, a tunnela (21-card)
// or no meld.
MeldType groupType(const IndianRules& rules, std::span<const Face> group, const WildCards& wild);
// What one card counts in a hand that pays: 0 for a wild card.
int cardPoints(const IndianRules& rules, Face card, const WildCards& wild);
// The solver's view of a hand for a player: its points, whether it could be declared, the best
// arrangement and, with rules.handSize + 1 cards, the card for the finish slot.
// `handSize` is the size a hand is scored at (rules.handSize for a hand in play).
HandEvaluation evaluateHand(const IndianRules& rules, std::span<const Face> hand,
                            const WildCards& wild, int handSize);
// What a player's own groups need to be declared: the qualification of the game (13-card: a
// pure sequence and a second sequence; 21-card: three pure sequences, tunnelas counting).
bool qualifies(const IndianRules& rules, int pureSequences, int sequences);
// For a hand one card over size: the Finish move with the solver's best arrangement, its
// groups as the hand's own cards; nothing when the hand cannot be declared validly.
std::optional<moves::Finish> bestDeclaration(std::span<const Card> hand, const WildCards& wild,
                                             const IndianRules& rules);

}  // namespace rummy
