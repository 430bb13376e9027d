// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/move.h"

#include <type_traits>

#include "game/move_notation.h"

namespace rummy {

namespace {
// kindOf() is the variant's index: the two orders must agree.
template <MoveKind K, class T>
constexpr bool at() {
    return std::is_same_v<std::variant_alternative_t<static_cast<std::size_t>(K), Move>, T>;
}
static_assert(at<MoveKind::DrawClosed, moves::DrawClosed>() &&
              at<MoveKind::DrawOpen, moves::DrawOpen>() &&
              at<MoveKind::Discard, moves::Discard>() && at<MoveKind::Finish, moves::Finish>() &&
              at<MoveKind::Drop, moves::Drop>() && at<MoveKind::MissTurn, moves::MissTurn>() &&
              at<MoveKind::Pass, moves::Pass>() && at<MoveKind::Knock, moves::Knock>() &&
              at<MoveKind::Meld, moves::Meld>() && at<MoveKind::LayOff, moves::LayOff>() &&
              at<MoveKind::Swap, moves::Swap>() && at<MoveKind::Take, moves::Take>() &&
              at<MoveKind::Done, moves::Done>());
}  // namespace

MoveKind kindOf(const Move& move) {
    return static_cast<MoveKind>(move.index());
}

std::string toString(const Move& move) {
    // One writer of the notation: the move's text form, written by MoveText.
    return moveTextOf(move).toString();
}

std::optional<Card> cardOf(const Move& move) {
    return std::visit(
        overloaded{
            [](const moves::Discard& m) -> std::optional<Card> { return m.card; },
            [](const moves::Finish& m) -> std::optional<Card> { return m.card; },
            [](const moves::Knock& m) -> std::optional<Card> { return m.card; },
            [](const moves::LayOff& m) -> std::optional<Card> { return m.card; },
            [](const moves::Swap& m) -> std::optional<Card> { return m.card; },
            [](const moves::Take& m) -> std::optional<Card> { return m.card; },
            [](const moves::DrawClosed&) -> std::optional<Card> { return std::nullopt; },
            [](const moves::DrawOpen&) -> std::optional<Card> { return std::nullopt; },
            [](const moves::Drop&) -> std::optional<Card> { return std::nullopt; },
            [](const moves::MissTurn&) -> std::optional<Card> { return std::nullopt; },
            [](const moves::Pass&) -> std::optional<Card> { return std::nullopt; },
            [](const moves::Meld&) -> std::optional<Card> { return std::nullopt; },
            [](const moves::Done&) -> std::optional<Card> { return std::nullopt; },
        },
        move);
}

}  // namespace rummy
