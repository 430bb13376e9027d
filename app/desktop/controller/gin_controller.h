// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>

#include "bot.h"
#include "controller/hand_game_controller.h"
#include "game/move.h"
#include "gin/gin_game.h"

namespace rummy {

struct GinControllerOptions {
    GinRules rules;
    std::uint64_t seed = 1;
    BotLevel level = BotLevel::Medium;  // the opponent's
    QString opponentName;               // empty: the default name of seat 1
    int botDelayMs = 700;
    SearchBudget expert;      // how long an Expert opponent thinks per decision
    bool humanIsBot = false;  // a bot plays seat 0 too (tests, demos)
    QString matchId;          // which game this is (controller/match_id.h)
    friend bool operator==(const GinControllerOptions&, const GinControllerOptions&) = default;
};

// A game of Gin Rummy as the window sees it: the human at seat 0, a Gin bot (ai/gin/) at seat 1,
// played as every game of hands is (HandGameController). The human's moves come in through
// play() (moves::DrawClosed{}, moves::Pass{}, moves::Discard{card}, moves::Knock{card, {}}...);
// every applied move goes out as moved(seat, move), engine refusals as codes.
class GinController : public HandGameController<GinGame, GinControllerOptions> {
    Q_OBJECT
public:
    using Options = GinControllerOptions;
    static constexpr int kBotSeat = 1;

    explicit GinController(const Options& options, QObject* parent = nullptr);
    ~GinController() override;

    QString seatName(int seat) const override;
    BotLevel seatLevel(int seat) const override;
    Variant variant() const override;

private:
    GinGame makeGame(const Options& options, std::uint64_t seed) const override;
    QString describe(int seat, const Move& move) const override;
};

}  // namespace rummy
