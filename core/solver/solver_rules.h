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
// The wild cards of a deal are a WildCards (melds/meld_rules.h): printed jokers, the cards of
// one rank, and up to two more faces (21-card's value cards); the calls with a WildRank are
// the same without the extra faces. A wild card may always play as itself: in its own place in
// a pure run, in a tunnela of three identical wild cards, and in a pure run of wild cards only
// (21-card's 7-8-9 of the cut suit).
//
// What the solver does not read, and so cannot vary yet (each is a limit of the solver):
// runs and sets are at least three cards (MeldRules::minLength); a meld takes any number of
// jokers (jokersPerMeld); sets are of distinct suits (setsDistinctSuits); three or more jokers
// alone make a run (jokersAlone); a tunnela counts as a pure sequence or is no meld (a tunnela
// that counts for nothing, Qualification::tunnelaCountsAsPure off, is not modelled); a joker
// left in hand counts 0 (jokerInHand); printed jokers are always wild (WildCards::printedJokers
// is not read). A suit borrows at most 20 jokers (a hand of 22 cards never needs more than 17),
// counts of one card are at most 3 (three decks), and a suit holds wild cards in at most three
// places (the cut rank and the two value cards). `valid` (every card in a meld) takes one or two
// jokers left over as joining some meld: always possible in 13 cards under 13-card's rules and
// in 21 under 21-card's, not in every hand of any size (three pure runs of three and one joker).
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
    // Three identical cards (or three printed jokers) are a meld counting as a pure sequence
    // (21-card's tunnela; MeldRules::tunnela with Qualification::tunnelaCountsAsPure).
    bool tunnela = false;

    // A game's rule values; caps above kMaxCap are kept at kMaxCap.
    static SolverRules of(const CardValues& values, const MeldRules& melds,
                          const Qualification& qualification);
    static SolverRules of(const VariantRules& rules);
    // The presets, built once: 13-card Indian Rummy (what HandSolver's calls without rules
    // use), 21-card Indian Rummy (three pure sequences, tunnelas counting) and Gin, whose
    // discards break ties by the higher card (gin_hand.h).
    static const SolverRules& indian13();
    static const SolverRules& indian21();
    static const SolverRules& gin();

    // A natural card's value when it is left out of every meld.
    int value(Face f) const { return deadwood[static_cast<std::size_t>(f.rank()) - 1]; }
    // The meld rules the solver's arrangements follow (what it does not read at its default):
    // for the 13-card preset, MeldRules::indian13().
    MeldRules meldRules() const;

    friend bool operator==(const SolverRules&, const SolverRules&) = default;
};

}  // namespace rummy
