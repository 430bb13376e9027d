// SPDX-License-Identifier: GPL-3.0-or-later
// Random play over the Round interface for each table game (tests/support/random_play.h):
// cards conserved, check() the twin of apply(), every listed move accepted, illegal ones refused
// with nothing changed, the record round trip, and every game ends.
#include <QtTest>

#include <chrono>

#include "corpus_size.h"
#include "support/random_play.h"
#include "support/table_round_adapter.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestTableRandomPlay : public QObject {
    Q_OBJECT

private slots:
    void variants_data() {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("seats");
        QTest::newRow("straight 2") << int(Variant::Straight) << 2;
        QTest::newRow("straight 4") << int(Variant::Straight) << 4;
        QTest::newRow("500 3") << int(Variant::Rummy500) << 3;
        QTest::newRow("500 5") << int(Variant::Rummy500) << 5;
        QTest::newRow("51 2") << int(Variant::Rummy51) << 2;
        QTest::newRow("51 4") << int(Variant::Rummy51) << 4;
        QTest::newRow("kaluki 3") << int(Variant::Kaluki) << 3;
        QTest::newRow("kaluki 6") << int(Variant::Kaluki) << 6;
    }

    void variants() {
        QFETCH(int, variant);
        QFETCH(int, seats);
        constexpr int kGames = test::corpusSize(100, 25);
        TableRoundAdapter adapter;
        adapter.variant = static_cast<Variant>(variant);
        RandomPlayOptions options;
        options.saveEvery = 25;  // a save replays the hand: checked now and then, and at the end
        RandomPlay play{adapter, options};
        int outs = 0, blocks = 0, melds = 0, deep = 0, swaps = 0, takes = 0, layoffs = 0;
        const auto start = std::chrono::steady_clock::now();
        const auto failure = play.run(900000 + std::uint64_t(variant) * 1000 + std::uint64_t(seats),
                                      kGames, seats, [&](const Round& r) {
                                          const TableOutcome o = r.table()->outcome();
                                          (o.block ? blocks : outs)++;
                                          melds += static_cast<int>(r.table()->melds().size());
                                          for (const PlayedMove& m : r.history()) {
                                              const auto* d = std::get_if<moves::DrawOpen>(&m.move);
                                              deep += d && d->count > 1;
                                              swaps += std::holds_alternative<moves::Swap>(m.move);
                                              takes += std::holds_alternative<moves::Take>(m.move);
                                              layoffs +=
                                                  std::holds_alternative<moves::LayOff>(m.move);
                                          }
                                      });
        if (failure) QFAIL(failure->toString().c_str());
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const RandomPlayStats& s = play.stats();
        qInfo(
            "%d hands, %lld moves (longest %d), %d out, %d blocks, %d melds, %d lay-offs, %d deep "
            "draws, %d swaps, %d takes; %.1f hands/s with every check",
            s.games, s.steps, s.longest, outs, blocks, melds, layoffs, deep, swaps, takes,
            s.games / seconds);
        QCOMPARE(s.games, kGames);
        QVERIFY(outs > 0);
        QVERIFY(melds > kGames);
        QVERIFY(layoffs > 0);
        // Each game's own moves come up: 500's deep draws, 51's swaps and takes.
        if (adapter.variant == Variant::Rummy500) QVERIFY(deep > 0);
        if (adapter.variant == Variant::Rummy51) QVERIFY(swaps > 0 && takes > 0);
        if (adapter.variant == Variant::Kaluki) QVERIFY(swaps > 0);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestTableRandomPlay)

#include "test_table_random_play.moc"
