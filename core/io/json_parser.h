// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

#include "io/json.h"

namespace rummy {

// The reader behind Json::parse (see there): a recursive descent over the text, at most
// `maxDepth` arrays and objects deep, with the position and reason of the first error.
Result<Json> parseJsonText(std::string_view text, JsonError* error, int maxDepth);

}  // namespace rummy
