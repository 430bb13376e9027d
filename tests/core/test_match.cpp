// SPDX-License-Identifier: GPL-3.0-or-later
// Matches of every format, driven by simple scripted seats (passers, droppers, wrong
// declarers) whose scores are easy to predict by hand.
#include <QtTest>

#include <functional>

#include "match/match.h"
#include "scripted_seats.h"
#include "test_registry.h"

using namespace rummy;
using rummy::test::play;
using rummy::test::Seat;

namespace {

void playDeal(IndianMatch& m, const std::vector<Seat>& seats) {
    for (int step = 0; step < 1000 && !m.round().isOver(); ++step) {
        const Status st = m.apply(play(seats[std::size_t(m.round().currentSeat())], m.round()));
        QVERIFY2(st.ok(), errorCodeName(st.error()));
    }
    QVERIFY(m.round().isOver());
}

IndianMatch makeMatch(MatchFormat f, int players, std::uint64_t seed, IndianRules rules = {}) {
    if (rules == IndianRules{}) rules = IndianRules::preset(f);
    auto m = IndianMatch::create(rules, players, seed);
    if (!m) qFatal("match not created");
    return m.value();
}

// The dealer moves one seat on, skipping seats that are not dealt in.
void checkDealerRotation(const IndianMatch& m) {
    const auto& d = m.deals();
    QCOMPARE(d.front().dealer, (m.tossResult().winner + m.players() - 1) % m.players());
    for (std::size_t i = 1; i < d.size(); ++i) {
        int expected = d[i - 1].dealer;
        do expected = (expected + 1) % m.players();
        while (!d[i].inPlay[std::size_t(expected)]);
        QCOMPARE(d[i].dealer, expected);
        QCOMPARE(d[i].seed, IndianMatch::dealSeed(m.seed(), int(i)));
    }
}

}  // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void creation();
    void pointsIsOneDeal();
    void pool101WithRejoin();
    void pool201Rejoin();
    void rejoinsAfterOneDealShareTheScore();
    void dealsTwoTieBreaker();
    void dealsThreeVoidDealsAndTieBreakAmongLeaders();
};

void TestMatch::creation() {
    QCOMPARE(IndianMatch::create(IndianRules{}, 1, 0).error(), ErrorCode::BadRules);
    QCOMPARE(IndianMatch::create(IndianRules{}, 7, 0).error(), ErrorCode::BadRules);
    const IndianMatch a = makeMatch(MatchFormat::Points, 4, 99);
    QVERIFY(a == makeMatch(MatchFormat::Points, 4, 99));
    QVERIFY(!(a == makeMatch(MatchFormat::Points, 4, 100)));
    QCOMPARE(a.tossResult(), toss(a.rules(), 4, IndianMatch::tossSeed(99)));
    // The toss winner plays first: the dealer sits just before them.
    QCOMPARE(a.round().currentSeat(), a.tossResult().winner);
    QCOMPARE(a.round().seed(), IndianMatch::dealSeed(99, 0));
    QVERIFY(IndianMatch::dealSeed(99, 0) != IndianMatch::dealSeed(99, 1));
    QVERIFY(IndianMatch::tossSeed(99) != IndianMatch::dealSeed(99, 0));
    QCOMPARE(a.currentDeal().number, 0);
    IndianMatch b = a;
    QCOMPARE(b.nextDeal().error(), ErrorCode::WrongPhase);
    QCOMPARE(b.apply(moves::Discard{Card{}}).error(), ErrorCode::WrongPhase);
    QVERIFY(b == a);
}

void TestMatch::pointsIsOneDeal() {
    // Everyone but seat 2 drops at once: seat 2 wins, the others pay 20 each.
    IndianMatch m = makeMatch(MatchFormat::Points, 5, 7);
    playDeal(m, {Seat::FirstDropper, Seat::FirstDropper, Seat::Passer, Seat::FirstDropper,
                 Seat::FirstDropper});
    QVERIFY(m.isOver());
    QCOMPARE(m.winner(), 2);
    QCOMPARE(m.scores(), (std::vector<int>{20, 20, 0, 20, 20}));
    QCOMPARE(m.deals().size(), std::size_t(1));
    QVERIFY(m.deals()[0].finished);
    QCOMPARE(m.deals()[0].result.winner, 2);
    QCOMPARE(m.apply(moves::DrawClosed{}).error(), ErrorCode::MatchOver);
    QCOMPARE(m.nextDeal().error(), ErrorCode::MatchOver);
    QCOMPARE(m.rejoin(0).error(), ErrorCode::MatchOver);
}

// Four seats. Every deal: seats 1 and 2 drop at once (20), seat 3 drops after a draw (40),
// seat 0 wins. After three deals: 0 / 60 / 60 / 120, seat 3 is out and may re-join at 61.
// After deal 4: 0 / 80 / 80 / 101: seat 3 out again, and 80 > 79 forbids a second re-join.
// After deal 6 seats 1 and 2 reach 120: seat 0 is the last one standing.
void TestMatch::pool101WithRejoin() {
    IndianMatch m = makeMatch(MatchFormat::Pool101, 4, 2024);
    const std::vector<Seat> seats{Seat::Passer, Seat::FirstDropper, Seat::FirstDropper,
                                  Seat::MiddleDropper};
    for (int d = 0; d < 3; ++d) {
        QCOMPARE(m.rejoin(3).error(), ErrorCode::RejoinNotAllowed);  // not out yet
        playDeal(m, seats);
        if (d < 2) QVERIFY(m.nextDeal().ok());
    }
    QCOMPARE(m.scores(), (std::vector<int>{0, 60, 60, 120}));
    QVERIFY(m.isOut(3) && !m.isOut(1));
    QVERIFY(!m.isOver());
    QCOMPARE(m.rejoin(1).error(), ErrorCode::RejoinNotAllowed);  // not out
    {
        IndianMatch without = m;  // the next deal leaves seat 3 out; it cannot re-join mid-deal
        QVERIFY(without.nextDeal().ok());
        QCOMPARE(without.round().outcome(3), Outcome::SittingOut);
        QVERIFY(without.round().hand(3).empty());
        QCOMPARE(without.rejoin(3).error(), ErrorCode::WrongPhase);
    }
    QVERIFY(m.rejoin(3).ok());
    QCOMPARE(m.scores()[3], 61);
    QCOMPARE(m.rejoins(3), 1);
    QVERIFY(m.nextDeal().ok());
    QCOMPARE(m.round().outcome(3), Outcome::Playing);
    playDeal(m, seats);
    QCOMPARE(m.scores(), (std::vector<int>{0, 80, 80, 101}));
    QVERIFY(m.isOut(3));
    QCOMPARE(m.rejoin(3).error(), ErrorCode::RejoinNotAllowed);
    for (int d = 0; d < 2; ++d) {
        QVERIFY(m.nextDeal().ok());
        playDeal(m, seats);
    }
    QVERIFY(m.isOver());
    QCOMPARE(m.winner(), 0);
    QCOMPARE(m.scores(), (std::vector<int>{0, 120, 120, 101}));
    QCOMPARE(m.deals().size(), std::size_t(6));
    QCOMPARE(m.deals()[3].scoresAfter, (std::vector<int>{0, 80, 80, 101}));
    checkDealerRotation(m);
}

// Pool 201, three seats: drops cost 25 and 50. Seat 2 (middle drops) reaches 250 after five
// deals while seat 1 has 125 <= 174: seat 2 may re-join at 126.
void TestMatch::pool201Rejoin() {
    IndianMatch m = makeMatch(MatchFormat::Pool201, 3, 5);
    const std::vector<Seat> seats{Seat::Passer, Seat::FirstDropper, Seat::MiddleDropper};
    for (int d = 0; d < 5; ++d) {
        if (d) QVERIFY(m.nextDeal().ok());
        playDeal(m, seats);
    }
    QCOMPARE(m.scores(), (std::vector<int>{0, 125, 250}));
    QVERIFY(m.isOut(2));
    QVERIFY(m.rejoin(2).ok());
    QCOMPARE(m.scores(), (std::vector<int>{0, 125, 126}));
    checkDealerRotation(m);
}

// Five seats, Pool 101: seats 1 and 2 drop in the middle (40) every deal, seats 3 and 4 at once
// (20). After three deals 1 and 2 are out with 120 while 3 and 4 have 60: both re-join at 61,
// the score the result screen states, not 61 and then 62.
void TestMatch::rejoinsAfterOneDealShareTheScore() {
    IndianMatch m = makeMatch(MatchFormat::Pool101, 5, 77);
    const std::vector<Seat> seats{Seat::Passer, Seat::MiddleDropper, Seat::MiddleDropper,
                                  Seat::FirstDropper, Seat::FirstDropper};
    for (int d = 0; d < 3; ++d) {
        if (d) QVERIFY(m.nextDeal().ok());
        playDeal(m, seats);
    }
    QCOMPARE(m.scores(), (std::vector<int>{0, 120, 120, 60, 60}));
    QCOMPARE(m.rejoinScore(), 61);
    QVERIFY(m.rejoin(1).ok());
    QCOMPARE(m.rejoinScore(), 61);
    QVERIFY(m.rejoin(2).ok());
    QCOMPARE(m.scores(), (std::vector<int>{0, 61, 61, 60, 60}));
    // After the next deal the re-joined seats count as any other.
    QVERIFY(m.nextDeal().ok());
    playDeal(m, seats);
    QCOMPARE(m.scores(), (std::vector<int>{0, 101, 101, 80, 80}));
}

// Best of 2, two seats, 160 chips each. Deal 1: seat 1 declares wrongly (80) -> 240 / 80.
// Deal 2: seat 0 does -> 160 / 160, a tie: a tie-breaker deal, which seat 1 loses again.
void TestMatch::dealsTwoTieBreaker() {
    IndianMatch m = makeMatch(MatchFormat::Deals2, 2, 11);
    QCOMPARE(m.chips(), (std::vector<int>{160, 160}));
    playDeal(m, {Seat::Passer, Seat::WrongDeclarer});
    QCOMPARE(m.chips(), (std::vector<int>{240, 80}));
    QVERIFY(m.nextDeal().ok());
    playDeal(m, {Seat::WrongDeclarer, Seat::Passer});
    QCOMPARE(m.chips(), (std::vector<int>{160, 160}));
    QVERIFY(!m.isOver());
    QVERIFY(m.nextDeal().ok());
    QVERIFY(m.currentDeal().tieBreaker);
    playDeal(m, {Seat::Passer, Seat::WrongDeclarer});
    QVERIFY(m.isOver());
    QCOMPARE(m.winner(), 0);
    QCOMPARE(m.chips(), (std::vector<int>{240, 80}));
    QCOMPARE(m.regularDealsPlayed(), 2);
    QCOMPARE(m.scores(), (std::vector<int>{80, 160}));
    checkDealerRotation(m);
}

// Best of 3, three seats, 240 chips each, with the option that a wrong declaration voids the
// deal (the declarer pays, nobody collects). Seat 2 declares wrongly in all three deals:
// 240 / 240 / 0. Seats 0 and 1 play a tie-breaker without seat 2; seat 1 voids it: 240 / 160.
void TestMatch::dealsThreeVoidDealsAndTieBreakAmongLeaders() {
    IndianRules rules = IndianRules::preset(MatchFormat::Deals3);
    rules.invalidDeclarationEndsRound = true;
    IndianMatch m = makeMatch(MatchFormat::Deals3, 3, 3, rules);
    // Seat 2 must get to act in each deal: seats 0 and 1 pass until it has declared.
    const std::vector<Seat> seats{Seat::Passer, Seat::Passer, Seat::WrongDeclarer};
    for (int d = 0; d < 3; ++d) {
        if (d) QVERIFY(m.nextDeal().ok());
        playDeal(m, seats);
        QCOMPARE(m.deals().back().result.winner, -1);
    }
    QCOMPARE(m.chips(), (std::vector<int>{240, 240, 0}));
    QVERIFY(!m.isOver());
    QVERIFY(m.nextDeal().ok());
    QVERIFY(m.currentDeal().tieBreaker);
    QCOMPARE(m.round().outcome(2), Outcome::SittingOut);
    playDeal(m, {Seat::Passer, Seat::WrongDeclarer, Seat::Passer});
    QVERIFY(m.isOver());
    QCOMPARE(m.winner(), 0);
    QCOMPARE(m.chips(), (std::vector<int>{240, 160, 0}));
    checkDealerRotation(m);
}

RUMMY_TEST_APPLESS_MAIN(TestMatch)

#include "test_match.moc"
