// SPDX-License-Identifier: GPL-3.0-or-later
// What the table games' desktop tests share: a window playing a table game, stacked deals, and
// a look at the status line and the player's hand.
#pragma once

#include <QLabel>
#include <QTest>
#include <algorithm>
#include <memory>
#include <vector>

#include "controller/table_game_controller.h"
#include "desktop_test_support.h"
#include "table/table_game.h"
#include "windows/main_window.h"

namespace rummy::test {

inline TableGameController::Options meldOptions(const TableRules& rules, int seats,
                                                std::uint64_t seed, bool humanIsBot = false) {
    TableGameController::Options o;
    o.rules = rules;
    o.seats = seats;
    o.seed = seed;
    o.botDelayMs = 0;
    o.humanIsBot = humanIsBot;
    o.levels.assign(static_cast<std::size_t>(seats), BotLevel::Medium);
    return o;
}

inline std::unique_ptr<MainWindow> openTableGameWindow(const TableGameController::Options& o) {
    auto w = std::make_unique<MainWindow>(quickOptions(o.seed));
    w->setShowResults(false);
    w->setAnimationSpeed(MainWindow::AnimationSpeed::Off);
    w->startTableGame(o);
    w->setAnimationSpeed(MainWindow::AnimationSpeed::Off);
    w->resize(1280, 720);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    return w;
}

inline Card card(const char* text, int deck = 0) {
    return Card::natural(deck, *parseFace(text));
}

inline std::vector<Card> cards(std::initializer_list<const char*> texts) {
    std::vector<Card> out;
    for (const char* t : texts) out.push_back(card(t));
    return out;
}

// A game whose first hand deals `hands` (seat 0 first: the last seat deals), turns `pile` up
// and puts `stock` (top first) on the stock; the rest of the shoe follows in id order.
inline TableGame stackedGame(const TableRules& rules, const std::vector<std::vector<Card>>& hands,
                             Card pile, const std::vector<Card>& stock = {}) {
    const int seats = static_cast<int>(hands.size());
    TableGame g = TableGame::create(rules, seats, 7, MatchStart{0, seats - 1}).value();
    std::vector<Card> named;
    for (const auto& h : hands) named.insert(named.end(), h.begin(), h.end());
    named.push_back(pile);
    named.insert(named.end(), stock.begin(), stock.end());
    std::vector<Card> deck;
    const std::size_t size = hands.front().size();
    for (std::size_t i = 0; i < size; ++i)
        for (const auto& h : hands) deck.push_back(h[i]);
    deck.push_back(pile);
    deck.insert(deck.end(), stock.begin(), stock.end());
    for (Card c : TableRound::orderedShoe(rules, seats))
        if (std::find(named.begin(), named.end(), c) == named.end()) deck.push_back(c);
    const Status s = g.redealCurrent(7, deck);
    if (!s) qWarning("stacked deal refused: %s", errorCodeName(s.error()));
    return g;
}

inline QString statusText(MainWindow* w) {
    for (QLabel* l : w->findChildren<QLabel*>())
        if (l->accessibleName() == QLatin1String("Game status")) return l->text();
    return {};
}

inline bool holds(const TableGameController* c, Card card) {
    const auto& hand = c->round().hand(TableGameController::kHumanSeat);
    return std::find(hand.begin(), hand.end(), card) != hand.end();
}

}  // namespace rummy::test
