// SPDX-License-Identifier: GPL-3.0-or-later
// TableRound::legalMoves and the search behind the draws that oblige a card to be played: a
// finite, practical list for bots and tests (what it holds is in table_round.h).
#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <span>
#include <utility>

#include "table/table_meld_ops.h"
#include "table/table_round.h"

namespace rummy {

namespace {

constexpr int kHigh = 14;

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
// With `cap`, only the ranks and run starts whose cards could be worth `floor` are tried (a
// seat's opening: in 51 no set of four reaches 51); the caller still checks each meld it gets.
template <class F>
bool forEachMeldCandidate(const std::vector<Card>& hand, const TableRules& rules,
                          std::optional<Card> first, bool onlyFirst, F&& f,
                          const MeldValueCap* cap = nullptr, int floor = 0) {
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
    const auto capAt = [&](int pos) {  // run places: 1 the ace low .. 13 the king, 14 high
        return cap->of(Face(static_cast<Rank>(pos == kHigh ? 1 : pos), Suit::Spades));
    };
    const int jokerCap = cap && joker ? cap->of(Face::joker()) : 0;
    for (int rank = 0; rank < 13; ++rank) {
        if (narrow && rank != onlyRank) continue;
        if (cap && rules.melds.maxSetSize * std::max(capAt(rank + 1), jokerCap) < floor) continue;
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
        // With `cap`: the most places lo..top could be worth, a joker standing in any of them,
        // and one joker more below lo (layMeld puts a joker added on top of J-Q-K-A there).
        const auto placeCap = [&](int q) { return std::max(capAt(q), jokerCap); };
        int reach = jokerCap;
        if (cap)
            for (int q = 1; q <= top; ++q) reach += placeCap(q);
        for (int lo = 1; lo <= top; ++lo) {
            if (cap) {
                if (reach < floor) break;  // nor can any later start
                reach -= placeCap(lo);
            }
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
bool hasMeldPartners(Card card, const std::vector<Card>& hand, const TableRules& rules) {
    std::array<bool, 52> faces{};
    bool joker = false;
    for (const Card c : hand) {
        if (c == card) continue;
        if (c.isPrintedJoker())
            joker = true;
        else
            faces[static_cast<std::size_t>(c.face().index())] = true;
    }
    const Face f = card.face();
    const int suit = static_cast<int>(f.suit()), rank = static_cast<int>(f.rank());
    const auto has = [&](int s, int r) { return faces[static_cast<std::size_t>(s * 13 + r - 1)]; };
    int partners = 0;
    for (int s = 0; s < 4; ++s)
        if (s != suit && has(s, rank)) ++partners;
    const int top = rules.melds.aceHigh ? kHigh : 13;
    for (int q = 1; q <= top; ++q) {
        const int r = q == kHigh ? 1 : q;
        const bool near = std::abs(q - rank) <= 2 ||
                          (rank == 1 && std::abs(q - kHigh) <= 2 && rules.melds.aceHigh);
        if (near && r != rank && has(suit, r)) ++partners;
    }
    const bool wild = joker && rules.melds.jokersPerMeld > 0;
    return partners >= (wild ? 1 : 2);
}

bool contains(const std::vector<MeldCard>& meld, Card c) {
    return std::any_of(meld.begin(), meld.end(), [&](const MeldCard& m) { return m.card == c; });
}

// The hand's best arrangement (bestTableHand) as one move, with the cards of the hand; none
// when its cards could not be worth `atLeast` (a move check() would refuse).
std::optional<moves::Meld> bestArrangement(const std::vector<Card>& hand, const TableRules& rules,
                                           const MeldValueCap* cap = nullptr, int atLeast = 0) {
    // The faces on the stack when they fit (Rummy 500's deep pickups may not).
    std::array<Face, 64> onStack;
    std::vector<Face> onHeap;
    std::span<Face> faces(onStack.data(), hand.size());
    if (hand.size() > onStack.size()) {
        onHeap.resize(hand.size());
        faces = onHeap;
    }
    std::transform(hand.begin(), hand.end(), faces.begin(), [](Card c) { return c.face(); });
    const TableHand& best = recentBestTableHand(rules.melds, faces);
    if (best.melds.empty()) return std::nullopt;
    if (cap) {
        int most = 0;
        for (const auto& meld : best.melds) most += cap->of(meld, [](Face f) { return f; });
        if (most < atLeast) return std::nullopt;
    }
    std::vector<Card> left = hand;
    moves::Meld move;
    for (const auto& meld : best.melds) {
        // A run's jokers stand where they lie: the meaning comes from a natural card's place.
        std::optional<Face> anchor;
        std::size_t anchorAt = 0;
        bool set = true;
        for (std::size_t i = 0; i < meld.size(); ++i) {
            if (meld[i].isPrintedJoker()) continue;
            if (anchor && anchor->rank() != meld[i].rank()) set = false;
            if (!anchor) anchor = meld[i], anchorAt = i;
        }
        std::vector<MeldCard> cards;
        for (std::size_t i = 0; i < meld.size(); ++i) {
            const auto it =
                std::find_if(left.begin(), left.end(), [&](Card c) { return c.face() == meld[i]; });
            if (it == left.end() || !anchor) return std::nullopt;
            MeldCard mc{*it, std::nullopt};
            left.erase(it);
            if (mc.card.isPrintedJoker() && !set) {
                int pos = static_cast<int>(anchor->rank()) + static_cast<int>(i) -
                          static_cast<int>(anchorAt);
                if (anchor->rank() == Rank::Ace && anchorAt + 1 == meld.size() && anchorAt > 0)
                    pos = kHigh + static_cast<int>(i) - static_cast<int>(anchorAt);
                if (pos < 1 || pos > kHigh) return std::nullopt;
                mc.standsFor = Face(static_cast<Rank>(pos == kHigh ? 1 : pos), anchor->suit());
            }
            cards.push_back(mc);
        }
        move.melds.push_back(std::move(cards));
    }
    return move;
}

}  // namespace

// Whether `card` (in `hand`) can be played at once: laid off on one of `melds` (unless it must
// start a new meld), or melded with cards of the hand, by the same tests check() applies.
bool TableRound::canPlace(Card card, const std::vector<Card>& hand,
                          const std::vector<TableMeld>& melds, bool newMeld,
                          const TableMeld* swapped, std::size_t swappedAt) const {
    const bool opened = hasOpened(current_);
    const MeldCard alone{card, std::nullopt};
    if (!newMeld && (opened || rules_.layOffBeforeMeld))
        for (std::size_t i = 0; i < melds.size(); ++i) {
            const TableMeld& m = swapped && i == swappedAt ? *swapped : melds[i];
            if (extendMeld(m, alone, rules_) && leavesWithout(hand, {&alone, 1})) return true;
        }
    // A new meld only while the turn's meld limit allows one more (a swap comes mid-turn).
    if (rules_.meldsPerTurn > 0 && meldsThisTurn_ >= rules_.meldsPerTurn) return false;
    if (!card.isPrintedJoker() && !hasMeldPartners(card, hand, rules_)) return false;
    return forEachMeldCandidate(hand, rules_, card, true, [&](const std::vector<MeldCard>& cards) {
        if (!contains(cards, card)) return false;
        const auto laid = layMeld(cards, rules_);
        if (!laid || !leavesWithout(hand, cards)) return false;
        if (!opened && rules_.opening > 0 && meldValue(*laid, rules_) < rules_.opening)
            return false;
        if (!opened && rules_.openingPureRun && laid->kind != MeldKind::PureRun) return false;
        return true;
    });
}

bool TableRound::leavesWithout(const std::vector<Card>& h, std::span<const MeldCard> gone) const {
    std::size_t rest = 0;
    bool shed = false;
    for (Card c : h) {
        if (std::any_of(gone.begin(), gone.end(), [&](const MeldCard& g) { return g.card == c; }))
            continue;
        ++rest;
        shed = shed || mayShed(c);
    }
    // As leaves(): placing the last card goes out, or floats where the rules say so.
    if (rest == 0) return !rules_.discardToGoOut || rules_.floats();
    return !rules_.discardEveryTurn || shed;
}

// checkMeld's tests in the same terms, but the cards are known to be the hand's, each once.
bool TableRound::candidateMeldOk(const std::vector<MeldCard>& cards) const {
    if (phase_ != TablePhase::Play) return false;
    if (obligation_ && !contains(cards, obligation_->card)) return false;
    if (rules_.meldsPerTurn > 0 && meldsThisTurn_ + 1 > rules_.meldsPerTurn) return false;
    const auto laid = layMeld(cards, rules_);
    if (!laid) return false;
    if (!hasOpened(current_)) {
        if (rules_.opening > 0 && meldValue(*laid, rules_) < rules_.opening) return false;
        if (rules_.openingPureRun && laid->kind != MeldKind::PureRun) return false;
    }
    return leavesWithout(hand(current_), cards);
}

// checkLayOff's tests, the card known to be the hand's and `m` one of the table's melds.
bool TableRound::candidateLayOffOk(Card card, const TableMeld& m) const {
    if (phase_ != TablePhase::Play) return false;
    if (obligation_ && (obligation_->card != card || obligation_->newMeld)) return false;
    if (!hasOpened(current_) && !rules_.layOffBeforeMeld) return false;
    if (!extendMeld(m, {card, std::nullopt}, rules_)) return false;
    const MeldCard gone{card, std::nullopt};
    return leavesWithout(hand(current_), {&gone, 1});
}

std::optional<moves::Meld> TableRound::openingWith(Card card, const std::vector<Card>& hand,
                                                   bool first) const {
    std::optional<moves::Meld> best;
    int bestValue = -1;
    // Every opening below is melds of `hand` that do not overlap, worth no more than the most
    // valuable such melds (bestTableHand, which values melds as the rules do unless 500's
    // five-ten option is on). When those fall short no candidate can open, and none needs its
    // own search for the rest (a Kaluki seat asks this of every pile card it could take before
    // it has opened). Asked once, at the first candidate that would search.
    std::optional<bool> shortOfOpening;
    const auto fallsShort = [&] {
        if (!shortOfOpening) {
            shortOfOpening = false;
            std::array<Face, 64> onStack;
            if (!rules_.fiveTenValues && hand.size() <= onStack.size()) {
                std::transform(hand.begin(), hand.end(), onStack.begin(),
                               [](Card c) { return c.face(); });
                const std::span<const Face> faces(onStack.data(), hand.size());
                shortOfOpening =
                    recentBestTableHand(rules_.melds, faces).meldValue < rules_.opening;
            }
        }
        return *shortOfOpening;
    };
    forEachMeldCandidate(hand, rules_, card, true, [&](const std::vector<MeldCard>& cards) {
        if (!contains(cards, card)) return false;
        const auto laid = layMeld(cards, rules_);
        if (!laid) return false;
        if (rules_.openingPureRun && laid->kind != MeldKind::PureRun) return false;
        moves::Meld move{{cards}};
        int value = meldValue(*laid, rules_);
        if (value < rules_.opening && !rules_.openingSingleMeld) {
            if (fallsShort()) return true;  // nothing opens: stop (best is still empty)
            // The rest of the opening from the other cards: their most valuable melds.
            std::vector<Card> rest;
            for (Card c : hand)
                if (!contains(cards, c)) rest.push_back(c);
            if (auto more = bestArrangement(rest, rules_)) {
                for (auto& m : more->melds) {
                    value += meldValue(*layMeld(m, rules_), rules_);
                    move.melds.push_back(std::move(m));
                }
            }
        }
        if (value < rules_.opening || value <= bestValue) return false;
        if (rules_.meldsPerTurn > 0 &&
            meldsThisTurn_ + static_cast<int>(move.melds.size()) > rules_.meldsPerTurn)
            return false;
        std::vector<Card> left = hand;
        for (const auto& m : move.melds)
            for (const MeldCard& c : m) left.erase(std::find(left.begin(), left.end(), c.card));
        if (!leaves(left)) return false;
        best = std::move(move);
        bestValue = value;
        return first;
    });
    return best;
}

bool TableRound::canOpenWith(Card card) const {
    std::vector<Card> hand = this->hand(current_);
    hand.push_back(card);
    return openingWith(card, hand, true).has_value();
}

// Every candidate is still checked (check() is what "legal" means), but only where two could
// be alike is the list searched for a twin: the draws, the meld candidates (distinct masks and
// windows), and the lay-offs, swaps and discards of `one` (distinct cards) cannot repeat; the
// best arrangement, the opening and a taken card's twin can (a search of every listed move
// for each candidate was quadratic). tests/core/table/test_table_legal_reference.cpp compares
// the list with the straightforward one on random positions of every variant.
std::vector<Move> TableRound::legalMoves() const {
    std::vector<Move> out;
    out.reserve(32);  // most lists fit: no moves of Moves while it grows
    const auto add = [&](Move m) {
        if (check(m)) out.push_back(std::move(m));
    };
    const auto addNew = [&](Move m, std::size_t from) {
        if (std::find(out.begin() + static_cast<std::ptrdiff_t>(from), out.end(), m) == out.end())
            add(std::move(m));
    };
    if (isOver()) return out;
    const std::vector<Card>& h = hand(current_);
    if (phase_ == TablePhase::Draw) {
        add(moves::DrawClosed{});
        const int deepest = rules_.pileDepth ? static_cast<int>(pile_.size()) : 1;
        for (int n = 1; n <= deepest; ++n) add(moves::DrawOpen{n});
        // Only the takes checkTake does not refuse at a glance (unopened, one's own meld, a
        // meld of three, a joker, the middle of a run) go through the whole check.
        if (rules_.takeFromMeld && hasOpened(current_))
            for (const TableMeld& m : melds_) {
                if (m.owner == current_ || m.cards.size() <= 3) continue;
                for (std::size_t i = 0; i < m.cards.size(); ++i) {
                    const Card c = m.cards[i].card;
                    if (c.isPrintedJoker()) continue;
                    if (isRun(m.kind) && i != 0 && i + 1 != m.cards.size()) continue;
                    add(moves::Take{c, m.number});
                }
            }
        add(moves::Done{});
        return out;
    }
    const std::optional<Card> must = obligation_ ? std::optional(obligation_->card) : std::nullopt;
    // Before its opening a seat's melds must reach it (most of a 51 hand is played so).
    const bool opening = rules_.opening > 0 && !hasOpened(current_);
    const MeldValueCap* cap = opening ? &MeldValueCap::of(rules_) : nullptr;
    const auto faceOf = [](const MeldCard& c) { return c.card.face(); };
    forEachMeldCandidate(
        h, rules_, must, false,
        [&](const std::vector<MeldCard>& cards) {
            if (cap && cap->of(cards, faceOf) < rules_.opening) return false;
            if (candidateMeldOk(cards)) out.emplace_back(moves::Meld{{cards}});
            return false;
        },
        cap, rules_.opening);
    if (auto best = bestArrangement(h, rules_, cap, rules_.opening)) addNew(std::move(*best), 0);
    // A pile card taken to open with (pileToOpen): an opening lay-down that holds it.
    if (obligation_ && obligation_->newMeld && !hasOpened(current_))
        if (auto opening = openingWith(obligation_->card, h)) addNew(std::move(*opening), 0);
    const HandIndex idx(h, must);
    // One card of each face in the hand, the joker first (on the stack: this runs for every
    // decision of every seat).
    std::array<Card, 53> oneOf;
    std::size_t ones = 0;
    if (idx.joker) oneOf[ones++] = *idx.joker;
    for (const auto& c : idx.byFace)
        if (c) oneOf[ones++] = *c;
    const std::span<const Card> one(oneOf.data(), ones);
    // A swap needs a joker on the meld, a natural card and an opened seat with nothing to
    // play first: checkSwap refuses the others at once. Lay-offs need an opened seat unless
    // the rules allow them before (candidateLayOffOk refuses the others at once).
    const bool swaps = rules_.jokerSwap && hasOpened(current_) && !obligation_;
    const bool layOffs = hasOpened(current_) || rules_.layOffBeforeMeld;
    if (swaps || layOffs) {
        const auto holdsJoker = [](const TableMeld& m) {
            return std::any_of(m.cards.begin(), m.cards.end(),
                               [](const MeldCard& c) { return c.card.isPrintedJoker(); });
        };
        // A natural card extends only a set of its rank or a run of its suit (extendMeld):
        // the other pairs are not asked (most of an opened Kaluki seat's list).
        const auto mayExtend = [](Card c, const TableMeld& m) {
            if (c.isPrintedJoker() || m.cards.empty()) return true;
            const Face first = playedFace(m.cards.front());
            if (first.isPrintedJoker()) return true;
            return m.kind == MeldKind::Set ? first.rank() == c.face().rank()
                                           : first.suit() == c.face().suit();
        };
        for (Card c : one)
            for (const TableMeld& m : melds_) {
                if (layOffs && mayExtend(c, m) && candidateLayOffOk(c, m))
                    out.emplace_back(moves::LayOff{c, m.number, std::nullopt});
                // checkSwap refuses a card no joker of the meld stands for (swappableJoker).
                if (swaps && !c.isPrintedJoker() && holdsJoker(m) && swappableJoker(m, c, rules_))
                    add(moves::Swap{c, m.number});
            }
    }
    const std::size_t discards = out.size();
    for (Card c : one) add(moves::Discard{c});
    // A card that may not be thrown back may have a twin that may.
    for (Card c : h)
        if (!mayShed(c))
            for (Card twin : h)
                if (twin != c && twin.face() == c.face()) addNew(moves::Discard{twin}, discards);
    add(moves::Done{});
    return out;
}

}  // namespace rummy
