// SPDX-License-Identifier: GPL-3.0-or-later
// Random play over the round interface, after OpenSpiel's RandomSimTest: seeded games of random
// (but game-finishing) moves, with the engine's invariants checked at every step. It is written
// once for every rummy family; a family plugs in with an adapter, a small class holding:
//
//   using State = ...;    // what is played: a copyable value with == (a round, or what holds one)
//   using Move = ...;     // one move, with ==
//   using Chooser = ...;  // the random player's own state (its generator)
//   bool isOver(const State&) const;
//   std::vector<Move> legalMoves(const State&) const;      // what the round lists as legal
//   Move choose(const State&, const std::vector<Move>& legal, Chooser&, int step) const;
//                         // random, yet the game must end; may pick a move legal but unlisted
//   std::vector<Move> illegalMoves(const State&, Chooser&) const;  // each one must be refused:
//                         // wrong phase, a card not in the hand, another seat's card, ...
//   Status check(const State&, const Move&) const;         // what apply() would say
//   Status apply(State&, const Move&) const;               // on error nothing may change
//   std::vector<Card> cards(const State&) const;           // every card, wherever it lies
//   std::vector<Card> expectedCards(const State&) const;   // the shoe the game is dealt from
//   Result<State> reload(const State&) const;              // save, then load the text back
//   std::string moveName(const Move&) const;               // for failure messages
//   std::string checkState(const State&) const;   // family invariants at each step; "" if sane
//   std::string checkResult(const State&) const;  // the result of an ended game; "" if sane
// and, for RandomPlay::run() (games from seeds), also:
//   Result<State> make(std::uint64_t seed, int seats) const;
//   Chooser chooser(std::uint64_t seed) const;
//
// tests/support/indian_round_adapter.h is the adapter of 13-card Indian Rummy and
// tests/test_random_play.cpp runs it (and proves that the harness catches broken adapters):
// a new family writes its adapter and adds one test function there.
//
// Failures come back as a RandomPlayFailure (seed, step, move, what) rather than through Qt
// Test macros, so the harness stays plain C++ and the caller decides how to report. The seed
// and the step reproduce it: RandomPlay::run(seed, 1, seats) plays that game again, and the
// failure comes at that step.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cards/card.h"
#include "game/result.h"

namespace rummy::test {

template <typename A>
concept RoundAdapter = std::copyable<typename A::State> &&
    std::equality_comparable<typename A::State> && std::equality_comparable<typename A::Move> &&
    requires(const A& a, typename A::State& s, const typename A::State& cs,
             const typename A::Move& m, const std::vector<typename A::Move>& legal,
             typename A::Chooser& ch, int step) {
    { a.isOver(cs) } -> std::convertible_to<bool>;
    { a.legalMoves(cs) } -> std::same_as<std::vector<typename A::Move>>;
    { a.choose(cs, legal, ch, step) } -> std::same_as<typename A::Move>;
    { a.illegalMoves(cs, ch) } -> std::same_as<std::vector<typename A::Move>>;
    { a.check(cs, m) } -> std::same_as<Status>;
    { a.apply(s, m) } -> std::same_as<Status>;
    { a.cards(cs) } -> std::same_as<std::vector<Card>>;
    { a.expectedCards(cs) } -> std::same_as<std::vector<Card>>;
    { a.reload(cs) } -> std::same_as<Result<typename A::State>>;
    { a.moveName(m) } -> std::convertible_to<std::string>;
    { a.checkState(cs) } -> std::convertible_to<std::string>;
    { a.checkResult(cs) } -> std::convertible_to<std::string>;
};

template <typename A>
concept SeededRoundAdapter = RoundAdapter<A> && requires(const A& a, std::uint64_t seed, int n) {
    { a.make(seed, n) } -> std::same_as<Result<typename A::State>>;
    { a.chooser(seed) } -> std::same_as<typename A::Chooser>;
};

struct RandomPlayOptions {
    int maxSteps = 5000;  // a game still running after this many moves is a failure
    // A save round trip replays the game so far, so checking it at every step costs O(steps^2)
    // per game: long runs check every saveEvery-th position and the last one. 0: never, for a
    // caller whose save replays more than the game (a match) and checks saves itself.
    int saveEvery = 1;
};

struct RandomPlayStats {
    int games = 0;
    long long steps = 0;           // moves applied
    long long legalChecked = 0;    // listed legal moves accepted by check()
    long long illegalRefused = 0;  // illegal candidates refused by check() and apply()
    long long saves = 0;           // save round trips
    int longest = 0;               // most moves in one game
};

// Enough to replay the failure: the seed, the number of moves applied before it, and the move
// being checked (or the one that led to the position found wrong).
struct RandomPlayFailure {
    std::uint64_t seed = 0;
    int step = 0;
    std::string move;
    std::string what;

    std::string toString() const {
        std::string s = "seed " + std::to_string(seed) + ", step " + std::to_string(step);
        if (!move.empty()) s += ", move \"" + move + "\"";
        return s + ": " + what;
    }
};

template <RoundAdapter A>
class RandomPlay {
    // The expected cards, counted by id: counting each position's cards is cheaper than
    // sorting them, and this runs at every step.
    struct CardCount {
        std::vector<Card> cards;  // sorted
        std::array<int, Card::kMaxId> count{};

        explicit CardCount(std::vector<Card> all) : cards(std::move(all)) {
            std::sort(cards.begin(), cards.end());
            for (Card c : cards) ++count[std::size_t(c.id())];
        }
        bool matches(const std::vector<Card>& got) const {
            if (got.size() != cards.size()) return false;
            std::array<int, Card::kMaxId> left = count;
            for (Card c : got)
                if (c.id() < 0 || c.id() >= Card::kMaxId || left[std::size_t(c.id())]-- <= 0)
                    return false;
            return true;  // as many cards as expected, none beyond its count: the same multiset
        }
    };

public:
    using State = typename A::State;
    using Move = typename A::Move;
    using Chooser = typename A::Chooser;
    using Failure = std::optional<RandomPlayFailure>;

    explicit RandomPlay(const A& adapter, RandomPlayOptions options = {})
        : a_(adapter), opt_(options) {}

    const RandomPlayStats& stats() const { return stats_; }

    // Plays `state` to its end with `chooser`, checking every step. `seed` only labels failures.
    Failure play(State& state, Chooser& chooser, std::uint64_t seed) {
        const CardCount expected(a_.expectedCards(state));  // fixed for the whole game
        std::string last;  // the move that led to the position being checked
        int step = 0;
        const auto fail = [&](std::string move, std::string what) {
            return Failure{RandomPlayFailure{seed, step, std::move(move), std::move(what)}};
        };
        for (;; ++step) {
            if (auto what = checkPosition(state, expected, step)) return fail(last, *what);
            if (a_.isOver(state)) break;
            if (step >= opt_.maxSteps)
                return fail(last, "the game did not end in " + std::to_string(step) + " moves");
            const std::vector<Move> legal = a_.legalMoves(state);
            if (legal.empty()) return fail(last, "a running game lists no legal move");
            for (const Move& m : legal)
                if (Status s = a_.check(state, m); !s)
                    return fail(a_.moveName(m), "check() refuses a listed legal move: " +
                                                    std::string(errorCodeName(s.error())));
            stats_.legalChecked += static_cast<long long>(legal.size());

            // The copy must equal the original: refuseIllegal() compares them once it has tried
            // its moves on the original (comparing twice per step doubled the cost).
            State before = state;
            if (auto f = refuseIllegal(state, before, legal, chooser))
                return fail(f->first, f->second);

            const Move move = a_.choose(state, legal, chooser, step);
            last = a_.moveName(move);
            if (Status s = a_.apply(state, move); !s)
                return fail(last, "apply() refuses the chosen move: " +
                                      std::string(errorCodeName(s.error())));
            if (state == before) return fail(last, "an applied move changed nothing");
            // The copy must go the same way: a state sharing anything with its copy would not.
            if (Status s = a_.apply(before, move); !s || !(before == state))
                return fail(last, "the same move applied to a copy gives another state");
            ++stats_.steps;
        }
        if (!a_.legalMoves(state).empty()) return fail(last, "an ended game lists legal moves");
        const State after = state;
        if (auto f = refuseIllegal(state, after, {}, chooser)) return fail(f->first, f->second);
        if (std::string what = a_.checkResult(state); !what.empty())
            return fail(last, "result: " + what);
        ++stats_.games;
        stats_.longest = std::max(stats_.longest, step);
        return std::nullopt;
    }

    // Games from seeds firstSeed, firstSeed + 1, ... at `seats` seats; onEnd(state) after each
    // (for the caller's own tallies). run(seed, 1, seats) replays a failure's game.
    template <typename OnEnd>
    Failure run(std::uint64_t firstSeed, int games, int seats, OnEnd&& onEnd) {
        static_assert(SeededRoundAdapter<A>, "run() needs the adapter's make() and chooser()");
        for (int i = 0; i < games; ++i) {
            const std::uint64_t seed = firstSeed + static_cast<std::uint64_t>(i);
            Result<State> made = a_.make(seed, seats);
            if (!made) {
                std::string what = "cannot make a game of " + std::to_string(seats) + " seats: ";
                return RandomPlayFailure{seed, 0, {}, what + errorCodeName(made.error())};
            }
            State state = std::move(made).value();
            Chooser chooser = a_.chooser(seed);
            if (auto f = play(state, chooser, seed)) return f;
            onEnd(std::as_const(state));
        }
        return std::nullopt;
    }

    Failure run(std::uint64_t firstSeed, int games, int seats) {
        return run(firstSeed, games, seats, [](const State&) {});
    }

private:
    // Cards conserved, the family's invariants, and (see saveEvery) the save round trip. What
    // is wrong, or nothing.
    std::optional<std::string> checkPosition(const State& state, const CardCount& expected,
                                             int step) {
        const std::vector<Card> cards = a_.cards(state);
        if (!expected.matches(cards))
            return "cards are not conserved: " + cardDiff(cards, expected.cards);
        if (std::string what = a_.checkState(state); !what.empty()) return what;
        const bool save = opt_.saveEvery > 0 && (step % opt_.saveEvery == 0 || a_.isOver(state));
        if (!save) return std::nullopt;
        Result<State> loaded = a_.reload(state);
        if (!loaded) return std::string("a save does not load: ") + errorCodeName(loaded.error());
        if (!(loaded.value() == state)) return "a saved and loaded game differs from the original";
        ++stats_.saves;
        return std::nullopt;
    }

    // Every illegal candidate refused by check() and apply() alike, and `state` still equal to
    // `before`. Returns the offending move and what went wrong.
    std::optional<std::pair<std::string, std::string>> refuseIllegal(State& state,
                                                                     const State& before,
                                                                     const std::vector<Move>& legal,
                                                                     Chooser& chooser) {
        const std::vector<Move> moves = a_.illegalMoves(state, chooser);
        std::optional<std::pair<std::string, std::string>> failure;
        for (const Move& m : moves) {
            const auto bad = [&](std::string what) { failure = {a_.moveName(m), std::move(what)}; };
            if (std::find(legal.begin(), legal.end(), m) != legal.end()) {
                bad("an illegal candidate is listed as legal");
                break;
            }
            const Status checked = a_.check(state, m);
            if (checked) {
                bad("check() accepts an illegal move");
                break;
            }
            const Status applied = a_.apply(state, m);
            if (!applied && applied.error() != checked.error()) {
                bad(std::string("apply() refuses with ") + errorCodeName(applied.error()) +
                    ", check() with " + errorCodeName(checked.error()));
                break;
            }
            if (applied) break;  // named below: the state has changed
            ++stats_.illegalRefused;
        }
        // One comparison for all candidates (comparing after each was most of the harness's
        // time), which also checks that the copy equals its original. A changed state explains
        // any failure after it, so it is named first.
        if (!(state == before)) return whoChanged(before, moves);
        return failure;
    }

    // Why the state no longer equals `before`: the first candidate that changes a fresh copy.
    std::pair<std::string, std::string> whoChanged(const State& before,
                                                   const std::vector<Move>& moves) {
        if (State copy = before; !(copy == before)) return {{}, "a copy differs from its original"};
        for (const Move& m : moves) {
            State fresh = before;
            const Status applied = a_.apply(fresh, m);
            if (applied) return {a_.moveName(m), "apply() accepts an illegal move"};
            if (!(fresh == before)) return {a_.moveName(m), "a refused move changed the state"};
        }
        return {{}, "the refused moves together changed the state"};
    }

    // "missing 10H#9 ...; extra 7S#58 ..." (card ids tell the two decks' copies apart).
    static std::string cardDiff(std::vector<Card> got, const std::vector<Card>& want) {
        std::sort(got.begin(), got.end());
        std::vector<Card> missing, extra;
        std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                            std::back_inserter(missing));
        std::set_difference(got.begin(), got.end(), want.begin(), want.end(),
                            std::back_inserter(extra));
        const auto list = [](const std::vector<Card>& cs) {
            if (cs.empty()) return std::string(" none");
            std::string s;
            // Appended piece by piece: " " + string trips GCC 12's -Wrestrict false positive.
            for (Card c : cs)
                s.append(" ").append(c.toString()).append("#").append(std::to_string(c.id()));
            return s;
        };
        return std::to_string(got.size()) + " cards for " + std::to_string(want.size()) +
               "; missing" + list(missing) + "; extra" + list(extra);
    }

    A a_;
    RandomPlayOptions opt_;
    RandomPlayStats stats_;
};

}  // namespace rummy::test
