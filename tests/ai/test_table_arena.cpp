// SPDX-License-Identifier: GPL-3.0-or-later
// The arena (ai/arena/arena.h) playing the table games and `rummy-cli simulate` for them: every
// preset plays with no illegal move and no hand at the turn limit, Medium beats the Random
// baseline clearly, and the summary does not depend on the thread count.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "arena/arena.h"
#include "bot.h"
#include "cli_runner.h"
#include "table/table_view_cache.h"
#include "test_registry.h"

using namespace rummy;

namespace {

ArenaSummary play(Variant v, int players, std::vector<std::string> seats, std::int64_t hands,
                  int threads = 1) {
    ArenaConfig cfg;
    cfg.rules = TableRules::preset(v);
    cfg.players = players;
    cfg.seats = std::move(seats);
    cfg.games = hands;
    cfg.seed = 3;
    cfg.threads = threads;
    auto r = Arena::run(cfg);
    if (!r) qFatal("arena refused: %s", errorCodeName(r.error()));
    return std::move(r).value();
}

}  // namespace

class TestTableArena : public QObject {
    Q_OBJECT
private slots:
    void mediumBeatsRandomLegally_data() {
        QTest::addColumn<int>("variant");
        for (Variant v : {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki})
            QTest::newRow(variantId(v)) << static_cast<int>(v);
    }
    void mediumBeatsRandomLegally() {
        QFETCH(int, variant);
        const ArenaSummary s = play(static_cast<Variant>(variant), 2, {"medium", "random"}, 200);
        QCOMPARE(s.deals, std::int64_t(200));
        QCOMPARE(s.turnLimitDeals, std::int64_t(0));
        QCOMPARE(s.levels.size(), std::size_t(2));
        for (const LevelStats& l : s.levels) QCOMPARE(l.illegalMoves, std::int64_t(0));
        const Interval ci = wilsonInterval(s.levels[0].won, s.deals - s.voidDeals);
        QVERIFY2(ci.low > 0.7, qPrintable(QString::number(ci.low)));
    }

    void everyLevelAtAFullTable() {
        const ArenaSummary s = play(Variant::Rummy500, 4, {"hard", "medium", "easy", "random"}, 80);
        QCOMPARE(s.seats.size(), std::size_t(4));
        QCOMPARE(s.turnLimitDeals, std::int64_t(0));
        std::int64_t won = 0, wentOut = 0;
        for (const LevelStats& l : s.levels) {
            QCOMPARE(l.illegalMoves, std::int64_t(0));
            QCOMPARE(l.seatDeals, std::int64_t(80));
            QCOMPARE(l.dealsBySeat, (std::vector<std::int64_t>{20, 20, 20, 20}));
            won += l.won;
            wentOut += std::get<TableLevelCounts>(l.family).wentOut;
        }
        QCOMPARE(won, s.deals - s.voidDeals);
        QCOMPARE(wentOut + std::get<TableTotals>(s.family).blockDeals, s.deals);
    }

    void threadsDoNotChangeTheSummary() {
        ArenaSummary one = play(Variant::Straight, 3, {"hard", "medium"}, 60, 1);
        ArenaSummary two = play(Variant::Straight, 3, {"hard", "medium"}, 60, 2);
        QJsonObject a =
            QJsonDocument::fromJson(QByteArray::fromStdString(one.toJson().dump())).object();
        QJsonObject b =
            QJsonDocument::fromJson(QByteArray::fromStdString(two.toJson().dump())).object();
        a.remove("timing");
        b.remove("timing");
        QCOMPARE(a, b);
        QCOMPARE(one.seats, (std::vector<std::string>{"hard", "medium", "hard"}));
    }

    // The arena's views, kept up to date in place, are the views PlayerView::of gives.
    void cachedViewsAreTheViews() {
        for (Variant v :
             {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki}) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                TableRound round(TableRules::preset(v), 3, 0, seed);
                table::TableViewCache cache(3);
                auto bot = Bot::create(Variant::Straight, "hard", seed);
                for (int moves = 0; !round.isOver() && moves < 3000; ++moves) {
                    for (int seat = 0; seat < 3; ++seat) {
                        const PlayerView want = PlayerView::of(round, seat);
                        const PlayerView& got = cache.view(round, seat);
                        // The parts first, so that a difference says where it is.
                        QCOMPARE(got.hand, want.hand);
                        QVERIFY(got.pile == want.pile);
                        QVERIFY(got.melds == want.melds);
                        QVERIFY(got.seats == want.seats);
                        QVERIFY(got.history == want.history);
                        QVERIFY(got.legal == want.legal);
                        QVERIFY(got.extras == want.extras);
                        QVERIFY(got == want);
                    }
                    QVERIFY(
                        round.apply(bot->decide(PlayerView::of(round, round.currentSeat())).move));
                }
            }
        }
    }

    void refusesBadConfigurations() {
        ArenaConfig cfg;
        cfg.rules = TableRules::straight();
        cfg.seats = {"medium", "grandmaster"};
        QCOMPARE(Arena::run(cfg).error(), ErrorCode::BadRules);
        cfg.seats = {"classic"};  // Gin's yardstick plays no table game
        QCOMPARE(Arena::run(cfg).error(), ErrorCode::BadRules);
        cfg.seats = {"medium"};
        cfg.games = 0;
        QCOMPARE(Arena::run(cfg).error(), ErrorCode::BadCount);
        cfg.games = 10;
        cfg.rules = TableRules::rummy51();
        cfg.players = 6;  // 51 seats five at most
        QCOMPARE(Arena::run(cfg).error(), ErrorCode::BadRules);
    }

    void simulateFromTheCommandLine() {
        const auto r =
            rummy::test::runCli({"simulate", "--variant", "51", "--players", "3", "--seats",
                                 "hard,easy", "--deals", "12", "--seed", "4", "--threads", "2"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("variant").toString(), QString("51"));
        QCOMPARE(o.value("deals").toInt(), 12);
        QCOMPARE(o.value("illegal_moves").toInt(), 0);
        QCOMPARE(o.value("turn_limit_deals").toInt(), 0);
        QCOMPARE(o.value("points_sense").toString(), QString("against"));  // 51: penalties
        QVERIFY(o.contains("block_deals"));
        const QJsonArray levels = o.value("levels").toArray();
        QCOMPARE(levels.size(), 2);
        QCOMPARE(levels[0].toObject().value("level").toString(), QString("hard"));
        QCOMPARE(levels[0].toObject().value("seats").toInt(), 2);
        QCOMPARE(levels[0].toObject().value("win_rate_ci95").toArray().size(), 2);
        QVERIFY(o.value("timing").toObject().contains("deals_per_second"));
        const auto bad = rummy::test::runCli({"simulate", "--variant", "51", "--players", "6"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("51"));
    }
};

RUMMY_TEST_APPLESS_MAIN(TestTableArena)

#include "test_table_arena.moc"
