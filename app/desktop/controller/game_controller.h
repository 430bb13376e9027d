// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>

#include "bot.h"
#include "controller/bot_turns.h"
#include "controller/move_metatype.h"
#include "game/move.h"
#include "game/result.h"
#include "game/variant.h"

namespace rummy {

// What the game on a desktop table is to the window, the autosave and the autopilot, whatever
// the game: IndianController (13- and 21-card Indian Rummy), GinController and TableGameController
// (Straight Rummy, 500, 51, Kaluki) are each one. The human sits at seat 0; the bots' turns run
// through BotTurns; moves come in through play() and go out as moved(seat, move).
class GameController : public QObject {
    Q_OBJECT
public:
    static constexpr int kHumanSeat = 0;

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // The one entry for the human's moves: a typed move (moves::DrawClosed{},
    // moves::Discard{card}, ...). A refusal (not the human's turn, a bot thinking, or the
    // engine's reason) is returned and also emitted as illegalMove, so that a click can be
    // passed straight through.
    virtual Status play(const Move& move) = 0;
    virtual bool humansTurn() const = 0;
    bool botThinking() const { return turns_.pending(); }
    // A modal dialog opened (true) or closed (false): while paused a bot's move waits until the
    // last dialog closes, so nothing happens at the table behind it. Pauses nest.
    void setPaused(bool on);
    bool paused() const { return turns_.pause().paused(); }
    virtual void setBotDelay(int ms) = 0;
    virtual QString seatName(int seat) const = 0;
    // The last move as a sentence, for the status line.
    QString lastMove() const { return lastMove_; }

    // The game on the table (a match, a Gin game, a table game) and its deal or hand.
    virtual Variant variant() const = 0;
    virtual bool gameOver() const = 0;
    virtual bool dealOver() const = 0;
    // The deal (or hand) on the table, numbered from 0 in its match or game.
    virtual int dealNumber() const = 0;
    // Nobody has moved in the game yet: nothing to keep, nothing lost.
    virtual bool untouched() const = 0;
    virtual QString matchId() const = 0;
    // A bot plays the human's seat (tests, demonstrations): its games are not the player's.
    virtual bool humanIsBot() const = 0;

    // rummy --autopilot: the move the player's seat makes as the bot the controller would seat
    // there (its level, seeded from the game's seed), and, between deals, what that bot does
    // next (a pool re-join or not, then the next deal).
    virtual Move autopilotMove() = 0;
    virtual void autopilotNextDeal() = 0;

signals:
    void stateChanged();
    // A move was applied: listeners read the typed move (std::get_if, std::visit), never a
    // sentence. lastMove() has the sentence for the status bar.
    void moved(int seat, const rummy::Move& move);
    // The deal (a hand, at Gin and the table games) just ended.
    void dealEnded();
    void illegalMove(rummy::ErrorCode code);

protected:
    // The pause's edges, for what else stands still with the table (the turn clock).
    virtual void pausing() {}
    virtual void resuming() {}

    // rummy --autopilot's bot for the player's seat, the one the controller would seat there:
    // made on first use, and again when the game (its seed) changed.
    Bot& autopilotBot(BotLevel level, std::uint64_t seed);

    BotTurns turns_{this};  // the bots' turns; a new game drops a late answer
    QString lastMove_;
    std::unique_ptr<Bot> autopilotBot_;  // null until the autopilot first moves

private:
    std::uint64_t autopilotSeed_ = 0;  // the game autopilotBot_ was made for
};

}  // namespace rummy
