// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QStringList>
#include <array>
#include <vector>

#include "gin/gin_game.h"

namespace rummy {

// The Gin score sheet as a pad of paper on the table: a line per finished hand with the
// winner's running total and how the hand ended, the boxes (hands won) below, and at the
// game's end the game bonus, the box bonuses, the shutout and the final totals. Only the
// latest hands are listed when the pad is short.
class GinScoreSheet : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(rummy::GinScoreSheet)
public:
    struct Line {
        int hand = 0;                 // 1-based
        int winner = -1;              // -1: void
        std::array<int, 2> totals{};  // running hand points after it
        GinEnding ending = GinEnding::Playing;
    };
    struct Sheet {
        QStringList names;  // seat 0, seat 1
        int target = 100;
        std::vector<Line> lines;
        std::array<int, 2> boxes{};
        bool over = false;
        int winner = -1;
        GinGameTotals totals;
        int gameBonus = 100;
        int boxBonus = 25;
        bool shutoutDoubles = true;
    };
    static Sheet sheetOf(const GinGame& game, const QStringList& names);

    explicit GinScoreSheet(QGraphicsItem* parent = nullptr);
    void setSheet(const Sheet& sheet);
    const Sheet& sheet() const { return sheet_; }
    void setGeometry(QSizeF size, int pixelSize);
    // The lines as text, top to bottom (tests and the accessible description).
    QStringList rows() const;
    static QString endingText(GinEnding ending);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Row {
        QString label;
        std::array<QString, 2> cells;
        QString note;
        bool bold = false;
        bool rule = false;  // a line is drawn above it
    };
    std::vector<Row> tableRows() const;

    Sheet sheet_;
    QSizeF size_{240, 200};
    int pixelSize_ = 14;
};

}  // namespace rummy
