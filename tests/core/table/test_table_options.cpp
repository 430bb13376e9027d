// SPDX-License-Identifier: GPL-3.0-or-later
// The table games' options one by one, with the same position played each way: 500's pile
// (any depth, the top card played at once, the deepest card in a new meld), floating and the
// unplayable last discard, and how a game ends (the target, a set number of hands, going out
// to win). Deals are stacked (support/table_deal.h).
#include <QtTest>

#include "support/table_round_adapter.h"
#include "support/table_round_play.h"
#include "table/table_game.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestTableOptions : public QObject {
    Q_OBJECT

private slots:
    // 500: a card from deep in the pile brings the cards above it and must be played at once.
    void pileDepth() {
        TableRules rules = TableRules::rummy500();
        rules.deal[2] = 5;
        TableRound r = deal(rules, {{"4D", "4S", "4H", "QC", "2C"}, {"9C", "KD", "5S", "7H", "8H"}},
                            "6D", {"JC", "JH", "2H", "3H", "10C"}, 1);
        for (const char* m : {"draw-closed", "discard 4S", "draw-closed", "discard 9C",
                              "draw-closed", "discard 4H", "draw-closed", "discard KD"})
            PLAY(r, m);
        QCOMPARE(play(r, "draw-open 6"), ErrorCode::OpenDeckEmpty);
        QCOMPARE(play(r, "draw-open 3"), ErrorCode::MustPlayCard);  // 9♣ has nowhere to go
        PLAY(r, "draw-open 4");
        QCOMPARE(play(r, "discard QC"), ErrorCode::MustPlayCard);
        QCOMPARE(play(r, "meld [JC JH JK]"), ErrorCode::CardNotInHand);
        PLAY(r, "meld [4S 4H 4D]");
        PLAY(r, "discard KD");  // 500 lets the card taken go back
        // Lay-offs score for who laid them.
        PLAY(r, "draw-closed");
        QCOMPARE(r.outcome().seats[0].melded, 12);
    }

    // 500's options on the pile: the top card alone must be played at once too
    // (pile_top_played), and the deepest card taken must start a new meld, not be laid off
    // (pile_deep_new_meld).
    void pileOptions() {
        const Hands hands{{"6S", "6H", "QC", "2C", "9H"}, {"6C", "KD", "5S", "7H", "8H"}};
        const std::vector<std::string> stock{"JC", "JH", "2H", "3H", "10C"};
        // Seat 0 takes the 6♦ and lays 6♠ 6♥ 6♦ (meld 1); then the 6♣ lies under the 2♣ and
        // K♦ (pile: Q♣ 6♣ 2♣ K♦).
        const auto dealt = [&](TableRules rules) {
            rules.deal[2] = 5;
            return deal(rules, hands, "6D", stock, 1);
        };
        const auto upTo = [&](TableRound& r) {
            PLAY(r, "draw-open");
            QCOMPARE(play(r, "discard QC"), ErrorCode::MustPlayCard);
            PLAY(r, "meld [6S 6H 6D]");
            PLAY(r, "discard QC");
            for (const char* m : {"draw-closed", "discard 6C", "draw-closed", "discard 2C",
                                  "draw-closed", "discard KD"})
                PLAY(r, m);
        };
        TableRules top = TableRules::rummy500();
        top.pileTopPlayed = true;
        TableRound a = dealt(top);
        upTo(a);
        PLAY(a, "draw-open 3");  // the 6♣ goes onto the sixes
        QCOMPARE(play(a, "discard 9H"), ErrorCode::MustPlayCard);
        PLAY(a, "layoff 6C 1");
        TableRules fresh = top;
        fresh.pileDeepNewMeld = true;
        TableRound b = dealt(fresh);
        upTo(b);
        // With no new meld for the 6♣ in 9♥ J♥ 2♣ K♦, the pickup is refused.
        QCOMPARE(play(b, "draw-open 3"), ErrorCode::MustPlayCard);
        PLAY(b, "draw-closed");
        // Off, the top card taken binds nothing.
        TableRound c = dealt(TableRules::rummy500());
        PLAY(c, "draw-open");
        PLAY(c, "discard QC");
    }

    // 500's floating: placing every card leaves the player waiting with none; the hand ends
    // only with a discard. The unplayable last discard: a last card that fits a meld is laid
    // off (and the player floats again) rather than thrown.
    void floating() {
        const Hands hands{{"2S", "3S", "4S", "5H", "5D"}, {"6C", "KD", "9S", "7H", "8H"}};
        // Seat 0 draws 5♣, 5♠, J♣; seat 1 Q♦, J♦.
        const std::vector<std::string> stock{"5C", "QD", "5S", "JD", "JC"};
        const auto dealt = [&](TableRules rules) {
            rules.deal[2] = 5;
            return deal(rules, hands, "9C", stock, 1);
        };
        const auto meldAll = [&](TableRound& r) {
            PLAY(r, "draw-closed");
            PLAY(r, "meld [2S 3S 4S] [5H 5D 5C]");
        };
        TableRound plain = dealt(TableRules::rummy500());
        meldAll(plain);
        QVERIFY(plain.isOver());
        QCOMPARE(plain.outcome().winner, 0);

        TableRules floats = TableRules::rummy500();
        floats.floating = true;
        TableRound f = dealt(floats);
        meldAll(f);
        QVERIFY(!f.isOver());
        QVERIFY(f.hand(0).empty());
        QCOMPARE(f.currentSeat(), 1);
        PLAY(f, "draw-closed");
        PLAY(f, "discard KD");
        PLAY(f, "draw-closed");  // the 5♠, thrown to go out: it may fit a meld
        PLAY(f, "discard 5S");
        QVERIFY(f.isOver());
        QCOMPARE(f.outcome().winner, 0);
        QVERIFY(!f.outcome().oneTurn);

        // A floating player may not take the pile's top card alone when it could neither
        // throw it back nor play it.
        floats.mayDiscardTakenCard = false;
        TableRound back = dealt(floats);
        meldAll(back);
        PLAY(back, "draw-closed");
        PLAY(back, "discard KD");
        QCOMPARE(play(back, "draw-open"), ErrorCode::TakenCardBack);
        PLAY(back, "draw-closed");

        TableRules unplayable = TableRules::rummy500();
        unplayable.unplayableLastDiscard = true;
        TableRound u = dealt(unplayable);
        meldAll(u);
        QVERIFY(!u.isOver());
        PLAY(u, "draw-closed");
        PLAY(u, "discard KD");
        PLAY(u, "draw-closed");
        QCOMPARE(play(u, "discard 5S"), ErrorCode::PlayableDiscard);
        QVERIFY(u.hand(0).size() == 1);
        PLAY(u, "layoff 5S 1");  // onto 2♠ 3♠ 4♠: floating again
        QVERIFY(!u.isOver());
        PLAY(u, "draw-closed");
        PLAY(u, "discard JD");
        PLAY(u, "draw-closed");  // the J♣ fits nothing
        PLAY(u, "discard JC");
        QVERIFY(u.isOver());
        QCOMPARE(u.outcome().winner, 0);
    }

    // A set number of hands replaces the target; "must go out to win" lets only the player who
    // went out, with the target reached, end the game. Games played out by the random driver.
    void gameEnds() {
        const auto playOut = [](TableGame& g, std::uint64_t seed) {
            TableDriver driver(seed);
            for (int moves = 0; !g.isOver() && moves < 200000; ++moves) {
                if (g.round().isOver()) {
                    QVERIFY(g.nextDeal());
                    continue;
                }
                QVERIFY(g.apply(driver.choose(g.round(), g.round().legalMoves())));
            }
            QVERIFY(g.isOver());
        };
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            TableRules fixed = TableRules::straight();
            fixed.hands = 3;
            fixed.target = 1;  // would end the game after the first hand without `hands`
            auto made = TableGame::create(fixed, 3, seed);
            QVERIFY(made);
            TableGame* a = &made.value();
            playOut(*a, seed);
            QCOMPARE(a->deals().size(), std::size_t(3));
            const auto& totals = a->scores();
            QCOMPARE(totals[std::size_t(a->winner())],
                     *std::min_element(totals.begin(), totals.end()));

            TableRules out = TableRules::rummy500();
            out.outToWin = true;
            out.target = 60;
            auto madeB = TableGame::create(out, 3, seed);
            QVERIFY(madeB);
            TableGame* b = &madeB.value();
            playOut(*b, seed);
            const auto& last = b->deals().back();
            QCOMPARE(b->winner(), last.outcome.winner);
            QVERIFY(b->scores()[std::size_t(b->winner())] >= out.target);
            for (std::size_t h = 0; h + 1 < b->deals().size(); ++h) {
                const auto& hand = b->deals()[h];
                const int w = hand.outcome.winner;
                QVERIFY(w < 0 || hand.scoresAfter[std::size_t(w)] < out.target);
            }
        }
    }

    // A game to the target: the deal passes to the left, penalties add up, lowest total wins.
    void game() {
        auto g = TableGame::create(TableRules::straight(), 3, 11);
        QVERIFY(g);
        TableGame game = *g;
        const int first = game.currentDeal().dealer;
        QCOMPARE(game.nextDeal().error(), ErrorCode::WrongPhase);
        QCOMPARE(TableGame::create(TableRules::straight(), 7, 1).error(), ErrorCode::BadRules);
        QCOMPARE(game.round().dealer(), first);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestTableOptions)

#include "test_table_options.moc"
