// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval_table.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "cli_batch.h"
#include "cli_common.h"
#include "cli_eval_output.h"
#include "cli_io.h"
#include "json_writer.h"
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
std::optional<std::string> parseTableHand(Variant variant, std::span<const std::string_view> tokens,
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

void writeEvaluation(std::string& out, Variant variant, const std::vector<Face>& hand) {
    const TableRules& rules = presetOf(variant);
    const TableHand best = bestTableHand(rules.melds, hand);
    JsonWriter w(out);
    w.beginObject().key("melds").beginArray();
    for (const auto& m : best.melds) w.cards(m);
    w.endArray().key("meld_value").value(best.meldValue);
    w.key("left").cards(best.left).key("left_value").value(best.leftValue);
    if (rules.opening > 0) w.key("opens").value(best.meldValue >= rules.opening);
    w.endObject();
}

}  // namespace

int runTableEval(Variant variant, const std::vector<std::string>& cards, bool batch) {
    if (batch) {
        if (!cards.empty())
            return usageError("eval --batch reads one hand per line from stdin; no cards here");
        std::vector<std::string_view> words;
        std::vector<Face> hand;
        return runBatch([&](std::string_view line, std::string& answer) {
            splitWords(line, words);
            std::optional<std::string> problem;
            if (words.empty()) {
                problem = "empty line";
            } else {
                problem = parseTableHand(variant, words, hand);
            }
            if (problem) {
                writeError(answer, *problem);
                return false;
            }
            writeEvaluation(answer, variant, hand);
            return true;
        });
    }
    if (cards.empty())
        return usageError(std::string("eval --variant ") + variantId(variant) + " needs cards");
    std::vector<Face> hand;
    if (auto problem = parseTableHand(variant, viewsOf(cards), hand)) return usageError(*problem);
    std::string answer;
    writeEvaluation(answer, variant, hand);
    answer += '\n';
    writeAll(1, answer);
    return kExitOk;
}

}  // namespace rummy::cli
