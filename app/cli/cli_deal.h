// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "cli_io.h"

namespace rummy::cli {

// `rummy-cli deal --seed N [--players P] [--format F]` or `deal --code CODE`: the first deal
// of the match that seed starts, as one JSON object. `args` are the words after "deal". Returns the
// exit status.
int runDeal(const std::vector<std::string>& args, Output& out);

}  // namespace rummy::cli
