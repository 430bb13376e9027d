// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_table_texts.h"

#include "controller/gin_controller.h"
#include "gin/gin_rules.h"
#include "gin/gin_showdown.h"
#include "io/deal_code.h"
#include "text/desktop_text.h"

namespace rummy {

QString GinTableTexts::stock(const GinController& c) {
    const int stock = c.view().stock;
    const int toWall = stock - GinRules::kWallStock;
    // The wall is near: every draw now brings the void hand (or the take-to-knock) closer.
    if (!c.round().isOver() && toWall <= 4)
        return tr("Stock · %1 · wall at %2").arg(stock).arg(GinRules::kWallStock);
    return tr("Stock · %1").arg(stock);
}

QString GinTableTexts::discardCaption(GinPhase phase) {
    return phase == GinPhase::FirstUpcard ? tr("Upcard") : tr("Discard pile");
}

QString GinTableTexts::discardTooltip(int cards) {
    return tr("Cards in the discard pile: %1").arg(cards);
}

QString GinTableTexts::knockTarget() {
    return tr("Knock");
}

QString GinTableTexts::knockCaption(int knockLimit) {
    return knockLimit == 0 ? tr("Gin only") : tr("Deadwood ≤ %1").arg(knockLimit);
}

QString GinTableTexts::take(const PlayerView& view) {
    return view.gin().phase == GinPhase::Wall
               ? tr("Take to knock")
               : tr("Take %1").arg(text::cardName(view.pile.back().card));
}

QString GinTableTexts::pass() {
    return tr("Pass");
}

QString GinTableTexts::turn(const GinController& c) {
    const GinRound& round = c.round();
    if (round.isOver()) return {};
    if (!c.humansTurn()) return tr("%1 is playing…").arg(c.seatName(round.currentSeat()));
    const PlayerView view = c.view();
    switch (view.gin().phase) {
        case GinPhase::FirstUpcard:
            return tr("Your turn: take the upcard or pass");
        case GinPhase::Wall:
            return tr("The wall: take the discard to knock, or pass");
        case GinPhase::Draw:
            return tr("Your turn: draw from the stock or the discard pile");
        case GinPhase::Discard:
            return view.gin().mustKnock ? tr("Knock now: you took the discard at the wall")
                                        : tr("Your turn: discard a card, or knock");
        case GinPhase::Over:
            break;
    }
    return {};
}

QString GinTableTexts::scoreLine(const GinController& c, int seat) {
    const GinGame& game = c.game();
    const auto s = static_cast<std::size_t>(seat);
    return tr("%1 pts · hands won: %2").arg(game.scores()[s]).arg(game.dealsWon()[s]);
}

QString GinTableTexts::deadwood(const GinController& c, const GinHand& arrangement) {
    const GinRound& round = c.round();
    if (round.isOver() && round.outcome().showdown.has_value()) {
        const GinShowdown& sd = *round.outcome().showdown;
        const bool knocker = sd.knocker == GinController::kHumanSeat;
        return tr("Deadwood %1").arg(knocker ? sd.knockerCount : sd.defence.count);
    }
    return tr("Deadwood %1").arg(arrangement.deadwood);
}

QString GinTableTexts::knockRule(const GinController& c, std::optional<Card> selected) {
    const PlayerView view = c.view();
    // With a card picked to throw: what the rest would count, and whether that is a knock.
    if (c.humansTurn() && view.gin().phase == GinPhase::Discard && selected) {
        std::vector<Face> rest;
        for (Card card : view.hand)
            if (card != *selected) rest.push_back(card.face());
        const int dw = ginDeadwood(rest);
        const QString card = text::cardName(*selected);
        if (dw == 0) return tr("Without %1: gin!").arg(card);
        return dw <= view.gin().knockLimit
                   ? tr("Without %1: deadwood %2, you may knock").arg(card).arg(dw)
                   : tr("Without %1: deadwood %2").arg(card).arg(dw);
    }
    const GinRules& rules = view.gin().rules;
    QString rule;
    if (rules.oklahoma && !rules.straightGin && view.gin().firstUpcard) {
        const QString up = text::cardName(Card::natural(0, *view.gin().firstUpcard));
        rule = view.gin().knockLimit == 0 ? tr("Oklahoma, %1 turned up: gin only").arg(up)
                                          : tr("Oklahoma, %1 turned up: knock at %2 or less")
                                                .arg(up)
                                                .arg(view.gin().knockLimit);
        if (rules.multiplier(*view.gin().firstUpcard) > 1)
            rule += QStringLiteral(" · ") + tr("points doubled");
    } else {
        rule = view.gin().knockLimit == 0 ? tr("Gin only: no knocking with deadwood")
                                          : tr("Knock at %1 or less").arg(view.gin().knockLimit);
    }
    return rule;
}

QString GinTableTexts::resultTitle(const GinController& c) {
    const GinRound& round = c.round();
    if (!round.isOver()) return {};
    switch (round.outcome().ending) {
        case GinEnding::Knock:
            return tr("Knock");
        case GinEnding::Undercut:
            return tr("Undercut!");
        case GinEnding::Gin:
            return tr("Gin!");
        case GinEnding::BigGin:
            return tr("Big gin!");
        case GinEnding::Void:
            return tr("Void hand");
        case GinEnding::Playing:
            break;
    }
    return {};
}

QStringList GinTableTexts::resultLines(const GinController& c) {
    QStringList lines;
    const GinGame& game = c.game();
    const GinRound& round = c.round();
    if (!round.isOver()) return lines;
    const GinHandResult& r = round.outcome();
    const GinRules& rules = round.rules();
    auto name = [&](int seat) { return c.seatName(seat); };
    if (r.ending == GinEnding::Void) {
        lines << tr("The stock is down to %1 cards: nobody scores.").arg(GinRules::kWallStock);
        if (!game.isOver()) lines << tr("%1 deals again.").arg(name(round.dealer()));
    } else if (r.showdown) {
        const GinShowdown& sd = *r.showdown;
        const int k = sd.knocker, d = 1 - k;
        const int kc = sd.knockerCount, dc = sd.defence.count;
        const int laid = static_cast<int>(sd.defence.layoffs.size());
        switch (r.ending) {
            case GinEnding::Gin:
                lines << tr("Gin: %1").arg(name(k));
                break;
            case GinEnding::BigGin:
                lines << tr("Big gin: %1, all eleven cards melded").arg(name(k));
                break;
            case GinEnding::Knock:
            case GinEnding::Undercut:
            case GinEnding::Playing:
            case GinEnding::Void:
                lines << tr("Knock: %1 · deadwood %2").arg(name(k)).arg(kc);
                break;
        }
        lines << (laid > 0 ? tr("Defender: %1 · deadwood %2 · cards laid off: %3")
                                 .arg(name(d))
                                 .arg(dc)
                                 .arg(laid)
                           : tr("Defender: %1 · deadwood %2").arg(name(d)).arg(dc));
        const int times = rules.multiplier(round.firstUpcard());
        const int base = r.points / times;
        QString points;
        switch (r.ending) {
            case GinEnding::Knock:
                points =
                    tr("Points for %1: %2 − %3 = %4").arg(name(r.winner)).arg(dc).arg(kc).arg(base);
                break;
            case GinEnding::Undercut:
                points = tr("Points for %1: %2 − %3 + %4 undercut bonus = %5")
                             .arg(name(r.winner))
                             .arg(kc)
                             .arg(dc)
                             .arg(rules.undercutBonus)
                             .arg(base);
                break;
            case GinEnding::Gin:
                points = tr("Points for %1: %2 + %3 gin bonus = %4")
                             .arg(name(r.winner))
                             .arg(dc)
                             .arg(rules.ginBonus)
                             .arg(base);
                break;
            case GinEnding::BigGin:
                points = tr("Points for %1: %2 + %3 big gin bonus = %4")
                             .arg(name(r.winner))
                             .arg(dc)
                             .arg(rules.bigGinBonus)
                             .arg(base);
                break;
            case GinEnding::Playing:
            case GinEnding::Void:
                break;
        }
        lines << points;
        if (times > 1)
            lines << tr("Doubled: a spade was the first upcard, %1 points.").arg(r.points);
    }
    lines << tr("Code of this hand: %1").arg(QString::fromStdString(DealCode::of(game).toString()));
    if (game.isOver()) {
        // One line: the score sheet beside has the bonuses and the totals.
        const GinGameTotals t = ginTotals(game);
        const int w = game.winner();
        lines << tr("Game over. Winner: %1, %2 to %3")
                     .arg(name(w))
                     .arg(t.totals[static_cast<std::size_t>(w)])
                     .arg(t.totals[static_cast<std::size_t>(1 - w)]);
        if (t.shutout && rules.shutoutDoubles)
            lines << tr("Shutout: the loser won no hand, so the winner's points are doubled.");
    }
    return lines;
}

QString GinTableTexts::nextButton(bool gameOver) {
    return gameOver ? tr("New game") : tr("Next hand");
}

}  // namespace rummy
