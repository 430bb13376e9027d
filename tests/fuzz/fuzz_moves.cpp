// SPDX-License-Identifier: GPL-3.0-or-later
// The move notation, then the engine: any line is a move or a named error; a move's written
// form reads back as the same move; applied to a 13-card deal and to a Gin hand it is played or
// refused, and a refusal changes nothing.
#include "fuzz_check.h"
#include "game/move_notation.h"
#include "game/round.h"
#include "gin/gin_round.h"
#include "indian/indian_round.h"

using namespace rummy;

namespace {

void tryOn(Round round, const MoveText& text) {
    const Round before = round;
    const Result<Move> move = round.resolve(text);
    if (!move) return;
    const Status checked = round.check(*move);
    const Status applied = round.apply(*move);
    fuzz::expect(bool(checked) == bool(applied), "check and apply agree");
    if (!applied) fuzz::expect(round == before, "a refused move changes nothing");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const MoveTextParse parsed = parseMoveText(fuzz::text(data, size));
    if (!parsed.move) {
        fuzz::expect(parsed.error != MoveTextError::None, "a refusal names its error");
        return 0;
    }
    const std::string written = parsed.move->toString();
    const MoveTextParse again = parseMoveText(written);
    fuzz::expect(again.move && *again.move == *parsed.move, "toString reads back");

    static const Round indian = [] {
        IndianRound r(IndianRules::preset(MatchFormat::Points), 2, 0, 12345);
        (void)r.apply(moves::DrawClosed{});  // seat 1 holds 14 cards: discard and finish apply
        return Round(r);
    }();
    static const Round gin = [] {
        GinRound r(GinRules{}, 1, 777);
        (void)r.apply(moves::Pass{});
        (void)r.apply(moves::Pass{});
        (void)r.apply(moves::DrawClosed{});  // the non-dealer holds 11: discard and knock apply
        return Round(r);
    }();
    tryOn(indian, *parsed.move);
    tryOn(gin, *parsed.move);
    return 0;
}
