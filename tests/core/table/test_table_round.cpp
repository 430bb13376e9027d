// SPDX-License-Identifier: GPL-3.0-or-later
// TableRound's rules one by one: each default with the move it refuses, and each option with
// the same position played the other way. Deals are stacked (support/table_deal.h).
#include <QtTest>

#include "game/round.h"
#include "support/table_round_play.h"
#include "table/table_game.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestTableRound : public QObject {
    Q_OBJECT

private slots:
    void deals() {
        for (int seats = 2; seats <= 6; ++seats) {
            const TableRound r(TableRules::straight(), seats, 0, 42);
            QCOMPARE(static_cast<int>(r.hand(1).size()), seats == 2 ? 10 : seats <= 4 ? 7 : 6);
            QCOMPARE(r.currentSeat(), 1);  // the seat after the dealer
            QCOMPARE(r.pile().size(), std::size_t(1));
            QCOMPARE(static_cast<int>(r.allCards().size()), 52);
            QCOMPARE(r.phase(), TablePhase::Draw);
        }
        QCOMPARE(TableRound(TableRules::rummy500(), 5, 0, 1).allCards().size(), std::size_t(108));
        QCOMPARE(TableRound(TableRules::rummy51(), 2, 0, 1).allCards().size(), std::size_t(108));
        // The same seed deals the same cards; a stacked deck must be the whole shoe.
        QCOMPARE(TableRound(TableRules::straight(), 3, 0, 9),
                 TableRound(TableRules::straight(), 3, 0, 9));
        std::vector<Card> short52 = TableRound::orderedShoe(TableRules::straight(), 3);
        short52.pop_back();
        QCOMPARE(TableRound::withDeck(TableRules::straight(), 3, 0, short52).error(),
                 ErrorCode::BadCount);
        QCOMPARE(TableRound::withDeck(TableRules::rummy51(), 6, 0, {}).error(),
                 ErrorCode::BadRules);
    }

    void phasesAndOtherGames() {
        TableRound r = deal(TableRules::straight(), kStraight, "8H", {"KH"});
        QCOMPARE(play(r, "discard 9H"), ErrorCode::WrongPhase);
        QCOMPARE(play(r, "meld [2S 3S 4S]"), ErrorCode::WrongPhase);
        QCOMPARE(r.check(moves::Knock{}).error(), ErrorCode::NotInThisGame);
        QCOMPARE(r.check(moves::Drop{}).error(), ErrorCode::NotInThisGame);
        QCOMPARE(play(r, "draw-open 2"), ErrorCode::NotInThisGame);  // depth is 500's
        QCOMPARE(r.check(moves::Take{r.pile().back(), 1}).error(), ErrorCode::NotInThisGame);
        PLAY(r, "draw-closed");
        QCOMPARE(play(r, "draw-closed"), ErrorCode::WrongPhase);
        QCOMPARE(play(r, "discard AS"), ErrorCode::CardNotInHand);
        QCOMPARE(play(r, "layoff 9H 1"), ErrorCode::NoSuchMeld);
        QCOMPARE(play(r, "done"), ErrorCode::MustDiscard);
        PLAY(r, "discard KH");
        QCOMPARE(r.currentSeat(), 1);
    }

    void oneMeldPerTurn() {
        TableRound r = deal(TableRules::straight(), kStraight, "8H", {"KH"});
        PLAY(r, "draw-closed");
        PLAY(r, "meld [2S 3S 4S]");
        QCOMPARE(play(r, "meld [5H 5D 5C]"), ErrorCode::MeldLimit);
        TableRules any = TableRules::straight();
        any.meldsPerTurn = 0;
        TableRound r2 = deal(any, kStraight, "8H", {"KH"});
        PLAY(r2, "draw-closed");
        PLAY(r2, "meld [2S 3S 4S] [5H 5D 5C]");
    }

    void acePolicy() {
        const Hands h{{"QD", "KD", "AD", "AH", "2H", "3H", "9C"}, kStraight[1], kStraight[2]};
        TableRound r = deal(TableRules::straight(), h, "8H", {"KH"});
        PLAY(r, "draw-closed");
        QCOMPARE(play(r, "meld [QD KD AD]"), ErrorCode::BadGroups);
        PLAY(r, "meld [AH 2H 3H]");
        TableRules high = TableRules::straight();
        high.melds.aceHigh = true;
        TableRound r2 = deal(high, h, "8H", {"KH"});
        PLAY(r2, "draw-closed");
        PLAY(r2, "meld [QD KD AD]");
        QCOMPARE(r2.melds()[0].cards.back().card.face(), *parseFace("AD"));
    }

    // Lay-offs on anyone's meld, by default even before one's own first meld; never past an
    // ace and never rearranging a meld.
    void layOffs() {
        TableRound r = deal(TableRules::straight(), kStraight, "8H", {"KH", "2C", "3C"});
        PLAY(r, "draw-closed");
        PLAY(r, "meld [2S 3S 4S]");
        PLAY(r, "discard KH");
        PLAY(r, "draw-closed");
        PLAY(r, "discard 2C");
        PLAY(r, "draw-closed");
        PLAY(r, "layoff 5S 1");  // seat 2 has no meld of its own
        QCOMPARE(play(r, "layoff 10C 1"), ErrorCode::BadGroups);
        PLAY(r, "layoff 6S 1");
        QCOMPARE(r.melds()[0].laidBy, (std::vector<int>{0, 0, 0, 2, 2}));
        TableRules wait = TableRules::straight();
        wait.layOffBeforeMeld = false;
        TableRound w = deal(wait, kStraight, "8H", {"KH", "2C", "3C"});
        for (const char* m : {"draw-closed", "meld [2S 3S 4S]", "discard KH", "draw-closed",
                              "discard 2C", "draw-closed"})
            PLAY(w, m);
        QCOMPARE(play(w, "layoff 5S 1"), ErrorCode::NotOpened);
        PLAY(w, "meld [9D 10D JD]");
        PLAY(w, "layoff 5S 1");
    }

    void takenCardStays() {
        TableRound r = deal(TableRules::straight(), kStraight, "9C", {"KH"});
        PLAY(r, "draw-open");
        QCOMPARE(play(r, "discard 9C"), ErrorCode::TakenCardBack);
        TableRules may = TableRules::straight();
        may.mayDiscardTakenCard = true;
        TableRound r2 = deal(may, kStraight, "9C", {"KH"});
        PLAY(r2, "draw-open");
        PLAY(r2, "discard 9C");
    }

    // Going out: the hand ends the moment it is empty, no discard needed; or, as an option, a
    // final discard is required.
    void goingOut() {
        const Hands h{{"2S", "3S", "4S", "5S", "5H", "5D", "5C"},
                      kStraight[1],
                      {"10C", "2D", "9D", "10D", "JD", "QD", "KD"}};
        TableRules any = TableRules::straight();
        any.meldsPerTurn = 0;
        TableRound r = deal(any, h, "8H", {"6S"});
        PLAY(r, "draw-closed");
        PLAY(r, "meld [2S 3S 4S 5S 6S] [5H 5D 5C]");
        QVERIFY(r.isOver());
        QCOMPARE(r.outcome().winner, 0);
        QVERIFY(r.outcome().oneTurn);
        QCOMPARE(r.result().points, (std::vector<int>{0, 49, 61}));
        any.discardToGoOut = true;
        TableRound d = deal(any, h, "8H", {"6S"});
        PLAY(d, "draw-closed");
        QCOMPARE(play(d, "meld [2S 3S 4S 5S 6S] [5H 5D 5C]"), ErrorCode::MustDiscard);
        PLAY(d, "meld [2S 3S 4S 5S] [5H 5D 5C]");
        PLAY(d, "discard 6S");
        QVERIFY(d.isOver());
        QCOMPARE(d.outcome().winner, 0);
    }

    void stockOut() {
        // Six players of Straight leave a stock of 15: after 15 draws the pile becomes the stock.
        TableRules rules = TableRules::straight();
        TableRound r(rules, 6, 0, 5);
        auto drawAndThrow = [](TableRound& t) {
            t.apply(moves::DrawClosed{});
            t.apply(moves::Discard{t.hand(t.currentSeat()).front()});
        };
        for (int i = 0; i < 15; ++i) drawAndThrow(r);
        QCOMPARE(r.rebuilds(), 1);
        QCOMPARE(r.stock().size(), std::size_t(15));
        QCOMPARE(r.pile().size(), std::size_t(1));
        QVERIFY(!r.isOver());
        // Flip: the first card thrown after the deal is the new stock's top... below the card
        // turned up: the pile's first card turns up again.
        rules.stockOut = StockOut::Flip;
        TableRound f(rules, 6, 0, 5);
        std::vector<Card> pileBefore;
        for (int i = 0; i < 15; ++i) drawAndThrow(f);
        QCOMPARE(f.rebuilds(), 1);
        QCOMPARE(f.pile().size(), std::size_t(1));
        // Limit: no rebuild left ends the hand as a block.
        rules.stockOut = StockOut::Reshuffle;
        rules.reshuffleLimit = 0;
        TableRound b(rules, 6, 0, 5);
        for (int i = 0; i < 15; ++i) drawAndThrow(b);
        QVERIFY(b.isOver());
        QVERIFY(b.outcome().block);
        QCOMPARE(b.result().winner, -1);
        // Block rummy: the next player may end the hand (done) or take the pile to play from it.
        rules.stockOut = StockOut::EndHand;
        TableRound e(rules, 6, 0, 5);
        for (int i = 0; i < 15; ++i) drawAndThrow(e);
        QVERIFY(!e.isOver());
        QCOMPARE(e.check(moves::DrawClosed{}).error(), ErrorCode::StockEmpty);
        QVERIFY(e.check(moves::Done{}));
        e.apply(moves::Done{});
        QVERIFY(e.outcome().block);
        // Every seat pays its hand.
        for (int s = 0; s < 6; ++s)
            QCOMPARE(e.result().points[std::size_t(s)], e.outcome().seats[std::size_t(s)].inHand);
    }

    // A joker won by a swap must be played at once; when the only place for it is a new meld
    // and the turn's meld limit is reached, the swap is refused (the soak found a hand left
    // with no legal move when the limit was not counted).
    void swapWithinTheMeldLimit() {
        TableRules rules = TableRules::kaluki();
        rules.opening = 0;
        rules.meldsPerTurn = 1;
        rules.deal[2] = 13;
        const Hands hands{
            {"7H", "7S", "7D", "7C", "5H", "5S", "5D", "5C", "KD", "9C", "10C", "2D", "3H"},
            {"KH", "KS", "KC", "JK", "2S", "4S", "6S", "8S", "10S", "QS", "2H", "4H", "6H"}};
        const auto upTo = [&](TableRound& round) {
            PLAY(round, "draw-closed");
            PLAY(round, "meld [7H 7S 7D 7C]");
            PLAY(round, "discard 2D");
            PLAY(round, "draw-closed");
            PLAY(round, "meld [KH KS KC JK]");  // the joker plays the K♦
            PLAY(round, "discard 2S");
            PLAY(round, "draw-closed");
            PLAY(round, "meld [5H 5S 5D 5C]");
        };
        // Both melds full, the joker's only place is a new meld with 9♣ 10♣: not this turn.
        TableRound limited = deal(rules, hands, "8D", {"QD", "QC", "QH"}, 1);
        upTo(limited);
        QCOMPARE(play(limited, "swap KD 2"), ErrorCode::MustPlayCard);
        for (const Move& m : limited.legalMoves()) QVERIFY(!std::holds_alternative<moves::Swap>(m));
        rules.meldsPerTurn = 0;
        TableRound free = deal(rules, hands, "8D", {"QD", "QC", "QH"}, 1);
        upTo(free);
        PLAY(free, "swap KD 2");
        PLAY(free, "meld [9C 10C JK]");
    }

    // 51: the first lay-down is worth 51 (the turn's melds together); no lay-off before it.
    void opening() {
        TableRules rules = TableRules::rummy51();
        rules.deal[2] = 9;
        TableRound r = deal(rules,
                            {{"QH", "KH", "AH", "7C", "7D", "2S", "3S", "4S", "9D"},
                             {"2C", "4D", "6H", "8S", "10C", "QD", "3H", "5S", "7S"}},
                            "3C", {"4C"}, 1);
        PLAY(r, "draw-closed");
        moves::Meld low = std::get<moves::Meld>(tableMove(r, "meld [QH KH AH] [2S 3S 4S]"));
        QCOMPARE(r.openingShortfall(low), 51 - 31 - 9);
        QCOMPARE(r.apply(low).error(), ErrorCode::OpeningTooLow);
        QCOMPARE(play(r, "draw-open"), ErrorCode::WrongPhase);
        QCOMPARE(play(r, "discard 9D"), ErrorCode::None);  // nothing laid: the turn discards
        QCOMPARE(play(r, "draw-open"), ErrorCode::NotInThisGame);  // 51 has no pile draw
        PLAY(r, "draw-closed");
        QCOMPARE(play(r, "done"), ErrorCode::MustDiscard);
        PLAY(r, "discard 2C");
    }

    // 51: taking a card from an opponent's meld of four or more into a new meld at once, and
    // swapping the card a joker stands for, the joker then played at once.
    void swapAndTake() {
        TableRules rules = TableRules::rummy51();
        rules.deal[2] = 8;
        TableRound r = deal(rules,
                            {{"10S", "JS", "QS", "KS", "AS", "7S", "8S", "KH"},
                             {"9H", "9C", "9D", "9S", "KD", "KC", "JK", "2C"}},
                            "3C", {"4C", "8H"}, 1);
        PLAY(r, "draw-closed");
        QCOMPARE(play(r, "swap KH 1"), ErrorCode::NoSuchMeld);
        PLAY(r, "meld [10S JS QS KS AS]");
        PLAY(r, "done");  // the seed's reading: a turn that laid cards needs no discard
        QCOMPARE(play(r, "take 10S 1"), ErrorCode::NotOpened);
        PLAY(r, "draw-closed");
        PLAY(r, "meld [9H 9C 9D 9S] [KD KC JK]");
        QCOMPARE(r.melds()[2].cards[2].standsFor, parseFace("KS"));
        PLAY(r, "done");
        QCOMPARE(play(r, "take KD 3"), ErrorCode::BadGroups);   // a meld of three
        QCOMPARE(play(r, "take 10S 1"), ErrorCode::BadGroups);  // one's own meld
        PLAY(r, "take 9S 2");
        QCOMPARE(play(r, "discard KH"), ErrorCode::MustPlayCard);
        QCOMPARE(play(r, "layoff 9S 1"), ErrorCode::MustPlayCard);  // a new meld, not a lay-off
        PLAY(r, "meld [7S 8S 9S]");
        PLAY(r, "swap KH 3");
        QCOMPARE(r.obligation()->card.face(), Face::joker());
        QCOMPARE(play(r, "discard 4C"), ErrorCode::MustPlayCard);
        PLAY(r, "layoff JK 4");
        QCOMPARE(r.melds()[3].cards.back().standsFor, parseFace("10S"));
        QCOMPARE(r.melds()[2].kind, MeldKind::Set);
        PLAY(r, "discard 4C");
        QVERIFY(r.isOver());
        QCOMPARE(r.outcome().winner, 0);
        QCOMPARE(r.result().points, (std::vector<int>{0, 10}));  // 2C 8H
    }

    // Kaluki: no lay-off before one's first meld, and the pile's top only to open with it at
    // once; every turn ends with a discard.
    void kalukiBeforeOpening() {
        TableRules rules = TableRules::kaluki();
        rules.deal[2] = 6;
        TableRound r = deal(
            rules, {{"2S", "3S", "4S", "9H", "9C", "KD"}, {"5C", "6C", "7C", "8D", "JD", "QH"}},
            "7H", {"4C", "10S"}, 1);
        // 7H opens nothing in this hand (2-3-4♠ and 7♥ make 9 at best).
        QCOMPARE(play(r, "draw-open"), ErrorCode::OpeningTooLow);
        PLAY(r, "draw-closed");
        QCOMPARE(play(r, "meld [2S 3S 4S]"), ErrorCode::OpeningTooLow);  // 9 of 51
        QCOMPARE(play(r, "done"), ErrorCode::MustDiscard);
        PLAY(r, "discard KD");
        QCOMPARE(play(r, "draw-open"), ErrorCode::OpeningTooLow);  // nor for seat 1
        PLAY(r, "draw-closed");
        // The view shows seat 1 its own hand, and of seat 0 only the count.
        const PlayerView v = PlayerView::of(r, 1);
        QCOMPARE(v.hand, r.hand(1));
        QCOMPARE(v.seats[0].cards, 6);
        QCOMPARE(v.stock, static_cast<int>(r.stock().size()));
        // The whole pile, each card thrown face up, with who threw it (seat 0 the KD).
        QCOMPARE(v.pileCards(), r.pile());
        QCOMPARE(v.pile.back().by, 0);
        QCOMPARE(v.pile.back().card.face().toString(), std::string("KD"));
    }

    // Bicycle's exception: an unopened Kaluki player takes the pile's top to lay it at once in
    // an opening of 51 (A 15, courts 10): the card taken must be in it, and the opening must
    // reach 51 with the rest of the hand's melds; nothing else may come first.
    void kalukiTakesThePileToOpen() {
        TableRules rules = TableRules::kaluki();
        rules.deal[2] = 7;
        TableRound r = deal(rules,
                            {{"QH", "KH", "9C", "9D", "9S", "2C", "5D"},
                             {"5C", "6C", "7C", "8D", "JD", "QS", "4H"}},
                            "AH", {"4C", "10S"}, 1);
        // Q-K-A♥ is 35, the nines 27: 62, and the hand keeps a card to throw.
        PLAY(r, "draw-open");
        QVERIFY(r.obligation() && r.obligation()->newMeld);
        QCOMPARE(play(r, "discard 2C"), ErrorCode::MustPlayCard);
        QCOMPARE(play(r, "meld [9C 9D 9S]"), ErrorCode::MustPlayCard);   // without the A♥
        QCOMPARE(play(r, "meld [QH KH AH]"), ErrorCode::OpeningTooLow);  // 35 of 51
        const auto listed = r.legalMoves();
        QVERIFY(std::any_of(listed.begin(), listed.end(),
                            [](const Move& m) { return std::holds_alternative<moves::Meld>(m); }));
        PLAY(r, "meld [QH KH AH] [9C 9D 9S]");
        QVERIFY(r.hasOpened(0));
        PLAY(r, "discard 2C");
        // Seat 1 cannot open with the 2♣ (5-6-7♣ and 2♣ make no meld): the pile stays shut.
        QCOMPARE(play(r, "draw-open"), ErrorCode::OpeningTooLow);
        // Where the rule is off, not at all.
        rules.pileToOpen = false;
        TableRound off = deal(rules,
                              {{"QH", "KH", "9C", "9D", "9S", "2C", "5D"},
                               {"5C", "6C", "7C", "8D", "JD", "QS", "4H"}},
                              "AH", {"4C", "10S"}, 1);
        QCOMPARE(play(off, "draw-open"), ErrorCode::NotOpened);
    }

    void roundInterface() {
        Round r(deal(TableRules::straight(), kStraight, "8H", {"KH"}));
        QCOMPARE(r.family(), Family::Table);
        QCOMPARE(r.seats(), 3);
        QVERIFY(r.table());
        QVERIFY(!r.legalMoves().empty());
        QVERIFY(r.apply(moves::DrawClosed{}));
        const auto meld = r.resolve(*parseMoveText("meld [2S 3S 4S]").move);
        QVERIFY(meld);
        QVERIFY(r.apply(*meld));
        // A seat sees its hand, the melds and the top of the pile; of the others, their counts.
        const PlayerView v = r.view(1);
        QCOMPARE(v.hand, r.table()->hand(1));
        QCOMPARE(v.melds.size(), std::size_t(1));
        QCOMPARE(v.melds[0].owner, 0);
        QCOMPARE(v.seats[0].cards, 5);
        QCOMPARE(v.pile.size(), std::size_t(1));
        QVERIFY(std::holds_alternative<TableExtras>(v.extras));
        QCOMPARE(r.resolve(*parseMoveText("discard AS").move).error(), ErrorCode::CardNotInHand);
        QCOMPARE(r.resolve(*parseMoveText("finish AS").move).error(), ErrorCode::NotInThisGame);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestTableRound)

#include "test_table_round.moc"
