// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded random-move matches of every format and table size. Each round goes through the
// random-play harness (support/random_play.h: every card accounted for, copies equal, every
// listed move legal, illegal moves refused with nothing changed, save/load round trips, the
// round ends with a sane result); between deals the match itself is checked: chips and pool
// scores add up, re-joins, tie-breakers, the winner, and the match save round trip.
#include <QtTest>

#include <chrono>
#include <string>

#include "cards/rng.h"
#include "cards/shoe.h"
#include "corpus_size.h"
#include "io/serialization.h"
#include "match/match.h"
#include "support/indian_round_adapter.h"
#include "support/random_play.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// The Indian adapter over the current round of a match: moves go through Match::apply, so the
// harness's copy and illegal-move checks cover the whole match (scores, events), not only the
// round, and its save round trip (off below: see saveEvery) would be the match's. Rounds stand
// in a match in every start they can have: a seat out of a pool, the dealer moving on,
// tie-breakers.
struct MatchRoundAdapter {
    using State = IndianMatch;
    using Move = rummy::Move;
    using Chooser = RandomDriver;

    bool isOver(const IndianMatch& m) const { return m.round().isOver(); }
    std::vector<Move> legalMoves(const IndianMatch& m) const { return m.round().legalMoves(); }
    Move choose(const IndianMatch& m, const std::vector<Move>& legal, RandomDriver& d,
                int step) const {
        return d.choose(m.round(), legal, step);
    }
    std::vector<Move> illegalMoves(const IndianMatch& m, RandomDriver& d) const {
        return d.illegal(m.round());
    }
    // What Match::apply would say: a match has no check() of its own.
    Status check(const IndianMatch& m, const Move& a) const {
        if (m.isOver()) return ErrorCode::MatchOver;
        return m.round().check(a);
    }
    Status apply(IndianMatch& m, const Move& a) const { return m.apply(a); }
    std::vector<Card> cards(const IndianMatch& m) const { return m.round().allCards(); }
    std::vector<Card> expectedCards(const IndianMatch& m) const { return Shoe::ordered(m.rules()); }
    Result<IndianMatch> reload(const IndianMatch& m) const {
        return Serialization::loadMatch(Serialization::saveMatch(m));
    }
    std::string moveName(const Move& a) const { return toString(a); }
    std::string checkState(const IndianMatch& m) const {
        return IndianRoundChecks::checkState(m.round());
    }
    std::string checkResult(const IndianMatch& m) const {
        return IndianRoundChecks::checkResult(m.round());
    }
};

struct Stats {
    int rejoins = 0, tieBreakers = 0;
    IndianTally tally;
};

// Plays the current round of `m` to its end through the harness, then saves and loads the
// round on its own.
void playRound(RandomPlay<MatchRoundAdapter>& play, IndianMatch& m, RandomDriver& d,
               std::uint64_t matchSeed, Stats& st) {
    if (auto failure = play.play(m, d, matchSeed)) {
        const std::string where =
            "deal " + std::to_string(m.currentDeal().number) + " of " + failure->toString();
        QFAIL(where.c_str());
    }
    st.tally.add(m.round());
    auto loaded = Serialization::loadRound(Serialization::saveRound(m.round()));
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value() == m.round());
}

void checkMatchAfterDeal(const IndianMatch& m) {
    const IndianRules& rules = m.rules();
    if (rules.isDeals()) {
        const int start = rules.chipsPerDeal * rules.dealsCount() * m.players();
        int total = 0;
        for (int c : m.chips()) total += c;
        int voided = 0;  // chips paid in deals without a winner leave the table
        for (const auto& d : m.deals())
            if (d.result.winner < 0)
                for (int p : d.result.points) voided += p;
        QCOMPARE(total, start - voided);
    }
    if (rules.isPool()) {
        int remaining = 0;
        for (int s = 0; s < m.players(); ++s) {
            QCOMPARE(m.isOut(s), m.scores()[std::size_t(s)] >= rules.poolLimit);
            remaining += !m.isOut(s);
        }
        QCOMPARE(m.isOver(), remaining <= 1);
    }
    if (m.isOver()) {
        if (rules.isPool()) QVERIFY(!m.isOut(m.winner()));
        if (rules.isDeals()) {
            QVERIFY(m.regularDealsPlayed() >= rules.dealsCount());
            for (int s = 0; s < m.players(); ++s)
                if (s != m.winner())
                    QVERIFY(m.chips()[std::size_t(s)] < m.chips()[std::size_t(m.winner())]);
        }
        if (rules.format == MatchFormat::Points) QCOMPARE(m.deals().size(), std::size_t(1));
    }
}

// Every seat that re-joins after this deal enters one above the highest score of the seats
// that stayed in, the same for each (not one above the seat that re-joined before it).
void tryRejoins(IndianMatch& m, RandomDriver& d, Stats& st) {
    int highest = 0;
    for (int o = 0; o < m.players(); ++o)
        if (!m.isOut(o)) highest = std::max(highest, m.scores()[std::size_t(o)]);
    for (int s = 0; s < m.players(); ++s) {
        if (!m.isOut(s) || !d.roll(2)) continue;
        const bool allowed =
            m.rules().allowRejoin && m.players() >= 3 && highest <= m.rules().rejoinMax;
        const Status r = m.rejoin(s);
        QCOMPARE(r.ok(), allowed);
        if (!r.ok()) continue;
        QCOMPARE(m.scores()[std::size_t(s)], highest + 1);
        ++st.rejoins;
    }
}

}  // namespace

class TestRandomGames : public QObject {
    Q_OBJECT
private slots:
    void matchesOfEveryFormat();
};

void TestRandomGames::matchesOfEveryFormat() {
    // 6 formats x 5 table sizes x 334 >= 10,000 rounds (a sixteenth under the sanitizers).
    constexpr int kRoundsPerTable = test::corpusSize(334);
    // A match save replays the whole match, which at every step (or even at every round's end)
    // costs more than all the other checks together: playRound() saves the round at its end
    // and the loop below saves the match at its end, as before the harness. test_random_play
    // checks round saves at every step.
    RandomPlayOptions options;
    options.saveEvery = 0;
    const auto start = std::chrono::steady_clock::now();
    RandomPlay<MatchRoundAdapter> play(MatchRoundAdapter{}, options);
    Stats st;
    int matches = 0;
    for (int f = 0; f < 6; ++f) {
        for (int players = 2; players <= 6; ++players) {
            const int target = play.stats().games + kRoundsPerTable;
            for (std::uint64_t seed = 1; play.stats().games < target; ++seed) {
                const std::uint64_t matchSeed = seed * 1000003 + std::uint64_t(f * 10 + players);
                RandomDriver d(matchSeed ^ 0xabcdef);
                const IndianRules rules = randomRules(MatchFormat(f), d.rng());
                auto created = IndianMatch::create(rules, players, matchSeed);
                QVERIFY(created.ok());
                IndianMatch m = created.value();
                for (int deal = 0; !m.isOver(); ++deal) {
                    QVERIFY2(deal < 200, "match does not end");
                    playRound(play, m, d, matchSeed, st);
                    if (QTest::currentTestFailed()) return;
                    checkMatchAfterDeal(m);
                    if (m.isOver()) break;
                    tryRejoins(m, d, st);
                    QVERIFY(m.nextDeal().ok());
                    st.tieBreakers += m.currentDeal().tieBreaker;
                }
                ++matches;
                QVERIFY(m.winner() >= 0 || rules.format == MatchFormat::Points);
                auto loaded = Serialization::loadMatch(Serialization::saveMatch(m));
                QVERIFY(loaded.ok());
                QVERIFY(loaded.value() == m);
            }
        }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const RandomPlayStats& ps = play.stats();
    const IndianTally& t = st.tally;
    qInfo(
        "%d matches, %d rounds, %lld steps in %.1f s: %d valid declarations, %d wrong, %d drops, "
        "%d rebuilds, %lld legal moves checked, %lld illegal refused, %d rejoins, "
        "%d tie-breakers, longest round %d turns",
        matches, ps.games, ps.steps, secs, t.valid, t.wrong, t.drops, t.rebuilds, ps.legalChecked,
        ps.illegalRefused, st.rejoins, st.tieBreakers, ps.longest);
    QVERIFY(ps.games >= 30 * kRoundsPerTable);
    // The drivers must reach every ending, or the invariants above prove little.
    QVERIFY(t.valid > 100 && t.wrong > 100 && t.drops > 100 && t.rebuilds > 0);
    QVERIFY(ps.illegalRefused > 10 * ps.games);
    QVERIFY(st.rejoins > 0 && st.tieBreakers > 0);
}

RUMMY_TEST_APPLESS_MAIN(TestRandomGames)

#include "test_random_games.moc"
