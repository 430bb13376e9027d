// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_game_view.h"

namespace rummy {

TableGameView tableGameViewOf(const TableRound& round, int seat, std::vector<int> scores) {
    TableGameView v;
    v.rules = round.rules();
    v.seat = seat;
    v.dealer = round.dealer();
    v.currentSeat = round.currentSeat();
    v.phase = round.phase();
    v.hand = round.hand(seat);
    for (int s = 0; s < round.seats(); ++s) {
        v.handSizes.push_back(static_cast<int>(round.hand(s).size()));
        v.opened.push_back(round.hasOpened(s));
    }
    v.pile = round.pile();
    v.pileBy = round.pileBy();
    v.melds = round.melds();
    v.stock = static_cast<int>(round.stock().size());
    v.rebuilds = round.rebuilds();
    v.turns = round.turns();
    if (v.myTurn()) {
        v.obligation = round.obligation();
        v.takenFromPile = round.takenFromPile();
        v.legal = round.legalMoves();
    }
    v.history = round.history();
    for (auto& p : v.history)
        if (p.seat != seat && std::holds_alternative<moves::DrawClosed>(p.move)) p.card.reset();
    if (scores.empty()) scores.assign(static_cast<std::size_t>(round.seats()), 0);
    v.scores = std::move(scores);
    return v;
}

}  // namespace rummy
