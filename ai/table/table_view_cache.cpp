// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_view_cache.h"

#include <algorithm>

#include "table/table_view.h"

namespace rummy::table {

namespace {

// `mine` made equal to `theirs` meld by meld, only where one changed, and with room for the
// lay-offs to come: a meld copied whole at every change was three allocations a decision.
void syncMelds(std::vector<TableMeld>& mine, const std::vector<TableMeld>& theirs) {
    constexpr std::size_t kRoom = 14;  // a run of a whole suit
    mine.resize(theirs.size());
    for (std::size_t i = 0; i < theirs.size(); ++i) {
        TableMeld& d = mine[i];
        const TableMeld& s = theirs[i];
        if (d == s) continue;
        d.number = s.number;
        d.owner = s.owner;
        d.kind = s.kind;
        d.cards.reserve(std::max(kRoom, s.cards.size()));
        d.cards.assign(s.cards.begin(), s.cards.end());
        d.laidBy.reserve(std::max(kRoom, s.laidBy.size()));
        d.laidBy.assign(s.laidBy.begin(), s.laidBy.end());
    }
}

}  // namespace

const PlayerView& TableViewCache::view(const TableRound& round, int seat) {
    PlayerView& v = views_[static_cast<std::size_t>(seat)];
    const int seats = round.seats();
    const auto& history = round.history();
    // Only a take, a meld, a lay-off or a swap changes the table's melds (TableRound::apply):
    // copying them all for every decision was a visible share of a 51 hand.
    bool meldsMoved = v.history.empty();
    if (v.history.size() > history.size() || v.players() != seats) {  // a new hand
        v.history.clear();
        v.seats.assign(static_cast<std::size_t>(seats), SeatView{});
        meldsMoved = true;
    }
    v.history.reserve(history.capacity());  // the round's own room: no regrowth move by move
    for (std::size_t i = v.history.size(); i < history.size(); ++i) {
        PlayedMove p = history[i];
        if (p.seat != seat && std::holds_alternative<moves::DrawClosed>(p.move)) p.card.reset();
        meldsMoved = meldsMoved || std::holds_alternative<moves::Take>(p.move) ||
                     std::holds_alternative<moves::Meld>(p.move) ||
                     std::holds_alternative<moves::LayOff>(p.move) ||
                     std::holds_alternative<moves::Swap>(p.move);
        tallyPublicMove(v, history[i]);
        v.history.push_back(std::move(p));
    }
    if (meldsMoved) syncMelds(v.melds, round.melds());
    refreshTableView(v, round, seat);
    return v;
}

}  // namespace rummy::table
