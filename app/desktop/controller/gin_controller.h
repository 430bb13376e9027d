// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "bot.h"
#include "controller/move_metatype.h"
#include "controller/table_controller.h"
#include "game/move.h"
#include "game/player_view.h"
#include "game/result.h"
#include "gin/gin_game.h"

namespace rummy {

// A game of Gin Rummy as the window sees it: the human at seat 0, a Gin bot (ai/gin/) at
// seat 1. The bot thinks on a worker thread (on a copy of its PlayerView) and its move is applied
// on the GUI thread after a cosmetic delay, so the window never blocks; a generation counter
// drops answers that arrive after a new game. The human's moves come in through play(); every
// applied move goes out as moved(seat, move), engine refusals as codes.
class GinController : public TableController {
    Q_OBJECT
public:
    struct Options {
        GinRules rules;
        std::uint64_t seed = 1;
        BotLevel level = BotLevel::Medium;  // the opponent's
        QString opponentName;               // empty: the default name of seat 1
        int botDelayMs = 700;
        bool humanIsBot = false;  // a bot plays seat 0 too (tests, demos)
        QString matchId;          // which game this is (controller/match_id.h)
        friend bool operator==(const Options&, const Options&) = default;
    };

    static constexpr int kBotSeat = 1;

    explicit GinController(const Options& options, QObject* parent = nullptr);
    ~GinController() override;

    const GinGame& game() const { return game_; }
    const GinRound& round() const { return game_.round(); }
    PlayerView view() const { return game_.view(kHumanSeat); }
    bool humansTurn() const override;
    const Options& options() const { return options_; }
    void setBotDelay(int ms) override { options_.botDelayMs = ms; }
    void setHumanIsBot(bool on);
    // Options for the next game (New game, or after this one's end); this game keeps its rules.
    void setNextGameOptions(const Options& options);
    QString seatName(int seat) const override;
    // A new game with exactly these options (their seed).
    void start(const Options& options);
    // Continues a saved game exactly where it stopped; a finished hand waits for nextHand().
    void resume(const GinGame& game, const Options& options);

    // The one entry for the human's moves (moves::DrawClosed{}, moves::Pass{},
    // moves::Discard{card}, moves::Knock{card, {}}...). A refusal is returned and also emitted
    // as illegalMove, so that a click can be passed straight through.
    Status play(const Move& move) override;

    BotLevel seatLevel(int seat) const;
    // The seed of the bot at `seat` in the game under way (the hint's bot uses seat 0's).
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
    // After dealEnded: the next hand, or a new game when this one is over.
    void nextHand();

private:
    void startGame(std::uint64_t seed);
    void createBots();
    Status applyMove(int seat, const Move& move);
    void scheduleBot();
    QString describe(int seat, const Move& move) const;

    Options options_;
    std::optional<Options> nextOptions_;
    GinGame game_;
    std::array<std::shared_ptr<Bot>, 2> bots_;  // shared: a worker may still hold one
    std::unique_ptr<Bot> autopilotBot_;         // rummy --autopilot's, for seat 0
};

}  // namespace rummy
