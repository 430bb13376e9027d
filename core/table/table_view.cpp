// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_view.h"

namespace rummy {

void refreshTableView(PlayerView& v, const TableRound& round, int seat) {
    if (!std::holds_alternative<TableExtras>(v.extras)) v.extras.emplace<TableExtras>();
    TableExtras& table = v.table();
    table.rules = round.rules();
    table.phase = round.phase();
    table.rebuilds = round.rebuilds();
    table.turns = round.turns();
    v.seat = seat;
    v.dealer = round.dealer();
    v.currentSeat = round.currentSeat();
    v.phase = round.isOver()                      ? Phase::Over
              : round.phase() == TablePhase::Draw ? Phase::Draw
                                                  : Phase::Discard;
    v.hand = round.hand(seat);
    v.wildCards = round.rules().jokers > 0 ? WildCards{} : WildCards::none();
    v.pile.resize(round.pile().size());
    for (std::size_t i = 0; i < round.pile().size(); ++i)
        v.pile[i] = {round.pile()[i], round.pileBy()[i]};
    v.stock = static_cast<int>(round.stock().size());
    // A running hand's seats are all still playing; only a finished one asks the scorer.
    const RoundResult result = round.isOver() ? round.result() : RoundResult{};
    for (int s = 0; s < round.seats(); ++s) {
        SeatView& sv = v.seats[static_cast<std::size_t>(s)];
        sv.cards = static_cast<int>(round.hand(s).size());
        sv.opened = round.hasOpened(s);
        sv.outcome =
            round.isOver() ? result.outcomes[static_cast<std::size_t>(s)] : Outcome::Playing;
    }
    table.obligation.reset();
    v.takenFromPile.reset();
    v.drawnThisTurn.reset();
    v.canDrawOpen = false;
    v.legal.clear();
    if (!v.myTurn()) return;
    table.obligation = round.obligation();
    v.takenFromPile = round.takenFromPile();
    v.legal = round.legalMoves();
    v.canDrawOpen = round.check(moves::DrawOpen{}).ok();
    const auto& history = round.history();
    if (round.phase() == TablePhase::Play && !history.empty() && history.back().seat == seat &&
        std::holds_alternative<moves::DrawClosed>(history.back().move))
        v.drawnThisTurn = history.back().card;
}

}  // namespace rummy
