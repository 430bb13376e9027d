// SPDX-License-Identifier: GPL-3.0-or-later
// The table games' bots (ai/table/): every level plays whole games of every preset with moves
// the engine accepts, a view shows a seat nothing it may not know, and a bot asked twice about
// one position answers the same.
#include <QTest>

#include "table/table_bot.h"
#include "table/table_game.h"

using namespace rummy;

namespace {

const Variant kTableVariants[] = {Variant::Straight, Variant::Rummy500, Variant::Rummy51,
                                  Variant::Kaluki};

}  // namespace

class TestTableBots : public QObject {
    Q_OBJECT
private slots:
    void everyLevelPlaysWholeGames_data() {
        QTest::addColumn<QString>("level");
        for (auto name : TableBot::names()) QTest::newRow(name.data()) << QString(name.data());
    }
    void everyLevelPlaysWholeGames() {
        QFETCH(QString, level);
        for (Variant v : kTableVariants) {
            const TableRules rules = TableRules::preset(v);
            for (int seats = rules.minSeats; seats <= rules.maxSeats; seats += 2) {
                auto created = TableGame::create(rules, seats, 11 + static_cast<unsigned>(seats));
                QVERIFY(created.ok());
                TableGame* game = &created.value();
                std::vector<std::unique_ptr<TableBot>> bots;
                for (int s = 0; s < seats; ++s)
                    bots.push_back(TableBot::create(level.toStdString(), 100 + s));
                int moves = 0;
                while (!game->isOver() && game->hands().size() < 40) {
                    if (game->round().isOver()) {
                        QVERIFY(game->nextDeal().ok());
                        continue;
                    }
                    const int seat = game->round().currentSeat();
                    const TableGameView view = game->view(seat);
                    const Decision d = bots[static_cast<std::size_t>(seat)]->decide(view);
                    const Status st = game->apply(d.move);
                    QVERIFY2(st.ok(), qPrintable(QString::fromStdString(std::string(variantId(v)) +
                                                                        ": " + toString(d.move))));
                    ++moves;
                }
                QVERIFY(moves > 0);
            }
        }
    }

    void viewHidesOtherHandsAndStockDraws() {
        auto created = TableGame::create(TableRules::rummy500(), 3, 5);
        QVERIFY(created.ok());
        TableGame* game = &created.value();
        auto bot = TableBot::create(BotLevel::Random, 1);
        for (int i = 0; i < 40 && !game->round().isOver(); ++i)
            QVERIFY(game->apply(bot->decide(game->view(game->round().currentSeat())).move).ok());
        for (int seat = 0; seat < 3; ++seat) {
            const TableGameView v = game->view(seat);
            QCOMPARE(v.hand, game->round().hand(seat));
            QCOMPARE(v.seats(), 3);
            for (int s = 0; s < 3; ++s)
                QCOMPARE(v.handSizes[static_cast<std::size_t>(s)],
                         static_cast<int>(game->round().hand(s).size()));
            for (const PlayedMove& p : v.history)
                if (p.seat != seat && std::holds_alternative<moves::DrawClosed>(p.move))
                    QVERIFY(!p.card);
            QCOMPARE(v.legal.empty(), !v.myTurn());
        }
    }

    void sameViewSameDecision() {
        auto game = TableGame::create(TableRules::rummy51(), 4, 9);
        QVERIFY(game.ok());
        for (auto name : TableBot::names()) {
            auto a = TableBot::create(name, 42);
            auto b = TableBot::create(name, 42);
            const TableGameView view = game->view(game->round().currentSeat());
            QCOMPARE(toString(a->decide(view).move), toString(b->decide(view).move));
        }
        QVERIFY(!TableBot::create("champion", 1));
    }
};

QTEST_APPLESS_MAIN(TestTableBots)
#include "test_table_bots.moc"
