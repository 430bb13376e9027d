// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards/rng.h"

namespace rummy {

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
}  // namespace

std::uint64_t Rng::splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
    for (auto& word : s_) word = splitMix64(seed);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

namespace {
// The 128-bit product of two 64-bit words as (high, low), portably (no __int128 on MSVC,
// and -Wpedantic rejects it).
void multiply(std::uint64_t a, std::uint64_t b, std::uint64_t& high, std::uint64_t& low) {
    const std::uint64_t aLo = a & 0xffffffffu, aHi = a >> 32;
    const std::uint64_t bLo = b & 0xffffffffu, bHi = b >> 32;
    const std::uint64_t ll = aLo * bLo, lh = aLo * bHi, hl = aHi * bLo, hh = aHi * bHi;
    const std::uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    low = (mid << 32) | (ll & 0xffffffffu);
    high = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
}  // namespace

std::uint64_t Rng::below(std::uint64_t bound) {
    // Lemire: take the high word of a 64x64 product; reject the few low words that would
    // make some results more likely than others.
    std::uint64_t high = 0, low = 0;
    multiply(next(), bound, high, low);
    if (low < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (low < threshold) multiply(next(), bound, high, low);
    }
    return high;
}

}  // namespace rummy
