// SPDX-License-Identifier: GPL-3.0-or-later
#include "arena/decision_times.h"

#include <algorithm>
#include <cmath>

namespace rummy {

void DecisionTimes::add(double micros) {
    if (buckets.empty()) buckets.assign(kBuckets, 0);
    const auto b = std::min<std::int64_t>(kBuckets - 1, static_cast<std::int64_t>(micros));
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
        if (seen >= want) return i + 1 == buckets.size() ? maxMicros : static_cast<double>(i + 1);
    }
    return maxMicros;
}

}  // namespace rummy
