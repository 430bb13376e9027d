// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "bot.h"
#include "controller/move_metatype.h"
#include "controller/table_controller.h"
#include "game/move.h"
#include "game/player_view.h"
#include "game/result.h"
#include "table/table_game.h"

namespace rummy {

class Bot;

// A game of one of the table games (Straight Rummy, Rummy 500, Rummy 51, Kaluki) as the window
// sees it, built like GinController: the human at seat 0, a Bot of ai/table/ at every other
// seat. A bot thinks on a worker thread on a copy of its PlayerView and its move is applied on
// the GUI thread after a cosmetic delay; a generation counter drops answers that arrive after a
// new game. A turn is several moves (draw, melds, lay-offs, the discard), each one scheduled.
class MeldGameController : public TableController {
    Q_OBJECT
public:
    struct Options {
        TableRules rules = TableRules::straight();
        int seats = 4;
        std::uint64_t seed = 1;
        std::vector<BotLevel> levels;  // per seat (seat 0's plays hints and a bot in seat 0)
        QStringList names;             // per seat; empty: the default name
        int botDelayMs = 700;
        bool humanIsBot = false;  // a bot plays seat 0 too (tests, demos)
        QString matchId;
        friend bool operator==(const Options&, const Options&) = default;
    };

    explicit MeldGameController(const Options& options, QObject* parent = nullptr);
    ~MeldGameController() override;

    const TableGame& game() const { return game_; }
    const TableRound& round() const { return game_.round(); }
    PlayerView view() const { return game_.view(kHumanSeat); }
    bool humansTurn() const override;
    const Options& options() const { return options_; }
    void setBotDelay(int ms) override { options_.botDelayMs = ms; }
    void setHumanIsBot(bool on);
    void setNextGameOptions(const Options& options) { nextOptions_ = options; }
    QString seatName(int seat) const override;
    void start(const Options& options);
    void resume(const TableGame& game, const Options& options);

    // The human's moves. A refusal is returned and also emitted as illegalMove.
    Status play(const Move& move) override;
    BotLevel seatLevel(int seat) const;
    std::uint64_t botSeed(int seat) const;

    // TableController
    Variant variant() const override;
    bool gameOver() const override;
    bool dealOver() const override;
    int dealNumber() const override;
    bool untouched() const override;
    QString matchId() const override { return options_.matchId; }
    bool humanIsBot() const override { return options_.humanIsBot; }
    Move autopilotMove() override;
    void autopilotNextDeal() override;

public slots:
    void newGame();
    void nextHand();

private:
    void startGame(std::uint64_t seed);
    void createBots();
    Status applyMove(int seat, const Move& move);
    void scheduleBot();
    QString describe(int seat, const Move& move) const;

    Options options_;
    std::optional<Options> nextOptions_;
    TableGame game_;
    std::vector<std::shared_ptr<Bot>> bots_;  // shared: a worker may still hold one
    std::unique_ptr<Bot> autopilotBot_;       // rummy --autopilot's, for seat 0
};

}  // namespace rummy
