// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How much of a long seeded corpus (random hands, random games, bot deals) a test runs in this
// build. The Release suite runs every corpus whole; under the sanitizers, which make the engine
// five to fifteen times slower, a quarter of it: the sanitizer run is there for memory errors
// and undefined behaviour, which a quarter of the same seeds still reaches, and the whole suite
// has to fit CI's budget (docs/testing.md). RUMMY_SANITIZED comes from CMake, which knows the
// build is sanitized whatever the compiler.

namespace rummy::test {

#if defined(RUMMY_SANITIZED)
inline constexpr int kSanitizedShare = 4;
#else
inline constexpr int kSanitizedShare = 1;
#endif

// `full` items in Release, a quarter (at least one) under the sanitizers.
constexpr int corpusSize(int full) {
    return full / kSanitizedShare > 0 ? full / kSanitizedShare : 1;
}

}  // namespace rummy::test
