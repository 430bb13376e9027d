// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_simulate.h"

#include <charconv>
#include <cstdint>
#include <optional>

#include "arena.h"
#include "cli_common.h"
#include "cli_io.h"
#include "cli_simulate_gin.h"
#include "cli_simulate_table.h"
#include "game/rule_set.h"
#include "io/json.h"

namespace rummy::cli {

namespace {

// "hard,medium,easy": one level per name; nothing when a name is unknown or the list is empty.
// Upper bounds that keep a typo from starting a run of days; far above any useful figure.
constexpr std::int64_t kMaxGames = 1'000'000'000;
constexpr int kMaxThreads = 256;
constexpr int kMaxTurnLimit = 1'000'000;

}  // namespace

int runSimulate(const std::vector<std::string>& args, Output& out) {
    if (namesGin(args)) return runSimulateGin(args, out);
    ArenaConfig cfg;
    cfg.games = 1000;
    TableOptions table;
    std::optional<int> turnLimit;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value, problem;
        auto anyLongOption = [](const std::string& n) { return n.starts_with("--"); };
        if (!readOption(args, i, anyLongOption, name, value))
            return usageError(name + " needs a value");
        if (readTableOption(name, value, table, problem)) {
            if (!problem.empty()) return usageError(problem);
        } else if (name == "--deals") {
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
            turnLimit = *t;
        } else {
            return usageError("unknown argument '" + displayToken(args[i]) + "' for simulate");
        }
    }
    if (isTableVariant(table.variant))
        return runSimulateTable(table, cfg.games, cfg.threads, turnLimit, out);
    if (auto problem = notYet("simulate", table.variant, {Variant::Indian13, Variant::Indian21}))
        return usageError(*problem);
    cfg.variant = table.variant;
    cfg.format = table.format;
    cfg.players = table.players;
    cfg.seats = table.seats;
    cfg.seed = table.seed.value_or(1);
    if (static_cast<int>(cfg.seats.size()) > cfg.players) {
        return usageError("--seats names " + std::to_string(cfg.seats.size()) + " levels for " +
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
