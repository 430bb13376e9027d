// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <vector>

#include "game/move.h"
#include "game/result.h"
#include "melds/table_meld.h"
#include "table/table_rules.h"

namespace rummy {

// The geometry of the table games' melds: laying a new one, adding a card, taking one out,
// swapping a joker. Each answers the meld as it would lie (cards in run order, every joker's
// meaning fixed) or BadGroups, and changes nothing: TableRound checks and applies with them.
//
// Fixed for the whole family: a meld holds one natural card at least; a run is one suit in a
// row, the ace low (A-2-3) or, where the rules allow, high (Q-K-A), never both; a set is one
// rank, of distinct suits where the rules say so, up to the largest set. A joker keeps the
// meaning it was given when laid. A joker written without one takes, in a set, the first suit
// missing (spades, hearts, diamonds, clubs); in a run the first gap, then the place above the
// top card, then the one below the bottom. A lone natural card with jokers makes a set unless a
// joker says otherwise (write JK=.. to make it a run).

struct LaidMeld {
    MeldKind kind = MeldKind::None;  // Set, PureRun or ImpureRun
    std::vector<MeldCard> cards;     // in run order; standsFor set for every joker
};

// The face a card of a meld plays: a joker's meaning, a natural card itself.
inline Face playedFace(const MeldCard& c) {
    return c.standsFor ? *c.standsFor : c.card.face();
}

bool isRun(MeldKind k);
Result<LaidMeld> layMeld(std::span<const MeldCard> cards, const TableRules& rules);
// `meld` with `card` laid off on it (a joker's meaning may be given).
Result<LaidMeld> extendMeld(const TableMeld& meld, const MeldCard& card, const TableRules& rules);
// extendMeld's first and cheapest test: a set takes only cards that play its rank, a run only
// cards that play its suit (a joker of no given meaning passes). The legal list asks it of
// every card of the hand on every meld of the table before the whole test (inline for that).
inline bool couldExtend(const TableMeld& meld, const MeldCard& card) {
    if (meld.cards.empty()) return true;
    const Face f = playedFace(card);
    const Face first = playedFace(meld.cards.front());
    if (f.isPrintedJoker() || first.isPrintedJoker()) return true;
    return meld.kind == MeldKind::Set ? f.rank() == first.rank() : f.suit() == first.suit();
}
// `meld` without natural `card` (any card of a set, an end card of a run), if what is left is
// still a meld.
Result<LaidMeld> shrinkMeld(const TableMeld& meld, Card card, const TableRules& rules);
// The index of the joker natural `card` replaces in `meld`: in a run the joker standing for
// its face; in a set any joker when the card's suit is not among the set's natural cards.
std::optional<std::size_t> swappableJoker(const TableMeld& meld, Card card,
                                          const TableRules& rules);
// What card `i` of `meld` is worth on the table.
int meldCardValue(const TableMeld& meld, std::size_t i, const TableRules& rules);
int meldValue(const LaidMeld& meld, const TableRules& rules);

}  // namespace rummy
