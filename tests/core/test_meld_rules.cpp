// SPDX-License-Identifier: GPL-3.0-or-later
// Melds as rules (core/melds/meld_rules.h): the 13-card preset agrees with classifyMeld on
// random groups, and each game's preset takes the examples of the rule texts
// (docs/rules.md and docs/gin.md): the ace, jokers per meld, set sizes, two-deck sets, tunnelas.
#include <QtTest>

#include <array>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "melds/meld_rules.h"
#include "melds/qualification.h"
#include "test_registry.h"

using namespace rummy;

namespace {

std::vector<Face> cards(const std::string& text) {
    std::vector<Face> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto j = text.find(' ', i);
        const std::string token = text.substr(i, j == std::string::npos ? j : j - i);
        if (!token.empty()) out.push_back(*parseFace(token));
        if (j == std::string::npos) break;
        i = j + 1;
    }
    return out;
}

struct Game {
    const char* name;
    MeldRules rules;
    WildCards wild;
};

}  // namespace

class TestMeldRules : public QObject {
    Q_OBJECT

private slots:
    // The general classifier with the 13-card preset is classifyMeld, on groups of every size
    // drawn from two decks and two jokers, under every wild rank and none.
    void indianPresetIsClassifyMeld() {
        Rng rng(20261125);
        int melds = 0;
        for (int i = 0; i < 200'000; ++i) {
            // Runs, sets and junk in equal parts, each card spoilt now and then (a joker, a
            // card of another suit or rank), so that every branch is taken often.
            const int n = 2 + static_cast<int>(rng.below(14));  // up to whole-hand groups
            const auto mode = rng.below(3);
            const int suit = static_cast<int>(rng.below(4));
            const int base = static_cast<int>(rng.below(13));
            std::array<int, Face::kCount> copies{};
            std::vector<Face> group;
            for (int k = 0; static_cast<int>(group.size()) < n; ++k) {
                Face f;
                if (rng.below(6) == 0)
                    f = rng.below(2) ? Face::joker()
                                     : Face::fromIndex(static_cast<int>(rng.below(52)));
                else if (mode == 0)
                    f = Face::fromIndex(suit * 13 + (base + k) % 13);
                else if (mode == 1)
                    f = Face::fromIndex(static_cast<int>(rng.below(4)) * 13 + base);
                else
                    f = Face::fromIndex(static_cast<int>(rng.below(53)));
                if (copies[static_cast<std::size_t>(f.index())] == 2) continue;
                ++copies[static_cast<std::size_t>(f.index())];
                group.push_back(f);
            }
            WildRank wild;
            if (const auto r = rng.below(15); r < 13) wild.rank = static_cast<Rank>(r + 1);
            const MeldType want = classifyMeld(group, wild);
            const MeldType got =
                meldTypeOf(classify(group, MeldRules::indian13(), WildCards::of(wild)));
            melds += want != MeldType::None;
            if (got != want) {
                std::string text;
                for (Face f : group) text += f.toString() + ' ';
                QFAIL(qPrintable(QStringLiteral("%1(wild %2): classifyMeld %3, classify %4")
                                     .arg(QString::fromStdString(text))
                                     .arg(wild.rank ? static_cast<int>(*wild.rank) : 0)
                                     .arg(meldTypeName(want), meldTypeName(got))));
            }
        }
        QVERIFY2(melds > 20'000, qPrintable(QString::number(melds)));  // not all junk
    }

    // 13-card declarations under the general check agree with checkDeclaration; 21-card needs
    // three pure sequences, tunnelas counting (docs/rules.md, 21-card Indian Rummy).
    void declarations() {
        const auto groups = [](std::initializer_list<const char*> texts) {
            std::vector<std::vector<Face>> out;
            for (const char* t : texts) out.push_back(cards(t));
            return out;
        };
        const auto hand13 = groups({"AS 2S 3S 4S", "4H 5H 6H", "7D JK 9D", "10C 10D 10H"});
        const WildRank kings{Rank::King};
        const Declaration d13 = checkDeclaration(
            hand13, MeldRules::indian13(), WildCards::of(kings), Qualification::indian13(), 13);
        const DeclarationCheck old = checkDeclaration(hand13, kings, 13);
        QCOMPARE(d13.valid, old.valid);
        QVERIFY(d13.valid);
        QCOMPARE(d13.pureSequences, old.pureSequences);
        QCOMPARE(d13.sequences, old.sequences);
        // Without the pure pair of runs (one impure only): refused by both.
        const auto noPure = groups({"AS JK 3S 4S", "4H JK 6H", "7D 8D JK", "10C 10D 10H"});
        QVERIFY(!checkDeclaration(noPure, MeldRules::indian13(), WildCards::of(kings),
                                  Qualification::indian13(), 13)
                     .valid);
        QVERIFY(!checkDeclaration(noPure, kings, 13).valid);

        // 21 cards, cut 8H: two pure runs and a tunnela make three pure sequences.
        WildCards cut8;
        cut8.rank = Rank::Eight;
        cut8.faces = {*parseFace("7H"), *parseFace("9H")};
        const auto hand21 = groups(
            {"AS 2S 3S", "4D 5D 6D 7D", "5C 5C 5C", "QH KH JK", "10S 10D 10C", "2C 3C 4C 8S"});
        const Declaration d21 =
            checkDeclaration(hand21, MeldRules::indian21(), cut8, Qualification::indian21(), 20);
        QCOMPARE(d21.pureSequences, 3);  // A23S, 4567D and the tunnela; 8S stands in for 5C
        QCOMPARE(d21.sequences, 5);
        QVERIFY(d21.valid);
        Qualification noTunnela = Qualification::indian21();
        noTunnela.tunnelaCountsAsPure = false;
        QVERIFY(!checkDeclaration(hand21, MeldRules::indian21(), cut8, noTunnela, 20).valid);
        QVERIFY(
            !checkDeclaration(hand21, MeldRules::indian21(), cut8, Qualification::indian21(), 21)
                 .valid);
        // Two pure sequences only (the diamonds now hold a joker): no declaration.
        const auto twoPure = groups(
            {"AS 2S 3S", "4D 5D JK 7D", "5C 5C 5C", "QH KH JK", "10S 10D 10C", "2C 3C 4C 8S"});
        QVERIFY(
            !checkDeclaration(twoPure, MeldRules::indian21(), cut8, Qualification::indian21(), 20)
                 .valid);
    }

    void examples_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("kind");
        // Gin (§4): the ace is low only; sets of 3-4; no jokers.
        QTest::newRow("gin A23") << "gin"
                                 << "AS 2S 3S"
                                 << "pure";
        QTest::newRow("gin QKA") << "gin"
                                 << "QS KS AS"
                                 << "none";
        QTest::newRow("gin KA2") << "gin"
                                 << "KS AS 2S"
                                 << "none";
        QTest::newRow("gin set 4") << "gin"
                                   << "7S 7H 7D 7C"
                                   << "set";
        QTest::newRow("gin joker") << "gin"
                                   << "7S 7H JK"
                                   << "none";
        QTest::newRow("gin two") << "gin"
                                 << "7S 7H"
                                 << "none";
        QTest::newRow("gin long run") << "gin"
                                      << "9C 10C JC QC KC"
                                      << "pure";
        // Straight (§2, example 5): Q-K-A is refused.
        QTest::newRow("straight QKA") << "straight"
                                      << "QS KS AS"
                                      << "none";
        QTest::newRow("straight A23") << "straight"
                                      << "AH 2H 3H"
                                      << "pure";
        // 500 (§3): the ace high or low, not both; two decks: a set's suits differ; 3-4.
        QTest::newRow("500 QKA") << "500"
                                 << "QS KS AS"
                                 << "pure";
        QTest::newRow("500 KA2") << "500"
                                 << "KS AS 2S"
                                 << "none";
        QTest::newRow("500 joker set") << "500"
                                       << "7S 7H JK"
                                       << "set";
        QTest::newRow("500 joker run") << "500"
                                       << "5D JK 7D"
                                       << "impure";
        QTest::newRow("500 same suit") << "500"
                                       << "7S 7S 7H"
                                       << "none";
        QTest::newRow("500 five set") << "500"
                                      << "7S 7H 7D 7C JK"
                                      << "none";
        QTest::newRow("500 jokers") << "500"
                                    << "JK JK JK"
                                    << "none";
        // 51 (§5, examples 2-4): one joker per meld, Q-K-A but not K-A-2.
        QTest::newRow("51 10JQKA") << "51"
                                   << "10S JS QS KS AS"
                                   << "pure";
        QTest::newRow("51 QKA") << "51"
                                << "QH KH AH"
                                << "pure";
        QTest::newRow("51 9 10 Jk") << "51"
                                    << "9S 10S JK"
                                    << "impure";
        QTest::newRow("51 set") << "51"
                                << "7C 7D 7S"
                                << "set";
        QTest::newRow("51 44Jk") << "51"
                                 << "4H 4S JK"
                                 << "set";
        QTest::newRow("51 KA2") << "51"
                                << "KS AS 2S"
                                << "none";
        QTest::newRow("51 QKA2") << "51"
                                 << "QS KS AS 2S"
                                 << "none";
        QTest::newRow("51 two jokers") << "51"
                                       << "JK 7D JK"
                                       << "none";
        QTest::newRow("51 two jokers run") << "51"
                                           << "5D JK JK 8D"
                                           << "none";
        // 21-card (§1), cut 8H: every 8 wild, and 7H and 9H (the value cards).
        QTest::newRow("21 tunnela") << "21"
                                    << "5C 5C 5C"
                                    << "tunnela";
        QTest::newRow("21 wild tunnela") << "21"
                                         << "8H 8H 8H"
                                         << "tunnela";
        QTest::newRow("21 joker tunnela") << "21"
                                          << "JK JK JK"
                                          << "tunnela";
        QTest::newRow("21 marriage") << "21"
                                     << "7H 8H 9H"
                                     << "pure";
        QTest::newRow("21 value card in") << "21"
                                          << "4S 5S 9H"
                                          << "impure";
        QTest::newRow("21 two of three") << "21"
                                         << "5C 5C 5D"
                                         << "none";
        QTest::newRow("21 four of a face") << "21"
                                           << "5C 5C 5C 5C"
                                           << "none";
        QTest::newRow("21 K A 2") << "21"
                                  << "KD AD 2D"
                                  << "none";
        // The 13-card game has no tunnela: three 5C are a set only with distinct suits.
        QTest::newRow("13 no tunnela") << "13"
                                       << "5C 5C 5C"
                                       << "none";
        // One stand-in allowed, a wild rank (5) in play: 5H in its place is itself.
        QTest::newRow("limit in place") << "limit"
                                        << "4H 5H JK"
                                        << "impure";
        QTest::newRow("limit two stand-ins") << "limit"
                                             << "4H 5C JK"
                                             << "none";
        QTest::newRow("limit wild set") << "limit"
                                        << "5S 5H JK"
                                        << "set";
    }

    void examples() {
        QFETCH(QString, game);
        QFETCH(QString, group);
        QFETCH(QString, kind);
        MeldRules limited = MeldRules::indian13();
        limited.jokersPerMeld = 1;
        WildCards cut8;
        cut8.rank = Rank::Eight;
        cut8.faces = {*parseFace("7H"), *parseFace("9H")};
        WildCards fives;
        fives.rank = Rank::Five;
        const std::vector<Game> games{
            {"gin", MeldRules::gin(), WildCards::none()},
            {"straight", MeldRules::straight(), WildCards::none()},
            {"500", MeldRules::rummy500(), WildCards{}},
            {"51", MeldRules::rummy51(), WildCards{}},
            {"21", MeldRules::indian21(), cut8},
            {"13", MeldRules::indian13(), WildCards{}},
            {"limit", limited, fives},
        };
        const auto it = std::find_if(games.begin(), games.end(),
                                     [&](const Game& g) { return game == QLatin1String(g.name); });
        QVERIFY(it != games.end());
        const auto faces = cards(group.toStdString());
        QCOMPARE(QString::fromLatin1(meldKindName(classify(faces, it->rules, it->wild))), kind);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestMeldRules)

#include "test_meld_rules.moc"
