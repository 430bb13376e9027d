// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_meld_ops.h"

#include <algorithm>
#include <array>

namespace rummy {

namespace {

constexpr int kHigh = 14;  // run positions: 1 the ace low, 2..13, 14 the ace high

int position(Face f, bool aceHigh) {
    const int r = static_cast<int>(f.rank());
    return r == 1 && aceHigh ? kHigh : r;
}

Face atPosition(int pos, Suit s) {
    return Face(static_cast<Rank>(pos == kHigh ? 1 : pos), s);
}

int jokerCount(std::span<const MeldCard> cards) {
    return static_cast<int>(std::count_if(
        cards.begin(), cards.end(), [](const MeldCard& c) { return c.card.isPrintedJoker(); }));
}

MeldKind runKind(std::span<const MeldCard> cards) {
    return jokerCount(cards) > 0 ? MeldKind::ImpureRun : MeldKind::PureRun;
}

// A run of `cards` with the ace low (or high): the naturals and the jokers with a meaning in
// their places, the other jokers in the gaps, then above, then below.
Result<LaidMeld> arrangeRun(std::span<const MeldCard> cards, bool aceHigh) {
    std::optional<Suit> suit;
    std::array<int, kHigh + 1> at{};  // 1 + index into cards, per position
    std::vector<std::size_t> free;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const MeldCard& c = cards[i];
        if (c.card.isPrintedJoker() && !c.standsFor) {
            free.push_back(i);
            continue;
        }
        const Face f = playedFace(c);
        if (f.isPrintedJoker()) return ErrorCode::BadGroups;
        if (suit && *suit != f.suit()) return ErrorCode::BadGroups;
        suit = f.suit();
        const int pos = position(f, aceHigh);
        if (at[static_cast<std::size_t>(pos)] != 0) return ErrorCode::BadGroups;
        at[static_cast<std::size_t>(pos)] = static_cast<int>(i) + 1;
    }
    if (!suit) return ErrorCode::BadGroups;
    int lo = kHigh + 1, hi = 0, fixed = 0;
    for (int p = 1; p <= kHigh; ++p)
        if (at[static_cast<std::size_t>(p)] != 0)
            lo = std::min(lo, p), hi = std::max(hi, p), ++fixed;
    const int minPos = aceHigh ? 2 : 1;
    const int maxPos = aceHigh ? kHigh : 13;
    if (lo < minPos || hi > maxPos) return ErrorCode::BadGroups;
    const int gaps = hi - lo + 1 - fixed;
    const int spare = static_cast<int>(free.size()) - gaps;
    if (spare < 0) return ErrorCode::BadGroups;
    const int up = std::min(spare, maxPos - hi);
    const int down = spare - up;
    if (lo - down < minPos) return ErrorCode::BadGroups;
    LaidMeld out;
    out.cards.reserve(cards.size());  // sized once: legalMoves lays every candidate
    std::size_t nextFree = 0;
    for (int p = lo - down; p <= hi + up; ++p) {
        const int i = at[static_cast<std::size_t>(p)];
        MeldCard c = i != 0 ? cards[static_cast<std::size_t>(i - 1)] : cards[free[nextFree++]];
        if (c.card.isPrintedJoker()) c.standsFor = atPosition(p, *suit);
        out.cards.push_back(c);
    }
    out.kind = runKind(out.cards);
    return out;
}

Result<LaidMeld> arrangeSet(std::span<const MeldCard> cards, const TableRules& rules) {
    std::optional<Rank> rank;
    std::array<int, 4> suits{};
    for (const MeldCard& c : cards) {
        if (c.card.isPrintedJoker() && !c.standsFor) continue;
        const Face f = playedFace(c);
        if (f.isPrintedJoker() || (rank && *rank != f.rank())) return ErrorCode::BadGroups;
        rank = f.rank();
        if (++suits[static_cast<std::size_t>(f.suit())] > 1 && rules.distinctSuits)
            return ErrorCode::BadGroups;
    }
    if (!rank || static_cast<int>(cards.size()) > rules.melds.maxSetSize)
        return ErrorCode::BadGroups;
    LaidMeld out;
    out.kind = MeldKind::Set;
    out.cards.reserve(cards.size());
    for (MeldCard c : cards) {
        if (c.card.isPrintedJoker() && !c.standsFor) {
            std::size_t s = 0;
            while (s < 4 && suits[s] > 0) ++s;
            if (s == 4) {
                if (rules.distinctSuits) return ErrorCode::BadGroups;
                s = 0;
            }
            ++suits[s];
            c.standsFor = Face(*rank, static_cast<Suit>(s));
        }
        out.cards.push_back(c);
    }
    return out;
}

bool holdsNatural(std::span<const MeldCard> cards) {
    return std::any_of(cards.begin(), cards.end(),
                       [](const MeldCard& c) { return !c.card.isPrintedJoker(); });
}

}  // namespace

bool isRun(MeldKind k) {
    return k == MeldKind::PureRun || k == MeldKind::ImpureRun;
}

Result<LaidMeld> layMeld(std::span<const MeldCard> cards, const TableRules& rules) {
    if (cards.size() < 3 || !holdsNatural(cards)) return ErrorCode::BadGroups;
    const int jokers = jokerCount(cards);
    if (jokers > rules.melds.jokersPerMeld) return ErrorCode::BadGroups;
    for (const MeldCard& c : cards)
        if (c.standsFor && (!c.card.isPrintedJoker() || c.standsFor->isPrintedJoker()))
            return ErrorCode::BadGroups;
    // Set or run: the natural cards' ranks, then the jokers' meanings, decide.
    std::optional<Rank> rank;
    bool oneRank = true;
    int naturals = 0;
    for (const MeldCard& c : cards) {
        if (c.card.isPrintedJoker()) continue;
        ++naturals;
        if (rank && *rank != c.card.face().rank()) oneRank = false;
        rank = c.card.face().rank();
    }
    bool trySet = oneRank;
    if (oneRank && naturals == 1)
        for (const MeldCard& c : cards)
            if (c.standsFor && c.standsFor->rank() != *rank) trySet = false;
    if (trySet)
        if (auto set = arrangeSet(cards, rules)) return set;
    if (oneRank && naturals > 1) return ErrorCode::BadGroups;
    if (auto low = arrangeRun(cards, false)) return low;
    if (rules.melds.aceHigh) return arrangeRun(cards, true);
    return ErrorCode::BadGroups;
}

Result<LaidMeld> extendMeld(const TableMeld& meld, const MeldCard& card, const TableRules& rules) {
    if (card.standsFor && !card.card.isPrintedJoker()) return ErrorCode::BadGroups;
    // Refused before the set is copied; arrangeSet and the run's places would refuse it too.
    if (!couldExtend(meld, card)) return ErrorCode::BadGroups;
    const std::vector<MeldCard>& cards = meld.cards;
    if (card.card.isPrintedJoker() &&
        jokerCount(cards) + 1 > std::min(rules.melds.jokersPerMeld, 4))
        return ErrorCode::BadGroups;
    if (meld.kind == MeldKind::Set) {
        // The set's jokers keep their meanings (arrangeSet keeps what is given).
        std::vector<MeldCard> more;
        more.reserve(cards.size() + 1);
        more.assign(cards.begin(), cards.end());
        more.push_back(card);
        return arrangeSet(more, rules);
    }
    // A run lies in a row from its first card: an ace first is low, so the run's ace keeps
    // its side, and nothing goes past an ace.
    const Suit suit = playedFace(cards.front()).suit();
    const int lo = position(playedFace(cards.front()), false);
    const int hi = lo + static_cast<int>(cards.size()) - 1;
    const int maxPos = lo == 1 || !rules.melds.aceHigh ? 13 : kHigh;
    const int minPos = hi == kHigh ? 2 : 1;
    MeldCard c = card;
    int pos = 0;
    if (c.card.isPrintedJoker() && !c.standsFor) {
        if (hi < maxPos)
            pos = hi + 1;
        else if (lo > minPos)
            pos = lo - 1;
        else
            return ErrorCode::BadGroups;
        c.standsFor = atPosition(pos, suit);
    } else {
        const Face f = playedFace(c);
        if (f.isPrintedJoker()) return ErrorCode::BadGroups;
        if (hi < maxPos && atPosition(hi + 1, suit) == f)
            pos = hi + 1;
        else if (lo > minPos && atPosition(lo - 1, suit) == f)
            pos = lo - 1;
        else
            return ErrorCode::BadGroups;
    }
    LaidMeld out;
    out.cards.reserve(cards.size() + 1);
    if (pos < lo) out.cards.push_back(c);
    out.cards.insert(out.cards.end(), cards.begin(), cards.end());
    if (pos > hi) out.cards.push_back(c);
    out.kind = runKind(out.cards);
    return out;
}

Result<LaidMeld> shrinkMeld(const TableMeld& meld, Card card, const TableRules&) {
    if (card.isPrintedJoker()) return ErrorCode::BadGroups;
    const auto it = std::find_if(meld.cards.begin(), meld.cards.end(),
                                 [&](const MeldCard& c) { return c.card == card; });
    if (it == meld.cards.end()) return ErrorCode::CardNotInHand;
    if (meld.cards.size() <= 3) return ErrorCode::BadGroups;
    if (isRun(meld.kind) && it != meld.cards.begin() && it != meld.cards.end() - 1)
        return ErrorCode::BadGroups;
    LaidMeld out;
    out.cards = meld.cards;
    out.cards.erase(out.cards.begin() + (it - meld.cards.begin()));
    if (!holdsNatural(out.cards)) return ErrorCode::BadGroups;
    out.kind = meld.kind == MeldKind::Set ? MeldKind::Set : runKind(out.cards);
    return out;
}

std::optional<std::size_t> swappableJoker(const TableMeld& meld, Card card, const TableRules&) {
    if (card.isPrintedJoker()) return std::nullopt;
    const Face f = card.face();
    if (meld.kind == MeldKind::Set) {
        for (const MeldCard& c : meld.cards)
            if (!c.card.isPrintedJoker() &&
                (c.card.face().rank() != f.rank() || c.card.face().suit() == f.suit()))
                return std::nullopt;
    }
    for (std::size_t i = 0; i < meld.cards.size(); ++i) {
        const MeldCard& c = meld.cards[i];
        if (!c.card.isPrintedJoker()) continue;
        if (meld.kind == MeldKind::Set ? c.standsFor->rank() == f.rank() : *c.standsFor == f)
            return i;
    }
    return std::nullopt;
}

namespace {

int cardValueIn(MeldKind kind, std::span<const MeldCard> cards, std::size_t i,
                const TableRules& rules) {
    const MeldCard& c = cards[i];
    const bool inSet = kind == MeldKind::Set;
    const bool aceHigh =
        !inSet && i + 1 == cards.size() && i > 0 && playedFace(c).rank() == Rank::Ace;
    return rules.meldValue(c.card.face(), playedFace(c), inSet, aceHigh);
}

}  // namespace

int meldCardValue(const TableMeld& meld, std::size_t i, const TableRules& rules) {
    return cardValueIn(meld.kind, meld.cards, i, rules);
}

int meldValue(const LaidMeld& meld, const TableRules& rules) {
    int v = 0;
    for (std::size_t i = 0; i < meld.cards.size(); ++i)
        v += cardValueIn(meld.kind, meld.cards, i, rules);
    return v;
}

}  // namespace rummy
