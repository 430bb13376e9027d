// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "bot.h"
#include "controller/game_controller.h"
#include "controller/match_id.h"
#include "game/move.h"
#include "game/player_view.h"
#include "game/result.h"

namespace rummy {

// A game played hand by hand to its end, as the window sees it: the human at seat 0, a Bot at
// every other seat. A bot thinks on a worker thread on a copy of its PlayerView and its move is
// applied on the GUI thread after a cosmetic delay (BotTurns); a new game drops an answer that
// arrives late. Gin (GinController) and the table games (TableGameController) are each one and
// differ only in their game, their options, their words and the pace of a turn, which they
// give here. `Game` is the family's BasicMatch (GinGame, TableGame); `Options` has at least
// rules, seed, botDelayMs, humanIsBot and matchId.
//
// The Indian games' IndianController is a GameController but not one of these: its match has a
// turn clock, pool re-joins, a rebuilt closed deck and other refusals, which would turn every
// step here into a hook.
template <typename Game, typename Options>
class HandGameController : public GameController {
public:
    const Game& game() const { return game_; }
    const auto& round() const { return game_.round(); }
    PlayerView view() const { return game_.view(kHumanSeat); }
    bool humansTurn() const override;
    const Options& options() const { return options_; }
    void setBotDelay(int ms) override { options_.botDelayMs = ms; }
    void setHumanIsBot(bool on);
    // Options for the next game (New game, or after this one's end); this game keeps its rules.
    void setNextGameOptions(const Options& options) { nextOptions_ = options; }
    // A new game with exactly these options (their seed).
    void start(const Options& options);
    // Continues a saved game exactly where it stopped; a finished hand waits for nextHand().
    void resume(const Game& game, const Options& options);

    // The one entry for the human's moves. A refusal is returned and also emitted as
    // illegalMove, so that a click can be passed straight through.
    Status play(const Move& move) override;

    virtual BotLevel seatLevel(int seat) const = 0;
    // The seed of the bot at `seat` in the game under way (the hint's bot uses seat 0's).
    std::uint64_t botSeed(int seat) const {
        return game_.seed() * 31 + static_cast<std::uint64_t>(seat);
    }

    // GameController
    bool gameOver() const override { return game_.isOver(); }
    bool dealOver() const override { return round().isOver(); }
    int dealNumber() const override { return game_.currentDeal().number; }
    bool untouched() const override { return game_.deals().empty() && round().history().empty(); }
    QString matchId() const override { return options_.matchId; }
    bool humanIsBot() const override { return options_.humanIsBot; }
    Move autopilotMove() override;
    void autopilotNextDeal() override {
        if (round().isOver()) nextHand();
    }

    void newGame() { startGame(options_.seed + 1); }
    // After dealEnded: the next hand, or a new game when this one is over.
    void nextHand();

protected:
    // `game`: the first game, made from `options` by the family (makeGame is not yet callable
    // here); `family` names the game in the log's warnings.
    HandGameController(const Options& options, Game game, const char* family, QObject* parent)
        : GameController(parent), options_(options), game_(std::move(game)), family_(family) {}

    // A new game from the options (and the next game's, when set), seeded `seed`. The family's
    // constructor calls it, once the family's part below is in place.
    void startGame(std::uint64_t seed);

    // The family's part: its game from the options, what a game made or resumed fixes in the
    // options (the table games' seats and rules), the status line's sentence for a move (said
    // before it is applied), and how long a bot's move waits.
    virtual Game makeGame(const Options& options, std::uint64_t seed) const = 0;
    virtual void adoptGame() {}
    virtual QString describe(int seat, const Move& move) const = 0;
    virtual int botDelayMs(const Move&) const { return options_.botDelayMs; }

    Options options_;
    Game game_;

private:
    void createBots();
    Status applyMove(int seat, const Move& move);
    void scheduleBot();

    const char* family_;
    std::optional<Options> nextOptions_;
    std::vector<std::shared_ptr<Bot>> bots_;  // shared: a worker may still hold one
};

template <typename Game, typename Options>
void HandGameController<Game, Options>::startGame(std::uint64_t seed) {
    turns_.restart();
    if (nextOptions_) {
        options_ = *nextOptions_;
        nextOptions_.reset();
    }
    options_.seed = seed;
    options_.matchId = newMatchId();
    game_ = makeGame(options_, seed);
    adoptGame();
    createBots();
    lastMove_.clear();
    emit stateChanged();
    scheduleBot();
}

template <typename Game, typename Options>
void HandGameController<Game, Options>::createBots() {
    bots_.clear();
    for (int seat = 0; seat < game_.players(); ++seat)
        bots_.push_back(Bot::create(variant(), seatLevel(seat), botSeed(seat), options_.expert));
}

template <typename Game, typename Options>
void HandGameController<Game, Options>::start(const Options& options) {
    nextOptions_ = options;
    startGame(options.seed);
}

template <typename Game, typename Options>
void HandGameController<Game, Options>::resume(const Game& game, const Options& options) {
    turns_.restart();
    options_ = options;
    options_.seed = game.seed();
    options_.rules = game.rules();
    if (options_.matchId.isEmpty()) options_.matchId = newMatchId();  // a save without one
    game_ = game;
    adoptGame();
    createBots();  // seeded from the game as in a fresh one: they decide as they would have
    lastMove_.clear();
    emit stateChanged();
    if (round().isOver())
        emit dealEnded();
    else
        scheduleBot();
}

template <typename Game, typename Options>
void HandGameController<Game, Options>::nextHand() {
    if (!round().isOver()) return;
    if (game_.isOver()) {
        newGame();
        return;
    }
    if (!game_.nextDeal()) return;
    lastMove_.clear();
    emit stateChanged();
    scheduleBot();
}

template <typename Game, typename Options>
bool HandGameController<Game, Options>::humansTurn() const {
    return !options_.humanIsBot && !game_.isOver() && !round().isOver() &&
           round().currentSeat() == kHumanSeat;
}

template <typename Game, typename Options>
void HandGameController<Game, Options>::setHumanIsBot(bool on) {
    options_.humanIsBot = on;
    scheduleBot();
}

template <typename Game, typename Options>
Status HandGameController<Game, Options>::play(const Move& move) {
    if (turns_.pending() || !humansTurn()) {
        const ErrorCode why = BotTurns::notNow(game_);
        emit illegalMove(why);
        return why;
    }
    if (Status s = round().check(move); !s) {
        emit illegalMove(s.error());
        return s;
    }
    return applyMove(kHumanSeat, move);
}

template <typename Game, typename Options>
Status HandGameController<Game, Options>::applyMove(int seat, const Move& move) {
    const QString text = describe(seat, move);
    if (Status s = game_.apply(move); !s) {
        // A bot returning an illegal move is a bug; say so rather than stall silently.
        qWarning("rummy: %s seat %d move %s refused: %s", family_, seat, toString(move).c_str(),
                 errorCodeName(s.error()));
        emit illegalMove(s.error());
        return s;
    }
    lastMove_ = text;
    emit moved(seat, move);
    emit stateChanged();
    if (round().isOver())
        emit dealEnded();
    else
        scheduleBot();
    return Ok{};
}

template <typename Game, typename Options>
void HandGameController<Game, Options>::scheduleBot() {
    if (turns_.pending() || game_.isOver() || round().isOver()) return;
    const int seat = round().currentSeat();
    if (seat < 0 || (seat == kHumanSeat && !options_.humanIsBot)) return;
    const PlayerView view = game_.view(seat);
    std::shared_ptr<Bot> bot = bots_[static_cast<std::size_t>(seat)];
    turns_.run([bot, view] { return bot->decide(view).move; },
               [this](const Move& move) { return botDelayMs(move); },
               [this, seat](const Move& move) {
                   if (round().currentSeat() == seat) (void)applyMove(seat, move);
               });
}

template <typename Game, typename Options>
Move HandGameController<Game, Options>::autopilotMove() {
    return autopilotBot(seatLevel(kHumanSeat), botSeed(kHumanSeat)).decide(view()).move;
}

}  // namespace rummy
