// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/detail/suit_solver.h"

#include <algorithm>

namespace rummy::detail {

namespace {

constexpr int kMaxJokers = kMaxSuitJokers;

// Rebuilds one arrangement of a suit that matches a table entry: the lowest remaining card is
// deadwood or the lowest natural card of a run, in a plain depth-first search that stops at the
// first match. It runs once per shown hand, so it simply tries each number of aces placed above
// the king in turn (SuitTableSearch places each ace as it goes, which its memo needs).
class PlanSearch {
public:
    PlanSearch(const SuitCards& cards, int acesHigh, SuitEntry target)
        : cards_(cards), rules_(*cards.rules), target_(target) {
        for (int r = 0; r < 13; ++r) v_[r] = cards.count[r];
        v_[0] = static_cast<std::uint8_t>(v_[0] - acesHigh);
        v_[13] = static_cast<std::uint8_t>(acesHigh);
        wildLeft_ = cards.wildCount;
        jokerCap_ = std::min(cards.jokerCap, kMaxJokers);
    }

    bool find(SuitPlan& out) {
        visit(0, 0, 0, 0);
        if (found_) out = result_;
        return found_;
    }

private:
    bool inPlaceSpot(int pos) const { return detail::inPlaceSpot(cards_, pos, wildLeft_); }

    void visit(int from, int used, int status, int deadwood) {
        if (found_ || deadwood > target_.deadwood) return;
        int p = from;
        while (p < 14 && v_[p] == 0) ++p;
        if (p == 14) {
            if (used <= target_.jokers && rules_.covers(status, target_.status)) {
                found_ = true;
                result_ = plan_;  // the search unwinds plan_ on its way out
            }
            return;
        }
        --v_[p];
        ++plan_.deadwood[p];
        visit(p, used, status, deadwood + rules_.value[p]);
        --plan_.deadwood[p];
        RunPlan run{p, p, static_cast<std::uint16_t>(1u << p), 0, 0};
        grow(run, p, used, status, deadwood);
        if (p >= 1 && inPlaceSpot(p - 1)) {
            --wildLeft_;
            RunPlan low{p - 1, p, static_cast<std::uint16_t>(1u << p),
                        static_cast<std::uint16_t>(1u << (p - 1)), 0};
            grow(low, p, used, status, deadwood);
            ++wildLeft_;
        }
        ++v_[p];
    }

    // `run` ends on a natural or in-place card: close it, or grow it to a later one with
    // generic jokers in between.
    void grow(const RunPlan& run, int lowest, int used, int status, int deadwood) {
        if (found_) return;
        close(run, lowest, used, status, deadwood);
        const int fixed = bitCount16(run.inPlace);
        for (int next = run.end + 1, gaps = 0; next <= rules_.top && next - run.start <= 12;
             ++next, ++gaps) {
            if (used + fixed + run.generic + gaps > jokerCap_) return;
            RunPlan grown = run;
            grown.end = next;
            grown.generic = run.generic + gaps;
            if (v_[next] > 0) {
                --v_[next];
                grown.naturals = static_cast<std::uint16_t>(run.naturals | (1u << next));
                grow(grown, lowest, used, status, deadwood);
                grown.naturals = run.naturals;
                ++v_[next];
            }
            if (inPlaceSpot(next)) {
                --wildLeft_;
                grown.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << next));
                grow(grown, lowest, used, status, deadwood);
                ++wildLeft_;
            }
        }
    }

    void close(const RunPlan& run, int lowest, int used, int status, int deadwood) {
        const RunClosing cost = closeRunCost(run, rules_);
        if (used + cost.jokers > jokerCap_) return;
        // Padding goes above the run, or below it when the run already ends at the top (a high
        // ace, or the king when the ace plays low only).
        RunPlan closed = run;
        closed.generic += cost.pad;
        closed.end = run.end + cost.pad;
        if (closed.end > rules_.top) {
            closed.start -= closed.end - rules_.top;
            closed.end = rules_.top;
        }
        plan_.runs.push_back(closed);
        visit(lowest, used + cost.jokers, rules_.combine(status, cost.status), deadwood);
        plan_.runs.pop_back();
    }

    const SuitCards& cards_;
    const PreparedRules& rules_;
    SuitEntry target_;
    std::array<std::uint8_t, 14> v_{};
    int wildLeft_ = 0;
    int jokerCap_ = 0;
    bool found_ = false;
    SuitPlan plan_;
    SuitPlan result_;
};

}  // namespace

SuitPlan suitPlan(const SuitCards& cards, SuitEntry target) {
    SuitPlan plan;
    const int mostHigh = cards.rules->aceHigh ? cards.count[0] : 0;
    for (int high = 0; high <= mostHigh; ++high) {
        PlanSearch search(cards, high, target);
        if (search.find(plan)) return plan;
    }
    return plan;  // unreachable for a target taken from suitEntries()
}

}  // namespace rummy::detail
