// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace rummy {

// The dealer button, drawn (the fonts here have no circled letters): on a bot's seat panel and
// on the player's own panel, the same chip with the same letter.
class DealerChip {
public:
    // In SeatItem's context, where the letter was first translated.
    static QString letter() { return QCoreApplication::translate("rummy::SeatItem", "D"); }
    // `chip` is the circle; `font` is the text's font, scaled to fit.
    static void paint(QPainter* p, const QRectF& chip, QFont font);
};

}  // namespace rummy
