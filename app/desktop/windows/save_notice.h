// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace rummy {

// "Not saved", in the status bar while the autosave fails. The first failure of a run is told
// once, in full, beside the status line for kToldMs ("Could not save the game to …: No space
// left on device. Play goes on, without saving."), never in a dialog: play goes on.
class SaveNotice : public QLabel {
    Q_OBJECT
public:
    static constexpr int kToldMs = 20000;

    explicit SaveNotice(QWidget* parent = nullptr);
    // A write failed (`failing`: the autosave's writes fail, so "Not saved" stays). Returns the
    // sentence for the status line the first time, an empty string after.
    QString tell(const QString& why, bool failing);
    // A write succeeded again.
    void recovered() {
        failing_ = false;
        hide();
    }

private:
    bool told_ = false;
    bool failing_ = false;
};

}  // namespace rummy
