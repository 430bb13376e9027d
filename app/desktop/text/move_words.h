// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "game/move.h"

namespace rummy::text {

// A move in words, as an infinitive a sentence can hold ("discard 7♥", "take the top of the
// pile", "meld 5♥ 6♥ 7♥"): for the hints and the review, every game's moves in one place.
QString moveWords(const Move& move);

}  // namespace rummy::text
