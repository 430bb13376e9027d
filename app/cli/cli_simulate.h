// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "cli_io.h"

namespace rummy::cli {

// `rummy-cli simulate [--variant V] [--deals N] [--players P] [--seats B,B,...] [--format F]
// [--seed S] [--threads T] [--turn-limit A] [--time] [--knock K] [--oklahoma] [--wall W]`:
// bots of any game play each other in the arena (ai/arena/arena.h) and its summary, one schema
// for every game, is printed as one JSON object. `args` are the words after "simulate".
// Returns the exit status.
int runSimulate(const std::vector<std::string>& args, Output& out);

}  // namespace rummy::cli
