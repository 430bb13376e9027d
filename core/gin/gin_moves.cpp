// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_moves.h"

namespace rummy {

namespace {

Result<Card> cardOf(Face f) {
    if (f.isPrintedJoker()) return ErrorCode::NotInThisGame;
    return Card::natural(0, f);
}

}  // namespace

Result<Move> ginMoveOf(const MoveText& text) {
    switch (text.kind) {
        case MoveKind::DrawClosed:
            return Move{moves::DrawClosed{}};
        case MoveKind::DrawOpen:
            return Move{moves::DrawOpen{text.count}};
        case MoveKind::Pass:
            return Move{moves::Pass{}};
        case MoveKind::Discard: {
            auto c = cardOf(*text.card);
            if (!c) return c.error();
            return Move{moves::Discard{*c}};
        }
        case MoveKind::Knock: {
            auto c = cardOf(*text.card);
            if (!c) return c.error();
            moves::Knock k{*c, {}};
            for (const auto& group : text.groups) {
                std::vector<Card> meld;
                for (const GroupCard& g : group) {
                    if (g.standsFor) return ErrorCode::NotInThisGame;
                    auto gc = cardOf(g.face);
                    if (!gc) return gc.error();
                    meld.push_back(*gc);
                }
                k.melds.push_back(std::move(meld));
            }
            return Move{std::move(k)};
        }
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            break;
    }
    return ErrorCode::NotInThisGame;
}

}  // namespace rummy
