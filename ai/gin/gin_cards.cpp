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
    if (keep == 0) {
        const FaceBuffer buf(m);
        const GinDiscard d = bestGinDiscard(buf.span());
        return {d.discard, d.deadwood};
    }
    // With a card that may not be thrown, core's choice may be that card: try the others,
    // with core's tie-break (the higher card, then the lower face).
    MaskDiscard best{Face(), 1 << 30};
    for (CardMask rest = m & ~keep; rest; rest &= rest - 1) {
        const Face f = lowestFace(rest);
        const int d = deadwoodOf(m & ~bitOf(f));
        if (d < best.deadwood || (d == best.deadwood && ginValue(f) > ginValue(best.discard)))
            best = {f, d};
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

}  // namespace rummy::gin
