// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rummy {

// How fast cards glide and bots seem to think. Its own header so that the settings (which
// store it) need not include the window (which applies it); MainWindow::AnimationSpeed names
// the same type.
enum class AnimationSpeed { Normal, Fast, Off };

}  // namespace rummy
