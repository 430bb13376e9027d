// SPDX-License-Identifier: GPL-3.0-or-later
// The worlds of the search level (core game/world.h, ai/search/world_sampler.h), in every
// family, at positions of seeded random play: each world is a round whose view for the seat is
// the view it came from, holds every card of the deal once, keeps the cards the history puts
// in a hand there, and plays on to its end; over many worlds every unseen card reaches every
// place it could be. About 2 s.
#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

#include "cards/rng.h"
#include "game/round.h"
#include "game/world.h"
#include "search/world_sampler.h"
#include "test_registry.h"

using namespace rummy;

namespace {

struct Game {
    const char* name;
    Round (*make)(std::uint64_t seed);
};

Round indian13(std::uint64_t seed) {
    return Round(IndianRound(IndianRules::preset(MatchFormat::Points), 4, 0, seed));
}
Round indian21(std::uint64_t seed) {
    return Round(
        IndianRound(IndianRules::preset(MatchFormat::Points, Variant::Indian21), 3, 1, seed));
}
Round gin(std::uint64_t seed) {
    return Round(GinRound(GinRules{}, 0, seed));
}
Round straight(std::uint64_t seed) {
    return Round(TableRound(TableRules::preset(Variant::Straight), 3, 0, seed));
}
Round r500(std::uint64_t seed) {
    return Round(TableRound(TableRules::preset(Variant::Rummy500), 2, 1, seed));
}
Round r51(std::uint64_t seed) {
    return Round(TableRound(TableRules::preset(Variant::Rummy51), 4, 2, seed));
}
Round kaluki(std::uint64_t seed) {
    return Round(TableRound(TableRules::preset(Variant::Kaluki), 3, 0, seed));
}

const Game kGames[] = {{"indian13", indian13}, {"indian21", indian21}, {"gin", gin},
                       {"straight", straight}, {"500", r500},          {"51", r51},
                       {"kaluki", kaluki}};

std::vector<Card> sorted(std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
}

// Moves at random until the round is over or `moves` were made; true when it is not over.
bool playRandomly(Round& r, Rng& rng, int moves) {
    for (int i = 0; i < moves && !r.isOver(); ++i) {
        const std::vector<Move> legal = r.legalMoves();
        if (legal.empty()) return false;
        if (!r.apply(legal[rng.below(legal.size())])) return false;
    }
    return !r.isOver();
}

}  // namespace

class TestWorldSampler : public QObject {
    Q_OBJECT
private slots:
    // At 40 positions of each game: every world is consistent with the view and the deal.
    void worldsAgreeWithTheView_data() {
        QTest::addColumn<int>("game");
        for (int g = 0; g < static_cast<int>(std::size(kGames)); ++g)
            QTest::newRow(kGames[g].name) << g;
    }
    void worldsAgreeWithTheView() {
        QFETCH(int, game);
        Rng rng(77 + static_cast<std::uint64_t>(game));
        int positions = 0;
        for (std::uint64_t seed = 1; positions < 40 && seed < 400; ++seed) {
            Round real = kGames[game].make(seed);
            if (!playRandomly(real, rng, static_cast<int>(rng.below(60)))) continue;
            const int seat = real.currentSeat();
            const PlayerView view = real.view(seat);
            const search::WorldSampler sampler(view);
            QVERIFY2(sampler.usable(), qPrintable(QStringLiteral("seed %1").arg(seed)));
            // What the history puts in a hand is there in the real deal too.
            const UnseenCards unseen = unseenCards(view);
            for (int s = 0; s < view.players(); ++s) {
                std::vector<Card> hand = real.view(s).hand;
                for (Card c : unseen.known[static_cast<std::size_t>(s)]) {
                    const auto it = std::find(hand.begin(), hand.end(), c);
                    QVERIFY2(it != hand.end(),
                             qPrintable(QStringLiteral("seed %1 seat %2 %3")
                                            .arg(seed)
                                            .arg(s)
                                            .arg(QString::fromStdString(c.toString()))));
                    hand.erase(it);
                }
            }
            for (int k = 0; k < 5; ++k) {
                std::optional<Round> world = sampler.sample(rng);
                QVERIFY(world);
                QVERIFY(world->view(seat) == view);
                QCOMPARE(sorted(world->allCards()), sorted(real.allCards()));
                for (int s = 0; s < view.players(); ++s)
                    for (Card c : unseen.known[static_cast<std::size_t>(s)]) {
                        const auto h = world->view(s).hand;
                        QVERIFY(std::find(h.begin(), h.end(), c) != h.end());
                    }
                // The world plays on to its end with legal moves.
                Round on = *world;
                playRandomly(on, rng, 5000);
                QVERIFY(on.isOver());
            }
            ++positions;
        }
        QCOMPARE(positions, 40);
    }

    // Over 600 worlds of one position, each card the seat cannot place lands in every hand with
    // room for it and in the stock.
    void everyUnseenCardReachesEveryPlace_data() { worldsAgreeWithTheView_data(); }
    void everyUnseenCardReachesEveryPlace() {
        QFETCH(int, game);
        Rng rng(5 + static_cast<std::uint64_t>(game));
        std::uint64_t seed = 9;
        Round real = kGames[game].make(seed);
        while (!playRandomly(real, rng, 8) && seed < 100) real = kGames[game].make(++seed);
        QVERIFY(!real.isOver());
        const PlayerView view = real.view(real.currentSeat());
        const search::WorldSampler sampler(view);
        const UnseenCards unseen = unseenCards(view);
        std::map<Card, std::set<int>> places;  // -1: the stock
        for (int k = 0; k < 600; ++k) {
            const std::optional<Round> world = sampler.sample(rng);
            QVERIFY(world);
            std::set<Card> inHands;
            for (int s = 0; s < view.players(); ++s) {
                if (s == view.seat) continue;
                for (Card c : world->view(s).hand) {
                    places[c].insert(s);
                    inHands.insert(c);
                }
            }
            for (Card c : unseen.pool)
                if (!inHands.count(c)) places[c].insert(-1);
        }
        for (Card c : unseen.pool) {
            const std::set<int>& at = places[c];
            if (view.stock > 0)
                QVERIFY2(at.count(-1), qPrintable(QStringLiteral("%1 never in the stock")
                                                      .arg(QString::fromStdString(c.toString()))));
            for (int s = 0; s < view.players(); ++s) {
                if (s == view.seat) continue;
                const auto free =
                    view.cardsOf(s) -
                    static_cast<int>(unseen.known[static_cast<std::size_t>(s)].size());
                if (free > 0)
                    QVERIFY2(at.count(s), qPrintable(QStringLiteral("%1 never in seat %2")
                                                         .arg(QString::fromStdString(c.toString()))
                                                         .arg(s)));
            }
        }
    }

    // A hidden part that does not fit the view is refused, not built.
    void wrongCountsAreRefused() {
        Round real = gin(3);
        const PlayerView view = real.view(real.currentSeat());
        HiddenCards hidden;
        hidden.hands.resize(2);
        QCOMPARE(worldOf(view, hidden, 1).error(), ErrorCode::BadCount);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestWorldSampler)

#include "test_world_sampler.moc"
