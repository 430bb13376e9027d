// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/meld_game_controller.h"

#include "bot.h"
#include "controller/match_id.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

TableGame makeGame(const MeldGameController::Options& o, std::uint64_t seed) {
    auto g = TableGame::create(o.rules, o.seats, seed);
    if (g) return std::move(g).value();
    // The settings are validated before we get here; fall back to the preset anyway.
    const TableRules preset = TableRules::preset(o.rules.variant);
    if (auto p = TableGame::create(preset, o.seats, seed)) return std::move(p).value();
    return TableGame::create(TableRules::straight(), 2, seed).value();
}

}  // namespace

MeldGameController::MeldGameController(const Options& options, QObject* parent)
    : TableController(parent), options_(options), game_(makeGame(options, options.seed)) {
    startGame(options.seed);
}

MeldGameController::~MeldGameController() = default;

void MeldGameController::startGame(std::uint64_t seed) {
    turns_.restart();
    if (nextOptions_) {
        options_ = *nextOptions_;
        nextOptions_.reset();
    }
    options_.seed = seed;
    options_.matchId = newMatchId();
    game_ = makeGame(options_, seed);
    options_.seats = game_.players();
    options_.rules = game_.rules();
    createBots();
    lastMove_.clear();
    emit stateChanged();
    scheduleBot();
}

void MeldGameController::createBots() {
    bots_.clear();
    for (int seat = 0; seat < game_.players(); ++seat)
        bots_.push_back(Bot::create(variant(), seatLevel(seat), botSeed(seat)));
}

BotLevel MeldGameController::seatLevel(int seat) const {
    if (seat >= 0 && seat < static_cast<int>(options_.levels.size()))
        return options_.levels[static_cast<std::size_t>(seat)];
    return BotLevel::Medium;
}

std::uint64_t MeldGameController::botSeed(int seat) const {
    return game_.seed() * 31 + static_cast<std::uint64_t>(seat);
}

void MeldGameController::newGame() {
    startGame(options_.seed + 1);
}

void MeldGameController::start(const Options& options) {
    nextOptions_ = options;
    startGame(options.seed);
}

void MeldGameController::resume(const TableGame& game, const Options& options) {
    turns_.restart();
    options_ = options;
    options_.seed = game.seed();
    options_.rules = game.rules();
    options_.seats = game.players();
    if (options_.matchId.isEmpty()) options_.matchId = newMatchId();
    game_ = game;
    createBots();  // seeded from the game as in a fresh one
    lastMove_.clear();
    emit stateChanged();
    if (round().isOver())
        emit dealEnded();
    else
        scheduleBot();
}

void MeldGameController::nextHand() {
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

bool MeldGameController::humansTurn() const {
    return !options_.humanIsBot && !game_.isOver() && !round().isOver() &&
           round().currentSeat() == kHumanSeat;
}

void MeldGameController::setHumanIsBot(bool on) {
    options_.humanIsBot = on;
    scheduleBot();
}

QString MeldGameController::seatName(int seat) const {
    if (seat > 0 && !options_.names.value(seat).trimmed().isEmpty())
        return options_.names.value(seat).trimmed();
    return text::seatName(seat);
}

Status MeldGameController::play(const Move& move) {
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

Status MeldGameController::applyMove(int seat, const Move& move) {
    const QString text = describe(seat, move);
    if (Status s = game_.apply(move); !s) {
        // A bot returning an illegal move is a bug; say so rather than stall silently.
        qWarning("rummy: table seat %d move %s refused: %s", seat, toString(move).c_str(),
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

void MeldGameController::scheduleBot() {
    if (turns_.pending() || game_.isOver() || round().isOver()) return;
    const int seat = round().currentSeat();
    if (seat < 0 || (seat == kHumanSeat && !options_.humanIsBot)) return;
    const PlayerView view = game_.view(seat);
    std::shared_ptr<Bot> bot = bots_[static_cast<std::size_t>(seat)];
    turns_.run([bot, view] { return bot->decide(view).move; },
               [this](const Move& move) {
                   // A draw or a discard waits the whole delay; the moves between them go
                   // quicker, so that a turn of many lay-offs does not drag.
                   const MoveKind kind = kindOf(move);
                   const bool ends = kind == MoveKind::DrawClosed || kind == MoveKind::DrawOpen ||
                                     kind == MoveKind::Discard;
                   return ends ? options_.botDelayMs : options_.botDelayMs / 2;
               },
               [this, seat](const Move& move) {
                   if (round().currentSeat() == seat) (void)applyMove(seat, move);
               });
}

QString MeldGameController::describe(int seat, const Move& move) const {
    const QString who = seatName(seat);
    // Every kind listed, no default: a new move must get its sentence here.
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            return tr("%1 drew from the stock").arg(who);
        case MoveKind::DrawOpen: {
            const int n = std::get<moves::DrawOpen>(move).count;
            return n > 1 ? tr("%1 took %2 cards from the pile").arg(who).arg(n)
                   : round().pile().empty()
                       ? tr("%1 took the discard").arg(who)
                       : tr("%1 took %2").arg(who, text::cardName(round().pile().back()));
        }
        case MoveKind::Discard:
            return tr("%1 discarded %2")
                .arg(who, text::cardName(std::get<moves::Discard>(move).card));
        case MoveKind::Meld:
            return tr("%1 laid a meld").arg(who);
        case MoveKind::LayOff:
            return tr("%1 laid off %2")
                .arg(who, text::cardName(std::get<moves::LayOff>(move).card));
        case MoveKind::Swap:
            return tr("%1 took a joker for %2")
                .arg(who, text::cardName(std::get<moves::Swap>(move).card));
        case MoveKind::Take:
            return tr("%1 took %2 from a meld")
                .arg(who, text::cardName(std::get<moves::Take>(move).card));
        case MoveKind::Done:
            return tr("%1 ended the turn").arg(who);
        case MoveKind::Finish:  // moves of the other games: a table hand refuses them
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Pass:
        case MoveKind::Knock:
            break;
    }
    return {};
}

Variant MeldGameController::variant() const {
    return game_.rules().variant;
}

bool MeldGameController::gameOver() const {
    return game_.isOver();
}

bool MeldGameController::dealOver() const {
    return round().isOver();
}

int MeldGameController::dealNumber() const {
    return game_.currentDeal().number;
}

bool MeldGameController::untouched() const {
    return game_.deals().empty() && round().history().empty();
}

Move MeldGameController::autopilotMove() {
    const std::uint64_t seed = botSeed(kHumanSeat);
    if (!autopilotBot_ || autopilotSeed_ != seed) {
        autopilotBot_ = Bot::create(variant(), seatLevel(kHumanSeat), seed);
        autopilotSeed_ = seed;
    }
    return autopilotBot_->decide(view()).move;
}

void MeldGameController::autopilotNextDeal() {
    if (round().isOver()) nextHand();
}

}  // namespace rummy
