// SPDX-License-Identifier: GPL-3.0-or-later
// Times HandSolver per call on seeded corpora and prints median / p99 / max in microseconds
// next to the engine issue's targets. It never fails on time: figures depend on the machine.
//
// Every call is timed twice. "warm": after a warm-up on another corpus of the same kind, which
// fills the per-thread memo of suit tables with the patterns such hands share (what a bot pays
// in a long game). "cold": with the memo cleared before each call (HandSolver::clearMemo(), and
// Gin's and the table games' recent answers), so that every call builds every table it needs,
// as a hand met for the first time does (what `rummy-cli eval` pays on a new hand, and a search
// over sampled worlds on each playout). The memory the memo had stays mapped: the figure is the
// solver's work, not the system's first touch of fresh pages (docs/performance.md).
//
// Rows marked "cpu" also time each call by the thread's CPU clock, read outside the wall-clock
// window: on a loaded machine a call that loses its time slice shows milliseconds of wall time
// it did not spend (every row's max then reads about 4 ms), and their max target is checked
// against the CPU time, both maxima printed.
//
//   bench_solver [scale]   scale multiplies the corpus sizes (default 1, e.g. 0.1 for a smoke run)
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include <time.h>

#include "cards/card.h"
#include "cards/rng.h"
#include "gin/gin_hand.h"
#include "hands21.h"
#include "solver/hand_solver.h"
#include "table/table_hand.h"

using namespace rummy;

namespace {

struct Deal {
    std::vector<Face> cards;
    WildRank wild;
};

// Two decks and two printed jokers: every natural face twice, the joker twice.
std::vector<Face> shoe() {
    std::vector<Face> out;
    for (int copy = 0; copy < 2; ++copy) {
        for (int i = 0; i < Face::kCount; ++i) out.push_back(Face::fromIndex(i));
    }
    return out;
}

std::vector<Face> draw(Rng& rng, std::vector<Face>& pool, int n) {
    for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
        const auto j = i + static_cast<std::size_t>(rng.below(pool.size() - i));
        std::swap(pool[i], pool[j]);
    }
    return {pool.begin(), pool.begin() + n};
}

// Random hands as dealt: a wild rank in 13 deals of 14 (aces included), none otherwise.
std::vector<Deal> randomCorpus(std::uint64_t seed, int count, int cards) {
    Rng rng(seed);
    std::vector<Face> pool = shoe();
    std::vector<Deal> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        Deal d;
        d.cards = draw(rng, pool, cards);
        const auto r = static_cast<int>(rng.below(14));
        if (r != 0) d.wild.rank = static_cast<Rank>(r);
        out.push_back(std::move(d));
    }
    return out;
}

// 14 cards of which 3..7 are jokers (printed or of the wild rank), the rest natural.
std::vector<Deal> jokerDenseCorpus(std::uint64_t seed, int count) {
    Rng rng(seed);
    std::vector<Deal> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        Deal d;
        d.wild.rank = static_cast<Rank>(1 + rng.below(13));
        std::vector<Face> jokers;
        std::vector<Face> naturals;
        for (Face f : shoe()) (d.wild.isJoker(f) ? jokers : naturals).push_back(f);
        const int n = 3 + static_cast<int>(rng.below(5));
        d.cards = draw(rng, jokers, n);
        const auto rest = draw(rng, naturals, 14 - n);
        d.cards.insert(d.cards.end(), rest.begin(), rest.end());
        rng.shuffle(d.cards);
        out.push_back(std::move(d));
    }
    return out;
}

// Gin hands: `cards` distinct cards of one deck, or with `dense` of four adjacent ranks only
// (16 cards, runs and sets everywhere: the hardest hands). No wild cards.
std::vector<Deal> ginCorpus(std::uint64_t seed, int count, int cards, bool dense) {
    Rng rng(seed);
    std::vector<Deal> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        std::vector<Face> pool;
        const int low = dense ? static_cast<int>(rng.below(10)) : 0;
        for (int s = 0; s < 4; ++s)
            for (int r = low; r < (dense ? low + 4 : 13); ++r)
                pool.push_back(Face::fromIndex(s * 13 + r));
        out.push_back({draw(rng, pool, cards), WildRank{}});
    }
    return out;
}

// 21-card Indian Rummy deals (tests/support/hands21.h, the solver tests' own): random hands of
// the 159-card shoe with a random cut card, or the joker- and tunnela-dense hands.
struct Deal21 {
    std::vector<Face> cards;
    WildCards wild;
};

std::vector<Deal21> corpus21(std::uint64_t seed, int count, int cards, bool dense) {
    Rng rng(seed);
    std::vector<Deal21> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const test::Deal21 d =
            dense ? test::denseDeal21(rng, cards) : test::randomDeal21(rng, cards);
        out.push_back({d.hand, d.wild});
    }
    return out;
}

// Table-game hands (Straight: one deck; 500 and 51: two decks of 54), or meld-dense ones from
// five adjacent ranks with the jokers.
std::vector<Deal> tableCorpus(std::uint64_t seed, int count, int cards, bool twoDecks, bool dense) {
    Rng rng(seed);
    std::vector<Deal> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const int low = dense ? static_cast<int>(rng.below(9)) : 0;
        std::vector<Face> pool;
        for (int copy = 0; copy < (twoDecks ? 2 : 1); ++copy) {
            for (int s = 0; s < 4; ++s)
                for (int r = low; r < (dense ? low + 5 : 13); ++r)
                    pool.push_back(Face::fromIndex(s * 13 + r));
            if (twoDecks) pool.insert(pool.end(), 2, Face::joker());
        }
        out.push_back({draw(rng, pool, cards), WildRank{}});
    }
    return out;
}

// Keeps the compiler from dropping calls whose results are otherwise unused.
volatile long g_sink = 0;

struct Figures {
    double median = 0;
    double p99 = 0;
    double max = 0;
    double cpuMax = 0;  // by the thread's CPU clock; 0 when not measured
};

double threadCpuMicros() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) / 1e3;
}

// Times `call` on each hand of `corpus`; `before` (when set) runs before each call, outside the
// timed window.
template <typename D>
Figures timeCalls(const std::vector<D>& corpus,
                  const std::function<long(const std::type_identity_t<D>&)>& call, bool cpu,
                  const std::function<void()>& before) {
    long sink = 0;
    std::vector<double> micros;
    micros.reserve(corpus.size());
    double cpuMax = 0;
    for (const D& d : corpus) {
        if (before) before();
        const double cpuStart = cpu ? threadCpuMicros() : 0;
        const auto start = std::chrono::steady_clock::now();
        sink += call(d);
        const auto stop = std::chrono::steady_clock::now();
        if (cpu) cpuMax = std::max(cpuMax, threadCpuMicros() - cpuStart);
        micros.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
    }
    g_sink = g_sink + sink;
    std::sort(micros.begin(), micros.end());
    const std::size_t n = micros.size();
    const auto p99 = static_cast<std::size_t>(std::ceil(0.99 * static_cast<double>(n))) - 1;
    return {micros[n / 2], micros[std::min(p99, n - 1)], micros.back(), cpuMax};
}

struct WarmCold {
    Figures warm;
    Figures cold;
};

// The cold figure first (the memo cleared by `clear` before every call), then the warm one. The
// warm-up runs on a different corpus of the same kind: the solver memoises suit patterns, so
// warming up on the measured hands themselves would hide the cost of patterns it meets for the
// first time.
template <typename D>
WarmCold measure(const std::vector<D>& warmUp, const std::vector<D>& corpus,
                 const std::function<long(const std::type_identity_t<D>&)>& call, bool cpu = false,
                 const std::function<void()>& clear = HandSolver::clearMemo) {
    WarmCold out;
    out.cold = timeCalls(corpus, call, cpu, clear);
    long sink = 0;
    for (const D& d : warmUp) sink += call(d);
    g_sink = g_sink + sink;
    out.warm = timeCalls(corpus, call, cpu, {});
    return out;
}

// A target is "stat <= limit" for median, p99 or max; 0 means no target for that figure.
struct Target {
    double median = 0;
    double p99 = 0;
    double max = 0;
};

void reportOne(const std::string& name, std::size_t calls, Figures f, Target t) {
    std::string target;
    bool ok = true;
    auto add = [&](const char* label, double limit, double value) {
        if (limit <= 0) return;
        char buf[48];
        std::snprintf(buf, sizeof buf, "%s%s <= %g", target.empty() ? "" : ", ", label, limit);
        target += buf;
        ok = ok && value <= limit;
    };
    add("median", t.median, f.median);
    add("p99", t.p99, f.p99);
    if (f.cpuMax > 0) {
        add("cpu max", t.max, f.cpuMax);
    } else {
        add("max", t.max, f.max);
    }
    std::printf("%-41s %8zu %10.2f %10.2f %10.2f   %s%s", name.c_str(), calls, f.median, f.p99,
                f.max, target.empty() ? "-" : target.c_str(),
                target.empty() ? "" : (ok ? "  ok" : "  MISSED"));
    if (f.cpuMax > 0) std::printf("  (cpu max %.2f)", f.cpuMax);
    std::printf("\n");
    std::fflush(stdout);  // one line at a time: the slow corpora come last
}

// The warm and the cold figure of one call, each against its targets.
void report(const char* name, std::size_t calls, const WarmCold& f, Target warm, Target cold = {}) {
    reportOne(std::string(name) + "  warm", calls, f.warm, warm);
    reportOne(std::string(name) + "  cold", calls, f.cold, cold);
}

}  // namespace

int main(int argc, char** argv) {
    const double scale = argc > 1 ? std::atof(argv[1]) : 1.0;
    auto sized = [scale](int n) { return std::max(100, static_cast<int>(n * scale)); };

    const auto random13 = randomCorpus(0x5EED0013, sized(200000), 13);
    const auto random14 = randomCorpus(0x5EED0014, sized(100000), 14);
    const auto dense14 = jokerDenseCorpus(0x5EED0D14, sized(20000));
    const auto warm13 = randomCorpus(0xAA0013, sized(50000), 13);
    const auto warm14 = randomCorpus(0xAA0014, sized(50000), 14);
    const auto warmDense = jokerDenseCorpus(0xAA0D14, sized(10000));

    std::printf(
        "HandSolver per call, microseconds (steady_clock, one thread); warm: after a "
        "warm-up, cold: memo cleared before each call\n");
    std::printf("%-41s %8s %10s %10s %10s   %s\n", "corpus / call", "calls", "median", "p99", "max",
                "target (us)");

    report("13 random: points", random13.size(),
           measure(warm13, random13,
                   [](const Deal& d) { return HandSolver::points(d.cards, d.wild); }),
           {1, 10, 0}, {2, 0, 0});
    report("13 random: evaluate", random13.size(),
           measure(warm13, random13,
                   [](const Deal& d) {
                       return static_cast<long>(HandSolver::evaluate(d.cards, d.wild).points);
                   }),
           {});
    // evaluate() also builds the arrangement to show; the targets are for the finishing
    // decision itself (bestFinish), which is what bots and scoring call.
    report("14 random: evaluate + finish", random14.size(),
           measure(warm14, random14,
                   [](const Deal& d) {
                       return static_cast<long>(HandSolver::evaluate(d.cards, d.wild).points);
                   }),
           {});
    report("14 random: bestFinish", random14.size(),
           measure(warm14, random14,
                   [](const Deal& d) {
                       return static_cast<long>(HandSolver::bestFinish(d.cards, d.wild).points);
                   }),
           {3, 30, 0});
    report("14 joker-dense: points", dense14.size(),
           measure(warmDense, dense14,
                   [](const Deal& d) { return HandSolver::points(d.cards, d.wild); }),
           {});
    report("14 joker-dense: evaluate + finish", dense14.size(),
           measure(warmDense, dense14,
                   [](const Deal& d) {
                       return static_cast<long>(HandSolver::evaluate(d.cards, d.wild).points);
                   }),
           {});
    report("14 joker-dense: bestFinish", dense14.size(),
           measure(warmDense, dense14,
                   [](const Deal& d) {
                       return static_cast<long>(HandSolver::bestFinish(d.cards, d.wild).points);
                   }),
           {0, 500, 2000});
    // Gin (gin/gin_hand.h: the same solver with Gin's rules, no qualification).
    const auto gin10 = ginCorpus(0x61E0010, sized(200000), 10, false);
    const auto gin11 = ginCorpus(0x61E0011, sized(100000), 11, false);
    const auto ginDense11 = ginCorpus(0x61ED011, sized(20000), 11, true);
    const auto warmGin10 = ginCorpus(0xAA61E10, sized(50000), 10, false);
    const auto warmGin11 = ginCorpus(0xAA61E11, sized(50000), 11, false);
    const auto warmGinDense = ginCorpus(0xAA61ED1, sized(10000), 11, true);
    // Gin's recent answers are cleared too for the cold figures (clearGinMemo).
    using GinCall = std::function<long(const Deal&)>;
    const GinCall deadwood = [](const Deal& d) { return ginDeadwood(d.cards); };
    const GinCall discard = [](const Deal& d) {
        return static_cast<long>(bestGinDiscard(d.cards).deadwood);
    };
    const GinCall arrangement = [](const Deal& d) {
        return static_cast<long>(bestGinHand(d.cards).deadwood);
    };
    report("gin 10 random: ginDeadwood", gin10.size(),
           measure(warmGin10, gin10, deadwood, false, clearGinMemo), {0.3, 2, 0}, {1, 0, 0});
    report("gin 11 random: bestGinDiscard", gin11.size(),
           measure(warmGin11, gin11, discard, false, clearGinMemo), {0.6, 0, 0});
    report("gin 11 meld-dense: ginDeadwood", ginDense11.size(),
           measure(warmGinDense, ginDense11, deadwood, false, clearGinMemo), {});
    report("gin 11 meld-dense: bestGinDiscard", ginDense11.size(),
           measure(warmGinDense, ginDense11, discard, false, clearGinMemo), {0, 10, 0});
    report("gin 10 random: bestGinHand", gin10.size(),
           measure(warmGin10, gin10, arrangement, false, clearGinMemo), {});
    // 21-card Indian Rummy (SolverRules::indian21(): three pure sequences, tunnelas, the value
    // cards wild; capped at 120).
    const auto random21 = corpus21(0x5EED0021, sized(100000), 21, false);
    const auto random22 = corpus21(0x5EED0022, sized(50000), 22, false);
    const auto dense21 = corpus21(0x5EED0D21, sized(10000), 21, true);
    const auto dense22 = corpus21(0x5EED0D22, sized(10000), 22, true);
    const auto warm21 = corpus21(0xAA0021, sized(50000), 21, false);
    const auto warm22 = corpus21(0xAA0022, sized(50000), 22, false);
    const auto warmDense21 = corpus21(0xAA0D21, sized(10000), 21, true);
    const auto warmDense22 = corpus21(0xAA0D22, sized(10000), 22, true);
    const SolverRules& r21 = SolverRules::indian21();
    const ScoringOptions cap120{120, false};
    using Call21 = std::function<long(const Deal21&)>;
    const Call21 points21 = [&](const Deal21& d) {
        return static_cast<long>(HandSolver::points(r21, d.cards, d.wild, cap120));
    };
    const Call21 finish21 = [&](const Deal21& d) {
        return static_cast<long>(HandSolver::bestFinish(r21, d.cards, d.wild, cap120).points);
    };
    const Call21 evaluate21 = [&](const Deal21& d) {
        return static_cast<long>(HandSolver::evaluate(r21, d.cards, d.wild, cap120, 21).points);
    };
    report("21-card 21 random: points", random21.size(), measure(warm21, random21, points21),
           {2, 50, 0}, {20, 150, 0});
    report("21-card 22 random: bestFinish", random22.size(), measure(warm22, random22, finish21),
           {5, 100, 0}, {40, 300, 0});
    report("21-card 22 random: evaluate", random22.size(), measure(warm22, random22, evaluate21),
           {});
    report("21-card 21 dense: points", dense21.size(),
           measure(warmDense21, dense21, points21, true), {});
    report("21-card 22 dense: bestFinish", dense22.size(),
           measure(warmDense22, dense22, finish21, true), {0, 0, 5000});
    report("21-card 22 dense: evaluate", dense22.size(), measure(warmDense22, dense22, evaluate21),
           {});
    // The table games' meld search (table/table_hand.h: its own search; its memo is of whole
    // recent hands, cleared for the cold figures).
    std::printf("\nbestTableHand per call, microseconds\n");
    struct TableGame {
        const char* name;
        TableMeldRules rules;
        bool twoDecks;
    };
    const TableGame games[] = {{"straight", TableMeldRules::straight(), false},
                               {"500", TableMeldRules::rummy500(), true},
                               {"51", TableMeldRules::rummy51(), true}};
    for (const TableGame& g : games) {
        const auto random = tableCorpus(0x7AB1E13, sized(100000), 13, g.twoDecks, false);
        const auto dense = tableCorpus(0x7AB1ED13, sized(20000), 13, g.twoDecks, true);
        const auto warm = tableCorpus(0xAA7AB1E, sized(10000), 13, g.twoDecks, false);
        const TableMeldRules rules = g.rules;
        const std::function<long(const Deal&)> call = [rules](const Deal& d) {
            return static_cast<long>(bestTableHand(rules, d.cards).meldValue);
        };
        const std::string randomName = std::string(g.name) + " 13 random: bestTableHand";
        const std::string denseName = std::string(g.name) + " 13 meld-dense: bestTableHand";
        report(randomName.c_str(), random.size(),
               measure(warm, random, call, false, clearRecentTableHands), {5, 0, 0});
        report(denseName.c_str(), dense.size(),
               measure(warm, dense, call, false, clearRecentTableHands), {});
    }
    // The memo is per thread and bounded (trimmed between calls once large): what it holds now.
    std::printf("solver memo of this thread: %.1f MB\n",
                static_cast<double>(HandSolver::memoBytes()) / (1024.0 * 1024.0));
    return 0;
}
