// SPDX-License-Identifier: GPL-3.0-or-later
// Matches that start at a later deal of their seed (MatchStart), the deal codes that name any
// deal of a match, and save files of such matches. A replay must deal exactly what the original
// deal dealt: every hand, the wild card, the open card and the closed deck in order.
#include <QtTest>

#include "cards/rng.h"
#include "io/deal_code.h"
#include "io/serialization.h"
#include "match/match.h"
#include "scripted_seats.h"
#include "test_registry.h"

using namespace rummy;
using rummy::test::play;
using rummy::test::Seat;

namespace {

// The match as it stood at the start of each deal, before anyone acted: deals are played to
// the match's end, or until `maxDeals` deals are dealt (the last of them is not played).
std::vector<IndianMatch> dealStarts(IndianMatch m, const std::vector<Seat>& seats,
                                    int maxDeals = 20) {
    std::vector<IndianMatch> starts;
    for (int d = 0; d < maxDeals; ++d) {
        if (d > 0 && (m.isOver() || !m.nextDeal())) break;
        starts.push_back(m);
        if (d + 1 == maxDeals) break;
        for (int step = 0; step < 1000 && !m.round().isOver(); ++step)
            if (!m.apply(play(seats[std::size_t(m.round().currentSeat())], m.round()))) break;
        if (!m.round().isOver()) qFatal("a scripted deal did not end");
    }
    return starts;
}

// The code of the deal `at` is about to play, typed back, deals the same cards to the same seats.
void checkReplay(const IndianMatch& at) {
    const std::string text = DealCode::of(at).toString();
    const auto code = DealCode::parse(text);
    QVERIFY2(code.ok(), text.c_str());
    QCOMPARE(code->seed, at.seed());
    QCOMPARE(code->deal, at.currentDeal().number);  // these matches start from their toss
    const auto replay = IndianMatch::create(at.rules(), code->players, code->seed, code->start());
    QVERIFY2(replay.ok(), text.c_str());
    const IndianRound& a = at.round();
    const IndianRound& b = replay->round();
    for (int s = 0; s < a.seats(); ++s) {
        QCOMPARE(b.hand(s), a.hand(s));
        QCOMPARE(b.outcome(s), a.outcome(s));  // who is dealt in
        QCOMPARE(replay->isOut(s), at.isOut(s));
    }
    QCOMPARE(b.closedDeck(), a.closedDeck());
    QVERIFY(b.openDeck() == a.openDeck());
    QVERIFY(b.wildCard() == a.wildCard());
    QCOMPARE(b.dealer(), a.dealer());
    QCOMPARE(b.currentSeat(), a.currentSeat());
    QVERIFY(b == a);  // and everything else a round holds
    QCOMPARE(replay->currentDeal().inPlay, at.currentDeal().inPlay);
    QCOMPARE(replay->currentDeal().seed, at.currentDeal().seed);
    QCOMPARE(replay->currentDeal().number, 0);
    QCOMPARE(replay->scores(), std::vector<int>(std::size_t(at.players()), 0));
    // A code of the replay's own deal names the same deal again.
    QCOMPARE(DealCode::of(replay.value()).toString(), text);
}

}  // namespace

class TestMatchStart : public QObject {
    Q_OBJECT
private slots:
    void poolDealsReplayWithSeatsOut();
    void dealsTieBreakerReplays();
    void replayGoesOnUnderItsFormat();
    void startsThatCannotHappen();
    void dealCodeTexts_data();
    void dealCodeTexts();
    void dealCodeRoundTrip();
    void savedReplayLoadsExactly();
};

// Pool 101, four seats: seats 1 and 2 drop at once (20), seat 3 after a draw (40), seat 0 wins.
// Seat 3 reaches 120 in deal 3: deals 4 and 5 leave it out.
void TestMatchStart::poolDealsReplayWithSeatsOut() {
    const auto starts =
        dealStarts(IndianMatch::create(IndianRules::preset(MatchFormat::Pool101), 4, 2024).value(),
                   {Seat::Passer, Seat::FirstDropper, Seat::FirstDropper, Seat::MiddleDropper});
    QCOMPARE(starts.size(), std::size_t(6));
    QVERIFY(starts[3].isOut(3));
    QCOMPARE(starts[3].round().outcome(3), Outcome::SittingOut);
    // The first deal keeps the short code of old; later ones carry their deal.
    QCOMPARE(DealCode::of(starts[0]).toString(),
             (DealCode{MatchFormat::Pool101, 4, 2024}).toString());
    QVERIFY(DealCode::of(starts[2]).toString().size() > DealCode::of(starts[0]).toString().size());
    for (const IndianMatch& m : starts) checkReplay(m);
    // Different deals of one match have different codes and different cards.
    QVERIFY(DealCode::of(starts[1]).toString() != DealCode::of(starts[2]).toString());
    QVERIFY(starts[1].round().hand(0) != starts[2].round().hand(0));
}

// Deals 3 with void wrong declarations (test_match.cpp): seat 2 loses every deal, and the
// tie-breaker between seats 0 and 1 leaves seat 2 out.
void TestMatchStart::dealsTieBreakerReplays() {
    IndianRules rules = IndianRules::preset(MatchFormat::Deals3);
    rules.invalidDeclarationEndsRound = true;
    const auto starts = dealStarts(IndianMatch::create(rules, 3, 3).value(),
                                   {Seat::Passer, Seat::Passer, Seat::WrongDeclarer}, 4);
    QCOMPARE(starts.size(), std::size_t(4));
    QVERIFY(starts[3].currentDeal().tieBreaker);
    QCOMPARE(starts[3].round().outcome(2), Outcome::SittingOut);
    for (const IndianMatch& m : starts) checkReplay(m);
}

// A replay is a fresh match from that deal: the dealer moves on and the shuffles follow the
// seed; in Deals formats its first deal counts as the first of the format's deals.
void TestMatchStart::replayGoesOnUnderItsFormat() {
    const std::uint64_t seed = 77;
    MatchStart start{4, 2, {true, true, true, false}};
    IndianMatch m =
        IndianMatch::create(IndianRules::preset(MatchFormat::Pool101), 4, seed, start).value();
    QCOMPARE(m.round().seed(), IndianMatch::dealSeed(seed, 4));
    QVERIFY(m.isOut(3));
    const auto played =
        dealStarts(m, {Seat::Passer, Seat::FirstDropper, Seat::FirstDropper, Seat::Passer}, 3);
    QCOMPARE(played.size(), std::size_t(3));
    QCOMPARE(played[1].currentDeal().dealer, 0);  // 2 -> 3 sits out -> 0
    QCOMPARE(played[1].round().seed(), IndianMatch::dealSeed(seed, 5));
    QCOMPARE(played[2].currentDeal().dealer, 1);
    QCOMPARE(played[2].round().seed(), IndianMatch::dealSeed(seed, 6));
    QCOMPARE(played[2].round().outcome(3), Outcome::SittingOut);
    QCOMPARE(DealCode::of(played[2]).deal, 6);

    // Deals 2 from deal 9: two deals are played, not zero.
    IndianMatch d =
        IndianMatch::create(IndianRules::preset(MatchFormat::Deals2), 2, seed, {9, 1, {}}).value();
    const auto deals = dealStarts(d, {Seat::Passer, Seat::WrongDeclarer});
    QCOMPARE(deals.size(), std::size_t(2));
    QVERIFY(!deals[1].currentDeal().tieBreaker);
    QCOMPARE(deals[1].round().seed(), IndianMatch::dealSeed(seed, 10));

    // Without a dealer the toss's dealer deals, or the next seat dealt in after it.
    IndianMatch t = IndianMatch::create(IndianRules::preset(MatchFormat::Pool101), 3, seed).value();
    const int tossDealer = t.tossDealer();
    std::vector<bool> in(3, true);
    in[std::size_t(tossDealer)] = false;
    IndianMatch u = IndianMatch::create(t.rules(), 3, seed, {0, -1, in}).value();
    QCOMPARE(u.round().dealer(), (tossDealer + 1) % 3);
    QCOMPARE(IndianMatch::create(t.rules(), 3, seed, {}).value(), t);
}

void TestMatchStart::startsThatCannotHappen() {
    const IndianRules pool = IndianRules::preset(MatchFormat::Pool101);
    const std::vector<MatchStart> bad{{-1, -1, {}},
                                      {MatchStart::kMaxDeal + 1, -1, {}},
                                      {0, 4, {}},                  // no seat 4 at a table of four
                                      {0, -2, {}},                 // -1 is the only "no dealer"
                                      {0, 0, {true, true, true}},  // three seats at a table of four
                                      {0, 0, {true, false, false, false}},  // one seat alone
                                      {0, 1, {true, false, true, true}},    // the dealer sits out
                                      {0, -1, {false, false, false, false}}};  // nobody
    for (const MatchStart& s : bad)
        QCOMPARE(IndianMatch::create(pool, 4, 1, s).error(), ErrorCode::BadRules);
    QVERIFY(IndianMatch::create(pool, 4, 1, {MatchStart::kMaxDeal, 3, {true, false, false, true}})
                .ok());
}

void TestMatchStart::dealCodeTexts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("error");  // ErrorCode; None: the fields below
    QTest::addColumn<int>("deal");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<QString>("inPlay");  // "" for every seat
    QTest::addColumn<QString>("canonical");
    const int ok = int(ErrorCode::None), parse = int(ErrorCode::Parse),
              bad = int(ErrorCode::BadRules);
    QTest::newRow("first deal") << "P101-4-1ZK3M9QX0A7TB" << ok << 0 << -1 << ""
                                << "P101-4-1ZK3M9QX0A7TB";
    // Third deal (3), seat 2 deals (digit 2), seat 3 out (mask 8 = "08").
    QTest::newRow("third deal") << "P101-4-1ZK3M9QX0A7TB-3208" << ok << 2 << 1 << "1110"
                                << "P101-4-1ZK3M9QX0A7TB-3208";
    QTest::newRow("lower case") << "p101-4-1zk3m9qx0a7tb-3208" << ok << 2 << 1 << "1110"
                                << "P101-4-1ZK3M9QX0A7TB-3208";
    QTest::newRow("read aloud") << "d2-2-1o-ii00" << ok << 0 << 0 << ""
                                << "D2-2-10-1100";
    // AA = 10 * 32 + 10 = 330: deal index 329; dealer 0: the toss decides.
    QTest::newRow("long deal") << "D6-6-Z-AA000" << ok << 329 << -1 << ""
                               << "D6-6-Z-AA000";
    QTest::newRow("seats 0 and 2 out") << "D3-5-7-2505" << ok << 1 << 4 << "01011"
                                       << "D3-5-7-2505";
    // 9RF = 9 * 1024 + 24 * 32 + 15 = 9999: the last deal a code can name.
    QTest::newRow("last deal") << "PTS-2-0-9RF100" << ok << 9998 << 0 << ""
                               << "PTS-2-0-9RF100";
    QTest::newRow("all defaults") << "PTS-3-5-1000" << ok << 0 << -1 << ""
                                  << "PTS-3-5";
    QTest::newRow("empty group") << "P101-4-0-" << parse << 0 << 0 << ""
                                 << "";
    QTest::newRow("short group") << "P101-4-0-120" << parse << 0 << 0 << ""
                                 << "";
    QTest::newRow("long group") << "P101-4-0-1234567" << parse << 0 << 0 << ""
                                << "";
    QTest::newRow("not a digit") << "P101-4-0-12!0" << parse << 0 << 0 << ""
                                 << "";
    QTest::newRow("a fifth group") << "P101-4-0-1200-1" << parse << 0 << 0 << ""
                                   << "";
    QTest::newRow("U is no digit") << "P101-4-0-1U00" << parse << 0 << 0 << ""
                                   << "";
    QTest::newRow("deal 0") << "P101-4-0-0100" << bad << 0 << 0 << ""
                            << "";
    QTest::newRow("deal 10000") << "P101-4-0-9RG100" << bad << 0 << 0 << ""
                                << "";
    QTest::newRow("dealer 5 of 4") << "P101-4-0-1500" << bad << 0 << 0 << ""
                                   << "";
    QTest::newRow("seat 4 of 4 out") << "P101-4-0-110G" << bad << 0 << 0 << ""
                                     << "";
    QTest::newRow("one seat left") << "P101-4-0-100E" << bad << 0 << 0 << ""
                                   << "";
    QTest::newRow("dealer sits out") << "P101-4-0-1101" << bad << 0 << 0 << ""
                                     << "";
    QTest::newRow("players first") << "P101-7-0-1100" << bad << 0 << 0 << ""
                                   << "";
}

void TestMatchStart::dealCodeTexts() {
    QFETCH(QString, text);
    QFETCH(int, error);
    const auto code = DealCode::parse(text.toStdString());
    QCOMPARE(int(code.error()), error);
    if (!code) return;
    QFETCH(int, deal);
    QFETCH(int, dealer);
    QFETCH(QString, inPlay);
    QFETCH(QString, canonical);
    QCOMPARE(code->deal, deal);
    QCOMPARE(code->dealer, dealer);
    QString seats;
    for (bool b : code->inPlay) seats += b ? QLatin1Char('1') : QLatin1Char('0');
    QCOMPARE(seats, inPlay);
    QCOMPARE(QString::fromStdString(code->toString()), canonical);
}

void TestMatchStart::dealCodeRoundTrip() {
    Rng rng(5);
    for (int i = 0; i < 2000; ++i) {
        DealCode c{MatchFormat(rng.below(6)), 2 + int(rng.below(5)), rng.next() >> rng.below(64)};
        c.deal = int(rng.below(MatchStart::kMaxDeal + 1));
        if (rng.below(2)) {
            c.inPlay.assign(std::size_t(c.players), false);
            c.inPlay[rng.below(std::uint64_t(c.players))] = true;
            while (std::count(c.inPlay.begin(), c.inPlay.end(), true) < 2 || rng.below(3))
                c.inPlay[rng.below(std::uint64_t(c.players))] = true;
            if (std::count(c.inPlay.begin(), c.inPlay.end(), false) == 0) c.inPlay.clear();
        }
        c.dealer = int(rng.below(std::uint64_t(c.players) + 1)) - 1;
        if (c.dealer >= 0 && !c.inPlay.empty() && !c.inPlay[std::size_t(c.dealer)]) c.dealer = -1;
        const auto back = DealCode::parse(c.toString());
        QVERIFY2(back.ok(), c.toString().c_str());
        QCOMPARE(back.value(), c);
    }
}

void TestMatchStart::savedReplayLoadsExactly() {
    const MatchStart start{2, 1, {true, true, true, false}};
    IndianMatch m =
        IndianMatch::create(IndianRules::preset(MatchFormat::Pool101), 4, 2024, start).value();
    const auto starts = dealStarts(
        m, {Seat::Passer, Seat::FirstDropper, Seat::FirstDropper, Seat::MiddleDropper}, 2);
    QCOMPARE(starts.size(), std::size_t(2));
    const IndianMatch& later = starts[1];  // one deal played, the second dealt
    const std::string text = Serialization::saveMatch(later);
    QVERIFY(text.find("\"start\"") != std::string::npos);
    const auto loaded = Serialization::loadMatch(text);
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value() == later);
    QCOMPARE(loaded->start(), start);

    // A match from its toss writes no start, as files always were.
    const IndianMatch plain =
        IndianMatch::create(IndianRules::preset(MatchFormat::Pool101), 4, 2024).value();
    const std::string old = Serialization::saveMatch(plain);
    QVERIFY(old.find("\"start\"") == std::string::npos);
    QVERIFY(Serialization::loadMatch(old).value() == plain);

    // A damaged start: malformed is Parse, impossible is BadRules.
    auto edit = [&](const std::string& from, const std::string& to) {
        std::string t = text;
        const auto at = t.find(from);
        if (at == std::string::npos) qFatal("no %s in the save", from.c_str());
        return Serialization::loadMatch(t.replace(at, from.size(), to)).error();
    };
    QCOMPARE(edit("\"dealer\": 1", "\"dealer\": \"x\""), ErrorCode::Parse);
    QCOMPARE(edit("\"start\": {", "\"start\": 3, \"x\": {"), ErrorCode::Parse);
    QCOMPARE(edit("\"dealer\": 1", "\"dealer\": 3"), ErrorCode::BadRules);  // sits out
    QCOMPARE(edit("\"deal\": 2", "\"deal\": -4"), ErrorCode::BadRules);
}

RUMMY_TEST_APPLESS_MAIN(TestMatchStart)

#include "test_match_start.moc"
