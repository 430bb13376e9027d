// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "melds/table_meld.h"
#include "table/table_rules.h"

// The meld candidates of a hand at a table game, as the legal list (table_legal.cpp) builds
// them: an index of the hand by face, the most a card can be worth in a meld, the enumeration
// of candidate melds, and whether a card has the partners a candidate needs.
namespace rummy::detail {

constexpr int kHigh = 14;  // the ace high's run place (1 is the ace low)

// One card per face of the hand (`first` leads, so that a card that must be played is the copy
// the candidates use), and its first joker (the only one the candidates use: kept without a
// vector, since the index is built for every card-placing check).
struct HandIndex {
    std::array<std::optional<Card>, 52> byFace{};
    std::optional<Card> joker;

    HandIndex(const std::vector<Card>& hand, std::optional<Card> first) {
        if (first) add(*first);
        for (Card c : hand)
            if (c != first) add(c);
    }
    void add(Card c) {
        if (c.isPrintedJoker()) {
            if (!joker) joker = c;
            return;
        }
        auto& slot = byFace[static_cast<std::size_t>(c.face().index())];
        if (!slot) slot = c;
    }
    std::optional<Card> at(int pos, int suit) const {
        const int rank = pos == kHigh ? 1 : pos;
        return byFace[static_cast<std::size_t>(suit * 13 + rank - 1)];
    }
};

// The most each card could be worth in a meld (a joker: whatever it may stand for). For a
// seat that has not opened, melds whose cards cannot reach the opening even so are refused by
// check() (openingShortfall); the list skips them before laying them out.
class MeldValueCap {
public:
    explicit MeldValueCap(const TableRules& rules) {
        for (int r = 1; r <= 13; ++r) {
            const Face f(static_cast<Rank>(r), Suit::Spades);
            for (const bool inSet : {false, true})
                for (const bool high : {false, true}) {
                    const auto i = static_cast<std::size_t>(r);
                    byRank_[i] = std::max(byRank_[i], rules.meldValue(f, f, inSet, high));
                    joker_ = std::max(joker_, rules.meldValue(Face::joker(), f, inSet, high));
                }
        }
    }
    // The caps of these rules, kept per thread for the last rules asked about (working them
    // out is a hundred calls of TableRules::meldValue, for every list of an unopened seat).
    static const MeldValueCap& of(const TableRules& rules) {
        thread_local std::optional<std::pair<TableRules, MeldValueCap>> last;
        if (!last || !(last->first == rules)) last.emplace(rules, MeldValueCap(rules));
        return last->second;
    }
    int of(Face f) const {
        return f.isPrintedJoker() ? joker_ : byRank_[static_cast<std::size_t>(f.rank())];
    }
    template <class Cards, class FaceOf>
    int of(const Cards& cards, FaceOf faceOf) const {
        int v = 0;
        for (const auto& c : cards) v += of(faceOf(c));
        return v;
    }

private:
    std::array<int, 14> byRank_{};
    int joker_ = 0;
};

// Sets of three or four of a rank (and those with one joker), and runs: every window of a
// suit's cards in a row, those with one joker in a gap, and two in a row with a joker on top,
// each handed to `f` in turn (until it returns true: the answer is then true) in vectors reused
// from one to the next, so that only the candidates kept are copied.
// With `onlyFirst` (a natural `first`) only the sets of its rank and the runs of its suit, in
// the same order: the others cannot hold it, and the callers that want only melds with it
// (canPlace, openingWith) went through every meld of a large hand (most of Rummy 500's time).
template <class F>
bool forEachMeldCandidate(const std::vector<Card>& hand, const TableRules& rules,
                          std::optional<Card> first, bool onlyFirst, F&& f) {
    const HandIndex idx(hand, first);
    const bool joker = idx.joker && rules.melds.jokersPerMeld > 0;
    const MeldCard wild{joker ? *idx.joker : Card{}, std::nullopt};
    const bool narrow = onlyFirst && first && !first->isPrintedJoker();
    const int onlyRank = narrow ? static_cast<int>(first->face().rank()) - 1 : -1;
    const int onlySuit = narrow ? static_cast<int>(first->face().suit()) : -1;
    // The candidate vectors are the thread's, kept from call to call (two allocations for every
    // card-placing check were a visible share of a 51 hand); a nested call gets its own.
    struct Buffers {
        std::vector<MeldCard> meld, withJoker;
        bool busy = false;
    };
    thread_local Buffers shared;
    Buffers local;
    Buffers& buffers = shared.busy ? local : shared;
    buffers.busy = true;
    struct Release {
        Buffers& b;
        ~Release() { b.busy = false; }
    } release{buffers};
    std::vector<MeldCard>& meld = buffers.meld;
    std::vector<MeldCard>& withJoker = buffers.withJoker;
    for (int rank = 0; rank < 13; ++rank) {
        if (narrow && rank != onlyRank) continue;
        std::array<MeldCard, 4> suits{};
        int n = 0;
        for (int s = 0; s < 4; ++s)
            if (const auto c = idx.byFace[static_cast<std::size_t>(s * 13 + rank)])
                suits[static_cast<std::size_t>(n++)] = {*c, std::nullopt};
        for (int mask = 1; mask < (1 << n); ++mask) {
            meld.clear();
            for (int i = 0; i < n; ++i)
                if (mask & (1 << i)) meld.push_back(suits[static_cast<std::size_t>(i)]);
            if (meld.size() >= 3 && f(meld)) return true;
            if (joker && meld.size() >= 2) {
                meld.push_back(wild);
                if (f(meld)) return true;
            }
        }
    }
    const int top = rules.melds.aceHigh ? kHigh : 13;
    for (int s = 0; s < 4; ++s) {
        if (narrow && s != onlySuit) continue;
        for (int lo = 1; lo <= top; ++lo) {
            if (!idx.at(lo, s)) continue;
            int gaps = 0;
            meld.clear();
            for (int hi = lo; hi <= top && !(lo == 1 && hi == kHigh); ++hi) {
                if (const auto c = idx.at(hi, s)) {
                    meld.push_back({*c, std::nullopt});
                } else {
                    if (!joker || ++gaps > 1) break;
                    const Face gapFace(static_cast<Rank>(hi == kHigh ? 1 : hi),
                                       static_cast<Suit>(s));
                    meld.push_back({wild.card, gapFace});
                    continue;
                }
                if (meld.size() >= 3 && f(meld)) return true;
                if (joker && gaps == 0 && meld.size() >= 2) {
                    withJoker.assign(meld.begin(), meld.end());
                    withJoker.push_back(wild);
                    if (f(withJoker)) return true;
                }
            }
        }
    }
    return false;
}

// Whether the hand holds what forEachMeldCandidate needs for a meld with the natural `card`:
// its candidates hold one card of a face and at most one joker, so two other faces of its rank
// (other suits) or of its suit within two places (the ace at either end where it plays high),
// or one such face and a joker. Without them no candidate holds the card, and the search for
// one is skipped (most of the takes a 51 seat is offered).
inline bool hasMeldPartners(Card card, const std::vector<Card>& hand, const TableRules& rules) {
    std::array<std::uint8_t, 52> faces{};  // each face once: a candidate holds one of a face
    bool joker = false;
    for (const Card c : hand) {
        if (c == card) continue;
        if (c.isPrintedJoker())
            joker = true;
        else
            faces[static_cast<std::size_t>(c.face().index())] = 1;
    }
    const int partners = meldPartners(faces, card.face().index(), rules.melds.aceHigh);
    const bool wild = joker && rules.melds.jokersPerMeld > 0;
    return partners >= (wild ? 1 : 2);
}

}  // namespace rummy::detail
