// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/detail/suit_solver.h"

#include <algorithm>

namespace rummy::detail {

namespace {

constexpr int kMaxJokers = kMaxSuitJokers;

// Rebuilds one arrangement of a suit that matches a table entry: the lowest remaining card is
// deadwood, the lowest natural card of a run or, of three, a tunnela; once every natural card is
// placed, the wild cards left make tunnelas and runs of their own or stay in the pool. A plain
// depth-first search that stops at the first match, mirroring SuitTableSearch. It runs once per
// shown hand, so it simply tries each number of aces placed above the king in turn
// (SuitTableSearch places each ace as it goes, which its memo needs).
class PlanSearch {
public:
    PlanSearch(const SuitCards& cards, int acesHigh, SuitEntry target)
        : rules_(*cards.rules), target_(target) {
        for (int r = 0; r < 13; ++r) v_[r] = cards.count[r];
        v_[0] = static_cast<std::uint8_t>(v_[0] - acesHigh);
        v_[13] = static_cast<std::uint8_t>(acesHigh);
        wild_ = cards.wild;
        jokerCap_ = std::min(cards.jokerCap, kMaxJokers);
    }

    bool find(SuitPlan& out) {
        visit(0, 0, 0, 0);
        if (found_) out = result_;
        return found_;
    }

private:
    bool inPlaceSpot(int pos) const { return detail::inPlaceSpot(wild_, pos, rules_); }
    void take(int pos) { wild_ = withoutOne(wild_, pos); }
    void give(int pos) { wild_ += std::uint32_t{1} << (2 * rankAt(pos)); }

    void visit(int from, int used, int status, int deadwood) {
        if (found_ || deadwood > target_.deadwood || used > target_.jokers) return;
        int p = from;
        while (p < 14 && v_[p] == 0) ++p;
        if (p == 14) {
            wildMelds(0, used, status);
            return;
        }
        --v_[p];
        ++plan_.deadwood[p];
        visit(p, used, status, deadwood + rules_.value[p]);
        --plan_.deadwood[p];
        RunPlan run{p, p, static_cast<std::uint16_t>(1u << p), 0, 0};
        grow(run, p, used, status, deadwood);
        // Below p only this suit's wild cards in their own places (SuitTableSearch::build).
        int q = p - 1;
        for (; q >= 0 && inPlaceSpot(q); --q) {
            take(q);
            run.start = q;
            run.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << q));
            grow(run, p, used, status, deadwood);
        }
        for (++q; q < p; ++q) give(q);
        if (rules_.tunnela && v_[p] == 2) {
            v_[p] = 0;
            plan_.tunnelas.push_back({rankAt(p), false});
            visit(p, used, rules_.combine(status, rules_.runStatus(true)), deadwood);
            plan_.tunnelas.pop_back();
            v_[p] = 2;
        }
        ++v_[p];
    }

    // Every natural card is placed: the wild cards of ranks `from`.. make tunnelas or pure runs
    // of their own (SuitTableSearch::wildOnly), or stay in the pool.
    void wildMelds(int from, int used, int status) {
        if (found_ || used > target_.jokers) return;
        int q = from;
        const bool more = wildMeldLeft();  // most leaves: no meld of wild cards left to make
        while (more && q < 13 && countAt(wild_, q) == 0) ++q;
        if (!more || q == 13) {
            if (rules_.covers(status, target_.status)) {
                found_ = true;
                result_ = plan_;  // the search unwinds plan_ on its way out
            }
            return;
        }
        const int pure = rules_.combine(status, rules_.runStatus(true));
        if (rules_.tunnela && countAt(wild_, q) == 3) {
            wild_ -= std::uint32_t{3} << (2 * q);
            plan_.tunnelas.push_back({q, true});
            wildMelds(q, used + 3, pure);
            plan_.tunnelas.pop_back();
            wild_ += std::uint32_t{3} << (2 * q);
        }
        // Runs of wild cards alone: upwards from q, or down from an ace above the king.
        for (const int step : {+1, -1}) {
            if (step < 0 && (q != 0 || !rules_.aceHigh)) break;
            const int first = step > 0 ? q : 13;
            RunPlan run{first, first, 0, static_cast<std::uint16_t>(1u << first), 0};
            take(first);
            int pos = first + step;
            for (; pos >= 1 && pos <= rules_.top && inPlaceSpot(pos) &&
                   (step > 0 ? pos - first : first - pos) <= 12;
                 pos += step) {
                take(pos);
                (step > 0 ? run.end : run.start) = pos;
                run.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << pos));
                const int length = run.end - run.start + 1;
                if (length >= 3) {
                    plan_.runs.push_back(run);
                    wildMelds(q, used + length, pure);
                    plan_.runs.pop_back();
                }
            }
            for (pos -= step; pos != first - step; pos -= step) give(pos);
        }
        wildMelds(q + 1, used, status);
    }

    // Whether the wild cards left could still make a meld of their own: three of a face (with
    // tunnelas), or three places in a row.
    bool wildMeldLeft() const {
        if (wild_ == 0) return false;
        const unsigned places = placesOf(wild_, rules_);
        if (places & (places >> 1) & (places >> 2)) return true;
        return rules_.tunnela && (wild_ & (wild_ >> 1) & 0x1555555u) != 0;
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
                take(next);
                grown.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << next));
                grow(grown, lowest, used, status, deadwood);
                give(next);
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

    const PreparedRules& rules_;
    SuitEntry target_;
    std::array<std::uint8_t, 14> v_{};
    std::uint32_t wild_ = 0;  // this suit's wild cards left to play as themselves, packed
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
