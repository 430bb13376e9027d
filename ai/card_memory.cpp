// SPDX-License-Identifier: GPL-3.0-or-later
#include "card_memory.h"

#include <bitset>
#include <cstdlib>

namespace rummy {

namespace {

// Distance between two ranks on the run line, with the ace both low and high.
int rankGap(Face a, Face b) {
    const int ra = static_cast<int>(a.rank()), rb = static_cast<int>(b.rank());
    int d = std::abs(ra - rb);
    if (ra == 1 || rb == 1) d = std::min(d, 14 - std::max(ra, rb));  // ace above the king
    return d;
}

}  // namespace

CardMemory::CardMemory(const PlayerView& view, bool fullCount) : view_(view) {
    const int decks = view.indian().rules.decks;
    for (int i = 0; i < 52; ++i) live_[static_cast<std::size_t>(i)] = decks;
    live_[Face::kJokerIndex] = view.indian().rules.printedJokers;
    // Physical ids, so a card seen twice (taken, then thrown again) counts once.
    std::bitset<Card::kMaxId> seen;
    auto see = [&](Card c) { seen.set(static_cast<std::size_t>(c.id())); };
    for (const Card c : view.hand) see(c);
    if (view.wildCard) see(*view.wildCard);
    if (fullCount) {
        for (const OpenCard& o : view.pile) see(o.card);
        for (const SeatView& s : view.seats) {
            for (const Card c : s.pickedFromOpen) see(c);
            for (const Card c : s.discarded) see(c);
        }
    } else if (!view.pile.empty()) {
        see(view.pile.back().card);
    }
    for (std::size_t id = 0; id < Card::kMaxId; ++id)
        if (seen.test(id)) --live_[static_cast<std::size_t>(Card::fromId(int(id)).face().index())];
    for (int& n : live_)
        if (n < 0) n = 0;
}

int CardMemory::interest(int seat, Face f, WildRank wild) const {
    if (wild.isJoker(f)) return 0;  // everybody wants jokers; no sign in that
    const SeatView& sv = view_.seats[static_cast<std::size_t>(seat)];
    int score = 0;
    for (const Card c : sv.pickedFromOpen) {
        const Face p = c.face();
        if (wild.isJoker(p)) continue;
        if (p.rank() == f.rank() && p.suit() != f.suit()) score += 3;  // a set in the making
        if (p.suit() == f.suit()) {
            const int gap = rankGap(p, f);
            if (gap == 1)
                score += 4;
            else if (gap == 2)
                score += 2;
        }
    }
    if (score == 0) return 0;
    // A seat that threw this rank or this neighbourhood away is not building there.
    for (const Card c : sv.discarded) {
        const Face d = c.face();
        if (d == f || (d.rank() == f.rank()))
            score -= 2;
        else if (d.suit() == f.suit() && rankGap(d, f) == 1)
            score -= 1;
    }
    return score > 0 ? score : 0;
}

bool CardMemory::anyoneCollects(Suit s) const {
    for (std::size_t i = 0; i < view_.seats.size(); ++i) {
        if (static_cast<int>(i) == view_.seat) continue;
        for (const Card c : view_.seats[i].pickedFromOpen)
            if (!c.isPrintedJoker() && c.face().suit() == s) return true;
    }
    return false;
}

bool CardMemory::thrownByOthers(Face f) const {
    for (std::size_t i = 0; i < view_.seats.size(); ++i) {
        if (static_cast<int>(i) == view_.seat) continue;
        for (const Card c : view_.seats[i].discarded)
            if (c.face() == f || (!c.isPrintedJoker() && c.face().rank() == f.rank())) return true;
    }
    return false;
}

}  // namespace rummy
