// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <vector>

#include "bot.h"
#include "controller/hand_game_controller.h"
#include "game/move.h"
#include "table/table_game.h"

namespace rummy {

struct TableGameOptions {
    TableRules rules = TableRules::straight();
    int seats = 4;
    std::uint64_t seed = 1;
    std::vector<BotLevel> levels;  // per seat (seat 0's plays hints and a bot in seat 0)
    QStringList names;             // per seat; empty: the default name
    int botDelayMs = 700;
    SearchBudget expert;      // how long an Expert seat thinks per decision
    bool humanIsBot = false;  // a bot plays seat 0 too (tests, demos)
    QString matchId;
    friend bool operator==(const TableGameOptions&, const TableGameOptions&) = default;
};

// A game of one of the table games (Straight Rummy, Rummy 500, Rummy 51, Kaluki) as the window
// sees it, played as every game of hands is (HandGameController): the human at seat 0, a Bot of
// ai/table/ at every other seat. A turn is several moves (draw, melds, lay-offs, the discard),
// each one scheduled; the moves between the draw and the discard go quicker.
class TableGameController : public HandGameController<TableGame, TableGameOptions> {
    Q_OBJECT
public:
    using Options = TableGameOptions;

    explicit TableGameController(const Options& options, QObject* parent = nullptr);
    ~TableGameController() override;

    QString seatName(int seat) const override;
    BotLevel seatLevel(int seat) const override;
    Variant variant() const override;

private:
    TableGame makeGame(const Options& options, std::uint64_t seed) const override;
    void adoptGame() override;
    QString describe(int seat, const Move& move) const override;
    int botDelayMs(const Move& move) const override;
};

}  // namespace rummy
