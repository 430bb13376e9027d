// SPDX-License-Identifier: GPL-3.0-or-later
// Gin hands through the one solver (HandSolver with SolverRules::gin(): no qualification, so its
// points are the least deadwood). tests/support/gin_reference.h keeps the first, simple search
// as the slow reference the tests compare against.
#include "gin/gin_hand.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "solver/detail/zeroed_array.h"
#include "solver/hand_solver.h"

namespace rummy {

namespace {

// The hand without printed jokers (a Gin deck has none; they are ignored). Most hands hold
// none and are used as they are, without a copy.
class Naturals {
public:
    explicit Naturals(std::span<const Face> cards) : view_(cards) {
        if (std::none_of(cards.begin(), cards.end(), [](Face f) { return f.isPrintedJoker(); }))
            return;
        for (const Face f : cards)
            if (!f.isPrintedJoker()) copy_.push_back(f);
        view_ = copy_;
    }
    std::span<const Face> span() const { return view_; }

private:
    std::span<const Face> view_;
    std::vector<Face> copy_;
};

int leastDeadwood(std::span<const Face> cards) {
    return HandSolver::points(SolverRules::gin(), cards, WildRank{});
}

// A hand of distinct natural cards as a 52-bit set; 0 when a face repeats (a hand no Gin deck
// deals, which then bypasses the memo below).
std::uint64_t maskOf(std::span<const Face> cards) {
    std::uint64_t m = 0;
    for (const Face f : cards) {
        const std::uint64_t bit = std::uint64_t{1} << f.index();
        if (m & bit) return 0;
        m |= bit;
    }
    return m;
}

// The last answers for recent hands, per thread: a Gin turn asks about the same hands several
// times (the round's legal knocks, the bot's throws, the knock itself), and the answers depend
// on the set of cards alone. Direct-mapped; a collision just asks the solver again. Bit 63 of
// the key (never a card) tells a finish answer from a deadwood one.
class RecentAnswers {
public:
    static constexpr std::uint64_t kFinish = std::uint64_t{1} << 63;
    struct Answer {
        std::uint64_t key = 0;  // 0: empty (the empty hand is never stored)
        std::int32_t deadwood = 0;
        std::int32_t discard = 0;  // the face index of a finish answer
    };
    Answer* slot(std::uint64_t key) {
        // Made on first use, from calloc'd pages touched only as slots are: a thread's own
        // copy of a thread_local array is written whole when the thread starts (the main
        // thread's before main), 16 pages for a command that may never ask about Gin.
        if (slots_.empty()) slots_ = detail::ZeroedArray<Answer>(kSlots);
        std::uint64_t h = key * 0x9E3779B97F4A7C15ull;
        return &slots_[(h >> 52) & (kSlots - 1)];
    }
    void clear() {
        if (!slots_.empty()) slots_ = detail::ZeroedArray<Answer>(kSlots);
    }

private:
    // 16 KB a thread: a turn asks again about a few hands, and calloc may write its zeros
    // itself (a page touched for the first time is dear on a virtual machine).
    static constexpr std::size_t kSlots = 1024;
    detail::ZeroedArray<Answer> slots_;
};

RecentAnswers& recentAnswers() {
    thread_local RecentAnswers answers;
    return answers;
}

}  // namespace

void clearGinMemo() {
    recentAnswers().clear();
    HandSolver::clearMemo();
}

GinHand bestGinHand(std::span<const Face> cards) {
    const Naturals naturals(cards);
    const auto hand = naturals.span();
    // handSize = the hand's size: no card is set aside.
    const HandEvaluation ev =
        HandSolver::evaluate(SolverRules::gin(), hand, WildRank{}, ScoringOptions::uncapped(),
                             static_cast<int>(hand.size()));
    GinHand out;
    out.deadwood = ev.points;
    for (const Group& g : ev.groups) {
        std::vector<Face> faces = g.cards;
        std::sort(faces.begin(), faces.end());  // runs by rank, sets by suit
        if (g.type == MeldType::None) {
            out.deadwoodCards.insert(out.deadwoodCards.end(), faces.begin(), faces.end());
        } else {
            out.melds.push_back(std::move(faces));
        }
    }
    std::sort(out.deadwoodCards.begin(), out.deadwoodCards.end());
    std::sort(out.melds.begin(), out.melds.end());  // by their first card: deterministic
    return out;
}

int ginDeadwood(std::span<const Face> cards) {
    const Naturals naturals(cards);
    const std::uint64_t key = maskOf(naturals.span());
    if (key == 0) return leastDeadwood(naturals.span());
    RecentAnswers::Answer* a = recentAnswers().slot(key);
    if (a->key != key) *a = {key, leastDeadwood(naturals.span()), 0};
    return a->deadwood;
}

// The solver's finishing search: the least deadwood after one card is set aside, and with
// Gin's rules (FinishTie::HigherCard) the documented card among equal discards.
GinDiscard bestGinDiscard(std::span<const Face> cards) {
    const Naturals naturals(cards);
    const auto hand = naturals.span();
    if (hand.empty()) return {Face(), 1 << 30};
    const std::uint64_t mask = maskOf(hand);
    if (mask == 0) {
        const HandSolver::Finish f = HandSolver::bestFinish(SolverRules::gin(), hand, WildRank{});
        return {f.card, f.points};
    }
    const std::uint64_t key = mask | RecentAnswers::kFinish;
    RecentAnswers::Answer* a = recentAnswers().slot(key);
    if (a->key != key) {
        const HandSolver::Finish f = HandSolver::bestFinish(SolverRules::gin(), hand, WildRank{});
        *a = {key, f.points, f.card.index()};
    }
    return {Face::fromIndex(a->discard), a->deadwood};
}

}  // namespace rummy
