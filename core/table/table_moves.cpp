// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_moves.h"

#include <algorithm>

namespace rummy {

namespace {

// Takes the hinted copy of face `f` out of `pool` if it fits, else the first card of that face.
Result<Card> takeFace(std::vector<Card>& pool, Face f, CopyHints* hints) {
    auto it = pool.end();
    if (hints && hints->next < hints->cards.size()) {
        const Card hint = hints->cards[hints->next++];
        if (hint.face() == f) it = std::find(pool.begin(), pool.end(), hint);
    }
    if (it == pool.end())
        it = std::find_if(pool.begin(), pool.end(), [&](Card c) { return c.face() == f; });
    if (it == pool.end()) return ErrorCode::CardNotInHand;
    const Card c = *it;
    pool.erase(it);
    return c;
}

}  // namespace

Result<Move> tableMoveOf(const TableRound& round, const MoveText& text, CopyHints* hints) {
    if (round.isOver()) return ErrorCode::RoundOver;
    std::vector<Card> hand = round.hand(round.currentSeat());
    // Copies of a face differ in two rules only, so that among copies the one those rules ask
    // for comes first: the card the player must play (a deep pile card, a joker won by a swap)
    // is the one a meld or lay-off of its face plays, and the card just taken from the pile,
    // which may not go back, is the copy a discard of its face throws last.
    const auto moveTo = [&](std::optional<Card> c, bool front) {
        const auto it = c ? std::find(hand.begin(), hand.end(), *c) : hand.end();
        if (it == hand.end()) return;
        const Card card = *it;
        hand.erase(it);
        hand.insert(front ? hand.begin() : hand.end(), card);
    };
    if (round.obligation()) moveTo(round.obligation()->card, true);
    if (text.kind == MoveKind::Discard && !round.rules().mayDiscardTakenCard)
        moveTo(round.takenFromPile(), false);
    switch (text.kind) {
        case MoveKind::DrawClosed:
            return Move{moves::DrawClosed{}};
        case MoveKind::DrawOpen:
            return Move{moves::DrawOpen{text.count}};
        case MoveKind::Done:
            return Move{moves::Done{}};
        case MoveKind::Discard: {
            auto c = takeFace(hand, *text.card, hints);
            if (!c) return c.error();
            return Move{moves::Discard{*c}};
        }
        case MoveKind::LayOff: {
            auto c = takeFace(hand, *text.card, hints);
            if (!c) return c.error();
            return Move{moves::LayOff{*c, text.target, std::nullopt}};
        }
        case MoveKind::Swap: {
            auto c = takeFace(hand, *text.card, hints);
            if (!c) return c.error();
            return Move{moves::Swap{*c, text.target}};
        }
        case MoveKind::Take: {
            if (text.target < 1 || text.target > static_cast<int>(round.melds().size()))
                return ErrorCode::NoSuchMeld;
            std::vector<Card> meld;
            for (const MeldCard& c : round.melds()[static_cast<std::size_t>(text.target - 1)].cards)
                meld.push_back(c.card);
            auto c = takeFace(meld, *text.card, hints);
            if (!c) return c.error();
            return Move{moves::Take{*c, text.target}};
        }
        case MoveKind::Meld: {
            moves::Meld m;
            for (const auto& group : text.groups) {
                std::vector<MeldCard> cards;
                for (const GroupCard& g : group) {
                    auto c = takeFace(hand, g.face, hints);
                    if (!c) return c.error();
                    cards.push_back({*c, g.standsFor});
                }
                m.melds.push_back(std::move(cards));
            }
            return Move{std::move(m)};
        }
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Pass:
        case MoveKind::Knock:
            break;
    }
    return ErrorCode::NotInThisGame;
}

}  // namespace rummy
