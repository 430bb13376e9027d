// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_eval.h"

#include <iostream>
#include <optional>

#include "cli_common.h"
#include "cli_eval_gin.h"
#include "cli_eval_indian21.h"
#include "cli_eval_table.h"
#include "io/json.h"
#include "solver/hand_solver.h"

namespace rummy::cli {

namespace {

Json evaluationJson(const std::vector<Face>& hand, WildRank wild) {
    const HandEvaluation ev = HandSolver::evaluate(hand, wild);
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

// One batch line, "WILD CARD...": the evaluation, or the reason the line is bad.
Json evaluateLine(const std::string& line) {
    const auto words = splitWords(line);
    Json error = Json::object();
    if (words.empty()) return error.set("error", "empty line");
    const auto wild = parseWild(words[0]);
    if (!wild) {
        return error.set("error", "unknown wild rank '" + displayToken(words[0]) +
                                      "' (expected a rank, JK or -)");
    }
    std::vector<Face> hand;
    if (auto problem = parseHand({words.begin() + 1, words.end()}, hand))
        return error.set("error", *problem);
    return evaluationJson(hand, *wild);
}

int runBatch(std::istream& in, std::ostream& out) {
    std::string line;
    long lines = 0;
    long bad = 0;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();  // files from Windows
        ++lines;
        const Json result = evaluateLine(line);
        if (result.contains("error")) ++bad;
        // Flushed per line so that a program driving us through a pipe gets each answer
        // as soon as it sends its question.
        out << result.dump() << std::endl;
    }
    if (bad == 0) return kExitOk;
    std::cerr << "rummy-cli: " << bad << " of " << lines << " lines had errors\n";
    return kExitBadLines;
}

}  // namespace

int runEval(const std::vector<std::string>& args, std::istream& in, std::ostream& out) {
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
        return runGinEval(cards, batch, in, out);
    }
    if (variant == Variant::Indian21) {
        if (wild)
            return usageError(
                "--wild has no meaning in 21-card Indian Rummy: give the cut card first (CUT "
                "CARD...), which also makes the value cards");
        return runIndian21Eval(cards, batch, in, out);
    }
    if (familyOf(variant) == Family::Table) {
        if (wild) return usageError("--wild has no meaning in the table games (jokers are JK)");
        return runTableEval(variant, cards, batch, in, out);
    }
    if (batch) {
        if (wild || !cards.empty())
            return usageError(
                "eval --batch reads WILD CARD... lines from stdin; no other "
                "arguments");
        return runBatch(in, out);
    }
    if (cards.empty()) return usageError("eval needs 13 or 14 cards (see rummy-cli --help)");
    std::vector<Face> hand;
    if (auto problem = parseHand(cards, hand)) return usageError(*problem);
    out << evaluationJson(hand, wild.value_or(WildRank{})).dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli
