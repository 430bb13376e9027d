// SPDX-License-Identifier: GPL-3.0-or-later
#include "reference_table_legal.h"

#include <algorithm>
#include <array>
#include <optional>

#include "table/table_hand.h"
#include "table/table_meld_ops.h"

namespace rummy {

namespace {

constexpr int kHigh = 14;

struct HandIndex {
    std::array<std::optional<Card>, 52> byFace{};
    std::vector<Card> jokers;

    HandIndex(const std::vector<Card>& hand, std::optional<Card> first) {
        if (first) add(*first);
        for (Card c : hand)
            if (c != first) add(c);
    }
    void add(Card c) {
        if (c.isPrintedJoker()) {
            jokers.push_back(c);
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

// Every candidate of the hand, unfiltered.
std::vector<std::vector<MeldCard>> meldCandidates(const std::vector<Card>& hand,
                                                  const TableRules& rules,
                                                  std::optional<Card> first) {
    const HandIndex idx(hand, first);
    const bool joker = !idx.jokers.empty() && rules.melds.jokersPerMeld > 0;
    const MeldCard wild{joker ? idx.jokers.front() : Card{}, std::nullopt};
    std::vector<std::vector<MeldCard>> out;
    for (int rank = 0; rank < 13; ++rank) {
        std::vector<MeldCard> suits;
        for (int s = 0; s < 4; ++s)
            if (const auto c = idx.byFace[static_cast<std::size_t>(s * 13 + rank)])
                suits.push_back({*c, std::nullopt});
        const int n = static_cast<int>(suits.size());
        for (int mask = 1; mask < (1 << n); ++mask) {
            std::vector<MeldCard> set;
            for (int i = 0; i < n; ++i)
                if (mask & (1 << i)) set.push_back(suits[static_cast<std::size_t>(i)]);
            if (set.size() >= 3) out.push_back(set);
            if (joker && set.size() >= 2) {
                set.push_back(wild);
                out.push_back(set);
            }
        }
    }
    const int top = rules.melds.aceHigh ? kHigh : 13;
    for (int s = 0; s < 4; ++s) {
        for (int lo = 1; lo <= top; ++lo) {
            if (!idx.at(lo, s)) continue;
            int gaps = 0;
            std::vector<MeldCard> run;
            for (int hi = lo; hi <= top && !(lo == 1 && hi == kHigh); ++hi) {
                if (const auto c = idx.at(hi, s)) {
                    run.push_back({*c, std::nullopt});
                } else {
                    if (!joker || ++gaps > 1) break;
                    const Face gapFace(static_cast<Rank>(hi == kHigh ? 1 : hi),
                                       static_cast<Suit>(s));
                    run.push_back({wild.card, gapFace});
                    continue;
                }
                if (run.size() >= 3) out.push_back(run);
                if (joker && gaps == 0 && run.size() >= 2) {
                    auto withJoker = run;
                    withJoker.push_back(wild);
                    out.push_back(withJoker);
                }
            }
        }
    }
    return out;
}

bool contains(const std::vector<MeldCard>& meld, Card c) {
    return std::any_of(meld.begin(), meld.end(), [&](const MeldCard& m) { return m.card == c; });
}

std::optional<moves::Meld> bestArrangement(const std::vector<Card>& hand, const TableRules& rules) {
    std::vector<Face> faces;
    for (Card c : hand) faces.push_back(c.face());
    const TableHand best = bestTableHand(rules.melds, faces);
    if (best.melds.empty()) return std::nullopt;
    std::vector<Card> left = hand;
    moves::Meld move;
    for (const auto& meld : best.melds) {
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

bool mayShed(const TableRound& r, Card c) {
    return r.rules().mayDiscardTakenCard || r.takenFromPile() != c;
}

bool leaves(const TableRound& r, const std::vector<Card>& rest) {
    // Placing the last card goes out, or floats (500's floating options).
    if (rest.empty()) return !r.rules().discardToGoOut || r.rules().floats();
    if (!r.rules().discardEveryTurn) return true;
    return std::any_of(rest.begin(), rest.end(), [&](Card c) { return mayShed(r, c); });
}

bool canPlace(const TableRound& r, Card card, const std::vector<Card>& hand,
              const std::vector<TableMeld>& melds, bool newMeld, int meldsThisTurn) {
    const TableRules& rules = r.rules();
    const bool opened = r.hasOpened(r.currentSeat());
    const auto restWithout = [&](const std::vector<MeldCard>& gone) {
        std::vector<Card> rest = hand;
        for (const MeldCard& c : gone) rest.erase(std::find(rest.begin(), rest.end(), c.card));
        return rest;
    };
    if (!newMeld && (opened || rules.layOffBeforeMeld))
        for (const TableMeld& m : melds)
            if (extendMeld(m, {card, std::nullopt}, rules) &&
                leaves(r, restWithout({{card, std::nullopt}})))
                return true;
    // A new meld only while the turn's meld limit allows one more.
    if (rules.meldsPerTurn > 0 && meldsThisTurn >= rules.meldsPerTurn) return false;
    for (const auto& cards : meldCandidates(hand, rules, card)) {
        if (!contains(cards, card)) continue;
        const auto laid = layMeld(cards, rules);
        if (!laid || !leaves(r, restWithout(cards))) continue;
        if (!opened && rules.opening > 0 && meldValue(*laid, rules) < rules.opening) continue;
        if (!opened && rules.openingPureRun && laid->kind != MeldKind::PureRun) continue;
        return true;
    }
    return false;
}

std::optional<moves::Meld> openingWith(const TableRound& r, int meldsThisTurn, Card card,
                                       const std::vector<Card>& hand) {
    const TableRules& rules = r.rules();
    std::optional<moves::Meld> best;
    int bestValue = -1;
    for (const auto& cards : meldCandidates(hand, rules, card)) {
        if (!contains(cards, card)) continue;
        const auto laid = layMeld(cards, rules);
        if (!laid) continue;
        if (rules.openingPureRun && laid->kind != MeldKind::PureRun) continue;
        moves::Meld move{{cards}};
        int value = meldValue(*laid, rules);
        if (value < rules.opening && !rules.openingSingleMeld) {
            std::vector<Card> rest;
            for (Card c : hand)
                if (!contains(cards, c)) rest.push_back(c);
            if (auto more = bestArrangement(rest, rules)) {
                for (auto& m : more->melds) {
                    value += meldValue(*layMeld(m, rules), rules);
                    move.melds.push_back(std::move(m));
                }
            }
        }
        if (value < rules.opening || value <= bestValue) continue;
        if (rules.meldsPerTurn > 0 &&
            meldsThisTurn + static_cast<int>(move.melds.size()) > rules.meldsPerTurn)
            continue;
        std::vector<Card> left = hand;
        for (const auto& m : move.melds)
            for (const MeldCard& c : m) left.erase(std::find(left.begin(), left.end(), c.card));
        if (!leaves(r, left)) continue;
        best = std::move(move);
        bestValue = value;
    }
    return best;
}

}  // namespace

Status TableMoveLister::check(const TableRound& r, const Move& move) {
    if (r.isOver()) return r.check(move);
    const TableRules& rules = r.rules_;
    const std::vector<Card>& hand = r.hand(r.current_);
    if (const auto* d = std::get_if<moves::DrawOpen>(&move)) {
        if (r.phase_ != TablePhase::Draw) return ErrorCode::WrongPhase;
        const int count = d->count;
        if (!rules.drawFromPile || (count > 1 && !rules.pileDepth)) return ErrorCode::NotInThisGame;
        if (count < 1 || count > static_cast<int>(r.pile_.size())) return ErrorCode::OpenDeckEmpty;
        if (!r.hasOpened(r.current_) && !rules.pileBeforeOpening) {
            if (!rules.pileToOpen || count != 1) return ErrorCode::NotOpened;
            std::vector<Card> more = hand;
            more.push_back(r.pile_.back());
            if (!openingWith(r, r.meldsThisTurn_, r.pile_.back(), more))
                return ErrorCode::OpeningTooLow;
        }
        if (count > 1 || r.stock_.empty() || rules.pileTopPlayed) {
            const Card deepest = r.pile_[r.pile_.size() - static_cast<std::size_t>(count)];
            std::vector<Card> h = hand;
            h.insert(h.end(), r.pile_.end() - count, r.pile_.end());
            if (!canPlace(r, deepest, h, r.melds_, rules.pileDeepNewMeld, r.meldsThisTurn_))
                return ErrorCode::MustPlayCard;
        }
        // A floating player's top card alone must be one it may throw back or must play.
        if (hand.empty() && count == 1 && !rules.mayDiscardTakenCard && !r.stock_.empty() &&
            !rules.pileTopPlayed)
            return ErrorCode::TakenCardBack;
        return Ok{};
    }
    if (const auto* t = std::get_if<moves::Take>(&move)) {
        if (!rules.takeFromMeld) return ErrorCode::NotInThisGame;
        if (r.phase_ != TablePhase::Draw) return ErrorCode::WrongPhase;
        if (t->target < 1 || t->target > static_cast<int>(r.melds_.size()))
            return ErrorCode::NoSuchMeld;
        const TableMeld& m = r.melds_[static_cast<std::size_t>(t->target - 1)];
        if (!r.hasOpened(r.current_)) return ErrorCode::NotOpened;
        if (m.owner == r.current_) return ErrorCode::BadGroups;
        auto rest = shrinkMeld(m, t->card, rules);
        if (!rest) return rest.error();
        std::vector<Card> h = hand;
        h.push_back(t->card);
        if (!canPlace(r, t->card, h, r.melds_, true, r.meldsThisTurn_))
            return ErrorCode::MustPlayCard;
        return Ok{};
    }
    if (const auto* s = std::get_if<moves::Swap>(&move); s && rules.jokerSwap) {
        if (r.phase_ != TablePhase::Play) return ErrorCode::WrongPhase;
        if (std::find(hand.begin(), hand.end(), s->card) == hand.end())
            return ErrorCode::CardNotInHand;
        if (s->target < 1 || s->target > static_cast<int>(r.melds_.size()))
            return ErrorCode::NoSuchMeld;
        if (r.obligation_) return ErrorCode::MustPlayCard;
        if (!r.hasOpened(r.current_)) return ErrorCode::NotOpened;
        std::vector<TableMeld> table = r.melds_;
        auto& target = table[static_cast<std::size_t>(s->target - 1)];
        const auto at = swappableJoker(target, s->card, rules);
        if (!at) return ErrorCode::BadGroups;
        const Card joker = target.cards[*at].card;
        target.cards[*at] = {s->card, std::nullopt};
        std::vector<Card> h = hand;
        h.erase(std::find(h.begin(), h.end(), s->card));
        h.push_back(joker);
        if (!canPlace(r, joker, h, table, false, r.meldsThisTurn_)) return ErrorCode::MustPlayCard;
        return Ok{};
    }
    return r.check(move);
}

std::vector<Move> TableMoveLister::legalMoves(const TableRound& r) {
    std::vector<Move> out;
    const auto add = [&](Move m) {
        if (check(r, m) && std::find(out.begin(), out.end(), m) == out.end())
            out.push_back(std::move(m));
    };
    if (r.isOver()) return out;
    const TableRules& rules = r.rules_;
    const std::vector<Card>& h = r.hand(r.current_);
    if (r.phase_ == TablePhase::Draw) {
        add(moves::DrawClosed{});
        const int deepest = rules.pileDepth ? static_cast<int>(r.pile_.size()) : 1;
        for (int n = 1; n <= deepest; ++n) add(moves::DrawOpen{n});
        if (rules.takeFromMeld)
            for (const TableMeld& m : r.melds_)
                for (const MeldCard& c : m.cards) add(moves::Take{c.card, m.number});
        add(moves::Done{});
        return out;
    }
    const std::optional<Card> must =
        r.obligation_ ? std::optional(r.obligation_->card) : std::nullopt;
    for (auto& cards : meldCandidates(h, rules, must)) add(moves::Meld{{std::move(cards)}});
    if (auto best = bestArrangement(h, rules)) add(*best);
    if (r.obligation_ && r.obligation_->newMeld && !r.hasOpened(r.current_))
        if (auto opening = openingWith(r, r.meldsThisTurn_, r.obligation_->card, h)) add(*opening);
    const HandIndex idx(h, must);
    std::vector<Card> one(idx.jokers.begin(), idx.jokers.begin() + (idx.jokers.empty() ? 0 : 1));
    for (const auto& c : idx.byFace)
        if (c) one.push_back(*c);
    for (Card c : one)
        for (const TableMeld& m : r.melds_) {
            add(moves::LayOff{c, m.number, std::nullopt});
            if (rules.jokerSwap) add(moves::Swap{c, m.number});
        }
    for (Card c : one) add(moves::Discard{c});
    for (Card c : h)
        if (!mayShed(r, c))
            for (Card twin : h)
                if (twin != c && twin.face() == c.face()) add(moves::Discard{twin});
    add(moves::Done{});
    return out;
}

}  // namespace rummy
