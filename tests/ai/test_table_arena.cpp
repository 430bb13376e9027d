// SPDX-License-Identifier: GPL-3.0-or-later
// The table games' arena (ai/table/table_arena.h) and `rummy-cli simulate` for them: every
// preset plays with no illegal move and no hand at the turn limit, Medium beats the Random
// baseline clearly, and the summary does not depend on the thread count.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "arena.h"
#include "cli_runner.h"
#include "table/table_arena.h"
#include "table/table_bot.h"
#include "table/table_view_cache.h"
#include "test_registry.h"

using namespace rummy;

namespace {

TableArenaSummary play(Variant v, int players, std::vector<std::string> seats, std::int64_t hands,
                       int threads = 1) {
    TableArenaConfig cfg;
    cfg.rules = TableRules::preset(v);
    cfg.players = players;
    cfg.seats = std::move(seats);
    cfg.hands = hands;
    cfg.seed = 3;
    cfg.threads = threads;
    auto r = TableArena::run(cfg);
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
        const TableArenaSummary s =
            play(static_cast<Variant>(variant), 2, {"medium", "random"}, 200);
        QCOMPARE(s.hands, std::int64_t(200));
        QCOMPARE(s.turnLimitHands, std::int64_t(0));
        QCOMPARE(s.levels.size(), std::size_t(2));
        for (const TableLevelStats& l : s.levels) QCOMPARE(l.illegalMoves, std::int64_t(0));
        const Interval ci = wilsonInterval(s.levels[0].won, s.hands - s.undecided);
        QVERIFY2(ci.low > 0.7, qPrintable(QString::number(ci.low)));
    }

    void everyLevelAtAFullTable() {
        const TableArenaSummary s =
            play(Variant::Rummy500, 4, {"hard", "medium", "easy", "random"}, 80);
        QCOMPARE(s.seats.size(), std::size_t(4));
        QCOMPARE(s.turnLimitHands, std::int64_t(0));
        std::int64_t won = 0;
        for (const TableLevelStats& l : s.levels) {
            QCOMPARE(l.illegalMoves, std::int64_t(0));
            QCOMPARE(l.hands, std::int64_t(80));
            won += l.won;
        }
        QCOMPARE(won, s.hands - s.undecided);
    }

    void threadsDoNotChangeTheSummary() {
        TableArenaSummary one = play(Variant::Straight, 3, {"hard", "medium"}, 60, 1);
        TableArenaSummary two = play(Variant::Straight, 3, {"hard", "medium"}, 60, 2);
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
                auto bot = TableBot::create("hard", seed);
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
        TableArenaConfig cfg;
        cfg.seats = {"medium", "grandmaster"};
        QCOMPARE(TableArena::run(cfg).error(), ErrorCode::BadRules);
        cfg.seats = {"medium"};
        cfg.hands = 0;
        QCOMPARE(TableArena::run(cfg).error(), ErrorCode::BadCount);
        cfg.hands = 10;
        cfg.rules = TableRules::rummy51();
        cfg.players = 6;  // 51 seats five at most
        QCOMPARE(TableArena::run(cfg).error(), ErrorCode::BadRules);
    }

    void simulateFromTheCommandLine() {
        const auto r =
            rummy::test::runCli({"simulate", "--variant", "51", "--players", "3", "--seats",
                                 "hard,easy", "--deals", "12", "--seed", "4", "--threads", "2"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("variant").toString(), QString("51"));
        QCOMPARE(o.value("hands").toInt(), 12);
        QCOMPARE(o.value("illegal_moves").toInt(), 0);
        QCOMPARE(o.value("turn_limit_hands").toInt(), 0);
        const QJsonArray bots = o.value("bots").toArray();
        QCOMPARE(bots.size(), 2);
        QCOMPARE(bots[0].toObject().value("bot").toString(), QString("hard"));
        QCOMPARE(bots[0].toObject().value("seats").toInt(), 2);
        QCOMPARE(bots[0].toObject().value("win_rate_ci95").toArray().size(), 2);
        QVERIFY(o.value("timing").toObject().contains("hands_per_second"));
        const auto bad = rummy::test::runCli({"simulate", "--variant", "51", "--players", "6"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("51"));
    }
};

RUMMY_TEST_APPLESS_MAIN(TestTableArena)

#include "test_table_arena.moc"
