// SPDX-License-Identifier: GPL-3.0-or-later
// MeldTableScene's middle: a zone per seat (its name, total, hand size, whose turn) with the
// melds it laid, fanned in rows at the largest size at which they all fit.
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <algorithm>

#include "controller/meld_game_controller.h"
#include "table/card_cache.h"
#include "table/card_item.h"
#include "table/meld_table_scene.h"

namespace rummy {

namespace {
constexpr qreal kMargin = 8;
constexpr qreal kAspect = CardCache::kAspect;
const QColor kTurn(255, 230, 120);  // as the hand's line (meld_table_scene.cpp)
const QColor kLaidOff(140, 200, 255);
}  // namespace

void MeldTableScene::layoutZones(const TableGameView& v) {
    const QRectF r = sceneRect();
    const int seats = v.seats();
    const qreal top = stockRect_.bottom() + 24;
    const qreal handH = std::clamp(r.height() * 0.17, 80.0, 190.0);
    // Above the hand: room for the raised selection, the groups' labels and the selection's
    // line (layoutHand), so that no zone runs under them.
    const qreal bottom = r.bottom() - kMargin - handH - 66;
    const int cols = seats <= 2 ? 1 : seats <= 4 ? 2 : 3;
    const int rows = (seats + cols - 1) / cols;
    // Reading order for the others, the player's own zone first in the last row (nearest the
    // hand); a lone seat in a row takes the whole row.
    std::vector<int> cells;
    for (int s = 1; s < seats; ++s) cells.push_back(s);
    const int lastRowStart = (rows - 1) * cols;
    cells.insert(cells.begin() + std::min<int>(lastRowStart, static_cast<int>(cells.size())), 0);
    zones_.assign(static_cast<std::size_t>(seats), QRectF());
    const qreal zh = (bottom - top) / rows;
    for (int i = 0; i < seats; ++i) {
        const int row = i / cols, col = i % cols;
        const int inRow = std::min(cols, seats - row * cols);
        const qreal zw = (r.width() - kMargin) / inRow;
        zones_[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] =
            QRectF(r.left() + kMargin + col * zw, top + row * zh, zw - kMargin, zh - 4);
    }
    while (static_cast<int>(zoneFrames_.size()) < TableRules::kMaxSeats) {
        auto* frame = addRect(QRectF(), QPen(QColor(255, 255, 255, 70), 1.5), QColor(0, 0, 0, 40));
        frame->setZValue(-10);
        zoneFrames_.push_back(frame);
    }
    meldRects_.clear();
    const auto& totals = controller_->game().scores();
    for (int s = 0; s < TableRules::kMaxSeats; ++s) {
        auto* frame = zoneFrames_[static_cast<std::size_t>(s)];
        auto* head = label(QStringLiteral("zone%1").arg(s));
        if (s >= seats) {
            frame->hide();
            head->hide();
            continue;
        }
        const QRectF z = zones_[static_cast<std::size_t>(s)];
        const bool turn = v.currentSeat == s;
        frame->setRect(z);
        frame->setPen(QPen(turn ? kTurn : QColor(255, 255, 255, 70), turn ? 3 : 1.5));
        frame->show();
        QString text = controller_->seatName(s);
        if (s == v.dealer) text += QStringLiteral(" ") + tr("(dealer)");
        text += QStringLiteral(" · ") +
                tr("%1 points").arg(totals.empty() ? 0 : totals[static_cast<std::size_t>(s)]);
        text +=
            QStringLiteral(" · ") + tr("in hand: %1").arg(v.handSizes[static_cast<std::size_t>(s)]);
        if (v.rules.opening > 0 && !v.opened[static_cast<std::size_t>(s)])
            text += QStringLiteral(" · ") + tr("not opened");
        if (turn) text = QStringLiteral("▶ ") + text;
        head->setText(text);
        head->setBrush(turn ? kTurn : QColor(Qt::white));
        head->setPos(z.left() + 6, z.top() + 2);
        head->show();
        // This seat's melds, fanned, in rows: the largest card size at which all fit.
        std::vector<const TableMeld*> mine;
        for (const TableMeld& m : v.melds)
            if (m.owner == s) mine.push_back(&m);
        const QRectF area = z.adjusted(6, 22, -6, -4);
        qreal cw = std::min(area.height() / kAspect, std::max(76.0, r.height() * 0.09));
        auto fits = [&](qreal w) {
            const qreal step = w * 0.34, gap = w * 0.3;
            qreal x = 0, y = w * kAspect;
            for (const TableMeld* m : mine) {
                const qreal mw = w + step * static_cast<qreal>(m->cards.size() - 1);
                if (x > 0 && x + mw > area.width()) {
                    x = 0;
                    y += w * kAspect + 4;
                }
                x += mw + gap;
            }
            return y <= area.height();
        };
        while (cw > 22 && !fits(cw)) cw -= 2;
        const QSizeF size(cw, cw * kAspect);
        const qreal step = cw * 0.34, gap = cw * 0.3;
        qreal x = area.left(), y = area.top();
        for (const TableMeld* m : mine) {
            const qreal mw = cw + step * static_cast<qreal>(m->cards.size() - 1);
            if (x > area.left() && x + mw > area.right()) {
                x = area.left();
                y += size.height() + 4;
            }
            meldRects_[m->number] = QRectF(QPointF(x, y), QSizeF(mw, size.height()));
            for (std::size_t i = 0; i < m->cards.size(); ++i) {
                CardItem* item = cardItem(m->cards[i].card);
                face(item, size);
                item->setDraggable(false);
                item->setSelectedCard(false);
                // A card laid off by another seat is edged in that seat's favour (500 scores
                // it for whoever laid it).
                item->setOutline(m->laidBy[i] != m->owner ? kLaidOff : QColor());
                item->setHome(QPointF(x + step * static_cast<qreal>(i), y), 200 + i,
                              glideMs(item, m->laidBy[i]));
                item->show();
            }
            x += mw + gap;
        }
    }
}

}  // namespace rummy
