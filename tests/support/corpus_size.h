// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How much of a long seeded corpus (random hands, random games, bot deals) a test runs in this
// build. The Release suite runs every corpus whole; under the sanitizers, which make the engine
// five to fifteen times slower, a sixteenth of it: the sanitizer run is there for memory errors
// and undefined behaviour, which the first seeds of every corpus reach as well (each corpus
// covers every game, format and hand shape early; the fuzz stage hunts the odd inputs), and the
// whole of CI has to fit its budget (docs/testing.md). A quarter, as before, cost about 1,700 s of
// the sanitizer run's 2,300 s of test time and found nothing the first sixteenth did not.
// RUMMY_SANITIZED comes from CMake, which knows the build is sanitized whatever the compiler.

namespace rummy::test {

#if defined(RUMMY_SANITIZED)
inline constexpr int kSanitizedShare = 16;
#else
inline constexpr int kSanitizedShare = 1;
#endif

// `full` items in Release, a sixteenth under the sanitizers, but never fewer than `atLeast`
// (a corpus whose test also checks that rare events came up needs enough of it for them).
constexpr int corpusSize(int full, int atLeast = 1) {
    const int share = full / kSanitizedShare;
    return share > atLeast ? share : (atLeast < full ? atLeast : full);
}

}  // namespace rummy::test
