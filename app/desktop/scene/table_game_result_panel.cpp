// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/table_game_result_panel.h"

#include <QGraphicsTextItem>
#include <QPen>
#include <algorithm>

#include "controller/table_game_controller.h"
#include "scene/table_game_texts.h"

namespace rummy {

namespace {
QString cell(const QString& text, bool head = false) {
    const QString tag = head ? QStringLiteral("th") : QStringLiteral("td");
    return QStringLiteral("<%1 style='padding: 2px 10px'>%2</%1>").arg(tag, text.toHtmlEscaped());
}
}  // namespace

TableGameResultPanel::TableGameResultPanel() : text_(new QGraphicsTextItem(this)) {
    setPen(QPen(QColor(255, 255, 255, 160), 2));
    setBrush(QColor(12, 40, 24));  // opaque: the cards under it must not show through the text
    setZValue(5000);
    hide();
    text_->setDefaultTextColor(Qt::white);
}

QString TableGameResultPanel::text() const {
    return isVisible() ? text_->toPlainText() : QString();
}

void TableGameResultPanel::update(const TableGameController& controller, const QRectF& area) {
    if (!controller.round().isOver()) {
        hide();
        return;
    }
    text_->setHtml(html(controller));
    text_->setTextWidth(std::min(area.width() * 0.8, 900.0));
    const QSizeF size = text_->boundingRect().size();
    text_->setPos(0, 0);
    setRect(QRectF(QPointF(0, 0), size).adjusted(-12, -8, 12, 8));
    setPos(area.center().x() - size.width() / 2,
           std::max(area.top() + 8, area.center().y() - size.height() / 2 - 40));
    show();
}

QString TableGameResultPanel::html(const TableGameController& controller) {
    const TableRound& round = controller.round();
    const TableGame& game = controller.game();
    const TableOutcome out = round.outcome();
    const int seats = round.seats();
    QString html =
        QStringLiteral("<h3>%1</h3>")
            .arg((out.winner >= 0 ? tr("%1 went out.").arg(controller.seatName(out.winner))
                                  : tr("Nobody went out: the hand is blocked."))
                     .toHtmlEscaped());
    // What a seat laid counts only where the table scores it (Rummy 500's melded minus hand);
    // elsewhere the column would read as a second, different count of the melds beside it.
    const bool meldedCounts = game.rules().scoring == TableScoring::MeldedMinusHand;
    html += QStringLiteral("<table><tr>") + cell(tr("Player"), true) + cell(tr("Melds"), true) +
            (meldedCounts ? cell(tr("Melded"), true) : QString()) + cell(tr("In hand"), true) +
            cell(tr("This hand"), true) + cell(tr("Total"), true) + QStringLiteral("</tr>");
    for (int s = 0; s < seats; ++s) {
        const TableSeatScore& sc = out.seats[static_cast<std::size_t>(s)];
        // What the seat laid: its melds as they lie, the cards others laid off on them included.
        QStringList laid;
        for (const TableMeld& m : round.melds()) {
            if (m.owner != s) continue;
            std::vector<Card> cs;
            for (const MeldCard& c : m.cards) cs.push_back(c.card);
            laid << TableGameTexts::cards(cs);
        }
        html += QStringLiteral("<tr>") + cell(controller.seatName(s)) +
                cell(laid.isEmpty() ? QStringLiteral("–") : laid.join(QStringLiteral(" · "))) +
                (meldedCounts ? cell(QString::number(sc.melded)) : QString()) +
                cell(QString::number(sc.inHand)) + cell(QString::number(sc.points)) +
                cell(QString::number(game.scores()[static_cast<std::size_t>(s)])) +
                QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table><h4>%1</h4><table><tr>").arg(tr("Score sheet").toHtmlEscaped());
    html += cell(tr("Hand"), true);
    for (int s = 0; s < seats; ++s) html += cell(controller.seatName(s), true);
    html += QStringLiteral("</tr>");
    for (const TableHandRecord& h : game.deals()) {
        html += QStringLiteral("<tr>") + cell(QString::number(h.number + 1));
        for (int s = 0; s < seats; ++s)
            html += cell(QString::number(h.outcome.seats[static_cast<std::size_t>(s)].points));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("<tr>") + cell(tr("Total"), true);
    for (int s = 0; s < seats; ++s)
        html += cell(QString::number(game.scores()[static_cast<std::size_t>(s)]), true);
    const TableRules& rules = game.rules();
    const QString nextHand =
        rules.hands > 0 ? tr("Hand %1 of %2. Click here or press N for the next hand.")
                              .arg(game.deals().size())
                              .arg(rules.hands)
        : rules.outToWin && rules.scoring != TableScoring::Penalty
            ? tr("Target %1, for the player who goes out. Click here or press N for the next "
                 "hand.")
                  .arg(rules.target)
            : tr("Target %1. Click here or press N for the next hand.").arg(rules.target);
    html += QStringLiteral("</tr></table><p><b>%1</b></p>")
                .arg((game.isOver() ? tr("%1 wins the game! Click here or press N for a new game.")
                                          .arg(controller.seatName(game.winner()))
                                    : nextHand)
                         .toHtmlEscaped());
    return html;
}

}  // namespace rummy
