// SPDX-License-Identifier: GPL-3.0-or-later
// Gin games to the target: the dealer rule, the final count with its bonuses, and game records
// (write, read, replay) of whole games and of damaged or foreign records.
#include <QtTest>

#include "gin/gin_game.h"
#include "io/deal_code.h"
#include "io/game_record.h"
#include "io/record_replay.h"
#include "support/gin_round_adapter.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// Plays `game` to its end with two drivers; returns false if it runs past a sane limit.
bool playOut(GinGame& game, std::uint64_t seed) {
    GinDriver drivers[2] = {GinDriver(seed), GinDriver(seed + 1)};
    for (int steps = 0; steps < 100000; ++steps) {
        if (game.isOver()) return true;
        if (game.round().isOver()) {
            if (!game.nextDeal()) return false;
            continue;
        }
        const GinRound& r = game.round();
        const Move m = drivers[r.currentSeat()].choose(r, r.legalMoves());
        if (!game.apply(m)) return false;
    }
    return false;
}

}  // namespace

class TestGinGame : public QObject {
    Q_OBJECT

private slots:
    void gamesRunToTheTargetWithTheirBonuses() {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto created = GinGame::create(GinRules{}, 2, seed);
            QVERIFY(created);
            GinGame g = std::move(created).value();
            QVERIFY(playOut(g, seed * 7));
            QVERIFY(g.winner() == 0 || g.winner() == 1);
            const int w = g.winner(), l = 1 - w;
            QVERIFY(g.scores()[std::size_t(w)] >= 100);
            QVERIFY(g.scores()[std::size_t(l)] < 100);
            // The dealer rule, hand by hand.
            int dealer = g.firstDealer();
            std::array<int, 2> points{}, boxes{};
            for (const GinHandRecord& h : g.deals()) {
                QCOMPARE(h.dealer, dealer);
                if (h.outcome.winner >= 0) {
                    points[std::size_t(h.outcome.winner)] += h.outcome.points;
                    ++boxes[std::size_t(h.outcome.winner)];
                    dealer = h.outcome.winner;
                }
                QCOMPARE(h.scoresAfter, std::vector<int>(points.begin(), points.end()));
            }
            const GinGameTotals t = ginTotals(g);
            QCOMPARE(t.boxes, boxes);
            QCOMPARE(t.shutout, boxes[std::size_t(l)] == 0);
            const int winnerHands = points[std::size_t(w)] * (t.shutout ? 2 : 1);
            QCOMPARE(t.totals[std::size_t(w)], winnerHands + 100 + 25 * boxes[std::size_t(w)]);
            QCOMPARE(t.totals[std::size_t(l)], points[std::size_t(l)] + 25 * boxes[std::size_t(l)]);
            QCOMPARE(g.apply(moves::DrawClosed{}).error(), ErrorCode::MatchOver);
        }
    }

    void aGameRecordReplaysToTheSameGame() {
        for (std::uint64_t seed = 100; seed < 110; ++seed) {
            GinRules rules;
            rules.target = 150;
            rules.oklahoma = seed % 2 == 0;
            rules.wall = seed % 3 == 0 ? GinWall::TakeToKnock : GinWall::Void;
            GinGame g = GinGame::create(rules, 2, seed).value();
            QVERIFY(playOut(g, seed));
            const std::string text = writeRecord(recordOfGinGame(g, {"you", "hard"}));
            const RecordParse parsed = parseRecord(text);
            QVERIFY2(parsed.record, parsed.error.path.c_str());
            QCOMPARE(parsed.record->gin, rules);
            const Replay replay = replayRecord(*parsed.record);
            QVERIFY(!replay.failure);
            QVERIFY(replay.game && replay.game->gin());
            QVERIFY(*replay.game->gin() == g);
            QCOMPARE(replay.summary["over"].asBool(), true);
            QCOMPARE(replay.summary["winner"].asInt(), g.winner());
            QCOMPARE(replay.summary["totals"][g.winner()].asInt(),
                     g.totals().totals[std::size_t(g.winner())]);
            QCOMPARE(int(replay.summary["deals"].size()), int(g.deals().size()));
        }
    }

    void aGameCutShortReplaysToWhereItStopped() {
        GinGame g = GinGame::create(GinRules{}, 2, 5).value();
        GinDriver d(3);
        for (int i = 0; i < 7; ++i) {
            const GinRound& r = g.round();
            QVERIFY(g.apply(d.choose(r, r.legalMoves())));
        }
        const RecordParse parsed = parseRecord(writeRecord(recordOfGinGame(g, {"a", "b"})));
        QVERIFY(parsed.record);
        const Replay replay = replayRecord(*parsed.record);
        QVERIFY(!replay.failure);
        QVERIFY(*replay.game->gin() == g);
        QCOMPARE(replay.summary["over"].asBool(), false);
    }

    // The code of any hand deals it again, and a game begun from it records and replays.
    void dealCodesDealTheHandAgain() {
        GinGame g = GinGame::create(GinRules{}, 2, 31).value();
        GinDriver d(8);
        for (int hand = 0; hand < 4 && !g.isOver(); ++hand) {
            const DealCode code = DealCode::of(g);
            QCOMPARE(code.variant, Variant::Gin);
            const auto read = DealCode::parse(code.toString());
            QVERIFY(read);
            QCOMPARE(*read, code);
            const GinGame again =
                GinGame::create(GinRules{}, 2, read->seed, MatchStart{read->deal, read->dealer})
                    .value();
            QVERIFY(again.round() == g.round());
            while (!g.round().isOver())
                QVERIFY(g.apply(d.choose(g.round(), g.round().legalMoves())));
            if (!g.isOver()) QVERIFY(g.nextDeal());
        }
        QCOMPARE(DealCode::of(GinGame::create(GinRules{}, 2, 31).value()).toString(),
                 std::string("GIN-2-") +
                     DealCode::of(GinGame::create(GinRules{}, 2, 31).value()).toString().substr(6));
        QVERIFY(!DealCode::parse("GIN-4-5"));
        QVERIFY(!DealCode::parse("GIN-2-5-3103"));  // nobody sits out in Gin
        // A game begun at a later hand records its start and replays to the same game.
        GinGame late = GinGame::create(GinRules{}, 2, 31, MatchStart{3, 1}).value();
        QVERIFY(playOut(late, 4));
        const RecordParse parsed = parseRecord(writeRecord(recordOfGinGame(late, {"a", "b"})));
        QVERIFY(parsed.record);
        QCOMPARE(parsed.record->start.deal, 3);
        const Replay replay = replayRecord(*parsed.record);
        QVERIFY(!replay.failure);
        QVERIFY(*replay.game->gin() == late);
    }

    void badGinRecordsAreRefusedAndNamed() {
        const std::string head = R"({"record": 1, "variant": "gin", "players": ["a", "b"], )";
        auto errorOf = [](const std::string& text) { return parseRecord(text).error; };
        QCOMPARE(errorOf(head + R"("rules": {"knok": 9}, "seed": 1, "moves": []})").path,
                 std::string("rules.knok"));
        QCOMPARE(errorOf(head + R"("rules": {"knock": 11}, "seed": 1, "moves": []})").code,
                 ErrorCode::BadRules);
        QCOMPARE(errorOf(head + R"("rules": {"wall": "sometimes"}, "seed": 1, "moves": []})").code,
                 ErrorCode::BadRules);
        QCOMPARE(errorOf(R"({"record": 1, "variant": "gin", "players": ["a", "b", "c"], "seed": 1,
                            "moves": []})")
                     .path,
                 std::string("players"));
        QCOMPARE(errorOf(head + R"("deck": ["AS", "AS"], "moves": []})").code,
                 ErrorCode::TooManyCopies);
        QCOMPARE(errorOf(head + R"("deck": ["JK"], "moves": []})").code, ErrorCode::TooManyCopies);
        // Indian rule keys mean nothing in Gin.
        QCOMPARE(errorOf(head + R"("rules": {"firstDrop": 20}, "seed": 1, "moves": []})").path,
                 std::string("rules.firstDrop"));
    }

    void anIllegalMoveStopsTheReplayAtItsIndex() {
        const std::string text =
            R"({"record": 1, "variant": "gin", "players": ["a", "b"], "dealer": 1,
                "deck": ["AS", "AH", "2S", "2H", "3S", "3H", "4S", "4H", "5S", "5H",
                         "6S", "6H", "7S", "7H", "8S", "8H", "9S", "9H", "10S", "10H", "KC", "AD"],
                "moves": [{"seat": 0, "move": "pass"}, {"seat": 1, "move": "pass"},
                          {"seat": 0, "move": "draw-closed"}, {"seat": 0, "move": "knock AS"},
                          {"seat": 0, "move": "discard 2S"}]})";
        const RecordParse parsed = parseRecord(text);
        QVERIFY(parsed.record);
        const Replay replay = replayRecord(*parsed.record);
        QVERIFY(replay.failure);
        // Seat 0 holds A-10 of spades and draws A♦, stacked under the upcard K♣
        // knocking with A♠ leaves 2-10♠ and A♦ = 1 deadwood, against A-10♥ with none: an
        // undercut, 1 + 25. The discard after the hand ended is refused.
        QCOMPARE(replay.failure->move, 4);
        QCOMPARE(replay.failure->code, ErrorCode::RoundOver);
        const Json& hand = replay.summary["deals"][0];
        QCOMPARE(hand["ending"].asString(), std::string("undercut"));
        QCOMPARE(hand["counts"][0].asInt(), 1);
        QCOMPARE(hand["counts"][1].asInt(), 0);
        QCOMPARE(hand["points"][1].asInt(), 26);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestGinGame)

#include "test_gin_game.moc"
