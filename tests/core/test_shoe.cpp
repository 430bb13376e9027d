// SPDX-License-Identifier: GPL-3.0-or-later
// The generator, the shoe and the toss: reproducible chance.
#include <QtTest>

#include <set>

#include "cards/rng.h"
#include "cards/shoe.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "test_registry.h"

using namespace rummy;

class TestShoe : public QObject {
    Q_OBJECT
private slots:
    void splitMixKnownValues();
    void rngIsDeterministic();
    void belowStaysInRange();
    void belowIsRoughlyUniform();
    void orderedShoeFollowsCardIds();
    void shuffledShoeIsAPermutation();
    void goldenShuffles();
    void tossCardOrder();
    void tossPicksTheHighestCard();
    void tossRetossesIdenticalCards();
    void dealFollowsTheShoe();
};

void TestShoe::splitMixKnownValues() {
    // Reference outputs of Vigna's splitmix64.c for the seed 1234567.
    std::uint64_t state = 1234567;
    QCOMPARE(Rng::splitMix64(state), 6457827717110365317ULL);
    QCOMPARE(Rng::splitMix64(state), 3203168211198807973ULL);
    QCOMPARE(Rng::splitMix64(state), 9817491932198370423ULL);
}

void TestShoe::rngIsDeterministic() {
    Rng a(42), b(42), c(43);
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
        const auto x = a.next();
        QCOMPARE(x, b.next());
        differs |= x != c.next();
    }
    QVERIFY(differs);
}

void TestShoe::belowStaysInRange() {
    Rng rng(7);
    for (int i = 0; i < 1000; ++i) QCOMPARE(rng.below(1), 0ULL);
    for (std::uint64_t bound : {2ULL, 3ULL, 7ULL, 106ULL, (1ULL << 63) + 5}) {
        std::uint64_t maxSeen = 0;
        for (int i = 0; i < 2000; ++i) {
            const auto v = rng.below(bound);
            QVERIFY(v < bound);
            maxSeen = std::max(maxSeen, v);
        }
        QVERIFY(maxSeen >= bound / 2);  // the upper half is reached too
    }
}

void TestShoe::belowIsRoughlyUniform() {
    // Chi-square with 9 degrees of freedom: 27.88 is the 0.001 critical value. The seed is
    // fixed, so this cannot flake; it guards against a biased bounded draw.
    Rng rng(2024);
    constexpr int kBins = 10, kDraws = 100000;
    int counts[kBins] = {};
    for (int i = 0; i < kDraws; ++i) ++counts[rng.below(kBins)];
    double chi2 = 0;
    const double expected = double(kDraws) / kBins;
    for (int c : counts) chi2 += (c - expected) * (c - expected) / expected;
    QVERIFY2(chi2 < 27.88, qPrintable(QString::number(chi2)));
    // Fisher-Yates position check: each of 5 cards lands first about equally often.
    int first[5] = {};
    for (int i = 0; i < 50000; ++i) {
        std::vector<int> v{0, 1, 2, 3, 4};
        rng.shuffle(v);
        ++first[v[0]];
    }
    chi2 = 0;
    for (int c : first) chi2 += (c - 10000.0) * (c - 10000.0) / 10000.0;
    QVERIFY2(chi2 < 18.47, qPrintable(QString::number(chi2)));  // 4 dof, 0.001
}

void TestShoe::orderedShoeFollowsCardIds() {
    IndianRules rules;
    const auto shoe = Shoe::ordered(rules);
    QCOMPARE(int(shoe.size()), 106);
    QCOMPARE(shoe[0].toString(), std::string("AS"));
    QCOMPARE(shoe[13].toString(), std::string("AH"));
    QCOMPARE(shoe[51].toString(), std::string("KC"));
    QCOMPARE(shoe[52].toString(), std::string("AS"));
    QCOMPARE(shoe[52].copy(), 1);
    QVERIFY(shoe[104].isPrintedJoker() && shoe[105].isPrintedJoker());
    QCOMPARE(shoe[105].id(), Card::kFirstJokerId + 1);
    rules.decks = 3;
    rules.printedJokers = 4;
    const auto big = Shoe::ordered(rules);
    QCOMPARE(int(big.size()), 160);
    QCOMPARE(big.back().id(), Card::kMaxId - 1);
    rules.decks = 1;
    rules.printedJokers = 0;
    QCOMPARE(int(Shoe::ordered(rules).size()), 52);
}

void TestShoe::shuffledShoeIsAPermutation() {
    IndianRules rules;
    for (std::uint64_t seed : {0ULL, 1ULL, ~0ULL}) {
        auto s = Shoe::shuffled(rules, seed);
        std::sort(s.begin(), s.end());
        QCOMPARE(s, Shoe::ordered(rules));
    }
    QVERIFY(Shoe::shuffled(rules, 1) != Shoe::shuffled(rules, 2));
    QCOMPARE(Shoe::shuffled(rules, 99), Shoe::shuffled(rules, 99));
}

void TestShoe::goldenShuffles() {
    // Pinned: a change here changes every deal code ever shared. Recompute only on purpose.
    auto top = [](std::uint64_t seed, int decks, int jokers) {
        IndianRules rules;
        rules.decks = decks;
        rules.printedJokers = jokers;
        const auto shoe = Shoe::shuffled(rules, seed);
        QStringList ids;
        for (int i = 0; i < 8; ++i) ids << QString::number(shoe[std::size_t(i)].id());
        return ids.join(' ');
    };
    // Seed 0 begins 2C 8C 5S 6C ...; the 1-deck shoe holds ids below 52 only; the 3-deck shoe
    // (ids up to 155 natural, 156+ jokers) mixes all three decks.
    QCOMPARE(top(0, 2, 2), QStringLiteral("92 98 4 96 86 43 19 94"));
    QCOMPARE(top(1, 2, 2), QStringLiteral("2 92 93 60 56 64 44 77"));
    QCOMPARE(top(20240601, 2, 2), QStringLiteral("41 77 14 78 99 102 82 97"));
    QCOMPARE(top(0xFFFFFFFFFFFFFFFFULL, 1, 0), QStringLiteral("30 48 50 16 37 31 9 51"));
    QCOMPARE(top(7, 3, 4), QStringLiteral("30 12 26 40 153 152 33 155"));
}

void TestShoe::tossCardOrder() {
    auto f = [](const char* s) { return *parseFace(s); };
    QVERIFY(compareTossCards(Face::joker(), f("KS")) > 0);
    QVERIFY(compareTossCards(f("KC"), f("QS")) > 0);
    QVERIFY(compareTossCards(f("2C"), f("AS")) > 0);  // the ace is low
    QVERIFY(compareTossCards(f("7S"), f("7H")) > 0);
    QVERIFY(compareTossCards(f("7H"), f("7D")) > 0);
    QVERIFY(compareTossCards(f("7D"), f("7C")) > 0);
    QCOMPARE(compareTossCards(f("7D"), f("7D")), 0);
    QCOMPARE(compareTossCards(Face::joker(), Face::joker()), 0);
}

void TestShoe::tossPicksTheHighestCard() {
    IndianRules rules;
    std::set<int> winners;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const int players = 2 + int(seed % 5);
        const TossResult t = toss(rules, players, seed);
        QCOMPARE(t, toss(rules, players, seed));
        QCOMPARE(int(t.order.size()), players);
        QCOMPARE(t.order.front(), t.winner);
        winners.insert(t.winner);
        // The winner's first card is at least as high as everyone's first card.
        for (int s = 0; s < players; ++s)
            QVERIFY(compareTossCards(t.cards[std::size_t(t.winner)].front().face(),
                                     t.cards[std::size_t(s)].front().face()) >= 0);
        // The order is non-increasing by first card.
        for (int i = 1; i < players; ++i)
            QVERIFY(compareTossCards(
                        t.cards[std::size_t(t.order[std::size_t(i - 1)])].front().face(),
                        t.cards[std::size_t(t.order[std::size_t(i)])].front().face()) >= 0);
    }
    QCOMPARE(int(winners.size()), 6);  // every seat wins sometimes
}

void TestShoe::tossRetossesIdenticalCards() {
    // With two decks two seats can cut the same face; find such tosses and check the re-toss.
    IndianRules rules;
    int retosses = 0;
    for (std::uint64_t seed = 0; seed < 3000; ++seed) {
        const TossResult t = toss(rules, 6, seed);
        const auto& w = t.cards[std::size_t(t.winner)];
        if (w.size() == 1) {
            for (int s = 0; s < 6; ++s)
                if (s != t.winner)
                    QVERIFY(compareTossCards(w[0].face(), t.cards[std::size_t(s)].back().face()) >
                            0);
            continue;
        }
        ++retosses;
        // Every seat that drew again had the same first face as the winner.
        for (int s = 0; s < 6; ++s) {
            const auto& c = t.cards[std::size_t(s)];
            if (c.size() > 1)
                QCOMPARE(c[0].face(), w[0].face());
            else
                QVERIFY(compareTossCards(w[0].face(), c[0].face()) > 0);
        }
    }
    QVERIFY(retosses > 0);
}

void TestShoe::dealFollowsTheShoe() {
    // 4 seats, dealer 2: seat 3 receives shoe[0], seat 0 shoe[1], ...; then wild card, open card.
    const IndianRules rules;
    const std::uint64_t seed = 555;
    const IndianRound round(rules, 4, 2, seed);
    const auto shoe = Shoe::shuffled(rules, seed);
    QCOMPARE(round.currentSeat(), 3);
    QCOMPARE(round.phase(), Phase::Draw);
    for (int s = 0; s < 4; ++s) {
        const int k = (s - 2 - 1 + 4) % 4;  // position of seat s in the dealing order
        QCOMPARE(int(round.hand(s).size()), 13);
        for (int r = 0; r < 13; ++r)
            QCOMPARE(round.hand(s)[std::size_t(r)], shoe[std::size_t(r * 4 + k)]);
    }
    QCOMPARE(*round.wildCard(), shoe[52]);
    const Face wf = shoe[52].face();
    QCOMPARE(*round.wildRank().rank, wf.isPrintedJoker() ? Rank::Ace : wf.rank());
    QCOMPARE(round.openDeck().size(), std::size_t(1));
    QCOMPARE(round.openDeck()[0].card, shoe[53]);
    QCOMPARE(round.openDeck()[0].by, -1);
    QCOMPARE(round.closedDeckSize(), 106 - 54);
    QCOMPARE(round.closedDeck().back(), shoe[54]);  // top of the closed deck

    // A printed joker cut as the wild card makes the aces wild.
    int jokerCuts = 0;
    for (std::uint64_t sd = 0; sd < 500; ++sd) {
        const IndianRound r(rules, 2, 0, sd);
        if (!r.wildCard()->isPrintedJoker()) {
            QCOMPARE(*r.wildRank().rank, r.wildCard()->face().rank());
            continue;
        }
        ++jokerCuts;
        QCOMPARE(*r.wildRank().rank, Rank::Ace);
    }
    QVERIFY(jokerCuts > 0);

    IndianRules noWild;
    noWild.wildJoker = false;
    const IndianRound plain(noWild, 2, 0, seed);
    QVERIFY(!plain.wildCard());
    QVERIFY(!plain.wildRank().rank);
    QCOMPARE(plain.closedDeckSize(), 106 - 27);
}

RUMMY_TEST_APPLESS_MAIN(TestShoe)

#include "test_shoe.moc"
