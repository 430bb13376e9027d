// SPDX-License-Identifier: GPL-3.0-or-later
// The table games' bots (ai/table/): every level plays whole games of every preset with moves
// the engine accepts, a view shows a seat nothing it may not know, and a bot asked twice about
// one position answers the same; scripted positions: the 51 opening as soon as it is reached,
// a 500 pickup two deep that is worth it and one four deep that is not, a lay-off, a joker
// swap (Hard), no card thrown that the next player could lay off.
#include <QTest>

#include "bot.h"
#include "table/table_game.h"
#include "table_deal.h"
#include "test_registry.h"

using namespace rummy;
using rummy::test::tableDeal;
using rummy::test::tableMove;

namespace {

const Variant kTableVariants[] = {Variant::Straight, Variant::Rummy500, Variant::Rummy51,
                                  Variant::Kaluki};
const char* const kLevels[] = {"easy", "medium", "hard"};

using Hands = std::vector<std::vector<std::string>>;

TableRound dealt(const TableRules& rules, int dealer, const Hands& hands, const std::string& up,
                 const std::vector<std::string>& stock) {
    auto r = tableDeal(rules, dealer, hands, up, stock);
    if (!r) qFatal("bad deal: %s", errorCodeName(r.error()));
    return std::move(r).value();
}

// Plays written moves for whoever is to play; false at the first refusal.
bool script(TableRound& r, const std::vector<std::string>& lines) {
    for (const auto& line : lines)
        if (!r.apply(tableMove(r, line))) return false;
    return true;
}

Decision ask(const char* level, const TableRound& r) {
    return Bot::create(Variant::Straight, level, 5)->decide(PlayerView::of(r, r.currentSeat()));
}

bool holds(const moves::Meld& m, Face f) {
    for (const auto& meld : m.melds)
        for (const MeldCard& c : meld)
            if (c.card.face() == f) return true;
    return false;
}

Card card(const char* face) {
    return Card::natural(0, *parseFace(face));
}

// A hand-made position after the draw: `hand` for seat 0 of two, every discard listed.
PlayerView playView(const TableRules& rules, const std::vector<const char*>& hand) {
    PlayerView v;
    v.extras.emplace<TableExtras>();
    v.table().rules = rules;
    v.seat = 0;
    v.currentSeat = 0;
    v.table().phase = TablePhase::Play;
    v.phase = Phase::Discard;
    for (const char* f : hand) v.hand.push_back(card(f));
    v.seats.resize(2);
    v.seats[0].cards = static_cast<int>(hand.size());
    v.seats[1].cards = 7;
    v.seats[0].opened = v.seats[1].opened = true;
    v.pile = {{card("2D"), -1}};
    v.stock = 20;
    for (Card c : v.hand) v.legal.push_back(moves::Discard{c});
    return v;
}

TableMeld tableMeld(int number, int owner, MeldKind kind, const std::vector<MeldCard>& cards) {
    TableMeld m;
    m.number = number;
    m.owner = owner;
    m.kind = kind;
    m.cards = cards;
    m.laidBy.assign(cards.size(), owner);
    return m;
}

}  // namespace

class TestTableBots : public QObject {
    Q_OBJECT
private slots:
    void everyLevelPlaysWholeGames_data() {
        QTest::addColumn<QString>("level");
        // The heuristic levels; the search level has its own tests (test_expert).
        for (auto name : Bot::names(Variant::Straight))
            if (name != "expert") QTest::newRow(name.data()) << QString(name.data());
    }
    void everyLevelPlaysWholeGames() {
        QFETCH(QString, level);
        for (Variant v : kTableVariants) {
            const TableRules rules = TableRules::preset(v);
            for (int seats = rules.minSeats; seats <= rules.maxSeats; seats += 2) {
                auto created = TableGame::create(rules, seats, 11 + static_cast<unsigned>(seats));
                QVERIFY(created.ok());
                TableGame* game = &created.value();
                std::vector<std::unique_ptr<Bot>> bots;
                for (int s = 0; s < seats; ++s)
                    bots.push_back(Bot::create(Variant::Straight, level.toStdString(), 100 + s));
                int moves = 0;
                while (!game->isOver() && game->deals().size() < 40) {
                    if (game->round().isOver()) {
                        QVERIFY(game->nextDeal().ok());
                        continue;
                    }
                    const int seat = game->round().currentSeat();
                    const PlayerView view = game->view(seat);
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
        auto bot = Bot::create(Variant::Straight, BotLevel::Random, 1);
        for (int i = 0; i < 40 && !game->round().isOver(); ++i)
            QVERIFY(game->apply(bot->decide(game->view(game->round().currentSeat())).move).ok());
        for (int seat = 0; seat < 3; ++seat) {
            const PlayerView v = game->view(seat);
            QCOMPARE(v.hand, game->round().hand(seat));
            QCOMPARE(v.players(), 3);
            for (int s = 0; s < 3; ++s)
                QCOMPARE(v.cardsOf(s), static_cast<int>(game->round().hand(s).size()));
            for (const PlayedMove& p : v.history)
                if (p.seat != seat && std::holds_alternative<moves::DrawClosed>(p.move))
                    QVERIFY(!p.card);
            QCOMPARE(v.legal.empty(), !v.myTurn());
        }
    }

    // Rummy 51: the first lay-down is made as soon as the hand's melds reach 51, and not before.
    void opensIn51AsSoonAsItCan() {
        const Hands hands{
            {"KS", "KH", "KD", "QS", "QH", "QC", "2C", "5D", "7H", "9S", "4C", "6D", "8C"},
            {"3S", "4S", "6S", "8S", "10S", "JS", "2H", "3H", "5H", "9H", "10H", "AD", "3D"}};
        for (const char* level : kLevels) {
            TableRound r = dealt(TableRules::rummy51(), 1, hands, "JC", {"2S"});
            const Decision draw = ask(level, r);
            QVERIFY(std::holds_alternative<moves::DrawClosed>(draw.move));
            QVERIFY(r.apply(draw.move));
            const Decision open = ask(level, r);
            QVERIFY2(std::holds_alternative<moves::Meld>(open.move), level);
            QCOMPARE(r.openingShortfall(std::get<moves::Meld>(open.move)), 0);
            QVERIFY(r.apply(open.move));
            QVERIFY(r.hasOpened(0));
        }
        // K K K and 2-3-4 of clubs: 39, short of 51: no lay-down, a discard.
        const Hands shortHands{
            {"KS", "KH", "KD", "2C", "3C", "4C", "9D", "5D", "7H", "9S", "JH", "6D", "8C"},
            hands[1]};
        for (const char* level : kLevels) {
            TableRound r = dealt(TableRules::rummy51(), 1, shortHands, "JC", {"2S"});
            QVERIFY(r.apply(ask(level, r).move));
            const Decision d = ask(level, r);
            QVERIFY2(std::holds_alternative<moves::Discard>(d.move), level);
            QVERIFY(r.apply(d.move));
            QVERIFY(!r.hasOpened(0));
        }
    }

    // Rummy 500: a pile card two deep that makes a set of nines is worth the two taken; a four
    // deep one that makes a set of fours is not worth the three courts above it (the top one
    // may still be taken for a partial meld).
    void digsIn500WhenTheMeldIsWorthIt() {
        const Hands worth{
            {"2S", "3S", "5S", "6S", "8S", "2D", "5D", "6D", "7D", "8D", "4C", "5C", "7C"},
            {"9S", "9D", "4S", "6C", "QH", "2H", "AC", "7S", "JD", "5H", "3D", "KS", "10C"}};
        for (const char* level : {"medium", "hard"}) {
            TableRound r = dealt(TableRules::rummy500(), 1, worth, "9H", {"2C"});
            QVERIFY(script(r, {"draw-closed", "discard 2C"}));
            QCOMPARE(r.currentSeat(), 1);
            const Decision take = ask(level, r);
            QCOMPARE(toString(take.move), std::string("draw-open 2"));
            QVERIFY(r.apply(take.move));
            QVERIFY(r.obligation());
            const Decision meld = ask(level, r);
            QVERIFY2(std::holds_alternative<moves::Meld>(meld.move), level);
            QVERIFY(holds(std::get<moves::Meld>(meld.move), *parseFace("9H")));
            QVERIFY(r.apply(meld.move));
        }
        const Hands junk{
            {"2S", "3S", "5S", "6S", "8S", "9S", "KS", "2D", "5D", "6D", "7D", "8D", "9D"},
            {"4S", "4D", "6C", "8H", "10S", "QH", "2H", "AC", "7S", "9C", "JD", "5H", "3D"}};
        TableRound r = dealt(TableRules::rummy500(), 1, junk, "4H", {"KC", "QD", "JS"});
        QVERIFY(script(r, {"draw-closed", "discard KC", "draw-closed", "discard QD", "draw-closed",
                           "discard JS"}));
        QCOMPARE(r.currentSeat(), 1);
        QCOMPARE(r.pile().size(), std::size_t(4));
        for (const char* level : kLevels) {
            const Decision d = ask(level, r);
            const auto* open = std::get_if<moves::DrawOpen>(&d.move);
            QVERIFY2(!open || open->count == 1, level);
        }
    }

    // Straight: a card that lays off on a table meld is laid off.
    void laysOff() {
        const Hands hands{{"5H", "6H", "7H", "2C", "9S", "KD", "4S", "JC", "QS", "3D"},
                          {"8H", "2S", "4D", "6C", "10S", "QD", "AC", "3C", "7S", "9D"}};
        for (const char* level : kLevels) {
            TableRound r = dealt(TableRules::straight(), 1, hands, "KH", {"JD", "5C"});
            QVERIFY(script(r, {"draw-closed", "meld [5H 6H 7H]", "discard JD"}));
            bool laidOff = false;
            for (int i = 0; i < 6 && r.currentSeat() == 1; ++i) {
                const Decision d = ask(level, r);
                if (const auto* l = std::get_if<moves::LayOff>(&d.move))
                    laidOff = laidOff || (l->card.face() == *parseFace("8H") && l->target == 1);
                QVERIFY(r.apply(d.move));
            }
            QVERIFY2(laidOff, level);
        }
    }

    // Rummy 51: Hard gives a card in no meld for a joker on the table; Medium keeps its card.
    void swapsAJoker() {
        PlayerView v = playView(TableRules::rummy51(), {"QD", "3C", "8H", "9S", "5D"});
        v.melds.push_back(tableMeld(1, 1, MeldKind::Set,
                                    {{card("QS"), std::nullopt},
                                     {card("QH"), std::nullopt},
                                     {Card::printedJoker(0), *parseFace("QD")}}));
        v.legal.insert(v.legal.begin(), moves::Swap{card("QD"), 1});
        const Decision hard = Bot::create(Variant::Straight, "hard", 1)->decide(v);
        QVERIFY(std::holds_alternative<moves::Swap>(hard.move));
        const Decision medium = Bot::create(Variant::Straight, "medium", 1)->decide(v);
        QVERIFY(std::holds_alternative<moves::Discard>(medium.move));
    }

    // A card that lays off on a table meld is not thrown while a safe one is at hand (where the
    // next player may take the pile and lay it off; here the thrower may not lay off yet).
    void doesNotFeedTheTable() {
        TableRules rules = TableRules::straight();
        rules.layOffBeforeMeld = false;
        PlayerView v = playView(rules, {"QS", "4C", "7D", "7H"});
        v.seats[0].opened = false;
        v.melds.push_back(tableMeld(
            1, 1, MeldKind::PureRun,
            {{card("9S"), std::nullopt}, {card("10S"), std::nullopt}, {card("JS"), std::nullopt}}));
        for (const char* level : {"medium", "hard"}) {
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                const Decision d = Bot::create(Variant::Straight, level, seed)->decide(v);
                QVERIFY(std::holds_alternative<moves::Discard>(d.move));
                QVERIFY2(std::get<moves::Discard>(d.move).card.face() != *parseFace("QS"), level);
                if (std::string(level) == "hard")
                    QCOMPARE(std::get<moves::Discard>(d.move).card.face(), *parseFace("4C"));
            }
        }
    }

    void sameViewSameDecision() {
        auto game = TableGame::create(TableRules::rummy51(), 4, 9);
        QVERIFY(game.ok());
        for (auto name : Bot::names(Variant::Straight)) {
            if (name == "expert") continue;  // timed by default: test_expert fixes its worlds
            auto a = Bot::create(Variant::Straight, name, 42);
            auto b = Bot::create(Variant::Straight, name, 42);
            const PlayerView view = game->view(game->round().currentSeat());
            QCOMPARE(toString(a->decide(view).move), toString(b->decide(view).move));
        }
        QVERIFY(!Bot::create(Variant::Straight, "champion", 1));
    }
};

RUMMY_TEST_APPLESS_MAIN(TestTableBots)

#include "test_table_bots.moc"
