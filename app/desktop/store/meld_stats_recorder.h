// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace rummy {

class MeldGameController;
class TableGame;

// Counts the player's table-game hands and games in the statistics file (StatsStore::table):
// at each hand's end, the hand (won when the player went out, lost when another did), and at the
// game's end the game. Each hand once: the ledger of counted hands (by match id) skips a hand
// shown again after a resume. A bot in the player's seat is not the player: nothing is counted.
class MeldStatsRecorder : public QObject {
    Q_OBJECT
public:
    MeldStatsRecorder(MeldGameController* controller, QObject* parent, QString path);
    void setPath(const QString& path) { path_ = path; }  // empty: nothing is recorded
    // Counts the finished hand of `game` (and the game when it is over); returns the problem
    // with the file, for people, or an empty string.
    static QString record(const QString& path, const TableGame& game, const QString& matchId);

signals:
    void notice(const QString& text);

private:
    MeldGameController* controller_;
    QString path_;
};

}  // namespace rummy
