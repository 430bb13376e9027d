// SPDX-License-Identifier: GPL-3.0-or-later
// The table of rule fields (core/game/rule_fields.h), the one place a rule is declared: it
// holds every field of IndianRules exactly once, the save files and validate() follow it, and the
// presets stay what they were.
#include <QtTest>
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "game/rule_fields.h"
#include "io/serialization.h"
#include "test_registry.h"

using namespace rummy;

namespace {

constexpr MatchFormat kFormats[] = {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Pool201,
                                    MatchFormat::Deals2, MatchFormat::Deals3,  MatchFormat::Deals6};

// Converts to any member type, so that T{Any{}, ...} counts the members of an aggregate.
struct Any {
    template <class T>
    constexpr operator T() const {
        return T{};
    }
};
template <class T, class... A>
constexpr int memberCount() {
    if constexpr (requires { T{A{}..., Any{}}; })
        return memberCount<T, A..., Any>();
    else
        return static_cast<int>(sizeof...(A));
}

// The cross-field checks of validate(), written out again: what the table cannot say.
bool crossFieldOk(const IndianRules& r, int players) {
    return r.rejoinMax < r.poolLimit &&
           r.shoeSize() >= players * r.handSize + 1 + (r.wildJoker ? 1 : 0) + players;
}

}  // namespace

class TestRuleFields : public QObject {
    Q_OBJECT
private slots:
    void everyFieldOnce();
    void everyFieldChangesTheRules();
    void everyFieldRoundTripsThroughJson();
    void jsonKeepsItsOrder();
    void defaultsAreThePresets();
    void validateAgreesWithTheTable();
    void formatsAndFamilies();
};

void TestRuleFields::everyFieldOnce() {
    // IndianRules's members are the three choices among named values that are no rows (`format`,
    // `variant`, `valueCards`: each read and written by name) plus one per table row; a new
    // member without a row fails.
    QCOMPARE(memberCount<IndianRules>(), static_cast<int>(ruleFields().size()) + 3);
    std::set<std::string> keys;
    // Member pointers have no order, only equality.
    std::vector<int IndianRules::*> ints;
    std::vector<bool IndianRules::*> bools;
    std::set<RuleLabel> labels;
    for (const RuleField& f : ruleFields()) {
        QVERIFY2(keys.insert(f.key).second, f.key);
        QVERIFY2(labels.insert(f.label).second, f.key);
        QCOMPARE(findRuleField(f.key), &f);
        if (f.kind == RuleKind::Int) {
            QVERIFY(f.intMember && !f.boolMember);
            QVERIFY2(std::find(ints.begin(), ints.end(), f.intMember) == ints.end(), f.key);
            ints.push_back(f.intMember);
            QVERIFY(f.min <= f.max);
        } else {
            QVERIFY(f.boolMember && !f.intMember);
            QVERIFY2(std::find(bools.begin(), bools.end(), f.boolMember) == bools.end(), f.key);
            bools.push_back(f.boolMember);
            QCOMPARE(f.min, 0);
            QCOMPARE(f.max, 1);
        }
        if (f.dependsOn) QVERIFY2(findRuleField(f.dependsOn), f.dependsOn);
    }
    QCOMPARE(findRuleField("format"), nullptr);  // the format selects the preset; not a field
    QCOMPARE(findRuleField("nonsense"), nullptr);
}

void TestRuleFields::everyFieldChangesTheRules() {
    // Each field set through the table to another in-range value changes that field alone.
    const IndianRules base = IndianRules::preset(MatchFormat::Points);
    for (const RuleField& f : ruleFields()) {
        IndianRules r = base;
        const int old = ruleValue(r, f);
        const int other = old == f.max ? f.min : old + 1;
        setRuleValue(r, f, other);
        QVERIFY2(!(r == base), f.key);
        QCOMPARE(ruleValue(r, f), other);
        for (const RuleField& g : ruleFields())
            if (&g != &f) QCOMPARE(ruleValue(r, g), ruleValue(base, g));
    }
}

void TestRuleFields::everyFieldRoundTripsThroughJson() {
    // Every field at once away from its default, the ints spread over their ranges so that
    // two keys read into each other's member would show.
    for (MatchFormat format : kFormats) {
        const IndianRules preset = IndianRules::preset(format);
        IndianRules r = preset;
        int index = 0;
        for (const RuleField& f : ruleFields()) {
            const int span = f.max - f.min + 1;
            int v = f.min + (7 + 13 * index++) % span;
            if (v == ruleValue(preset, f)) v = v == f.max ? f.min : v + 1;
            setRuleValue(r, f, v);
            QVERIFY2(ruleValue(r, f) != ruleValue(preset, f), f.key);
        }
        const Json j = Serialization::rulesToJson(r);
        QCOMPARE(Serialization::rulesFromJson(j).value(), r);
        for (const RuleField& f : ruleFields()) {
            QVERIFY2(j.find(f.key), f.key);
            QCOMPARE(f.kind == RuleKind::Bool ? int((*j.find(f.key)).asBool())
                                              : int((*j.find(f.key)).asInt()),
                     ruleValue(r, f));
        }
    }
}

void TestRuleFields::jsonKeepsItsOrder() {
    // The order of 0.1.0's files: format, the ints, then the bools.
    std::string expected = R"({"format":"points")";
    const IndianRules r = IndianRules::preset(MatchFormat::Points);
    for (const RuleField& f : ruleFields())
        expected += std::string(",\"") + f.key + "\":" +
                    (f.kind == RuleKind::Bool ? (ruleValue(r, f) ? "true" : "false")
                                              : std::to_string(ruleValue(r, f)));
    expected += "}";
    QCOMPARE(Serialization::rulesToJson(r).dump(), expected);
    QVERIFY(expected.find(R"("chipsPerDeal":80,"wildJoker":true)") != std::string::npos);
}

void TestRuleFields::defaultsAreThePresets() {
    // A file with only its format reads as the preset, and every preset is in range.
    for (MatchFormat format : kFormats) {
        Json j = Json::object();
        j.set("format", formatName(format));
        QCOMPARE(Serialization::rulesFromJson(j).value(), IndianRules::preset(format));
        for (const RuleField& f : ruleFields())
            QVERIFY2(inRange(f, ruleValue(IndianRules::preset(format), f)), f.key);
        for (int players = 2; players <= 6; ++players)
            QVERIFY(IndianRules::preset(format).validate(players).ok());
    }
    const IndianRules points = IndianRules::preset(MatchFormat::Points);
    QCOMPARE(points.firstDrop, 20);
    QCOMPARE(points.handSize, 13);
    QCOMPARE(IndianRules::preset(MatchFormat::Pool201).rejoinMax, 174);
}

void TestRuleFields::validateAgreesWithTheTable() {
    // At and beyond each end of each range, validate() says what the table and the
    // cross-field checks say; its error code stays BadRules.
    for (MatchFormat format : kFormats) {
        for (const RuleField& f : ruleFields()) {
            if (f.kind == RuleKind::Bool) continue;
            for (int v : {f.min - 1, f.min, f.max, f.max + 1}) {
                IndianRules r = IndianRules::preset(format);
                setRuleValue(r, f, v);
                for (int players : {2, 4, 6}) {
                    const bool expected = inRange(f, v) && crossFieldOk(r, players);
                    const Status s = r.validate(players);
                    QVERIFY2(s.ok() == expected, f.key);
                    if (!s.ok()) QCOMPARE(s.error(), ErrorCode::BadRules);
                }
            }
        }
    }
    QVERIFY(!inRange(*findRuleField("decks"), 0));
    QVERIFY(inRange(*findRuleField("decks"), 3));
    QVERIFY(!inRange(*findRuleField("decks"), 4));
}

void TestRuleFields::formatsAndFamilies() {
    // The formats a field matters in are the IndianRules's own predicates.
    for (MatchFormat format : kFormats) {
        const IndianRules r = IndianRules::preset(format);
        QCOMPARE(usedIn(*findRuleField("firstDrop"), format), r.dropAllowed());
        QCOMPARE(usedIn(*findRuleField("middleDrop"), format), r.dropAllowed());
        QCOMPARE(usedIn(*findRuleField("poolLimit"), format), r.isPool());
        QCOMPARE(usedIn(*findRuleField("allowRejoin"), format), r.isPool());
        QCOMPARE(usedIn(*findRuleField("chipsPerDeal"), format), r.isDeals());
        QCOMPARE(usedIn(*findRuleField("pointValue"), format), format == MatchFormat::Points);
    }
    IndianRules pool = IndianRules::preset(MatchFormat::Pool101);
    const RuleField& rejoinMax = *findRuleField("rejoinMax");
    QVERIFY(matters(rejoinMax, pool));
    pool.allowRejoin = false;
    QVERIFY(!matters(rejoinMax, pool));
    IndianRules timed = IndianRules::preset(MatchFormat::Points);
    const RuleField& missed = *findRuleField("missedTurnsAsDrop");
    QVERIFY(!matters(missed, timed));
    timed.turnTimerSeconds = 30;
    QVERIFY(matters(missed, timed));
    // Today every field is a rule of the Indian family; the shoe, the hand, the timer and the
    // stakes are also rules of the other families.
    std::set<std::string> shared;
    for (const RuleField& f : ruleFields()) {
        QVERIFY2(appliesTo(f, Family::Indian), f.key);
        if (appliesTo(f, Family::Table) || appliesTo(f, Family::Gin)) shared.insert(f.key);
    }
    QCOMPARE(shared, (std::set<std::string>{"decks", "printedJokers", "handSize", "pointValue",
                                            "turnTimerSeconds"}));
}

RUMMY_TEST_APPLESS_MAIN(TestRuleFields)

#include "test_rule_fields.moc"
