// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded random-move rounds and matches of every format and table size, checking the
// invariants at every step: every card accounted for, copies equal, illegal moves change
// nothing, scores in range, save/load round trips, and every game ends.
#include <QtTest>

#include <array>
#include <chrono>

#include "hand_solver.h"
#include "match.h"
#include "rng.h"
#include "serialization.h"
#include "shoe.h"

using namespace rummy;

namespace {

// A random player that still finishes games: it declares when the solver says the hand is
// valid, discards greedily half of the time (so hands do improve), drops and times out now
// and then, and sometimes declares a random (usually wrong) arrangement.
class RandomDriver {
public:
    explicit RandomDriver(std::uint64_t seed) : rng_(seed) {}

    Action choose(const RoundState& r, int turn) {
        const int seat = r.currentSeat();
        const bool late = turn > kLateTurn;  // wind the game down: random declarations
        if (r.phase() == Phase::Draw) {
            if (roll(40)) return Action::missTurn();
            if (r.rules().dropAllowed() && roll(late ? 4 : 30)) return Action::drop();
            const auto legal = r.legalActions();
            const bool canOpen = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
                return a.type == ActionType::DrawOpen;
            });
            return canOpen && roll(3) ? Action::drawOpen() : Action::drawClosed();
        }
        if (roll(60)) return Action::missTurn();
        const auto legal = r.legalActions();
        for (const Action& a : legal)
            if (a.type == ActionType::Finish && !roll(10)) return a;
        if (roll(late ? 3 : 150)) return randomFinish(r.hand(seat));
        if (roll(2)) return greedyDiscard(r);
        return Action::discard(r.hand(seat)[rng_.below(r.hand(seat).size())]);
    }

    // Something apply() must refuse in the current state (or nothing).
    std::optional<Action> illegal(const RoundState& r) {
        if (r.phase() == Phase::Draw) return Action::discard(r.hand(r.currentSeat()).front());
        // A card from another seat's hand or the wrong phase.
        if (roll(2)) return Action::drawOpen();
        for (int s = 0; s < r.seats(); ++s)
            if (s != r.currentSeat() && !r.hand(s).empty()) return Action::discard(r.hand(s)[0]);
        return std::nullopt;
    }

    bool roll(std::uint64_t oneIn) { return rng_.below(oneIn) == 0; }
    Rng& rng() { return rng_; }

    static constexpr int kLateTurn = 300;

private:
    Action greedyDiscard(const RoundState& r) {
        const auto& hand = r.hand(r.currentSeat());
        std::vector<Face> faces;
        int best = 1 << 30;
        Card bestCard = hand.front();
        for (std::size_t i = 0; i < hand.size(); ++i) {
            faces.clear();
            for (std::size_t k = 0; k < hand.size(); ++k)
                if (k != i) faces.push_back(hand[k].face());
            const int p = HandSolver::points(faces, r.wildRank());
            if (p < best) best = p, bestCard = hand[i];
        }
        return Action::discard(bestCard);
    }

    Action randomFinish(std::vector<Card> cards) {
        rng_.shuffle(cards);
        const Card fin = cards.back();
        cards.pop_back();
        std::vector<std::vector<Card>> groups;
        for (std::size_t i = 0; i < cards.size();) {
            const std::size_t n = std::min<std::size_t>(3 + rng_.below(3), cards.size() - i);
            groups.emplace_back(cards.begin() + std::ptrdiff_t(i),
                                cards.begin() + std::ptrdiff_t(i + n));
            i += n;
        }
        return Action::finish(fin, groups);
    }

    Rng rng_;
};

struct Stats {
    int rounds = 0, steps = 0, valid = 0, wrong = 0, drops = 0, rebuilds = 0, illegal = 0;
    int rejoins = 0, tieBreakers = 0, longest = 0;
};

void checkRoundInvariants(const RoundState& r) {
    // Every card of the shoe exactly once (plain loops: QCOMPARE per card is slow here).
    std::array<int, Card::kMaxId> seen{};
    for (Card c : r.allCards()) ++seen[std::size_t(c.id())];
    bool exact = true;
    for (Card c : Shoe::ordered(r.rules())) exact &= seen[std::size_t(c.id())]-- == 1;
    for (int n : seen) exact &= n == 0;
    QVERIFY(exact);
    if (r.isOver()) return;
    QVERIFY(r.isPlaying(r.currentSeat()));
    for (int s = 0; s < r.seats(); ++s) {
        const int extra = (s == r.currentSeat() && r.phase() == Phase::Discard) ? 1 : 0;
        if (r.outcome(s) != Outcome::SittingOut)
            QCOMPARE(int(r.hand(s).size()), r.rules().handSize + extra);
    }
}

void checkRoundResult(const RoundState& r, Stats& st) {
    const RoundResult res = r.result();
    const RuleSet& rules = r.rules();
    const int maxPenalty = std::max({rules.wrongDeclaration, rules.middleDrop, rules.firstDrop,
                                     rules.maxPoints, rules.validUndeclared});
    int won = 0;
    for (int s = 0; s < r.seats(); ++s) {
        const int p = res.points[std::size_t(s)];
        QVERIFY(p >= 0 && p <= maxPenalty);
        const Outcome o = res.outcomes[std::size_t(s)];
        QVERIFY(o != Outcome::Playing);
        if (o == Outcome::Won) {
            ++won;
            QCOMPARE(p, 0);
            QCOMPARE(res.winner, s);
        }
        if (o == Outcome::FirstDrop) QCOMPARE(p, rules.firstDrop);
        if (o == Outcome::MiddleDrop) QCOMPARE(p, rules.middleDrop);
        if (o == Outcome::WrongDeclaration) QCOMPARE(p, rules.wrongDeclaration);
        if (o == Outcome::SittingOut) QCOMPARE(p, 0);
        if (o == Outcome::Lost) QVERIFY(p <= std::max(rules.maxPoints, rules.validUndeclared));
        st.drops += o == Outcome::FirstDrop || o == Outcome::MiddleDrop;
        st.wrong += o == Outcome::WrongDeclaration;
    }
    QCOMPARE(won, res.winner >= 0 ? 1 : 0);
    if (r.finishSlot() && res.winner >= 0) ++st.valid;
    st.rebuilds += r.rebuilds();
}

// Plays the current round of `m` to its end, checking every step. Returns false on failure.
void playRound(Match& m, RandomDriver& d, Stats& st) {
    int turn = 0;
    for (; !m.round().isOver(); ++turn) {
        QVERIFY2(turn < 5000, "round does not end");
        if (d.roll(8)) {
            if (auto bad = d.illegal(m.round())) {
                const Match before = m;
                QVERIFY(!m.round().check(*bad).ok());
                QVERIFY(!m.apply(*bad).ok());
                QVERIFY(m == before);
                ++st.illegal;
            }
        }
        const Action a = d.choose(m.round(), turn);
        const RoundState copy = m.round();
        QVERIFY(copy == m.round());
        const Status s = m.apply(a);
        QVERIFY2(s.ok(), errorCodeName(s.error()));
        QVERIFY(!(copy == m.round()));
        checkRoundInvariants(m.round());
        ++st.steps;
    }
    st.longest = std::max(st.longest, turn);
    ++st.rounds;
    checkRoundResult(m.round(), st);
    auto loaded = Serialization::loadRound(Serialization::saveRound(m.round()));
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value() == m.round());
}

RuleSet randomRules(MatchFormat f, Rng& rng) {
    RuleSet r = RuleSet::preset(f);
    r.jokerFromOpenDeck = rng.below(4) == 0;
    r.invalidDeclarationEndsRound = rng.below(4) == 0;
    r.pureSequenceAlone = rng.below(4) == 0;
    r.wildJoker = rng.below(6) != 0;
    r.printedJokers = int(rng.below(5));
    return r;
}

void checkMatchAfterDeal(const Match& m) {
    const RuleSet& rules = m.rules();
    if (rules.isDeals()) {
        const int start = rules.chipsPerDeal * rules.dealsCount() * m.players();
        int total = 0;
        for (int c : m.chips()) total += c;
        int voided = 0;  // chips paid in deals without a winner leave the table
        for (const auto& d : m.deals())
            if (d.result.winner < 0)
                for (int p : d.result.points) voided += p;
        QCOMPARE(total, start - voided);
    }
    if (rules.isPool()) {
        int remaining = 0;
        for (int s = 0; s < m.players(); ++s) {
            QCOMPARE(m.isOut(s), m.scores()[std::size_t(s)] >= rules.poolLimit);
            remaining += !m.isOut(s);
        }
        QCOMPARE(m.isOver(), remaining <= 1);
    }
    if (m.isOver()) {
        if (rules.isPool()) QVERIFY(!m.isOut(m.winner()));
        if (rules.isDeals()) {
            QVERIFY(m.regularDealsPlayed() >= rules.dealsCount());
            for (int s = 0; s < m.players(); ++s)
                if (s != m.winner())
                    QVERIFY(m.chips()[std::size_t(s)] < m.chips()[std::size_t(m.winner())]);
        }
        if (rules.format == MatchFormat::Points) QCOMPARE(m.deals().size(), std::size_t(1));
    }
}

void tryRejoins(Match& m, RandomDriver& d, Stats& st) {
    for (int s = 0; s < m.players(); ++s) {
        if (!m.isOut(s) || !d.roll(2)) continue;
        int highest = 0;
        for (int o = 0; o < m.players(); ++o)
            if (!m.isOut(o)) highest = std::max(highest, m.scores()[std::size_t(o)]);
        const bool allowed =
            m.rules().allowRejoin && m.players() >= 3 && highest <= m.rules().rejoinMax;
        const Status r = m.rejoin(s);
        QCOMPARE(r.ok(), allowed);
        if (!r.ok()) continue;
        QCOMPARE(m.scores()[std::size_t(s)], highest + 1);
        ++st.rejoins;
    }
}

}  // namespace

class TestRandomGames : public QObject {
    Q_OBJECT
private slots:
    void matchesOfEveryFormat();
};

void TestRandomGames::matchesOfEveryFormat() {
    constexpr int kRoundsPerTable = 334;  // 6 formats x 5 table sizes x 334 >= 10,000 rounds
    const auto start = std::chrono::steady_clock::now();
    Stats st;
    int matches = 0;
    for (int f = 0; f < 6; ++f) {
        for (int players = 2; players <= 6; ++players) {
            const int target = st.rounds + kRoundsPerTable;
            for (std::uint64_t seed = 1; st.rounds < target; ++seed) {
                const std::uint64_t matchSeed = seed * 1000003 + std::uint64_t(f * 10 + players);
                RandomDriver d(matchSeed ^ 0xabcdef);
                const RuleSet rules = randomRules(MatchFormat(f), d.rng());
                auto created = Match::create(rules, players, matchSeed);
                QVERIFY(created.ok());
                Match m = created.value();
                for (int deal = 0; !m.isOver(); ++deal) {
                    QVERIFY2(deal < 200, "match does not end");
                    playRound(m, d, st);
                    if (QTest::currentTestFailed()) return;
                    checkMatchAfterDeal(m);
                    if (m.isOver()) break;
                    tryRejoins(m, d, st);
                    QVERIFY(m.nextDeal().ok());
                    st.tieBreakers += m.currentDeal().tieBreaker;
                }
                ++matches;
                QVERIFY(m.winner() >= 0 || rules.format == MatchFormat::Points);
                auto loaded = Serialization::loadMatch(Serialization::saveMatch(m));
                QVERIFY(loaded.ok());
                QVERIFY(loaded.value() == m);
            }
        }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    qInfo(
        "%d matches, %d rounds, %d steps in %.1f s: %d valid declarations, %d wrong, %d drops, "
        "%d rebuilds, %d illegal tries, %d rejoins, %d tie-breakers, longest round %d turns",
        matches, st.rounds, st.steps, secs, st.valid, st.wrong, st.drops, st.rebuilds, st.illegal,
        st.rejoins, st.tieBreakers, st.longest);
    QVERIFY(st.rounds >= 10000);
    // The drivers must reach every ending, or the invariants above prove little.
    QVERIFY(st.valid > 100 && st.wrong > 100 && st.drops > 100 && st.rebuilds > 0);
    QVERIFY(st.rejoins > 0 && st.tieBreakers > 0);
}

QTEST_APPLESS_MAIN(TestRandomGames)
#include "test_random_games.moc"
