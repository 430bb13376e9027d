// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval_table.h"

#include <array>
#include <iostream>
#include <optional>

#include "cli_common.h"
#include "io/json.h"
#include "table/table_hand.h"
#include "table/table_rules.h"

namespace rummy::cli {

namespace {

constexpr int kMaxCards = 30;  // more than any deal of these games leaves in one hand
// The game's default rules (its preset): how it melds, and what it takes to open.
const TableRules& presetOf(Variant v) {
    static const TableRules straight = TableRules::preset(Variant::Straight);
    static const TableRules r500 = TableRules::preset(Variant::Rummy500);
    static const TableRules r51 = TableRules::preset(Variant::Rummy51);
    static const TableRules kaluki = TableRules::preset(Variant::Kaluki);
    switch (v) {
        case Variant::Rummy500:
            return r500;
        case Variant::Rummy51:
            return r51;
        case Variant::Kaluki:
            return kaluki;
        default:
            return straight;
    }
}

const char* gameName(Variant v) {
    return v == Variant::Straight   ? "Straight Rummy"
           : v == Variant::Rummy500 ? "Rummy 500"
           : v == Variant::Rummy51  ? "Rummy 51"
                                    : "Kaluki";
}

// Cards of the game's shoe: Straight one deck without jokers, the others two decks of 54.
std::optional<std::string> parseTableHand(Variant variant, const std::vector<std::string>& tokens,
                                          std::vector<Face>& hand) {
    hand.clear();
    const bool oneDeck = variant == Variant::Straight;
    std::array<int, Face::kCount> seen{};
    for (const auto& token : tokens) {
        const auto face = parseFace(token);
        if (!face) return "unknown card '" + displayToken(token) + "'";
        int& n = seen[static_cast<std::size_t>(face->index())];
        if (face->isPrintedJoker()) {
            if (oneDeck) return std::string(gameName(variant)) + " is played without jokers";
            if (++n > 4) return std::string("more than four jokers (two decks hold four)");
        } else if (++n > (oneDeck ? 1 : 2)) {
            return "card " + face->toString() + " appears " +
                   (oneDeck ? "twice but " : "three times but ") + gameName(variant) +
                   (oneDeck ? " has one deck" : " has two decks");
        }
        hand.push_back(*face);
    }
    if (hand.empty()) return std::string("no cards");
    if (static_cast<int>(hand.size()) > kMaxCards)
        return "expected at most " + std::to_string(kMaxCards) + " cards, got " +
               std::to_string(hand.size());
    return std::nullopt;
}

Json cardsJson(const std::vector<Face>& faces) {
    Json a = Json::array();
    for (const Face f : faces) a.push(f.toString());
    return a;
}

Json evaluation(Variant variant, const std::vector<Face>& hand) {
    const TableRules& rules = presetOf(variant);
    const TableHand best = bestTableHand(rules.melds, hand);
    Json melds = Json::array();
    for (const auto& m : best.melds) melds.push(cardsJson(m));
    Json result = Json::object();
    result.set("melds", std::move(melds));
    result.set("meld_value", best.meldValue);
    result.set("left", cardsJson(best.left));
    result.set("left_value", best.leftValue);
    if (rules.opening > 0) result.set("opens", best.meldValue >= rules.opening);
    return result;
}

Json evaluateLine(Variant variant, const std::string& line) {
    std::vector<Face> hand;
    Json error = Json::object();
    const auto words = splitWords(line);
    if (words.empty()) return error.set("error", "empty line");
    if (auto problem = parseTableHand(variant, words, hand)) return error.set("error", *problem);
    return evaluation(variant, hand);
}

}  // namespace

int runTableEval(Variant variant, const std::vector<std::string>& cards, bool batch,
                 std::istream& in, std::ostream& out) {
    if (batch) {
        if (!cards.empty())
            return usageError("eval --batch reads one hand per line from stdin; no cards here");
        std::string line;
        long lines = 0, bad = 0;
        while (std::getline(in, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            ++lines;
            const Json result = evaluateLine(variant, line);
            if (result.contains("error")) ++bad;
            out << result.dump() << std::endl;  // one answer per question, at once
        }
        if (bad == 0) return kExitOk;
        std::cerr << "rummy-cli: " << bad << " of " << lines << " lines had errors\n";
        return kExitBadLines;
    }
    if (cards.empty())
        return usageError(std::string("eval --variant ") + variantId(variant) + " needs cards");
    std::vector<Face> hand;
    if (auto problem = parseTableHand(variant, cards, hand)) return usageError(*problem);
    out << evaluation(variant, hand).dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli
