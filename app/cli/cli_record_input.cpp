// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_record_input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "cli_common.h"

namespace rummy::cli {

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

std::string describeRecordError(const RecordError& e) {
    if (e.code == ErrorCode::Parse && e.path.empty() && e.json.code != JsonErrorCode::None) {
        return std::string("not JSON (") + jsonErrorName(e.json.code) + " at line " +
               std::to_string(e.json.line) + ", column " + std::to_string(e.json.column) + ")";
    }
    if (e.code == ErrorCode::NotInThisGame)
        return "this version cannot play the record's variant yet";
    const std::string where = e.path.empty() ? "the document" : e.path;
    return "not a game record: bad " + where + " (" + errorCodeName(e.code) + ")";
}

int reportReplayFailure(const Replay& replay, Output& out) {
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

std::optional<GameRecord> loadRecord(const std::string& path, Input& in, int& status) {
    std::string text, problem;
    if (!readRecord(path, in, text, problem)) {
        status = usageError(problem);
        return std::nullopt;
    }
    RecordParse parsed = parseRecord(text);
    if (!parsed.record) {
        status = usageError(displayToken(path) + ": " + describeRecordError(parsed.error));
        return std::nullopt;
    }
    return std::move(parsed.record);
}

}  // namespace rummy::cli
