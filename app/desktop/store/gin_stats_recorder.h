// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>

#include "gin/gin_game.h"
#include "gin/gin_round.h"
#include "store/stats_recorder.h"
#include "store/stats_store.h"

namespace rummy {

class GinController;

// Writes the player's Gin record into the statistics after every finished hand (and the game's
// result after the last one), as StatsRecorder does for the Indian games: hands a bot played
// for the player are left out, and so is the result of any game such a hand was part of; each
// hand is counted once (StatsStore::isCounted, by the game's match id and the hand's number).
class GinStatsRecorder : public QObject {
    Q_OBJECT
public:
    GinStatsRecorder(GinController* controller, QObject* parent, QString path);

    // What the finished `round` meant for `seat`.
    static GinHandSummary summarize(const GinRound& round, int seat);
    const QString& path() const { return path_; }
    void setPath(const QString& path) { path_ = path; }

    // Counts the finished current hand of `game` (and the game's result when it is over and
    // `countGame`), unless that hand is counted already.
    static StatsRecorder::Recording record(const QString& path, const GinGame& game,
                                           const QString& matchId, bool countGame = true);

public slots:
    void recordFinishedHand();

signals:
    void aboutToRecord();  // as StatsRecorder::aboutToRecord
    void recorded();
    void notice(const QString& text);
    void saveFailed(const QString& text);
    void settled();  // as StatsRecorder::settled

private:
    GinController* controller_;
    QString path_;
    std::optional<std::uint64_t> botPlayedGame_;  // the game seed a bot played seat 0 in
};

}  // namespace rummy
