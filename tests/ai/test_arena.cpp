// SPDX-License-Identifier: GPL-3.0-or-later
// The arena (ai/arena/arena.h) with the Indian games: small runs are reproducible and do not
// depend on the thread count, the seat rotation puts every level in every seat, the counts add
// up, the Wilson interval is right, and misbehaving bots are caught and reported. `rummy-cli
// simulate`, the arena from the outside: tests/cli/test_cli_simulate.cpp.
#include <QTest>

#include <algorithm>
#include <memory>

#include "arena/arena.h"
#include "bot.h"
#include "indian/random_bot.h"
#include "test_registry.h"

using namespace rummy;

namespace {

ArenaConfig config(MatchFormat format, int players, const std::vector<BotLevel>& seats,
                   std::int64_t games, std::uint64_t seed, int threads = 1) {
    ArenaConfig c;
    c.rules = IndianRules::preset(format);
    c.players = players;
    c.seats.clear();
    for (const BotLevel l : seats) c.seats.emplace_back(botLevelName(l));
    c.games = games;
    c.seed = seed;
    c.threads = threads;
    return c;
}

ArenaSummary run(const ArenaConfig& c) {
    auto r = Arena::run(c);
    if (!r) qFatal("arena refused the configuration: %s", errorCodeName(r.error()));
    return r.value();
}

// The summary JSON without the machine-dependent "timing" member.
std::string withoutTiming(const ArenaSummary& s) {
    Json j = s.toJson();
    j.set("timing", nullptr);
    return j.dump();
}

// A bot that, every `every`-th decision, answers with something the engine must refuse (a
// discard in the draw phase, or a card it does not hold), otherwise plays like Random.
class CheatingBot : public Bot {
public:
    CheatingBot(std::uint64_t seed, int every) : inner_(seed), every_(every) {}
    const char* name() const override { return "random"; }
    Decision decide(const PlayerView& view) override {
        if (++calls_ % every_ != 0) return inner_.decide(view);
        Decision d;
        if (view.phase == Phase::Draw) {
            d.move = moves::Discard{view.hand.front()};
        } else {
            // The first card id the hand does not hold.
            for (int id = 0; id < Card::kMaxId; ++id) {
                const Card c = Card::fromId(id);
                if (std::find(view.hand.begin(), view.hand.end(), c) == view.hand.end()) {
                    d.move = moves::Discard{c};
                    break;
                }
            }
        }
        return d;
    }

private:
    indian::RandomBot inner_;
    int every_;
    long calls_ = 0;
};

// Notes the hand it holds at its first decision (the hand it was dealt: nobody's hand changes
// before their first draw) and the level it plays, then plays like Easy.
struct DealtHand {
    std::string level;
    int seat;
    std::vector<Card> hand;
};

class RecordingBot : public Bot {
public:
    RecordingBot(std::string_view level, std::uint64_t seed, std::vector<DealtHand>& log)
        : level_(level), inner_(Bot::create(Variant::Indian13, BotLevel::Easy, seed)), log_(log) {}
    const char* name() const override { return level_.c_str(); }
    Decision decide(const PlayerView& view) override {
        if (!noted_) {
            std::vector<Card> hand = view.hand;
            std::sort(hand.begin(), hand.end(), [](Card a, Card b) { return a.id() < b.id(); });
            log_.push_back({level_, view.seat, hand});
            noted_ = true;
        }
        return inner_->decide(view);
    }

private:
    std::string level_;
    std::unique_ptr<Bot> inner_;
    std::vector<DealtHand>& log_;
    bool noted_ = false;
};

}  // namespace

class TestArena : public QObject {
    Q_OBJECT

private slots:
    void wilsonKnownValues();
    void reproducible();
    void independentOfThreads();
    void rotationCoversEverySeat();
    void seatListRepeats();
    void duplicateDealsSameCards();
    void countsAddUp_data();
    void countsAddUp();
    void intervalContainsRate();
    void turnLimitReported();
    void illegalMovesCountedAndReplaced();
    void dropsAreNoEarlyWins();
    void rejectsBadConfig();
};

void TestArena::wilsonKnownValues() {
    // Worked by hand with z = 1.96: 5 of 10 gives 0.5 -+ 0.2634; 0 of 10 gives [0, z²/(n+z²)].
    Interval ci = wilsonInterval(5, 10);
    QVERIFY(qAbs(ci.low - 0.2366) < 1e-4);
    QVERIFY(qAbs(ci.high - 0.7634) < 1e-4);
    ci = wilsonInterval(0, 10);
    QCOMPARE(ci.low, 0.0);
    QVERIFY(qAbs(ci.high - 3.8415 / 13.8415) < 1e-4);
    ci = wilsonInterval(10, 10);
    QVERIFY(qAbs(ci.low - (1 - 3.8415 / 13.8415)) < 1e-4);
    QCOMPARE(ci.high, 1.0);
    ci = wilsonInterval(0, 0);
    QCOMPARE(ci.low, 0.0);
    QCOMPARE(ci.high, 1.0);
    // More trials, a narrower interval around the same rate.
    const Interval wide = wilsonInterval(55, 100);
    const Interval narrow = wilsonInterval(5500, 10000);
    QVERIFY(narrow.low > wide.low && narrow.high < wide.high);
    QVERIFY(narrow.low < 0.55 && narrow.high > 0.55);
}

void TestArena::reproducible() {
    const auto c = config(MatchFormat::Points, 2, {BotLevel::Random}, 60, 11);
    const ArenaSummary a = run(c);
    const ArenaSummary b = run(c);
    QCOMPARE(withoutTiming(a), withoutTiming(b));
    QVERIFY(a.levels == b.levels);
    QCOMPARE(a.games, 60);
    QCOMPARE(a.deals, 60);
    // Another seed plays other cards: the play differs somewhere.
    const ArenaSummary other = run(config(MatchFormat::Points, 2, {BotLevel::Random}, 60, 12));
    QVERIFY(withoutTiming(other) != withoutTiming(a));
}

void TestArena::independentOfThreads() {
    for (const MatchFormat f : {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Deals2}) {
        const int players = f == MatchFormat::Pool101 ? 3 : 2;
        auto c = config(f, players, {BotLevel::Random, BotLevel::Easy}, 60, 5);
        const ArenaSummary one = run(c);
        c.threads = 2;
        const ArenaSummary two = run(c);
        c.threads = 3;
        const ArenaSummary three = run(c);
        QCOMPARE(withoutTiming(two), withoutTiming(one));
        QCOMPARE(withoutTiming(three), withoutTiming(one));
        QCOMPARE(two.threads, 2);
    }
}

void TestArena::rotationCoversEverySeat() {
    // Three levels at three seats, 30 deals: 10 shuffles, each played in the 3 rotations, so
    // each level holds each seat exactly 10 times.
    const ArenaSummary s = run(config(MatchFormat::Points, 3,
                                      {BotLevel::Random, BotLevel::Easy, BotLevel::Medium}, 30, 3));
    QCOMPARE(int(s.levels.size()), 3);
    for (const LevelStats& ls : s.levels) {
        QCOMPARE(ls.seats, 1);
        QCOMPARE(ls.deals, 30);
        QCOMPARE(ls.seatDeals, 30);
        QCOMPARE(ls.dealsBySeat, (std::vector<std::int64_t>{10, 10, 10}));
    }
    // Not a multiple of the table: rounded up to whole rotations.
    const ArenaSummary up =
        run(config(MatchFormat::Points, 3, {BotLevel::Random, BotLevel::Easy}, 31, 3));
    QCOMPARE(up.games, 33);
    QCOMPARE(up.levels[1].dealsBySeat, (std::vector<std::int64_t>{11, 11, 11}));
}

void TestArena::seatListRepeats() {
    const ArenaSummary s =
        run(config(MatchFormat::Points, 6, {BotLevel::Hard, BotLevel::Medium}, 6, 1));
    QCOMPARE(s.seats,
             (std::vector<std::string>{"hard", "medium", "hard", "medium", "hard", "medium"}));
    QCOMPARE(int(s.levels.size()), 2);
    QCOMPARE(s.levels[0].name, std::string("hard"));
    QCOMPARE(s.levels[0].seats, 3);
    QCOMPARE(s.levels[1].seats, 3);
    QCOMPARE(s.levels[0].seatDeals + s.levels[1].seatDeals, 36);
    // Each level sat in all six deals, and a deal is won once however many seats it holds.
    QCOMPARE(s.levels[0].deals, 6);
    QCOMPARE(s.levels[0].won + s.levels[1].won, s.deals - s.voidDeals);
}

void TestArena::duplicateDealsSameCards() {
    // One shuffle (3 games at 3 seats): the three rotations deal the same hand to each seat,
    // and each level holds each seat once.
    std::vector<DealtHand> log;
    auto c =
        config(MatchFormat::Points, 3, {BotLevel::Random, BotLevel::Easy, BotLevel::Medium}, 3, 42);
    c.makeBot = [&log](std::string_view level, std::uint64_t seed) -> std::unique_ptr<Bot> {
        return std::make_unique<RecordingBot>(level, seed, log);
    };
    const ArenaSummary s = run(c);
    QCOMPARE(s.games, 3);
    for (int seat = 0; seat < 3; ++seat) {
        std::vector<const DealtHand*> atSeat;
        for (const DealtHand& d : log)
            if (d.seat == seat) atSeat.push_back(&d);
        // A deal can end before a seat's first turn only by a declaration on the first turn.
        QVERIFY(atSeat.size() >= 2);
        for (const DealtHand* d : atSeat) {
            QCOMPARE(int(d->hand.size()), 13);
            QVERIFY(d->hand == atSeat.front()->hand);
            for (const DealtHand* e : atSeat)
                if (e != d) QVERIFY(e->level != d->level);
        }
    }
    // Another shuffle deals other cards.
    std::vector<DealtHand> first = log;
    log.clear();
    c.seed = 43;
    run(c);
    QVERIFY(log.front().hand != first.front().hand || log.front().seat != first.front().seat);
}

void TestArena::countsAddUp_data() {
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("players");
    QTest::newRow("points 2") << int(MatchFormat::Points) << 2;
    QTest::newRow("points 6") << int(MatchFormat::Points) << 6;
    QTest::newRow("pool101 4") << int(MatchFormat::Pool101) << 4;
    QTest::newRow("pool201 3") << int(MatchFormat::Pool201) << 3;
    QTest::newRow("deals2 2") << int(MatchFormat::Deals2) << 2;
    QTest::newRow("deals3 3") << int(MatchFormat::Deals3) << 3;
}

void TestArena::countsAddUp() {
    QFETCH(int, format);
    QFETCH(int, players);
    const auto f = MatchFormat(format);
    const auto c = config(f, players, {BotLevel::Random, BotLevel::Easy}, 12, 21, 2);
    const ArenaSummary s = run(c);
    QCOMPARE(s.games, 12);
    // Random bots discard at random: where nobody may drop (Deals2/3) a deal can outlast the
    // turn limit, and its match is given up. Elsewhere a drop ends these deals soon enough.
    if (IndianRules::preset(f).dropAllowed()) QCOMPARE(s.turnLimitDeals, 0);
    QVERIFY(s.voidDeals >= s.turnLimitDeals);
    QCOMPARE(std::get<IndianTotals>(s.family).abandonedMatches, s.turnLimitDeals);
    std::int64_t won = 0, seatDeals = 0, matchesWon = 0, matches = 0;
    for (const LevelStats& ls : s.levels) {
        const auto& c = std::get<IndianLevelCounts>(ls.family);
        won += ls.won;
        seatDeals += ls.seatDeals;
        matchesWon += c.matchesWon;
        matches += c.matches;
        std::int64_t bySeat = 0;
        for (const auto n : ls.dealsBySeat) bySeat += n;
        QCOMPARE(bySeat, ls.seatDeals);
        QVERIFY(ls.won <= ls.decided && ls.decided <= ls.deals && ls.deals <= ls.seatDeals);
        QVERIFY(c.earlyWins <= ls.won);
        QCOMPARE(ls.illegalMoves, 0);
        if (f != MatchFormat::Points) QCOMPARE(c.matches, s.games * ls.seats);
        // Deals2/3 forbid drops.
        if (f == MatchFormat::Deals2 || f == MatchFormat::Deals3)
            QCOMPARE(c.firstDrops + c.middleDrops, 0);
    }
    // Every deal has one winner, or none (a void deal).
    QCOMPARE(won, s.deals - s.voidDeals);
    QVERIFY(s.deals >= s.games);
    if (f == MatchFormat::Points) {
        QCOMPARE(s.deals, s.games);
        QCOMPARE(seatDeals, s.deals * players);
    } else {
        // Pool deals may seat fewer players once some are out.
        QVERIFY(seatDeals <= s.deals * players && seatDeals >= s.deals * 2);
        QCOMPARE(matches, s.games * players);
        // Every match ended with one winner, unless it was given up.
        QCOMPARE(matchesWon, s.games - std::get<IndianTotals>(s.family).abandonedMatches);
    }
}

void TestArena::intervalContainsRate() {
    const ArenaSummary s =
        run(config(MatchFormat::Points, 4, {BotLevel::Random, BotLevel::Easy}, 40, 8));
    const Json j = s.toJson();
    for (const Json& level : j["levels"].asArray()) {
        const double rate = std::stod(level["win_rate"].asString());
        const double low = std::stod(level["win_rate_ci95"][0].asString());
        const double high = std::stod(level["win_rate_ci95"][1].asString());
        QVERIFY(low <= rate && rate <= high);
        QVERIFY(low > 0.0 && high < 1.0);
        const double expected =
            double(level["won"].asInt()) / double(level["decided_deals"].asInt());
        QVERIFY(qAbs(rate - expected) < 1e-4);
    }
}

void TestArena::turnLimitReported() {
    // Five actions cannot finish a deal unless everyone but one drops at once: the limit is
    // hit, reported, and the run still ends.
    auto c = config(MatchFormat::Points, 3, {BotLevel::Random}, 30, 4);
    c.turnLimit = 5;
    const ArenaSummary s = run(c);
    QVERIFY(s.turnLimitDeals > 0);
    QVERIFY(s.turnLimitDeals <= s.deals);
    QVERIFY(s.voidDeals >= s.turnLimitDeals);
    QVERIFY(s.moves <= 5 * s.deals);
    QCOMPARE(s.toJson()["turn_limit_deals"].asInt(), s.turnLimitDeals);
    // Pool: a turn-limit deal gives its match up.
    c.rules = IndianRules::preset(MatchFormat::Pool101);
    const ArenaSummary pool = run(c);
    QCOMPARE(std::get<IndianTotals>(pool.family).abandonedMatches, pool.games);
}

void TestArena::illegalMovesCountedAndReplaced() {
    auto c = config(MatchFormat::Points, 2, {BotLevel::Random, BotLevel::Easy}, 20, 9, 2);
    // Only the "easy" seat cheats, every 7th decision.
    c.makeBot = [](std::string_view level, std::uint64_t seed) -> std::unique_ptr<Bot> {
        if (level == "easy") return std::make_unique<CheatingBot>(seed, 7);
        return std::make_unique<indian::RandomBot>(seed);
    };
    const ArenaSummary s = run(c);
    QCOMPARE(s.levels[0].illegalMoves, 0);
    QVERIFY(s.levels[1].illegalMoves > 0);
    // The refused moves were replaced and every deal still ended.
    QCOMPARE(s.turnLimitDeals, 0);
    QCOMPARE(s.deals, 20);
    QCOMPARE(s.levels[0].won + s.levels[1].won, s.deals - s.voidDeals);
    QCOMPARE(s.toJson()["levels"][1]["illegal_moves"].asInt(), s.levels[1].illegalMoves);
}

void TestArena::dropsAreNoEarlyWins() {
    // The "easy" seat drops at once in every deal: the other seat wins them all without
    // declaring, which must not count as early wins (nobody finished anything).
    auto c = config(MatchFormat::Points, 2, {BotLevel::Random, BotLevel::Easy}, 20, 5);
    c.makeBot = [](std::string_view level, std::uint64_t seed) -> std::unique_ptr<Bot> {
        struct Dropper : indian::RandomBot {
            using RandomBot::RandomBot;
            const char* name() const override { return "easy"; }
            Decision decide(const PlayerView& view) override {
                if (view.indian().canDrop) return {moves::Drop{}, {}};
                return RandomBot::decide(view);
            }
        };
        // Random without its occasional drop, so that every deal is won by this seat.
        struct Stayer : indian::RandomBot {
            using RandomBot::RandomBot;
            Decision decide(const PlayerView& view) override {
                PlayerView v = view;
                v.indian().canDrop = false;
                return RandomBot::decide(v);
            }
        };
        if (level == "easy") return std::make_unique<Dropper>(seed);
        return std::make_unique<Stayer>(seed);
    };
    const ArenaSummary s = run(c);
    QCOMPARE(std::get<IndianLevelCounts>(s.levels[1].family).firstDrops, s.deals);
    QCOMPARE(s.levels[0].won, s.deals);
    QCOMPARE(std::get<IndianLevelCounts>(s.levels[0].family).earlyWins, 0);
}

void TestArena::rejectsBadConfig() {
    QCOMPARE(Arena::run(config(MatchFormat::Points, 2, {}, 10, 1)).error(), ErrorCode::BadCount);
    QCOMPARE(Arena::run(config(MatchFormat::Points, 2,
                               {BotLevel::Random, BotLevel::Random, BotLevel::Random}, 10, 1))
                 .error(),
             ErrorCode::BadCount);
    QCOMPARE(Arena::run(config(MatchFormat::Points, 2, {BotLevel::Random}, 0, 1)).error(),
             ErrorCode::BadCount);
    QCOMPARE(Arena::run(config(MatchFormat::Points, 2, {BotLevel::Random}, 10, 1, 0)).error(),
             ErrorCode::BadCount);
    QCOMPARE(Arena::run(config(MatchFormat::Points, 9, {BotLevel::Random}, 10, 1)).error(),
             ErrorCode::BadRules);
}

RUMMY_TEST_GUILESS_MAIN(TestArena)

#include "test_arena.moc"
