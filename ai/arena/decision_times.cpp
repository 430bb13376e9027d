// SPDX-License-Identifier: GPL-3.0-or-later
#include "arena/decision_times.h"

#include <algorithm>
#include <cmath>

namespace rummy {

void DecisionTimes::add(double micros) {
    if (buckets.empty()) buckets.assign(kBuckets, 0);
    const auto us = static_cast<std::int64_t>(micros);
    const std::int64_t b =
        std::min<std::int64_t>(kBuckets - 1, us < kFine ? us : kFine + (us - kFine) / 1000);
    ++buckets[static_cast<std::size_t>(std::max<std::int64_t>(0, b))];
    ++count;
    maxMicros = std::max(maxMicros, micros);
}

void DecisionTimes::merge(const DecisionTimes& o) {
    if (o.count == 0) return;
    if (buckets.empty()) buckets.assign(kBuckets, 0);
    for (std::size_t i = 0; i < buckets.size() && i < o.buckets.size(); ++i)
        buckets[i] += o.buckets[i];
    count += o.count;
    maxMicros = std::max(maxMicros, o.maxMicros);
}

double DecisionTimes::percentile(double p) const {
    if (count == 0) return 0;
    const auto want = static_cast<std::int64_t>(std::ceil(p * static_cast<double>(count)));
    std::int64_t seen = 0;
    for (std::size_t i = 0; i < buckets.size(); ++i) {
        seen += buckets[i];
        if (seen < want) continue;
        if (i + 1 == buckets.size()) return maxMicros;
        if (i < kFine) return static_cast<double>(i + 1);
        // A millisecond bucket's upper edge, never above the slowest decision seen.
        return std::min(kFine + 1000.0 * static_cast<double>(i + 1 - kFine), maxMicros);
    }
    return maxMicros;
}

}  // namespace rummy
