// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace rummy {

class GinTableScene;

// Shows the whole Gin table, never scrolled, as IndianTableView does the Indian one: the scene rect
// follows the viewport and the scene lays itself out again on every resize.
class GinTableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit GinTableView(GinTableScene* scene, QWidget* parent = nullptr);
    GinTableScene* table() const { return table_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitScene();
    GinTableScene* table_;
};

}  // namespace rummy
