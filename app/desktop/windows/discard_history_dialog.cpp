// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/discard_history_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "controller/indian_controller.h"
#include "text/desktop_text.h"

namespace rummy {

std::vector<PileEvent> pileEvents(const std::vector<PlayedMove>& history) {
    std::vector<PileEvent> out;
    for (const PlayedMove& m : history) {
        switch (kindOf(m.move)) {
            case MoveKind::Discard:
                out.push_back(
                    {m.seat, PileEvent::Kind::Threw, std::get<moves::Discard>(m.move).card});
                break;
            case MoveKind::DrawOpen:
                if (m.card) out.push_back({m.seat, PileEvent::Kind::Took, *m.card});
                break;
            case MoveKind::MissTurn:
                if (m.card) out.push_back({m.seat, PileEvent::Kind::PutBack, *m.card});
                break;
            case MoveKind::Finish:
                out.push_back(
                    {m.seat, PileEvent::Kind::Finished, std::get<moves::Finish>(m.move).card});
                break;
            default:
                break;
        }
    }
    return out;
}

DiscardHistoryDialog::DiscardHistoryDialog(const IndianController* controller, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Discard history"));
    const IndianRound& round = controller->round();
    const int seats = round.seats();
    table_ = new QTableWidget(this);
    table_->setColumnCount(seats);
    QStringList names;
    for (int s = 0; s < seats; ++s) names << controller->seatName(s);
    table_->setHorizontalHeaderLabels(names);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    // One row per event, in the column of the player it belongs to: reading down a column is
    // what that player threw and took.
    const std::vector<PileEvent> events = pileEvents(round.history());
    table_->setRowCount(static_cast<int>(events.size()));
    for (int row = 0; row < static_cast<int>(events.size()); ++row) {
        const PileEvent& e = events[static_cast<std::size_t>(row)];
        const QString card = text::cardName(e.card);
        QString what;
        switch (e.kind) {
            case PileEvent::Kind::Threw:
                what = tr("threw %1").arg(card);
                break;
            case PileEvent::Kind::Took:
                what = tr("took %1").arg(card);
                break;
            case PileEvent::Kind::PutBack:
                what = tr("%1 back (turn missed)").arg(card);
                break;
            case PileEvent::Kind::Finished:
                what = tr("%1 on Finish").arg(card);
                break;
        }
        auto* item = new QTableWidgetItem(what);
        if (e.kind == PileEvent::Kind::Took) item->setForeground(QColor(20, 110, 200));
        table_->setItem(row, e.seat, item);
    }
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    if (!events.empty()) table_->scrollToBottom();
    auto* note = new QLabel(
        events.empty() ? tr("Nothing has been thrown yet in this deal.")
                       : tr("The whole deal, oldest first. Cards drawn from the closed deck are "
                            "not shown: nobody sees them."),
        this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(160 * seats + 60, 460);
}

QStringList DiscardHistoryDialog::rows() const {
    QStringList out;
    for (int r = 0; r < table_->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table_->columnCount(); ++c)
            cells << (table_->item(r, c) ? table_->item(r, c)->text() : QString());
        out << cells.join(QLatin1Char('|'));
    }
    return out;
}

}  // namespace rummy
