// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <variant>
#include <vector>

#include "game/result.h"
#include "game/rule_set.h"
#include "indian/round_state.h"

namespace rummy {

// What a match keeps between deals: the scoring strategies read and update it.
struct MatchTally {
    std::vector<int> scores;        // points, summed over the deals
    std::vector<int> chips;         // the Deals formats
    std::vector<std::uint8_t> out;  // the Pool formats: knocked out (uint8_t: value semantics)
    std::vector<int> rejoins;
    // Seats that re-joined since the last deal ended: a second re-join after the same deal
    // enters at the score the first did (the one the result screen stated), not one above it.
    std::vector<std::uint8_t> rejoinedNow;
    bool over = false;
    int winner = -1;

    int players() const { return static_cast<int>(scores.size()); }
    friend bool operator==(const MatchTally&, const MatchTally&) = default;
};

// Who is dealt into the next deal, and whether it is a tie-breaker.
struct NextSeats {
    std::vector<bool> inPlay;
    bool tieBreaker = false;
};

// How a match format scores, one strategy per format, chosen from the rules. Each settles a
// finished deal into the tally (its points are already added to the scores), says who plays
// the next deal, and rules on re-joining. Formats of the sister games (penalty points to a
// target, melded minus hand, gin boxes) join this variant.
//
// Points: one deal; the round's winner wins the match.
struct PointsScoring {
    friend bool operator==(const PointsScoring&, const PointsScoring&) = default;
};

// Pool 101 / 201: a seat reaching `limit` is out; the last one left wins. Between deals an out
// seat may re-join a table of three or more while the highest score left is at most
// `rejoinMax`, entering at that score + 1.
struct PoolScoring {
    int limit = 101;
    int rejoinMax = 79;
    bool allowRejoin = true;
    friend bool operator==(const PoolScoring&, const PoolScoring&) = default;
};

// Deals 2 / 3 / 6: the winner of a deal takes each loser's points in chips (a void deal: the
// losers pay, nobody takes). After the last deal the most chips wins; a tie plays a
// tie-breaker deal among the tied leaders, as often as needed.
struct DealsScoring {
    int deals = 2;
    friend bool operator==(const DealsScoring&, const DealsScoring&) = default;
};

using MatchScoring = std::variant<PointsScoring, PoolScoring, DealsScoring>;

MatchScoring scoringFor(const RuleSet& rules);

// A fresh tally for `players` seats, of which `inPlay` are dealt into the first deal.
MatchTally startTally(const MatchScoring& scoring, const RuleSet& rules, int players,
                      const std::vector<bool>& inPlay);

// `regularDeals`: the deals played that were no tie-breaker, this one included.
void settleDeal(const MatchScoring& scoring, MatchTally& tally, const RoundResult& result,
                int regularDeals);

NextSeats nextSeats(const MatchScoring& scoring, const MatchTally& tally, int regularDeals);

// Whether `seat` may re-join now (RejoinNotAllowed, or WrongPhase while a deal is on); the
// match checks first that it is not over and that the seat exists.
Status checkRejoin(const MatchScoring& scoring, const MatchTally& tally, int seat, bool dealOver);
void rejoin(MatchTally& tally, int seat);
// The score a seat re-joins at now: one above the highest score of the seats that stayed in.
int rejoinScore(const MatchTally& tally);
// A new deal starts: the re-joins of the last one are settled.
void clearRejoins(MatchTally& tally);

}  // namespace rummy
