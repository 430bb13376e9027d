// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <utility>

namespace rummy {

// A table stands still while the player has a modal dialog open (Settings, Save, a question):
// the turn clock stops, and a bot's move that arrives meanwhile waits until the dialog closes,
// so nothing happens behind the dialog. Pauses nest: two dialogs, one on
// top of the other, resume the table when the last one closes.
class TablePause {
public:
    bool paused() const { return depth_ > 0; }
    // True when this call paused a running table.
    bool pause() { return depth_++ == 0; }
    // True when this call set the table running again.
    bool resume() {
        if (depth_ == 0) return false;
        return --depth_ == 0;
    }
    // Runs `action` now, or keeps it until the table resumes (the latest one wins).
    void runOrHold(std::function<void()> action) {
        if (paused())
            held_ = std::move(action);
        else
            action();
    }
    // The action held back while paused, if any (and forgets it).
    std::function<void()> takeHeld() { return std::exchange(held_, nullptr); }
    // A new game: nothing of the old one is held.
    void dropHeld() { held_ = nullptr; }

private:
    int depth_ = 0;
    std::function<void()> held_;
};

}  // namespace rummy
