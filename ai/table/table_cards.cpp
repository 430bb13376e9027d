// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_cards.h"

#include <algorithm>
#include <cstdlib>

#include "table/table_meld_ops.h"

namespace rummy::table {

namespace {

int rankOf(Face f) {
    return static_cast<int>(f.rank());
}
int suitOf(Face f) {
    return static_cast<int>(f.suit());
}

std::size_t at(int suit, int rank) {
    return static_cast<std::size_t>(suit * 13 + (rank == 14 ? 1 : rank) - 1);
}

// Run distance between two ranks of a suit, the ace low or (where allowed) high.
int gap(int a, int b, bool aceHigh) {
    int d = std::abs(a - b);
    if (aceHigh && (a == 1 || b == 1))
        d = std::min(d, std::abs((a == 1 ? 14 : a) - (b == 1 ? 14 : b)));
    return d;
}

}  // namespace

std::vector<Face> facesOf(const std::vector<Card>& cards) {
    std::vector<Face> out;
    out.reserve(cards.size());
    for (Card c : cards) out.push_back(c.face());
    return out;
}

bool extends(const TableMeld& meld, Face face, const TableRules& rules) {
    if (face.isPrintedJoker() || meld.cards.empty()) return false;
    if (meld.kind == MeldKind::Set) {
        if (static_cast<int>(meld.cards.size()) >= rules.melds.maxSetSize) return false;
        for (const MeldCard& c : meld.cards) {
            const Face p = playedFace(c);
            if (p.rank() != face.rank()) return false;
            if (rules.distinctSuits && p.suit() == face.suit()) return false;
        }
        return true;
    }
    const Face first = playedFace(meld.cards.front());
    if (first.suit() != face.suit()) return false;
    const int low = rankOf(first);
    const int high = low + static_cast<int>(meld.cards.size()) - 1;
    const int r = rankOf(face);
    if (low > 1 && r == low - 1) return true;
    if (high < 13 && r == high + 1) return true;
    return high == 13 && r == 1 && rules.melds.aceHigh && low > 1;
}

bool extendsAny(const std::vector<TableMeld>& melds, Face face, const TableRules& rules) {
    return std::any_of(melds.begin(), melds.end(),
                       [&](const TableMeld& m) { return extends(m, face, rules); });
}

std::array<int, 52> seenFaces(const PlayerView& view) {
    std::array<int, 52> seen{};
    const auto add = [&](Card c) {
        if (!c.isPrintedJoker()) ++seen[static_cast<std::size_t>(c.face().index())];
    };
    for (const TableMeld& m : view.melds)
        for (const MeldCard& c : m.cards) add(c.card);
    // The pile's cards below the top are gone unless the rules let anyone dig for them.
    if (!view.table().rules.pileDepth && !view.pile.empty())
        for (std::size_t i = 0; i + 1 < view.pile.size(); ++i) add(view.pile[i].card);
    for (Card c : view.hand) add(c);
    return seen;
}

int partialWorth(Face face, const std::vector<Face>& left, const TableRules& rules,
                 const std::array<int, 52>* seen, int copies) {
    if (face.isPrintedJoker()) return 100;
    const int r = rankOf(face);
    const int s = suitOf(face);
    const auto live = [&](int suit, int rank) {
        if (rank < 1 || rank > 14 || (rank == 14 && !rules.melds.aceHigh)) return 0;
        if (!seen) return copies;
        return std::max(0, copies - (*seen)[at(suit, rank)]);
    };
    int worth = 0;
    bool selfSeen = false;
    for (Face o : left) {
        if (o == face && !selfSeen) {
            selfSeen = true;
            continue;
        }
        if (o.isPrintedJoker()) {
            worth += 4;
            continue;
        }
        if (o.rank() == face.rank() && (o.suit() != face.suit() || !rules.distinctSuits)) {
            int open = 0;
            for (int t = 0; t < 4; ++t)
                if (t != s && t != suitOf(o)) open += live(t, r);
            worth += open > 0 ? 6 : 1;
        } else if (o.suit() == face.suit() && o != face) {
            const int d = gap(r, rankOf(o), rules.melds.aceHigh);
            if (d == 1) {
                const int lo = std::min(r, rankOf(o)) == 1 && std::max(r, rankOf(o)) == 13
                                   ? 13
                                   : std::min(r, rankOf(o));
                const int open = live(s, lo - 1) + live(s, lo + 2);
                worth += open > 0 ? 5 : 1;
            } else if (d == 2) {
                const int mid = (r + rankOf(o)) / 2;
                worth += live(s, mid) > 0 ? 3 : 0;
            }
        }
    }
    return worth;
}

NextSeatCards NextSeatCards::of(const PlayerView& view) {
    NextSeatCards out;
    if (view.players() < 2) return out;
    const int next = (view.seat + 1) % view.players();
    for (const PlayedMove& p : view.history) {
        if (p.seat != next || !p.card || p.card->isPrintedJoker()) continue;
        if (std::holds_alternative<moves::DrawOpen>(p.move))
            out.took.push_back(p.card->face());
        else if (std::holds_alternative<moves::Discard>(p.move))
            out.threw.push_back(p.card->face());
    }
    return out;
}

int danger(Face face, const PlayerView& view, const NextSeatCards& next) {
    if (face.isPrintedJoker()) return 50;
    if (!view.table().rules.drawFromPile) return 0;
    int d = 0;
    if (extendsAny(view.melds, face, view.table().rules)) d += 10;
    const bool aceHigh = view.table().rules.melds.aceHigh;
    for (const Face f : next.took) {
        if (f.rank() == face.rank())
            d += 6;
        else if (f.suit() == face.suit() && gap(rankOf(f), rankOf(face), aceHigh) <= 2)
            d += 4;
    }
    for (const Face f : next.threw) {
        if (f.rank() == face.rank())
            d -= 3;
        else if (f.suit() == face.suit() && gap(rankOf(f), rankOf(face), aceHigh) == 1)
            d -= 2;
    }
    return std::max(0, d);
}

}  // namespace rummy::table
