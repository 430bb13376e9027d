// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace rummy {

class CardTableScene;

// Shows the whole table of any game, never scrolled: the scene rect follows the viewport and
// the scene lays itself out again on every resize and change of device pixel ratio. The scene
// says what the table is to a screen reader.
class CardTableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit CardTableView(CardTableScene* scene, QWidget* parent = nullptr);
    CardTableScene* table() const { return table_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitScene();
    CardTableScene* table_;
};

}  // namespace rummy
