// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval_gin.h"

#include <algorithm>
#include <array>
#include <iostream>
#include <optional>

#include "cli_common.h"
#include "gin/gin_hand.h"
#include "gin/gin_rules.h"
#include "io/json.h"

namespace rummy::cli {

namespace {

// Every token a card of the one deck, each at most once, 10 or 11 of them.
std::optional<std::string> parseGinHand(const std::vector<std::string>& tokens,
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

Json cardsJson(const std::vector<Face>& faces) {
    Json a = Json::array();
    for (const Face f : faces) a.push(f.toString());
    return a;
}

Json ginEvaluation(std::vector<Face> hand) {
    Json result = Json::object();
    std::optional<Face> discard;
    if (hand.size() == GinRules::kHandSize + 1) {
        discard = bestGinDiscard(hand).discard;
        hand.erase(std::find(hand.begin(), hand.end(), *discard));
    }
    const GinHand best = bestGinHand(hand);
    Json melds = Json::array();
    for (const auto& m : best.melds) melds.push(cardsJson(m));
    result.set("deadwood", best.deadwood);
    result.set("melds", std::move(melds));
    result.set("deadwood_cards", cardsJson(best.deadwoodCards));
    if (discard) result.set("discard", discard->toString());
    return result;
}

Json evaluateLine(const std::string& line) {
    std::vector<Face> hand;
    Json error = Json::object();
    const auto words = splitWords(line);
    if (words.empty()) return error.set("error", "empty line");
    if (auto problem = parseGinHand(words, hand)) return error.set("error", *problem);
    return ginEvaluation(std::move(hand));
}

}  // namespace

int runGinEval(const std::vector<std::string>& cards, bool batch, std::istream& in,
               std::ostream& out) {
    if (batch) {
        if (!cards.empty())
            return usageError("eval --batch reads one hand per line from stdin; no cards here");
        std::string line;
        long lines = 0, bad = 0;
        while (std::getline(in, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            ++lines;
            const Json result = evaluateLine(line);
            if (result.contains("error")) ++bad;
            out << result.dump() << std::endl;  // one answer per question, at once
        }
        if (bad == 0) return kExitOk;
        std::cerr << "rummy-cli: " << bad << " of " << lines << " lines had errors\n";
        return kExitBadLines;
    }
    if (cards.empty()) return usageError("eval --variant gin needs 10 or 11 cards");
    std::vector<Face> hand;
    if (auto problem = parseGinHand(cards, hand)) return usageError(*problem);
    out << ginEvaluation(std::move(hand)).dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli
