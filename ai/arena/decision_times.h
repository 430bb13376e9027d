// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace rummy {

// How long a bot's decisions took, in microseconds: one bucket per microsecond below kFine,
// one per millisecond from there to a minute (a searching level thinks for whole seconds),
// the last for everything slower (its maximum kept exactly). Buckets rather than every figure,
// so that a run of any length holds the same memory.
struct DecisionTimes {
    static constexpr int kFine = 4000;
    static constexpr int kBuckets = kFine + 60'000 + 1;
    std::vector<std::int64_t> buckets;  // allocated by the first add()
    std::int64_t count = 0;
    double maxMicros = 0;

    void add(double micros);
    void merge(const DecisionTimes& other);
    // The upper edge of the bucket holding the p-th fraction (0.5: the median), the maximum
    // for the last bucket.
    double percentile(double p) const;

    friend bool operator==(const DecisionTimes&, const DecisionTimes&) = default;
};

}  // namespace rummy
