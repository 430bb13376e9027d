// SPDX-License-Identifier: GPL-3.0-or-later
// The bots: they see only what their seat may see, decide the same way twice, handle the
// scripted positions of the bots issue, and are not weaker than chance.
#include <QtTest>

#include <memory>

#include "bot.h"
#include "cards/rng.h"
#include "cards/shoe.h"
#include "game/player_view.h"
#include "match/match.h"
#include "scripted_deal.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

constexpr std::array<BotLevel, 4> kLevels{BotLevel::Random, BotLevel::Easy, BotLevel::Medium,
                                          BotLevel::Hard};

IndianRules plainRules(MatchFormat f) {
    IndianRules r = IndianRules::preset(f);
    r.wildJoker = false;  // scripted hands should not depend on a cut card
    return r;
}

// A round where seat 0 plays first (dealer = last seat) with the given hands.
IndianRound scripted(const IndianRules& rules, const std::vector<std::vector<Card>>& hands,
                     Card open, const std::vector<Card>& closedTop) {
    const int n = int(hands.size());
    const auto shoe = stackShoe(rules, n - 1, hands, std::nullopt, open, closedTop);
    auto r = IndianRound::withShoe(rules, std::vector<bool>(std::size_t(n), true), n - 1, shoe, 7);
    if (!r.ok()) qFatal("bad scripted shoe");
    return r.value();
}

Decision decideFor(BotLevel level, const IndianRound& r, std::uint64_t seed = 1) {
    return Bot::create(Variant::Indian13, level, seed)->decide(PlayerView::of(r, r.currentSeat()));
}

}  // namespace

class TestBots : public QObject {
    Q_OBJECT
private slots:
    void levelNamesRoundTrip() {
        for (BotLevel l : kLevels) {
            QCOMPARE(parseBotLevel(botLevelName(l)), std::optional<BotLevel>(l));
            QCOMPARE(Bot::create(Variant::Indian13, l, 3)->level(), l);
        }
        QVERIFY(!parseBotLevel("grandmaster"));
        QCOMPARE(QString(reasonName(Reason::DiscardDeadwood)), QString("discard_deadwood"));
    }

    // Two rounds that differ only in other hands and the closed deck give seat 0 the same
    // view and every level the same first decision.
    void viewHidesOtherHandsAndClosedDeck() {
        const IndianRules rules = IndianRules::preset(MatchFormat::Pool101);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const int n = 2 + int(seed % 5);
            const IndianRound a(rules, n, n - 1, seed);
            // The hidden cards of `a`, shuffled and dealt again to the other seats.
            std::vector<Card> hidden = a.closedDeck();
            for (int s = 1; s < n; ++s)
                hidden.insert(hidden.end(), a.hand(s).begin(), a.hand(s).end());
            Rng(seed * 31).shuffle(hidden);
            std::vector<std::vector<Card>> hands(static_cast<std::size_t>(n));
            hands[0] = a.hand(0);
            std::size_t k = 0;
            for (int s = 1; s < n; ++s)
                for (int c = 0; c < rules.handSize; ++c)
                    hands[std::size_t(s)].push_back(hidden[k++]);
            const std::vector<Card> closed(hidden.begin() + std::ptrdiff_t(k), hidden.end());
            const auto shoe =
                stackShoe(rules, n - 1, hands, a.wildCard(), a.openDeck().back().card, closed);
            auto b = IndianRound::withShoe(rules, std::vector<bool>(std::size_t(n), true), n - 1,
                                           shoe, seed);
            QVERIFY(b.ok());
            QVERIFY(!(b.value().hand(1) == a.hand(1)) ||
                    !(b.value().closedDeck() == a.closedDeck()));
            QVERIFY(PlayerView::of(a, 0) == PlayerView::of(b.value(), 0));
            for (BotLevel l : kLevels) {
                const Decision da = decideFor(l, a, seed), db = decideFor(l, b.value(), seed);
                QCOMPARE(da.move, db.move);
                QCOMPARE(da.why, db.why);
            }
        }
    }

    // Same view and seed: same decision, from a fresh bot or the same one asked twice.
    void deterministic() {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto m = IndianMatch::create(IndianRules::preset(MatchFormat::Points), 4, seed).value();
            for (int t = 0; t < 60 && !m.round().isOver(); ++t) {
                const int seat = m.round().currentSeat();
                const PlayerView v = PlayerView::of(m, seat);
                const BotLevel level = kLevels[std::size_t(t % 4)];
                auto bot = Bot::create(Variant::Indian13, level, seed);
                const Decision d1 = bot->decide(v);
                const Decision d2 = bot->decide(v);
                const Decision d3 = Bot::create(Variant::Indian13, level, seed)->decide(v);
                QCOMPARE(d1.move, d2.move);
                QCOMPARE(d1.move, d3.move);
                QCOMPARE(d1.why, d3.why);
                QVERIFY(m.apply(d1.move).ok());
            }
        }
    }

    // 7H 8H 9H is a pure run; 7S 7D would make a set with the 7H. The run must stay: the
    // throw is a 7 of another suit, never the 8H or 9H.
    void mediumKeepsPureRunOverSet() {
        const IndianRules rules = plainRules(MatchFormat::Points);
        IndianRound r = scripted(
            rules,
            {Cs({"7H", "8H", "9H", "7S", "KS", "KD", "KC", "QS", "QD", "QC", "4S", "4D", "4C"}),
             Cs({"2S", "3S", "5D", "6C", "8C", "10S", "JH", "2H", "5H", "AC", "3D", "6S", "9C"})},
            C("2C"), {C("7D")});
        QVERIFY(r.apply(moves::DrawClosed{}).ok());
        for (BotLevel l : {BotLevel::Medium, BotLevel::Hard}) {
            const Decision d = decideFor(l, r);
            QCOMPARE(kindOf(d.move), MoveKind::Discard);
            const Card thrown = std::get<moves::Discard>(d.move).card;
            QVERIFY2(thrown.face().rank() == Rank::Seven && thrown.face().suit() != Suit::Hearts,
                     toString(d.move).c_str());
        }
    }

    // A hand of sets and jokers with no pure run cannot be declared, and its sets save nothing
    // at the count; hoarding them stalled a deal of Hard against Random for 1000 turns
    // (rummy-soak, seed 2). Once the deal has gone on that long, the drawn 9H (a start of a
    // pure run with 10H) is kept and a card of the spare set of sixes goes.
    void longDealBreaksASetForAPureRun() {
        const IndianRules rules = plainRules(MatchFormat::Deals2);
        IndianRound r = scripted(
            rules,
            {{C("6H"), C("6S"), C("6D"), C("6C"), C("6H", 1), C("6S", 1), C("6C", 1), C("10C"),
              C("10H"), C("10C", 1), C("10H", 1), C("JK"), C("JK", 1)},
             Cs({"2S", "3S", "5D", "4C", "8C", "QS", "JH", "2H", "5H", "AC", "3D", "KS", "9C"})},
            C("2C"), {C("9H")});
        QVERIFY(r.apply(moves::DrawClosed{}).ok());
        for (BotLevel l : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            PlayerView v = PlayerView::of(r, 0);
            v.history.resize(400);  // a long deal: the bots read only how long
            const Decision d = Bot::create(Variant::Indian13, l, 1)->decide(v);
            QCOMPARE(kindOf(d.move), MoveKind::Discard);
            const Card thrown = std::get<moves::Discard>(d.move).card;
            QVERIFY2(thrown.face().rank() == Rank::Six, toString(d.move).c_str());
        }
    }

    // Seat 1 took 9D from the open deck. Seat 0 holds two loose tens, 10D first: 10D would
    // feed seat 1's diamonds, 10S costs the same and feeds nobody.
    void mediumDoesNotFeedNextSeat() {
        const IndianRules rules = plainRules(MatchFormat::Points);
        IndianRound r = scripted(
            rules,
            {Cs({"10D", "10S", "2H", "3H", "4H", "5S", "6S", "7S", "JC", "QC", "KC", "3C", "3D"}),
             Cs({"KH", "2S", "5D", "6C", "8C", "AS", "JH", "8H", "5H", "AC", "AD", "9S", "9C"})},
            C("2C"), {C("9D"), C("3S")});
        QVERIFY(r.apply(moves::DrawClosed{}).ok());
        QVERIFY(r.apply(moves::Discard{C("9D")}).ok());
        QVERIFY(r.apply(moves::DrawOpen{}).ok());
        QVERIFY(r.apply(moves::Discard{C("KH")}).ok());
        QVERIFY(r.apply(moves::DrawClosed{}).ok());  // 3S: the threes are a set now
        QCOMPARE(r.currentSeat(), 0);
        for (BotLevel l : {BotLevel::Medium, BotLevel::Hard}) {
            const Decision d = decideFor(l, r);
            QCOMPARE(d.move, Move{moves::Discard{C("10S")}});
        }
    }

    void declaresValidHand() {
        const IndianRules rules = plainRules(MatchFormat::Points);
        for (BotLevel l : {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            IndianRound r = scripted(rules,
                                     {Cs({"2H", "3H", "4H", "5S", "6S", "7S", "JC", "QC", "KC",
                                          "8D", "9D", "10D", "KS"}),
                                      Cs({"KH", "2S", "5D", "6C", "8C", "AS", "JH", "8H", "5H",
                                          "AC", "AD", "9S", "9C"})},
                                     C("2C"), {C("JD")});
            QVERIFY(r.apply(moves::DrawClosed{}).ok());
            const Decision d = decideFor(l, r);
            QCOMPARE(kindOf(d.move), MoveKind::Finish);
            QCOMPARE(d.why.reason, Reason::Declare);
            QVERIFY(r.apply(d.move).ok());
            QVERIFY(r.isOver());
            QCOMPARE(r.result().winner, 0);
        }
    }

    // No joker, no run, no draw worth the name: Hard leaves before drawing where the format
    // allows it, and plays on where it does not.
    void hardDropsHopelessHandOnlyWhereAllowed() {
        const auto hopeless =
            Cs({"AS", "5S", "9S", "3H", "7H", "JH", "2D", "6D", "10D", "KD", "4C", "8C", "QC"});
        const auto other =
            Cs({"KH", "2S", "5D", "6C", "9C", "3S", "QH", "8H", "5H", "AC", "AD", "4S", "10C"});
        for (MatchFormat f : {MatchFormat::Pool101, MatchFormat::Pool201, MatchFormat::Deals2,
                              MatchFormat::Deals3}) {
            const IndianRules rules = plainRules(f);
            const IndianRound r = scripted(rules, {hopeless, other}, C("2C"), {});
            const Decision d = decideFor(BotLevel::Hard, r);
            if (rules.dropAllowed()) {
                QCOMPARE(d.move, Move{moves::Drop{}});
                QCOMPARE(d.why.reason, Reason::FirstDrop);
                QCOMPARE(d.why.value, rules.firstDrop);
            } else {
                QVERIFY(!std::holds_alternative<moves::Drop>(d.move));
            }
            QVERIFY(!std::holds_alternative<moves::Drop>(decideFor(BotLevel::Medium, r).move));
        }
    }

    // A small sanity check of strength (the arena measures it properly).
    void hardBeatsRandom() {
        int hardWins = 0, deals = 300;
        for (int d = 0; d < deals; ++d) {
            auto m =
                IndianMatch::create(IndianRules::preset(MatchFormat::Points), 2, 9000 + d).value();
            const int hardSeat = d % 2;
            std::array<std::unique_ptr<Bot>, 2> bots{
                Bot::create(Variant::Indian13, hardSeat == 0 ? BotLevel::Hard : BotLevel::Random,
                            d),
                Bot::create(Variant::Indian13, hardSeat == 1 ? BotLevel::Hard : BotLevel::Random,
                            d + 1)};
            for (int t = 0; t < 3000 && !m.round().isOver(); ++t) {
                const int seat = m.round().currentSeat();
                QVERIFY(
                    m.apply(bots[std::size_t(seat)]->decide(PlayerView::of(m, seat)).move).ok());
            }
            QVERIFY(m.round().isOver());
            hardWins += m.round().result().winner == hardSeat;
        }
        qInfo("Hard beat Random in %d of %d deals", hardWins, deals);
        QVERIFY(hardWins * 100 >= deals * 95);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestBots)

#include "test_bots.moc"
