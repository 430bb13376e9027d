// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "solver/detail/hand_layout.h"

namespace rummy::detail {

// Internal to the hand solver: the search behind HandLayout's answers (layout_search.cpp). It
// enumerates the few set choices of a layout and, for each, combines the four suits' run tables
// under the joker budget; each entry point is one kind of question.
class LayoutSearch {
public:
    static LayoutResult solve(const HandLayout& hand, bool withChoice);
    static LayoutResult solveBelow(const HandLayout& hand, int limit);
    static Assessment assess(const HandLayout& hand);
    static FinishResult solveFinish(const HandLayout& hand);

private:
    struct Walk;  // one search's state
};

}  // namespace rummy::detail
