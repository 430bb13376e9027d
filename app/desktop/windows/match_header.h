// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "match/match_fwd.h"

class QLabel;
class QToolButton;

namespace rummy {

class IndianController;
class GinController;
class TableGameController;

// The strip above the table saying what is being played ("Pool rummy, 101 · Deal 3 ·
// 4 players"), with the match's standings one click away. It follows whichever
// table is on show.
class MatchHeader : public QWidget {
    Q_OBJECT
public:
    explicit MatchHeader(QWidget* parent = nullptr);
    void showIndian(const IndianController* controller);
    void showGin(const GinController* controller);
    void showTable(const TableGameController* controller);
    QString text() const;
    QToolButton* standingsButton() const { return standings_; }

    static QString indianText(const IndianMatch& match);
    static QString ginText(const GinGame& game);
    static QString tableText(const TableGame& game);

signals:
    void standingsRequested();

private:
    QLabel* label_ = nullptr;
    QToolButton* standings_ = nullptr;
};

}  // namespace rummy
