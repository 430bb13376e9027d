// SPDX-License-Identifier: GPL-3.0-or-later
// Deal codes: any text is a code or refused; a code's written form reads back the same, and a
// code that reads deals a match.
#include "fuzz_check.h"
#include "io/deal_code.h"
#include "match/match.h"

using namespace rummy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto code = DealCode::parse(fuzz::text(data, size));
    if (!code) return 0;
    const auto again = DealCode::parse(code->toString());
    fuzz::expect(again && *again == *code, "toString reads back");
    const auto match = IndianMatch::create(code->rules(), code->players, code->seed, code->start());
    fuzz::expect(match.ok(), "a valid code deals");
    return 0;
}
