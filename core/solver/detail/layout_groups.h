// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <vector>

#include "solver/detail/hand_layout.h"

namespace rummy::detail {

// Internal to the hand solver: a search's choice turned back into the groups of cards a player
// would lay out (HandLayout::groups), labelled by the meld rules the solver follows.
class LayoutGroups {
public:
    static std::vector<Group> of(const HandLayout& hand, const LayoutResult& result);

private:
    using TypeOf = std::function<MeldType(const std::vector<Face>&)>;
    // One joker left over joins a meld it cannot spoil, or stays in `leftover`.
    static void placeSpare(const HandLayout& hand, Face joker, bool qualifies, const TypeOf& typeOf,
                           std::vector<Group>& melds, std::vector<Face>& leftover);
};

}  // namespace rummy::detail
