// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the saved-game and deal-code tests: message boxes answered on their own,
// a quiet window, a table with named seats of mixed levels, human turns, and the checks that
// the table shows the controller's position and that two windows play on alike.
#pragma once

#include <QAbstractButton>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <algorithm>

#include "desktop_test_support.h"

namespace rummy::test {

// Answers every modal message box that opens while it lives: records its text and clicks the
// button named `button` (or the only / default one).
class BoxAnswerer {
public:
    explicit BoxAnswerer(QString button = {}) : button_(std::move(button)) {
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            // A clicked box hides at once, so a hidden one is one already answered.
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || !box->isVisible()) return;
            texts << box->text() + QLatin1Char('\n') + box->informativeText();
            QAbstractButton* target = box->defaultButton();
            for (QAbstractButton* b : box->buttons())
                if (!button_.isEmpty() && b->text() == button_) target = b;
            if (!target) target = box->buttons().value(0);
            target->click();
        });
        timer_.start(20);
    }
    QStringList texts;

private:
    QString button_;
    QTimer timer_;
};

inline IndianController::Options tableOptions(std::uint64_t seed, int botDelay = 0) {
    IndianController::Options o = quickOptions(seed);
    o.botDelayMs = botDelay;
    o.seatLevels = {BotLevel::Medium, BotLevel::Easy, BotLevel::Hard, BotLevel::Random};
    o.seatNames = {QString(), QStringLiteral("Asha"), QStringLiteral("Bala"),
                   QStringLiteral("Chitra")};
    return o;
}

inline std::unique_ptr<MainWindow> quietWindow(const IndianController::Options& o) {
    auto w = std::make_unique<MainWindow>(o);
    w->setShowResults(false);
    w->scene()->setAnimationMs(0);
    return w;
}

// The human draws from the closed deck and throws the first card of the hand, `turns` times.
inline bool playHumanTurns(IndianController* c, int turns) {
    for (int t = 0; t < turns; ++t) {
        if (!QTest::qWaitFor([c] { return c->humansTurn() || c->round().isOver(); }, 20000))
            return false;
        if (c->round().isOver()) return true;
        c->play(moves::DrawClosed{});
        c->play(moves::Discard{c->round().hand(IndianController::kHumanSeat).front()});
    }
    return true;
}

// The table shows the controller's position: the human's hand and the open deck's top card.
inline void checkTableShows(MainWindow& w) {
    const IndianRound& round = w.controller()->round();
    std::vector<Card> shown;
    for (CardItem* i : w.scene()->handItems()) shown.push_back(i->card());
    std::vector<Card> hand = round.hand(IndianController::kHumanSeat);
    std::sort(shown.begin(), shown.end());
    std::sort(hand.begin(), hand.end());
    QVERIFY(shown == hand);
    if (!round.openDeck().empty()) {
        QVERIFY(w.scene()->openTopItem());
        QVERIFY(w.scene()->openTopItem()->card() == round.openDeck().back().card);
    }
}

// Both windows play on by bots alone (seat 0 too) to the end of the deal.
inline void playOnTogether(MainWindow& a, MainWindow& b) {
    QSignalSpy overA(a.controller(), &IndianController::dealEnded);
    QSignalSpy overB(b.controller(), &IndianController::dealEnded);
    a.controller()->setBotDelay(0);
    b.controller()->setBotDelay(0);
    a.controller()->setHumanIsBot(true);
    b.controller()->setHumanIsBot(true);
    QTRY_VERIFY_WITH_TIMEOUT(overA.count() > 0 && overB.count() > 0, 60000);
    QVERIFY(a.controller()->match().round().history().size() > 4);
    QVERIFY(a.controller()->match() == b.controller()->match());
}

}  // namespace rummy::test
