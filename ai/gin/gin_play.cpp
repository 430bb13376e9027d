// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_play.h"

#include <algorithm>

#include "cards/rng.h"

namespace rummy::gin {

bool isLegal(const PlayerView& view, const Move& move) {
    return std::find(view.legal.begin(), view.legal.end(), move) != view.legal.end();
}

bool canDrawOpen(const PlayerView& view) {
    return isLegal(view, moves::DrawOpen{});
}

bool canDrawClosed(const PlayerView& view) {
    return isLegal(view, moves::DrawClosed{});
}

bool canPass(const PlayerView& view) {
    return isLegal(view, moves::Pass{});
}

CardMask discardable(const PlayerView& view) {
    CardMask m = 0;
    for (const Move& move : view.legal)
        if (const auto* d = std::get_if<moves::Discard>(&move)) m |= bitOf(d->card);
    return m;
}

CardMask knockable(const PlayerView& view) {
    CardMask m = 0;
    for (const Move& move : view.legal)
        if (const auto* k = std::get_if<moves::Knock>(&move)) m |= bitOf(k->card);
    return m;
}

std::optional<Move> knockWith(const PlayerView& view, Face f) {
    for (const Move& move : view.legal)
        if (const auto* k = std::get_if<moves::Knock>(&move); k && k->card.face() == f) return move;
    return std::nullopt;
}

CardMask mustKeep(const PlayerView& view) {
    if (view.takenFromPile && !view.gin().rules.mayDiscardTakenCard)
        return bitOf(*view.takenFromPile);
    return 0;
}

Decision drawOpen(const PlayerView& view, Reason why, int value) {
    std::optional<Card> top;
    if (!view.pile.empty()) top = view.pile.back().card;
    if (!canDrawOpen(view)) return drawClosedOrPass(view, Reason::DrawClosed, 0);
    return {moves::DrawOpen{}, {why, top, value, std::nullopt}};
}

Decision drawClosedOrPass(const PlayerView& view, Reason why, int value) {
    std::optional<Card> top;
    if (!view.pile.empty()) top = view.pile.back().card;
    if (canPass(view)) return {moves::Pass{}, {why, top, value, std::nullopt}};
    if (canDrawClosed(view)) return {moves::DrawClosed{}, {why, top, value, std::nullopt}};
    return anyLegal(view);
}

Decision discard(Face f, Reason why, int value) {
    return {moves::Discard{ginCard(f)}, {why, ginCard(f), value, std::nullopt}};
}

Decision knock(const PlayerView& view, Face f, int deadwood) {
    if (auto move = knockWith(view, f))
        return {std::move(*move), {Reason::Knock, ginCard(f), deadwood, std::nullopt}};
    return anyLegal(view);
}

Decision anyLegal(const PlayerView& view) {
    if (view.legal.empty()) return {moves::Pass{}, {}};
    return {view.legal.front(), {Reason::Random, cardOf(view.legal.front()), 0, std::nullopt}};
}

bool takeAllowsKnock(const PlayerView& view, Face top) {
    const CardMask hand = maskOf(view.hand) | bitOf(top);
    const CardMask keep = view.gin().rules.mayDiscardTakenCard ? 0 : bitOf(top);
    return bestDiscardOf(hand, keep).deadwood <= view.gin().knockLimit;
}

CardMask thrownBy(const PlayerView& view, int seat) {
    CardMask m = 0;
    for (const PlayedMove& pm : view.history)
        if (pm.seat == seat && std::holds_alternative<moves::Discard>(pm.move))
            m |= bitOf(std::get<moves::Discard>(pm.move).card);
    return m;
}

std::optional<Face> drawnThisTurn(const PlayerView& view) {
    if (view.gin().phase != GinPhase::Discard || view.history.empty()) return std::nullopt;
    const PlayedMove& last = view.history.back();
    const MoveKind k = kindOf(last.move);
    if (last.seat != view.seat || (k != MoveKind::DrawOpen && k != MoveKind::DrawClosed) ||
        !last.card)
        return std::nullopt;
    return last.card->face();
}

CardMask repeatedThrows(const PlayerView& view) {
    const std::optional<Face> drawn = drawnThisTurn(view);
    if (!drawn) return 0;
    CardMask m = 0;
    // Every earlier draw of the same card by this seat, and the throw that followed it.
    for (std::size_t i = 0; i + 1 < view.history.size(); ++i) {
        const PlayedMove& d = view.history[i];
        const PlayedMove& t = view.history[i + 1];
        if (d.seat == view.seat && d.card && d.card->face() == *drawn && t.seat == view.seat &&
            std::holds_alternative<moves::Discard>(t.move))
            m |= bitOf(std::get<moves::Discard>(t.move).card);
    }
    return m;
}

std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view) {
    std::uint64_t s = botSeed;
    std::uint64_t a = Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.history.size() + 1) * 0x9E3779B97F4A7C15ULL;
    a ^= Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.seat + 1) * 0xC2B2AE3D27D4EB4FULL;
    return a ^ Rng::splitMix64(s);
}

}  // namespace rummy::gin
