// SPDX-License-Identifier: GPL-3.0-or-later
// The random-play harness (support/random_play.h) over every round family: seeded games of
// random moves with the engine's invariants checked at every step, the save round trip
// included. A new family adds its adapter and one test function here. The harness is also
// shown broken adapters, each with one defect, and must name the defect: a check that cannot
// fail proves nothing. (Rounds inside matches are played by test_random_games.)
#include <QtTest>

#include <chrono>
#include <string>

#include "corpus_size.h"
#include "support/gin_round_adapter.h"
#include "support/indian_round_adapter.h"
#include "support/random_play.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

enum class Defect {
    DropsCard,            // cards() loses one
    CardTwice,            // cards() shows one card in two places
    ListsIllegalMove,     // legalMoves() lists another seat's card
    CandidateIsLegal,     // illegalMoves() offers a legal move
    CheckAcceptsAll,      // check() says yes to anything
    RefusalChangesState,  // a refused apply() still moves the round on
    ErrorsDisagree,       // apply() refuses with another code than check()
    SaveGainsMove,        // the reloaded round has a move more than the saved one
    SaveFails,            // the save does not load
    NeverEnds,            // the chooser never declares nor drops
    NoOpDraw,             // apply() reports a draw as done without doing it
    BadResult,            // the family's result check fails
};

// The Indian adapter with one defect: the harness must fail on it, naming the defect.
struct BrokenAdapter : IndianRoundAdapter {
    Defect defect;

    std::vector<Card> cards(const State& r) const {
        std::vector<Card> all = r.allCards();
        if (defect == Defect::DropsCard) all.pop_back();
        if (defect == Defect::CardTwice) all[0] = all[1];
        return all;
    }
    std::vector<Move> legalMoves(const State& state) const {
        std::vector<Move> legal = state.legalMoves();
        const IndianRound& r = *state.indian();
        if (defect == Defect::ListsIllegalMove && r.phase() == Phase::Discard)
            for (int s = 0; s < r.seats(); ++s)
                if (s != r.currentSeat() && !r.hand(s).empty())
                    legal.push_back(moves::Discard{r.hand(s).back()});
        return legal;
    }
    std::vector<Move> illegalMoves(const State& r, Chooser& d) const {
        std::vector<Move> moves = d.illegal(*r.indian());
        if (defect == Defect::CandidateIsLegal && !r.isOver())
            moves.push_back(r.legalMoves().front());
        return moves;
    }
    Status check(const State& r, const Move& a) const {
        return defect == Defect::CheckAcceptsAll ? Status(Ok{}) : r.check(a);
    }
    Status apply(State& r, const Move& a) const {
        if (defect == Defect::NoOpDraw && std::holds_alternative<moves::DrawClosed>(a) &&
            r.check(a))
            return Ok{};
        const Status s = r.apply(a);
        if (!s && defect == Defect::RefusalChangesState) (void)r.apply(moves::MissTurn{});
        if (!s && defect == Defect::ErrorsDisagree) return ErrorCode::Parse;
        return s;
    }
    Result<State> reload(const State& r) const {
        if (defect == Defect::SaveFails) return ErrorCode::Parse;
        Result<State> loaded = IndianRoundAdapter::reload(r);
        if (defect == Defect::SaveGainsMove && loaded)
            (void)loaded.value().apply(moves::MissTurn{});
        return loaded;
    }
    Move choose(const State& state, const std::vector<Move>& legal, Chooser& d, int step) const {
        const IndianRound& r = *state.indian();
        if (defect != Defect::NeverEnds) return d.choose(r, legal, step);
        if (r.phase() == Phase::Draw) return moves::DrawClosed{};
        return moves::Discard{r.hand(r.currentSeat()).back()};
    }
    std::string checkResult(const State& r) const {
        return defect == Defect::BadResult ? "no sane result"
                                           : IndianRoundChecks::checkResult(*r.indian());
    }
};

}  // namespace

Q_DECLARE_METATYPE(Defect)

class TestRandomPlay : public QObject {
    Q_OBJECT
private slots:
    void indianRounds();
    void indian21Rounds();
    void ginRounds();
    void catchesBrokenAdapters_data();
    void catchesBrokenAdapters();
};

// Standalone 13-card rounds at every table size, with random rules, seats sitting out and
// stacked shoes (IndianRoundAdapter::make), the save round trip checked at every step.
void TestRandomPlay::indianRounds() {
    constexpr int kGamesPerTable = test::corpusSize(80);
    const auto start = std::chrono::steady_clock::now();
    RandomPlay play{IndianRoundAdapter{}};
    IndianTally tally;
    for (int seats = 2; seats <= 6; ++seats) {
        const auto failure = play.run(std::uint64_t(seats) * 100000, kGamesPerTable, seats,
                                      [&](const Round& r) { tally.add(*r.indian()); });
        if (failure) QFAIL(("indian13, " + failure->toString()).c_str());
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const RandomPlayStats& s = play.stats();
    qInfo(
        "%d rounds, %lld steps in %.1f s: %lld legal moves checked, %lld illegal refused, "
        "%lld saves, longest %d; %d valid declarations, %d wrong, %d drops, %d rebuilds",
        s.games, s.steps, secs, s.legalChecked, s.illegalRefused, s.saves, s.longest, tally.valid,
        tally.wrong, tally.drops, tally.rebuilds);
    QCOMPARE(s.games, 5 * kGamesPerTable);
    // The driver must reach every ending, or the invariants prove little.
    QVERIFY(tally.valid > kGamesPerTable / 4 && tally.wrong > kGamesPerTable / 4 &&
            tally.drops > kGamesPerTable / 4 && tally.rebuilds > 0);
}

// Standalone 21-card rounds in the same way: three decks, 21 cards, value cards wild, random
// house rules and value schemes. The random driver seldom gathers three pure sequences, so
// valid declarations are few; wrong ones, drops and rebuilds of the closed deck come often.
void TestRandomPlay::indian21Rounds() {
    constexpr int kGamesPerTable = test::corpusSize(24);
    const auto start = std::chrono::steady_clock::now();
    IndianRoundAdapter adapter;
    adapter.variant = Variant::Indian21;
    RandomPlay play{adapter};
    IndianTally tally;
    int games21 = 0;
    for (int seats = 2; seats <= 6; ++seats) {
        const auto failure = play.run(
            std::uint64_t(seats) * 100000 + 21, kGamesPerTable, seats, [&](const Round& r) {
                tally.add(*r.indian());
                games21 += r.indian()->rules().variant == Variant::Indian21;
            });
        if (failure) QFAIL(("indian21, " + failure->toString()).c_str());
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const RandomPlayStats& s = play.stats();
    qInfo("%d rounds, %lld steps in %.1f s: %d valid declarations, %d wrong, %d drops, %d rebuilds",
          s.games, s.steps, secs, tally.valid, tally.wrong, tally.drops, tally.rebuilds);
    QCOMPARE(s.games, 5 * kGamesPerTable);
    QCOMPARE(games21, s.games);
    QVERIFY(tally.wrong > 5 * kGamesPerTable / 12 && tally.drops > 5 * kGamesPerTable / 12 &&
            tally.rebuilds > 0);
}

// Gin hands with random rules (Oklahoma, the wall's two rules, big gin, ...), stacked decks now
// and then, the record round trip checked at every step.
void TestRandomPlay::ginRounds() {
    constexpr int kGames = 400;
    RandomPlay play{GinRoundAdapter{}};
    int endings[6] = {};
    const auto failure = play.run(700000, kGames, 2, [&](const Round& r) {
        ++endings[static_cast<int>(r.gin()->outcome().ending)];
    });
    if (failure) QFAIL(("gin, " + failure->toString()).c_str());
    const RandomPlayStats& s = play.stats();
    qInfo("%d hands, %lld steps: %d knocks, %d undercuts, %d gins, %d big gins, %d void", s.games,
          s.steps, endings[1], endings[2], endings[3], endings[4], endings[5]);
    QCOMPARE(s.games, kGames);
    for (int e = 1; e <= 5; ++e) QVERIFY2(endings[e] > 0, ginEndingName(GinEnding(e)));
}

void TestRandomPlay::catchesBrokenAdapters_data() {
    QTest::addColumn<Defect>("defect");
    QTest::addColumn<QString>("expected");  // part of the failure's description
    QTest::newRow("drops a card") << Defect::DropsCard << "cards are not conserved";
    QTest::newRow("card twice") << Defect::CardTwice << "cards are not conserved";
    QTest::newRow("lists an illegal move")
        << Defect::ListsIllegalMove << "check() refuses a listed legal move";
    QTest::newRow("candidate is legal")
        << Defect::CandidateIsLegal << "an illegal candidate is listed as legal";
    QTest::newRow("check accepts all") << Defect::CheckAcceptsAll << "check() accepts an illegal";
    QTest::newRow("refusal changes state")
        << Defect::RefusalChangesState << "a refused move changed the state";
    QTest::newRow("errors disagree") << Defect::ErrorsDisagree << "apply() refuses with parse";
    QTest::newRow("save gains a move")
        << Defect::SaveGainsMove << "a saved and loaded game differs";
    QTest::newRow("save fails") << Defect::SaveFails << "a save does not load";
    QTest::newRow("never ends") << Defect::NeverEnds << "the game did not end in 400 moves";
    QTest::newRow("draw does nothing") << Defect::NoOpDraw << "an applied move changed nothing";
    QTest::newRow("bad result") << Defect::BadResult << "result: no sane result";
}

void TestRandomPlay::catchesBrokenAdapters() {
    QFETCH(Defect, defect);
    QFETCH(QString, expected);
    BrokenAdapter broken;
    broken.defect = defect;
    RandomPlayOptions options;
    options.maxSteps = 400;
    RandomPlay play(broken, options);
    const auto failure = play.run(7, 20, 4);
    QVERIFY2(failure, "the harness did not notice");
    qInfo("%s", failure->toString().c_str());
    QVERIFY2(QString::fromStdString(failure->what).contains(expected), failure->toString().c_str());
    QCOMPARE(failure->seed, std::uint64_t(7));  // the first game already shows it
}

RUMMY_TEST_APPLESS_MAIN(TestRandomPlay)

#include "test_random_play.moc"
