// SPDX-License-Identifier: GPL-3.0-or-later
// The card notation: any text either is a card or is refused; a card's written form reads back
// as the same card.
#include "cards/card.h"
#include "fuzz_check.h"

using namespace rummy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto face = parseFace(fuzz::text(data, size));
    if (face) {
        fuzz::expect(face->index() < Face::kCount, "a parsed face is in range");
        const auto again = parseFace(face->toString());
        fuzz::expect(again && *again == *face, "toString reads back");
    }
    (void)parseRank(fuzz::text(data, size));
    return 0;
}
