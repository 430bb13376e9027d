// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <variant>
#include <vector>

#include "game/result.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"

namespace rummy {

// What a match keeps between deals: the scoring strategies read and update it.
struct MatchTally {
    std::vector<int> scores;        // points, summed over the deals
    std::vector<int> chips;         // the Deals formats
    std::vector<std::uint8_t> out;  // the Pool formats: knocked out (uint8_t: value semantics)
    std::vector<int> rejoins;
    std::vector<int> dealsWon;  // per seat: deals won (Gin's boxes)
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

struct GinRules;
struct TableRules;

// How a match format scores, one strategy per format, chosen from the rules: the Indian
// formats (Points, Pool, Deals), Gin's hands to a target with boxes and a game bonus, and the
// table games' totals to a target. Each settles a finished deal into the tally (its points
// are already added to the scores), says who plays and who deals the next deal, rules on
// re-joining and counts the final totals. The matches of every family run on them, so a
// format is a value here and not a branch in a match.
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
    int chipsPerDeal = 80;  // everyone starts with deals * chipsPerDeal chips
    friend bool operator==(const DealsScoring&, const DealsScoring&) = default;
};

// Gin: the winner of a hand scores its points; the game ends after the hand in which a seat's
// points reach `target`. Then the winner adds `gameBonus`, every seat `boxBonus` per hand won,
// and with `shutoutDoubles` a winner whose opponent won no hand doubles its hand points.
struct GinScoring {
    int target = 100;
    int gameBonus = 100;
    int boxBonus = 25;
    bool shutoutDoubles = true;
    friend bool operator==(const GinScoring&, const GinScoring&) = default;
};

// The table games: every hand's points add to the totals until one reaches `target`; the
// lowest total wins with penalty points (`lowestWins`), the highest otherwise, a tie going to
// the lower seat. With `hands` > 0 the game is that many hands instead; with `outToWin` (not
// with penalty points) it ends only when the player who went out has reached the target, and
// that player wins.
struct TargetScoring {
    int target = 100;
    bool lowestWins = true;
    int hands = 0;
    bool outToWin = false;
    friend bool operator==(const TargetScoring&, const TargetScoring&) = default;
};

using MatchScoring =
    std::variant<PointsScoring, PoolScoring, DealsScoring, GinScoring, TargetScoring>;

MatchScoring scoringFor(const IndianRules& rules);
MatchScoring scoringFor(const GinRules& rules);
MatchScoring scoringFor(const TableRules& rules);

// A fresh tally for `players` seats, of which `inPlay` are dealt into the first deal.
MatchTally startTally(const MatchScoring& scoring, int players, const std::vector<bool>& inPlay);

// `regularDeals`: the deals played that were no tie-breaker, this one included.
void settleDeal(const MatchScoring& scoring, MatchTally& tally, const RoundResult& result,
                int regularDeals);

NextSeats nextSeats(const MatchScoring& scoring, const MatchTally& tally, int regularDeals);

// Who deals the next deal after `dealer` dealt one that `lastWinner` won (-1: nobody): in Gin
// the winner (the same dealer again after a void hand), otherwise the next seat of `inPlay`
// after the dealer.
int nextDealer(const MatchScoring& scoring, int dealer, int lastWinner,
               const std::vector<bool>& inPlay);

// What each seat ends the match with, meaningful once it is over: the chips in the Deals
// formats, Gin's hand points with its bonuses, the scores otherwise. `shutout`: Gin's winner
// doubled its hand points (or would have, with shutoutDoubles off) as no other seat won a hand.
struct MatchTotals {
    std::vector<int> totals;
    bool shutout = false;
};
MatchTotals matchTotals(const MatchScoring& scoring, const MatchTally& tally);

// Whether `seat` may re-join now (RejoinNotAllowed, or WrongPhase while a deal is on); the
// match checks first that it is not over and that the seat exists.
Status checkRejoin(const MatchScoring& scoring, const MatchTally& tally, int seat, bool dealOver);
void rejoin(MatchTally& tally, int seat);
// The score a seat re-joins at now: one above the highest score of the seats that stayed in.
int rejoinScore(const MatchTally& tally);
// A new deal starts: the re-joins of the last one are settled.
void clearRejoins(MatchTally& tally);

}  // namespace rummy
