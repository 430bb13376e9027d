// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include "indian/indian_rules.h"
#include "store/stats_store.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace rummy {

class ResultsChart;

// Game > Statistics…: the player's record in one match format, or at Gin, at a time (a table
// of figures and a chart of the last deals or hands), with Reset. Reads the statistics file when
// opened, so it shows what StatsRecorder wrote after the last deal.
class StatsDialog : public QDialog {
    Q_OBJECT
public:
    explicit StatsDialog(QWidget* parent = nullptr, MatchFormat format = MatchFormat::Points,
                         const QString& path = StatsStore::defaultPath());

    MatchFormat format() const;
    void setFormat(MatchFormat format, Variant game = Variant::Indian13);
    Variant game() const;  // the Indian game shown (13 or 21 cards); Gin: see showsGin()
    bool showsGin() const;
    void showGin();
    // A table game's figures (Straight Rummy, Rummy 500, Rummy 51, Kaluki).
    void showTableGame(Variant game);
    std::optional<Variant> tableGame() const;  // the table game shown, if one is
    const StatsStore& store() const { return store_; }
    QTableWidget* table() const { return table_; }
    ResultsChart* chart() const { return chart_; }
    QPushButton* resetButton() const { return reset_; }
    QLabel* noticeLabel() const { return notice_; }

public slots:
    // Asks first; true when the statistics of every format were cleared and saved.
    bool resetWithConfirmation();

private:
    void refresh();
    void showRows(const std::vector<std::pair<QString, QString>>& rows);
    void showNotice(const QString& text);

    StatsStore store_;
    QComboBox* format_;
    QLabel* chartTitle_;
    QTableWidget* table_;
    ResultsChart* chart_;
    QLabel* notice_;
    QPushButton* reset_;
};

}  // namespace rummy
