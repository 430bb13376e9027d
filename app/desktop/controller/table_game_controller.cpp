// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/table_game_controller.h"

#include "text/desktop_text.h"

namespace rummy {

namespace {

TableGame makeTableGame(const TableGameController::Options& o, std::uint64_t seed) {
    auto g = TableGame::create(o.rules, o.seats, seed);
    if (g) return std::move(g).value();
    // The settings are validated before we get here; fall back to the preset anyway.
    const TableRules preset = TableRules::preset(o.rules.variant);
    if (auto p = TableGame::create(preset, o.seats, seed)) return std::move(p).value();
    return TableGame::create(TableRules::straight(), 2, seed).value();
}

}  // namespace

TableGameController::TableGameController(const Options& options, QObject* parent)
    : HandGameController(options, makeTableGame(options, options.seed), "table", parent) {
    startGame(options.seed);
}

TableGameController::~TableGameController() = default;

TableGame TableGameController::makeGame(const Options& options, std::uint64_t seed) const {
    return makeTableGame(options, seed);
}

// A game falls back to a preset or fewer seats when the options do not make one.
void TableGameController::adoptGame() {
    options_.seats = game_.players();
    options_.rules = game_.rules();
}

BotLevel TableGameController::seatLevel(int seat) const {
    if (seat >= 0 && seat < static_cast<int>(options_.levels.size()))
        return options_.levels[static_cast<std::size_t>(seat)];
    return BotLevel::Medium;
}

QString TableGameController::seatName(int seat) const {
    if (seat > 0 && !options_.names.value(seat).trimmed().isEmpty())
        return options_.names.value(seat).trimmed();
    return text::seatName(seat);
}

Variant TableGameController::variant() const {
    return game_.rules().variant;
}

int TableGameController::botDelayMs(const Move& move) const {
    // A draw or a discard waits the whole delay; the moves between them go quicker, so that a
    // turn of many lay-offs does not drag.
    const MoveKind kind = kindOf(move);
    const bool ends =
        kind == MoveKind::DrawClosed || kind == MoveKind::DrawOpen || kind == MoveKind::Discard;
    return ends ? options_.botDelayMs : options_.botDelayMs / 2;
}

QString TableGameController::describe(int seat, const Move& move) const {
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

}  // namespace rummy
