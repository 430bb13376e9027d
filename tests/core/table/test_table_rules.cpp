// SPDX-License-Identifier: GPL-3.0-or-later
// TableRules: each preset's values as docs/rules.md states them, what a card is worth under
// each, the JSON form and its round trips, and validation that names the field at fault.
#include <QtTest>

#include "cards/rng.h"
#include "io/table_rules_json.h"
#include "test_registry.h"

using namespace rummy;

namespace {

Face F(const char* s) {
    return *parseFace(s);
}

Result<TableRules> fromText(const char* text, Variant v, std::string* key = nullptr) {
    const auto j = Json::parse(text);
    if (!j) return ErrorCode::Parse;
    return tableRulesFromJson(*j, v, true, key);
}

}  // namespace

class TestTableRules : public QObject {
    Q_OBJECT

private slots:
    void presets() {
        const TableRules s = TableRules::straight();
        QCOMPARE(s.decksFor(4), 1);
        QCOMPARE(s.jokersFor(4), 0);
        QCOMPARE(s.handSize(2), 10);
        QCOMPARE(s.handSize(3), 7);
        QCOMPARE(s.handSize(6), 6);
        QCOMPARE(s.meldsPerTurn, 1);
        QVERIFY(!s.mayDiscardTakenCard && !s.discardToGoOut && !s.melds.aceHigh);
        QCOMPARE(s.stockOut, StockOut::Reshuffle);
        QCOMPARE(s.scoring, TableScoring::Penalty);
        QCOMPARE(s.target, 100);

        const TableRules f = TableRules::rummy500();
        QCOMPARE(f.decksFor(4), 1);
        QCOMPARE(f.jokersFor(4), 2);
        QCOMPARE(f.decksFor(5), 2);  // 108 cards from five players on
        QCOMPARE(f.jokersFor(5), 4);
        QCOMPARE(f.handSize(2), 13);
        QCOMPARE(f.handSize(3), 7);
        QVERIFY(f.pileDepth && f.melds.aceHigh);
        QCOMPARE(f.stockOut, StockOut::EndHand);
        QCOMPARE(f.scoring, TableScoring::MeldedMinusHand);
        QCOMPARE(f.target, 500);

        const TableRules r51 = TableRules::rummy51();
        QCOMPARE(r51.decksFor(3), 2);
        QCOMPARE(r51.jokersFor(3), 4);
        QCOMPARE(r51.maxSeats, 5);
        QCOMPARE(r51.handSize(5), 13);
        QCOMPARE(r51.opening, 51);
        QCOMPARE(r51.melds.jokersPerMeld, 1);
        QVERIFY(!r51.drawFromPile && !r51.discardEveryTurn && !r51.layOffBeforeMeld);
        QVERIFY(r51.jokerSwap && r51.takeFromMeld);
        QCOMPARE(r51.neverMelded, 100);
        QCOMPARE(r51.oneTurnOut, -200);

        const TableRules k = TableRules::kaluki();
        QCOMPARE(k.handSize(4), 15);
        QCOMPARE(k.handSize(5), 13);
        QCOMPARE(k.handSize(6), 11);
        QCOMPARE(k.scoring, TableScoring::WinnerCollects);
        QVERIFY(k.drawFromPile && !k.pileBeforeOpening && k.discardEveryTurn);

        for (Variant v :
             {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki}) {
            QCOMPARE(TableRules::preset(v).variant, v);
            QVERIFY(!TableRules::preset(v).invalidField());
        }
    }

    // variants.md: Straight A 1 and courts 10; 500 A and joker 15 (5/10/15 as an option); 51 an
    // ace 1 low, 11 high, in a set or in hand, a joker 20 in hand; Kaluki A 15 and joker 25.
    void values() {
        const TableRules s = TableRules::straight();
        QCOMPARE(s.handValue(F("AS")), 1);
        QCOMPARE(s.handValue(F("KH")), 10);
        QCOMPARE(s.handValue(F("7D")), 7);
        TableRules f = TableRules::rummy500();
        QCOMPARE(f.handValue(F("AS")), 15);
        QCOMPARE(f.handValue(Face::joker()), 15);
        QCOMPARE(f.meldValue(F("AS"), F("AS"), false, false), 15);
        QCOMPARE(f.meldValue(Face::joker(), F("7S"), true, false), 15);
        f.fiveTenValues = true;
        QCOMPARE(f.handValue(F("9C")), 5);
        QCOMPARE(f.handValue(F("10C")), 10);
        QCOMPARE(f.meldValue(F("AH"), F("AH"), false, false), 5);  // a low ace
        QCOMPARE(f.meldValue(F("AH"), F("AH"), false, true), 15);
        const TableRules r = TableRules::rummy51();
        QCOMPARE(r.meldValue(F("AS"), F("AS"), false, false), 1);
        QCOMPARE(r.meldValue(F("AS"), F("AS"), false, true), 11);
        QCOMPARE(r.meldValue(F("AS"), F("AS"), true, false), 11);
        QCOMPARE(r.meldValue(Face::joker(), F("4H"), true, false), 4);  // 4♥4♠Jk: the joker is 4
        QCOMPARE(r.handValue(Face::joker()), 20);
        QCOMPARE(r.handValue(F("AH")), 11);
        const TableRules k = TableRules::kaluki();
        QCOMPARE(k.handValue(Face::joker()), 25);
        QCOMPARE(k.handValue(F("AD")), 15);
    }

    void jsonRoundTrips() {
        for (Variant v :
             {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki}) {
            const TableRules preset = TableRules::preset(v);
            QCOMPARE(tableRulesDiff(preset).size(), std::size_t(0));
            QCOMPARE(tableRulesFromJson(tableRulesToJson(preset), v, true).value(), preset);
            QCOMPARE(tableRulesFromJson(Json::object(), v, true).value(), preset);
        }
        // Random changes of every kind of field come back as they went.
        Rng rng(7);
        for (int i = 0; i < 200; ++i) {
            TableRules r =
                TableRules::preset(std::array{Variant::Straight, Variant::Rummy500,
                                              Variant::Rummy51, Variant::Kaluki}[rng.below(4)]);
            r.meldsPerTurn = static_cast<int>(rng.below(3));
            r.layOffBeforeMeld = rng.below(2) == 0;
            r.mayDiscardTakenCard = rng.below(2) == 0;
            r.discardToGoOut = rng.below(2) == 0;
            r.stockOut = static_cast<StockOut>(rng.below(3));
            r.reshuffleLimit = static_cast<int>(rng.below(5));
            r.scoring = static_cast<TableScoring>(rng.below(3));
            r.target = 50 + static_cast<int>(rng.below(500));
            r.melds.aceHigh = rng.below(2) == 0;
            r.melds.jokerInMeld = static_cast<int>(rng.below(20)) - 1;
            r.opening = static_cast<int>(rng.below(60));
            r.deal[3] = 5 + static_cast<int>(rng.below(5));
            QVERIFY(!r.invalidField());
            const Json diff = tableRulesDiff(r);
            QCOMPARE(tableRulesFromJson(diff, r.variant, true).value(), r);
            const auto text = tableRulesToJson(r).dump();
            QCOMPARE(tableRulesFromJson(*Json::parse(text), r.variant, true).value(), r);
        }
    }

    // A wrong type or an unknown key is Parse, a value that cannot be played BadRules; either
    // way the key is named.
    void errorsNameTheKey_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("code");
        const int parse = static_cast<int>(ErrorCode::Parse);
        const int bad = static_cast<int>(ErrorCode::BadRules);
        QTest::newRow("typo") << R"({"melds_per_trun": 2})"
                              << "melds_per_trun" << parse;
        QTest::newRow("type") << R"({"target": "100"})"
                              << "target" << parse;
        QTest::newRow("bool") << R"({"joker_swap": 1})"
                              << "joker_swap" << parse;
        QTest::newRow("stock") << R"({"stock_out": "burn"})"
                               << "stock_out" << bad;
        QTest::newRow("scoring") << R"({"scoring": 3})"
                                 << "scoring" << parse;
        QTest::newRow("decks") << R"({"decks": 3})"
                               << "decks" << bad;
        QTest::newRow("jokers") << R"({"jokers": 9})"
                                << "jokers" << bad;
        QTest::newRow("deal size") << R"({"deal": [10, 7]})"
                                   << "deal" << parse;
        QTest::newRow("deal too big") << R"({"deal": [30, 7, 7, 6, 6]})"
                                      << "deal" << bad;
        QTest::newRow("set size") << R"({"max_set_size": 5})"
                                  << "max_set_size" << bad;
        QTest::newRow("depth") << R"({"pile_depth": true, "draw_from_pile": false})"
                               << "pile_depth" << bad;
        QTest::newRow("other game") << R"({"variant": "500"})"
                                    << "variant" << parse;
        QTest::newRow("seats") << R"({"max_seats": 7})"
                               << "max_seats" << bad;
    }

    void errorsNameTheKey() {
        QFETCH(QString, text);
        QFETCH(QString, key);
        QFETCH(int, code);
        std::string at;
        const auto r = fromText(text.toStdString().c_str(), Variant::Straight, &at);
        QVERIFY(!r);
        QCOMPARE(static_cast<int>(r.error()), code);
        QCOMPARE(QString::fromStdString(at), key);
    }

    void seatsFit() {
        QVERIFY(!TableRules::rummy51().invalidField(5));
        QCOMPARE(std::string(*TableRules::rummy51().invalidField(6)), std::string("players"));
        QVERIFY(TableRules::straight().invalidField(1));
        // Not strict (a host that sends more): unknown keys are passed over.
        const auto j = Json::parse(R"({"colour": "red", "target": 150})");
        QCOMPARE(tableRulesFromJson(*j, Variant::Straight, false).value().target, 150);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestTableRules)

#include "test_table_rules.moc"
