// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/deal_value.h"

namespace rummy::search {

namespace {

// Whether the family's points are paid (lower is better) rather than won.
bool pointsArePaid(const Round& round) {
    if (round.indian()) return true;
    if (round.gin()) return false;
    return round.table()->rules().scoring == TableScoring::Penalty;
}

}  // namespace

double dealValue(const Round& round, int seat) {
    if (!round.isOver()) return 0;
    const RoundResult r = round.result();
    const auto s = static_cast<std::size_t>(seat);
    if (!r.net.empty()) return r.net[s];
    double others = 0;
    int count = 0;
    for (std::size_t o = 0; o < r.points.size(); ++o) {
        if (o == s || r.outcomes[o] == Outcome::SittingOut) continue;
        others += r.points[o];
        ++count;
    }
    const double mean = count > 0 ? others / count : 0;
    return pointsArePaid(round) ? mean - r.points[s] : r.points[s] - mean;
}

}  // namespace rummy::search
