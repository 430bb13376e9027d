// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>
#include <optional>

namespace rummy {

// The keyboard's focus ring along a hand of `count` cards, alike at every table: Left and
// Right step (and wrap), Home and End go to the first and last card, as in any list. The new
// focus, or none for any other key.
inline std::optional<int> handFocusAfter(int key, int focus, int count) {
    switch (key) {
        case Qt::Key_Left:
            return focus <= 0 ? count - 1 : focus - 1;
        case Qt::Key_Right:
            return focus < 0 || focus >= count - 1 ? 0 : focus + 1;
        case Qt::Key_Home:
            return 0;
        case Qt::Key_End:
            return count - 1;
        default:
            return std::nullopt;
    }
}

}  // namespace rummy
