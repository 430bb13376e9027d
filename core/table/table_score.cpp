// SPDX-License-Identifier: GPL-3.0-or-later
// The count of a table game's hand under its scoring (TableScoring).
#include "table/table_meld_ops.h"
#include "table/table_round.h"

namespace rummy {

TableOutcome TableRound::outcome() const {
    TableOutcome out;
    const auto n = static_cast<std::size_t>(seats());
    out.seats.resize(n);
    for (const TableMeld& m : melds_)
        for (std::size_t i = 0; i < m.cards.size(); ++i)
            out.seats[static_cast<std::size_t>(m.laidBy[i])].melded += meldCardValue(m, i, rules_);
    for (std::size_t s = 0; s < n; ++s) {
        for (Card c : hands_[s]) out.seats[s].inHand += rules_.handValue(c.face());
        out.seats[s].opened = opened_[s];
    }
    if (!isOver()) return out;
    out.winner = winner_;
    out.block = winner_ < 0;
    out.oneTurn = winner_ >= 0 && oneTurn_;
    // Going out in one turn: Straight's "rummy" doubles what the hand scores, and in 51 it
    // pays the bonus when nobody else had melded either.
    const int times = out.oneTurn && rules_.rummyDoubles ? 2 : 1;
    bool othersMelded = false;
    for (std::size_t s = 0; s < n; ++s)
        if (static_cast<int>(s) != winner_ && opened_[s]) othersMelded = true;
    for (std::size_t s = 0; s < n; ++s) {
        TableSeatScore& seat = out.seats[s];
        const bool won = static_cast<int>(s) == winner_;
        switch (rules_.scoring) {
            case TableScoring::Penalty:
                if (won)
                    seat.points = out.oneTurn && !othersMelded ? rules_.oneTurnOut : 0;
                else if (rules_.neverMelded != 0 && !opened_[s])
                    seat.points = rules_.neverMelded;
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
    if (rules_.scoring == TableScoring::WinnerCollects && winner_ >= 0) {
        int sum = 0;
        for (std::size_t s = 0; s < n; ++s)
            if (static_cast<int>(s) != winner_) sum += out.seats[s].inHand;
        out.seats[static_cast<std::size_t>(winner_)].points = sum * times;
    }
    return out;
}

RoundResult TableRound::result() const {
    RoundResult r;
    const TableOutcome o = outcome();
    r.winner = o.winner;
    r.points.assign(static_cast<std::size_t>(seats()), 0);
    r.outcomes.assign(static_cast<std::size_t>(seats()),
                      isOver() ? Outcome::Lost : Outcome::Playing);
    if (!isOver()) return r;
    for (std::size_t s = 0; s < o.seats.size(); ++s) r.points[s] = o.seats[s].points;
    if (o.winner >= 0) r.outcomes[static_cast<std::size_t>(o.winner)] = Outcome::Won;
    return r;
}

}  // namespace rummy
