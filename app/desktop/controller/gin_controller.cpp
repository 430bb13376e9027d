// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/gin_controller.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent>
#include <algorithm>
#include <climits>

#include "gin/gin_hand.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

GinGame makeGame(const GinController::Options& o, std::uint64_t seed) {
    auto g = GinGame::create(o.rules, seed);
    if (g) return std::move(g).value();
    // The settings are validated before we get here; fall back to the standard rules anyway.
    return GinGame::create(GinRules{}, seed).value();
}

std::vector<Face> facesOf(const std::vector<Card>& cards) {
    std::vector<Face> out;
    for (Card c : cards) out.push_back(c.face());
    return out;
}

// The deadwood of `hand` without `card`.
int deadwoodWithout(const std::vector<Card>& hand, Card card) {
    std::vector<Face> rest;
    for (Card c : hand)
        if (c != card) rest.push_back(c.face());
    return ginDeadwood(rest);
}

}  // namespace

GinController::GinController(const Options& options, QObject* parent)
    : QObject(parent), options_(options), game_(makeGame(options, options.seed)) {
    qRegisterMetaType<rummy::Move>("rummy::Move");
    startGame(options.seed);
}

GinController::~GinController() = default;

void GinController::startGame(std::uint64_t seed) {
    ++generation_;
    pending_ = false;
    if (nextOptions_) {
        options_ = *nextOptions_;
        nextOptions_.reset();
    }
    options_.seed = seed;
    game_ = makeGame(options_, seed);
    lastMove_.clear();
    emit stateChanged();
    scheduleBot();
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
    ++generation_;
    pending_ = false;
    options_ = options;
    options_.seed = game.seed();
    options_.rules = game.rules();
    game_ = game;
    lastMove_.clear();
    emit stateChanged();
    if (round().isOver())
        emit handOver();
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
    if (pending_ || !humansTurn()) {
        const ErrorCode why = game_.isOver()     ? ErrorCode::MatchOver
                              : round().isOver() ? ErrorCode::RoundOver
                                                 : ErrorCode::NotYourTurn;
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
        emit handOver();
    else
        scheduleBot();
    return Ok{};
}

void GinController::scheduleBot() {
    if (pending_ || game_.isOver() || round().isOver()) return;
    const int seat = round().currentSeat();
    if (seat < 0 || (seat == kHumanSeat && !options_.humanIsBot)) return;
    pending_ = true;
    const int generation = generation_;
    const GinView view = game_.view(seat);
    auto* watcher = new QFutureWatcher<Move>(this);
    connect(watcher, &QFutureWatcher<Move>::finished, this, [this, watcher, generation, seat] {
        const Move move = watcher->result();
        watcher->deleteLater();
        if (generation != generation_) return;
        QTimer::singleShot(options_.botDelayMs, this, [this, generation, seat, move] {
            if (generation != generation_) return;
            pending_ = false;
            if (round().currentSeat() == seat) (void)applyMove(seat, move);
        });
    });
    watcher->setFuture(QtConcurrent::run([view]() { return simpleMove(view); }));
}

Move GinController::simpleMove(const GinView& v) {
    auto legal = [&](const Move& m) {
        return std::find(v.legal.begin(), v.legal.end(), m) != v.legal.end();
    };
    const std::vector<Face> hand = facesOf(v.hand);
    switch (v.phase) {
        case GinPhase::FirstUpcard:
        case GinPhase::Draw: {
            if (!v.discards.empty() && legal(moves::DrawOpen{})) {
                std::vector<Face> with = hand;
                with.push_back(v.discards.back().face());
                if (bestGinDiscard(with).deadwood < ginDeadwood(hand)) return moves::DrawOpen{};
            }
            return legal(moves::DrawClosed{}) ? Move(moves::DrawClosed{}) : Move(moves::Pass{});
        }
        case GinPhase::Wall:
            // Taking the last discard is offered only when a knock can follow.
            return legal(moves::DrawOpen{}) ? Move(moves::DrawOpen{}) : Move(moves::Pass{});
        case GinPhase::Discard:
        case GinPhase::Over:
            break;
    }
    // Discard or knock: among the legal moves of each kind, the card that leaves least
    // deadwood, the higher card on a tie (it would cost more if kept).
    std::optional<Move> best;
    int bestDeadwood = INT_MAX, bestValue = -1;
    for (const bool knock : {true, false}) {
        for (const Move& m : v.legal) {
            const Card* c = nullptr;
            if (const auto* k = std::get_if<moves::Knock>(&m); k && knock) c = &k->card;
            if (const auto* d = std::get_if<moves::Discard>(&m); d && !knock) c = &d->card;
            if (!c) continue;
            const int dw = deadwoodWithout(v.hand, *c), value = ginValue(c->face());
            if (dw < bestDeadwood || (dw == bestDeadwood && value > bestValue)) {
                best = m;
                bestDeadwood = dw;
                bestValue = value;
            }
        }
        if (best) return *best;
    }
    return v.legal.empty() ? Move(moves::Pass{}) : v.legal.front();
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

}  // namespace rummy
