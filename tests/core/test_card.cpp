// SPDX-License-Identifier: GPL-3.0-or-later
// Card notation, card ids, rule presets and action text: the vocabulary every other test uses.
#include <QtTest>

#include "cards/card.h"
#include "game/move.h"
#include "game/result.h"
#include "indian/indian_rules.h"
#include "test_registry.h"

using namespace rummy;

class TestCard : public QObject {
    Q_OBJECT

private slots:
    void parsesEveryNotation_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("ace") << "AS"
                             << "AS";
        QTest::newRow("lower case") << "as"
                                    << "AS";
        QTest::newRow("ten") << "10H"
                             << "10H";
        QTest::newRow("T for ten") << "TH"
                                   << "10H";
        QTest::newRow("t lower") << "td"
                                 << "10D";
        QTest::newRow("pip") << "7c"
                             << "7C";
        QTest::newRow("court") << "qD"
                               << "QD";
        QTest::newRow("king symbol") << "K\u2660"
                                     << "KS";
        QTest::newRow("heart symbol") << "2\u2665"
                                      << "2H";
        QTest::newRow("diamond symbol") << "J\u2666"
                                        << "JD";
        QTest::newRow("club symbol") << "10\u2663"
                                     << "10C";
        QTest::newRow("joker") << "JK"
                               << "JK";
        QTest::newRow("joker lower") << "jk"
                                     << "JK";
    }
    void parsesEveryNotation() {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        const auto face = parseFace(text.toStdString());
        QVERIFY2(face.has_value(), qPrintable(text));
        QCOMPARE(QString::fromStdString(face->toString()), canonical);
        // The canonical form parses back to the same face.
        QCOMPARE(parseFace(face->toString()), face);
    }

    void rejectsMalformedCards_data() {
        QTest::addColumn<QString>("text");
        for (const char* bad : {"", "A", "S", "1S", "11H", "0H", "AX", "10", "KSS", "JKR", " AS",
                                "AS ", "1", "\u2660", "Z\u2660", "AAS", "-2S"})
            QTest::newRow(bad[0] ? bad : "empty") << QString::fromUtf8(bad);
    }
    void rejectsMalformedCards() {
        QFETCH(QString, text);
        QVERIFY2(!parseFace(text.toStdString()).has_value(), qPrintable(text));
    }

    void faceIndexOrderIsStable() {
        // The order is part of saved games: spades, hearts, diamonds, clubs; ace to king.
        QCOMPARE(Face(Rank::Ace, Suit::Spades).index(), 0);
        QCOMPARE(Face(Rank::King, Suit::Spades).index(), 12);
        QCOMPARE(Face(Rank::Ace, Suit::Hearts).index(), 13);
        QCOMPARE(Face(Rank::King, Suit::Clubs).index(), 51);
        QCOMPARE(Face::joker().index(), 52);
        for (int i = 0; i < 52; ++i) {
            const Face f = Face::fromIndex(i);
            QCOMPARE(Face(f.rank(), f.suit()), f);
        }
    }

    void cardIdsAreStable() {
        // Physical ids: deck * 52 + face index; printed jokers from 156.
        const Card secondAceOfHearts = Card::natural(1, Face(Rank::Ace, Suit::Hearts));
        QCOMPARE(secondAceOfHearts.id(), 65);
        QCOMPARE(secondAceOfHearts.copy(), 1);
        QCOMPARE(secondAceOfHearts.face(), Face(Rank::Ace, Suit::Hearts));
        QCOMPARE(Card::natural(2, Face(Rank::King, Suit::Clubs)).id(), 155);
        QCOMPARE(Card::printedJoker(0).id(), 156);
        QCOMPARE(Card::printedJoker(3).id(), 159);
        QVERIFY(Card::printedJoker(1).isPrintedJoker());
        QCOMPARE(Card::printedJoker(1).face(), Face::joker());
        QCOMPARE(Card::printedJoker(1).copy(), 1);
        QVERIFY(!Card::fromId(155).isPrintedJoker());
    }

    void pointValues() {
        // Ace and court cards 10, pip cards their number, jokers nothing.
        QCOMPARE(Face(Rank::Ace, Suit::Spades).pointValue(), 10);
        QCOMPARE(Face(Rank::Two, Suit::Spades).pointValue(), 2);
        QCOMPARE(Face(Rank::Nine, Suit::Hearts).pointValue(), 9);
        QCOMPARE(Face(Rank::Ten, Suit::Hearts).pointValue(), 10);
        QCOMPARE(Face(Rank::Jack, Suit::Clubs).pointValue(), 10);
        QCOMPARE(Face(Rank::King, Suit::Diamonds).pointValue(), 10);
        QCOMPARE(Face::joker().pointValue(), 0);
        const WildRank sevens{Rank::Seven};
        QVERIFY(sevens.isJoker(Face(Rank::Seven, Suit::Clubs)));
        QVERIFY(sevens.isJoker(Face::joker()));
        QVERIFY(!sevens.isJoker(Face(Rank::Eight, Suit::Clubs)));
        QCOMPARE(sevens.pointValue(Face(Rank::Seven, Suit::Clubs)), 0);
        QCOMPARE(WildRank{}.pointValue(Face(Rank::Seven, Suit::Clubs)), 7);
    }

    void presetsCarryTheirNumbers() {
        const IndianRules points = IndianRules::preset(MatchFormat::Points);
        QCOMPARE(points.firstDrop, 20);
        QCOMPARE(points.middleDrop, 40);
        QCOMPARE(points.wrongDeclaration, 80);
        QCOMPARE(points.maxPoints, 80);
        QCOMPARE(points.validUndeclared, 2);
        QCOMPARE(points.decks, 2);
        QCOMPARE(points.printedJokers, 2);
        QVERIFY(!points.jokerFromOpenDeck);
        QVERIFY(points.dropAllowed());

        const IndianRules pool101 = IndianRules::preset(MatchFormat::Pool101);
        QCOMPARE(pool101.poolLimit, 101);
        QCOMPARE(pool101.rejoinMax, 79);
        QCOMPARE(pool101.firstDrop, 20);
        const IndianRules pool201 = IndianRules::preset(MatchFormat::Pool201);
        QCOMPARE(pool201.poolLimit, 201);
        QCOMPARE(pool201.rejoinMax, 174);
        QCOMPARE(pool201.firstDrop, 25);
        QCOMPARE(pool201.middleDrop, 50);
        QVERIFY(pool201.isPool());

        QCOMPARE(IndianRules::preset(MatchFormat::Deals2).dealsCount(), 2);
        QCOMPARE(IndianRules::preset(MatchFormat::Deals3).dealsCount(), 3);
        QCOMPARE(IndianRules::preset(MatchFormat::Deals6).dealsCount(), 6);
        QVERIFY(!IndianRules::preset(MatchFormat::Deals2).dropAllowed());
        QVERIFY(!IndianRules::preset(MatchFormat::Deals3).dropAllowed());
        QVERIFY(IndianRules::preset(MatchFormat::Deals6).dropAllowed());
        QCOMPARE(points.dealsCount(), 0);
    }

    void formatNamesRoundTrip() {
        for (auto f : {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Pool201,
                       MatchFormat::Deals2, MatchFormat::Deals3, MatchFormat::Deals6})
            QCOMPARE(parseFormat(formatName(f)), std::optional<MatchFormat>(f));
        QVERIFY(!parseFormat("pool102").has_value());
    }

    void validateChecksTheShoe() {
        const IndianRules r = IndianRules::preset(MatchFormat::Points);
        QVERIFY(r.validate(2).ok());
        QVERIFY(r.validate(6).ok());
        QCOMPARE(r.validate(1).error(), ErrorCode::BadRules);
        QCOMPARE(r.validate(7).error(), ErrorCode::BadRules);
        IndianRules oneDeck = r;
        oneDeck.decks = 1;
        QVERIFY(oneDeck.validate(2).ok());
        // 6 x 13 = 78 cards cannot come out of one 54-card deck.
        QCOMPARE(oneDeck.validate(6).error(), ErrorCode::BadRules);
        IndianRules bad = r;
        bad.decks = 4;
        QCOMPARE(bad.validate(2).error(), ErrorCode::BadRules);
        bad = r;
        bad.printedJokers = 5;
        QCOMPARE(bad.validate(2).error(), ErrorCode::BadRules);
        bad = r;
        bad.rejoinMax = 200;  // above the pool limit
        QCOMPARE(bad.validate(3).error(), ErrorCode::BadRules);
    }

    void movesDescribeThemselves() {
        const Card tenOfHearts = Card::natural(0, Face(Rank::Ten, Suit::Hearts));
        QCOMPARE(QString::fromStdString(toString(moves::Discard{tenOfHearts})),
                 QStringLiteral("discard 10H"));
        QCOMPARE(QString::fromStdString(toString(moves::DrawClosed{})),
                 QStringLiteral("draw-closed"));
        const Card as = Card::natural(0, Face(Rank::Ace, Suit::Spades));
        const Card twoS = Card::natural(1, Face(Rank::Two, Suit::Spades));
        const Move fin = moves::Finish{tenOfHearts, {{as, twoS, Card::printedJoker(0)}}};
        QCOMPARE(QString::fromStdString(toString(fin)), QStringLiteral("finish 10H [AS 2S JK]"));
        QCOMPARE(QString(errorCodeName(ErrorCode::NotYourTurn)), QStringLiteral("not_your_turn"));
    }
};

RUMMY_TEST_APPLESS_MAIN(TestCard)

#include "test_card.moc"
