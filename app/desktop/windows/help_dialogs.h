// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

class QMainWindow;
class QTableWidget;

namespace rummy {

// Help → About: the game, its version, its licence and who made what.
QString aboutText();
void showAboutDialog(QWidget* parent);

// Help → Keyboard shortcuts: every action of the window that has a key, read from the actions
// themselves (so the list cannot drift from what the keys do), then the keys of the hand.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QMainWindow* window);
    // "Key|What it does" per row, as shown.
    QStringList rows() const;

private:
    QTableWidget* table_ = nullptr;
};

}  // namespace rummy
