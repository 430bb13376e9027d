// SPDX-License-Identifier: GPL-3.0-or-later
// The games as values (core/game/variant.h): ids, families, what each game makes wild, and
// 21-card's value cards at the edges of the ranks (docs/rules.md, 21-card Indian Rummy).
#include <QtTest>

#include "game/variant.h"
#include "test_registry.h"

using namespace rummy;

namespace {

Face F(const char* text) {
    return *parseFace(text);
}

}  // namespace

class TestVariant : public QObject {
    Q_OBJECT

private slots:
    void idsRoundTrip() {
        for (Variant v : kVariants) QCOMPARE(parseVariant(variantId(v)), std::optional(v));
        QVERIFY(!parseVariant("Indian13"));
        QVERIFY(!parseVariant(""));
        QCOMPARE(QString::fromLatin1(variantId(Variant::Rummy500)), QStringLiteral("500"));
        QCOMPARE(familyOf(Variant::Indian21), Family::Indian);
        QCOMPARE(familyOf(Variant::Kaluki), Family::Table);
        QCOMPARE(familyOf(Variant::Gin), Family::Gin);
        // Every game of the rule texts plays since the table games' round.
        for (Variant v : kVariants) QVERIFY2(isPlayable(v), variantId(v));
    }

    void wildCards() {
        const WildCards none = wildCardsFor(WildPolicy::None, std::nullopt);
        QVERIFY(!none.isWild(Face::joker()));
        QVERIFY(wildCardsFor(WildPolicy::PrintedJokers, std::nullopt).isWild(Face::joker()));
        QVERIFY(!wildCardsFor(WildPolicy::PrintedJokers, std::nullopt).isWild(F("7H")));
        const WildCards cut7 = wildCardsFor(WildPolicy::CutRank, F("7D"));
        QVERIFY(cut7.isWild(F("7S")) && cut7.isWild(Face::joker()));
        QVERIFY(!cut7.isWild(F("8D")));
        // The 13-card game's WildRank and the policy agree.
        QVERIFY(cut7 == WildCards::of(WildRank{Rank::Seven}));
    }

    void valueCards_data() {
        QTest::addColumn<QString>("cut");
        QTest::addColumn<QString>("upper");
        QTest::addColumn<QString>("lower");
        QTest::newRow("8H") << "8H"
                            << "9H"
                            << "7H";  // the worked examples' cut
        QTest::newRow("ace") << "AC"
                             << "2C"
                             << "KC";
        QTest::newRow("king") << "KD"
                              << "AD"
                              << "QD";
        QTest::newRow("joker") << "JK"
                               << "2S"
                               << "KS";
    }

    void valueCards() {
        QFETCH(QString, cut);
        QFETCH(QString, upper);
        QFETCH(QString, lower);
        const Face c = F(qPrintable(cut));
        const WildCards w = wildCardsFor(WildPolicy::CutRankAndValueCards, c);
        QCOMPARE(w.faces[0], std::optional(F(qPrintable(upper))));
        QCOMPARE(w.faces[1], std::optional(F(qPrintable(lower))));
        QVERIFY(w.isWild(F(qPrintable(upper))) && w.isWild(F(qPrintable(lower))));
        QVERIFY(w.isWild(Face::joker()));
        // Every card of the cut rank (the aces for a cut joker) is wild too.
        const Rank rank = c.isPrintedJoker() ? Rank::Ace : c.rank();
        for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
            QVERIFY(w.isWild(Face(rank, s)));
    }

    void defaults() {
        QCOMPARE(defaultRules(Variant::Indian13).qualification, Qualification::indian13());
        QCOMPARE(defaultRules(Variant::Indian21).qualification.pureSequences, 3);
        QVERIFY(defaultRules(Variant::Indian21).melds.tunnela);
        QCOMPARE(defaultRules(Variant::Gin).melds.ace, AcePlay::LowOnly);
        QCOMPARE(defaultRules(Variant::Gin).values.inHand(F("AS")), 1);
        QCOMPARE(defaultRules(Variant::Rummy51).melds.jokersPerMeld, 1);
        QCOMPARE(defaultRules(Variant::Kaluki).values.inHand(Face::joker()), 25);
        QCOMPARE(defaultRules(Variant::Straight).wild, WildPolicy::None);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestVariant)

#include "test_variant.moc"
