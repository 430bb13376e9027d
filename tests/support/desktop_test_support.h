// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the desktop tests: a quick controller, a window of a given size, and the
// mouse paths on the table (where to grab a card, a drag in small steps).
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <memory>

#include "controller/indian_controller.h"
#include "melds/meld.h"
#include "scene/card_cache.h"
#include "scene/card_item.h"
#include "scene/card_table_view.h"
#include "scene/hand_arrangement.h"
#include "scene/indian_layout.h"
#include "scene/indian_scene.h"
#include "text/desktop_text.h"
#include "windows/main_window.h"
#include "windows/result_dialog.h"

namespace rummy::test {

inline IndianController::Options quickOptions(std::uint64_t seed) {
    IndianController::Options o;
    o.players = 4;
    o.seed = seed;
    o.botDelayMs = 0;
    return o;
}

// Clicks `button` on the next modal message box, looking every 20 ms for about five seconds.
// Each try schedules the next by value: no closure holds itself (LeakSanitizer saw that cycle).
inline void answerNextBox(QMessageBox::StandardButton button, int tries = 250) {
    QTimer::singleShot(20, [button, tries] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
        else if (tries > 0)
            answerNextBox(button, tries - 1);
    });
}

inline QPoint viewportPoint(CardTableView* view, QPointF scenePos) {
    return view->mapFromScene(scenePos);
}

// Where to press on a hand card: the strip its right-hand neighbour does not cover.
inline QPointF grabPoint(const CardItem* item) {
    return item->pos() + QPointF(item->size().width() * 0.15, item->size().height() * 0.6);
}

inline CardItem* itemOf(IndianScene* scene, Card card) {
    for (CardItem* i : scene->handItems())
        if (i->card() == card) return i;
    return nullptr;
}

// Which of the hand's groups holds `card` (-1: none).
inline int groupOf(const IndianScene* scene, Card card) {
    const auto& groups = scene->arrangement().groups;
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (std::find(groups[g].cards.begin(), groups[g].cards.end(), card) !=
            groups[g].cards.end())
            return static_cast<int>(g);
    return -1;
}

inline std::vector<Face> facesOf(const std::vector<Card>& cards) {
    std::vector<Face> f;
    for (Card c : cards) f.push_back(c.face());
    return f;
}

inline void dragTo(QGraphicsView* view, QPointF from, QPointF to) {
    QWidget* vp = view->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, view->mapFromScene(from));
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(vp, view->mapFromScene(from + (to - from) * (i / 8.0)));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, view->mapFromScene(to));
}

inline bool inHand(const IndianController* c, Card card) {
    const auto& hand = c->round().hand(IndianController::kHumanSeat);
    return std::find(hand.begin(), hand.end(), card) != hand.end();
}

// A main window at `size`, shown, with no animation and no result dialog; null if it never
// became exposed.
inline std::unique_ptr<MainWindow> openWindow(const IndianController::Options& options,
                                              QSize size) {
    auto w = std::make_unique<MainWindow>(options);
    w->setShowResults(false);
    w->scene()->setAnimationMs(0);
    w->resize(size);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    return w;
}

inline std::unique_ptr<MainWindow> openWindow(std::uint64_t seed, QSize size) {
    return openWindow(quickOptions(seed), size);
}

}  // namespace rummy::test
