// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "cards/card.h"
#include "melds/meld.h"

namespace rummy {

// What makes a group of cards a meld, as values rather than as the code of one game: each of
// the six rummy games of the rule texts is one MeldRules preset (docs/rules.md and
// docs/rules.md says where each comes from). classifyMeld() in meld.h is the 13-card preset.
//
// Fixed for every game: a run is cards of one suit in consecutive ranks, never round the
// corner (K-A-2 is no run in any of them); a set is cards of one rank.
enum class AcePlay : std::uint8_t {
    LowOnly,    // A-2-3 only: Gin, Straight Rummy
    LowOrHigh,  // A-2-3 or Q-K-A, not both at once: the Indian games, 500, 51
};

struct MeldRules {
    static constexpr int kNoLimit = 99;

    int minLength = 3;
    AcePlay ace = AcePlay::LowOrHigh;
    // Cards standing in for another in one meld (a wild card in its own place stands for
    // itself and does not count). Rummy 51 allows one.
    int jokersPerMeld = kNoLimit;
    // Sets of distinct suits: two copies of one card never share a set (two-deck games).
    bool setsDistinctSuits = true;
    int maxSetSize = kNoLimit;  // Straight, Gin and 500: 4
    // A group of jokers alone is a meld (an impure sequence in the Indian games).
    bool jokersAlone = true;
    // Three identical cards (or three printed jokers) are a meld that counts as a pure
    // sequence: the tunnela of 21-card Indian Rummy.
    bool tunnela = false;

    static MeldRules indian13();
    static MeldRules indian21();
    static MeldRules gin();
    static MeldRules straight();
    static MeldRules rummy500();
    static MeldRules rummy51();

    friend bool operator==(const MeldRules&, const MeldRules&) = default;
};

// Which cards of a deal are wild: printed jokers (when the game has them), every card of a
// cut rank, and up to two more faces (21-card's upper and lower value cards). A wild card may
// always play as itself.
struct WildCards {
    bool printedJokers = true;
    std::optional<Rank> rank;
    std::array<std::optional<Face>, 2> faces{};

    static WildCards none() { return {false, std::nullopt, {}}; }
    static WildCards of(WildRank w) { return {true, w.rank, {}}; }

    constexpr bool isWild(Face f) const {
        if (f.isPrintedJoker()) return printedJokers;
        return (rank && f.rank() == *rank) || faces[0] == f || faces[1] == f;
    }
    friend bool operator==(const WildCards&, const WildCards&) = default;
};

// What a group is under a game's rules. A group that is several kinds reports the most useful:
// a tunnela, then a pure run, an impure run, a set.
enum class MeldKind : std::uint8_t { Tunnela, PureRun, ImpureRun, Set, None };

const char* meldKindName(MeldKind k);  // "tunnela", "pure", "impure", "set", "none"

// The declaration types of the Indian games (a tunnela is its own type, counting as a pure
// sequence where the qualification says so).
MeldType meldTypeOf(MeldKind k);

// The order of the cards does not matter. A printed joker in a game without jokers is no card
// of any meld.
MeldKind classify(std::span<const Face> cards, const MeldRules& rules, const WildCards& wild);

}  // namespace rummy
