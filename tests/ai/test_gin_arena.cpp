// SPDX-License-Identifier: GPL-3.0-or-later
// The arena (ai/arena/arena.h) playing Gin, and rummy-cli simulate --variant gin: counts that
// add up, seats that alternate, the same summary on any number of threads, refused answers
// counted, and the levels' order of strength on fixed seeds small enough to run in a few seconds.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "arena/arena.h"
#include "cli_runner.h"
#include "test_registry.h"

using namespace rummy;

namespace {

ArenaConfig ginConfig(const std::string& a, const std::string& b, std::int64_t hands,
                      std::uint64_t seed, int threads = 1) {
    ArenaConfig cfg;
    cfg.rules = GinRules{};
    cfg.seats = {a, b};
    cfg.games = hands;
    cfg.seed = seed;
    cfg.threads = threads;
    return cfg;
}

ArenaSummary play(const std::string& a, const std::string& b, std::int64_t hands,
                  std::uint64_t seed, int threads = 1) {
    auto s = Arena::run(ginConfig(a, b, hands, seed, threads));
    if (!s) qFatal("the arena refused its configuration");
    return s.value();
}

const GinLevelCounts& gin(const LevelStats& s) {
    return std::get<GinLevelCounts>(s.family);
}

double winRate(const LevelStats& s) {
    return double(s.won) / double(s.decided);
}

// Answers a move no Gin hand allows.
class RefusedBot : public Bot {
public:
    const char* name() const override { return "refused"; }
    Decision decide(const PlayerView&) override { return {moves::Drop{}, {}}; }
};

}  // namespace

class TestGinArena : public QObject {
    Q_OBJECT
private slots:
    void countsAddUpAndSeatsAlternate() {
        const ArenaSummary s = play("medium", "easy", 101, 5);
        QCOMPARE(s.games, std::int64_t(102));  // rounded up to whole deals, each played twice
        QCOMPARE(s.deals, std::int64_t(102));
        for (const LevelStats& b : s.levels) {
            QCOMPARE(b.seatDeals, s.deals);
            QCOMPARE(b.dealsBySeat, (std::vector<std::int64_t>{51, 51}));
            QCOMPARE(b.illegalMoves, std::int64_t(0));
            QCOMPARE(gin(b).knockWins + gin(b).gins + gin(b).bigGins + gin(b).undercutWins, b.won);
            QCOMPARE(b.decided, s.deals - s.voidDeals);
        }
        QCOMPARE(s.levels[0].won + s.levels[1].won + s.voidDeals, s.deals);
        QCOMPARE(s.levels[0].won, gin(s.levels[1]).lost);
        QCOMPARE(gin(s.levels[0]).undercutLosses, gin(s.levels[1]).undercutWins);
        QCOMPARE(s.turnLimitDeals, std::int64_t(0));

        const Json j = s.toJson();
        QCOMPARE(j["variant"].asString(), std::string("gin"));
        QCOMPARE(j["deals"].asInt(), std::int64_t(102));
        QCOMPARE(j["points_sense"].asString(), std::string("for"));
        QCOMPARE(j["levels"].size(), std::size_t(2));
        for (const char* key : {"level", "seat_deals", "won", "lost", "win_rate", "win_rate_ci95",
                                "fair_share", "gins", "undercut_wins", "points"})
            QVERIFY2(j["levels"][0].contains(key), key);
        QVERIFY(j["timing"].contains("deals_per_second"));
    }

    void oneNameTwiceIsOneLevel() {
        const ArenaSummary s = play("easy", "easy", 20, 5);
        QCOMPARE(s.levels.size(), std::size_t(1));
        QCOMPARE(s.levels[0].seats, 2);
        QCOMPARE(s.levels[0].seatDeals, 2 * s.deals);
        QCOMPARE(s.levels[0].won, s.deals - s.voidDeals);
    }

    void threadsDoNotChangeTheSummary() {
        ArenaSummary one = play("hard", "classic", 64, 11, 1);
        ArenaSummary two = play("hard", "classic", 64, 11, 2);
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
        ArenaConfig cfg = ginConfig("refused", "medium", 10, 1);
        cfg.makeBot = [](std::string_view name, std::uint64_t seed) -> std::unique_ptr<Bot> {
            if (name == "refused") return std::make_unique<RefusedBot>();
            return Bot::create(Variant::Gin, name, seed);
        };
        const auto s = Arena::run(cfg);
        QVERIFY(s.ok());
        QVERIFY(s.value().levels[0].illegalMoves > 0);
        QCOMPARE(s.value().levels[1].illegalMoves, std::int64_t(0));
        QCOMPARE(s.value().levels[0].won + s.value().levels[1].won + s.value().voidDeals,
                 s.value().deals);
    }

    void badConfigurationsAreRefused() {
        ArenaConfig cfg = ginConfig("hard", "grandmaster", 10, 1);
        QCOMPARE(Arena::run(cfg).error(), ErrorCode::BadRules);
        cfg.seats = {"hard", "easy"};
        cfg.games = 0;
        QCOMPARE(Arena::run(cfg).error(), ErrorCode::BadCount);
        cfg.games = 10;
        cfg.players = 3;  // Gin is two players
        QCOMPARE(Arena::run(cfg).error(), ErrorCode::BadCount);
    }

    // Fixed seeds: the margins are wide enough that only a broken bot misses them.
    void levelsBeatRandom() {
        QVERIFY(winRate(play("hard", "random", 200, 7).levels[0]) >= 0.90);
        QVERIFY(winRate(play("medium", "random", 200, 7).levels[0]) >= 0.90);
        QVERIFY(winRate(play("easy", "random", 200, 7).levels[0]) >= 0.85);
    }

    void levelsInOrder() {
        QVERIFY(winRate(play("hard", "easy", 400, 7).levels[0]) >= 0.58);
        QVERIFY(winRate(play("medium", "easy", 400, 7).levels[0]) >= 0.55);
        QVERIFY(winRate(play("hard", "classic", 400, 7).levels[0]) > 0.5);
    }

    void simulateFromTheCommandLine() {
        const auto r =
            rummy::test::runCli({"simulate", "--variant", "gin", "--seats", "hard,random",
                                 "--deals", "20", "--seed", "3", "--time"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("variant").toString(), QString("gin"));
        QCOMPARE(o.value("deals").toInt(), 20);
        const QJsonArray levels = o.value("levels").toArray();
        QCOMPARE(levels.size(), 2);
        QCOMPARE(levels[0].toObject().value("level").toString(), QString("hard"));
        QCOMPARE(levels[1].toObject().value("level").toString(), QString("random"));
        QCOMPARE(o.value("timing").toObject().value("decisions").toArray().size(), 2);
        for (const auto& bad :
             {QStringList{"simulate", "--variant", "gin", "--seats", "hard,grandmaster"},
              QStringList{"simulate", "--variant", "gin", "--players", "3"},
              QStringList{"simulate", "--variant", "gin", "--format", "pool101"},
              QStringList{"simulate", "--knock", "7"}}) {
            const auto r2 = rummy::test::runCli(bad);
            QCOMPARE(r2.exitCode, 2);
            QCOMPARE(r2.err.count('\n'), 1);
        }
    }
};

RUMMY_TEST_APPLESS_MAIN(TestGinArena)

#include "test_gin_arena.moc"
