// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_simulate_table.h"

#include "table/table_arena.h"

namespace rummy::cli {

bool isTableVariant(Variant v) {
    return v == Variant::Straight || v == Variant::Rummy500 || v == Variant::Rummy51 ||
           v == Variant::Kaluki;
}

int runSimulateTable(const TableOptions& table, std::int64_t hands, int threads,
                     std::optional<int> turnLimit, Output& out) {
    TableArenaConfig cfg;
    cfg.rules = TableRules::preset(table.variant);
    if (turnLimit) cfg.rules.turnLimit = *turnLimit;
    cfg.players = table.players;
    cfg.seats.clear();
    for (BotLevel l : table.seats) cfg.seats.emplace_back(botLevelName(l));
    cfg.hands = hands;
    cfg.seed = table.seed.value_or(1);
    cfg.threads = threads;
    if (static_cast<int>(cfg.seats.size()) > cfg.players) {
        return usageError("--seats names " + std::to_string(cfg.seats.size()) + " levels for " +
                          std::to_string(cfg.players) + " players");
    }
    if (const auto bad = cfg.rules.invalidField(cfg.players)) {
        return usageError(std::string("variant '") + variantId(table.variant) + "' cannot seat " +
                          std::to_string(cfg.players) + " players (" + *bad + ")");
    }
    const auto summary = TableArena::run(cfg);
    if (!summary) {
        return usageError(std::string("cannot simulate with these settings: ") +
                          errorCodeName(summary.error()));
    }
    out << summary->toJson().dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli
