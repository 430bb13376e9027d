// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace rummy {

// Keeps the mouse wheel for scrolling a settings page: a spin box or combo box takes the wheel
// only once it has the keyboard focus (clicked or tabbed to). Without this, scrolling the
// House rules page with the pointer over a field changes the field instead (a player found
// their drop values moved). An unfocused field passes the wheel on to the page.
class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Guards every spin box and combo box inside `root`, present ones only.
    static void protect(QWidget* root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

}  // namespace rummy
