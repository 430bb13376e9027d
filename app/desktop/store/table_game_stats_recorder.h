// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include "match/match_fwd.h"

#include "store/stats_recorder.h"

namespace rummy {

class TableGameController;

// Counts the player's table-game hands and games in the statistics file (StatsStore::table):
// at each hand's end, the hand (won when the player went out, lost when another did), and at the
// game's end the game. Each hand once: the ledger of counted hands (by match id) skips a hand
// shown again after a resume. A bot in the player's seat is not the player: nothing is counted.
// As the other recorders: the autosave is flushed first (aboutToRecord), so a hand is never
// counted before its end is on disk, and `settled` lets the autosave of a finished game go.
class TableGameStatsRecorder : public QObject {
    Q_OBJECT
public:
    TableGameStatsRecorder(TableGameController* controller, QObject* parent, QString path);
    void setPath(const QString& path) { path_ = path; }  // empty: nothing is recorded
    // Counts the finished hand of `game` (and the game when it is over), unless counted
    // already.
    static StatsRecorder::Recording record(const QString& path, const TableGame& game,
                                           const QString& matchId);

signals:
    void notice(const QString& text);
    void saveFailed(const QString& why);
    void aboutToRecord();
    void settled();  // as StatsRecorder::settled

private:
    void recordFinishedHand();

    TableGameController* controller_;
    QString path_;
};

}  // namespace rummy
