// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>

#include "cards/card.h"
#include "melds/card_values.h"
#include "melds/meld_rules.h"
#include "melds/qualification.h"

namespace rummy {

struct VariantRules;

// Which card a finishing search sets aside among those that leave the same points.
enum class FinishTie : std::uint8_t {
    SearchOrder,  // the search's own choice (13-card: kept so that its records replay)
    HigherCard,   // the higher card (its value in hand), then the lower face index (Gin)
};

// The rules the hand solver reads, as one plain value: what a card left out of every meld
// counts, how the ace plays in a run, how many pure runs and runs a hand needs before its
// melds lower its count, and how many cards a set may hold. Every game is one such value and
// the search is the same for all: 13-card Indian Rummy needs (1 pure, 2 runs), 21-card
// (3, 3), and Gin or the table games nothing (0, 0), which makes the solver a plain
// least-deadwood search.
//
// What the solver does not read, and so cannot vary yet (each is a limit of the solver):
// runs and sets are at least three cards (MeldRules::minLength); a meld takes any number of
// jokers (jokersPerMeld); sets are of distinct suits (setsDistinctSuits); three or more jokers
// alone make a run (jokersAlone); no tunnela; a joker left in hand counts 0 (jokerInHand);
// wild cards are printed jokers and the cards of one rank (WildRank: no value cards). A suit
// borrows at most 15 jokers, and counts of one card are at most 3 (three decks).
struct SolverRules {
    // The most pure runs or runs a qualification may ask for (21-card asks for three).
    static constexpr int kMaxCap = 3;

    std::array<std::uint8_t, 13> deadwood{};  // a natural card's value, by rank (ace first)
    AcePlay ace = AcePlay::LowOrHigh;
    std::uint8_t pureRuns = 0;  // pure runs the hand needs, 0..kMaxCap
    std::uint8_t runs = 0;      // runs in all (pure ones included), pureRuns..kMaxCap
    // The most cards in a set, jokers included (MeldRules::kNoLimit for none). Sets of
    // distinct suits hold four natural cards at most; a limit matters for the jokers a spare
    // joker may join.
    std::uint8_t maxSetSize = MeldRules::kNoLimit;
    FinishTie finishTie = FinishTie::SearchOrder;

    // A game's rule values; caps above kMaxCap are kept at kMaxCap.
    static SolverRules of(const CardValues& values, const MeldRules& melds,
                          const Qualification& qualification);
    static SolverRules of(const VariantRules& rules);
    // The presets, built once: 13-card Indian Rummy (what HandSolver's calls without rules
    // use) and Gin, whose discards break ties by the higher card (gin_hand.h).
    static const SolverRules& indian13();
    static const SolverRules& gin();

    // A natural card's value when it is left out of every meld.
    int value(Face f) const { return deadwood[static_cast<std::size_t>(f.rank()) - 1]; }
    // The meld rules the solver's arrangements follow (what it does not read at its default):
    // for the 13-card preset, MeldRules::indian13().
    MeldRules meldRules() const;

    friend bool operator==(const SolverRules&, const SolverRules&) = default;
};

}  // namespace rummy
