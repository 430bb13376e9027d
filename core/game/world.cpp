// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/world.h"

#include <algorithm>
#include <optional>

#include "cards/rng.h"

namespace rummy {

namespace {

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

// Removes one copy of `c` from `cards`; false when it is not there.
bool removeOne(std::vector<Card>& cards, Card c) {
    const auto it = std::find(cards.begin(), cards.end(), c);
    if (it == cards.end()) return false;
    cards.erase(it);
    return true;
}

// The whole shoe of the view's deal: a fresh deal of the same game holds every card once.
std::vector<Card> shoeOf(const PlayerView& view) {
    const int seats = view.players();
    if (std::holds_alternative<IndianExtras>(view.extras))
        return Round(IndianRound(view.indian().rules, seats, 0, 1)).allCards();
    if (std::holds_alternative<GinExtras>(view.extras))
        return Round(GinRound(view.gin().rules, 0, 1)).allCards();
    return Round(TableRound(view.table().rules, seats, 0, 1)).allCards();
}

// Cards every seat sees: its hand, the pile, the melds, the wild card.
std::vector<Card> visibleCards(const PlayerView& view) {
    std::vector<Card> seen = view.hand;
    for (const OpenCard& o : view.pile) seen.push_back(o.card);
    for (const TableMeld& m : view.melds)
        for (const MeldCard& c : m.cards) seen.push_back(c.card);
    if (view.wildCard) seen.push_back(*view.wildCard);
    return seen;
}

// The cards each other seat is known to hold, from the public history: what it took from the
// pile (all of a deep draw, when the pile can be followed) or from a meld, less what it has
// played since.
std::vector<std::vector<Card>> knownInHands(const PlayerView& view) {
    std::vector<std::vector<Card>> known(at(view.players()));
    // The pile as the history builds it, when it can be followed (no rebuilt stock): a deep
    // draw's cards are all public. nullopt: a card the history does not name (the first
    // upcard until it is taken).
    const bool followPile =
        !std::holds_alternative<TableExtras>(view.extras) || view.table().rebuilds == 0;
    std::vector<std::optional<Card>> pile{std::nullopt};
    for (const PlayedMove& m : view.history) {
        if (m.seat < 0 || m.seat >= view.players()) continue;
        std::vector<Card>& mine = known[at(m.seat)];
        std::visit(overloaded{
                       [&](const moves::DrawOpen& d) {
                           const int count = std::max(1, d.count);
                           for (int i = 0; i < count && !pile.empty(); ++i) {
                               const std::optional<Card> c = pile.back();
                               pile.pop_back();
                               // The deepest is the move's card; the others were seen on the pile.
                               if (i + 1 < count && c && followPile) mine.push_back(*c);
                           }
                           if (m.card) mine.push_back(*m.card);
                       },
                       [&](const moves::Discard& d) {
                           removeOne(mine, d.card);
                           pile.push_back(d.card);
                       },
                       [&](const moves::Finish& f) {
                           removeOne(mine, f.card);
                           pile.push_back(f.card);
                       },
                       [&](const moves::MissTurn&) {
                           if (m.card) {
                               removeOne(mine, *m.card);
                               pile.push_back(*m.card);
                           }
                       },
                       [&](const moves::Meld& meld) {
                           for (const auto& cards : meld.melds)
                               for (const MeldCard& c : cards) removeOne(mine, c.card);
                       },
                       [&](const moves::LayOff& l) { removeOne(mine, l.card); },
                       [&](const moves::Swap& s) {
                           removeOne(mine, s.card);
                           if (m.card) mine.push_back(*m.card);  // the joker it freed
                       },
                       [&](const moves::Take&) {
                           if (m.card) mine.push_back(*m.card);
                       },
                       [&](const auto&) {},
                   },
                   m.move);
    }
    known[at(view.seat)].clear();
    return known;
}

}  // namespace

UnseenCards unseenCards(const PlayerView& view) {
    UnseenCards out;
    out.pool = shoeOf(view);
    for (Card c : visibleCards(view)) removeOne(out.pool, c);
    out.known = knownInHands(view);
    for (int s = 0; s < view.players(); ++s) {
        std::vector<Card>& k = out.known[at(s)];
        // Only cards nobody can see are placed (a card back on the pile or in a meld is seen),
        // and never more than the hand holds.
        std::vector<Card> kept;
        for (Card c : k)
            if (removeOne(out.pool, c)) kept.push_back(c);
        if (static_cast<int>(kept.size()) > view.cardsOf(s)) {
            out.pool.insert(out.pool.end(), kept.begin() + view.cardsOf(s), kept.end());
            kept.resize(at(view.cardsOf(s)));
        }
        k = std::move(kept);
    }
    return out;
}

// Sets every field of a family's round from a view and the hidden cards (a friend of each).
struct WorldBuilder {
    static std::vector<std::vector<Card>> hands(const PlayerView& v, const HiddenCards& h) {
        std::vector<std::vector<Card>> out = h.hands;
        out.resize(at(v.players()));
        out[at(v.seat)] = v.hand;
        return out;
    }

    static Round indian(const PlayerView& v, const HiddenCards& h, std::uint64_t seed) {
        const IndianRules& rules = v.indian().rules;
        std::vector<bool> inPlay;
        for (const SeatView& s : v.seats) inPlay.push_back(s.outcome != Outcome::SittingOut);
        IndianRound r(rules, inPlay, v.dealer, seed);
        r.hands_ = hands(v, h);
        r.closed_ = h.stock;
        r.open_ = v.pile;
        r.wildCard_ = v.wildCard;
        r.wild_ = v.wild;
        r.wildCards_ = v.wildCards;
        r.finishSlot_.reset();
        r.phase_ = v.phase;
        r.current_ = v.currentSeat;
        r.winner_ = -1;
        for (int s = 0; s < v.players(); ++s) {
            const Outcome o = v.seats[at(s)].outcome;
            r.outcomes_[at(s)] = o;
            r.hasDrawn_[at(s)] = v.seats[at(s)].hasDrawn ? 1 : 0;
            r.points_[at(s)] = o == Outcome::FirstDrop          ? rules.firstDrop
                               : o == Outcome::MiddleDrop       ? rules.middleDrop
                               : o == Outcome::WrongDeclaration ? rules.wrongDeclaration
                               : o == Outcome::TimedOut         ? rules.maxPoints
                                                                : 0;
            r.missed_[at(s)] = 0;
        }
        // Missed turns in a row: the seat's MissTurn moves since its last other move.
        for (const PlayedMove& m : v.history) {
            if (m.seat < 0 || m.seat >= v.players()) continue;
            if (std::holds_alternative<moves::MissTurn>(m.move))
                ++r.missed_[at(m.seat)];
            else
                r.missed_[at(m.seat)] = 0;
        }
        r.drawnThisTurn_ = v.drawnThisTurn;
        r.rebuilds_ = 0;
        r.history_ = v.history;
        r.stackedShoe_.clear();
        return Round(std::move(r));
    }

    static Round gin(const PlayerView& v, const HiddenCards& h, std::uint64_t seed) {
        const GinExtras& x = v.gin();
        GinRound r(x.rules, v.dealer, seed);
        const auto all = hands(v, h);
        r.hands_[0] = all[0];
        r.hands_[1] = all[1];
        r.stock_ = h.stock;
        r.discards_ = v.pileCards();
        if (x.firstUpcard) r.firstUpcard_ = *x.firstUpcard;
        r.phase_ = x.phase;
        r.current_ = v.currentSeat;
        r.passes_ = 0;
        r.anyDraw_ = false;
        for (const PlayedMove& m : v.history) {
            r.passes_ += std::holds_alternative<moves::Pass>(m.move) ? 1 : 0;
            r.anyDraw_ = r.anyDraw_ || std::holds_alternative<moves::DrawClosed>(m.move) ||
                         std::holds_alternative<moves::DrawOpen>(m.move);
        }
        r.takenFromPile_ = v.takenFromPile;
        r.mustKnock_ = x.mustKnock;
        r.result_ = {};
        r.history_ = v.history;
        r.stacked_.clear();
        return Round(std::move(r));
    }

    static Round table(const PlayerView& v, const HiddenCards& h, std::uint64_t seed) {
        const TableExtras& x = v.table();
        TableRound r(x.rules, v.players(), v.dealer, seed);
        r.hands_ = hands(v, h);
        r.stock_ = h.stock;
        r.pile_.clear();
        r.pileBy_.clear();
        for (const OpenCard& o : v.pile) {
            r.pile_.push_back(o.card);
            r.pileBy_.push_back(o.by);
        }
        r.melds_ = v.melds;
        for (int s = 0; s < v.players(); ++s) r.opened_[at(s)] = v.seats[at(s)].opened;
        // Each seat's turns from the history: a draw (or a take) starts one; what it placed in
        // earlier turns, and in this one, matter to the rules (going out in one turn, a melds
        // limit, a turn that placed nothing must discard).
        std::vector<bool> placedBefore(at(v.players()), false), placedNow(at(v.players()), false);
        std::vector<int> meldsNow(at(v.players()), 0);
        for (const PlayedMove& m : v.history) {
            if (m.seat < 0 || m.seat >= v.players()) continue;
            const std::size_t s = at(m.seat);
            const MoveKind k = kindOf(m.move);
            if (k == MoveKind::DrawClosed || k == MoveKind::DrawOpen || k == MoveKind::Take) {
                placedBefore[s] = placedBefore[s] || placedNow[s];
                placedNow[s] = false;
                meldsNow[s] = 0;
            } else if (k == MoveKind::Meld) {
                meldsNow[s] += static_cast<int>(std::get<moves::Meld>(m.move).melds.size());
                placedNow[s] = true;
            } else if (k == MoveKind::LayOff || k == MoveKind::Swap) {
                placedNow[s] = true;
            }
        }
        for (int s = 0; s < v.players(); ++s) {
            const bool current = s == v.currentSeat && x.phase != TablePhase::Draw;
            r.placedBefore_[at(s)] = placedBefore[at(s)] || (!current && placedNow[at(s)]);
        }
        const bool midTurn = v.currentSeat >= 0 && x.phase != TablePhase::Draw;
        r.meldsThisTurn_ = midTurn ? meldsNow[at(v.currentSeat)] : 0;
        r.placedThisTurn_ = midTurn && placedNow[at(v.currentSeat)];
        r.phase_ = x.phase;
        r.current_ = v.currentSeat;
        r.takenFromPile_ = v.takenFromPile;
        r.obligation_ = x.obligation;
        r.rebuilds_ = x.rebuilds;
        r.turns_ = x.turns;
        r.winner_ = -1;
        r.oneTurn_ = false;
        r.history_ = v.history;
        r.stacked_.clear();
        return Round(std::move(r));
    }
};

Result<Round> worldOf(const PlayerView& view, const HiddenCards& hidden, std::uint64_t seed) {
    if (view.phase == Phase::Over || view.currentSeat < 0) return ErrorCode::RoundOver;
    if (static_cast<int>(hidden.stock.size()) != view.stock) return ErrorCode::BadCount;
    if (static_cast<int>(hidden.hands.size()) != view.players()) return ErrorCode::BadCount;
    for (int s = 0; s < view.players(); ++s)
        if (s != view.seat && static_cast<int>(hidden.hands[at(s)].size()) != view.cardsOf(s))
            return ErrorCode::BadCount;
    if (std::holds_alternative<IndianExtras>(view.extras))
        return WorldBuilder::indian(view, hidden, seed);
    if (std::holds_alternative<GinExtras>(view.extras))
        return WorldBuilder::gin(view, hidden, seed);
    return WorldBuilder::table(view, hidden, seed);
}

}  // namespace rummy
