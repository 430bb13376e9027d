// SPDX-License-Identifier: GPL-3.0-or-later
// The Expert level (ai/search/expert_bot.h) in every game: it answers with a move the round
// accepts, the same move for the same seed and position when its search is a fixed number of
// worlds, and it plays whole deals in the arena without an illegal move. Its strength is
// measured in the arena (docs/bots.md), not here. About 5 s.
#include <QtTest>

#include "arena/arena.h"
#include "bot.h"
#include "cards/rng.h"
#include "game/round.h"
#include "test_registry.h"

using namespace rummy;

namespace {

struct Game {
    const char* name;
    Variant variant;
    Round (*make)(std::uint64_t seed);
};

const Game kGames[] = {
    {"indian13", Variant::Indian13,
     [](std::uint64_t s) {
         return Round(IndianRound(IndianRules::preset(MatchFormat::Points), 3, 0, s));
     }},
    {"indian21", Variant::Indian21,
     [](std::uint64_t s) {
         return Round(
             IndianRound(IndianRules::preset(MatchFormat::Points, Variant::Indian21), 2, 0, s));
     }},
    {"gin", Variant::Gin, [](std::uint64_t s) { return Round(GinRound(GinRules{}, 0, s)); }},
    {"straight", Variant::Straight,
     [](std::uint64_t s) {
         return Round(TableRound(TableRules::preset(Variant::Straight), 3, 0, s));
     }},
    {"500", Variant::Rummy500,
     [](std::uint64_t s) {
         return Round(TableRound(TableRules::preset(Variant::Rummy500), 2, 0, s));
     }},
    {"51", Variant::Rummy51,
     [](std::uint64_t s) {
         return Round(TableRound(TableRules::preset(Variant::Rummy51), 4, 0, s));
     }},
    {"kaluki", Variant::Kaluki,
     [](std::uint64_t s) {
         return Round(TableRound(TableRules::preset(Variant::Kaluki), 3, 0, s));
     }},
};

SearchBudget worlds(int n) {
    SearchBudget b;
    b.playouts = n;
    return b;
}

}  // namespace

class TestExpert : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCOMPARE(parseBotLevel("expert"), std::optional<BotLevel>(BotLevel::Expert));
        QCOMPARE(QString(botLevelName(BotLevel::Expert)), QStringLiteral("expert"));
        for (const Game& g : kGames) {
            const auto names = Bot::names(g.variant);
            QVERIFY(std::find(names.begin(), names.end(), "expert") != names.end());
        }
    }

    // Along a deal played by the Expert itself (8 worlds a decision), each of its moves is one
    // the round accepts, and asked twice it answers the same.
    void legalAndRepeatable_data() {
        QTest::addColumn<int>("game");
        for (int g = 0; g < static_cast<int>(std::size(kGames)); ++g)
            QTest::newRow(kGames[g].name) << g;
    }
    void legalAndRepeatable() {
        QFETCH(int, game);
        const Game& g = kGames[game];
        Round r = g.make(11);
        auto expert = Bot::create(g.variant, BotLevel::Expert, 5, worlds(8));
        auto again = Bot::create(g.variant, "expert", 5, worlds(8));
        QVERIFY(expert && again);
        QCOMPARE(QString(expert->name()), QStringLiteral("expert"));
        for (int moves = 0; moves < 40 && !r.isOver(); ++moves) {
            const PlayerView view = r.view(r.currentSeat());
            const Decision d = expert->decide(view);
            QVERIFY2(r.check(d.move).ok(), toString(d.move).c_str());
            QCOMPARE(toString(again->decide(view).move), toString(d.move));
            QVERIFY(r.apply(d.move).ok());
        }
    }

    // In the arena against Hard, two duplicate deals of each game, with a small search: every
    // deal ends, no illegal move.
    void playsWholeDeals_data() { legalAndRepeatable_data(); }
    void playsWholeDeals() {
        QFETCH(int, game);
        const Game& g = kGames[game];
        ArenaConfig cfg;
        cfg.rules = defaultGameRules(g.variant);
        cfg.players = 2;
        cfg.seats = {"expert", "hard"};
        cfg.games = 2;
        cfg.seed = 3;
        cfg.expert = worlds(3);
        const auto summary = Arena::run(cfg);
        QVERIFY(summary.ok());
        QVERIFY(summary->deals >= 2);
        QCOMPARE(summary->turnLimitDeals, std::int64_t{0});
        for (const LevelStats& l : summary->levels) QCOMPARE(l.illegalMoves, std::int64_t{0});
    }
};

RUMMY_TEST_APPLESS_MAIN(TestExpert)

#include "test_expert.moc"
