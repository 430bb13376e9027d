// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/indian_controller.h"

#include <QTimer>
#include <algorithm>

#include "controller/match_id.h"
#include "scene/hand_arrangement.h"
#include "solver/hand_solver.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
IndianMatch makeMatch(const IndianController::Options& o, std::uint64_t seed) {
    auto m = IndianMatch::create(o.effectiveRules(), o.players, seed);
    if (m) return std::move(m).value();
    // The command line is checked before we get here; fall back to a plain table anyway.
    return IndianMatch::create(IndianRules::preset(MatchFormat::Points), 4, seed).value();
}
}  // namespace

IndianRules IndianController::Options::effectiveRules() const {
    return rules ? *rules : IndianRules::preset(format);
}

BotLevel IndianController::Options::levelOf(int seat) const {
    return seat >= 0 && seat < static_cast<int>(seatLevels.size())
               ? seatLevels[static_cast<std::size_t>(seat)]
               : level;
}

IndianController::IndianController(const Options& options, QObject* parent)
    : GameController(parent), options_(options), match_(makeMatch(options, options.seed)) {
    tick_ = new QTimer(this);
    tick_->setInterval(250);
    connect(tick_, &QTimer::timeout, this, [this] {
        if (turnSecondsLeft() == 0)
            turnTimedOut();
        else
            emit timerTick();
    });
    startMatch(options.seed);
}

IndianController::~IndianController() = default;

void IndianController::startMatch(std::uint64_t seed) {
    turns_.restart();
    tick_->stop();  // a new table: no turn of the old one is being timed
    timing_ = false;
    if (nextOptions_) {
        options_ = *nextOptions_;
        nextOptions_.reset();
    }
    options_.seed = seed;
    options_.matchId = newMatchId();
    match_ = makeMatch(options_, seed);
    options_.players = match_.players();
    createBots();
    lastMove_.clear();
    startTurnClock();
    emit stateChanged();
    scheduleBot();
}

void IndianController::createBots() {
    bots_.clear();
    for (int seat = 0; seat < match_.players(); ++seat)
        bots_.push_back(Bot::create(variant(), options_.levelOf(seat),
                                    match_.seed() * 31 + static_cast<std::uint64_t>(seat),
                                    options_.expert));
}

void IndianController::setNextMatchOptions(const Options& options) {
    nextOptions_ = options;
}

QString IndianController::seatName(int seat) const {
    if (seat >= 0 && seat < options_.seatNames.size()) {
        const QString name = options_.seatNames[seat].trimmed();
        if (!name.isEmpty()) return name;
    }
    return text::seatName(seat);
}

void IndianController::resume(const IndianMatch& match, const Options& options) {
    turns_.restart();
    tick_->stop();  // a new table: no turn of the old one is being timed
    timing_ = false;
    options_ = options;
    options_.seed = match.seed();
    options_.players = match.players();
    options_.rules = match.rules();
    options_.format = match.rules().format;
    if (options_.matchId.isEmpty()) options_.matchId = newMatchId();  // a save without one
    match_ = match;
    createBots();
    lastMove_.clear();
    startTurnClock();
    emit stateChanged();
    if (round().isOver())
        emit dealEnded();
    else
        scheduleBot();
}

bool IndianController::humansTurn() const {
    return !options_.humanIsBot && !match_.isOver() && !round().isOver() &&
           round().currentSeat() == kHumanSeat;
}

void IndianController::setHumanIsBot(bool on) {
    options_.humanIsBot = on;
    scheduleBot();
}

std::vector<std::vector<Card>> IndianController::finishGroups(Card card) const {
    std::vector<Card> rest = round().hand(kHumanSeat);
    std::erase(rest, card);
    std::vector<Face> faces;
    for (Card c : rest) faces.push_back(c.face());
    const HandEvaluation eval =
        HandSolver::evaluate(faces, round().wildRank(), {}, static_cast<int>(faces.size()));
    std::vector<std::vector<Face>> faceGroups;
    for (const Group& g : eval.groups) faceGroups.push_back(g.cards);
    return cardsForFaces(rest, faceGroups);
}

int IndianController::rejoinScore(const IndianMatch& match) {
    return match.rejoinScore();
}

bool IndianController::humanMayRejoin() const {
    return !options_.humanIsBot && match_.isOut(kHumanSeat) && match_.checkRejoin(kHumanSeat);
}

bool IndianController::rejoinHuman() {
    if (!humanMayRejoin() || !match_.rejoin(kHumanSeat)) return false;
    emit stateChanged();
    return true;
}

void IndianController::newMatch() {
    startMatch(options_.seed + 1);
}

void IndianController::nextDeal() {
    if (!round().isOver()) return;
    if (match_.isOver()) {
        newMatch();
        return;
    }
    // Between pool deals the bots that are out decide whether to re-join (the human was asked
    // by the window, see rejoinHuman(); a bot playing seat 0 decides like the others).
    for (int seat = options_.humanIsBot ? 0 : 1; seat < match_.players(); ++seat) {
        if (match_.isOut(seat) && match_.checkRejoin(seat) &&
            bots_[static_cast<std::size_t>(seat)]->wantsRejoin(PlayerView::of(match_, seat)))
            match_.rejoin(seat);
    }
    if (!match_.nextDeal()) return;
    lastMove_.clear();
    startTurnClock();
    emit stateChanged();
    scheduleBot();
}

Status IndianController::play(const Move& move) {
    if (turns_.pending() || !humansTurn()) {
        const ErrorCode why = round().isOver() ? ErrorCode::RoundOver : ErrorCode::NotYourTurn;
        emit illegalMove(why);
        return why;
    }
    if (Status s = round().check(move); !s) {
        emit illegalMove(s.error());
        return s;
    }
    return applyMove(kHumanSeat, move);
}

Status IndianController::applyMove(int seat, const Move& move) {
    QString text = describe(seat, move);
    const int rebuildsBefore = round().rebuilds();
    if (Status s = match_.apply(move); !s) {
        // A bot returning an illegal move is a bug in ai/; say so rather than stall silently.
        qWarning("rummy: seat %d move %s refused: %s", seat, toString(move).c_str(),
                 errorCodeName(s.error()));
        emit illegalMove(s.error());
        return s;
    }
    // A closed draw from an empty deck shuffled the open deck into a new one: say so, or the
    // deck seems to refill by itself.
    if (round().rebuilds() > rebuildsBefore)
        text = tr("The open deck was shuffled into a new closed deck. %1").arg(text);
    lastMove_ = text;
    startTurnClock();
    emit moved(seat, move);
    emit stateChanged();
    if (round().isOver())
        emit dealEnded();
    else
        scheduleBot();
    return Ok{};
}

void IndianController::scheduleBot() {
    if (turns_.pending() || match_.isOver() || round().isOver()) return;
    const int seat = round().currentSeat();
    if (seat < 0 || (seat == kHumanSeat && !options_.humanIsBot)) return;
    std::shared_ptr<Bot> bot = bots_[static_cast<std::size_t>(seat)];
    PlayerView view = PlayerView::of(match_, seat);
    turns_.run([bot, view] { return bot->decide(view).move; },
               [this](const Move&) { return options_.botDelayMs; },
               [this, seat](const Move& move) {
                   if (round().currentSeat() == seat) (void)applyMove(seat, move);
               });
}

qint64 IndianController::turnElapsed() const {
    return clockBase_ + (turns_.pause().paused() ? 0 : turnClock_.elapsed());
}

int IndianController::turnSecondsLeft() const {
    const int limit = match_.rules().turnTimerSeconds;
    if (limit <= 0 || !timing_) return -1;
    const qint64 left = static_cast<qint64>(limit) * 1000 - turnElapsed();
    return static_cast<int>(std::max<qint64>(0, (left + 999) / 1000));
}

qreal IndianController::turnTimeFraction() const {
    const int limit = match_.rules().turnTimerSeconds;
    if (turnSecondsLeft() < 0) return -1;
    const qreal left = static_cast<qreal>(limit) * 1000 - static_cast<qreal>(turnElapsed());
    return std::clamp(left / (limit * 1000.0), 0.0, 1.0);
}

void IndianController::startTurnClock() {
    // A turn starts when a seat is to draw; the discard half of it keeps the same clock.
    const bool running =
        match_.rules().turnTimerSeconds > 0 && !match_.isOver() && !round().isOver();
    if (!running) {
        tick_->stop();
        timing_ = false;
        return;
    }
    if (round().phase() == Phase::Discard && timing_) return;
    timing_ = true;
    clockBase_ = 0;
    turnClock_.start();
    if (!turns_.pause().paused()) tick_->start();
}

void IndianController::turnTimedOut() {
    tick_->stop();
    timing_ = false;
    // Bots answer well inside any timer (their delay is cosmetic); only the human misses.
    if (round().isOver() || round().currentSeat() != kHumanSeat || options_.humanIsBot) return;
    (void)applyMove(kHumanSeat, moves::MissTurn{});
}

// Said before the miss is applied: the last miss of a row says what it costs.
QString IndianController::missedTurnText(int seat) const {
    const IndianRules& rules = round().rules();
    const int missed = round().missedTurns(seat) + 1;
    if (missed < rules.missedTurnsAsDrop) return tr("%1 missed a turn").arg(seatName(seat));
    return rules.dropAllowed() ? tr("%1 missed %2 turns in a row: a middle drop for %3 points")
                                     .arg(seatName(seat))
                                     .arg(missed)
                                     .arg(rules.middleDrop)
                               : tr("%1 missed %2 turns in a row and loses the deal with %3 "
                                    "points")
                                     .arg(seatName(seat))
                                     .arg(missed)
                                     .arg(rules.maxPoints);
}

QString IndianController::turnWarning() const {
    const int missed = round().missedTurns(kHumanSeat);
    if (missed == 0 || round().isOver() || !round().isPlaying(kHumanSeat)) return {};
    const IndianRules& rules = round().rules();
    const int limit = rules.missedTurnsAsDrop;
    return rules.dropAllowed()
               ? tr("Turn missed: %1 of %2 before a drop").arg(missed).arg(limit)
               : tr("Turn missed: %1 of %2 before the deal is lost").arg(missed).arg(limit);
}

QString IndianController::describe(int seat, const Move& move) const {
    const QString who = seatName(seat);
    // Every kind listed, no default: a new move must get its sentence here.
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            return tr("%1 drew from the deck").arg(who);
        case MoveKind::DrawOpen: {
            const auto& open = round().openDeck();
            return open.empty() ? tr("%1 drew from the open deck").arg(who)
                                : tr("%1 took %2").arg(who, text::cardName(open.back().card));
        }
        case MoveKind::Discard:
            return tr("%1 threw %2").arg(who, text::cardName(std::get<moves::Discard>(move).card));
        case MoveKind::Finish:
            return tr("%1 declared").arg(who);
        case MoveKind::Drop:
            return tr("%1 dropped").arg(who);
        case MoveKind::MissTurn:
            return missedTurnText(seat);
        case MoveKind::Pass:  // moves of the games to come: the 13-card round refuses them
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            break;
    }
    return {};
}

Variant IndianController::variant() const {
    return match_.rules().variant;
}

bool IndianController::gameOver() const {
    return match_.isOver();
}

bool IndianController::dealOver() const {
    return round().isOver();
}

int IndianController::dealNumber() const {
    return match_.currentDeal().number;
}

bool IndianController::untouched() const {
    return match_.events().empty();
}

Move IndianController::autopilotMove() {
    return autopilotBot(seatLevel(kHumanSeat), match_.seed() * 31 + kHumanSeat).decide(view()).move;
}

void IndianController::autopilotNextDeal() {
    if (!round().isOver()) return;
    if (humanMayRejoin() && autopilotBot_ &&
        autopilotBot_->wantsRejoin(PlayerView::of(match_, kHumanSeat)))
        rejoinHuman();
    nextDeal();
}

void IndianController::pausing() {
    clockBase_ += turnClock_.elapsed();  // the turn's time so far, kept while paused
    tick_->stop();
}

void IndianController::resuming() {
    turnClock_.start();
    if (timing_) tick_->start();
}

}  // namespace rummy
