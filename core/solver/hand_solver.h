// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "cards/card.h"
#include "melds/meld.h"

namespace rummy {

// The scoring options the solver needs (a slice of RuleSet).
struct ScoringOptions {
    int maxPoints = 80;
    bool pureSequenceAlone = false;  // house rule: a pure sequence alone lowers the count
};

struct Group {
    MeldType type = MeldType::None;
    std::vector<Face> cards;
    friend bool operator==(const Group&, const Group&) = default;
};

struct HandEvaluation {
    int points = 0;      // what the hand would score as a loser, capped at maxPoints
    bool valid = false;  // every card melded, >= 1 pure sequence, >= 2 sequences
    // The best arrangement: melds first, then at most one None group with the leftovers.
    // When the hand cannot reach a pure and a second sequence, the melds shown are still the
    // ones that cover the most points, so a player sees what they have.
    std::vector<Group> groups;
    // Only for a hand one card over size (14 of 13): the card to put on the finish slot;
    // points, valid and groups then describe the hand without it.
    std::optional<Face> finish;
};

// How far a hand is from a declaration, for players deciding what to keep: the least
// deadwood (uncapped points of the cards left out of melds) over every arrangement, over those
// with a pure sequence, and over those that qualify (a pure and a second sequence). -1 when no
// arrangement of that kind exists. Early in a deal most hands score the capped 80 points,
// which cannot tell two plans apart; these figures can.
struct Assessment {
    int loose = 0;
    int withPure = -1;
    int qualified = -1;
    friend bool operator==(const Assessment&, const Assessment&) = default;
};

// The exact best arrangement of a hand. Points: if the hand can be arranged with at least one
// pure sequence and two sequences in all, the cards in no meld count; otherwise every card
// counts. Aces and court cards 10, pip cards face value, jokers 0; capped at maxPoints.
class HandSolver {
public:
    // Points only (the hot path for bots and scoring). Any number of cards.
    static int points(std::span<const Face> hand, WildRank wild, ScoringOptions opts = {});
    // Points, validity and the arrangement. With `handSize + 1` cards, also picks the card
    // to put on the finish slot (the one whose removal leaves the lowest points).
    static HandEvaluation evaluate(std::span<const Face> hand, WildRank wild,
                                   ScoringOptions opts = {}, int handSize = 13);

    // The hot path of a finishing decision: from a hand one card over size, the card to put
    // on the finish slot and what the rest is worth (no arrangement).
    struct Finish {
        Face card;
        int points = 0;
        bool valid = false;
    };
    static Finish bestFinish(std::span<const Face> hand, WildRank wild, ScoringOptions opts = {});

    static Assessment assess(std::span<const Face> hand, WildRank wild);

    // Bytes the calling thread's solver memo holds; it is bounded and trimmed between calls.
    static std::size_t memoBytes();
};

}  // namespace rummy
