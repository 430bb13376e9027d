// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval_indian21.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "cli_batch.h"
#include "cli_common.h"
#include "cli_eval_output.h"
#include "cli_io.h"
#include "game/variant.h"
#include "solver/hand_solver.h"

namespace rummy::cli {

namespace {

constexpr int kHandSize = 21;
// Three decks, each with one printed joker.
constexpr int kCopies = 3;
// A loser's full count is capped at 120 (docs/rules.md, 21-card Indian Rummy).
constexpr ScoringOptions kScoring{120, false};

struct Hand21 {
    WildCards wild;
    std::vector<Face> cards;
};

// "CUT CARD...": the cut card, then 21 or 22 cards, none more often than three decks hold it.
// The cut card is not counted against the hand's copies: the line describes a hand, and the
// solver's answer does not depend on where the fourth copy would have come from.
std::optional<std::string> parseHand21(std::span<const std::string_view> words, Hand21& hand) {
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

void writeEvaluation(std::string& out, const Hand21& hand) {
    writeHandEvaluation(out, HandSolver::evaluate(SolverRules::indian21(), hand.cards, hand.wild,
                                                  kScoring, kHandSize));
}

}  // namespace

int runIndian21Eval(const std::vector<std::string>& words, bool batch) {
    if (batch) {
        if (!words.empty())
            return usageError("eval --batch reads CUT CARD... lines from stdin; no cards here");
        std::vector<std::string_view> lineWords;
        Hand21 hand;
        return runBatch([&](std::string_view line, std::string& answer) {
            splitWords(line, lineWords);
            std::optional<std::string> problem;
            if (lineWords.empty()) {
                problem = "empty line";
            } else {
                problem = parseHand21(lineWords, hand);
            }
            if (problem) {
                writeError(answer, *problem);
                return false;
            }
            writeEvaluation(answer, hand);
            return true;
        });
    }
    if (words.empty())
        return usageError("eval --variant indian21 needs the cut card and 21 or 22 cards");
    Hand21 hand;
    if (auto problem = parseHand21(viewsOf(words), hand)) return usageError(*problem);
    std::string answer;
    writeEvaluation(answer, hand);
    answer += '\n';
    writeAll(1, answer);
    return kExitOk;
}

}  // namespace rummy::cli
