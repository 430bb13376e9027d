// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cards/shoe.h"
#include "game/result.h"
#include "game/round_result.h"
#include "gin/gin_round.h"
#include "gin/gin_view.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "match/match_fwd.h"
#include "table/table_round.h"

namespace rummy {

struct PlayerView;

// What a match needs to know of a family, and nothing else: its rules, how a deal is dealt
// (from a seed or a stacked shoe), the toss for the first deal (whose winner plays first, so
// the seat before it deals), and the family's own record of a finished deal. Everything else a
// match does (seeds, numbering, scoring, the next dealer) is the same for every family (match.h).
// One specialisation per round type.
template <class R>
struct MatchFamily;

// The Indian games: the rules say the players (2 to 6) and the format; a deal is dealt to the
// seats in play; the toss decides the first dealer (the seat before the toss winner).
template <>
struct MatchFamily<IndianRound> {
    using Rules = IndianRules;
    struct Outcome {  // RoundResult says it all
        friend bool operator==(const Outcome&, const Outcome&) = default;
    };
    static Status validate(const IndianRules& rules, int players, int playing);
    static TossResult toss(const IndianRules& rules, int players, std::uint64_t tossSeed);
    static IndianRound deal(const IndianRules& rules, const std::vector<bool>& inPlay, int dealer,
                            std::uint64_t seed);
    static Result<IndianRound> redeal(const IndianRules& rules, const std::vector<bool>& inPlay,
                                      int dealer, std::uint64_t seed, std::vector<Card> shoe);
    static Outcome outcome(const IndianRound&) { return {}; }
    // What a seat knows, with the match's scores (player_view.h), in every family.
    static PlayerView view(const IndianMatch& match, int seat);
};

// Gin: two players; the first dealer is decided by a draw of one card each from one deck (the
// higher card plays first, the other deals).
template <>
struct MatchFamily<GinRound> {
    using Rules = GinRules;
    using Outcome = GinHandResult;
    static Status validate(const GinRules& rules, int players, int playing);
    static TossResult toss(const GinRules& rules, int players, std::uint64_t tossSeed);
    static GinRound deal(const GinRules& rules, const std::vector<bool>& inPlay, int dealer,
                         std::uint64_t seed);
    static Result<GinRound> redeal(const GinRules& rules, const std::vector<bool>& inPlay,
                                   int dealer, std::uint64_t seed, std::vector<Card> deck);
    static Outcome outcome(const GinRound& round) { return round.outcome(); }
    static PlayerView view(const GinGame& game, int seat);  // with the totals and boxes
};

// The table games: 2 to the rules' seats; the first dealer is drawn from the toss seed
// (Rng(tossSeed).below(players)), with no cards shown: the "toss" is won by the seat after it.
template <>
struct MatchFamily<TableRound> {
    using Rules = TableRules;
    using Outcome = TableOutcome;
    static Status validate(const TableRules& rules, int players, int playing);
    static TossResult toss(const TableRules& rules, int players, std::uint64_t tossSeed);
    static TableRound deal(const TableRules& rules, const std::vector<bool>& inPlay, int dealer,
                           std::uint64_t seed);
    static Result<TableRound> redeal(const TableRules& rules, const std::vector<bool>& inPlay,
                                     int dealer, std::uint64_t seed, std::vector<Card> deck);
    static Outcome outcome(const TableRound& round) { return round.outcome(); }
    static PlayerView view(const TableGame& game, int seat);  // with the game's totals
};

// The end of a game of Gin: hand points (doubled for a shutout), the game bonus and a box
// bonus per hand won (match_scoring.h, GinScoring).
struct GinGameTotals {
    std::array<int, 2> handPoints{};
    std::array<int, 2> boxes{};  // hands won
    bool shutout = false;        // the loser won no hand
    std::array<int, 2> totals{};
    friend bool operator==(const GinGameTotals&, const GinGameTotals&) = default;
};

}  // namespace rummy
