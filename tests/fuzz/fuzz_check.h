// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz harnesses share. Each harness defines LLVMFuzzerTestOneInput; under libFuzzer
// (./build.sh fuzz) it is driven by the fuzzer, in the normal builds by replay_main.cpp over its
// corpus (tests/fuzz/corpus/<name>/), so every input the fuzzer once found stays a test.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace rummy::fuzz {

// An invariant of the input's handling broke: say which and stop, so that the fuzzer keeps the
// input as a crash and the corpus replay fails.
[[noreturn]] inline void broken(const char* what) {
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

inline void expect(bool ok, const char* what) {
    if (!ok) broken(what);
}

inline std::string_view text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace rummy::fuzz
