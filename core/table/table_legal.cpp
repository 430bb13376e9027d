// SPDX-License-Identifier: GPL-3.0-or-later
// TableRound::legalMoves and the search behind the draws that oblige a card to be played: a
// finite, practical list for bots and tests (what it holds is in table_round.h).
#include "table/table_legal.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <span>
#include <utility>

#include "table/meld_candidates.h"
#include "table/table_meld_ops.h"

namespace rummy {

namespace {

using detail::forEachMeldCandidate;
using detail::HandIndex;
using detail::hasMeldPartners;
using detail::kHigh;
using detail::MeldValueCap;

// A hand's faces for the solver, on the stack when they fit (Rummy 500's deep pickups may not):
// the legal list asks for them at every decision.
class HandFaces {
public:
    explicit HandFaces(const std::vector<Card>& hand) : span_(stack_.data(), hand.size()) {
        if (hand.size() > stack_.size()) {
            heap_.resize(hand.size());
            span_ = heap_;
        }
        std::transform(hand.begin(), hand.end(), span_.begin(), [](Card c) { return c.face(); });
    }
    std::span<const Face> span() const { return span_; }

private:
    std::array<Face, 64> stack_;
    std::vector<Face> heap_;
    std::span<Face> span_;
};

bool contains(const std::vector<MeldCard>& meld, Card c) {
    return std::any_of(meld.begin(), meld.end(), [&](const MeldCard& m) { return m.card == c; });
}

// The hand's best arrangement (bestTableHand) as one move, with the cards of the hand; none
// when its cards could not be worth `atLeast` (a move check() would refuse).
std::optional<moves::Meld> bestArrangement(const std::vector<Card>& hand, const TableRules& rules,
                                           const MeldValueCap* cap = nullptr, int atLeast = 0) {
    const TableHand& best = recentBestTableHand(rules.melds, HandFaces(hand).span());
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
bool TableLegal::canPlace(const TableRound& round, Card card, const std::vector<Card>& hand,
                          const std::vector<TableMeld>& melds, bool newMeld,
                          const TableMeld* swapped, std::size_t swappedAt) {
    const bool opened = round.hasOpened(round.current_);
    const MeldCard alone{card, std::nullopt};
    if (!newMeld && (opened || round.rules_.layOffBeforeMeld))
        for (std::size_t i = 0; i < melds.size(); ++i) {
            const TableMeld& m = swapped && i == swappedAt ? *swapped : melds[i];
            if (extendMeld(m, alone, round.rules_) && leavesWithout(round, hand, {&alone, 1}))
                return true;
        }
    // A new meld only while the turn's meld limit allows one more (a swap comes mid-turn).
    if (round.rules_.meldsPerTurn > 0 && round.meldsThisTurn_ >= round.rules_.meldsPerTurn)
        return false;
    if (!card.isPrintedJoker() && !hasMeldPartners(card, hand, round.rules_)) return false;
    return forEachMeldCandidate(
        hand, round.rules_, card, true, [&](const std::vector<MeldCard>& cards) {
            if (!contains(cards, card)) return false;
            const auto laid = layMeld(cards, round.rules_);
            if (!laid || !leavesWithout(round, hand, cards)) return false;
            if (!opened && round.rules_.opening > 0 &&
                meldValue(*laid, round.rules_) < round.rules_.opening)
                return false;
            if (!opened && round.rules_.openingPureRun && laid->kind != MeldKind::PureRun)
                return false;
            return true;
        });
}

bool TableLegal::leavesWithout(const TableRound& round, const std::vector<Card>& h,
                               std::span<const MeldCard> gone) {
    std::size_t rest = 0;
    bool shed = false;
    for (Card c : h) {
        if (std::any_of(gone.begin(), gone.end(), [&](const MeldCard& g) { return g.card == c; }))
            continue;
        ++rest;
        shed = shed || round.mayShed(c);
    }
    // As leaves(): placing the last card goes out, or floats where the rules say so.
    if (rest == 0) return !round.rules_.discardToGoOut || round.rules_.floats();
    return !round.rules_.discardEveryTurn || shed;
}

// checkMeld's tests in the same terms, but the cards are known to be the hand's, each once.
bool TableLegal::candidateMeldOk(const TableRound& round, const std::vector<MeldCard>& cards) {
    if (round.phase_ != TablePhase::Play) return false;
    if (round.obligation_ && !contains(cards, round.obligation_->card)) return false;
    if (round.rules_.meldsPerTurn > 0 && round.meldsThisTurn_ + 1 > round.rules_.meldsPerTurn)
        return false;
    const auto laid = layMeld(cards, round.rules_);
    if (!laid) return false;
    if (!round.hasOpened(round.current_)) {
        if (round.rules_.opening > 0 && meldValue(*laid, round.rules_) < round.rules_.opening)
            return false;
        if (round.rules_.openingPureRun && laid->kind != MeldKind::PureRun) return false;
    }
    return leavesWithout(round, round.hand(round.current_), cards);
}

// checkLayOff's tests, the card known to be the hand's and `m` one of the table's melds.
bool TableLegal::candidateLayOffOk(const TableRound& round, Card card, const TableMeld& m) {
    if (round.phase_ != TablePhase::Play) return false;
    if (round.obligation_ && (round.obligation_->card != card || round.obligation_->newMeld))
        return false;
    if (!round.hasOpened(round.current_) && !round.rules_.layOffBeforeMeld) return false;
    if (!extendMeld(m, {card, std::nullopt}, round.rules_)) return false;
    const MeldCard gone{card, std::nullopt};
    return leavesWithout(round, round.hand(round.current_), {&gone, 1});
}

std::optional<moves::Meld> TableLegal::openingWith(const TableRound& round, Card card,
                                                   const std::vector<Card>& hand, bool first) {
    std::optional<moves::Meld> best;
    int bestValue = -1;
    // Every opening below is melds of `hand` that do not overlap, worth no more than the most
    // valuable such melds (bestTableHand, which values melds as the rules do unless 500's
    // five-ten option is on). When those fall short no candidate can open, and none needs its
    // own search for the rest (a Kaluki seat asks this of every pile card it could take before
    // it has opened). Asked once, at the first candidate that would search.
    std::optional<bool> shortOfOpening;
    const auto fallsShort = [&] {
        if (!shortOfOpening)
            shortOfOpening =
                !round.rules_.fiveTenValues &&
                recentBestTableHand(round.rules_.melds, HandFaces(hand).span()).meldValue <
                    round.rules_.opening;
        return *shortOfOpening;
    };
    forEachMeldCandidate(hand, round.rules_, card, true, [&](const std::vector<MeldCard>& cards) {
        if (!contains(cards, card)) return false;
        const auto laid = layMeld(cards, round.rules_);
        if (!laid) return false;
        if (round.rules_.openingPureRun && laid->kind != MeldKind::PureRun) return false;
        moves::Meld move{{cards}};
        int value = meldValue(*laid, round.rules_);
        if (value < round.rules_.opening && !round.rules_.openingSingleMeld) {
            if (fallsShort()) return true;  // nothing opens: stop (best is still empty)
            // The rest of the opening from the other cards: their most valuable melds.
            std::vector<Card> rest;
            for (Card c : hand)
                if (!contains(cards, c)) rest.push_back(c);
            if (auto more = bestArrangement(rest, round.rules_)) {
                for (auto& m : more->melds) {
                    value += meldValue(*layMeld(m, round.rules_), round.rules_);
                    move.melds.push_back(std::move(m));
                }
            }
        }
        if (value < round.rules_.opening || value <= bestValue) return false;
        if (round.rules_.meldsPerTurn > 0 &&
            round.meldsThisTurn_ + static_cast<int>(move.melds.size()) > round.rules_.meldsPerTurn)
            return false;
        std::vector<Card> left = hand;
        for (const auto& m : move.melds)
            for (const MeldCard& c : m) left.erase(std::find(left.begin(), left.end(), c.card));
        if (!round.leaves(left)) return false;
        best = std::move(move);
        bestValue = value;
        return first;
    });
    return best;
}

bool TableLegal::canOpenWith(const TableRound& round, Card card) {
    std::vector<Card> hand = round.hand(round.current_);
    hand.push_back(card);
    return openingWith(round, card, hand, true).has_value();
}

// Every candidate is still checked (check() is what "legal" means), but only where two could
// be alike is the list searched for a twin: the draws, the meld candidates (distinct masks and
// windows), and the lay-offs, swaps and discards of `one` (distinct cards) cannot repeat; the
// best arrangement, the opening and a taken card's twin can (a search of every listed move
// for each candidate was quadratic). tests/core/table/test_table_legal_reference.cpp compares
// the list with the straightforward one on random positions of every variant.
std::vector<Move> TableLegal::moves(const TableRound& round) {
    std::vector<Move> out;
    out.reserve(32);  // most lists fit: no moves of Moves while it grows
    const auto add = [&](Move m) {
        if (round.check(m)) out.push_back(std::move(m));
    };
    const auto addNew = [&](Move m, std::size_t from) {
        if (std::find(out.begin() + static_cast<std::ptrdiff_t>(from), out.end(), m) == out.end())
            add(std::move(m));
    };
    if (round.isOver()) return out;
    const std::vector<Card>& h = round.hand(round.current_);
    if (round.phase_ == TablePhase::Draw) {
        add(moves::DrawClosed{});
        const int deepest = round.rules_.pileDepth ? static_cast<int>(round.pile_.size()) : 1;
        for (int n = 1; n <= deepest; ++n) add(moves::DrawOpen{n});
        // Only the takes checkTake does not refuse at a glance (unopened, one's own meld, a
        // meld of three, a joker, the middle of a run) go through the whole check.
        if (round.rules_.takeFromMeld && round.hasOpened(round.current_))
            for (const TableMeld& m : round.melds_) {
                if (m.owner == round.current_ || m.cards.size() <= 3) continue;
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
    const std::optional<Card> must =
        round.obligation_ ? std::optional(round.obligation_->card) : std::nullopt;
    // Before its opening a seat's melds must reach it (most of a 51 hand is played so).
    const bool opening = round.rules_.opening > 0 && !round.hasOpened(round.current_);
    const MeldValueCap* cap = opening ? &MeldValueCap::of(round.rules_) : nullptr;
    const auto faceOf = [](const MeldCard& c) { return c.card.face(); };
    forEachMeldCandidate(h, round.rules_, must, false, [&](const std::vector<MeldCard>& cards) {
        if (cap && cap->of(cards, faceOf) < round.rules_.opening) return false;
        if (candidateMeldOk(round, cards)) out.emplace_back(moves::Meld{{cards}});
        return false;
    });
    if (auto best = bestArrangement(h, round.rules_, cap, round.rules_.opening))
        addNew(std::move(*best), 0);
    // A pile card taken to open with (pileToOpen): an opening lay-down that holds it.
    if (round.obligation_ && round.obligation_->newMeld && !round.hasOpened(round.current_))
        if (auto opening = openingWith(round, round.obligation_->card, h))
            addNew(std::move(*opening), 0);
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
    const bool swaps =
        round.rules_.jokerSwap && round.hasOpened(round.current_) && !round.obligation_;
    const bool layOffs = round.hasOpened(round.current_) || round.rules_.layOffBeforeMeld;
    if (swaps || layOffs) {
        const auto holdsJoker = [](const TableMeld& m) {
            return std::any_of(m.cards.begin(), m.cards.end(),
                               [](const MeldCard& c) { return c.card.isPrintedJoker(); });
        };
        for (Card c : one)
            for (const TableMeld& m : round.melds_) {
                // couldExtend first: most pairs end there (an opened Kaluki seat's list).
                if (layOffs && couldExtend(m, {c, std::nullopt}) && candidateLayOffOk(round, c, m))
                    out.emplace_back(moves::LayOff{c, m.number, std::nullopt});
                // checkSwap refuses a card no joker of the meld stands for (swappableJoker).
                if (swaps && !c.isPrintedJoker() && holdsJoker(m) &&
                    swappableJoker(m, c, round.rules_))
                    add(moves::Swap{c, m.number});
            }
    }
    const std::size_t discards = out.size();
    for (Card c : one) add(moves::Discard{c});
    // A card that may not be thrown back may have a twin that may.
    for (Card c : h)
        if (!round.mayShed(c))
            for (Card twin : h)
                if (twin != c && twin.face() == c.face()) addNew(moves::Discard{twin}, discards);
    add(moves::Done{});
    return out;
}

}  // namespace rummy
