// SPDX-License-Identifier: GPL-3.0-or-later
// TableRound::legalMoves and the search behind the draws that oblige a card to be played: a
// finite, practical list for bots and tests (what it holds is in table_round.h).
#include <algorithm>
#include <array>

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
    std::vector<MeldCard> meld, withJoker;
    meld.reserve(16);
    withJoker.reserve(16);
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

bool contains(const std::vector<MeldCard>& meld, Card c) {
    return std::any_of(meld.begin(), meld.end(), [&](const MeldCard& m) { return m.card == c; });
}

// The hand's best arrangement (bestTableHand) as one move, with the cards of the hand.
std::optional<moves::Meld> bestArrangement(const std::vector<Card>& hand, const TableRules& rules) {
    std::vector<Face> faces;
    for (Card c : hand) faces.push_back(c.face());
    const TableHand best = bestTableHand(rules.melds, faces);
    if (best.melds.empty()) return std::nullopt;
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
    forEachMeldCandidate(hand, rules_, card, true, [&](const std::vector<MeldCard>& cards) {
        if (!contains(cards, card)) return false;
        const auto laid = layMeld(cards, rules_);
        if (!laid) return false;
        if (rules_.openingPureRun && laid->kind != MeldKind::PureRun) return false;
        moves::Meld move{{cards}};
        int value = meldValue(*laid, rules_);
        if (value < rules_.opening && !rules_.openingSingleMeld) {
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
    forEachMeldCandidate(h, rules_, must, false, [&](const std::vector<MeldCard>& cards) {
        if (candidateMeldOk(cards)) out.emplace_back(moves::Meld{{cards}});
        return false;
    });
    if (auto best = bestArrangement(h, rules_)) addNew(std::move(*best), 0);
    // A pile card taken to open with (pileToOpen): an opening lay-down that holds it.
    if (obligation_ && obligation_->newMeld && !hasOpened(current_))
        if (auto opening = openingWith(obligation_->card, h)) addNew(std::move(*opening), 0);
    const HandIndex idx(h, must);
    std::vector<Card> one;
    if (idx.joker) one.push_back(*idx.joker);
    for (const auto& c : idx.byFace)
        if (c) one.push_back(*c);
    // A swap needs a joker on the meld, a natural card and an opened seat with nothing to
    // play first: checkSwap refuses the others at once.
    const bool swaps = rules_.jokerSwap && hasOpened(current_) && !obligation_;
    std::vector<bool> holdsJoker;
    for (const TableMeld& m : melds_)
        holdsJoker.push_back(std::any_of(m.cards.begin(), m.cards.end(), [](const MeldCard& c) {
            return c.card.isPrintedJoker();
        }));
    for (Card c : one)
        for (std::size_t i = 0; i < melds_.size(); ++i) {
            const TableMeld& m = melds_[i];
            if (candidateLayOffOk(c, m)) out.emplace_back(moves::LayOff{c, m.number, std::nullopt});
            if (swaps && holdsJoker[i] && !c.isPrintedJoker()) add(moves::Swap{c, m.number});
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
