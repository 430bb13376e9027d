// SPDX-License-Identifier: GPL-3.0-or-later
// Bots of every level, mixed at tables of 2 to 6 seats, play 10,000 seeded deals of every
// format (a sixteenth under the sanitizers): apply() must accept every move they make, and every
// deal must end within a turn cap.
#include <QtTest>

#include <memory>

#include "bot.h"
#include "cards/rng.h"
#include "corpus_size.h"
#include "match/match.h"
#include "test_registry.h"

using namespace rummy;

class TestBotGames : public QObject {
    Q_OBJECT
private slots:
    void botsOnlyMakeLegalMoves() {
        constexpr int kDeals = test::corpusSize(10000);
        constexpr int kTurnCap = 3000;
        const std::array<MatchFormat, 6> formats{MatchFormat::Points,  MatchFormat::Pool101,
                                                 MatchFormat::Pool201, MatchFormat::Deals2,
                                                 MatchFormat::Deals3,  MatchFormat::Deals6};
        int deals = 0, declared = 0, drops = 0, longest = 0;
        std::array<int, 4> moves{};
        for (std::uint64_t seed = 1; deals < kDeals; ++seed) {
            Rng rng(seed);
            const MatchFormat f = formats[std::size_t(seed % formats.size())];
            const int players = 2 + int(rng.below(5));
            auto created = IndianMatch::create(IndianRules::preset(f), players, seed);
            QVERIFY(created.ok());
            IndianMatch m = created.value();
            std::vector<std::unique_ptr<Bot>> bots;
            // At least one seat plays to win: two Random seats alone never finish a deal where
            // nobody may drop (they declare only when chance deals them a valid hand).
            const int player = int(rng.below(std::uint64_t(players)));
            for (int s = 0; s < players; ++s) {
                const auto level =
                    s == player ? BotLevel(1 + rng.below(3)) : BotLevel(rng.below(4));
                bots.push_back(Bot::create(Variant::Indian13, level, seed * 8 + std::uint64_t(s)));
            }
            // Long pool matches would eat the budget: a few deals of each match are enough.
            for (int dealInMatch = 0; dealInMatch < 4 && !m.isOver() && deals < kDeals;
                 ++dealInMatch) {
                int t = 0;
                for (; !m.round().isOver(); ++t) {
                    if (t >= kTurnCap) {
                        QString lv;
                        for (auto& b : bots) lv += b->name() + QString(" ");
                        QFAIL(qPrintable(QString("deal does not end: seed %1 format %2 seats %3")
                                             .arg(seed)
                                             .arg(formatName(f))
                                             .arg(lv)));
                    }
                    const int seat = m.round().currentSeat();
                    const PlayerView view = PlayerView::of(m, seat);
                    auto& bot = *bots[std::size_t(seat)];
                    const Decision d = bot.decide(view);
                    const Status st = m.apply(d.move);
                    if (!st.ok())
                        QFAIL(qPrintable(QString("%1 (%2) at seed %3: %4")
                                             .arg(bot.name())
                                             .arg(toString(d.move).c_str())
                                             .arg(seed)
                                             .arg(errorCodeName(st.error()))));
                    ++moves[std::size_t(*bot.level())];
                    declared += std::holds_alternative<moves::Finish>(d.move);
                    drops += std::holds_alternative<moves::Drop>(d.move);
                }
                longest = std::max(longest, t);
                ++deals;
                if (m.isOver()) break;
                for (int s = 0; s < players; ++s)
                    if (m.isOut(s) && m.checkRejoin(s).ok() &&
                        bots[std::size_t(s)]->wantsRejoin(PlayerView::of(m, s)))
                        QVERIFY(m.rejoin(s).ok());
                QVERIFY(m.nextDeal().ok());
            }
        }
        qInfo(
            "%d deals, %d declarations, %d drops, longest deal %d moves; moves by level "
            "random %d easy %d medium %d hard %d",
            deals, declared, drops, longest, moves[0], moves[1], moves[2], moves[3]);
        QCOMPARE(deals, kDeals);
        QVERIFY(declared > kDeals / 2);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestBotGames)

#include "test_bot_games.moc"
