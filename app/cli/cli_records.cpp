// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_records.h"

#include <array>
#include <memory>

#include "bot_match.h"
#include "cli_common.h"
#include "cli_io.h"
#include "cli_record_input.h"
#include "io/game_record.h"
#include "io/json.h"
#include "io/record_replay.h"
#include "match/match.h"

namespace rummy::cli {

int runReplay(const std::vector<std::string>& args, Input& in, Output& out) {
    std::vector<std::string> files;
    for (const std::string& a : args) {
        if (a.starts_with("--") && a != "-")
            return usageError("unknown option '" + displayToken(a) + "' for replay");
        files.push_back(a);
    }
    if (files.size() != 1) return usageError("replay needs one record file (or - for stdin)");
    int status = kExitOk;
    const std::optional<GameRecord> record = loadRecord(files[0], in, status);
    if (!record) return status;
    const Replay replay = replayRecord(*record);
    if (replay.failure) return reportReplayFailure(replay, out);
    out << replay.summary.dump() << '\n';
    return kExitOk;
}

int runRecord(const std::vector<std::string>& args, Output& out) {
    TableOptions table;
    bool formatGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value, problem;
        auto anyLongOption = [](const std::string& n) { return n.starts_with("--"); };
        if (!readOption(args, i, anyLongOption, name, value))
            return usageError(name + " needs a value");
        if (!readTableOption(name, value, table, problem))
            return usageError("unknown argument '" + displayToken(args[i]) + "' for record");
        if (!problem.empty()) return usageError(problem);
        formatGiven = formatGiven || name == "--format";
    }
    const Family family = familyOf(table.variant);
    if (formatGiven && family != Family::Indian) {
        return usageError(std::string("--format is for the Indian games; ") +
                          variantId(table.variant) + " has no match formats");
    }
    if (family == Family::Gin && table.players != 2)
        return usageError("Gin is played by two players");
    if (auto problem = checkSeats(table)) return usageError(*problem);
    // A shorter list is repeated round the table, as in simulate.
    const std::vector<std::string> names = seatNames(table);
    const std::uint64_t seed = table.seed.value_or(1);
    BotMatchLimits limits;
    limits.expert = table.expert;
    std::string record;
    ErrorCode error = ErrorCode::None;
    switch (family) {
        case Family::Indian:
            if (const auto m = playBotMatch(IndianRules::preset(table.format, table.variant), names,
                                            seed, limits))
                record = writeRecord(recordOfMatch(*m, names));
            else
                error = m.error();
            break;
        case Family::Gin:
            if (const auto g = playBotMatch(GinRules{}, names, seed, limits))
                record = writeRecord(recordOfGinGame(*g, {names[0], names[1]}));
            else
                error = g.error();
            break;
        case Family::Table: {
            const TableRules rules = TableRules::preset(table.variant);
            if (rules.invalidField(table.players)) {
                return usageError(std::string(variantId(table.variant)) + " cannot be played by " +
                                  std::to_string(table.players) + " players");
            }
            if (const auto g = playBotMatch(rules, names, seed, limits))
                record = writeRecord(recordOfTableGame(*g, names));
            else
                error = g.error();
            break;
        }
    }
    if (error != ErrorCode::None)
        return usageError(std::string("cannot play this match: ") + errorCodeName(error));
    out << record;
    return kExitOk;
}

}  // namespace rummy::cli
