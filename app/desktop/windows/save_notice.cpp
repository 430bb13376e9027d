// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/save_notice.h"

#include <QTimer>
#include <utility>

namespace rummy {

SaveNotice::SaveNotice(QWidget* parent) : QLabel(tr("Not saved"), parent) {
    setObjectName(QStringLiteral("notSaved"));
    setAccessibleName(tr("Not saved"));
    hide();
}

QString SaveNotice::tell(const QString& why, bool failing) {
    failing_ = failing;
    setToolTip(why);
    if (failing) show();
    // Said once: a message on every move (or deal) would drown the game's own status line.
    if (std::exchange(told_, true)) return {};
    qWarning("rummy: %s", qPrintable(why));
    const QString message = tr("%1. Play goes on, without saving.").arg(why);
    // Beside the status line for a while, then only "Not saved" while the autosave fails.
    setText(message);
    show();
    QTimer::singleShot(kToldMs, this, [this] {
        setText(tr("Not saved"));
        setVisible(failing_);
    });
    return message;
}

}  // namespace rummy
