// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_bot.h"

#include <memory>

#include "bot.h"
#include "bot_protocol.h"
#include "cli_common.h"
#include "cli_io.h"
#include "gin/gin_bot.h"
#include "table/table_bot.h"

namespace rummy::cli {

namespace {

struct BotOptions {
    Variant variant = Variant::Indian13;
    std::string level = "medium";
    std::uint64_t seed = 1;
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
    const bool known = o.variant == Variant::Gin ? GinBot::create(o.level, 0) != nullptr
                                                 : parseBotLevel(o.level).has_value();
    if (!known)
        return "unknown bot level '" + displayToken(o.level) + "' (random, easy, medium, hard" +
               (o.variant == Variant::Gin ? ", classic)" : ")");
    return std::nullopt;
}

}  // namespace

int runBot(const std::vector<std::string>& args, Input& in, Output& out) {
    BotOptions opt;
    if (auto problem = readOptions(args, opt)) return usageError(*problem);
    // One bot for the whole run: it keeps nothing between requests but its seed, from which
    // each decision draws its own generator.
    std::unique_ptr<GinBot> gin;
    std::unique_ptr<Bot> indian;
    std::unique_ptr<TableBot> table;
    if (opt.variant == Variant::Gin)
        gin = GinBot::create(opt.level, opt.seed);
    else if (familyOf(opt.variant) == Family::Table)
        table = TableBot::create(opt.level, opt.seed);
    else
        indian = Bot::create(*parseBotLevel(opt.level), opt.seed);
    std::string line;
    while (in.getline(line)) {
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
        if (table) {
            const Decision d = table->decide(req.view);
            const auto text = legalTextFor(d.move, req.legal);
            out << moveAnswer(req.id, text ? *text : req.legal.front().text,
                              reasonName(d.why.reason))
                << '\n';
            out.flush();
            continue;
        }
        const Decision d = gin ? gin->decide(req.view) : indian->decide(req.view);
        // The bot answers from the legal moves; should it not, the host still gets a legal one.
        const auto text = legalTextFor(d.move, req.legal);
        out << moveAnswer(req.id, text ? *text : req.legal.front().text) << '\n';
        out.flush();
    }
    return kExitOk;
}

}  // namespace rummy::cli
