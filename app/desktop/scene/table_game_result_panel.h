// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QGraphicsRectItem>

class QGraphicsTextItem;

namespace rummy {

class TableGameController;

// The end of a table game's hand (TableGameScene): one panel over the table with the hand's
// result (who went out, what each seat laid and holds, the hand's points, the totals) and the
// game's score sheet, one row a hand. A click on it (or Next hand) deals on.
class TableGameResultPanel : public QGraphicsRectItem {
    Q_DECLARE_TR_FUNCTIONS(TableGameResultPanel)
public:
    TableGameResultPanel();

    // Shown, centred in `area`, when the controller's hand is over; hidden otherwise.
    void update(const TableGameController& controller, const QRectF& area);
    QString text() const;  // what it says, when shown

    static QString html(const TableGameController& controller);

private:
    QGraphicsTextItem* text_;
};

}  // namespace rummy
