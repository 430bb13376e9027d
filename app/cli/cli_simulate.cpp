// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_simulate.h"

#include <cstdint>
#include <optional>

#include "arena/arena.h"
#include "cli_common.h"
#include "cli_io.h"
#include "game/game_rules.h"
#include "io/json.h"

namespace rummy::cli {

namespace {

// Upper bounds that keep a typo from starting a run of days; far above any useful figure.
constexpr std::int64_t kMaxGames = 1'000'000'000;
constexpr int kMaxThreads = 256;
constexpr int kMaxTurnLimit = 1'000'000;

// Gin's options, read whatever the game and refused for another one afterwards.
struct GinOptions {
    GinRules rules;
    bool given = false;
};

bool isFlag(const std::string& name) {
    return name == "--time" || name == "--oklahoma";
}

// True when `name` is one of Gin's rule options (then `problem` says what is wrong with its
// value, or stays empty).
bool readGinOption(const std::string& name, const std::string& value, GinOptions& gin,
                   std::string& problem) {
    if (name == "--knock") {
        const auto k = parseNumber<int>(value);
        if (!k || *k < 0 || *k > 10)
            problem = "bad knock value '" + displayToken(value) + "' (0 to 10)";
        else
            gin.rules.knock = *k;
    } else if (name == "--oklahoma") {
        gin.rules.oklahoma = true;
    } else if (name == "--wall") {
        if (value == "void")
            gin.rules.wall = GinWall::Void;
        else if (value == "take-to-knock")
            gin.rules.wall = GinWall::TakeToKnock;
        else
            problem = "bad wall rule '" + displayToken(value) + "' (void, take-to-knock)";
    } else {
        return false;
    }
    gin.given = true;
    return true;
}

// The game's rules from the options: the format's preset of an Indian game, Gin's options,
// a table game's preset.
GameRules rulesOf(const TableOptions& table, const GinOptions& gin) {
    switch (familyOf(table.variant)) {
        case Family::Indian:
            return IndianRules::preset(table.format, table.variant);
        case Family::Gin:
            return gin.rules;
        case Family::Table:
            return TableRules::preset(table.variant);
    }
    return IndianRules::preset(table.format, table.variant);
}

}  // namespace

int runSimulate(const std::vector<std::string>& args, Output& out) {
    ArenaConfig cfg;
    TableOptions table;
    GinOptions gin;
    bool formatGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value, problem;
        auto takesValue = [](const std::string& n) { return n.starts_with("--") && !isFlag(n); };
        if (!readOption(args, i, takesValue, name, value))
            return usageError(name + " needs a value");
        if (readTableOption(name, value, table, problem)) {
            if (!problem.empty()) return usageError(problem);
            formatGiven = formatGiven || name == "--format";
        } else if (readGinOption(name, value, gin, problem)) {
            if (!problem.empty()) return usageError(problem);
        } else if (name == "--deals" || name == "--hands") {
            const auto n = parseNumber<std::int64_t>(value);
            if (!n || *n < 1 || *n > kMaxGames)
                return usageError("bad deal count '" + displayToken(value) + "' (1 to 1000000000)");
            cfg.games = *n;
        } else if (name == "--threads") {
            const auto t = parseNumber<int>(value);
            if (!t || *t < 1 || *t > kMaxThreads)
                return usageError("bad thread count '" + displayToken(value) + "' (1 to 256)");
            cfg.threads = *t;
        } else if (name == "--turn-limit") {
            const auto t = parseNumber<int>(value);
            if (!t || *t < 1 || *t > kMaxTurnLimit)
                return usageError("bad turn limit '" + displayToken(value) + "' (1 to 1000000)");
            cfg.turnLimit = *t;
        } else if (name == "--time") {
            cfg.timeDecisions = true;
        } else {
            return usageError("unknown argument '" + displayToken(name) + "' for simulate");
        }
    }
    const Family family = familyOf(table.variant);
    if (gin.given && family != Family::Gin)
        return usageError("--knock, --oklahoma and --wall are Gin's options (--variant gin)");
    if (formatGiven && family != Family::Indian) {
        return usageError(std::string("--format is for the Indian games; ") +
                          variantId(table.variant) + " has no match formats here");
    }
    if (family == Family::Gin && table.players != 2)
        return usageError("Gin is played by two players");
    if (auto problem = checkSeats(table)) return usageError(*problem);
    cfg.rules = rulesOf(table, gin);
    cfg.players = table.players;
    cfg.seats = table.seats;
    cfg.seed = table.seed.value_or(1);
    cfg.expert = table.expert;
    if (!validateFor(cfg.rules, cfg.players)) {
        return usageError(std::string(variantId(table.variant)) + " cannot seat " +
                          std::to_string(cfg.players) + " players");
    }
    const auto summary = Arena::run(cfg);
    if (!summary) {
        return usageError(std::string("cannot simulate with these settings: ") +
                          errorCodeName(summary.error()));
    }
    out << summary->toJson().dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli
