// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "cli_io.h"

namespace rummy::cli {

// `rummy-cli bot [--variant V] [--level L] [--seed N]`: a bot that answers positions, one JSON
// request per line on `in`, one JSON answer per line on `out`, flushed after each (the bot
// protocol, docs/bot-protocol.md). Returns the exit status: 0 at {"quit": true} or at the end
// of the input, 2 for a bad option.
int runBot(const std::vector<std::string>& args, Input& in, Output& out);

}  // namespace rummy::cli
