// SPDX-License-Identifier: GPL-3.0-or-later
// The hand solver from several threads at once. Each thread has its own memo (suit tables,
// set options, the table search, the rule sets it met); this runs the solver, under the 13-card
// and Gin rules in turn, on seeded random hands from 2-4 std::threads, each starting at another
// hand so that the memos fill in different orders, and checks that every thread gets exactly
// the answers of a single-threaded run. Plain C++ (no Qt): it runs in every build, and
// ./build.sh tsan runs it under ThreadSanitizer.
//
//   solver_threads [--threads N] [--hands N] [--seed S] [--rounds N]
//
// Exit status: 0 when every answer matches, 1 on a mismatch, 2 on bad arguments.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "solver/hand_solver.h"

using namespace rummy;

namespace {

struct Hand {
    std::vector<Face> cards;
    WildRank wild;
};

// Everything the solver answers for one hand: under the 13-card rules, and for its natural
// cards under Gin's (so that each thread's memo holds tables of two rule sets at once).
struct Answer {
    int points = 0;
    HandEvaluation evaluation;
    Assessment assessment;
    std::optional<HandSolver::Finish> finish;  // 14-card hands only
    int ginDeadwood = 0;
    HandSolver::Finish ginDiscard;

    friend bool operator==(const Answer& a, const Answer& b) {
        const auto& x = a.evaluation;
        const auto& y = b.evaluation;
        const bool finishes = a.finish.has_value() == b.finish.has_value() &&
                              (!a.finish || (a.finish->card == b.finish->card &&
                                             a.finish->points == b.finish->points &&
                                             a.finish->valid == b.finish->valid));
        const bool gin = a.ginDeadwood == b.ginDeadwood && a.ginDiscard.card == b.ginDiscard.card &&
                         a.ginDiscard.points == b.ginDiscard.points;
        return a.points == b.points && x.points == y.points && x.valid == y.valid &&
               x.groups == y.groups && x.finish == y.finish && a.assessment == b.assessment &&
               finishes && gin;
    }
};

// Two decks and two printed jokers, as dealt.
std::vector<Face> shoe() {
    std::vector<Face> out;
    for (int copy = 0; copy < 2; ++copy) {
        for (int i = 0; i < Face::kCount; ++i) out.push_back(Face::fromIndex(i));
    }
    return out;
}

// 13- and 14-card hands; a wild rank in 13 deals of 14, and every fourth hand dense in jokers
// (the expensive searches, where the memos matter most).
std::vector<Hand> makeCorpus(std::uint64_t seed, int count) {
    Rng rng(seed);
    std::vector<Hand> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        Hand h;
        const auto r = static_cast<int>(rng.below(14));
        if (r != 0) h.wild.rank = static_cast<Rank>(r);
        const int size = 13 + static_cast<int>(rng.below(2));
        std::vector<Face> pool = shoe();
        if (i % 4 == 3) {
            std::vector<Face> jokers;
            std::vector<Face> naturals;
            for (Face f : pool) (h.wild.isJoker(f) ? jokers : naturals).push_back(f);
            rng.shuffle(jokers);
            rng.shuffle(naturals);
            const int n =
                std::min<int>(3 + static_cast<int>(rng.below(4)), static_cast<int>(jokers.size()));
            h.cards.assign(jokers.begin(), jokers.begin() + n);
            h.cards.insert(h.cards.end(), naturals.begin(), naturals.begin() + (size - n));
            rng.shuffle(h.cards);
        } else {
            rng.shuffle(pool);
            h.cards.assign(pool.begin(), pool.begin() + size);
        }
        out.push_back(std::move(h));
    }
    return out;
}

Answer solve(const Hand& h) {
    Answer a;
    a.points = HandSolver::points(h.cards, h.wild);
    a.evaluation = HandSolver::evaluate(h.cards, h.wild);
    a.assessment = HandSolver::assess(h.cards, h.wild);
    if (h.cards.size() == 14) a.finish = HandSolver::bestFinish(h.cards, h.wild);
    std::vector<Face> naturals;
    for (const Face f : h.cards)
        if (!f.isPrintedJoker()) naturals.push_back(f);
    a.ginDeadwood = HandSolver::points(SolverRules::gin(), naturals, WildRank{});
    a.ginDiscard = HandSolver::bestFinish(SolverRules::gin(), naturals, WildRank{});
    return a;
}

std::string describe(const Hand& h) {
    std::string s = h.wild.rank ? rankToString(*h.wild.rank) : std::string("-");
    for (Face f : h.cards) {
        s += ' ';
        s += f.toString();
    }
    return s;
}

std::optional<long> number(std::string_view text, long lo, long hi) {
    char* end = nullptr;
    const std::string s(text);
    const long v = std::strtol(s.c_str(), &end, 10);
    if (s.empty() || *end != '\0' || v < lo || v > hi) return std::nullopt;
    return v;
}

int usage(const char* why) {
    std::fprintf(stderr,
                 "solver_threads: %s\n"
                 "usage: solver_threads [--threads 2..16] [--hands N] [--seed S] [--rounds N]\n",
                 why);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    long threads = 4;
    long hands = 1500;
    long seed = 11;
    long rounds = 2;  // each thread goes through the corpus this often (memo hits, trims)
    for (int i = 1; i < argc; ++i) {
        const std::string_view name = argv[i];
        if (i + 1 >= argc) return usage("missing value");
        const std::string_view value = argv[++i];
        std::optional<long> v;
        if (name == "--threads") {
            v = number(value, 2, 16);
            if (v) threads = *v;
        } else if (name == "--hands") {
            v = number(value, 1, 10'000'000);
            if (v) hands = *v;
        } else if (name == "--seed") {
            v = number(value, 0, 1L << 62);
            if (v) seed = *v;
        } else if (name == "--rounds") {
            v = number(value, 1, 1000);
            if (v) rounds = *v;
        } else {
            return usage("unknown option");
        }
        if (!v) return usage("bad value");
    }

    const std::vector<Hand> corpus =
        makeCorpus(static_cast<std::uint64_t>(seed), static_cast<int>(hands));
    std::vector<Answer> expected;
    expected.reserve(corpus.size());
    for (const Hand& h : corpus) expected.push_back(solve(h));

    std::atomic<long> mismatches{0};
    std::atomic<long> solved{0};
    std::vector<std::thread> pool;
    const std::size_t n = corpus.size();
    for (long t = 0; t < threads; ++t) {
        pool.emplace_back([&, t] {
            const std::size_t start =
                n * static_cast<std::size_t>(t) / static_cast<std::size_t>(threads);
            for (long round = 0; round < rounds; ++round) {
                for (std::size_t k = 0; k < n; ++k) {
                    const std::size_t i = (start + k) % n;
                    if (solve(corpus[i]) == expected[i]) {
                        solved.fetch_add(1, std::memory_order_relaxed);
                        continue;
                    }
                    if (mismatches.fetch_add(1) < 10) {
                        std::fprintf(stderr,
                                     "thread %ld, hand %zu (%s): not the answer of one thread\n", t,
                                     i, describe(corpus[i]).c_str());
                    }
                }
            }
        });
    }
    for (auto& th : pool) th.join();

    std::printf(
        "solver_threads: %ld threads x %ld rounds x %zu hands (seed %ld): %ld matched, "
        "%ld mismatched\n",
        threads, rounds, n, seed, solved.load(), mismatches.load());
    return mismatches.load() == 0 ? 0 : 1;
}
