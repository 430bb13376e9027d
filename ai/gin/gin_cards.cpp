// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_cards.h"

#include <array>

namespace rummy::gin {

namespace {

// Faces of a mask in a buffer on the stack: a hand during a look-ahead holds at most 12 cards,
// the buffer takes any mask.
struct FaceBuffer {
    std::array<Face, 52> faces;
    std::size_t size = 0;
    explicit FaceBuffer(CardMask m) {
        for (; m; m &= m - 1) faces[size++] = lowestFace(m);
    }
    std::span<const Face> span() const { return {faces.data(), size}; }
};

}  // namespace

CardMask maskOf(std::span<const Card> cards) {
    CardMask m = 0;
    for (const Card c : cards)
        if (!c.isPrintedJoker()) m |= bitOf(c);
    return m;
}

int valueOf(CardMask m) {
    int v = 0;
    for (; m; m &= m - 1) v += ginValue(lowestFace(m));
    return v;
}

int deadwoodOf(CardMask m) {
    const FaceBuffer buf(m);
    return ginDeadwood(buf.span());
}

CardMask unmatchedOf(CardMask m) {
    const FaceBuffer buf(m);
    CardMask out = 0;
    for (const Face f : bestGinHand(buf.span()).deadwoodCards) out |= bitOf(f);
    return out;
}

MaskDiscard bestDiscardOf(CardMask m, CardMask keep) {
    const FaceBuffer buf(m);
    const GinDiscard d = bestGinDiscard(buf.span());
    if (!(keep & bitOf(d.discard))) return {d.discard, d.deadwood};
    return bestDiscardOf(m, keep, deadwoodOf(m));
}

MaskDiscard bestDiscardOf(CardMask m, CardMask keep, int all) {
    if (keep == 0) return bestDiscardOf(m, 0);
    // Core's choice was a card that may not go. Throwing x cannot leave less than
    // deadwood(m) - value(x) (put x back as deadwood: that is an arrangement of m), and a card
    // left out of a best arrangement of m leaves exactly that. So, trying the cards from the
    // highest value down, the first loose card ends the search: no lower card can do better.
    // Ties go as in core's bestGinDiscard: the higher card, then the lower face.
    MaskDiscard best{Face(), 1 << 30};
    for (int value = 10; value >= 1; --value) {
        if (all - value >= best.deadwood) break;
        for (CardMask c = m & ~keep; c; c &= c - 1) {
            const Face f = lowestFace(c);
            if (ginValue(f) != value) continue;
            const int d = deadwoodOf(m & ~bitOf(f));
            if (d < best.deadwood) best = {f, d};
        }
    }
    return best;
}

CardMask neighboursOf(Face f) {
    const int suit = static_cast<int>(f.suit());
    const int rank = static_cast<int>(f.rank()) - 1;  // 0..12
    CardMask m = 0;
    for (int s = 0; s < 4; ++s)
        if (s != suit) m |= CardMask{1} << (s * 13 + rank);
    for (int d : {-2, -1, 1, 2})
        if (rank + d >= 0 && rank + d < 13) m |= CardMask{1} << (suit * 13 + rank + d);
    return m;
}

bool meldsWith(Face f, CardMask m) {
    const int suit = static_cast<int>(f.suit());
    const int rank = static_cast<int>(f.rank()) - 1;
    int sameRank = 0;
    for (int s = 0; s < 4; ++s)
        if (s != suit && (m >> (s * 13 + rank) & 1)) ++sameRank;
    if (sameRank >= 2) return true;
    // Suit bits with f's own bit set, then any three in a row through f.
    const unsigned row = static_cast<unsigned>(m >> (suit * 13)) & 0x1FFFu;
    const unsigned with = row | (1u << rank);
    for (int lo = rank - 2; lo <= rank; ++lo) {
        if (lo < 0 || lo + 2 > 12) continue;
        if (((with >> lo) & 7u) == 7u) return true;
    }
    return false;
}

CardMask meldersOf(CardMask m) {
    constexpr CardMask kSuit = 0x1FFF;
    CardMask suits[4];
    for (int s = 0; s < 4; ++s) suits[s] = (m >> (13 * s)) & kSuit;
    // Ranks held in at least two suits: any card of that rank makes a set with two of them.
    CardMask pairs = 0;
    for (int a = 0; a < 4; ++a)
        for (int b = a + 1; b < 4; ++b) pairs |= suits[a] & suits[b];
    CardMask out = 0;
    for (int s = 0; s < 4; ++s) {
        const CardMask x = suits[s];
        // Rank r melds in a run when r+1 and r+2, r-1 and r+1, or r-2 and r-1 are held.
        const CardMask runs = ((x >> 1) & (x >> 2)) | ((x << 1) & (x >> 1)) | ((x << 1) & (x << 2));
        out |= ((runs | pairs) & kSuit) << (13 * s);
    }
    return out;
}

}  // namespace rummy::gin
