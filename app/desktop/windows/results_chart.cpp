// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/results_chart.h"

#include <QPaintEvent>
#include <QPainter>
#include <algorithm>

namespace rummy {

namespace {
const QColor kWon(58, 160, 92);
const QColor kLost(200, 72, 64);
}  // namespace

ResultsChart::ResultsChart(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Recent results"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setResults({});
}

void ResultsChart::setResults(const std::vector<DealEntry>& results) {
    results_ = results;
    setAccessibleDescription(describe());
    setToolTip(describe());
    update();
}

QString ResultsChart::describe() const {
    if (results_.empty()) return tr("No deals played yet.");
    QStringList parts;
    for (const DealEntry& e : results_)
        parts << (e.won ? tr("won") : tr("lost %n points", nullptr, e.points));
    return tr("Last %n deals, oldest first: %1.", nullptr, static_cast<int>(results_.size()))
        .arg(parts.join(QStringLiteral("; ")));
}

QSize ResultsChart::sizeHint() const {
    return {440, 200};
}

QSize ResultsChart::minimumSizeHint() const {
    return {260, 140};
}

int ResultsChart::scaleMax() const {
    // Round the axis up to a multiple of 20 points, and never below the usual 80-point cap,
    // so that a 10-point loss looks small next to a full one.
    int most = 80;
    for (const DealEntry& e : results_)
        if (!e.won) most = std::max(most, e.points);
    return (most + 19) / 20 * 20;
}

void ResultsChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QFontMetrics fm = fontMetrics();
    const int labelW = fm.horizontalAdvance(QStringLiteral("-000")) + 8;
    const QRectF plot(labelW + 4, fm.height() * 0.5 + 2, width() - labelW - 12,
                      height() - fm.height() * 2.2 - 4);
    if (results_.empty()) {  // no axes round nothing: the message alone
        p.setPen(pal.color(QPalette::Text));
        p.drawText(rect(), Qt::AlignCenter, tr("No deals played yet."));
        return;
    }
    // The zero line sits a third of the way down: wins need only a short bar, losses the room
    // to show how much they cost.
    const qreal zeroY = plot.top() + plot.height() / 3;
    const qreal down = plot.bottom() - zeroY;
    const int maxPts = scaleMax();
    const QColor text = pal.color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(50);

    // Axis labels and grid lines: 0, half and the full scale.
    p.setPen(text);
    for (int step = 0; step <= 2; ++step) {
        const int pts = maxPts * step / 2;
        const qreal y = zeroY + down * step / 2;
        p.setPen(step == 0 ? text : grid);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(text);
        const QString label = step == 0 ? QStringLiteral("0") : QStringLiteral("-%1").arg(pts);
        p.drawText(QRectF(0, y - fm.height() / 2.0, labelW, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, label);
    }
    p.drawText(QRectF(0, plot.top() - fm.height() * 0.5, labelW, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, tr("won"));
    const QRectF caption(plot.left(), plot.bottom() + 4, plot.width(), fm.height() * 1.5);
    p.drawText(caption, Qt::AlignCenter,
               tr("Last %n deals, oldest on the left; bars down are points lost", nullptr,
                  static_cast<int>(results_.size())));

    const int columns = std::max<int>(static_cast<int>(results_.size()), 10);
    const qreal slotW = plot.width() / columns;
    const qreal barW = std::max<qreal>(3.0, slotW * 0.7);
    p.setPen(Qt::NoPen);
    for (std::size_t i = 0; i < results_.size(); ++i) {
        const DealEntry& e = results_[i];
        const qreal x = plot.left() + slotW * static_cast<qreal>(i) + (slotW - barW) / 2;
        if (e.won) {
            p.setBrush(kWon);
            p.drawRect(QRectF(x, plot.top() + 2, barW, zeroY - plot.top() - 2));
        } else {
            // A lost deal with 0 points (a void deal) still gets a sliver, so it is seen.
            const qreal h = std::max<qreal>(2.0, down * e.points / maxPts);
            p.setBrush(kLost);
            p.drawRect(QRectF(x, zeroY, barW, h));
        }
    }
}

}  // namespace rummy
