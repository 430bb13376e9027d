// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "bot.h"
#include "controller/game_controller.h"
#include "controller/move_metatype.h"
#include "game/move.h"
#include "game/player_view.h"
#include "game/result.h"
#include "indian/indian_rules.h"
#include "match/match.h"

class QTimer;

namespace rummy {

// The match as the window sees it: the human at seat 0, bots at the other seats. Bots think on
// a worker thread (on a copy of their PlayerView) and their move is applied on the GUI thread
// after a cosmetic delay, so the window never blocks. Engine refusals come out as codes.
class IndianController : public GameController {
    Q_OBJECT
public:
    struct Options {
        int players = 4;
        MatchFormat format = MatchFormat::Points;
        // House rules; when absent, the preset of `format`. When present, its format wins.
        std::optional<IndianRules> rules;
        std::uint64_t seed = 1;
        BotLevel level = BotLevel::Medium;  // seats without their own entry in seatLevels
        std::vector<BotLevel> seatLevels;   // by seat; [0] is used only when humanIsBot
        QStringList seatNames;              // by seat; an empty or missing name: the default
        int botDelayMs = 700;
        SearchBudget expert;      // how long an Expert seat thinks per decision
        bool humanIsBot = false;  // a bot plays seat 0 too (tests, demos)
        // Which match this is (controller/match_id.h): a new one for each match started, the
        // saved one for a match resumed.
        QString matchId;
        // The player's own arrangement of the hand (IndianScene), kept in saves so that a resumed
        // match shows the hand as the player left it. Empty: the automatic
        // arrangement.
        std::vector<std::vector<Card>> handGroups;

        IndianRules effectiveRules() const;
        BotLevel levelOf(int seat) const;
    };

    explicit IndianController(const Options& options, QObject* parent = nullptr);
    ~IndianController() override;

    const IndianMatch& match() const { return match_; }
    const IndianRound& round() const { return match_.round(); }
    PlayerView view() const { return PlayerView::of(match_, kHumanSeat); }
    bool humansTurn() const override;
    const Options& options() const { return options_; }
    void setBotDelay(int ms) override { options_.botDelayMs = ms; }
    // The table tells the controller how the player arranged the hand, for the saves.
    void setHandGroups(std::vector<std::vector<Card>> groups) {
        options_.handGroups = std::move(groups);
    }
    void setHumanIsBot(bool on);
    // Options for the next match (Ctrl+N or the end of this one); the current match goes on
    // under the rules it started with.
    void setNextMatchOptions(const Options& options);
    // The seat's name at this table: the player's own choice, or the default one.
    QString seatName(int seat) const override;
    BotLevel seatLevel(int seat) const { return options_.levelOf(seat); }
    // Continues a saved match exactly where it stopped: the bots are seeded from the match
    // seed as in a fresh match, so they decide as they would have.
    void resume(const IndianMatch& match, const Options& options);
    // The groups a finish with `card` declares: the solver's arrangement of the rest.
    std::vector<std::vector<Card>> finishGroups(Card card) const;
    // While the player's last turns ran out (and the deal goes on): "Turn missed: 1 of 3
    // before a drop". Empty otherwise; the status line keeps it in front until the player
    // moves.
    QString turnWarning() const;
    // Pool, between deals: the score an out seat re-joins at (highest remaining score + 1).
    static int rejoinScore(const IndianMatch& match);
    // Between deals, when the human's seat is out and the rules let it back in.
    bool humanMayRejoin() const;
    // The human accepted the offer: back in at rejoinScore(); false when not allowed.
    bool rejoinHuman();

    // The turn timer (rules.turnTimerSeconds > 0): seconds left in the current turn, -1 when the
    // table has no timer or no turn is running. When the human's time runs out the engine is
    // told the turn was missed (a card drawn goes back to the open deck; too many misses in a
    // row count as a middle drop).
    int turnSecondsLeft() const;
    qreal turnTimeFraction() const;  // 1 at the start of the turn, 0 when it runs out

    // The one entry for the human's moves: the window and the table build a typed move
    // (moves::DrawClosed{}, moves::Discard{card}, moves::Finish{card, groups}, ...) and pass it
    // here. A refusal (not the human's turn, a bot thinking, or the engine's reason) is returned
    // and also emitted as illegalMove, so a click can be passed straight through.
    Status play(const Move& move) override;

    // GameController
    Variant variant() const override;
    bool gameOver() const override;
    bool dealOver() const override;
    int dealNumber() const override;
    bool untouched() const override;
    QString matchId() const override { return options_.matchId; }
    bool humanIsBot() const override { return options_.humanIsBot; }
    Move autopilotMove() override;
    void autopilotNextDeal() override;

signals:
    void timerTick();  // about every quarter second while a turn timer runs

public slots:
    void newMatch();
    void nextDeal();  // after dealEnded: the next deal, or a new match when this one is over

private:
    Status applyMove(int seat, const Move& move);
    void scheduleBot();
    QString describe(int seat, const Move& move) const;
    QString missedTurnText(int seat) const;
    void startMatch(std::uint64_t seed);
    void createBots();
    void startTurnClock();
    void turnTimedOut();
    void pausing() override;
    void resuming() override;

    Options options_;
    std::optional<Options> nextOptions_;
    IndianMatch match_;
    std::vector<std::shared_ptr<Bot>> bots_;  // shared: a worker may still hold one
    QTimer* tick_ = nullptr;  // runs while a turn is being timed and the table is not paused
    QElapsedTimer turnClock_;
    bool timing_ = false;   // a turn is being timed (the clock may be paused)
    qint64 clockBase_ = 0;  // ms of the turn used before the last pause
    qint64 turnElapsed() const;
};

}  // namespace rummy
