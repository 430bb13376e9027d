// SPDX-License-Identifier: GPL-3.0-or-later
// The count of a table game's hand under its scoring (TableScoring).
#include "table/table_scorer.h"

#include "table/table_meld_ops.h"

namespace rummy {

TableOutcome TableScorer::outcome(const TableRound& round) {
    TableOutcome out;
    const auto n = static_cast<std::size_t>(round.seats());
    out.seats.resize(n);
    for (const TableMeld& m : round.melds_)
        for (std::size_t i = 0; i < m.cards.size(); ++i)
            out.seats[static_cast<std::size_t>(m.laidBy[i])].melded +=
                meldCardValue(m, i, round.rules_);
    for (std::size_t s = 0; s < n; ++s) {
        for (Card c : round.hands_[s]) out.seats[s].inHand += round.rules_.handValue(c.face());
        out.seats[s].opened = round.opened_[s];
    }
    if (!round.isOver()) return out;
    out.winner = round.winner_;
    out.block = round.winner_ < 0;
    out.oneTurn = round.winner_ >= 0 && round.oneTurn_;
    // Going out in one turn: Straight's "rummy" doubles what the hand scores, and in 51 it
    // pays the bonus when nobody else had melded either.
    const int times = out.oneTurn && round.rules_.rummyDoubles ? 2 : 1;
    bool othersMelded = false;
    for (std::size_t s = 0; s < n; ++s)
        if (static_cast<int>(s) != round.winner_ && round.opened_[s]) othersMelded = true;
    for (std::size_t s = 0; s < n; ++s) {
        TableSeatScore& seat = out.seats[s];
        const bool won = static_cast<int>(s) == round.winner_;
        switch (round.rules_.scoring) {
            case TableScoring::Penalty:
                if (won)
                    seat.points = out.oneTurn && !othersMelded ? round.rules_.oneTurnOut : 0;
                else if (round.rules_.neverMelded != 0 && !round.opened_[s])
                    seat.points = round.rules_.neverMelded;
                else
                    seat.points = seat.inHand * times;
                break;
            case TableScoring::WinnerCollects:
                break;
            case TableScoring::MeldedMinusHand:
                seat.points = seat.melded - seat.inHand;
                break;
        }
    }
    if (round.rules_.scoring == TableScoring::WinnerCollects && round.winner_ >= 0) {
        int sum = 0;
        for (std::size_t s = 0; s < n; ++s)
            if (static_cast<int>(s) != round.winner_) sum += out.seats[s].inHand;
        out.seats[static_cast<std::size_t>(round.winner_)].points = sum * times;
    }
    return out;
}

RoundResult TableScorer::result(const TableRound& round) {
    RoundResult r;
    const TableOutcome o = outcome(round);
    r.winner = o.winner;
    r.points.assign(static_cast<std::size_t>(round.seats()), 0);
    r.outcomes.assign(static_cast<std::size_t>(round.seats()),
                      round.isOver() ? Outcome::Lost : Outcome::Playing);
    if (!round.isOver()) return r;
    for (std::size_t s = 0; s < o.seats.size(); ++s) r.points[s] = o.seats[s].points;
    if (o.winner >= 0) r.outcomes[static_cast<std::size_t>(o.winner)] = Outcome::Won;
    return r;
}

}  // namespace rummy
