// SPDX-License-Identifier: GPL-3.0-or-later
// The Indian levels playing 21-card Indian Rummy (ai/indian/play21.h): scripted positions
// (declaring, keeping and taking wild and value cards, not throwing back what completes a
// pure sequence), determinism, and arena runs of every level in which every move is legal.
#include <QtTest>

#include "arena/arena.h"
#include "bot.h"
#include "deals21.h"
#include "game/player_view.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

constexpr std::array<BotLevel, 4> kLevels{BotLevel::Random, BotLevel::Easy, BotLevel::Medium,
                                          BotLevel::Hard};

Decision decideFor(BotLevel level, const IndianRound& r, std::uint64_t seed = 1) {
    return Bot::create(Variant::Indian13, level, seed)->decide(PlayerView::of(r, r.currentSeat()));
}

// Pip cards of one deck, no 7, 8 or 9 of hearts and no 8: junk for the other seat.
std::vector<Card> junk(int copy) {
    std::vector<Card> out;
    for (const char* n : {"2S",  "4S", "6S", "10S", "2H",  "4H", "6H", "10H", "2D", "4D", "6D",
                          "10D", "2C", "4C", "6C",  "10C", "QS", "QH", "QD",  "QC", "KS"})
        out.push_back(C(n, copy));
    return out;
}

}  // namespace

class TestBots21 : public QObject {
    Q_OBJECT
private slots:
    void declaresValidHand() {
        // Example 1's A: a valid hand; after its draw every level declares.
        for (BotLevel level : kLevels) {
            IndianRound r = example1Round();
            QVERIFY(r.apply(moves::DrawClosed{}).ok());
            const Decision d = decideFor(level, r);
            QVERIFY2(std::holds_alternative<moves::Finish>(d.move), botLevelName(level));
            QCOMPARE(d.why.reason, Reason::Declare);
            QVERIFY(r.apply(d.move).ok());
            QCOMPARE(r.result().winner, 0);
        }
    }

    void keepsWildAndValueCards() {
        // Example 1's B (two 7♥, the lower value card, each in a pure run) draws: no level but
        // Random throws a wild card, whatever else it holds.
        for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                IndianRound r = round21(rules21(), {example1B(), junk(2)}, C("8H", 0), C("5C", 0),
                                        Cc({{"KD", 1}}));
                QVERIFY(r.apply(moves::DrawClosed{}).ok());
                const Decision d = decideFor(level, r, seed);
                const auto* discard = std::get_if<moves::Discard>(&d.move);
                QVERIFY(discard);
                QVERIFY2(!r.wildCards().isWild(discard->card.face()), botLevelName(level));
            }
        }
    }

    void takesAWildOpenCard() {
        // The dealer's first open card is 9♥, the upper value card (wild): it may be taken, and
        // every level but Random takes it.
        for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            const IndianRound r =
                round21(rules21(), {example1C(), junk(2)}, C("8H", 0), C("9H", 0), Cc({{"KD", 1}}));
            QVERIFY(r.check(moves::DrawOpen{}).ok());
            QVERIFY2(std::holds_alternative<moves::DrawOpen>(decideFor(level, r).move),
                     botLevelName(level));
        }
    }

    void takesTheCardThatCompletesThePureSequences() {
        // B without its 10♥: two pure runs (5-6-7♥ twice), J♥ Q♥ waiting for 10♥ (or 9♥, K♥).
        // 10♥ on the open deck makes the third pure sequence: Medium and Hard take it.
        std::vector<Card> b = example1B();
        b.erase(std::find(b.begin(), b.end(), C("10H", 1)));
        b.push_back(C("3C", 1));
        for (BotLevel level : {BotLevel::Medium, BotLevel::Hard}) {
            const IndianRound r =
                round21(rules21(), {b, junk(2)}, C("8H", 0), C("10H", 1), Cc({{"KD", 1}}));
            QVERIFY2(std::holds_alternative<moves::DrawOpen>(decideFor(level, r).move),
                     botLevelName(level));
            // 10♠ helps nothing there: a closed draw.
            const IndianRound useless =
                round21(rules21(), {b, junk(2)}, C("8H", 0), C("10S", 1), Cc({{"KD", 1}}));
            QVERIFY2(std::holds_alternative<moves::DrawClosed>(decideFor(level, useless).move),
                     botLevelName(level));
        }
    }

    void neverThrowsBackTheOpenCard() {
        // The hand of the soak's endless deal (the cut 5♣): Medium valued 3♥ on the open deck
        // above what it would throw, took it, and threw it straight back, and so did the seat
        // after it, for ever. Having taken it, no level throws it back now.
        std::vector<Card> hand;
        for (const auto& [name, copy] : std::vector<std::pair<const char*, int>>{
                 {"QH", 0}, {"2S", 0}, {"8H", 0}, {"8D", 0}, {"QD", 0}, {"8D", 1}, {"2S", 1},
                 {"2C", 0}, {"9D", 0}, {"QS", 0}, {"9H", 0}, {"2D", 0}, {"JK", 0}, {"3S", 0},
                 {"8S", 0}, {"9C", 0}, {"QS", 1}, {"5H", 0}, {"2H", 0}, {"AS", 0}, {"8D", 2}})
            hand.push_back(C(name, copy));
        for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                IndianRound r =
                    round21(rules21(), {hand, junk(2)}, C("5C", 0), C("3H", 0), Cc({{"KD", 1}}));
                QVERIFY(r.apply(moves::DrawOpen{}).ok());
                const Decision d = decideFor(level, r, seed);
                const auto* discard = std::get_if<moves::Discard>(&d.move);
                QVERIFY2(discard, botLevelName(level));
                QVERIFY2(discard->card.face() != C("3H", 0).face(), botLevelName(level));
            }
        }
    }

    void deterministic() {
        for (BotLevel level : kLevels) {
            IndianRound r = example1Round();
            QVERIFY(r.apply(moves::DrawClosed{}).ok());
            QVERIFY(r.apply(moves::Discard{C("KS", 1)}).ok());  // seat 1 to play
            const PlayerView v = PlayerView::of(r, 1);
            const Decision a = Bot::create(Variant::Indian13, level, 9)->decide(v);
            const Decision b = Bot::create(Variant::Indian13, level, 9)->decide(v);
            QCOMPARE(toString(a.move), toString(b.move));
        }
    }

    void arenaPlaysLegally() {
        // Every level at tables of two, three and six, in every format: no refused move, every
        // deal finished, and the same summary from one thread and from two.
        for (const auto& [players, format] :
             {std::pair{2, MatchFormat::Points}, std::pair{3, MatchFormat::Pool101},
              std::pair{6, MatchFormat::Deals3}}) {
            ArenaConfig cfg;
            cfg.rules = IndianRules::preset(format, Variant::Indian21);
            cfg.players = players;
            cfg.seats = {"hard", "medium", "easy", "random"};
            if (players < 4) cfg.seats.resize(std::size_t(players));
            cfg.games = players;
            cfg.seed = 21;
            const auto one = Arena::run(cfg);
            QVERIFY(one);
            QCOMPARE(one->turnLimitDeals, std::int64_t(0));
            for (const LevelStats& ls : one->levels) QCOMPARE(ls.illegalMoves, std::int64_t(0));
            cfg.threads = 2;
            const auto two = Arena::run(cfg);
            QVERIFY(two);
            QCOMPARE(two->levels, one->levels);
            QCOMPARE(one->toJson()["variant"].asString(), std::string("indian21"));
        }
    }

    void mediumBeatsEasy() {
        // A sanity check, not the measurement of docs/bots.md: over 600 two-player deals Medium
        // wins more than half.
        ArenaConfig cfg;
        cfg.rules = IndianRules::preset(MatchFormat::Points, Variant::Indian21);
        cfg.players = 2;
        cfg.seats = {"medium", "easy"};
        cfg.games = 600;
        cfg.seed = 5;
        const auto s = Arena::run(cfg);
        QVERIFY(s);
        QVERIFY2(s->levels[0].won > s->levels[1].won,
                 qPrintable(QString::number(s->levels[0].won)));
    }
};

RUMMY_TEST_APPLESS_MAIN(TestBots21)

#include "test_bots21.moc"
