// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_memory.h"

#include <array>

namespace rummy::gin {

GinMemory GinMemory::of(const PlayerView& view, bool fullCount) {
    GinMemory m;
    m.mine = maskOf(view.hand);
    for (const OpenCard& o : view.pile)
        m.pile |= bitOf(o.card);  // no copy of the pile per decision
    if (!view.pile.empty()) m.top = view.pile.back().card.face();
    const int opp = 1 - view.seat;
    if (fullCount) {
        // Replays the pile through the history: the first upcard, then every take and throw,
        // so that each refusal is matched with the card that lay on top then.
        // On the stack: this runs for every decision of every bot.
        struct Pile {
            std::array<Face, 53> faces;
            std::size_t size = 0;
            bool empty() const { return size == 0; }
            Face back() const { return faces[size - 1]; }
            void push_back(Face f) {
                if (size < faces.size()) faces[size++] = f;
            }
            void pop_back() { --size; }
        } pile;
        if (view.gin().firstUpcard)
            pile.push_back(*view.gin().firstUpcard);
        else if (!view.pile.empty())
            pile.push_back(view.pile.front().card.face());
        int previous = 10;
        // The opponent's last two refusals, the older first.
        std::array<CardMask, 2> lastRefusals{};
        for (const PlayedMove& pm : view.history) {
            const bool theirs = pm.seat == opp;
            // The pile's top as a mask (0 when empty): GCC 12 warns falsely on an optional Face.
            const CardMask onTop = pile.empty() ? 0 : bitOf(pile.back());
            switch (kindOf(pm.move)) {
                case MoveKind::Pass:
                case MoveKind::DrawClosed:
                    if (theirs) {
                        m.oppRefused |= onTop;
                        lastRefusals = {lastRefusals[1], onTop};
                    }
                    if (kindOf(pm.move) == MoveKind::DrawClosed)
                        ++(theirs ? m.oppDraws : m.myDraws);
                    break;
                case MoveKind::DrawOpen: {
                    const CardMask taken = pm.card ? bitOf(*pm.card) : onTop;
                    if (!pile.empty()) pile.pop_back();
                    ++(theirs ? m.oppDraws : m.myDraws);
                    if (theirs && taken) {
                        m.oppHolds |= taken;
                        ++m.oppPickups;
                    }
                    break;
                }
                case MoveKind::Discard:
                case MoveKind::Knock: {
                    const Face f = cardOf(pm.move)->face();
                    pile.push_back(f);
                    if (theirs) {
                        previous = m.oppLastThrow ? ginValue(*m.oppLastThrow) : ginValue(f);
                        m.oppLastThrow = f;
                        m.oppRecentThrows = (previous + ginValue(f)) / 2.0;
                        m.oppHolds &= ~bitOf(f);
                        m.oppThrew |= bitOf(f);
                    }
                    break;
                }
                case MoveKind::Finish:  // not moves of a Gin hand
                case MoveKind::Drop:
                case MoveKind::MissTurn:
                case MoveKind::Meld:
                case MoveKind::LayOff:
                case MoveKind::Swap:
                case MoveKind::Take:
                case MoveKind::Done:
                    break;
            }
        }
        // A refused card taken back later is held, not refused.
        m.oppRefused &= ~m.oppHolds;
        m.oppRecentRefused = (lastRefusals[0] | lastRefusals[1]) & m.oppRefused;
    }
    m.oppHolds &= ~m.mine & ~m.pile;
    m.unseen = kAllCards & ~m.mine & ~m.pile & ~m.oppHolds;
    m.oppUnknown = std::max(0, view.cardsOf(opp) - countOf(m.oppHolds));
    return m;
}

}  // namespace rummy::gin
