// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rummy {

// Qt translates the standard dialog buttons (OK, Cancel, Yes, No...) in the context
// "QPlatformTheme", but ships no translation for Hindi, Bengali, Tamil, Telugu or Marathi.
// The game's .ts files carry those few strings so that every dialog of the game speaks the
// player's language; this list is where lupdate finds them.
QStringList qtStandardButtonSources();

}  // namespace rummy
