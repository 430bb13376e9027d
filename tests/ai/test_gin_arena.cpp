// SPDX-License-Identifier: GPL-3.0-or-later
// The Gin arena (ai/gin/gin_arena.h) and rummy-cli simulate --variant gin: counts that add up,
// seats that alternate, the same summary on any number of threads, refused answers counted, and
// the levels' order of strength on fixed seeds small enough to run in a few seconds.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "cli_runner.h"
#include "gin/gin_arena.h"
#include "test_registry.h"

using namespace rummy;

namespace {

GinArenaSummary play(const std::string& a, const std::string& b, std::int64_t hands,
                     std::uint64_t seed, int threads = 1) {
    GinArenaConfig cfg;
    cfg.bots = {a, b};
    cfg.hands = hands;
    cfg.seed = seed;
    cfg.threads = threads;
    auto s = GinArena::run(cfg);
    if (!s) qFatal("the arena refused its configuration");
    return s.value();
}

double winRate(const GinBotStats& s) {
    return double(s.won) / double(s.won + s.lost);
}

// Answers a move no Gin hand allows.
class RefusedBot : public GinBot {
public:
    const char* name() const override { return "refused"; }
    Decision decide(const PlayerView&) override { return {moves::Drop{}, {}}; }
};

}  // namespace

class TestGinArena : public QObject {
    Q_OBJECT
private slots:
    void countsAddUpAndSeatsAlternate() {
        const GinArenaSummary s = play("medium", "easy", 101, 5);
        QCOMPARE(s.deals, std::int64_t(51));  // rounded up to whole deals, each played twice
        QCOMPARE(s.hands, std::int64_t(102));
        for (const GinBotStats& b : s.stats) {
            QCOMPARE(b.hands, s.hands);
            QCOMPARE(b.asDealer, s.deals);  // each deal dealt once by each bot
            QCOMPARE(b.illegalMoves, std::int64_t(0));
            QCOMPARE(b.knockWins + b.gins + b.bigGins + b.undercutWins, b.won);
        }
        QCOMPARE(s.stats[0].won + s.stats[1].won + s.voidHands, s.hands);
        QCOMPARE(s.stats[0].won, s.stats[1].lost);
        QCOMPARE(s.stats[0].undercutLosses, s.stats[1].undercutWins);
        QCOMPARE(s.turnLimitHands, std::int64_t(0));

        const Json j = s.toJson();
        QCOMPARE(j["variant"].asString(), std::string("gin"));
        QCOMPARE(j["hands"].asInt(), std::int64_t(102));
        QCOMPARE(j["bots"].size(), std::size_t(2));
        for (const char* key : {"bot", "hands", "won", "lost", "win_rate", "win_rate_ci95",
                                "win_rate_all_hands", "gins", "undercut_wins", "points"})
            QVERIFY2(j["bots"][0].contains(key), key);
        QVERIFY(j["timing"].contains("hands_per_second"));
    }

    void threadsDoNotChangeTheSummary() {
        GinArenaSummary one = play("hard", "classic", 64, 11, 1);
        GinArenaSummary two = play("hard", "classic", 64, 11, 2);
        Json a = one.toJson(), b = two.toJson();
        a.set("timing", Json());
        b.set("timing", Json());
        QCOMPARE(a.dump(), b.dump());
        // And the same seed plays the same hands again.
        Json again = play("hard", "classic", 64, 11, 1).toJson();
        again.set("timing", Json());
        QCOMPARE(again.dump(), a.dump());
    }

    void refusedAnswersAreCountedAndReplaced() {
        GinArenaConfig cfg;
        cfg.bots = {"refused", "medium"};
        cfg.hands = 10;
        cfg.makeBot = [](std::string_view name, std::uint64_t seed) -> std::unique_ptr<GinBot> {
            if (name == "refused") return std::make_unique<RefusedBot>();
            return GinBot::create(name, seed);
        };
        const auto s = GinArena::run(cfg);
        QVERIFY(s.ok());
        QVERIFY(s.value().stats[0].illegalMoves > 0);
        QCOMPARE(s.value().stats[1].illegalMoves, std::int64_t(0));
        QCOMPARE(s.value().stats[0].won + s.value().stats[1].won + s.value().voidHands,
                 s.value().hands);
    }

    void badConfigurationsAreRefused() {
        GinArenaConfig cfg;
        cfg.bots = {"hard", "grandmaster"};
        QCOMPARE(GinArena::run(cfg).error(), ErrorCode::BadRules);
        cfg.bots = {"hard", "easy"};
        cfg.hands = 0;
        QCOMPARE(GinArena::run(cfg).error(), ErrorCode::BadCount);
    }

    // Fixed seeds: the margins are wide enough that only a broken bot misses them.
    void levelsBeatRandom() {
        QVERIFY(winRate(play("hard", "random", 200, 7).stats[0]) >= 0.90);
        QVERIFY(winRate(play("medium", "random", 200, 7).stats[0]) >= 0.90);
        QVERIFY(winRate(play("easy", "random", 200, 7).stats[0]) >= 0.85);
    }

    void levelsInOrder() {
        QVERIFY(winRate(play("hard", "easy", 400, 7).stats[0]) >= 0.58);
        QVERIFY(winRate(play("medium", "easy", 400, 7).stats[0]) >= 0.55);
        QVERIFY(winRate(play("hard", "classic", 400, 7).stats[0]) > 0.5);
    }

    void simulateFromTheCommandLine() {
        const auto r =
            rummy::test::runCli({"simulate", "--variant", "gin", "--seats", "hard,random",
                                 "--deals", "20", "--seed", "3", "--time"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("variant").toString(), QString("gin"));
        QCOMPARE(o.value("hands").toInt(), 20);
        const QJsonArray bots = o.value("bots").toArray();
        QCOMPARE(bots.size(), 2);
        QCOMPARE(bots[0].toObject().value("bot").toString(), QString("hard"));
        QCOMPARE(bots[1].toObject().value("bot").toString(), QString("random"));
        QCOMPARE(o.value("timing").toObject().value("decisions").toArray().size(), 2);
        const auto bad =
            rummy::test::runCli({"simulate", "--variant", "gin", "--seats", "hard,grandmaster"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("grandmaster"));
    }
};

RUMMY_TEST_APPLESS_MAIN(TestGinArena)

#include "test_gin_arena.moc"
