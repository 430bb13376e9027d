// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/draw_luck.h"

#include <algorithm>
#include <limits>

#include "game/world.h"
#include "search/deal_value.h"

namespace rummy::review {

namespace {

// The best `hand` can keep after one discard, negated (more is better).
double keptValue(const Round& round, std::vector<Card> hand) {
    int best = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < hand.size(); ++i) {
        std::swap(hand[i], hand.back());
        const Card out = hand.back();
        hand.pop_back();
        best = std::min(best, search::handValue(round, hand));
        hand.push_back(out);
        std::swap(hand[i], hand.back());
    }
    return hand.empty() ? 0.0 : -static_cast<double>(best);
}

}  // namespace

std::optional<double> drawLuck(const Round& before, const Move& move) {
    if (kindOf(move) != MoveKind::DrawClosed) return std::nullopt;
    const int seat = before.currentSeat();
    if (seat < 0) return std::nullopt;
    Round after = before;
    if (!after.apply(move)) return std::nullopt;
    const PlayerView view = before.view(seat);
    std::vector<Card> drawnHand = after.view(seat).hand;
    if (drawnHand.size() != view.hand.size() + 1) return std::nullopt;  // no card came in
    const std::vector<Card> pool = unseenCards(view).pool;
    if (pool.empty()) return std::nullopt;
    const double got = keptValue(before, drawnHand);
    double sum = 0;
    std::vector<Card> hand = view.hand;
    for (Card c : pool) {
        hand.push_back(c);
        sum += keptValue(before, hand);
        hand.pop_back();
    }
    return got - sum / static_cast<double>(pool.size());
}

}  // namespace rummy::review
