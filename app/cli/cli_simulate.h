// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "cli_io.h"

namespace rummy::cli {

// `rummy-cli simulate [--deals N] [--players P] [--seats L,L,...] [--format F] [--seed S]
// [--threads T] [--turn-limit A]`: bots play each other in the arena (ai/arena.h) and the
// summary is printed as one JSON object. `args` are the words after "simulate". Returns the
// exit status.
int runSimulate(const std::vector<std::string>& args, Output& out);

}  // namespace rummy::cli
