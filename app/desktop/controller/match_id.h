// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRandomGenerator>
#include <QString>

namespace rummy {

// A name for one match (or game of Gin) as the player played it: made when it starts, kept in
// its saves, so that the statistics know which deals of it they counted (StatsStore). Not the
// seed: the same seed can be played twice (--seed, a deal code), and each play counts.
inline QString newMatchId() {
    return QString::number(QRandomGenerator::global()->generate64(), 16).rightJustified(16, u'0');
}

}  // namespace rummy
