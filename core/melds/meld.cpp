// SPDX-License-Identifier: GPL-3.0-or-later
#include "melds/meld.h"

#include <bit>
#include <cstdint>

#include "melds/qualification.h"

namespace rummy {

namespace {

// The longest run a suit holds: A..K (or 2..A with the ace high).
constexpr int kMaxSequenceLength = 13;

// Rank positions as bits: bit r for rank r (ace = 1), and bit 14 for an ace played high.
// A run is consecutive exactly when its bits, shifted down, form a block of ones.
constexpr std::uint32_t rankBit(int rank) {
    return std::uint32_t{1} << rank;
}

// The ace low and the ace high are two separate readings of the same cards; a run that needs
// both (K-A-2) fits in neither, which is how "never both" falls out.
constexpr std::uint32_t aceHigh(std::uint32_t lowBits) {
    return (lowBits & rankBit(1)) ? (lowBits & ~rankBit(1)) | rankBit(14) : lowBits;
}

// Width of the smallest window of ranks that holds every set bit.
int span(std::uint32_t bits) {
    return std::bit_width(bits) - std::countr_zero(bits);
}

// The cards of one suit, read as natural cards: their ranks as bits, and whether they are
// all distinct and of that one suit. `skip` says which cards play no part (jokers).
struct SuitRun {
    bool oneSuit = true;
    bool distinct = true;
    int count = 0;
    std::uint32_t bits = 0;
};

template <typename Skip>
SuitRun readRun(std::span<const Face> cards, Skip skip) {
    SuitRun run;
    bool haveSuit = false;
    Suit suit = Suit::Spades;
    for (Face f : cards) {
        if (skip(f)) continue;
        if (!haveSuit) {
            suit = f.suit();
            haveSuit = true;
        } else if (f.suit() != suit) {
            run.oneSuit = false;
        }
        const std::uint32_t bit = rankBit(static_cast<int>(f.rank()));
        if (run.bits & bit) run.distinct = false;
        run.bits |= bit;
        ++run.count;
    }
    return run;
}

// No card stands in for another: printed jokers never appear, and every other card (a
// wild-rank card included) sits at its own place in one unbroken run.
bool isPureSequence(std::span<const Face> cards) {
    const auto run = readRun(cards, [](Face f) { return f.isPrintedJoker(); });
    if (run.count != static_cast<int>(cards.size()) || !run.oneSuit || !run.distinct) return false;
    const int n = run.count;
    return span(run.bits) == n || span(aceHigh(run.bits)) == n;
}

// Jokers may take any place, so the natural cards only have to fit in a window as wide as
// the group; the window always fits inside A..K or 2..A because the group has at most 13.
bool isImpureSequence(std::span<const Face> cards, WildRank wild) {
    const auto run = readRun(cards, [wild](Face f) { return wild.isJoker(f); });
    if (run.count == 0) return true;  // jokers alone
    if (!run.oneSuit || !run.distinct) return false;
    const int n = static_cast<int>(cards.size());
    return span(run.bits) <= n || span(aceHigh(run.bits)) <= n;
}

// Natural cards share a rank and differ in suit; jokers fill and extend without limit.
bool isSet(std::span<const Face> cards, WildRank wild) {
    unsigned suits = 0;
    int rank = 0;
    for (Face f : cards) {
        if (wild.isJoker(f)) continue;
        const int r = static_cast<int>(f.rank());
        if (rank != 0 && r != rank) return false;
        rank = r;
        const unsigned bit = 1u << static_cast<int>(f.suit());
        if (suits & bit) return false;
        suits |= bit;
    }
    return true;
}

}  // namespace

const char* meldTypeName(MeldType t) {
    switch (t) {
        case MeldType::Pure:
            return "pure";
        case MeldType::Tunnela:
            return "tunnela";
        case MeldType::Impure:
            return "impure";
        case MeldType::Set:
            return "set";
        case MeldType::None:
            return "none";
    }
    return "none";
}

MeldType classifyMeld(std::span<const Face> cards, WildRank wild) {
    if (cards.size() < 3) return MeldType::None;
    const bool sequenceLength = cards.size() <= static_cast<std::size_t>(kMaxSequenceLength);
    if (sequenceLength && isPureSequence(cards)) return MeldType::Pure;
    if (sequenceLength && isImpureSequence(cards, wild)) return MeldType::Impure;
    if (isSet(cards, wild)) return MeldType::Set;
    return MeldType::None;
}

// The general check (melds/qualification.h) with the 13-card rules: the counting lives there.
DeclarationCheck checkDeclaration(const std::vector<std::vector<Face>>& groups, WildRank wild,
                                  int requiredCards) {
    const Declaration d = checkDeclaration(groups, MeldRules::indian13(), WildCards::of(wild),
                                           Qualification::indian13(), requiredCards);
    DeclarationCheck check{d.valid, d.pureSequences, d.sequences, d.invalidGroups, {}};
    for (MeldKind k : d.kinds) check.types.push_back(meldTypeOf(k));
    return check;
}

}  // namespace rummy
