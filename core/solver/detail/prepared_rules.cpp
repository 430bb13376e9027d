// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/detail/prepared_rules.h"

#include <cstring>
#include <memory>
#include <type_traits>
#include <vector>

#include "solver/detail/suit_solver.h"

namespace rummy::detail {

namespace {

// Ids fit the 14 bits the memo keys keep for them; far more rule sets than any program meets.
constexpr std::size_t kMaxIds = std::size_t{1} << kRuleIdBits;

PreparedRules make(const SolverRules& r, std::uint16_t id) {
    PreparedRules p;
    p.id = id;
    p.aceHigh = r.ace == AcePlay::LowOrHigh;
    p.top = p.aceHigh ? 13 : 12;
    p.maxSetSize = r.maxSetSize;
    p.tieHigh = r.finishTie == FinishTie::HigherCard;
    p.tunnela = r.tunnela;
    p.shareCaps = r.pureRuns > 1;
    // A value built by hand may hold anything: the caps are kept in range here.
    p.pureCap = std::min<int>(r.pureRuns, SolverRules::kMaxCap);
    p.shownRuns = std::clamp<int>(r.runs, p.pureCap, SolverRules::kMaxCap);
    // Pure runs are runs: when the qualification asks for no more runs than pure ones
    // (21-card's three and three), the pure count decides alone, and the runs are not counted.
    // 21-card's statuses are then four, not sixteen (ten reachable), which every table of the
    // search carries in each row: building a new suit's table cost 2.5 times as much.
    p.runCap = p.shownRuns > p.pureCap ? p.shownRuns : 0;
    p.statusCount = (p.pureCap + 1) * (p.runCap + 1);
    p.qualified = p.statusCount - 1;
    for (int pos = 0; pos < 13; ++pos) p.value[pos] = r.deadwood[pos];
    p.value[13] = r.deadwood[0];  // the ace above the king
    for (int s = 0; s < p.statusCount; ++s) {
        p.pureOf[s] = static_cast<std::uint8_t>(s / (p.runCap + 1));
        p.runsOf[s] = static_cast<std::uint8_t>(s % (p.runCap + 1));
    }
    p.morePure.fill(kMaxStatusCount);
    p.moreRuns.fill(kMaxStatusCount);
    for (int s = 0; s < p.statusCount; ++s) {
        if (p.pureOf[s] < p.pureCap) p.morePure[s] = static_cast<std::uint8_t>(s + p.runCap + 1);
        if (p.runsOf[s] < p.runCap) p.moreRuns[s] = static_cast<std::uint8_t>(s + 1);
    }
    for (int a = 0; a < p.statusCount; ++a)
        for (int b = 0; b < p.statusCount; ++b)
            p.combined[a * kMaxStatusCount + b] = static_cast<std::uint8_t>(
                p.status(p.pureOf[a] + p.pureOf[b], p.runsOf[a] + p.runsOf[b]));
    return p;
}

// The rule sets this thread has met, each with its prepared form at a fixed address. Most
// calls use the rules of the call before, which are checked first.
struct Registry {
    std::vector<SolverRules> rules;
    std::vector<std::unique_ptr<PreparedRules>> prepared;
    std::size_t last = 0;
};

// Bytes compared: every call checks its rules against the last ones, and a fixed-size compare
// is a few instructions where the member-wise one called memcmp.
static_assert(std::has_unique_object_representations_v<SolverRules>);
bool same(const SolverRules& a, const SolverRules& b) {
    return std::memcmp(&a, &b, sizeof(SolverRules)) == 0;
}

}  // namespace

const PreparedRules& prepare(const SolverRules& rules) {
    thread_local Registry registry;
    Registry& r = registry;
    if (r.last < r.rules.size() && same(r.rules[r.last], rules)) return *r.prepared[r.last];
    for (std::size_t i = 0; i < r.rules.size(); ++i)
        if (same(r.rules[i], rules)) {
            r.last = i;
            return *r.prepared[i];
        }
    if (r.rules.size() == kMaxIds) {
        // Ids are about to be reused: nothing in the memos may keep an old meaning.
        clearSuitMemo();
        r.rules.clear();
        r.prepared.clear();
    }
    r.last = r.rules.size();
    r.rules.push_back(rules);
    r.prepared.push_back(
        std::make_unique<PreparedRules>(make(rules, static_cast<std::uint16_t>(r.last))));
    return *r.prepared.back();
}

}  // namespace rummy::detail
