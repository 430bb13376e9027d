// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/help_dialogs.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace rummy {

QString aboutText() {
    return QDialog::tr(
               "<h3>Rummy %1</h3>"
               "<p>Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy "
               "against computer players, offline.</p>"
               "<p>Free software under the GNU General Public License, version 3 or later. "
               "You may share and change it under that licence; it comes with no "
               "warranty.</p>"
               "<p>The rules engine, the computer players, the card faces and the "
               "translations are the Rummy project's own work. Built with Qt %2.</p>")
        .arg(QApplication::applicationVersion().toHtmlEscaped(), QString::fromLatin1(qVersion()));
}

void showAboutDialog(QWidget* parent) {
    QMessageBox::about(parent, QDialog::tr("About Rummy"), aboutText());
}

namespace {

// An action of the table on show: in a menu, or on a tool bar that is visible (the other
// table's tool bar is hidden, and its keys do nothing now).
bool shown(const QAction* a, const QMainWindow* window) {
    for (QObject* o : a->associatedObjects()) {
        if (qobject_cast<QMenu*>(o)) return true;
        if (auto* bar = qobject_cast<QToolBar*>(o); bar && bar->isVisibleTo(window)) return true;
    }
    return false;
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow* window) : QDialog(window) {
    setWindowTitle(tr("Keyboard shortcuts"));
    QList<QPair<QString, QString>> rows;
    QStringList seen;
    for (QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || a->text().isEmpty() || !shown(a, window)) continue;
        const QString key = a->shortcut().toString(QKeySequence::NativeText);
        QString what = a->text();
        what.remove(QLatin1Char('&'));
        what.remove(QStringLiteral("…"));
        // One row per key: the two tables share New game, and a hidden table's action that
        // names the same key is the same command.
        if (seen.contains(key)) continue;
        seen << key;
        rows.append({key, what});
    }
    rows.append({tr("Left, Right"), tr("Move between the cards of your hand")});
    rows.append({tr("Home, End"), tr("The first or the last card of your hand")});
    rows.append({tr("Space"), tr("Select or unselect the card")});
    table_ = new QTableWidget(static_cast<int>(rows.size()), 2, this);
    table_->setHorizontalHeaderLabels({tr("Key"), tr("What it does")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    for (int i = 0; i < rows.size(); ++i) {
        table_->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table_->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(520, 500);
}

QStringList ShortcutsDialog::rows() const {
    QStringList out;
    for (int i = 0; i < table_->rowCount(); ++i)
        out << table_->item(i, 0)->text() + QLatin1Char('|') + table_->item(i, 1)->text();
    return out;
}

}  // namespace rummy
