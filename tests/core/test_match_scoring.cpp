// SPDX-License-Identifier: GPL-3.0-or-later
// The match formats as strategies (match/match_scoring.h), on tallies fed by hand-made deal
// results: every format's end, winner, next dealer and final totals, the Gin and table-game
// formats included (their games run on these; test_gin_game and test_table_game play them).
#include <QtTest>

#include "gin/gin_rules.h"
#include "match/match_scoring.h"
#include "table/table_rules.h"
#include "test_registry.h"

using namespace rummy;

namespace {

RoundResult won(int winner, std::vector<int> points) {
    RoundResult r;
    r.winner = winner;
    r.points = std::move(points);
    return r;
}

// What a match does with a finished deal: add its points, then let the format settle it.
void settle(const MatchScoring& scoring, MatchTally& t, const RoundResult& r, int deals) {
    for (std::size_t s = 0; s < r.points.size(); ++s) t.scores[s] += r.points[s];
    settleDeal(scoring, t, r, deals);
}

MatchTally fresh(const MatchScoring& scoring, int players) {
    return startTally(scoring, players, std::vector<bool>(std::size_t(players), true));
}

}  // namespace

class TestMatchScoring : public QObject {
    Q_OBJECT
private slots:
    void strategiesFromRules();
    void ginGameToTargetWithBoxesAndShutout();
    void ginVoidHandAndBonusesOff();
    void penaltyLowestTotalWins();
    void winnerCollectsHighestTotalWins();
    void outToWinWaitsForTheGoer();
    void setNumberOfHands();
    void dealerRules();
    void dealsChipsAndTotals();
};

void TestMatchScoring::strategiesFromRules() {
    GinRules gin;
    gin.target = 150;
    gin.boxBonus = 20;
    gin.shutoutDoubles = false;
    QCOMPARE(scoringFor(gin), MatchScoring(GinScoring{150, 100, 20, false}));

    TableRules table;  // penalty points to 100
    QCOMPARE(scoringFor(table), MatchScoring(TargetScoring{100, true, 0, false}));
    table.scoring = TableScoring::MeldedMinusHand;
    table.target = 500;
    table.outToWin = true;
    QCOMPARE(scoringFor(table), MatchScoring(TargetScoring{500, false, 0, true}));

    IndianRules deals = IndianRules::preset(MatchFormat::Deals3);
    const MatchScoring dealsScoring = scoringFor(deals);
    const auto* d = std::get_if<DealsScoring>(&dealsScoring);
    QVERIFY(d);
    QCOMPARE(d->deals, 3);
    QCOMPARE(fresh(*d, 3).chips, (std::vector<int>{3 * deals.chipsPerDeal, 240, 240}));
}

// The worked count of a Gin game: 100 to win, a game bonus of 100 and 25 a box; the loser won
// no hand, so the winner's hand points are doubled before the bonuses.
void TestMatchScoring::ginGameToTargetWithBoxesAndShutout() {
    const MatchScoring gin = GinScoring{};
    MatchTally t = fresh(gin, 2);
    settle(gin, t, won(0, {40, 0}), 1);
    settle(gin, t, won(0, {35, 0}), 2);
    QVERIFY(!t.over);
    QCOMPARE(t.winner, -1);
    settle(gin, t, won(0, {29, 0}), 3);
    QVERIFY(t.over);
    QCOMPARE(t.winner, 0);
    QCOMPARE(t.scores, (std::vector<int>{104, 0}));
    QCOMPARE(t.dealsWon, (std::vector<int>{3, 0}));
    MatchTotals m = matchTotals(gin, t);
    QVERIFY(m.shutout);
    QCOMPARE(m.totals, (std::vector<int>{104 * 2 + 100 + 3 * 25, 0}));

    // The loser won a hand: no shutout, and its box counts for it.
    MatchTally u = fresh(gin, 2);
    settle(gin, u, won(1, {0, 12}), 1);
    settle(gin, u, won(0, {100, 0}), 2);
    QVERIFY(u.over);
    QCOMPARE(u.winner, 0);
    m = matchTotals(gin, u);
    QVERIFY(!m.shutout);
    QCOMPARE(m.totals, (std::vector<int>{100 + 100 + 25, 12 + 25}));
}

void TestMatchScoring::ginVoidHandAndBonusesOff() {
    const MatchScoring gin = GinScoring{50, 0, 0, false};
    MatchTally t = fresh(gin, 2);
    settle(gin, t, won(-1, {0, 0}), 1);  // a void hand: nobody scores, nobody gets a box
    QCOMPARE(t.dealsWon, (std::vector<int>{0, 0}));
    QVERIFY(!t.over);
    settle(gin, t, won(1, {0, 50}), 2);
    QVERIFY(t.over);
    QCOMPARE(t.winner, 1);
    const MatchTotals m = matchTotals(gin, t);
    QVERIFY(m.shutout);  // said, though it doubles nothing with shutoutDoubles off
    QCOMPARE(m.totals, (std::vector<int>{0, 50}));
}

// Straight Rummy: penalty points to 100, the lowest total wins, a tie to the lower seat.
void TestMatchScoring::penaltyLowestTotalWins() {
    const MatchScoring penalty = TargetScoring{100, true, 0, false};
    MatchTally t = fresh(penalty, 3);
    settle(penalty, t, won(0, {0, 60, 30}), 1);
    QVERIFY(!t.over);
    settle(penalty, t, won(1, {30, 0, 70}), 2);  // seat 2 reaches 100
    QVERIFY(t.over);
    QCOMPARE(t.scores, (std::vector<int>{30, 60, 100}));
    QCOMPARE(t.winner, 0);

    MatchTally tie = fresh(penalty, 3);
    settle(penalty, tie, won(-1, {40, 40, 120}), 1);  // a blocked hand can end the game too
    QVERIFY(tie.over);
    QCOMPARE(tie.winner, 0);
}

void TestMatchScoring::winnerCollectsHighestTotalWins() {
    const MatchScoring collects = TargetScoring{100, false, 0, false};
    MatchTally t = fresh(collects, 3);
    settle(collects, t, won(2, {0, 0, 90}), 1);
    QVERIFY(!t.over);
    settle(collects, t, won(1, {0, 110, 0}), 2);  // seat 1 reaches the target first and leads
    QVERIFY(t.over);
    QCOMPARE(t.winner, 1);
}

// Rummy 500's option: a player past the target who did not go out has not won yet.
void TestMatchScoring::outToWinWaitsForTheGoer() {
    const MatchScoring out = TargetScoring{500, false, 0, true};
    MatchTally t = fresh(out, 2);
    settle(out, t, won(1, {520, 60}), 1);  // seat 0 passes 500, but seat 1 went out
    QVERIFY(!t.over);
    settle(out, t, won(1, {-20, 450}), 2);  // seat 1 goes out at 510: it wins, though lower
    QVERIFY(t.over);
    QCOMPARE(t.winner, 1);
    QCOMPARE(t.scores, (std::vector<int>{500, 510}));
}

void TestMatchScoring::setNumberOfHands() {
    const MatchScoring three = TargetScoring{100, true, 3, false};
    MatchTally t = fresh(three, 2);
    settle(three, t, won(0, {0, 150}), 1);  // past the target: it plays no part
    settle(three, t, won(1, {20, 0}), 2);
    QVERIFY(!t.over);
    settle(three, t, won(1, {30, 0}), 3);
    QVERIFY(t.over);
    QCOMPARE(t.winner, 0);  // 50 against 150
}

void TestMatchScoring::dealerRules() {
    const std::vector<bool> all(4, true);
    // Gin: the winner deals; after a void hand the same dealer again.
    QCOMPARE(nextDealer(GinScoring{}, 0, 1, {true, true}), 1);
    QCOMPARE(nextDealer(GinScoring{}, 0, 0, {true, true}), 0);
    QCOMPARE(nextDealer(GinScoring{}, 1, -1, {true, true}), 1);
    // The others: the next seat dealt in, whoever won.
    QCOMPARE(nextDealer(TargetScoring{}, 3, 1, all), 0);
    QCOMPARE(nextDealer(PointsScoring{}, 1, 1, all), 2);
    QCOMPARE(nextDealer(PoolScoring{}, 1, 0, {true, true, false, true}), 3);
}

void TestMatchScoring::dealsChipsAndTotals() {
    const MatchScoring deals = DealsScoring{2, 80};
    MatchTally t = fresh(deals, 2);
    settle(deals, t, won(0, {0, 40}), 1);
    QCOMPARE(t.chips, (std::vector<int>{200, 120}));
    QVERIFY(!t.over);
    settle(deals, t, won(1, {10, 0}), 2);
    QVERIFY(t.over);
    QCOMPARE(t.winner, 0);
    QCOMPARE(matchTotals(deals, t).totals, t.chips);
    QCOMPARE(matchTotals(PointsScoring{}, t).totals, t.scores);
}

RUMMY_TEST_APPLESS_MAIN(TestMatchScoring)

#include "test_match_scoring.moc"
