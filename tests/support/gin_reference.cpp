// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin_reference.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "gin/gin_rules.h"

namespace rummy::test {

namespace {

using Mask = std::uint64_t;

Mask bit(Face f) {
    return Mask{1} << f.index();
}

// Every meld the cards allow: each set of three or four of a rank and each run of three or
// more inside a suit's consecutive cards (ace low only).
std::vector<Mask> meldsOf(Mask held) {
    std::vector<Mask> melds;
    for (int r = 0; r < 13; ++r) {
        std::array<Mask, 4> inRank{};
        int n = 0;
        for (int s = 0; s < 4; ++s) {
            const Mask b = Mask{1} << (s * 13 + r);
            if (held & b) inRank[n++] = b;
        }
        if (n == 4) melds.push_back(inRank[0] | inRank[1] | inRank[2] | inRank[3]);
        for (int skip = 0; n >= 3 && skip < n; ++skip) {
            if (n == 3 && skip > 0) break;
            Mask m = 0;
            for (int i = 0; i < n; ++i)
                if (n == 3 || i != skip) m |= inRank[i];
            melds.push_back(m);
        }
    }
    for (int s = 0; s < 4; ++s) {
        for (int lo = 0; lo + 2 < 13; ++lo) {
            Mask run = 0;
            for (int hi = lo; hi < 13; ++hi) {
                const Mask b = Mask{1} << (s * 13 + hi);
                if (!(held & b)) break;
                run |= b;
                if (hi - lo >= 2) melds.push_back(run);
            }
        }
    }
    return melds;
}

// Depth first over the lowest card left: it is deadwood or lies in one of the melds holding it.
class Search {
public:
    explicit Search(Mask held) : melds_(meldsOf(held)) {}

    void run(Mask left, int deadwood) {
        if (deadwood >= best_) return;
        if (left == 0) {
            best_ = deadwood;
            bestMelds_ = chosen_;
            return;
        }
        const Mask low = left & (~left + 1);
        for (const Mask m : melds_) {
            if ((m & low) && (m & left) == m) {
                chosen_.push_back(m);
                run(left & ~m, deadwood);
                chosen_.pop_back();
            }
        }
        run(left & ~low, deadwood + ginValue(Face::fromIndex(std::countr_zero(low))));
    }

    int best_ = 1 << 30;
    std::vector<Mask> bestMelds_;

private:
    std::vector<Mask> melds_;
    std::vector<Mask> chosen_;
};

Mask maskOf(std::span<const Face> cards) {
    Mask m = 0;
    for (const Face f : cards)
        if (!f.isPrintedJoker()) m |= bit(f);
    return m;
}

std::vector<Face> facesOf(Mask m) {
    std::vector<Face> out;
    for (; m; m &= m - 1) out.push_back(Face::fromIndex(std::countr_zero(m)));
    return out;
}

}  // namespace

GinHand referenceGinHand(std::span<const Face> cards) {
    const Mask held = maskOf(cards);
    Search search(held);
    search.run(held, 0);
    GinHand out;
    out.deadwood = search.best_;
    Mask melded = 0;
    for (const Mask m : search.bestMelds_) {
        melded |= m;
        // A set is listed by suit; facesOf orders a run by rank already (one suit).
        out.melds.push_back(facesOf(m));
    }
    out.deadwoodCards = facesOf(held & ~melded);
    return out;
}

int referenceGinDeadwood(std::span<const Face> cards) {
    const Mask held = maskOf(cards);
    Search search(held);
    search.run(held, 0);
    return search.best_;
}

GinDiscard referenceGinDiscard(std::span<const Face> cards) {
    GinDiscard best{Face(), 1 << 30};
    std::vector<Face> rest;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        rest.assign(cards.begin(), cards.end());
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        const int d = referenceGinDeadwood(rest);
        const Face f = cards[i];
        const bool better =
            d < best.deadwood ||
            (d == best.deadwood &&
             (ginValue(f) > ginValue(best.discard) ||
              (ginValue(f) == ginValue(best.discard) && f.index() < best.discard.index())));
        if (better) best = {f, d};
    }
    return best;
}

}  // namespace rummy::test
