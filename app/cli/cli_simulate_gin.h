// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "cli_io.h"

namespace rummy::cli {

// `rummy-cli simulate --variant gin [--deals N] [--seats A,B] [--seed S] [--threads T]
// [--turn-limit M] [--time] [--knock K] [--oklahoma] [--wall void|take-to-knock]`: two Gin
// bots (the levels and "classic") play hands in the Gin arena (ai/gin/gin_arena.h), each deal
// twice with the seats swapped; the summary is printed as one JSON object.
int runSimulateGin(const std::vector<std::string>& args, Output& out);

// Whether the arguments name the Gin variant (--variant gin or --variant=gin).
bool namesGin(const std::vector<std::string>& args);

}  // namespace rummy::cli
