// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "cli_io.h"

namespace rummy::cli {

// `rummy-cli replay FILE` (FILE "-": standard input): checks every move of a game record
// (core/game_record.h, docs/records.md) against the rules and prints one JSON object with
// every seat's points for each deal and the totals. Exit 1 at the first illegal move (the
// JSON names the deal, the move's index, the move and the engine's reason), 2 for a file
// that is no record.
int runReplay(const std::vector<std::string>& args, Input& in, Output& out);

// `rummy-cli record [--variant V] [--format F] [--players P] [--seats L,L,...] [--seed S]
// [--names N,N,...]`: bots play a whole match and its record is printed.
int runRecord(const std::vector<std::string>& args, Output& out);

}  // namespace rummy::cli
