// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>

#include "gin/gin_round.h"
#include "store/stats_store.h"

namespace rummy {

class GinController;

// Writes the player's Gin record into the statistics after every finished hand (and the game's
// result after the last one), as StatsRecorder does for the Indian games: hands a bot played
// for the player are left out, and so is the result of any game such a hand was part of.
class GinStatsRecorder : public QObject {
    Q_OBJECT
public:
    GinStatsRecorder(GinController* controller, QObject* parent, QString path);

    // What the finished `round` meant for `seat`.
    static GinHandSummary summarize(const GinRound& round, int seat);
    const QString& path() const { return path_; }
    void setPath(const QString& path) { path_ = path; }

public slots:
    void recordFinishedHand();

signals:
    void recorded();
    void notice(const QString& text);

private:
    GinController* controller_;
    QString path_;
    std::optional<std::uint64_t> botPlayedGame_;  // the game seed a bot played seat 0 in
};

}  // namespace rummy
