// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "cli_io.h"

namespace rummy::cli {

// `rummy-cli analyze FILE [--seat N] [--expert-ms T | --expert-playouts N]` (FILE "-": standard
// input): every decision of a game record (or of seat N's) graded by the Expert's search from
// that seat's view alone, with marks and a rating per seat, and the luck of every draw from the
// closed deck (ai/review/record_review.h; docs/review.md has the schema and the thresholds). A
// record that does not replay is refused as `replay` refuses it (exit 1), a file that is no
// record or a bad option with exit 2.
int runAnalyze(const std::vector<std::string>& args, Input& in, Output& out);

// Worlds per decision when no budget is given: a fixed number, so that a record reviewed twice
// gets the same grades.
inline constexpr int kAnalyzeDefaultPlayouts = 128;

}  // namespace rummy::cli
