// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rummy::cli {

// `rummy-cli eval [--wild W] CARD...` and `rummy-cli eval --batch`. `args` are the words after
// "eval". Reads standard input and writes standard output directly (cli_io.h). Returns the exit
// status.
int runEval(const std::vector<std::string>& args);

}  // namespace rummy::cli
