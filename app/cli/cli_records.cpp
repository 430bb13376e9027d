// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_records.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
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

// Reads a record from standard input ("-") or a file, at most kMaxRecordBytes (a long pool
// match's record is a few hundred kilobytes; anything far larger is not one). A file is opened
// without waiting (a FIFO with no writer would block the open) and read like standard input, so
// a device or a FIFO that never ends is refused after the limit, not read forever.
bool readRecord(const std::string& path, Input& in, std::string& text, std::string& problem) {
    // Built piecewise: GCC 12 warns falsely on `"'" + str` (its bug 105651).
    std::string name = "standard input";
    if (path != "-") {
        name = "'";
        name += displayToken(path);
        name += '\'';
    }
    auto tooLarge = [&] {
        problem = name + " is too large to be a game record (more than " +
                  std::to_string(kMaxRecordBytes >> 20) + " MiB)";
        return false;
    };
    if (path == "-") {
        auto all = in.readAll(kMaxRecordBytes);
        if (!all) return tooLarge();
        text = std::move(*all);
        return true;
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        problem = "cannot read " + name + ": " + std::strerror(errno);
        return false;
    }
    struct FdCloser {
        int fd;
        ~FdCloser() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        problem = "cannot read " + name + ": " + std::strerror(errno);
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        problem = name + " is a directory, not a game record";
        return false;
    }
    if (S_ISREG(st.st_mode) && static_cast<unsigned long long>(st.st_size) > kMaxRecordBytes)
        return tooLarge();
    // Blocking reads from here on: a FIFO's writer is then waited for as standard input is.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    Input file(fd);
    auto all = file.readAll(kMaxRecordBytes);
    if (!all) return tooLarge();
    text = std::move(*all);
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
    if (!readRecord(files[0], in, text, problem)) return usageError(problem);
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
    BotMatchLimits limits;
    limits.expert = table.expert;
    std::string record;
    ErrorCode error = ErrorCode::None;
    switch (family) {
        case Family::Indian:
            if (const auto m =
                    playBotMatch(RuleSet::preset(table.format, table.variant), names, seed, limits))
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
