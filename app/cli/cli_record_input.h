// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

#include "cli_io.h"
#include "io/game_record.h"
#include "io/record_replay.h"

namespace rummy::cli {

// The record a command reads (replay, analyze): from standard input ("-") or a file, at most
// kMaxRecordBytes. False with `problem` set (one line for standard error) when it cannot be
// read.
bool readRecord(const std::string& path, Input& in, std::string& text, std::string& problem);

// Why a text is no game record, in words.
std::string describeRecordError(const RecordError& e);

// A record that does not replay, as `replay` reports it: the JSON of the failure on `out`, a
// line on standard error; returns kExitBadLines.
int reportReplayFailure(const Replay& replay, Output& out);

// Reads and parses `path` as `command` does; on a problem returns its exit status (the message
// written) and no record.
std::optional<GameRecord> loadRecord(const std::string& path, Input& in, int& status);

}  // namespace rummy::cli
