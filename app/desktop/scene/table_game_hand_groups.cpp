// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/table_game_hand_groups.h"

#include <algorithm>

#include "table/table_hand.h"

namespace rummy {

TableGameHandGroups TableGameHandGroups::of(const std::vector<Card>& hand,
                                            const TableRules& rules) {
    std::vector<Face> faces;
    for (Card c : hand) faces.push_back(c.face());
    const TableHand best = bestTableHand(rules.melds, faces);
    std::vector<Card> rest = hand;
    TableGameHandGroups out;
    for (const auto& meld : best.melds) {
        const int first = static_cast<int>(out.order.size());
        for (Face f : meld) {
            auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == f; });
            if (it == rest.end()) continue;
            out.order.push_back(*it);
            rest.erase(it);
        }
        out.groups.emplace_back(first, static_cast<int>(out.order.size()));
    }
    std::sort(rest.begin(), rest.end(), [](Card a, Card b) {
        if (a.isPrintedJoker() != b.isPrintedJoker()) return b.isPrintedJoker();
        const Face fa = a.face(), fb = b.face();
        if (fa.suit() != fb.suit()) return fa.suit() < fb.suit();
        if (fa.rank() != fb.rank()) return fa.rank() < fb.rank();
        return a.id() < b.id();
    });
    out.order.insert(out.order.end(), rest.begin(), rest.end());
    return out;
}

}  // namespace rummy
