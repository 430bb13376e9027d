// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval.h"

#include <optional>

#include "cli_batch.h"
#include "cli_common.h"
#include "cli_eval_gin.h"
#include "cli_eval_indian21.h"
#include "cli_eval_output.h"
#include "cli_eval_table.h"
#include "cli_io.h"
#include "solver/hand_solver.h"

namespace rummy::cli {

namespace {

// One batch line, "WILD CARD...": the evaluation, or the reason the line is bad.
bool evaluateLine(std::string_view line, std::vector<std::string_view>& words,
                  std::vector<Face>& hand, std::string& out) {
    splitWords(line, words);
    if (words.empty()) {
        writeError(out, "empty line");
        return false;
    }
    const auto wild = parseWild(words[0]);
    if (!wild) {
        writeError(out,
                   "unknown wild rank '" + displayToken(words[0]) + "' (expected a rank, JK or -)");
        return false;
    }
    if (auto problem = parseHand(std::span(words).subspan(1), hand)) {
        writeError(out, *problem);
        return false;
    }
    writeHandEvaluation(out, HandSolver::evaluate(hand, *wild));
    return true;
}

int runWildBatch() {
    std::vector<std::string_view> words;
    std::vector<Face> hand;
    return runBatch([&](std::string_view line, std::string& answer) {
        return evaluateLine(line, words, hand, answer);
    });
}

}  // namespace

int runEval(const std::vector<std::string>& args) {
    std::optional<WildRank> wild;
    Variant variant = Variant::Indian13;
    bool batch = false;
    std::vector<std::string> cards;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--batch") {
            batch = true;
        } else if (a == "--variant" || a.starts_with("--variant=")) {
            if (a == "--variant" && i + 1 == args.size())
                return usageError("--variant needs a value (e.g. indian13)");
            const std::string value = a == "--variant" ? args[++i] : a.substr(10);
            if (auto problem =
                    checkVariant(value, {Variant::Indian21, Variant::Straight, Variant::Rummy500,
                                         Variant::Rummy51, Variant::Kaluki}))
                return usageError(*problem);
            variant = *parseVariant(value);
        } else if (a == "--wild" || a.starts_with("--wild=")) {
            std::string value;
            if (a == "--wild") {
                if (i + 1 == args.size()) return usageError("--wild needs a value (a rank or JK)");
                value = args[++i];
            } else {
                value = a.substr(7);
            }
            wild = parseWild(value);
            if (!wild) {
                return usageError("unknown wild rank '" + displayToken(value) +
                                  "' (expected a rank A 2..10 J Q K, JK or -)");
            }
        } else if (a.starts_with("--")) {
            return usageError("unknown option '" + displayToken(a) + "' for eval");
        } else {
            cards.push_back(a);
        }
    }
    if (variant == Variant::Gin) {
        if (wild) return usageError("--wild has no meaning in Gin (no wild cards)");
        return runGinEval(cards, batch);
    }
    if (variant == Variant::Indian21) {
        if (wild)
            return usageError(
                "--wild has no meaning in 21-card Indian Rummy: give the cut card first (CUT "
                "CARD...), which also makes the value cards");
        return runIndian21Eval(cards, batch);
    }
    if (familyOf(variant) == Family::Table) {
        if (wild) return usageError("--wild has no meaning in the table games (jokers are JK)");
        return runTableEval(variant, cards, batch);
    }
    if (batch) {
        if (wild || !cards.empty())
            return usageError(
                "eval --batch reads WILD CARD... lines from stdin; no other "
                "arguments");
        return runWildBatch();
    }
    if (cards.empty()) return usageError("eval needs 13 or 14 cards (see rummy-cli --help)");
    std::vector<Face> hand;
    if (auto problem = parseHand(viewsOf(cards), hand)) return usageError(*problem);
    std::string answer;
    writeHandEvaluation(answer, HandSolver::evaluate(hand, wild.value_or(WildRank{})));
    answer += '\n';
    writeAll(1, answer);
    return kExitOk;
}

}  // namespace rummy::cli
