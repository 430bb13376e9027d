// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/phase.h"

namespace rummy {

const char* phaseName(Phase p) {
    switch (p) {
        case Phase::Draw:
            return "draw";
        case Phase::Discard:
            return "discard";
        case Phase::Over:
            return "over";
    }
    return "unknown";
}

}  // namespace rummy
