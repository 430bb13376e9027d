// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/round.h"

#include "gin/gin_moves.h"
#include "table/table_moves.h"

namespace rummy {

// Each call visits the family's round. The lambdas take `auto` so that a new family only has
// to provide the same members; where a family answers differently, an overload goes here.
Family Round::family() const {
    return std::visit(overloaded{[](const IndianRound&) { return Family::Indian; },
                                 [](const GinRound&) { return Family::Gin; },
                                 [](const TableRound&) { return Family::Table; }},
                      state_);
}

int Round::seats() const {
    return std::visit([](const auto& r) { return r.seats(); }, state_);
}

int Round::dealer() const {
    return std::visit([](const auto& r) { return r.dealer(); }, state_);
}

int Round::currentSeat() const {
    return std::visit([](const auto& r) { return r.currentSeat(); }, state_);
}

bool Round::isOver() const {
    return std::visit([](const auto& r) { return r.isOver(); }, state_);
}

std::vector<Move> Round::legalMoves() const {
    return std::visit([](const auto& r) { return r.legalMoves(); }, state_);
}

Status Round::check(const Move& move) const {
    return std::visit([&](const auto& r) { return r.check(move); }, state_);
}

Status Round::apply(const Move& move) {
    return std::visit([&](auto& r) { return r.apply(move); }, state_);
}

RoundResult Round::result() const {
    return std::visit([](const auto& r) { return r.result(); }, state_);
}

const std::vector<PlayedMove>& Round::history() const {
    return std::visit([](const auto& r) -> const std::vector<PlayedMove>& { return r.history(); },
                      state_);
}

PlayerView Round::view(int seat) const {
    return std::visit([&](const auto& r) { return PlayerView::of(r, seat); }, state_);
}

std::vector<Card> Round::allCards() const {
    return std::visit([](const auto& r) { return r.allCards(); }, state_);
}

Result<Move> Round::resolve(const MoveText& text, CopyHints* hints) const {
    return std::visit([&](const auto& r) { return resolveMove(r, text, hints); }, state_);
}

Result<Move> resolveMove(const IndianRound& round, const MoveText& text, CopyHints* hints) {
    if (round.isOver()) return ErrorCode::RoundOver;
    return indianMoveOf(text, round.hand(round.currentSeat()), hints);
}

Result<Move> resolveMove(const GinRound& round, const MoveText& text, CopyHints*) {
    if (round.isOver()) return ErrorCode::RoundOver;
    return ginMoveOf(text);
}

// Table games write faces; the round's current hand (or the meld a card is taken from) gives
// the copies, unless hints say which.
Result<Move> resolveMove(const TableRound& round, const MoveText& text, CopyHints* hints) {
    return tableMoveOf(round, text, hints);
}

}  // namespace rummy
