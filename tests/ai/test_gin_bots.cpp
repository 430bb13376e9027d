// SPDX-License-Identifier: GPL-3.0-or-later
// The Gin bots (ai/gin/): positions on stacked decks where the right move is clear, every answer
// legal over many random hands and several rule sets, the same answer twice, and answers that do
// not depend on what the seat cannot see.
#include <QtTest>

#include <algorithm>
#include <memory>

#include "bot.h"
#include "cards/rng.h"
#include "gin/gin_hand.h"
#include "gin/gin_inference.h"
#include "gin/gin_round.h"
#include "scripted_deal.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

const std::vector<std::string_view> kAll{"random", "easy", "medium", "hard", "classic"};
// The bots that play by the rules of thumb every test below expects (Random does not, and Easy
// overlooks a meld one time in five).
const std::vector<std::string_view> kSensible{"medium", "hard", "classic"};

// The deck dealing `nonDealer` to seat 0 and `dealer` to seat 1 (seat 1 deals), turning up
// `upcard`, with `stockTop` drawn first and the other cards below in id order.
std::vector<Card> stackedDeck(const std::vector<Card>& nonDealer, const std::vector<Card>& dealer,
                              Card upcard, const std::vector<Card>& stockTop = {}) {
    std::vector<Card> deck;
    for (std::size_t i = 0; i < 10; ++i) {
        deck.push_back(nonDealer[i]);
        deck.push_back(dealer[i]);
    }
    deck.push_back(upcard);
    deck.insert(deck.end(), stockTop.begin(), stockTop.end());
    for (int id = 0; id < 52; ++id)
        if (std::find(deck.begin(), deck.end(), Card::fromId(id)) == deck.end())
            deck.push_back(Card::fromId(id));
    return deck;
}

GinRound stacked(const std::vector<Card>& nonDealer, const std::vector<Card>& dealer, Card upcard,
                 const std::vector<Card>& stockTop = {}, GinRules rules = {}) {
    auto r = GinRound::withDeck(rules, 1, stackedDeck(nonDealer, dealer, upcard, stockTop));
    if (!r) qFatal("bad stacked deck");
    return r.value();
}

Decision decide(std::string_view bot, const GinRound& r, std::uint64_t seed = 1) {
    return Bot::create(Variant::Gin, bot, seed)->decide(PlayerView::of(r, r.currentSeat()));
}

bool isLegal(const GinRound& r, const Move& m) {
    const auto legal = r.legalMoves();
    return std::find(legal.begin(), legal.end(), m) != legal.end();
}

// A junk hand for the seat that does not matter: no two cards meld.
const std::vector<Card> kJunk = Cs({"QS", "JH", "10D", "8C", "6S", "4S", "2H", "9H", "JS", "10C"});

}  // namespace

class TestGinBots : public QObject {
    Q_OBJECT
private slots:
    void namesAndLevels() {
        for (const auto name : kAll) {
            auto bot = Bot::create(Variant::Gin, name, 3);
            QVERIFY(bot);
            QCOMPARE(QString(bot->name()), QString::fromLatin1(name.data(), int(name.size())));
        }
        QVERIFY(!Bot::create(Variant::Gin, "grandmaster", 3));
        for (BotLevel l : {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard})
            QCOMPARE(QString(Bot::create(Variant::Gin, l, 1)->name()), QString(botLevelName(l)));
        QCOMPARE(QString(reasonName(Reason::Knock)), QString("knock"));
        QCOMPARE(QString(reasonName(Reason::PassUpcard)), QString("pass_upcard"));
    }

    // A♠2♠3♠ 4♥5♥6♥ 7♣7♦7♠ K♦ draws 7♥: throwing K♦ leaves 4♥-7♥ and the three sevens, no
    // deadwood. Every bot knocks with gin.
    void knocksWhenGinIsThere() {
        auto r = stacked(Cs({"AS", "2S", "3S", "4H", "5H", "6H", "7C", "7D", "7S", "KD"}), kJunk,
                         C("KH"), Cs({"7H"}));
        QVERIFY(r.apply(moves::Pass{}));
        QVERIFY(r.apply(moves::Pass{}));
        QVERIFY(r.apply(moves::DrawClosed{}));
        for (const auto bot : kAll) {
            const Decision d = decide(bot, r);
            QVERIFY2(d.move == Move(moves::Knock{C("KD"), {}}), bot.data());
            QCOMPARE(d.why.reason, Reason::Knock);
            QCOMPARE(d.why.value, 0);
        }
    }

    // 5♥6♥ and junk; the first upcard 7♥ makes a run: the sensible bots take it, and Hard says
    // why.
    void takesAnUpcardThatMakesAMeld() {
        const auto hand = Cs({"5H", "6H", "KS", "QD", "9C", "2S", "JC", "4D", "8S", "AC"});
        const auto r = stacked(hand, kJunk, C("7H"));
        for (const auto bot : kSensible)
            for (std::uint64_t seed = 1; seed <= 5; ++seed)
                QVERIFY2(decide(bot, r, seed).move == Move(moves::DrawOpen{}), bot.data());
        QCOMPARE(decide("hard", r).why.reason, Reason::DrawOpenCompletes);
        // The same card with no partner in the hand is left (passed) by the classic player.
        const auto lone = stacked(Cs({"5C", "6D", "KS", "QD", "9C", "2S", "JC", "4D", "8S", "AC"}),
                                  kJunk, C("7H"));
        QVERIFY(decide("classic", lone).move == Move(moves::Pass{}));
        QCOMPARE(decide("classic", lone).why.reason, Reason::PassUpcard);
    }

    // K♣ taken from the pile is the hand's costliest card, yet it may not go straight back: no
    // bot throws it (or knocks with it).
    void neverThrowsBackTheCardJustTaken() {
        auto r = stacked(Cs({"AS", "2S", "3S", "4H", "5H", "6H", "2C", "3D", "4C", "9D"}), kJunk,
                         C("KC"));
        QVERIFY(r.apply(moves::DrawOpen{}));
        for (const auto bot : kAll) {
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                const Decision d = decide(bot, r, seed);
                QVERIFY2(isLegal(r, d.move), bot.data());
                QVERIFY2(cardOf(d.move) != std::optional<Card>(C("KC")), bot.data());
            }
        }
    }

    // Both players draw from the stock and throw what they drew, so the hands never change,
    // until the non-dealer throws 7♠, the third-last card: the wall. The dealer, holding 7♣7♦,
    // may take it to knock (take-to-knock rule); then only knocks are legal.
    void atTheWallOnlyKnocks() {
        GinRules rules;
        rules.wall = GinWall::TakeToKnock;
        const auto wallHand = Cs({"AS", "2S", "3S", "4H", "5H", "6H", "7C", "7D", "9D", "KD"});
        const auto other = Cs({"KS", "QD", "JC", "10H", "8S", "3H", "2H", "AH", "2C", "4C"});
        // The 29th draw, the third-last card, is 7♠; any other cards before it.
        std::vector<Card> top;
        for (int id = 0; id < 52 && top.size() < 28; ++id) {
            const Card c = Card::fromId(id);
            const bool used = std::find(wallHand.begin(), wallHand.end(), c) != wallHand.end() ||
                              std::find(other.begin(), other.end(), c) != other.end() ||
                              c == C("3D") || c == C("7S");
            if (!used) top.push_back(c);
        }
        top.push_back(C("7S"));
        auto r = stacked(other, wallHand, C("3D"), top, rules);
        QVERIFY(r.apply(moves::Pass{}));
        QVERIFY(r.apply(moves::Pass{}));
        while (r.phase() != GinPhase::Wall && !r.isOver()) {
            QVERIFY(r.apply(moves::DrawClosed{}));
            QVERIFY(r.apply(moves::Discard{r.hand(r.currentSeat()).back()}));
        }
        QCOMPARE(r.phase(), GinPhase::Wall);
        QCOMPARE(r.currentSeat(), 1);
        QCOMPARE(r.discards().back(), C("7S"));
        for (const auto bot : kAll) QVERIFY2(isLegal(r, decide(bot, r).move), bot.data());
        for (const auto bot : kSensible)
            QVERIFY2(decide(bot, r).move == Move(moves::DrawOpen{}), bot.data());
        QVERIFY(r.apply(moves::DrawOpen{}));
        QVERIFY(r.mustKnock());
        for (const auto bot : kAll) {
            const Decision d = decide(bot, r);
            QVERIFY2(std::holds_alternative<moves::Knock>(d.move), bot.data());
            QVERIFY2(isLegal(r, d.move), bot.data());
        }
    }

    // Every answer of every bot is legal, over many seeded hands and several rule sets; the game
    // goes on with the bots taking turns, so every phase is visited.
    void everyAnswerIsLegal() {
        std::vector<GinRules> ruleSets(5);
        ruleSets[1].wall = GinWall::TakeToKnock;
        ruleSets[2].mayDiscardTakenCard = true;
        ruleSets[3].oklahoma = true;
        ruleSets[4].straightGin = true;
        int decisions = 0;
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            const GinRules& rules = ruleSets[seed % ruleSets.size()];
            GinRound r(rules, int(seed % 2), seed);
            std::vector<std::unique_ptr<Bot>> bots;
            for (const auto name : kAll) bots.push_back(Bot::create(Variant::Gin, name, seed));
            for (int move = 0; !r.isOver() && move < 400; ++move) {
                const PlayerView v = PlayerView::of(r, r.currentSeat());
                Move chosen;
                for (std::size_t b = 0; b < bots.size(); ++b) {
                    const Decision d = bots[b]->decide(v);
                    ++decisions;
                    if (!isLegal(r, d.move))
                        QFAIL(qPrintable(QString("%1 answered %2, not legal (seed %3)")
                                             .arg(bots[b]->name(), toString(d.move).c_str())
                                             .arg(seed)));
                    if (b == std::size_t(move + int(seed)) % bots.size()) chosen = d.move;
                }
                QVERIFY(r.apply(chosen));
            }
            QVERIFY(r.isOver());
        }
        QVERIFY(decisions > 10000);
    }

    // Hard's sampling of the opponent's hand (gin_inference.h) prices each of this seat's cards
    // by the chance that taking it lets the opponent knock at once. Here the opponent is known
    // to hold a run of spades, three eights, the threes of clubs and diamonds and the ace of
    // diamonds, and one card more: the three of hearts makes it a set and a knock whatever that
    // card is; the nine of hearts melds only with a seven or ten of hearts, and leaves it far.
    void samplingPricesTheThrowThatLetsTheOpponentKnock() {
        using namespace rummy::gin;
        GinMemory m;
        m.mine = maskOf(Cs({"3H", "9H", "KC", "QD", "JH", "10S", "QC", "KH", "9D", "JD", "10C"}));
        m.pile = maskOf(Cs({"KS"}));
        m.oppHolds = maskOf(Cs({"4S", "5S", "6S", "8C", "8D", "8H", "3C", "3D", "AD"}));
        m.oppThrew = m.pile;
        m.oppLastThrow = *parseFace("KS");
        m.unseen = kAllCards & ~m.mine & ~m.pile & ~m.oppHolds;
        m.oppUnknown = 1;
        m.oppDraws = 5;
        OpponentModel model = OpponentModel::of(m);
        sampleOpponent(m, 10, 7, 600, model);
        const auto knockRisk = [&](const char* c) { return model.knockRisk(*parseFace(c)); };
        QVERIFY(knockRisk("3H") > 0.95);
        QVERIFY(knockRisk("9H") < 0.2);
        QCOMPARE(knockRisk("KC"), 0.0);
    }

    void sameViewSameAnswer() {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            GinRound r(GinRules{}, 1, seed);
            for (int move = 0; move < 12 && !r.isOver(); ++move) {
                const PlayerView v = PlayerView::of(r, r.currentSeat());
                for (const auto name : kAll) {
                    const Decision a = Bot::create(Variant::Gin, name, seed)->decide(v);
                    const Decision b = Bot::create(Variant::Gin, name, seed)->decide(v);
                    QVERIFY(a.move == b.move);
                    QVERIFY(a.why == b.why);
                }
                QVERIFY(r.apply(Bot::create(Variant::Gin, "medium", seed)->decide(v).move));
            }
        }
    }

    // Two deals that differ only in what seat 0 cannot see (the dealer's hand and the stock)
    // give seat 0 the same view and every bot the same first answer.
    void answersDependOnTheViewAlone() {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const GinRound a(GinRules{}, 1, seed);
            std::vector<Card> hidden = a.hand(1);
            hidden.insert(hidden.end(), a.stock().begin(), a.stock().end());
            Rng(seed * 7).shuffle(hidden);
            std::vector<Card> deck;
            for (std::size_t i = 0; i < 10; ++i) {
                deck.push_back(a.hand(0)[i]);
                deck.push_back(hidden[i]);
            }
            deck.push_back(a.discards().back());
            // GinRound keeps the stock with its top last: the deck's order is the draw order.
            deck.insert(deck.end(), hidden.begin() + 10, hidden.end());
            auto b = GinRound::withDeck(GinRules{}, 1, deck);
            QVERIFY(b.ok());
            const PlayerView va = PlayerView::of(a, 0), vb = PlayerView::of(b.value(), 0);
            QVERIFY(va == vb);
            for (const auto name : kAll)
                QVERIFY(Bot::create(Variant::Gin, name, seed)->decide(PlayerView::of(a, 0)).move ==
                        Bot::create(Variant::Gin, name, seed)
                            ->decide(PlayerView::of(b.value(), 0))
                            .move);
        }
    }
};

RUMMY_TEST_APPLESS_MAIN(TestGinBots)

#include "test_gin_bots.moc"
