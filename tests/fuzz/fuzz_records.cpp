// SPDX-License-Identifier: GPL-3.0-or-later
// Game records (and so the desktop's saves, which are records): any text is a record or a
// named error; a record that reads is replayed (to its end or to a named refusal), and written
// back it reads and replays to the same summary.
#include "fuzz_check.h"
#include "io/game_record.h"
#include "io/record_replay.h"

using namespace rummy;

namespace {

// Replay plays every move of the record, so a record of a million moves would be slow but
// right; bound the work per input so that the fuzzer explores rather than waits.
bool small(const GameRecord& rec) {
    std::size_t moves = 0;
    for (const RecordDeal& d : rec.deals) moves += d.moves.size();
    return rec.deals.size() <= 64 && moves <= 4000;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const RecordParse parsed = parseRecord(fuzz::text(data, size));
    if (!parsed.record) {
        fuzz::expect(parsed.error.code != ErrorCode::None, "a refusal names its error");
        return 0;
    }
    if (!small(*parsed.record)) return 0;
    const Replay first = replayRecord(*parsed.record);
    const RecordParse again = parseRecord(writeRecord(*parsed.record));
    fuzz::expect(again.record.has_value(), "a written record reads back");
    const Replay second = replayRecord(*again.record);
    fuzz::expect(first.summary == second.summary, "the written record replays the same");
    fuzz::expect(first.failure.has_value() == second.failure.has_value(), "same refusal");
    return 0;
}
