// SPDX-License-Identifier: GPL-3.0-or-later
// The table games' meld search (table/table_hand.h) against the worked examples of
// docs/rules.md (Straight, Rummy 500, Rummy 51), against the slow subset reference
// (support/reference_table_melds.h) on seeded random and meld-dense hands of each game, and for
// Straight against the one solver's Gin deadwood (the same melds and values).
#include <QtTest>

#include <algorithm>
#include <numeric>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "corpus_size.h"
#include "gin/gin_hand.h"
#include "support/reference_table_melds.h"
#include "table/table_hand.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

std::vector<Face> cardsOf(const char* text) {
    std::vector<Face> out;
    for (const QString& w : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto f = parseFace(w.toStdString());
        if (!f) qFatal("bad card in test table: %s", qPrintable(w));
        out.push_back(*f);
    }
    return out;
}

QString textOf(std::span<const Face> cards) {
    QStringList words;
    for (Face f : cards) words << QString::fromStdString(f.toString());
    return words.join(QLatin1Char(' '));
}

// The shoe of a game: one deck (Straight), or two decks of 54 (500's and 51's larger games).
std::vector<Face> shoe(bool twoDecks, int ranksFrom = 1, int ranksTo = 13) {
    std::vector<Face> out;
    for (int copy = 0; copy < (twoDecks ? 2 : 1); ++copy) {
        for (int i = 0; i < 52; ++i)
            if (const int rank = i % 13 + 1; rank >= ranksFrom && rank <= ranksTo)
                out.push_back(Face::fromIndex(i));
        if (twoDecks)
            for (int j = 0; j < 2; ++j) out.push_back(Face::joker());
    }
    return out;
}

std::vector<Face> draw(Rng& rng, std::vector<Face> pool, int n) {
    for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
        const auto j = i + static_cast<std::size_t>(rng.below(pool.size() - i));
        std::swap(pool[i], pool[j]);
    }
    return {pool.begin(), pool.begin() + n};
}

// The answer is consistent: its melds are melds worth what it says, they and `left` are the
// hand, and left_value is what `left` costs.
void checkShape(const TableMeldRules& r, std::span<const Face> hand, const TableHand& t) {
    std::vector<Face> all = t.left;
    int sum = 0;
    for (const auto& m : t.melds) {
        const int v = referenceMeldValue(r, m);
        QVERIFY2(v >= 0, qPrintable(textOf(m)));
        sum += v;
        all.insert(all.end(), m.begin(), m.end());
    }
    QCOMPARE(sum, t.meldValue);
    std::vector<Face> held(hand.begin(), hand.end());
    std::sort(all.begin(), all.end());
    std::sort(held.begin(), held.end());
    QVERIFY(all == held);
    int left = 0;
    for (Face f : t.left) left += r.handValue(f);
    QCOMPARE(left, t.leftValue);
}

}  // namespace

class TestTableHand : public QObject {
    Q_OBJECT

private slots:
    // variants.md §2: hand values of a loser in Straight Rummy (A 1, courts 10).
    void straightExamples() {
        const auto r = TableMeldRules::straight();
        TableHand b = bestTableHand(r, cardsOf("KS QH 7D AC"));
        QCOMPARE(b.leftValue, 28);
        QVERIFY(b.melds.empty());
        QCOMPARE(bestTableHand(r, cardsOf("10C 2D")).leftValue, 12);
        // Q-K-A is no run with the ace low only.
        b = bestTableHand(r, cardsOf("QS KS AS"));
        QVERIFY(b.melds.empty());
        QCOMPARE(b.leftValue, 21);
        b = bestTableHand(r, cardsOf("AS 2S 3S 9C 9D 9H"));
        QCOMPARE(b.meldValue, 6 + 27);
        QCOMPARE(b.melds.size(), std::size_t(2));
    }

    // variants.md §3: melded cards score, A and joker 15 wherever they are.
    void rummy500Examples() {
        const auto r = TableMeldRules::rummy500();
        TableHand b = bestTableHand(r, cardsOf("QS KS AS AD"));
        QCOMPARE(b.meldValue - b.leftValue, 20);
        b = bestTableHand(r, cardsOf("7S 7H 7D KC 3S"));
        QCOMPARE(b.meldValue, 21);
        QCOMPARE(b.leftValue, 13);
        b = bestTableHand(r, cardsOf("AH 2H 3H 9C"));
        QCOMPARE(b.meldValue - b.leftValue, 11);
        b = bestTableHand(r, cardsOf("7S 7H JK KC 3S"));
        QCOMPARE(b.meldValue - b.leftValue, 16);
        // K-A-2 never: the ace is high or low.
        b = bestTableHand(r, cardsOf("KS AS 2S"));
        QVERIFY(b.melds.empty());
        // A joker may hold any place, two in one meld too.
        b = bestTableHand(r, cardsOf("5S JK JK"));
        QCOMPARE(b.meldValue, 35);
    }

    // variants.md §5: the opening count (ace 1 low, 11 high or in a set, a joker the card it
    // stands for, one joker a meld) and the hand count (A 11, joker 20).
    void rummy51Examples() {
        const auto r = TableMeldRules::rummy51();
        QCOMPARE(bestTableHand(r, cardsOf("QH KH AH 7C 7D 7S")).meldValue, 52);
        QCOMPARE(bestTableHand(r, cardsOf("10S JS QS KS AS")).meldValue, 51);
        QCOMPARE(bestTableHand(r, cardsOf("9S 10S JK QC QD QH")).meldValue, 59);
        QCOMPARE(bestTableHand(r, cardsOf("4H 4S JK")).meldValue, 12);
        TableHand b = bestTableHand(r, cardsOf("KS AS 2S"));
        QVERIFY(b.melds.empty());
        b = bestTableHand(r, cardsOf("JK 7D JK"));
        QVERIFY(b.melds.empty());
        QCOMPARE(b.leftValue, 47);
        QCOMPARE(bestTableHand(r, cardsOf("KC 5D")).leftValue, 15);
        QCOMPARE(bestTableHand(r, cardsOf("JK AH")).leftValue, 31);
        // A low ace counts 1, so A-2-3 is worth 6; a set of aces 33.
        QCOMPARE(bestTableHand(r, cardsOf("AS 2S 3S")).meldValue, 6);
        QCOMPARE(bestTableHand(r, cardsOf("AS AH AD")).meldValue, 33);
        // The joker is placed where it is worth most: above the king as an ace (11).
        QCOMPARE(bestTableHand(r, cardsOf("QS KS JK")).meldValue, 31);
        // Two of a card (two decks) never share a set.
        QVERIFY(bestTableHand(r, cardsOf("7S 7S 7H")).melds.empty());
    }

    // Straight has Gin's melds and values: its meld value is the hand's total less the one
    // solver's least deadwood.
    void straightAgreesWithTheGinDeadwood() {
        Rng rng(2026);
        const auto r = TableMeldRules::straight();
        for (int i = 0; i < test::corpusSize(50000); ++i) {
            const auto hand = draw(rng, shoe(false), 6 + static_cast<int>(rng.below(6)));
            const TableHand t = bestTableHand(r, hand);
            int total = 0;
            for (Face f : hand) total += r.handValue(f);
            QCOMPARE(t.leftValue, ginDeadwood(hand));
            QCOMPARE(t.meldValue, total - t.leftValue);
            if (i % 97 == 0) checkShape(r, hand, t);
        }
    }

    void randomHandsAgreeWithTheReference_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<bool>("dense");
        QTest::newRow("straight") << 0 << false;
        QTest::newRow("straight dense") << 0 << true;
        QTest::newRow("500") << 1 << false;
        QTest::newRow("500 dense") << 1 << true;
        QTest::newRow("51") << 2 << false;
        QTest::newRow("51 dense") << 2 << true;
    }

    // Dense hands draw from four or five adjacent ranks (the ace among them half the time)
    // with the jokers: runs, sets and joker places everywhere.
    void randomHandsAgreeWithTheReference() {
        QFETCH(int, game);
        QFETCH(bool, dense);
        const TableMeldRules r = game == 0   ? TableMeldRules::straight()
                                 : game == 1 ? TableMeldRules::rummy500()
                                             : TableMeldRules::rummy51();
        Rng rng(static_cast<std::uint64_t>(100 + game * 2 + (dense ? 1 : 0)));
        const int hands = test::corpusSize(dense ? 1200 : 2500);
        for (int i = 0; i < hands; ++i) {
            std::vector<Face> pool;
            if (dense) {
                const int from = static_cast<int>(rng.below(2)) == 0 ? 1 : 9;
                pool = shoe(game != 0, from, from + 4);
                if (from == 9) {  // the ace high: Q K A with the 9 10 J
                    for (int s = 0; s < 4; ++s) pool.push_back(Face::fromIndex(s * 13));
                }
            } else {
                pool = shoe(game != 0);
            }
            const auto hand = draw(rng, pool, 7 + static_cast<int>(rng.below(7)));
            const TableHand t = bestTableHand(r, hand);
            const ReferenceValues ref = referenceTableValues(r, hand);
            if (t.meldValue != ref.meldValue || t.leftValue != ref.leftValue)
                QFAIL(qPrintable(QStringLiteral("%1: %2/%3, reference %4/%5")
                                     .arg(textOf(hand))
                                     .arg(t.meldValue)
                                     .arg(t.leftValue)
                                     .arg(ref.meldValue)
                                     .arg(ref.leftValue)));
            checkShape(r, hand, t);
        }
    }
};

RUMMY_TEST_MAIN(TestTableHand)

#include "test_table_hand.moc"
