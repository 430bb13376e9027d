// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>

#include "indian/indian_round.h"
#include "match/match.h"
#include "store/stats_store.h"

namespace rummy {

class IndianController;

// Writes the human seat's record into the statistics after every finished deal (and the
// match's result after the last one). Deals a bot played for the human (humanIsBot) are not
// the player's and are left out, and so is the result of any match such a deal was part of.
// The file is read, updated and written each time, so that the statistics window (which
// reads the same file) and a reset there always see the latest figures. Each deal is counted
// once: the file keeps which deals of which match it counted (StatsStore::isCounted).
class StatsRecorder : public QObject {
    Q_OBJECT
public:
    explicit StatsRecorder(IndianController* controller, QObject* parent = nullptr,
                           QString path = StatsStore::defaultPath());

    // What the finished `round` meant for `seat`.
    static DealSummary summarize(const IndianRound& round, int seat);
    // Where the statistics are kept; empty: nothing is recorded (the window in tests).
    const QString& path() const { return path_; }
    void setPath(const QString& path) { path_ = path; }

    // Counts the finished current deal of `match` (the match `matchId`) into the file at
    // `path`, with the match's result when it is over and `countMatch`; nothing when that deal
    // is counted already. Also for an autosave found at the start (MainWindow::offerResume).
    enum class Counting { Recorded, AlreadyCounted, Failed };
    struct Recording {
        Counting counting = Counting::Failed;
        QString notice;  // a damaged file set aside, or why it could not be written
    };
    static Recording record(const QString& path, const IndianMatch& match, const QString& matchId,
                            bool countMatch = true);

public slots:
    // Records the deal that just ended; nothing when it is not over or was recorded already.
    void recordFinishedDeal();

signals:
    // Just before the file is read and written: the autosave's writes under way must be on
    // disk first (Autosaver::flush), so that no deal is counted before its end is saved.
    void aboutToRecord();
    void recorded();
    // A problem with the statistics file, for the status line: unreadable (`notice`), or it
    // could not be written (`saveFailed`).
    void notice(const QString& text);
    void saveFailed(const QString& text);
    // The deal that just ended is in the statistics, or is not the player's to count: a match
    // that is over may now drop its autosave (Autosaver::settle). Not after a failed write.
    void settled();

private:
    IndianController* controller_;
    QString path_;
    std::optional<std::uint64_t> botPlayedMatch_;  // the match seed a bot played seat 0 in
};

}  // namespace rummy
