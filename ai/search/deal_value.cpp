// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/deal_value.h"

#include "gin/gin_hand.h"
#include "indian/hand_rules.h"
#include "table/table_hand.h"

namespace rummy::search {

namespace {

// Whether the family's points are paid (lower is better) rather than won.
bool pointsArePaid(const Round& round) {
    if (round.indian()) return true;
    if (round.gin()) return false;
    return round.table()->rules().scoring == TableScoring::Penalty;
}

}  // namespace

int handValue(const Round& round, const std::vector<Card>& hand) {
    std::vector<Face> faces;
    faces.reserve(hand.size());
    for (Card c : hand) faces.push_back(c.face());
    if (const IndianRound* r = round.indian()) return handPoints(r->rules(), faces, r->wildCards());
    if (round.gin()) return ginDeadwood(faces);
    return bestTableHand(round.table()->rules().melds, faces).leftValue;
}

double handValueLead(const Round& round, int seat) {
    // The hands straight from the family's round: a view would list legal moves for nothing.
    const auto handOf = [&](int s) -> const std::vector<Card>& {
        if (const IndianRound* r = round.indian()) return r->hand(s);
        if (const GinRound* g = round.gin()) return g->hand(s);
        return round.table()->hand(s);
    };
    const auto playing = [&](int s) {
        const IndianRound* r = round.indian();
        return !r || r->outcome(s) == Outcome::Playing;  // Gin's and the table games' all play
    };
    double others = 0;
    int count = 0;
    for (int s = 0; s < round.seats(); ++s) {
        if (s == seat || !playing(s)) continue;
        others += handValue(round, handOf(s));
        ++count;
    }
    return (count > 0 ? others / count : 0) - handValue(round, handOf(seat));
}

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
