// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rummy::cli {

// `rummy-cli eval [--wild W] CARD...` and `rummy-cli eval --batch`. `args` are the words after
// "eval". Returns the exit status.
int runEval(const std::vector<std::string>& args, std::istream& in, std::ostream& out);

}  // namespace rummy::cli
