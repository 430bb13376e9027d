// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/action.h"

namespace rummy {

const char* actionTypeName(ActionType t) {
    switch (t) {
        case ActionType::DrawClosed:
            return "draw-closed";
        case ActionType::DrawOpen:
            return "draw-open";
        case ActionType::Discard:
            return "discard";
        case ActionType::Finish:
            return "finish";
        case ActionType::Drop:
            return "drop";
        case ActionType::MissTurn:
            return "miss-turn";
    }
    return "unknown";
}

std::string Action::toString() const {
    std::string out = actionTypeName(type);
    if (type == ActionType::Discard || type == ActionType::Finish) {
        out += ' ';  // appended piecewise: GCC 12 warns falsely on `" " + str` (bug 105651)
        out += card.toString();
    }
    for (const auto& group : groups) {
        out += " [";
        for (std::size_t i = 0; i < group.size(); ++i) {
            if (i) out += ' ';
            out += group[i].toString();
        }
        out += ']';
    }
    return out;
}

}  // namespace rummy
