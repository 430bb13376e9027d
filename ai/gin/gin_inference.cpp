// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_inference.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "cards/rng.h"

namespace rummy::gin {

namespace {

// The factor of each sign a hand fails to show (see the header).
// (Tuned in the arena against the classic player; the results hardly move with them.)
constexpr double kTakeUnmelded = 0.3;
constexpr double kRefusedMelds = 0.25;  // on its last two draws
constexpr double kOldRefused = 0.6;     // on earlier draws: its hand has changed since
constexpr double kHigherLoose = 0.35;
constexpr double kCouldKnock = 0.3;
// Steps between two samples kept, and steps before the first.
constexpr int kThin = 4;

// The cards worth `value` or less.
CardMask lowCards(int value) {
    CardMask rank = 0;  // one suit's ranks
    for (int r = 0; r < 13; ++r)
        if (std::min(r + 1, 10) <= value) rank |= CardMask{1} << r;
    return rank | rank << 13 | rank << 26 | rank << 39;
}

// How well `hand` explains the record, up to a constant.
double likelihood(CardMask hand, const GinMemory& m, int lastThrow, int limit) {
    double f = 1.0;
    const CardMask loose = hand & ~meldableIn(hand);
    // It did not knock after its last throw: its loose cards (all deadwood) came to more than
    // the limit, or some card that could meld did not.
    if (lastThrow > 0 && valueOf(loose) <= limit) f *= kCouldKnock;
    f *= std::pow(kTakeUnmelded, countOf(m.oppHolds & loose));
    f *= std::pow(kRefusedMelds, countOf(meldersOf(hand) & m.oppRecentRefused));
    f *= std::pow(kOldRefused, countOf(meldersOf(hand) & m.oppRefused & ~m.oppRecentRefused));
    if (lastThrow > 0) f *= std::pow(kHigherLoose, countOf(loose & ~lowCards(lastThrow)));
    return f;
}

// What taking `card` is worth to the opponent holding `hand` (10 cards), by the deadwood left
// after its best throw (not the card itself): 1 for a knock, exp(-d / tau) for d over the
// limit. A lower bound rules most cases out without the solver: the loose cards of the eleven
// (deadwood in any arrangement) but the highest stay after any throw.
double takeKnockCredit(CardMask hand, CardMask card, int limit, double tau) {
    const CardMask with = hand | card;
    const CardMask loose = with & ~meldableIn(with);
    int highest = 0;
    for (CardMask l = loose; l; l &= l - 1) highest = std::max(highest, ginValue(lowestFace(l)));
    const int bound = valueOf(loose) - highest - limit;
    if (bound > 0 && (tau <= 0 || bound > 4 * tau)) return 0;
    const int over = bestDiscardOf(with, card).deadwood - limit;
    if (over <= 0) return 1;
    return tau > 0 ? std::exp(-over / tau) : 0.0;
}

Face nth(CardMask m, std::uint64_t k) {
    for (; k > 0; --k) m &= m - 1;
    return lowestFace(m);
}

}  // namespace

void sampleOpponent(const GinMemory& m, int limit, std::uint64_t seed, int steps,
                    OpponentModel& model, double knockTau) {
    const int unknown = std::min(m.oppUnknown, countOf(m.unseen));
    if (unknown <= 0 || countOf(m.unseen) <= unknown || steps <= 0) return;
    Rng rng(seed);
    const int lastThrow = m.oppLastThrow ? ginValue(*m.oppLastThrow) : 0;
    // Start from the cards the plain model finds likeliest: a short burn-in then suffices.
    CardMask u = 0;
    for (int k = 0; k < unknown; ++k) {
        double total = 0;
        for (CardMask c = m.unseen & ~u; c; c &= c - 1)
            total += model.heldChance(lowestFace(c)) + 1e-3;
        double pick = static_cast<double>(rng.below(1u << 20)) / double(1u << 20) * total;
        Face chosen = lowestFace(m.unseen & ~u);
        for (CardMask c = m.unseen & ~u; c; c &= c - 1) {
            pick -= model.heldChance(lowestFace(c)) + 1e-3;
            if (pick <= 0) {
                chosen = lowestFace(c);
                break;
            }
        }
        u |= bitOf(chosen);
    }
    double like = likelihood(m.oppHolds | u, m, lastThrow, limit);
    std::array<int, 52> risk{};
    std::array<double, 52> knock{};
    int samples = 0;
    const int burnIn = steps / 4;
    for (int step = 0; step < steps; ++step) {
        const CardMask out = m.unseen & ~u;
        const Face drop = nth(u, rng.below(static_cast<std::uint64_t>(countOf(u))));
        const Face add = nth(out, rng.below(static_cast<std::uint64_t>(countOf(out))));
        const CardMask next = (u & ~bitOf(drop)) | bitOf(add);
        const double l = likelihood(m.oppHolds | next, m, lastThrow, limit);
        if (l >= like || static_cast<double>(rng.below(1u << 20)) < l / like * double(1u << 20)) {
            u = next;
            like = l;
        }
        if (step < burnIn || (step - burnIn) % kThin != 0) continue;
        ++samples;
        const CardMask hand = m.oppHolds | u;
        const CardMask melders = meldersOf(hand);
        for (CardMask c = m.mine & melders; c; c &= c - 1) {
            const auto i = static_cast<std::size_t>(lowestFace(c).index());
            ++risk[i];
            knock[i] += takeKnockCredit(hand, c & -c, limit, knockTau);
        }
    }
    if (samples == 0) return;
    for (CardMask c = m.mine; c; c &= c - 1) {
        const auto i = static_cast<std::size_t>(lowestFace(c).index());
        model.sampledRisk[i] = double(risk[i]) / samples;
        model.sampledKnock[i] = knock[i] / samples;
    }
    model.sampledFor = m.mine;
}

}  // namespace rummy::gin
