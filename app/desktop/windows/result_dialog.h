// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

namespace rummy {

class Match;

// The end of a deal: every hand shown in its groups with their kind, each seat's points for
// the deal and the match scores. Closing it deals the next hand.
class ResultDialog : public QDialog {
    Q_OBJECT
public:
    // `names` by seat (GameController::seatName); missing ones get the default names.
    ResultDialog(const Match& match, QWidget* parent = nullptr, const QStringList& names = {});
    static QString resultHtml(const Match& match, const QStringList& names = {});
    // The running totals in the format's terms (Pool, Deals or Points) and, at the end, the winner.
    static QString scoreboardHtml(const Match& match, const QStringList& names = {});
};

}  // namespace rummy
