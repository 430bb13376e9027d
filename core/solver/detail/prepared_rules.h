// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "solver/solver_rules.h"

namespace rummy::detail {

// Internal to the hand solver: a SolverRules in the form the search reads in its inner loops.
//
// A status packs what runs contribute to the qualification: (pure runs capped at the pure cap)
// * (run cap + 1) + (runs capped at the run cap). The caps are the qualification's counts, so
// 13-card Indian Rummy has 2 * 3 = 6 statuses (as the solver always had), 21-card 4 * 4 = 16,
// and a game without qualification one, status 0, where the search is plain least deadwood.
// The highest status, `qualified`, is the one that meets the qualification.
inline constexpr int kMaxStatusCount = (SolverRules::kMaxCap + 1) * (SolverRules::kMaxCap + 1);
// Bits of a rule set's id in the memos' keys (the rest of a key is the suit's cards).
inline constexpr int kRuleIdBits = 14;

struct PreparedRules {
    // Names the rules in the thread's memo keys, so that tables of two rule sets never mix.
    std::uint16_t id = 0;
    bool aceHigh = true;  // an ace may also top a run above the king (position 13)
    int top = 13;         // the highest position a run reaches: 13, or 12 with the ace low only
    int maxSetSize = MeldRules::kNoLimit;
    // FinishTie::HigherCard: among freed cards that leave the same deadwood, the preferred one
    // (prefer()) is kept; otherwise the first found.
    bool tieHigh = false;
    // Three identical cards (or printed jokers) make a tunnela, a pure run to the status.
    bool tunnela = false;
    // A suit's table made for a larger joker cap serves a smaller one (suit_cache.cpp): for
    // 21-card, whose hands hold from none to a dozen jokers. The other games look up their
    // exact tables, whose entries the search has always walked in the same order.
    bool shareCaps = false;
    int pureCap = 1;
    int runCap = 2;  // 0 when the qualification asks for no more runs than pure runs
    // The runs the qualification counts (at least pureCap): how many runs of spare jokers an
    // arrangement shows.
    int shownRuns = 2;
    int statusCount = 6;
    int qualified = 5;
    std::array<int, 14> value{};  // a natural card's deadwood by position (0 and 13: the ace)
    std::array<std::uint8_t, kMaxStatusCount> pureOf{};
    std::array<std::uint8_t, kMaxStatusCount> runsOf{};
    // The statuses just above s: one more pure run, one more run; kMaxStatusCount (a slot the
    // reader keeps at "none") where the cap is reached.
    std::array<std::uint8_t, kMaxStatusCount> morePure{};
    std::array<std::uint8_t, kMaxStatusCount> moreRuns{};
    // combine(a, b): a status plus another, each count added and capped (a lookup: the searches
    // combine statuses in their innermost loops). Symmetric: row a is "a plus each status".
    std::array<std::uint8_t, kMaxStatusCount * kMaxStatusCount> combined{};

    int status(int pure, int runs) const {
        return std::min(pure, pureCap) * (runCap + 1) + std::min(runs, runCap);
    }
    int combine(int a, int b) const { return combined[a * kMaxStatusCount + b]; }
    // True when status a is at least as good as b for every purpose.
    bool covers(int a, int b) const { return pureOf[a] >= pureOf[b] && runsOf[a] >= runsOf[b]; }
    // The status of one run closed in a suit.
    int runStatus(bool pure) const { return status(pure ? 1 : 0, 1); }
    // What `spare` jokers in no meld add: a run of each three, and with tunnelas a pure one of
    // each three printed jokers among them (`printed`: the hand's printed jokers; the search
    // may always keep printed jokers spare and let the other wild cards stand in).
    int spareStatus(int spare, int printed) const {
        return status(tunnela ? std::min(spare, printed) / 3 : 0, spare / 3);
    }
    // FinishTie::HigherCard between two positions of one suit (0..12): the higher value, then
    // the lower position (the lower face index).
    bool prefer(int p, int q) const { return value[p] != value[q] ? value[p] > value[q] : p < q; }
};

// The calling thread's prepared form of `rules`, with its id. Call at the start of a solver
// call, never while holding tables: when a thread has met more rule sets than ids allow, its
// memos are emptied and the ids start again.
const PreparedRules& prepare(const SolverRules& rules);

}  // namespace rummy::detail
