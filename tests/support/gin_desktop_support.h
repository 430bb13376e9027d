// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the Gin desktop tests: a window at the Gin table, a game dealt from a
// stacked deck, the status line, clicks on the table's buttons and cards.
#pragma once

#include <QLabel>
#include <QTest>
#include <algorithm>
#include <memory>

#include "bot.h"
#include "controller/gin_controller.h"
#include "desktop_test_support.h"
#include "scene/card_table_view.h"
#include "scene/gin_table_scene.h"
#include "scene/pill_button.h"

namespace rummy::test {

inline GinController::Options ginOptions(std::uint64_t seed, bool humanIsBot = false) {
    GinController::Options o;
    o.seed = seed;
    o.botDelayMs = 0;
    o.humanIsBot = humanIsBot;
    o.opponentName = QStringLiteral("Asha");
    return o;
}

// A main window at the Gin table, shown, with no animation.
inline std::unique_ptr<MainWindow> openGinWindow(const GinController::Options& o,
                                                 QSize size = QSize(1280, 720)) {
    auto w = std::make_unique<MainWindow>(quickOptions(o.seed));
    w->setShowResults(false);
    w->setAnimationSpeed(MainWindow::AnimationSpeed::Off);
    w->startGinGame(o);
    w->setAnimationSpeed(MainWindow::AnimationSpeed::Off);
    w->resize(size);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    return w;
}

inline Card card(const char* text) {
    return Card::natural(0, *parseFace(text));
}

// A 52-card deck, top first, that deals `nonDealer` and `dealer` (ten cards each, alternately,
// the non-dealer first), turns `upcard` up and puts `stock` (top first) on the stock; every
// other card follows in id order.
inline std::vector<Card> stackedDeck(const std::vector<Card>& nonDealer,
                                     const std::vector<Card>& dealer, Card upcard,
                                     const std::vector<Card>& stock = {}) {
    std::vector<Card> named = nonDealer;
    named.insert(named.end(), dealer.begin(), dealer.end());
    named.push_back(upcard);
    named.insert(named.end(), stock.begin(), stock.end());
    std::vector<Card> rest;
    for (int i = 0; i < 52; ++i) {
        const Card c = Card::fromId(i);
        if (std::find(named.begin(), named.end(), c) == named.end()) rest.push_back(c);
    }
    std::vector<Card> deck;
    for (int i = 0; i < 10; ++i) {
        deck.push_back(nonDealer[static_cast<std::size_t>(i)]);
        deck.push_back(dealer[static_cast<std::size_t>(i)]);
    }
    deck.push_back(upcard);
    deck.insert(deck.end(), stock.begin(), stock.end());
    deck.insert(deck.end(), rest.begin(), rest.end());
    return deck;
}

// A game whose first hand is dealt from `deck`, the bot (seat 1) dealing.
inline GinGame stackedGame(const GinRules& rules, const std::vector<Card>& deck) {
    GinGame g = GinGame::create(rules, 2, 5, MatchStart{0, GinController::kBotSeat}).value();
    (void)g.redealCurrent(0, deck);
    return g;
}

// A move for the seat to play, as a Medium bot would make it (scripted play in tests).
inline Move botMove(const PlayerView& view) {
    return Bot::create(Variant::Gin, BotLevel::Medium, 99)->decide(view).move;
}

inline QString statusText(const MainWindow& w) {
    for (QLabel* l : w.findChildren<QLabel*>())
        if (l->accessibleName() == QStringLiteral("Game status")) return l->text();
    return {};
}

inline void clickAt(CardTableView* view, QPointF scenePos) {
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePos));
}

inline CardItem* ginItemOf(GinTableScene* scene, Card c) {
    for (CardItem* i : scene->handItems())
        if (i->card() == c) return i;
    return nullptr;
}

}  // namespace rummy::test
