// SPDX-License-Identifier: GPL-3.0-or-later
// The move notation (core/move_notation.h): every word, every argument shape, every error,
// and the Indian games' mapping from written faces to the physical cards of a hand.
#include <QtTest>

#include "game/move_notation.h"
#include "test_registry.h"

using namespace rummy;

namespace {

Face face(const char* text) {
    return *parseFace(text);
}

Card card(int deck, const char* text) {
    return Card::natural(deck, face(text));
}

}  // namespace

class TestMoveNotation : public QObject {
    Q_OBJECT

private slots:
    void everyWordRoundTrips() {
        for (int k = 0; k < kMoveKindCount; ++k) {
            const auto kind = static_cast<MoveKind>(k);
            const auto back = parseMoveKind(moveKindName(kind));
            QVERIFY(back.has_value());
            QCOMPARE(static_cast<int>(*back), k);
        }
        QVERIFY(!parseMoveKind("Draw-Closed"));  // words are lower case
        QVERIFY(!parseMoveKind("lay-off"));
    }

    void wellFormedMoves_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("draw-closed") << "draw-closed"
                                     << "draw-closed";
        QTest::newRow("draw-open") << "draw-open"
                                   << "draw-open";
        QTest::newRow("draw-open 1") << "draw-open 1"
                                     << "draw-open";
        QTest::newRow("draw-open 4") << "draw-open 4"
                                     << "draw-open 4";
        QTest::newRow("discard") << "discard 10h"
                                 << "discard 10H";
        QTest::newRow("discard T") << "discard  Ts"
                                   << "discard 10S";
        QTest::newRow("finish") << "finish KS [AS 2S 3S] [4H 5H 6H JK]"
                                << "finish KS [AS 2S 3S] [4H 5H 6H JK]";
        QTest::newRow("brackets tight") << "finish KS[AS 2S 3S][4H 5H 6H]"
                                        << "finish KS [AS 2S 3S] [4H 5H 6H]";
        QTest::newRow("drop") << "drop"
                              << "drop";
        QTest::newRow("miss-turn") << "miss-turn"
                                   << "miss-turn";
        QTest::newRow("pass") << "pass"
                              << "pass";
        QTest::newRow("knock") << "knock 9C [2H 3H 4H] [7S 7D 7C]"
                               << "knock 9C [2H 3H 4H] [7S 7D 7C]";
        QTest::newRow("knock gin-like") << "knock 9C"
                                        << "knock 9C";
        QTest::newRow("meld joker") << "meld [5D JK=6D 7D] [QS QH QC]"
                                    << "meld [5D JK=6D 7D] [QS QH QC]";
        QTest::newRow("layoff") << "layoff 8D 2"
                                << "layoff 8D 2";
        QTest::newRow("swap") << "swap 6D 1"
                              << "swap 6D 1";
        QTest::newRow("take") << "take QS 12"
                              << "take QS 12";
        QTest::newRow("done") << "done"
                              << "done";
        QTest::newRow("tabs and spaces") << "\tdiscard\t 7C  "
                                         << "discard 7C";
    }

    void wellFormedMoves() {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        const MoveTextParse p = parseMoveText(text.toStdString());
        QVERIFY2(p.move.has_value(), moveTextErrorName(p.error));
        QCOMPARE(QString::fromStdString(p.move->toString()), canonical);
        // The canonical text reads back as the same move.
        const MoveTextParse again = parseMoveText(p.move->toString());
        QVERIFY(again.move.has_value());
        QVERIFY(*again.move == *p.move);
    }

    void argumentsAreRead() {
        const auto meld = parseMoveText("meld [5D JK=6D 7D]").move;
        QVERIFY(meld);
        QCOMPARE(meld->groups.size(), std::size_t{1});
        QCOMPARE(meld->groups[0][1].face, Face::joker());
        QVERIFY(meld->groups[0][1].standsFor == face("6D"));
        QVERIFY(!meld->groups[0][0].standsFor);
        const auto lay = parseMoveText("layoff 8D 3").move;
        QVERIFY(lay && lay->card == face("8D") && lay->target == 3);
        const auto open = parseMoveText("draw-open 3").move;
        QVERIFY(open && open->count == 3);
    }

    void malformedMoves_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("token");
        const auto e = [](MoveTextError x) { return static_cast<int>(x); };
        QTest::newRow("empty") << "   " << e(MoveTextError::Empty) << 0;
        QTest::newRow("unknown") << "fold" << e(MoveTextError::UnknownWord) << 0;
        QTest::newRow("upper case word") << "DISCARD 7H" << e(MoveTextError::UnknownWord) << 0;
        QTest::newRow("bad card") << "discard 1H" << e(MoveTextError::BadCard) << 1;
        QTest::newRow("no card") << "discard" << e(MoveTextError::MissingCard) << 1;
        QTest::newRow("finish no card")
            << "finish [AS 2S 3S]" << e(MoveTextError::MissingCard) << 1;
        QTest::newRow("count zero") << "draw-open 0" << e(MoveTextError::BadNumber) << 1;
        QTest::newRow("count sign") << "draw-open +2" << e(MoveTextError::BadNumber) << 1;
        QTest::newRow("count word") << "draw-open two" << e(MoveTextError::BadNumber) << 1;
        QTest::newRow("meld number") << "layoff 8D 1000" << e(MoveTextError::BadNumber) << 2;
        QTest::newRow("no meld number") << "swap 6D" << e(MoveTextError::MissingNumber) << 2;
        QTest::newRow("unclosed") << "finish KS [AS 2S" << e(MoveTextError::BadGroup) << 5;
        QTest::newRow("nested") << "meld [AS [2S]]" << e(MoveTextError::BadGroup) << 3;
        QTest::newRow("empty group") << "meld []" << e(MoveTextError::BadGroup) << 2;
        QTest::newRow("meld nothing") << "meld" << e(MoveTextError::BadGroup) << 1;
        QTest::newRow("card outside group") << "finish KS AS" << e(MoveTextError::BadGroup) << 2;
        QTest::newRow("stray bracket") << "discard 7H ]" << e(MoveTextError::ExtraArguments) << 2;
        QTest::newRow("joker as joker")
            << "meld [JK=JK 2S 3S]" << e(MoveTextError::BadStandsFor) << 2;
        QTest::newRow("stands for nothing")
            << "meld [JK= 2S 3S]" << e(MoveTextError::BadStandsFor) << 2;
        QTest::newRow("stands for outside")
            << "discard JK=7H" << e(MoveTextError::BadStandsFor) << 1;
        QTest::newRow("extra") << "drop now" << e(MoveTextError::ExtraArguments) << 1;
        QTest::newRow("two cards") << "discard 7H 8H" << e(MoveTextError::ExtraArguments) << 2;
    }

    void malformedMoves() {
        QFETCH(QString, text);
        QFETCH(int, error);
        QFETCH(int, token);
        const MoveTextParse p = parseMoveText(text.toStdString());
        QVERIFY(!p.move.has_value());
        QCOMPARE(static_cast<int>(p.error), error);
        QCOMPARE(p.token, static_cast<std::size_t>(token));
    }

    // Today's strings are kept exactly, byte for byte: toString(Move) is the notation.
    void movesWriteTheNotation() {
        const std::vector<std::pair<Move, std::string>> cases{
            {moves::DrawClosed{}, "draw-closed"},
            {moves::DrawOpen{}, "draw-open"},
            {moves::Discard{card(1, "10H")}, "discard 10H"},
            {moves::Finish{card(0, "KS"),
                           {{card(0, "AS"), card(1, "2S"), card(0, "3S")},
                            {Card::printedJoker(1), card(0, "5H"), card(0, "6H")}}},
             "finish KS [AS 2S 3S] [JK 5H 6H]"},
            {moves::Drop{}, "drop"},
            {moves::MissTurn{}, "miss-turn"},
            {moves::DrawOpen{3}, "draw-open 3"},
            {moves::Pass{}, "pass"},
            {moves::Knock{card(0, "KD"), {{card(0, "7H"), card(0, "7S"), card(0, "7C")}}},
             "knock KD [7H 7S 7C]"},
            {moves::Meld{{{{card(0, "7H"), std::nullopt},
                           {Card::printedJoker(0), parseFace("7D")},
                           {card(0, "7S"), std::nullopt}}}},
             "meld [7H JK=7D 7S]"},
            {moves::LayOff{card(0, "8H"), 2, std::nullopt}, "layoff 8H 2"},
            {moves::Swap{card(0, "7D"), 1}, "swap 7D 1"},
            {moves::Take{card(0, "KD"), 3}, "take KD 3"},
            {moves::Done{}, "done"},
        };
        QCOMPARE(cases.size(), std::size_t{kMoveKindCount + 1});
        for (const auto& [m, text] : cases) {
            QCOMPARE(QString::fromStdString(toString(m)), QString::fromStdString(text));
            QCOMPARE(QString::fromStdString(moveKindName(kindOf(m))),
                     QString::fromStdString(text.substr(0, text.find(' '))));
            const auto parsed = parseMoveText(toString(m));
            QVERIFY(parsed.move && *parsed.move == moveTextOf(m));
        }
    }

    // Two copies of one face in a hand: a written move uses each physical card once.
    void indianMovesTakeDistinctCopies() {
        const std::vector<Card> hand{card(0, "7H"), card(1, "7H"), card(0, "7S"),
                                     Card::printedJoker(0), card(0, "KD")};
        const auto parsed = indianMoveOf(*parseMoveText("finish KD [7H 7H 7S JK]").move, hand);
        QVERIFY(parsed.ok());
        QCOMPARE(kindOf(*parsed), MoveKind::Finish);
        const auto& finish = std::get<moves::Finish>(*parsed);
        QCOMPARE(finish.card, card(0, "KD"));
        QCOMPARE(finish.groups.size(), std::size_t{1});
        QCOMPARE(finish.groups[0][0], card(0, "7H"));
        QCOMPARE(finish.groups[0][1], card(1, "7H"));
        QCOMPARE(finish.groups[0][3], Card::printedJoker(0));
        // A third 7H is not there.
        QCOMPARE(indianMoveOf(*parseMoveText("finish KD [7H 7H 7H]").move, hand).error(),
                 ErrorCode::CardNotInHand);
        QCOMPARE(indianMoveOf(*parseMoveText("discard 2C").move, hand).error(),
                 ErrorCode::CardNotInHand);
        const auto discard = indianMoveOf(*parseMoveText("discard 7h").move, hand);
        QVERIFY(discard.ok() && *discard == Move{moves::Discard{card(0, "7H")}});
    }

    void otherGamesMovesAreRefused_data() {
        QTest::addColumn<QString>("text");
        for (const char* t : {"pass", "knock KD", "meld [7H 7S JK]", "layoff KD 1", "swap KD 1",
                              "take KD 1", "done", "draw-open 2", "finish KD [7H JK=7D 7S]"})
            QTest::newRow(t) << t;
    }

    void otherGamesMovesAreRefused() {
        QFETCH(QString, text);
        const std::vector<Card> hand{card(0, "7H"), card(0, "7S"), Card::printedJoker(0),
                                     card(0, "KD")};
        const auto parsed = parseMoveText(text.toStdString());
        QVERIFY(parsed.move);
        QCOMPARE(indianMoveOf(*parsed.move, hand).error(), ErrorCode::NotInThisGame);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestMoveNotation)

#include "test_move_notation.moc"
