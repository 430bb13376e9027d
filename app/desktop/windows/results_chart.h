// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <vector>

#include "store/stats_store.h"

namespace rummy {

// The last deals at a glance: one bar a deal, oldest on the left. A won deal is a bar up
// (all the same height: a win is a win); a lost deal is a bar down, as long as the points it
// cost, against a labelled points axis. Painted with QPainter; the same facts are in the
// accessible description, since a screen reader cannot see bars.
class ResultsChart : public QWidget {
    Q_OBJECT
public:
    explicit ResultsChart(QWidget* parent = nullptr);

    void setResults(const std::vector<DealEntry>& results);
    const std::vector<DealEntry>& results() const { return results_; }
    // The description read to screen readers: "Last 3 deals, oldest first: won; lost 24
    // points; won."
    QString describe() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int scaleMax() const;  // the points at the bottom of the axis

    std::vector<DealEntry> results_;
};

}  // namespace rummy
