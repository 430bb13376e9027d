// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/table_rules_json.h"

#include <array>

namespace rummy {

namespace {

// Each field once, by accessor (TableMeldRules' fields sit one level down).
struct IntKey {
    const char* key;
    int& (*at)(TableRules&);
};
struct BoolKey {
    const char* key;
    bool& (*at)(TableRules&);
};

constexpr std::array<IntKey, 22> kInts{{
    {"decks", [](TableRules& r) -> int& { return r.decks; }},
    {"jokers", [](TableRules& r) -> int& { return r.jokers; }},
    {"more_decks_from", [](TableRules& r) -> int& { return r.moreDecksFrom; }},
    {"min_seats", [](TableRules& r) -> int& { return r.minSeats; }},
    {"max_seats", [](TableRules& r) -> int& { return r.maxSeats; }},
    {"melds_per_turn", [](TableRules& r) -> int& { return r.meldsPerTurn; }},
    {"reshuffle_limit", [](TableRules& r) -> int& { return r.reshuffleLimit; }},
    {"turn_limit", [](TableRules& r) -> int& { return r.turnLimit; }},
    {"opening", [](TableRules& r) -> int& { return r.opening; }},
    {"never_melded", [](TableRules& r) -> int& { return r.neverMelded; }},
    {"one_turn_out", [](TableRules& r) -> int& { return r.oneTurnOut; }},
    {"target", [](TableRules& r) -> int& { return r.target; }},
    {"hands", [](TableRules& r) -> int& { return r.hands; }},
    {"jokers_per_meld", [](TableRules& r) -> int& { return r.melds.jokersPerMeld; }},
    {"max_set_size", [](TableRules& r) -> int& { return r.melds.maxSetSize; }},
    {"ace_low_in_run", [](TableRules& r) -> int& { return r.melds.aceLowInRun; }},
    {"ace_high_in_run", [](TableRules& r) -> int& { return r.melds.aceHighInRun; }},
    {"ace_in_set", [](TableRules& r) -> int& { return r.melds.aceInSet; }},
    {"ace_in_hand", [](TableRules& r) -> int& { return r.melds.aceInHand; }},
    {"joker_in_meld", [](TableRules& r) -> int& { return r.melds.jokerInMeld; }},
    {"joker_in_hand", [](TableRules& r) -> int& { return r.melds.jokerInHand; }},
    {"court_value", [](TableRules& r) -> int& { return r.melds.courtValue; }},
}};
constexpr std::array<BoolKey, 21> kBools{{
    {"lay_off_before_meld", [](TableRules& r) -> bool& { return r.layOffBeforeMeld; }},
    {"draw_from_pile", [](TableRules& r) -> bool& { return r.drawFromPile; }},
    {"pile_before_opening", [](TableRules& r) -> bool& { return r.pileBeforeOpening; }},
    {"pile_to_open", [](TableRules& r) -> bool& { return r.pileToOpen; }},
    {"pile_depth", [](TableRules& r) -> bool& { return r.pileDepth; }},
    {"pile_top_played", [](TableRules& r) -> bool& { return r.pileTopPlayed; }},
    {"pile_deep_new_meld", [](TableRules& r) -> bool& { return r.pileDeepNewMeld; }},
    {"discard_taken_card", [](TableRules& r) -> bool& { return r.mayDiscardTakenCard; }},
    {"discard_to_go_out", [](TableRules& r) -> bool& { return r.discardToGoOut; }},
    {"discard_every_turn", [](TableRules& r) -> bool& { return r.discardEveryTurn; }},
    {"floating", [](TableRules& r) -> bool& { return r.floating; }},
    {"unplayable_last_discard", [](TableRules& r) -> bool& { return r.unplayableLastDiscard; }},
    {"out_to_win", [](TableRules& r) -> bool& { return r.outToWin; }},
    {"opening_single_meld", [](TableRules& r) -> bool& { return r.openingSingleMeld; }},
    {"opening_pure_run", [](TableRules& r) -> bool& { return r.openingPureRun; }},
    {"joker_swap", [](TableRules& r) -> bool& { return r.jokerSwap; }},
    {"take_from_meld", [](TableRules& r) -> bool& { return r.takeFromMeld; }},
    {"rummy_doubles", [](TableRules& r) -> bool& { return r.rummyDoubles; }},
    {"five_ten_values", [](TableRules& r) -> bool& { return r.fiveTenValues; }},
    {"ace_high", [](TableRules& r) -> bool& { return r.melds.aceHigh; }},
    {"distinct_suits", [](TableRules& r) -> bool& { return r.distinctSuits; }},
}};

}  // namespace

Json tableRulesToJson(const TableRules& rules) {
    TableRules r = rules;
    Json j = Json::object();
    j.set("variant", variantId(r.variant));
    for (const IntKey& k : kInts) j.set(k.key, k.at(r));
    for (const BoolKey& k : kBools) j.set(k.key, k.at(r));
    Json deal = Json::array();
    for (int s = TableRules::kMinSeats; s <= TableRules::kMaxSeats; ++s) deal.push(r.handSize(s));
    j.set("deal", std::move(deal));
    j.set("stock_out", stockOutName(r.stockOut));
    j.set("scoring", tableScoringName(r.scoring));
    return j;
}

Json tableRulesDiff(const TableRules& rules) {
    const Json all = tableRulesToJson(rules);
    const Json preset = tableRulesToJson(TableRules::preset(rules.variant));
    Json out = Json::object();
    for (const auto& [key, value] : all.asObject())
        if (key != "variant" && !(preset[key] == value)) out.set(key, value);
    return out;
}

Result<TableRules> tableRulesFromJson(const Json& j, Variant variant, bool strict,
                                      std::string* badKey) {
    auto bad = [&](const std::string& key, ErrorCode code) -> Result<TableRules> {
        if (badKey) *badKey = key;
        return code;
    };
    if (!j.isObject()) return bad("", ErrorCode::Parse);
    if (familyOf(variant) != Family::Table) return bad("variant", ErrorCode::BadRules);
    TableRules rules = TableRules::preset(variant);
    for (const auto& [key, value] : j.asObject()) {
        bool known = false;
        for (const IntKey& k : kInts) {
            if (key != k.key) continue;
            known = true;
            if (!value.isInt()) return bad(key, ErrorCode::Parse);
            if (value.asInt() < -100000 || value.asInt() > 100000)
                return bad(key, ErrorCode::BadRules);
            k.at(rules) = static_cast<int>(value.asInt());
        }
        for (const BoolKey& k : kBools) {
            if (key != k.key) continue;
            known = true;
            if (!value.isBool()) return bad(key, ErrorCode::Parse);
            k.at(rules) = value.asBool();
        }
        if (key == "variant") {
            known = true;
            if (!value.isString() || value.asString() != variantId(variant))
                return bad(key, ErrorCode::Parse);
        } else if (key == "deal") {
            known = true;
            const int sizes = TableRules::kMaxSeats - TableRules::kMinSeats + 1;
            if (!value.isArray() || static_cast<int>(value.size()) != sizes)
                return bad(key, ErrorCode::Parse);
            for (int i = 0; i < sizes; ++i) {
                const Json& n = value[static_cast<std::size_t>(i)];
                if (!n.isInt()) return bad(key, ErrorCode::Parse);
                if (n.asInt() < 0 || n.asInt() > 100) return bad(key, ErrorCode::BadRules);
                rules.deal[static_cast<std::size_t>(TableRules::kMinSeats + i)] =
                    static_cast<int>(n.asInt());
            }
        } else if (key == "stock_out") {
            known = true;
            const auto s = value.isString() ? parseStockOut(value.asString()) : std::nullopt;
            if (!s) return bad(key, value.isString() ? ErrorCode::BadRules : ErrorCode::Parse);
            rules.stockOut = *s;
        } else if (key == "scoring") {
            known = true;
            const auto s = value.isString() ? parseTableScoring(value.asString()) : std::nullopt;
            if (!s) return bad(key, value.isString() ? ErrorCode::BadRules : ErrorCode::Parse);
            rules.scoring = *s;
        }
        if (!known && strict) return bad(key, ErrorCode::Parse);
    }
    if (const auto field = rules.invalidField()) return bad(*field, ErrorCode::BadRules);
    return rules;
}

}  // namespace rummy
