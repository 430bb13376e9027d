// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <algorithm>
#include <vector>

#include "cards/card.h"

namespace rummy {

// How the Gin table labels a group of cards, in the hand and at the showdown alike.
inline const QColor kGinRunColour(232, 197, 71);
inline const QColor kGinSetColour(201, 167, 255);
inline const QColor kGinDeadwoodColour(70, 70, 70, 215);

// A Gin meld of one rank (else it is a run).
inline bool isGinSet(const std::vector<Face>& meld) {
    return std::all_of(meld.begin(), meld.end(),
                       [&](Face f) { return f.rank() == meld.front().rank(); });
}

}  // namespace rummy
