// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/hand_plan.h"

#include <algorithm>

namespace rummy {

namespace {

// Positions on a suit's run line: 0 = ace low, 1..12 = two..king, 13 = ace high.
constexpr int kPositions = 14;

int rankAt(int pos) {
    return pos == 13 ? 1 : pos + 1;
}

// Keep values: a meld is worth far more than any draw; a pure run more than a set because the
// declaration cannot be made without one; the spare ends of long melds a little less.
constexpr int kPureKeep = 1000;
constexpr int kPureSpareKeep = 300;
constexpr int kSetKeep = 600;
constexpr int kSetSpareKeep = 250;
constexpr int kNeighbourBase = 30;
constexpr int kGapBase = 18;
constexpr int kPairBase = 14;
constexpr int kPerOut = 6;
constexpr int kPerSetOut = 4;
constexpr int kJokerBonus = 35;  // a joker in hand turns any draw into a meld
// Chasing a pure run: a set card is kept above loose cards only, below every run draw.
constexpr int kChaseSetKeep = 10;

bool isWild(WildRank w, Face f) {
    return w.isJoker(f);
}
bool isWild(const WildCards& w, Face f) {
    return w.isWild(f);
}

template <typename Wild>
HandPlan planOf(std::span<const Face> hand, const Wild& wild,
                const std::array<int, Face::kCount>& live, bool chasePure) {
    using Entry = HandPlan::Entry;
    constexpr int kMaxCards = HandPlan::kMaxCards;
    HandPlan plan;
    plan.count = static_cast<int>(std::min<std::size_t>(hand.size(), std::size_t(kMaxCards)));
    std::array<bool, kMaxCards> used{};
    // at[s][pos]: hand indices of the natural cards there (two decks: up to three copies).
    std::array<std::array<std::array<std::int8_t, 3>, kPositions>, 4> at{};
    for (auto& suit : at)
        for (auto& pos : suit) pos.fill(-1);
    auto place = [&](int s, int pos, int i) {
        for (auto& slot : at[std::size_t(s)][std::size_t(pos)])
            if (slot < 0) {
                slot = static_cast<std::int8_t>(i);
                return;
            }
    };
    for (int i = 0; i < plan.count; ++i) {
        const Face f = hand[std::size_t(i)];
        auto& e = plan.cards[std::size_t(i)];
        e.value = isWild(wild, f) ? 0 : f.pointValue();
        if (f.isPrintedJoker()) continue;
        const int s = static_cast<int>(f.suit());
        const int r = static_cast<int>(f.rank());
        place(s, r - 1, i);
        if (r == 1) place(s, 13, i);
    }
    auto firstFree = [&](int s, int pos) -> int {
        for (const auto slot : at[std::size_t(s)][std::size_t(pos)])
            if (slot >= 0 && !used[std::size_t(slot)]) return slot;
        return -1;
    };

    // Pure runs: natural cards in a row (a wild-rank card in its own place keeps them pure).
    for (int s = 0; s < 4; ++s) {
        int pos = 0;
        while (pos < kPositions) {
            int end = pos;
            while (end < kPositions && firstFree(s, end) >= 0) ++end;
            const int len = end - pos;
            if (len >= 3) {
                ++plan.pureRuns;
                for (int p = pos; p < end; ++p) {
                    const int i = firstFree(s, p);
                    if (i < 0) continue;  // the ace already ran low
                    used[std::size_t(i)] = true;
                    const bool spare = len >= 4 && (p == pos || p == end - 1);
                    plan.cards[std::size_t(i)].role = CardRole::PureRun;
                    plan.cards[std::size_t(i)].keep = spare ? kPureSpareKeep : kPureKeep;
                }
            }
            pos = std::max(end, pos + 1);
        }
    }
    // Jokers not needed in place.
    for (int i = 0; i < plan.count; ++i)
        if (!used[std::size_t(i)] && isWild(wild, hand[std::size_t(i)])) {
            used[std::size_t(i)] = true;
            plan.cards[std::size_t(i)] = Entry{CardRole::Joker, HandPlan::kJokerKeep, 0};
            ++plan.jokers;
        }
    // Sets among the rest: one card per suit.
    for (int r = 0; r < 13; ++r) {
        std::array<int, 4> pick{-1, -1, -1, -1};
        int suits = 0;
        for (int s = 0; s < 4; ++s) {
            pick[std::size_t(s)] = firstFree(s, r);
            suits += pick[std::size_t(s)] >= 0;
        }
        if (suits < 3) continue;
        ++plan.sets;
        for (const int i : pick) {
            if (i < 0) continue;
            used[std::size_t(i)] = true;
            plan.cards[std::size_t(i)].role = CardRole::Set;
            plan.cards[std::size_t(i)].keep = suits == 4 ? kSetSpareKeep : kSetKeep;
        }
    }
    // Draws: what one more card would complete, weighted by the copies still live.
    auto liveAt = [&](int s, int pos) {
        if (pos < 0 || pos >= kPositions) return 0;
        return live[std::size_t(s * 13 + rankAt(pos) - 1)];
    };
    auto freeAt = [&](int s, int pos) {
        return pos >= 0 && pos < kPositions && firstFree(s, pos) >= 0;
    };
    const bool needPure = plan.pureRuns == 0;
    const bool chase = needPure && chasePure;
    std::array<bool, kMaxCards> inSet{};
    if (chase) {
        // The sets go back to being loose material: their cards are partners for run draws,
        // and each is a draw itself when it has a suit partner.
        for (int i = 0; i < plan.count; ++i)
            if (plan.cards[std::size_t(i)].role == CardRole::Set) {
                inSet[std::size_t(i)] = true;
                used[std::size_t(i)] = false;
                plan.cards[std::size_t(i)].keep = 0;
            }
        plan.sets = 0;
    }
    for (int i = 0; i < plan.count; ++i) {
        if (used[std::size_t(i)]) continue;
        const Face f = hand[std::size_t(i)];
        const int s = static_cast<int>(f.suit());
        const int r = static_cast<int>(f.rank());
        int best = 0;
        bool run = false;
        for (const int pos : {r - 1, r == 1 ? 13 : -1}) {
            if (pos < 0) continue;
            for (const int d : {-1, 1}) {
                if (freeAt(s, pos + d)) {
                    const int lo = std::min(pos, pos + d);
                    const int outs = liveAt(s, lo - 1) + liveAt(s, lo + 2);
                    best = std::max(best, kNeighbourBase + kPerOut * outs), run = true;
                }
                if (freeAt(s, pos + 2 * d)) {
                    const int outs = liveAt(s, pos + d);
                    best = std::max(best, kGapBase + kPerOut * outs), run = true;
                }
            }
        }
        if (run && needPure) best += best / 2;
        int pairSuits = 0, outs = 0;
        for (int t = 0; t < 4; ++t) {
            if (t == s) continue;
            if (firstFree(t, r - 1) >= 0)
                ++pairSuits;
            else
                outs += live[std::size_t(t * 13 + r - 1)];
        }
        bool pair = false;
        if (pairSuits > 0 && kPairBase + kPerSetOut * outs > best) {
            best = kPairBase + kPerSetOut * outs;
            pair = true;
        }
        auto& e = plan.cards[std::size_t(i)];
        if (inSet[std::size_t(i)] && !run) {
            // Not a run start: a set card still beats a loose one.
            e.role = CardRole::Set;
            e.keep = kChaseSetKeep;
            continue;
        }
        if (best > 0) {
            e.role = pair ? CardRole::SetDraw : CardRole::RunDraw;
            e.keep = best + (plan.jokers > 0 ? kJokerBonus : 0);
            plan.runDraws += !pair;
        } else {
            plan.looseValue += e.value;
        }
        plan.unmeldedValue += e.value;
    }
    return plan;
}

}  // namespace

HandPlan HandPlan::of(std::span<const Face> hand, WildRank wild,
                      const std::array<int, Face::kCount>& live, bool chasePure) {
    return planOf(hand, wild, live, chasePure);
}

HandPlan HandPlan::of(std::span<const Face> hand, const WildCards& wild,
                      const std::array<int, Face::kCount>& live) {
    return planOf(hand, wild, live, false);
}

}  // namespace rummy
