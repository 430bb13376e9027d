// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/dealer_chip.h"

#include <QPainter>
#include <algorithm>

namespace rummy {

void DealerChip::paint(QPainter* p, const QRectF& chip, QFont font) {
    p->save();
    p->setBrush(QColor(245, 245, 240));
    p->setPen(QPen(QColor(60, 60, 60), 1));
    p->drawEllipse(chip);
    font.setPixelSize(std::max(8, static_cast<int>(chip.height() * 0.6)));
    p->setFont(font);
    p->setPen(QColor(30, 30, 30));
    p->drawText(chip, Qt::AlignCenter, letter());
    p->restore();
}

}  // namespace rummy
