// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "match/match.h"

namespace rummy::test {

// Whether two matches' deals ended alike: set up, scored and settled the same, their moves
// aside. A replayed record's moves name faces, so of two copies of a face in a hand the
// replay may hold the other physical copy; the results do not depend on which.
template <class Deal>
bool sameDealResults(const std::vector<Deal>& a, const std::vector<Deal>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        Deal x = a[i], y = b[i];
        x.moves.clear();
        y.moves.clear();
        if (!(x == y)) return false;
    }
    return true;
}

}  // namespace rummy::test
