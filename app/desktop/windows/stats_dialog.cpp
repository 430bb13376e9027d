// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/stats_dialog.h"

#include "text/desktop_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "settings/settings_game_page.h"
#include "windows/results_chart.h"
#include "windows/rules_dialog.h"

namespace rummy {

namespace {
constexpr int kGinEntry = StatsStore::kFormats;  // the combo box's entry after the formats
constexpr int k21Entries = 100;                  // 21-card's formats: 100 + the format
constexpr int kTableEntries = 200;               // the table games: 200 + the variant
}  // namespace

StatsDialog::StatsDialog(QWidget* parent, MatchFormat format, const QString& path)
    : QDialog(parent),
      store_(path),
      format_(new QComboBox),
      table_(new QTableWidget(0, 2)),
      chart_(new ResultsChart),
      notice_(new QLabel),
      reset_(new QPushButton(tr("&Reset…"))) {
    setWindowTitle(tr("Statistics"));
    auto* layout = new QVBoxLayout(this);

    notice_->setWordWrap(true);
    notice_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    notice_->setVisible(false);
    layout->addWidget(notice_);

    auto* form = new QFormLayout;
    for (int i = 0; i < StatsStore::kFormats; ++i)
        format_->addItem(text::formatTitle(static_cast<MatchFormat>(i)), i);
    for (int i = 0; i < StatsStore::kFormats; ++i)
        format_->addItem(tr("21 cards · %1").arg(text::formatTitle(static_cast<MatchFormat>(i))),
                         k21Entries + i);
    format_->addItem(tr("Gin Rummy"), kGinEntry);
    for (Variant v : {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki})
        format_->addItem(SettingsGamePage::gameTitle(v), kTableEntries + static_cast<int>(v));
    format_->setAccessibleName(tr("Match format"));
    form->addRow(tr("&Format:"), format_);
    layout->addLayout(form);

    table_->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    table_->setAccessibleName(tr("Statistics for the chosen format"));
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    layout->addWidget(table_);

    chartTitle_ = new QLabel(tr("Recent deals"));
    QFont bold = chartTitle_->font();
    bold.setBold(true);
    chartTitle_->setFont(bold);
    chartTitle_->setBuddy(chart_);
    layout->addWidget(chartTitle_);
    layout->addWidget(chart_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(reset_, QDialogButtonBox::ResetRole);
    reset_->setAutoDefault(false);
    connect(reset_, &QPushButton::clicked, this, &StatsDialog::resetWithConfirmation);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    if (!store_.load()) showNotice(store_.notice());
    setFormat(format);
    connect(format_, &QComboBox::currentIndexChanged, this, &StatsDialog::refresh);
    refresh();
    resize(520, 600);
}

std::optional<Variant> StatsDialog::tableGame() const {
    const int entry = format_->currentData().toInt();
    if (entry < kTableEntries) return std::nullopt;
    return static_cast<Variant>(entry - kTableEntries);
}

void StatsDialog::showTableGame(Variant game) {
    format_->setCurrentIndex(format_->findData(kTableEntries + static_cast<int>(game)));
}

MatchFormat StatsDialog::format() const {
    return showsGin() || tableGame()
               ? MatchFormat::Points
               : static_cast<MatchFormat>(format_->currentData().toInt() % k21Entries);
}

Variant StatsDialog::game() const {
    const int entry = format_->currentData().toInt();
    return entry >= k21Entries && entry < kTableEntries ? Variant::Indian21 : Variant::Indian13;
}

bool StatsDialog::showsGin() const {
    return format_->currentData().toInt() == kGinEntry;
}

void StatsDialog::showGin() {
    format_->setCurrentIndex(format_->findData(kGinEntry));
}

void StatsDialog::setFormat(MatchFormat format, Variant game) {
    const int entry = static_cast<int>(format) + (game == Variant::Indian21 ? k21Entries : 0);
    format_->setCurrentIndex(format_->findData(entry));
}

void StatsDialog::showNotice(const QString& text) {
    notice_->setText(text);
    notice_->setAccessibleName(text);
    notice_->setVisible(!text.isEmpty());
}

void StatsDialog::refresh() {
    const FormatStats& s = store_.stats(format(), game());
    const QLocale locale;
    auto percent = [&](int part, int whole) {
        return whole > 0
                   ? tr("%1 (%2%)").arg(part).arg(locale.toString(100.0 * part / whole, 'f', 0))
                   : QString::number(part);
    };
    if (const auto v = tableGame()) {
        const GinStats& g = store_.table(*v);
        showRows({
            {tr("Games played"), QString::number(g.gamesPlayed)},
            {tr("Games won"), percent(g.gamesWon, g.gamesPlayed)},
            {tr("Games abandoned"), QString::number(g.gamesAbandoned)},
            {tr("Hands played"), QString::number(g.handsPlayed)},
            {tr("Hands won"), percent(g.handsWon, g.handsPlayed)},
            {tr("Best game (points)"), g.bestGame > 0 ? QString::number(g.bestGame) : tr("–")},
        });
        chartTitle_->setText(tr("Recent hands"));
        chart_->setResults(g.recent);
        return;
    }
    if (showsGin()) {
        const GinStats& g = store_.gin();
        showRows({
            {tr("Games played"), QString::number(g.gamesPlayed)},
            {tr("Games won"), percent(g.gamesWon, g.gamesPlayed)},
            {tr("Games abandoned"), QString::number(g.gamesAbandoned)},
            {tr("Hands played"), QString::number(g.handsPlayed)},
            {tr("Hands won"), percent(g.handsWon, g.handsPlayed)},
            {tr("Gins"), QString::number(g.gins)},
            {tr("Undercuts"), QString::number(g.undercuts)},
            {tr("Best game (points)"), g.bestGame > 0 ? QString::number(g.bestGame) : tr("–")},
        });
        chartTitle_->setText(tr("Recent hands"));
        chart_->setResults(g.recent);
        return;
    }
    chartTitle_->setText(tr("Recent deals"));
    showRows({
        {tr("Matches played"), QString::number(s.matchesPlayed)},
        {tr("Matches won"), percent(s.matchesWon, s.matchesPlayed)},
        {tr("Matches abandoned"), QString::number(s.matchesAbandoned)},
        {tr("Deals played"), QString::number(s.dealsPlayed)},
        {tr("Deals won"), percent(s.dealsWon, s.dealsPlayed)},
        {tr("Deals lost"), QString::number(s.dealsLost())},
        {tr("Average points per lost deal"),
         s.dealsLost() > 0 ? locale.toString(s.averagePointsLost(), 'f', 1) : tr("–")},
        {tr("Valid declarations"), QString::number(s.validDeclarations)},
        {tr("Wrong declarations"), QString::number(s.invalidDeclarations)},
        {tr("Drops"), QString::number(s.drops)},
        {tr("Current win streak (deals)"), QString::number(s.currentStreak)},
        {tr("Best win streak (deals)"), QString::number(s.bestStreak)},
    });
    chart_->setResults(s.recent);
}

void StatsDialog::showRows(const std::vector<std::pair<QString, QString>>& rows) {
    table_->setRowCount(static_cast<int>(rows.size()));
    int r = 0;
    for (const auto& [name, value] : rows) {
        table_->setItem(r, 0, new QTableWidgetItem(name));
        auto* v = new QTableWidgetItem(value);
        v->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(r, 1, v);
        ++r;
    }
    // Tall enough for every row: a scroll bar would hide figures for no gain.
    table_->resizeRowsToContents();
    int height = table_->horizontalHeader()->height() + 2 * table_->frameWidth();
    for (int row = 0; row < table_->rowCount(); ++row) height += table_->rowHeight(row);
    table_->setMinimumHeight(height);
}

bool StatsDialog::resetWithConfirmation() {
    const auto answer = QMessageBox::question(
        this, tr("Reset statistics"),
        tr("Clear the statistics of every format and of Gin? This cannot be undone."),
        QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset) return false;
    store_.reset();
    const bool saved = store_.save();
    showNotice(saved ? QString() : store_.notice());
    refresh();
    return saved;
}

}  // namespace rummy
