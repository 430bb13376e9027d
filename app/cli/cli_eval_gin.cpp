// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval_gin.h"

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "cli_batch.h"
#include "cli_common.h"
#include "cli_eval_output.h"
#include "cli_io.h"
#include "gin/gin_hand.h"
#include "gin/gin_rules.h"
#include "json_writer.h"

namespace rummy::cli {

namespace {

// Every token a card of the one deck, each at most once, 10 or 11 of them.
std::optional<std::string> parseGinHand(std::span<const std::string_view> tokens,
                                        std::vector<Face>& hand) {
    hand.clear();
    std::array<bool, 52> seen{};
    for (const auto& token : tokens) {
        const auto face = parseFace(token);
        if (!face) return "unknown card '" + displayToken(token) + "'";
        if (face->isPrintedJoker()) return std::string("Gin is played without jokers");
        if (seen[static_cast<std::size_t>(face->index())])
            return "card " + face->toString() + " appears twice but Gin has one deck";
        seen[static_cast<std::size_t>(face->index())] = true;
        hand.push_back(*face);
    }
    const auto n = static_cast<int>(hand.size());
    if (n != GinRules::kHandSize && n != GinRules::kHandSize + 1)
        return "expected 10 or 11 cards, got " + std::to_string(n);
    return std::nullopt;
}

void writeGinEvaluation(std::string& out, std::vector<Face>& hand) {
    std::optional<Face> discard;
    if (hand.size() == GinRules::kHandSize + 1) {
        discard = bestGinDiscard(hand).discard;
        hand.erase(std::find(hand.begin(), hand.end(), *discard));
    }
    const GinHand best = bestGinHand(hand);
    JsonWriter w(out);
    w.beginObject().key("deadwood").value(best.deadwood).key("melds").beginArray();
    for (const auto& m : best.melds) w.cards(m);
    w.endArray().key("deadwood_cards").cards(best.deadwoodCards);
    if (discard) w.key("discard").value(*discard);
    w.endObject();
}

}  // namespace

int runGinEval(const std::vector<std::string>& cards, bool batch) {
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
                problem = parseGinHand(words, hand);
            }
            if (problem) {
                writeError(answer, *problem);
                return false;
            }
            writeGinEvaluation(answer, hand);
            return true;
        });
    }
    if (cards.empty()) return usageError("eval --variant gin needs 10 or 11 cards");
    std::vector<Face> hand;
    if (auto problem = parseGinHand(viewsOf(cards), hand)) return usageError(*problem);
    std::string answer;
    writeGinEvaluation(answer, hand);
    answer += '\n';
    writeAll(1, answer);
    return kExitOk;
}

}  // namespace rummy::cli
