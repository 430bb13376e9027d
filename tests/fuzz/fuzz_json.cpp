// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON reader under every file of the project (saves, records, settings exports,
// statistics, the bot protocol): any text is a value or a located error; a value written out
// reads back equal.
#include "fuzz_check.h"
#include "io/gin_rules_json.h"
#include "io/json.h"

using namespace rummy;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    JsonError error;
    const auto json = Json::parse(fuzz::text(data, size), &error);
    if (!json) {
        fuzz::expect(error.offset <= size, "the error lies inside the text");
        return 0;
    }
    const auto again = Json::parse(json->dump());
    fuzz::expect(again && *again == *json, "dump reads back");
    // Gin's rules, as records and the bot protocol read them.
    (void)ginRulesFromJson(*json, true);
    (void)ginRulesFromJson(*json, false);
    return 0;
}
