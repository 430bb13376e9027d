// SPDX-License-Identifier: GPL-3.0-or-later
// 21-card Indian Rummy as rules (core/indian/indian_rules.h): its preset over every format, what
// validate() refuses, and its save-file keys ("variant", "valueCards"), read strictly, while a
// 13-card file reads and writes exactly as before.
#include <QtTest>
#include <string>

#include "io/serialization.h"
#include "test_registry.h"

using namespace rummy;

namespace {

constexpr MatchFormat kFormats[] = {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Pool201,
                                    MatchFormat::Deals2, MatchFormat::Deals3,  MatchFormat::Deals6};

Result<IndianRules> fromText(const std::string& text) {
    const auto json = Json::parse(text);
    if (!json) return ErrorCode::Parse;
    return Serialization::rulesFromJson(*json);
}

}  // namespace

class TestRules21 : public QObject {
    Q_OBJECT
private slots:
    void presetOverEveryFormat();
    void validateChecksTheGame();
    void thirteenCardFilesUnchanged();
    void roundTrip();
    void strictKeys();
};

void TestRules21::presetOverEveryFormat() {
    for (MatchFormat f : kFormats) {
        const IndianRules r = IndianRules::preset(f, Variant::Indian21);
        const IndianRules base = IndianRules::preset(f);
        QCOMPARE(r.variant, Variant::Indian21);
        QCOMPARE(base.variant, Variant::Indian13);
        QCOMPARE(r.format, f);
        QCOMPARE(r.decks, 3);
        QCOMPARE(r.printedJokers, 3);
        QCOMPARE(r.shoeSize(), 159);
        QCOMPARE(r.handSize, 21);
        QCOMPARE(r.firstDrop, 30);
        QCOMPARE(r.middleDrop, 75);
        QCOMPARE(r.wrongDeclaration, 120);
        QCOMPARE(r.maxPoints, 120);
        QCOMPARE(r.chipsPerDeal, 120);
        QCOMPARE(r.valueCards, ValueScheme::Classic);
        // What 21-card does not change is the format's.
        QCOMPARE(r.poolLimit, base.poolLimit);
        QCOMPARE(r.rejoinMax, base.rejoinMax);
        QCOMPARE(r.validUndeclared, base.validUndeclared);
        QCOMPARE(r.jokerFromOpenDeck, base.jokerFromOpenDeck);
        for (int players = 2; players <= 6; ++players) QVERIFY(r.validate(players).ok());
        QVERIFY(!r.validate(1).ok());
        QVERIFY(!r.validate(7).ok());
    }
    // The default argument is the 13-card game, as before.
    QCOMPARE(IndianRules::preset(MatchFormat::Points, Variant::Indian13),
             IndianRules::preset(MatchFormat::Points));
}

void TestRules21::validateChecksTheGame() {
    const IndianRules base = IndianRules::preset(MatchFormat::Points, Variant::Indian21);
    for (ValueScheme s : {ValueScheme::Classic, ValueScheme::Adda52, ValueScheme::Off}) {
        IndianRules r = base;
        r.valueCards = s;
        QVERIFY(r.validate(6).ok());
    }
    IndianRules r = base;
    r.handSize = 13;  // 21-card deals 21
    QCOMPARE(r.validate(2).error(), ErrorCode::BadRules);
    r = base;
    r.printedJokers = 4;  // the solver knows three copies of a card at most
    QCOMPARE(r.validate(2).error(), ErrorCode::BadRules);
    r = base;
    r.pureSequenceAlone = true;  // a 13-card house rule
    QCOMPARE(r.validate(2).error(), ErrorCode::BadRules);
    r = base;
    r.decks = 2;  // 106 cards: enough for two players, not for six
    r.printedJokers = 2;
    QVERIFY(r.validate(2).ok());
    QCOMPARE(r.validate(6).error(), ErrorCode::BadRules);
    // The 13-card game has no value cards to pay; games whose rules are no IndianRules are refused.
    IndianRules thirteen = IndianRules::preset(MatchFormat::Points);
    thirteen.valueCards = ValueScheme::Off;
    QCOMPARE(thirteen.validate(2).error(), ErrorCode::BadRules);
    for (Variant v :
         {Variant::Gin, Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki}) {
        IndianRules other = IndianRules::preset(MatchFormat::Points);
        other.variant = v;
        QCOMPARE(other.validate(2).error(), ErrorCode::BadRules);
    }
}

void TestRules21::thirteenCardFilesUnchanged() {
    // 0.1.0's text for the points preset, written out by hand: no "variant", no "valueCards".
    const std::string points =
        R"({"format":"points","decks":2,"printedJokers":2,"handSize":13,"firstDrop":20,)"
        R"("middleDrop":40,"wrongDeclaration":80,"maxPoints":80,"validUndeclared":2,)"
        R"("pointValue":1,"turnTimerSeconds":0,"missedTurnsAsDrop":3,"poolLimit":101,)"
        R"("rejoinMax":79,"chipsPerDeal":80,"wildJoker":true,"pureSequenceAlone":false,)"
        R"("jokerFromOpenDeck":false,"invalidDeclarationEndsRound":false,"allowRejoin":true})";
    QCOMPARE(Serialization::rulesToJson(IndianRules::preset(MatchFormat::Points)).dump(), points);
    QCOMPARE(fromText(points).value(), IndianRules::preset(MatchFormat::Points));
    // An old file with its format only is the 13-card preset.
    QCOMPARE(fromText(R"({"format":"pool201"})").value(),
             IndianRules::preset(MatchFormat::Pool201));
    // Naming the 13-card game is allowed and changes nothing.
    QCOMPARE(fromText(R"({"format":"points","variant":"indian13"})").value(),
             IndianRules::preset(MatchFormat::Points));
}

void TestRules21::roundTrip() {
    for (MatchFormat f : kFormats)
        for (ValueScheme s : {ValueScheme::Classic, ValueScheme::Adda52, ValueScheme::Off}) {
            IndianRules r = IndianRules::preset(f, Variant::Indian21);
            r.valueCards = s;
            r.middleDrop = 70;
            const Json j = Serialization::rulesToJson(r);
            QCOMPARE(j["variant"].asString(), std::string("indian21"));
            QCOMPARE(j["valueCards"].asString(), std::string(valueSchemeName(s)));
            QCOMPARE(Serialization::rulesFromJson(j).value(), r);
        }
    // A file with the variant alone is 21-card's preset: the variant selects it, as the
    // format does.
    QCOMPARE(fromText(R"({"format":"deals3","variant":"indian21"})").value(),
             IndianRules::preset(MatchFormat::Deals3, Variant::Indian21));
    QCOMPARE(fromText(R"({"format":"points","variant":"indian21","valueCards":"adda52"})")
                 .value()
                 .valueCards,
             ValueScheme::Adda52);
    // A 13-card rule set that is not playable still writes what it holds.
    IndianRules odd = IndianRules::preset(MatchFormat::Points);
    odd.valueCards = ValueScheme::Off;
    QCOMPARE(Serialization::rulesFromJson(Serialization::rulesToJson(odd)).value(), odd);
    QCOMPARE(valueSchemeName(ValueScheme::Classic), std::string("classic"));
    QVERIFY(parseValueScheme("adda52") == ValueScheme::Adda52);
    QVERIFY(!parseValueScheme("Classic"));
}

void TestRules21::strictKeys() {
    for (const char* bad : {
             R"({"format":"points","variant":"indian22"})",
             R"({"format":"points","variant":"gin"})",  // Gin's rules are GinRules
             R"({"format":"points","variant":"500"})",
             R"({"format":"points","variant":21})",
             R"({"format":"points","variant":null})",
             R"({"format":"points","variant":"indian21","valueCards":"none"})",
             R"({"format":"points","variant":"indian21","valueCards":0})",
             R"({"format":"points","variant":"indian21","valueCards":"OFF"})",
         })
        QVERIFY2(fromText(bad).error() == ErrorCode::Parse, bad);
}

RUMMY_TEST_APPLESS_MAIN(TestRules21)

#include "test_rules21.moc"
