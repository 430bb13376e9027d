// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_score_sheet.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace rummy {

namespace {
const QColor kPaper(250, 245, 226);
const QColor kInk(34, 40, 64);
const QColor kRuled(150, 180, 215);
const QColor kMargin(205, 70, 70);
}  // namespace

GinScoreSheet::Sheet GinScoreSheet::sheetOf(const GinGame& game, const QStringList& names) {
    Sheet s;
    s.names = names;
    s.target = game.rules().target;
    for (const GinHandRecord& h : game.deals())
        s.lines.push_back({h.number + 1,
                           h.outcome.winner,
                           {h.scoresAfter[0], h.scoresAfter[1]},
                           h.outcome.ending});
    s.boxes = {game.dealsWon()[0], game.dealsWon()[1]};
    s.over = game.isOver();
    s.winner = game.winner();
    s.totals = ginTotals(game);
    s.gameBonus = game.rules().gameBonus;
    s.boxBonus = game.rules().boxBonus;
    s.shutoutDoubles = game.rules().shutoutDoubles;
    return s;
}

GinScoreSheet::GinScoreSheet(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setAcceptedMouseButtons(Qt::NoButton);
}

void GinScoreSheet::setSheet(const Sheet& sheet) {
    sheet_ = sheet;
    update();
}

void GinScoreSheet::setGeometry(QSizeF size, int pixelSize) {
    prepareGeometryChange();
    size_ = size;
    pixelSize_ = std::max(9, pixelSize);
    update();
}

QString GinScoreSheet::endingText(GinEnding ending) {
    switch (ending) {
        case GinEnding::Knock:
            return tr("knock");
        case GinEnding::Undercut:
            return tr("undercut");
        case GinEnding::Gin:
            return tr("gin");
        case GinEnding::BigGin:
            return tr("big gin");
        case GinEnding::Void:
            return tr("void");
        case GinEnding::Playing:
            break;
    }
    return {};
}

std::vector<GinScoreSheet::Row> GinScoreSheet::tableRows() const {
    std::vector<Row> rows;
    for (const Line& l : sheet_.lines) {
        Row r;
        r.label = QString::number(l.hand);
        if (l.winner >= 0)
            r.cells[static_cast<std::size_t>(l.winner)] =
                QString::number(l.totals[static_cast<std::size_t>(l.winner)]);
        else
            r.cells = {QStringLiteral("–"), QStringLiteral("–")};
        r.note = endingText(l.ending);
        rows.push_back(r);
    }
    Row boxes{tr("Boxes"),
              {QString::number(sheet_.boxes[0]), QString::number(sheet_.boxes[1])},
              {},
              false,
              true};
    rows.push_back(boxes);
    if (!sheet_.over) return rows;
    const auto w = static_cast<std::size_t>(sheet_.winner);
    const GinGameTotals& t = sheet_.totals;
    if (t.shutout && sheet_.shutoutDoubles) {
        Row shutout{tr("Shutout"), {}, tr("×2"), false, false};
        shutout.cells[w] = QString::number(2 * t.handPoints[w]);
        rows.push_back(shutout);
    }
    Row game{tr("Game"), {}, {}, false, false};
    game.cells[w] = QStringLiteral("+%1").arg(sheet_.gameBonus);
    rows.push_back(game);
    Row box{tr("Box bonus"), {}, {}, false, false};
    for (std::size_t s = 0; s < 2; ++s)
        box.cells[s] = QStringLiteral("+%1").arg(sheet_.boxBonus * t.boxes[s]);
    rows.push_back(box);
    rows.push_back({tr("Total"),
                    {QString::number(t.totals[0]), QString::number(t.totals[1])},
                    {},
                    true,
                    true});
    return rows;
}

QStringList GinScoreSheet::rows() const {
    QStringList out;
    for (const Row& r : tableRows()) {
        QStringList cells{r.label, r.cells[0], r.cells[1], r.note};
        out << cells.join(QLatin1Char('|'));
    }
    return out;
}

QRectF GinScoreSheet::boundingRect() const {
    return QRectF(QPointF(-2, -2), size_ + QSizeF(6, 6));
}

void GinScoreSheet::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r(QPointF(0, 0), size_);
    const qreal radius = pixelSize_ * 0.4;
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 60));
    p->drawRoundedRect(r.translated(2, 3), radius, radius);
    p->setBrush(kPaper);
    p->drawRoundedRect(r, radius, radius);

    QFont font;
    font.setPixelSize(pixelSize_);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fm(bold);
    const qreal lineH = fm.height() * 1.25;
    const qreal pad = pixelSize_ * 0.6;
    // Columns: hand number, the two players, how the hand ended.
    const qreal inner = r.width() - 2 * pad;
    const qreal xs[] = {pad, pad + inner * 0.30, pad + inner * 0.52, pad + inner * 0.74};
    const qreal ws[] = {inner * 0.30, inner * 0.22, inner * 0.22, inner * 0.26};

    qreal y = pad * 0.6;
    p->setPen(kInk);
    p->setFont(bold);
    const QString title = tr("Score sheet · game to %1").arg(sheet_.target);
    p->drawText(QRectF(pad, y, inner, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                fm.elidedText(title, Qt::ElideRight, inner));
    y += lineH;
    p->setPen(QPen(kMargin, 1.5));
    p->drawLine(QPointF(pad * 0.5, y), QPointF(r.width() - pad * 0.5, y));
    p->setPen(kInk);
    for (std::size_t s = 0; s < 2 && s < static_cast<std::size_t>(sheet_.names.size()); ++s)
        p->drawText(QRectF(xs[s + 1], y, ws[s + 1], lineH), Qt::AlignRight | Qt::AlignVCenter,
                    fm.elidedText(sheet_.names[static_cast<qsizetype>(s)], Qt::ElideRight,
                                  ws[s + 1] - pad * 0.3));
    y += lineH;
    // The pad's ruled lines, down to its foot as on paper; the rows are written between them.
    p->setPen(QPen(kRuled, 1));
    for (qreal ly = y; ly < r.height() - pad * 0.3; ly += lineH)
        p->drawLine(QPointF(pad * 0.5, ly), QPointF(r.width() - pad * 0.5, ly));

    std::vector<Row> rows = tableRows();
    // The latest hands when the pad is short; the totals below always show.
    const int room = std::max(1, static_cast<int>((r.height() - y - pad * 0.5) / lineH));
    const int hands = static_cast<int>(sheet_.lines.size());
    const int footer = static_cast<int>(rows.size()) - hands;
    int skip = std::max(0, static_cast<int>(rows.size()) - room);
    if (skip > 0) skip = std::min(hands, skip + 1);  // one line says how many are left out
    if (skip > 0) {
        p->setFont(font);
        p->setPen(kInk);
        p->drawText(QRectF(xs[0], y, inner, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    tr("… earlier hands: %1").arg(skip));
        y += lineH;
    }
    for (int i = skip; i < static_cast<int>(rows.size()); ++i) {
        const Row& row = rows[static_cast<std::size_t>(i)];
        if (y + lineH > r.height() + 1 && i < hands + footer - 1) break;
        if (row.rule) {
            p->setPen(QPen(kInk, 1));
            p->drawLine(QPointF(pad * 0.5, y), QPointF(r.width() - pad * 0.5, y));
        }
        p->setFont(row.bold ? bold : font);
        p->setPen(kInk);
        const QFontMetricsF m(row.bold ? bold : font);
        p->drawText(QRectF(xs[0], y, ws[0], lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    m.elidedText(row.label, Qt::ElideRight, ws[0] - pad * 0.4));
        for (std::size_t s = 0; s < 2; ++s)
            p->drawText(QRectF(xs[s + 1], y, ws[s + 1], lineH), Qt::AlignRight | Qt::AlignVCenter,
                        row.cells[s]);
        QFont small = font;
        small.setItalic(true);
        p->setFont(small);
        p->setPen(QColor(90, 90, 110));
        p->drawText(QRectF(xs[3] + pad * 0.4, y, ws[3] - pad * 0.4, lineH),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(small).elidedText(row.note, Qt::ElideRight, ws[3] - pad * 0.4));
        y += lineH;
    }
    // The red margin line of a score pad, between the hand numbers and the scores.
    p->setPen(QPen(kMargin, 1));
    p->drawLine(QPointF(xs[1] - pad * 0.2, lineH + pad * 0.6),
                QPointF(xs[1] - pad * 0.2, r.height() - pad * 0.3));
}

}  // namespace rummy
