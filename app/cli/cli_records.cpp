// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_records.h"

#include <array>
#include <cstdio>
#include <memory>

#include "bot_match.h"
#include "cli_common.h"
#include "cli_io.h"
#include "io/game_record.h"
#include "io/json.h"
#include "io/record_replay.h"
#include "match/match.h"

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
    std::string record;
    ErrorCode error = ErrorCode::None;
    switch (family) {
        case Family::Indian:
            if (const auto m =
                    playBotMatch(RuleSet::preset(table.format, table.variant), names, seed))
                record = writeRecord(recordOfMatch(*m, names));
            else
                error = m.error();
            break;
        case Family::Gin:
            if (const auto g = playBotMatch(GinRules{}, names, seed))
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
            if (const auto g = playBotMatch(rules, names, seed))
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
