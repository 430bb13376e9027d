// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace rummy {

// The project's own random generator, fully specified so that a seed gives the same deal on
// every compiler and standard library (std::shuffle and the std distributions do not).
// State: xoshiro256** seeded through SplitMix64. Bounded draws use Lemire's multiply-shift
// with rejection, so they are unbiased.
class Rng {
public:
    explicit Rng(std::uint64_t seed);

    std::uint64_t next();
    // Uniform in [0, bound); bound must be > 0.
    std::uint64_t below(std::uint64_t bound);

    // Fisher-Yates, from the last element down, swapping i with below(i + 1).
    template <typename T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    static std::uint64_t splitMix64(std::uint64_t& state);

private:
    std::uint64_t s_[4];
};

}  // namespace rummy
