// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_view_cache.h"

namespace rummy::table {

const TableGameView& TableViewCache::view(const TableRound& round, int seat) {
    TableGameView& v = views_[static_cast<std::size_t>(seat)];
    const int seats = round.seats();
    v.rules = round.rules();
    v.seat = seat;
    v.dealer = round.dealer();
    v.currentSeat = round.currentSeat();
    v.phase = round.phase();
    v.hand = round.hand(seat);
    v.handSizes.resize(static_cast<std::size_t>(seats));
    v.opened.resize(static_cast<std::size_t>(seats));
    for (int s = 0; s < seats; ++s) {
        v.handSizes[static_cast<std::size_t>(s)] = static_cast<int>(round.hand(s).size());
        v.opened[static_cast<std::size_t>(s)] = round.hasOpened(s);
    }
    v.pile = round.pile();
    v.pileBy = round.pileBy();
    v.melds = round.melds();
    v.stock = static_cast<int>(round.stock().size());
    v.rebuilds = round.rebuilds();
    v.turns = round.turns();
    v.obligation.reset();
    v.takenFromPile.reset();
    v.legal.clear();
    if (v.myTurn()) {
        v.obligation = round.obligation();
        v.takenFromPile = round.takenFromPile();
        v.legal = round.legalMoves();
    }
    const auto& history = round.history();
    if (v.history.size() > history.size()) v.history.clear();  // a new hand
    for (std::size_t i = v.history.size(); i < history.size(); ++i) {
        PlayedMove p = history[i];
        if (p.seat != seat && std::holds_alternative<moves::DrawClosed>(p.move)) p.card.reset();
        v.history.push_back(std::move(p));
    }
    v.scores.assign(static_cast<std::size_t>(seats), 0);
    return v;
}

}  // namespace rummy::table
