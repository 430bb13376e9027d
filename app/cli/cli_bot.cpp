// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_bot.h"

#include <memory>

#include "bot.h"
#include "bot_protocol.h"
#include "cli_common.h"
#include "cli_io.h"

namespace rummy::cli {

namespace {

struct BotOptions {
    Variant variant = Variant::Indian13;
    std::string level = "medium";
    std::uint64_t seed = 1;
    SearchBudget expert;
};

std::optional<std::string> readOptions(const std::vector<std::string>& args, BotOptions& o) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value;
        auto takesValue = [](const std::string& n) { return n.starts_with("--"); };
        if (!readOption(args, i, takesValue, name, value)) return name + " needs a value";
        if (name == "--variant") {
            const auto v = parseVariant(value);
            if (!v)
                return "the bot plays --variant indian13, indian21, gin, straight, 500, 51 or "
                       "kaluki, not '" +
                       displayToken(value) + "'";
            o.variant = *v;
        } else if (name == "--level") {
            o.level = value;
        } else if (std::string problem; readExpertOption(name, value, o.expert, problem)) {
            if (!problem.empty()) return problem;
        } else if (name == "--seed") {
            const auto s = parseNumber<std::uint64_t>(value);
            if (!s)
                return "bad seed '" + displayToken(value) +
                       "' (expected a whole number from 0 to 18446744073709551615)";
            o.seed = *s;
        } else {
            return "unknown argument '" + displayToken(args[i]) + "' for bot";
        }
    }
    if (!Bot::create(o.variant, o.level, 0))
        return "unknown bot level '" + displayToken(o.level) + "' (" + botNames(o.variant) + ")";
    return std::nullopt;
}

}  // namespace

int runBot(const std::vector<std::string>& args, Input& in, Output& out) {
    BotOptions opt;
    if (auto problem = readOptions(args, opt)) return usageError(*problem);
    // One bot for the whole run: it keeps nothing between requests but its seed, from which
    // each decision draws its own generator.
    const std::unique_ptr<Bot> bot = Bot::create(opt.variant, opt.level, opt.seed, opt.expert);
    std::string line;
    while (!standardOutputFailed()) {
        const Input::Line got = in.getline(line);
        if (got == Input::Line::End) break;
        if (got == Input::Line::TooLong) return lineTooLong();
        const BotRequest req = readBotRequest(line, opt.variant);
        switch (req.kind) {
            case BotRequest::Kind::Blank:
            case BotRequest::Kind::Event:
                continue;
            case BotRequest::Kind::Quit:
                return kExitOk;
            case BotRequest::Kind::Error:
                out << errorAnswer(req.id, req.error) << '\n';
                out.flush();
                continue;
            case BotRequest::Kind::Gin:
            case BotRequest::Kind::Indian:
            case BotRequest::Kind::Table:
                break;
        }
        // A request may set the expert's thinking time for itself ("expert_ms").
        std::unique_ptr<Bot> timed;
        if (req.expertMs && bot->level() == BotLevel::Expert) {
            SearchBudget budget = opt.expert;
            budget.ms = *req.expertMs;
            budget.playouts = 0;
            timed = Bot::create(opt.variant, BotLevel::Expert, opt.seed, budget);
        }
        const Decision d = (timed ? *timed : *bot).decide(req.view);
        // The bot answers from the legal moves; should it not, the host still gets a legal one.
        const auto text = legalTextFor(d.move, req.legal);
        const std::string& move = text ? *text : req.legal.front().text;
        // The table games' answers say why (the protocol's "reason", docs/bot-protocol.md).
        out << (req.kind == BotRequest::Kind::Table
                    ? moveAnswer(req.id, move, reasonName(d.why.reason))
                    : moveAnswer(req.id, move))
            << '\n';
        out.flush();
    }
    return kExitOk;
}

}  // namespace rummy::cli
