// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/wheel_guard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWidget>

namespace rummy {

void WheelGuard::protect(QWidget* root) {
    auto* guard = new WheelGuard(root);
    const auto guardOne = [guard](QWidget* w) {
        // StrongFocus: the wheel alone no longer gives the field the focus.
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(guard);
    };
    for (auto* spin : root->findChildren<QAbstractSpinBox*>()) guardOne(spin);
    for (auto* combo : root->findChildren<QComboBox*>()) guardOne(combo);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Wheel) return false;
    const auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->hasFocus()) return false;
    // The page's scroll area takes the wheel. Qt would pass an ignored wheel on to the parents
    // by itself, but only for the real wheel, not for one sent by a program; handing it over
    // here does both the same way.
    for (QWidget* p = widget->parentWidget(); p; p = p->parentWidget()) {
        if (auto* area = qobject_cast<QAbstractScrollArea*>(p)) {
            QCoreApplication::sendEvent(area->verticalScrollBar(), event);
            return true;
        }
    }
    event->ignore();
    return true;
}

}  // namespace rummy
