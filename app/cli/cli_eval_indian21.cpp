// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval_indian21.h"

#include <array>
#include <iostream>
#include <optional>

#include "cli_common.h"
#include "game/variant.h"
#include "io/json.h"
#include "solver/hand_solver.h"

namespace rummy::cli {

namespace {

constexpr int kHandSize = 21;
// Three decks, each with one printed joker.
constexpr int kCopies = 3;
// A loser's full count is capped at 120 (shared/variants.md §1).
constexpr ScoringOptions kScoring{120, false};

struct Hand21 {
    WildCards wild;
    std::vector<Face> cards;
};

// "CUT CARD...": the cut card, then 21 or 22 cards, none more often than three decks hold it.
// The cut card is not counted against the hand's copies: the line describes a hand, and the
// solver's answer does not depend on where the fourth copy would have come from.
std::optional<std::string> parseHand21(const std::vector<std::string>& words, Hand21& hand) {
    if (words.empty()) return std::string("expected the cut card and 21 or 22 cards");
    const auto cut = parseFace(words[0]);
    if (!cut) return "unknown cut card '" + displayToken(words[0]) + "' (a card such as 8H, or JK)";
    hand.wild = wildCardsFor(WildPolicy::CutRankAndValueCards, *cut);
    hand.cards.clear();
    std::array<int, Face::kCount> copies{};
    for (std::size_t i = 1; i < words.size(); ++i) {
        const auto face = parseFace(words[i]);
        if (!face) return "unknown card '" + displayToken(words[i]) + "'";
        if (++copies[static_cast<std::size_t>(face->index())] > kCopies) {
            std::string problem = "card ";
            problem += face->toString();
            problem += " appears more than 3 times but three decks hold only 3";
            return problem;
        }
        hand.cards.push_back(*face);
    }
    const auto n = static_cast<int>(hand.cards.size());
    if (n != kHandSize && n != kHandSize + 1)
        return "expected 21 or 22 cards after the cut card, got " + std::to_string(n);
    return std::nullopt;
}

Json evaluation(const Hand21& hand) {
    const HandEvaluation ev =
        HandSolver::evaluate(SolverRules::indian21(), hand.cards, hand.wild, kScoring, kHandSize);
    Json groups = Json::array();
    for (const Group& g : ev.groups) {
        Json cards = Json::array();
        for (const Face f : g.cards) cards.push(f.toString());
        Json group = Json::object();
        group.set("type", meldTypeName(g.type)).set("cards", std::move(cards));
        groups.push(std::move(group));
    }
    Json result = Json::object();
    result.set("valid", ev.valid).set("points", ev.points).set("groups", std::move(groups));
    if (ev.finish) result.set("finish", ev.finish->toString());
    return result;
}

Json evaluateLine(const std::string& line) {
    Hand21 hand;
    Json error = Json::object();
    const auto words = splitWords(line);
    if (words.empty()) return error.set("error", "empty line");
    if (auto problem = parseHand21(words, hand)) return error.set("error", *problem);
    return evaluation(hand);
}

}  // namespace

int runIndian21Eval(const std::vector<std::string>& words, bool batch, std::istream& in,
                    std::ostream& out) {
    if (batch) {
        if (!words.empty())
            return usageError("eval --batch reads CUT CARD... lines from stdin; no cards here");
        std::string line;
        long lines = 0, bad = 0;
        while (std::getline(in, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();  // files from Windows
            ++lines;
            const Json result = evaluateLine(line);
            if (result.contains("error")) ++bad;
            out << result.dump() << std::endl;  // one answer per question, at once
        }
        if (bad == 0) return kExitOk;
        std::cerr << "rummy-cli: " << bad << " of " << lines << " lines had errors\n";
        return kExitBadLines;
    }
    if (words.empty())
        return usageError("eval --variant indian21 needs the cut card and 21 or 22 cards");
    Hand21 hand;
    if (auto problem = parseHand21(words, hand)) return usageError(*problem);
    out << evaluation(hand).dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli
