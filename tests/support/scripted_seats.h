// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "game/move.h"
#include "indian/indian_round.h"

namespace rummy::test {

// Seats whose scores are easy to follow in match tests.
// Passer: draws from the closed deck and throws the card back. FirstDropper: drops at once.
// MiddleDropper: passes once, then drops. WrongDeclarer: draws and declares its whole hand as
// one group (13 cards are never a valid declaration on their own).
enum class Seat { Passer, FirstDropper, MiddleDropper, WrongDeclarer };

inline Move play(Seat kind, const IndianRound& r) {
    const int s = r.currentSeat();
    if (r.phase() == Phase::Draw) {
        if (kind == Seat::FirstDropper) return moves::Drop{};
        if (kind == Seat::MiddleDropper && r.hasDrawn(s)) return moves::Drop{};
        return moves::DrawClosed{};
    }
    const Card last = r.hand(s).back();
    if (kind != Seat::WrongDeclarer) return moves::Discard{last};
    std::vector<Card> rest(r.hand(s).begin(), r.hand(s).end() - 1);
    return moves::Finish{last, {rest}};
}

}  // namespace rummy::test
