// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_records.h"

#include <array>
#include <cstdio>
#include <memory>

#include "bot_match.h"
#include "cli_common.h"
#include "cli_io.h"
#include "gin/gin_bot_game.h"
#include "io/game_record.h"
#include "io/json.h"
#include "io/record_replay.h"
#include "table/table_bot_game.h"

namespace rummy::cli {

namespace {

// Records are small (a long pool match is a few hundred kilobytes); anything far larger is
// not one, and is refused before it is read into memory.
constexpr long kMaxRecordBytes = 64 * 1024 * 1024;

bool readAll(const std::string& path, Input& in, std::string& text, std::string& problem) {
    if (path == "-") {
        text = in.readAll();
        return true;
    }
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                               std::fclose);
    long size = -1;
    if (file && std::fseek(file.get(), 0, SEEK_END) == 0) size = std::ftell(file.get());
    if (size < 0) {
        problem = "cannot read '";  // piecewise: GCC 12 warns falsely on `"'" + str` (105651)
        problem += displayToken(path);
        problem += '\'';
        return false;
    }
    if (size > kMaxRecordBytes) {
        problem = displayToken(path);
        problem += " is too large to be a game record";
        return false;
    }
    std::rewind(file.get());
    text.resize(static_cast<std::size_t>(size));
    text.resize(std::fread(text.data(), 1, text.size(), file.get()));
    if (std::ferror(file.get())) {
        problem = "cannot read '";
        problem += displayToken(path);
        problem += '\'';
        return false;
    }
    return true;
}

std::string describe(const RecordError& e) {
    if (e.code == ErrorCode::Parse && e.path.empty() && e.json.code != JsonErrorCode::None) {
        return std::string("not JSON (") + jsonErrorName(e.json.code) + " at line " +
               std::to_string(e.json.line) + ", column " + std::to_string(e.json.column) + ")";
    }
    if (e.code == ErrorCode::NotInThisGame)
        return "this version cannot play the record's variant yet";
    const std::string where = e.path.empty() ? "the document" : e.path;
    return "not a game record: bad " + where + " (" + errorCodeName(e.code) + ")";
}

// A Gin game between two bots (--seats names one or two levels; the default rules).
int recordGinGame(const TableOptions& table, Output& out) {
    if (table.players != 2 || table.format != MatchFormat::Points)
        return usageError("Gin is played by two players, without --format");
    const std::vector<BotLevel>& seats = table.seats;
    if (seats.size() > 2)
        return usageError("--seats names " + std::to_string(seats.size()) +
                          " levels for 2 players");
    const std::array<BotLevel, 2> levels{seats[0], seats[seats.size() > 1 ? 1 : 0]};
    const auto game = playGinBotGame(GinRules{}, levels, table.seed.value_or(1));
    if (!game)
        return usageError(std::string("cannot play this game: ") + errorCodeName(game.error()));
    out << writeRecord(recordOfGinGame(*game, {botLevelName(levels[0]), botLevelName(levels[1])}));
    return kExitOk;
}

// A table game between bots (--seats: one level per seat, a shorter list repeated round the
// table; the preset rules of the variant).
int recordTableGame(const TableOptions& table, const std::vector<BotLevel>& levels,
                    const std::vector<std::string>& names, Output& out) {
    if (table.format != MatchFormat::Points)
        return usageError("the table games are played without --format");
    const TableRules rules = TableRules::preset(table.variant);
    if (rules.invalidField(table.players)) {
        return usageError(std::string(variantId(table.variant)) + " cannot be played by " +
                          std::to_string(table.players) + " players");
    }
    const auto game = playTableBotGame(rules, levels, table.seed.value_or(1));
    if (!game)
        return usageError(std::string("cannot play this game: ") + errorCodeName(game.error()));
    out << writeRecord(recordOfTableGame(*game, names));
    return kExitOk;
}

}  // namespace

int runReplay(const std::vector<std::string>& args, Input& in, Output& out) {
    std::vector<std::string> files;
    for (const std::string& a : args) {
        if (a.starts_with("--") && a != "-")
            return usageError("unknown option '" + displayToken(a) + "' for replay");
        files.push_back(a);
    }
    if (files.size() != 1) return usageError("replay needs one record file (or - for stdin)");
    std::string text, problem;
    if (!readAll(files[0], in, text, problem)) return usageError(problem);
    const RecordParse parsed = parseRecord(text);
    if (!parsed.record) return usageError(displayToken(files[0]) + ": " + describe(parsed.error));
    const Replay replay = replayRecord(*parsed.record);
    if (!replay.failure) {
        out << replay.summary.dump() << '\n';
        return kExitOk;
    }
    const ReplayFailure& f = *replay.failure;
    Json err = Json::object();
    err.set("error", f.stage == ReplayFailure::Stage::Move ? "illegal move" : "illegal record");
    err.set("stage", replayStageName(f.stage));
    err.set("deal", f.deal);
    if (f.stage == ReplayFailure::Stage::Move) {
        err.set("index", f.move);
        err.set("move", f.text);
    } else if (f.stage == ReplayFailure::Stage::Rejoin) {
        err.set("seat", f.text);
    }
    err.set("reason", errorCodeName(f.code));
    if (f.notation != MoveTextError::None) err.set("notation", moveTextErrorName(f.notation));
    err.set("summary", replay.summary);
    out << err.dump() << '\n';
    std::string log = "rummy-cli: deal " + std::to_string(f.deal);
    if (f.stage == ReplayFailure::Stage::Move)
        log += ", move index " + std::to_string(f.move) + " (" + displayToken(f.text) + ")";
    else
        log += std::string(" (") + replayStageName(f.stage) + ")";
    log += std::string(": ") + errorCodeName(f.code) + '\n';
    writeAll(2, log);
    return kExitBadLines;
}

int runRecord(const std::vector<std::string>& args, Output& out) {
    TableOptions table;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value, problem;
        auto anyLongOption = [](const std::string& n) { return n.starts_with("--"); };
        if (!readOption(args, i, anyLongOption, name, value))
            return usageError(name + " needs a value");
        if (!readTableOption(name, value, table, problem))
            return usageError("unknown argument '" + displayToken(args[i]) + "' for record");
        if (!problem.empty()) return usageError(problem);
    }
    if (table.variant == Variant::Gin) return recordGinGame(table, out);
    const std::vector<BotLevel>& seats = table.seats;
    if (static_cast<int>(seats.size()) > table.players) {
        return usageError("--seats names " + std::to_string(seats.size()) + " levels for " +
                          std::to_string(table.players) + " players");
    }
    // A shorter list is repeated round the table, as in simulate.
    std::vector<BotLevel> levels;
    std::vector<std::string> names;
    for (int s = 0; s < table.players; ++s) {
        levels.push_back(seats[static_cast<std::size_t>(s) % seats.size()]);
        names.push_back(botLevelName(levels.back()));
    }
    if (familyOf(table.variant) == Family::Table) return recordTableGame(table, levels, names, out);
    const auto match =
        playBotMatch(RuleSet::preset(table.format, table.variant), levels, table.seed.value_or(1));
    if (!match) {
        return usageError(std::string("cannot play this match: ") + errorCodeName(match.error()));
    }
    out << writeRecord(recordOfMatch(*match, names));
    return kExitOk;
}

}  // namespace rummy::cli
