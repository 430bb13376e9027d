// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "cards/card.h"
#include "game/player_view.h"
#include "game/result.h"

namespace rummy {

// The words of the table games' table: why the engine refused a move, said for this position
// (the opening still missing, the card that must be played), and what a few selected cards
// would make as a meld, live while the player picks them.
struct TableGameTexts {
    Q_DECLARE_TR_FUNCTIONS(rummy::TableGameTexts)

public:
    static QString refusal(ErrorCode code, const PlayerView& view);
    // "Run, 18 points" / "Not a meld" / "" for no cards; with the opening's progress in 51.
    static QString selection(const std::vector<Card>& cards, const PlayerView& view);
    static QString cards(const std::vector<Card>& cards);  // "5♥ 6♥ 7♥"
    // The selected cards as the melds of one lay-down: themselves when they make one meld,
    // else the melds bestTableHand splits them into when those use every card (51's opening
    // is often two melds laid at once); empty when they make no lay-down.
    static std::vector<std::vector<Card>> layDown(const std::vector<Card>& cards,
                                                  const TableRules& rules);
};

}  // namespace rummy
