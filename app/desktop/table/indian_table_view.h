// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace rummy {

class TableScene;

// Shows the whole table, never scrolled: the scene rect follows the viewport and the scene
// lays itself out again in card units on every resize and change of device pixel ratio.
class IndianTableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit IndianTableView(TableScene* scene, QWidget* parent = nullptr);
    TableScene* table() const { return table_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitScene();
    TableScene* table_;
};

}  // namespace rummy
