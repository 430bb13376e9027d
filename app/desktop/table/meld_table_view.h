// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace rummy {

class MeldTableScene;

// Shows the whole table of a table game, never scrolled, as GinTableView does Gin's: the scene
// rect follows the viewport and the scene lays itself out again on every resize.
class MeldTableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit MeldTableView(MeldTableScene* scene, QWidget* parent = nullptr);
    MeldTableScene* table() const { return table_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitScene();
    MeldTableScene* table_;
};

}  // namespace rummy
