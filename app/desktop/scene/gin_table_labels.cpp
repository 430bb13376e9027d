// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_table_labels.h"

#include <QGraphicsScene>

#include "controller/gin_controller.h"
#include "scene/gin_table_layout.h"
#include "scene/gin_table_texts.h"
#include "scene/label_item.h"
#include "text/desktop_text.h"

namespace rummy {

GinTableLabels::GinTableLabels(QGraphicsScene* scene) {
    // Made and added in this order, which is their stacking order among equals.
    for (LabelItem** l :
         {&stock_, &discard_, &knock_, &knockInside_, &opponentName_, &opponentScore_, &lastMove_,
          &playerName_, &deadwood_, &knockRule_, &turnBanner_}) {
        *l = new LabelItem;
        scene->addItem(*l);
    }
    for (LabelItem* l :
         {opponentName_, opponentScore_, lastMove_, playerName_, deadwood_, knockRule_})
        l->setAlignment(Qt::AlignLeft);
    knockInside_->setColors(Qt::transparent, QColor(255, 255, 255, 200));
    deadwood_->setColors(QColor(255, 205, 60, 235), QColor(30, 30, 30));
    turnBanner_->setColors(QColor(255, 205, 60, 230), QColor(30, 30, 30));
}

void GinTableLabels::setMetrics(const GinTableLayout& geo) {
    const qreal w = geo.cardW;
    const int px = static_cast<int>(w * 0.15);
    for (LabelItem* l : {stock_, discard_, knock_}) {
        l->setPixelSize(px);
        l->setMaxWidth(w * 1.45);
    }
    knockInside_->setPixelSize(static_cast<int>(w * 0.2));
    knockInside_->setMaxWidth(w);
    for (LabelItem* l : {opponentName_, opponentScore_, lastMove_})
        l->setMaxWidth(geo.opponentPanel.width());
    for (LabelItem* l : {playerName_, deadwood_, knockRule_}) l->setMaxWidth(geo.leftPanel.width());
    for (LabelItem* l : {opponentName_, opponentScore_, lastMove_, playerName_, knockRule_})
        l->setPixelSize(px + 1);
    opponentName_->setPixelSize(px + 2);
    deadwood_->setPixelSize(static_cast<int>(w * 0.2));
    turnBanner_->setPixelSize(px + 1);
    turnBanner_->setMaxWidth(geo.centre.width() + w);
}

void GinTableLabels::update(const GinController& c, const GinTableLayout& geo, bool knockShown,
                            const GinHand& arrangement, std::optional<Card> selected) {
    const PlayerView view = c.view();
    const bool playing = !c.round().isOver();
    stock_->setText(GinTableTexts::stock(c));
    stock_->setVisible(playing);
    stock_->placeAt(QPointF(geo.stock.center().x(), geo.labelY));
    discard_->setVisible(playing);
    discard_->setText(GinTableTexts::discardCaption(view.gin().phase));
    discard_->placeAt(QPointF(geo.discard.center().x(), geo.labelY));
    knockInside_->setVisible(knockShown);
    knock_->setVisible(knockShown);
    knockInside_->setText(GinTableTexts::knockTarget());
    knockInside_->placeAt(geo.knock.center());
    knock_->setText(GinTableTexts::knockCaption(view.gin().knockLimit));
    knock_->placeAt(QPointF(geo.knock.center().x(), geo.labelY));
    const QString turn = GinTableTexts::turn(c);
    turnBanner_->setText(turn);
    turnBanner_->setVisible(!turn.isEmpty());
    turnBanner_->placeAt(
        QPointF(geo.centre.center().x(), (geo.opponentRow.bottom() + geo.stock.top()) / 2));
    updatePanels(c, geo, arrangement, selected);
}

void GinTableLabels::updatePanels(const GinController& c, const GinTableLayout& geo,
                                  const GinHand& arrangement, std::optional<Card> selected) {
    const GinRound& round = c.round();
    const int opp = GinController::kBotSeat, me = GinController::kHumanSeat;
    const qreal rowH = geo.opponentCardH();
    const QRectF op = geo.opponentPanel;
    opponentName_->setText(c.seatName(opp) + QStringLiteral(" · ") +
                           text::levelName(c.options().level));
    opponentName_->setDealerChip(round.dealer() == opp);
    const bool oppActive = !round.isOver() && round.currentSeat() == opp;
    opponentName_->setColors(oppActive ? QColor(255, 205, 60, 230) : QColor(0, 0, 0, 110),
                             oppActive ? QColor(30, 30, 30) : QColor(Qt::white));
    opponentName_->placeAt(QPointF(op.left(), op.top() + rowH * 0.18));
    opponentScore_->setText(GinTableTexts::scoreLine(c, opp));
    opponentScore_->placeAt(QPointF(op.left(), op.top() + rowH * 0.5));
    // Under the opponent's name, what the opponent did last: the player's own move would read
    // as the opponent's there (the status line says it).
    const bool opponentMovedLast = !round.history().empty() && round.history().back().seat == opp;
    lastMove_->setText(c.lastMove());
    lastMove_->setVisible(opponentMovedLast && !c.lastMove().isEmpty());
    lastMove_->placeAt(QPointF(op.left(), op.top() + rowH * 0.82));

    const QRectF lp = geo.leftPanel;
    playerName_->setText(c.seatName(me) + QStringLiteral(" · ") + GinTableTexts::scoreLine(c, me));
    playerName_->setDealerChip(round.dealer() == me);
    playerName_->placeAt(QPointF(lp.left(), lp.top() + geo.cardH * 0.18));
    deadwood_->setText(GinTableTexts::deadwood(c, arrangement));
    deadwood_->placeAt(QPointF(lp.left(), lp.top() + geo.cardH * 0.5));
    knockRule_->setText(GinTableTexts::knockRule(c, selected));
    knockRule_->placeAt(QPointF(lp.left(), lp.top() + geo.cardH * 0.82));
}

}  // namespace rummy
