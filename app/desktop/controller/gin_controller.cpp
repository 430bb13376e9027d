// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/gin_controller.h"

#include "text/desktop_text.h"

namespace rummy {

namespace {

GinGame makeGinGame(const GinController::Options& o, std::uint64_t seed) {
    auto g = GinGame::create(o.rules, 2, seed);
    if (g) return std::move(g).value();
    // The settings are validated before we get here; fall back to the standard rules anyway.
    return GinGame::create(GinRules{}, 2, seed).value();
}

}  // namespace

GinController::GinController(const Options& options, QObject* parent)
    : HandGameController(options, makeGinGame(options, options.seed), "gin", parent) {
    startGame(options.seed);
}

GinController::~GinController() = default;

GinGame GinController::makeGame(const Options& options, std::uint64_t seed) const {
    return makeGinGame(options, seed);
}

BotLevel GinController::seatLevel(int) const {
    // The opponent's level; a bot in the player's seat (tests, demonstrations) plays the same.
    return options_.level;
}

QString GinController::seatName(int seat) const {
    if (seat == kBotSeat && !options_.opponentName.trimmed().isEmpty())
        return options_.opponentName.trimmed();
    return text::seatName(seat);
}

Variant GinController::variant() const {
    return Variant::Gin;
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
