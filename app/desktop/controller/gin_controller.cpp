// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/gin_controller.h"

#include "controller/match_id.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

GinGame makeGame(const GinController::Options& o, std::uint64_t seed) {
    auto g = GinGame::create(o.rules, 2, seed);
    if (g) return std::move(g).value();
    // The settings are validated before we get here; fall back to the standard rules anyway.
    return GinGame::create(GinRules{}, 2, seed).value();
}

}  // namespace

GinController::GinController(const Options& options, QObject* parent)
    : TableController(parent), options_(options), game_(makeGame(options, options.seed)) {
    startGame(options.seed);
}

GinController::~GinController() = default;

void GinController::startGame(std::uint64_t seed) {
    turns_.restart();
    if (nextOptions_) {
        options_ = *nextOptions_;
        nextOptions_.reset();
    }
    options_.seed = seed;
    options_.matchId = newMatchId();
    game_ = makeGame(options_, seed);
    createBots();
    lastMove_.clear();
    emit stateChanged();
    scheduleBot();
}

void GinController::createBots() {
    for (int seat = 0; seat < GinRound::kSeats; ++seat)
        bots_[static_cast<std::size_t>(seat)] =
            Bot::create(Variant::Gin, seatLevel(seat), botSeed(seat));
}

BotLevel GinController::seatLevel(int) const {
    // The opponent's level; a bot in the player's seat (tests, demonstrations) plays the same.
    return options_.level;
}

std::uint64_t GinController::botSeed(int seat) const {
    return game_.seed() * 31 + static_cast<std::uint64_t>(seat);
}

void GinController::newGame() {
    startGame(options_.seed + 1);
}

void GinController::start(const Options& options) {
    nextOptions_ = options;
    startGame(options.seed);
}

void GinController::setNextGameOptions(const Options& options) {
    nextOptions_ = options;
}

void GinController::resume(const GinGame& game, const Options& options) {
    turns_.restart();
    options_ = options;
    options_.seed = game.seed();
    options_.rules = game.rules();
    if (options_.matchId.isEmpty()) options_.matchId = newMatchId();  // a save without one
    game_ = game;
    createBots();  // seeded from the game as in a fresh one: they decide as they would have
    lastMove_.clear();
    emit stateChanged();
    if (round().isOver())
        emit dealEnded();
    else
        scheduleBot();
}

void GinController::nextHand() {
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

bool GinController::humansTurn() const {
    return !options_.humanIsBot && !game_.isOver() && !round().isOver() &&
           round().currentSeat() == kHumanSeat;
}

void GinController::setHumanIsBot(bool on) {
    options_.humanIsBot = on;
    scheduleBot();
}

QString GinController::seatName(int seat) const {
    if (seat == kBotSeat && !options_.opponentName.trimmed().isEmpty())
        return options_.opponentName.trimmed();
    return text::seatName(seat);
}

Status GinController::play(const Move& move) {
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

Status GinController::applyMove(int seat, const Move& move) {
    const QString text = describe(seat, move);
    if (Status s = game_.apply(move); !s) {
        // A bot returning an illegal move is a bug; say so rather than stall silently.
        qWarning("rummy: gin seat %d move %s refused: %s", seat, toString(move).c_str(),
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

void GinController::scheduleBot() {
    if (turns_.pending() || game_.isOver() || round().isOver()) return;
    const int seat = round().currentSeat();
    if (seat < 0 || (seat == kHumanSeat && !options_.humanIsBot)) return;
    const PlayerView view = game_.view(seat);
    std::shared_ptr<Bot> bot = bots_[static_cast<std::size_t>(seat)];
    turns_.run([bot, view] { return bot->decide(view).move; },
               [this](const Move&) { return options_.botDelayMs; },
               [this, seat](const Move& move) {
                   if (round().currentSeat() == seat) (void)applyMove(seat, move);
               });
}

QString GinController::describe(int seat, const Move& move) const {
    const QString who = seatName(seat);
    // Every kind listed, no default: a new move must get its sentence here.
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            return tr("%1 drew from the stock").arg(who);
        case MoveKind::DrawOpen:
            return round().discards().empty()
                       ? tr("%1 took the discard").arg(who)
                       : tr("%1 took %2").arg(who, text::cardName(round().discards().back()));
        case MoveKind::Discard:
            return tr("%1 discarded %2")
                .arg(who, text::cardName(std::get<moves::Discard>(move).card));
        case MoveKind::Pass:
            return tr("%1 passed").arg(who);
        case MoveKind::Knock:
            return tr("%1 knocked").arg(who);
        case MoveKind::Finish:  // moves of the other games: a Gin hand refuses them
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            break;
    }
    return {};
}

Variant GinController::variant() const {
    return Variant::Gin;
}

bool GinController::gameOver() const {
    return game_.isOver();
}

bool GinController::dealOver() const {
    return round().isOver();
}

int GinController::dealNumber() const {
    return game_.currentDeal().number;
}

bool GinController::untouched() const {
    return game_.deals().empty() && round().history().empty();
}

Move GinController::autopilotMove() {
    const std::uint64_t seed = botSeed(kHumanSeat);
    if (!autopilotBot_ || autopilotSeed_ != seed) {
        autopilotBot_ = Bot::create(Variant::Gin, seatLevel(kHumanSeat), seed);
        autopilotSeed_ = seed;
    }
    return autopilotBot_->decide(view()).move;
}

void GinController::autopilotNextDeal() {
    if (round().isOver()) nextHand();
}

}  // namespace rummy
