// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

#include "solver/hand_solver.h"

namespace rummy::cli {

// The answers the eval commands share, appended to `out` as one JSON object each.

// {"error": message}: a bad line of a batch.
void writeError(std::string& out, std::string_view message);

// An Indian hand's evaluation (13- and 21-card): {"valid", "points", "groups": [{"type",
// "cards"}...]} and "finish" when the hand was one card over.
void writeHandEvaluation(std::string& out, const HandEvaluation& ev);

}  // namespace rummy::cli
