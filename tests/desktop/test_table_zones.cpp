// SPDX-License-Identifier: GPL-3.0-or-later
// The card zones of every game's table, as its layout places them (scene/card_zones.h): each
// table has the zones its game needs, they lie inside the window, none covers another, and the
// player's hand is the lowest, at the two screen sizes a player is most likely to use and at
// the smallest window the game opens (1024x640, main_window.cpp).
#include <QTest>

#include "scene/card_zones.h"
#include "scene/table_game_layout.h"
#include "test_registry.h"

using namespace rummy;

namespace {

// The seat counts each game's table is laid out for.
std::vector<int> seatCounts(Variant v) {
    switch (familyOf(v)) {
        case Family::Gin:
            return {2};
        case Family::Indian:
            return {2, 6};
        case Family::Table:
            break;
    }
    std::vector<int> out;
    const TableRules rules = TableRules::preset(v);
    for (int s = TableRules::kMinSeats; s <= TableRules::kMaxSeats; ++s)
        if (!rules.invalidField(s)) out.push_back(s);
    return out;
}

std::vector<ZoneKind> needed(Variant v, int seats) {
    std::vector<ZoneKind> kinds{ZoneKind::Stock, ZoneKind::Pile, ZoneKind::Hand};
    switch (familyOf(v)) {
        case Family::Indian:
            kinds.insert(kinds.end(), {ZoneKind::WildCard, ZoneKind::FinishSlot});
            break;
        case Family::Gin:
            kinds.insert(kinds.end(), {ZoneKind::KnockSlot, ZoneKind::OpponentHand});
            break;
        case Family::Table:
            kinds.insert(kinds.end(), static_cast<std::size_t>(seats), ZoneKind::SeatMelds);
            break;
    }
    return kinds;
}

QString nameOf(const CardZone& z) {
    return QString::fromLatin1(zoneKindName(z.kind)) +
           (z.seat >= 0 ? QStringLiteral(" %1").arg(z.seat) : QString());
}

}  // namespace

class TestTableZones : public QObject {
    Q_OBJECT
private slots:
    void everyTableHasItsZonesApart_data() {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("seats");
        QTest::addColumn<QSizeF>("size");
        // The scene of a maximised window at 1280x720 and 1920x1080 (menus, toolbar, header and
        // status bar take about 110 pixels), and the smallest window the game opens.
        for (const QSizeF size : {QSizeF(1280, 610), QSizeF(1920, 970), QSizeF(1024, 530)})
            for (Variant v : kVariants)
                for (int seats : seatCounts(v))
                    QTest::addRow("%s %d seats %dx%d", variantId(v), seats,
                                  static_cast<int>(size.width()), static_cast<int>(size.height()))
                        << static_cast<int>(v) << seats << size;
    }

    void everyTableHasItsZonesApart() {
        QFETCH(int, variant);
        QFETCH(int, seats);
        QFETCH(QSizeF, size);
        const Variant v = static_cast<Variant>(variant);
        const QRectF scene(QPointF(0, 0), size);
        const CardZones t = tableZones(v, seats, scene);
        for (ZoneKind k : needed(v, seats)) {
            int count = 0;
            for (const CardZone& z : t.zones) count += z.kind == k ? 1 : 0;
            QVERIFY2(count > 0, zoneKindName(k));
        }
        for (int s = 0; familyOf(v) == Family::Table && s < seats; ++s)
            QVERIFY(t.find(ZoneKind::SeatMelds, s));
        const QRectF hand = t.rect(ZoneKind::Hand);
        for (std::size_t i = 0; i < t.zones.size(); ++i) {
            const CardZone& a = t.zones[i];
            QVERIFY2(!a.rect.isEmpty() && scene.contains(a.rect), qPrintable(nameOf(a)));
            if (a.kind != ZoneKind::Hand)
                QVERIFY2(a.rect.bottom() <= hand.top(), qPrintable(nameOf(a)));
            for (std::size_t j = i + 1; j < t.zones.size(); ++j) {
                const QRectF both = a.rect.intersected(t.zones[j].rect);
                QVERIFY2(both.isEmpty(),
                         qPrintable(nameOf(a) + QStringLiteral(" covers ") + nameOf(t.zones[j])));
            }
        }
    }

    // The pile spreads where any depth may be taken (500) and is squared elsewhere; a spread
    // pile's step shrinks so that the deepest card still lies inside its zone.
    void thePileSpreadsWhereItsDepthCanBeTaken() {
        const QRectF scene(0, 0, 1280, 610);
        for (Variant v : kVariants) {
            const CardZones zones = tableZones(v, 2, scene);
            const CardZone* pile = zones.find(ZoneKind::Pile);
            QVERIFY(pile);
            QCOMPARE(pile->spread == ZoneSpread::Fanned, v == Variant::Rummy500);
        }
        const TableGameLayout t = TableGameLayout::compute(scene, 4, TableRules::rummy500());
        const CardZone fanned = *t.zones().find(ZoneKind::Pile);
        for (int cards : {2, 10, 40, 90}) {
            const qreal step = fannedStep(fanned, t.pileCard.width(), cards);
            QVERIFY(step > 0);
            QVERIFY(t.pileArea.left() + step * (cards - 1) + t.pileCard.width() <=
                    t.pileArea.right() + 0.01);
        }
        const TableGameLayout straight = TableGameLayout::compute(scene, 4, TableRules::straight());
        QCOMPARE(fannedStep(*straight.zones().find(ZoneKind::Pile), straight.pileCard.width(), 10),
                 0.0);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestTableZones)

#include "test_table_zones.moc"
