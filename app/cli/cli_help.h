// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rummy::cli {

// rummy-cli --help: the commands in a line each, the card and move notations, exit statuses.
std::string overviewHelp();
// rummy-cli COMMAND --help: that command's options and output, then the notations and exit
// statuses; nothing for an unknown command.
std::optional<std::string> commandHelp(std::string_view command);

}  // namespace rummy::cli
