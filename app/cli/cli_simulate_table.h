// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "cli_io.h"

#include "cli_common.h"

namespace rummy::cli {

// Whether `v` is a table game (Straight Rummy, Rummy 500, Rummy 51, Kaluki).
bool isTableVariant(Variant v);

// `rummy-cli simulate --variant straight|500|51|kaluki [--players N] [--seats A,B,...]
// [--deals N] [--seed S] [--threads T] [--turn-limit M]`: the table bots play hands of the
// variant's preset in the table arena (ai/table/table_arena.h); a deal is a hand, played once
// per rotation of the seats; the summary is printed as one JSON object.
int runSimulateTable(const TableOptions& table, std::int64_t hands, int threads,
                     std::optional<int> turnLimit, Output& out);

}  // namespace rummy::cli
