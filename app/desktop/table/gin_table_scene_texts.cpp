// SPDX-License-Identifier: GPL-3.0-or-later
// The Gin table's words: the players' panels, the score sheet's names, the stock's count and
// the wall, the live deadwood and the knock value in force (Oklahoma, straight gin), and what
// discarding the selected card would leave.
#include <algorithm>

#include "controller/gin_controller.h"
#include "table/gin_score_sheet.h"
#include "table/gin_table_scene.h"
#include "table/label_item.h"
#include "text/desktop_text.h"

namespace rummy {

void GinTableScene::layoutPanels() {
    const GinGame& game = controller_->game();
    const GinRound& round = controller_->round();
    const int opp = GinController::kBotSeat, me = GinController::kHumanSeat;
    const qreal rowH = geo_.opponentCardH();
    const QRectF op = geo_.opponentPanel;
    opponentName_->setText(controller_->seatName(opp) + QStringLiteral(" · ") +
                           text::levelName(controller_->options().level));
    opponentName_->setDealerChip(round.dealer() == opp);
    const bool oppActive = !round.isOver() && round.currentSeat() == opp;
    opponentName_->setColors(oppActive ? QColor(255, 205, 60, 230) : QColor(0, 0, 0, 110),
                             oppActive ? QColor(30, 30, 30) : QColor(Qt::white));
    opponentName_->placeAt(QPointF(op.left(), op.top() + rowH * 0.18));
    auto scoreLine = [&](int seat) {
        const auto s = static_cast<std::size_t>(seat);
        return tr("%1 pts · hands won: %2").arg(game.scores()[s]).arg(game.boxes()[s]);
    };
    opponentScore_->setText(scoreLine(opp));
    opponentScore_->placeAt(QPointF(op.left(), op.top() + rowH * 0.5));
    lastMove_->setText(controller_->lastMove());
    lastMove_->setVisible(!controller_->lastMove().isEmpty());
    lastMove_->placeAt(QPointF(op.left(), op.top() + rowH * 0.82));

    const QRectF lp = geo_.leftPanel;
    playerName_->setText(controller_->seatName(me) + QStringLiteral(" · ") + scoreLine(me));
    playerName_->setDealerChip(round.dealer() == me);
    playerName_->placeAt(QPointF(lp.left(), lp.top() + geo_.cardH * 0.18));
    deadwood_->setText(deadwoodText());
    deadwood_->placeAt(QPointF(lp.left(), lp.top() + geo_.cardH * 0.5));
    knockRule_->setText(knockRuleText());
    knockRule_->placeAt(QPointF(lp.left(), lp.top() + geo_.cardH * 0.82));

    QStringList names{controller_->seatName(me), controller_->seatName(opp)};
    sheet_->setSheet(GinScoreSheet::sheetOf(game, names));
}

QString GinTableScene::stockText() const {
    const int stock = controller_->view().stock;
    const int toWall = stock - GinRules::kWallStock;
    // The wall is near: every draw now brings the void hand (or the take-to-knock) closer.
    if (!controller_->round().isOver() && toWall <= 4)
        return tr("Stock · %1 · wall at %2").arg(stock).arg(GinRules::kWallStock);
    return tr("Stock · %1").arg(stock);
}

QString GinTableScene::deadwoodText() const {
    if (showdownShown()) {
        const GinShowdown& sd = *controller_->round().outcome().showdown;
        const bool knocker = sd.knocker == GinController::kHumanSeat;
        return tr("Deadwood %1").arg(knocker ? sd.knockerCount : sd.defence.count);
    }
    return tr("Deadwood %1").arg(arrangement_.deadwood);
}

QString GinTableScene::knockRuleText() const {
    const GinView view = controller_->view();
    // With a card picked to throw: what the rest would count, and whether that is a knock.
    if (controller_->humansTurn() && view.phase == GinPhase::Discard && selected_) {
        std::vector<Face> rest;
        for (Card c : view.hand)
            if (c != *selected_) rest.push_back(c.face());
        const int dw = ginDeadwood(rest);
        const QString card = text::cardName(*selected_);
        if (dw == 0) return tr("Without %1: gin!").arg(card);
        return dw <= view.knockLimit
                   ? tr("Without %1: deadwood %2, you may knock").arg(card).arg(dw)
                   : tr("Without %1: deadwood %2").arg(card).arg(dw);
    }
    const GinRules& rules = view.rules;
    QString rule;
    if (rules.oklahoma && !rules.straightGin && view.firstUpcard) {
        const QString up = text::cardName(Card::natural(0, *view.firstUpcard));
        rule = view.knockLimit == 0
                   ? tr("Oklahoma, %1 turned up: gin only").arg(up)
                   : tr("Oklahoma, %1 turned up: knock at %2 or less").arg(up).arg(view.knockLimit);
        if (rules.multiplier(*view.firstUpcard) > 1)
            rule += QStringLiteral(" · ") + tr("points doubled");
    } else {
        rule = view.knockLimit == 0 ? tr("Gin only: no knocking with deadwood")
                                    : tr("Knock at %1 or less").arg(view.knockLimit);
    }
    return rule;
}

}  // namespace rummy
