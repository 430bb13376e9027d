// SPDX-License-Identifier: GPL-3.0-or-later
// The zone objects every table lays its cards through (scene/stock_zone.h, pile_zone.h,
// seat_melds_zone.h, meld_hand_zone.h), on a bare scene: the stock shows as many backs as it
// has cards up to its depth and draws on a click; a squared pile shows its top card only, a
// fanned one every card inside its zone; a seat's melds all fit the room, shrinking as they
// grow, with the cards others laid off edged; the hand keeps its groups apart and raises the
// selected cards.
#include <QGraphicsScene>
#include <QHash>
#include <QTest>
#include <memory>

#include "scene/card_item.h"
#include "scene/pile_zone.h"
#include "scene/seat_melds_zone.h"
#include "scene/stock_zone.h"
#include "scene/table_game_hand_zone.h"
#include "test_registry.h"

using namespace rummy;

namespace {

Card card(const char* text) {
    return Card::natural(0, *parseFace(text));
}

// The scene's card items by card id, as a table keeps them.
struct Items {
    QGraphicsScene scene;
    QHash<int, CardItem*> byId;

    CardItem* item(Card c, QSizeF size = QSizeF(70, 98)) {
        CardItem*& it = byId[c.id()];
        if (!it) {
            it = new CardItem(c);
            scene.addItem(it);
        }
        it->setPixmap(QPixmap(), size);
        return it;
    }
};

std::vector<OpenCard> pileOf(std::initializer_list<const char*> cards) {
    std::vector<OpenCard> pile;
    int by = 0;
    for (const char* c : cards) pile.push_back({card(c), by++ % 3});
    return pile;
}

TableMeld meld(int number, int owner, std::vector<const char*> cards, std::vector<int> laidBy) {
    TableMeld m;
    m.number = number;
    m.owner = owner;
    for (const char* c : cards) m.cards.push_back({card(c), std::nullopt});
    m.laidBy = std::move(laidBy);
    return m;
}

int noGlide(CardItem*, int) {
    return 0;
}

}  // namespace

class TestCardZones : public QObject {
    Q_OBJECT
private slots:
    void stockShowsItsDepthAndDraws() {
        QGraphicsScene scene;
        int draws = 0;
        StockZone stock(&scene, 3, [&] { ++draws; });
        const CardZone zone{ZoneKind::Stock, -1, QRectF(10, 20, 70, 98), ZoneSpread::Squared};
        auto shown = [&] {
            int n = 0;
            for (QGraphicsItem* i : scene.items())
                if (i->isVisible()) ++n;
            return n;
        };
        stock.show(zone, 40);
        QCOMPARE(shown(), 3);
        QCOMPARE(stock.top()->home(), QPointF(14, 16));  // the highest, up and to the right
        QCOMPARE(stock.rect(), zone.rect);
        stock.show(zone, 2);
        QCOMPARE(shown(), 2);
        QCOMPARE(stock.top()->home(), QPointF(12, 18));
        stock.show(zone, 0);
        QCOMPARE(shown(), 0);
        QVERIFY(stock.top());  // still an item to point a hint at
        emit stock.top()->clicked(stock.top());
        QCOMPARE(draws, 1);
        QVERIFY(stock.contains(stock.top()));
        CardItem other(card("AS"));
        QVERIFY(!stock.contains(&other));
    }

    void squaredPileShowsItsTopOnly() {
        Items items;
        PileZone pile([&](Card c) { return items.item(c); });
        const CardZone zone{ZoneKind::Pile, -1, QRectF(100, 20, 70, 98), ZoneSpread::Squared};
        pile.show(zone, QSizeF(70, 98), pileOf({"2H", "KS", "7D"}), 2, noGlide);
        QCOMPARE(pile.shown().size(), std::size_t{1});
        QCOMPARE(pile.top()->card(), card("7D"));
        QCOMPARE(pile.top()->home(), zone.rect.topLeft());
        QCOMPARE(items.byId.size(), 1);  // the cards under it need no item
        QCOMPARE(pile.rect(), zone.rect);
        QVERIFY(!pile.top()->isSelectedCard());
        pile.show(zone, QSizeF(70, 98), {}, 2, noGlide);
        QVERIFY(!pile.top());
        QCOMPARE(pile.rect(), zone.rect);  // an empty pile still has its place
    }

    void fannedPileShowsEveryCardInsideItsZone() {
        Items items;
        PileZone pile([&](Card c) { return items.item(c); });
        const CardZone zone{ZoneKind::Pile, -1, QRectF(100, 20, 600, 98), ZoneSpread::Fanned};
        std::vector<int> throwers;
        auto glide = [&](CardItem*, int by) {
            throwers.push_back(by);
            return 0;
        };
        pile.show(zone, QSizeF(70, 98), pileOf({"2H", "KS", "7D"}), 100, glide);
        QCOMPARE(pile.shown().size(), std::size_t{3});
        QCOMPARE(throwers, (std::vector<int>{0, 1, 2}));  // each glides as its thrower says
        const qreal step = pile.shown()[1]->home().x() - pile.shown()[0]->home().x();
        QCOMPARE(step, 70 * 0.42);  // room to spare: each card's index shows
        QCOMPARE(pile.top()->card(), card("7D"));
        QVERIFY(pile.top()->zValue() > pile.shown().front()->zValue());
        // A long pile squeezes, its newest card still inside the zone.
        std::vector<OpenCard> deep;
        for (int i = 0; i < 40; ++i)
            deep.push_back({Card::natural(i / 13 % 2, Face::fromIndex(i % 52)), 0});
        pile.show(zone, QSizeF(70, 98), deep, 100, noGlide);
        QCOMPARE(pile.shown().size(), std::size_t{40});
        QVERIFY(pile.top()->home().x() + 70 <= zone.rect.right() + 0.01);
        QVERIFY(zone.rect.contains(pile.rect().adjusted(0.01, 0, -0.01, 0)));
        QVERIFY(pile.shown()[1]->home().x() > pile.shown()[0]->home().x());
    }

    void seatMeldsFitTheirRoomAndEdgeLayOffs() {
        Items items;
        SeatMeldsZone zone([&](Card c, QSizeF size) { return items.item(c, size); });
        const QRectF room(0, 0, 400, 120);
        const TableMeld run = meld(1, 2, {"4H", "5H", "6H", "7H"}, {2, 2, 2, 0});
        const TableMeld set = meld(3, 2, {"9C", "9D", "9S"}, {2, 2, 2});
        const std::map<int, QRectF> rects = zone.show(room, {&run, &set}, 76, noGlide);
        QCOMPARE(rects.size(), std::size_t{2});
        QVERIFY(rects.count(1) && rects.count(3));
        for (const auto& [number, r] : rects)
            QVERIFY2(room.contains(r), qPrintable(QString::number(number)));
        QVERIFY(!rects.at(1).intersects(rects.at(3)));
        // The 7♥ seat 0 laid off onto seat 2's run is edged; the rest are not.
        QVERIFY(items.byId[card("7H").id()]->outline().isValid());
        QVERIFY(!items.byId[card("4H").id()]->outline().isValid());
        QVERIFY(!items.byId[card("9C").id()]->outline().isValid());
        // More melds than fit at full size: smaller cards, still all inside.
        const qreal roomy = SeatMeldsZone::cardWidthFor(room.size(), {4, 3}, 76);
        const qreal crowded = SeatMeldsZone::cardWidthFor(room.size(), {4, 3, 3, 3, 5, 3, 4}, 76);
        QVERIFY(crowded < roomy);
        QVERIFY(roomy <= 76);
        std::vector<TableMeld> many;
        for (int i = 0; i < 7; ++i) many.push_back(meld(10 + i, 1, {"2C", "3C", "4C"}, {1, 1, 1}));
        std::vector<const TableMeld*> ptrs;
        for (const TableMeld& m : many) ptrs.push_back(&m);
        for (const auto& [number, r] : zone.show(room, ptrs, 76, noGlide))
            QVERIFY2(room.contains(r), qPrintable(QString::number(number)));
    }

    void handKeepsGroupsApartAndRaisesTheSelection() {
        Items items;
        TableGameHandZone zone([&](Card c, QSizeF size) { return items.item(c, size); });
        TableGameHandZone::Hand hand;
        hand.order = {card("4S"), card("5S"), card("6S"), card("KD"), card("2C")};
        hand.groups = {{0, 3}};
        hand.selected = {card("KD")};
        hand.focus = 4;
        hand.mustPlay = card("2C");
        const QSizeF size(80, 112);
        const QRectF area = zone.show(hand, 640, 1200, 500, size, [](CardItem*) { return 0; });
        auto at = [&](const char* c) { return items.byId[card(c).id()]->home(); };
        const qreal step = at("5S").x() - at("4S").x();
        QCOMPARE(step, 80 * 0.75);
        QCOMPARE(at("KD").x() - at("6S").x(), step + 80 * 0.35);  // the gap after the run
        QCOMPARE(at("2C").x() - at("KD").x(), step);
        QCOMPARE(at("KD").y(), 500 - TableGameHandZone::kRaise);
        QCOMPARE(at("4S").y(), 500.0);
        QVERIFY(items.byId[card("2C").id()]->hasKeyboardFocusMark());
        QVERIFY(!items.byId[card("4S").id()]->hasKeyboardFocusMark());
        QVERIFY(items.byId[card("2C").id()]->outline().isValid());
        QVERIFY(items.byId[card("KD").id()]->isSelectedCard());
        // Centred, and the area holds every card with the raised one.
        QCOMPARE(area.center().x(), 640.0);
        for (const char* c : {"4S", "5S", "6S", "KD", "2C"})
            QVERIFY(area.contains(QRectF(at(c), size)));
        // A long hand squeezes to the width it is given.
        for (int i = 0; i < 16; ++i) hand.order.push_back(Card::natural(1, Face::fromIndex(i)));
        const QRectF narrow = zone.show(hand, 300, 500, 500, size, [](CardItem*) { return 0; });
        QVERIFY(narrow.width() <= 500 + 0.01);
    }
};

RUMMY_TEST_MAIN(TestCardZones)

#include "test_card_zones.moc"
