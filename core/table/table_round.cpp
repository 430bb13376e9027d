// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_round.h"

#include <algorithm>

#include "cards/rng.h"
#include "table/table_legal.h"
#include "table/table_meld_ops.h"
#include "table/table_scorer.h"

namespace rummy {

const char* tablePhaseName(TablePhase p) {
    switch (p) {
        case TablePhase::Draw:
            return "draw";
        case TablePhase::Play:
            return "play";
        case TablePhase::Over:
            return "over";
    }
    return "over";
}

std::vector<Card> TableRound::orderedShoe(const TableRules& rules, int seats) {
    std::vector<Card> deck;
    for (int d = 0; d < rules.decksFor(seats); ++d)
        for (int i = 0; i < 52; ++i) deck.push_back(Card::natural(d, Face::fromIndex(i)));
    for (int k = 0; k < rules.jokersFor(seats); ++k) deck.push_back(Card::printedJoker(k));
    return deck;
}

TableRound::TableRound(const TableRules& rules, int seats, int dealer, std::uint64_t seed)
    : TableRound(
          rules, seats, dealer, seed,
          [&] {
              auto deck = orderedShoe(rules, seats);
              Rng(seed).shuffle(deck);
              return deck;
          }(),
          false) {}

Result<TableRound> TableRound::withDeck(const TableRules& rules, int seats, int dealer,
                                        std::vector<Card> deck, std::uint64_t seed) {
    if (rules.invalidField(seats)) return ErrorCode::BadRules;
    if (dealer < 0 || dealer >= seats) return ErrorCode::BadRules;
    std::vector<Card> sorted = deck;
    std::sort(sorted.begin(), sorted.end());
    if (sorted.size() != orderedShoe(rules, seats).size()) return ErrorCode::BadCount;
    if (sorted != orderedShoe(rules, seats)) return ErrorCode::TooManyCopies;
    return TableRound(rules, seats, dealer, seed, std::move(deck), true);
}

TableRound::TableRound(const TableRules& rules, int seats, int dealer, std::uint64_t seed,
                       std::vector<Card> deck, bool stacked)
    : rules_(rules), dealer_(dealer), seed_(seed) {
    if (stacked) stacked_ = deck;
    const auto n = static_cast<std::size_t>(seats);
    hands_.resize(n);
    opened_.assign(n, false);
    placedBefore_.assign(n, false);
    const int size = rules.handSize(seats);
    std::size_t next = 0;
    for (int round = 0; round < size; ++round)
        for (int k = 1; k <= seats; ++k)
            hands_[static_cast<std::size_t>((dealer + k) % seats)].push_back(deck[next++]);
    pile_.push_back(deck[next++]);
    pileBy_.push_back(-1);
    stock_.assign(deck.rbegin(), deck.rend() - static_cast<std::ptrdiff_t>(next));
    current_ = (dealer + 1) % seats;
}

std::vector<Card> TableRound::allCards() const {
    std::vector<Card> all;
    for (const auto& h : hands_) all.insert(all.end(), h.begin(), h.end());
    all.insert(all.end(), stock_.begin(), stock_.end());
    all.insert(all.end(), pile_.begin(), pile_.end());
    for (const TableMeld& m : melds_)
        for (const MeldCard& c : m.cards) all.push_back(c.card);
    return all;
}

bool TableRound::holds(Card c) const {
    const auto& h = hand(current_);
    return std::find(h.begin(), h.end(), c) != h.end();
}

bool TableRound::mayShed(Card c) const {
    return rules_.mayDiscardTakenCard || takenFromPile_ != c;
}

const TableMeld* TableRound::meldAt(int target) const {
    if (target < 1 || target > static_cast<int>(melds_.size())) return nullptr;
    return &melds_[static_cast<std::size_t>(target - 1)];
}

Status TableRound::leaves(const std::vector<Card>& rest) const {
    // Placing the last card floats where the rules say so; otherwise it goes out.
    if (rest.empty())
        return rules_.discardToGoOut && !rules_.floats() ? Status(ErrorCode::MustDiscard) : Ok{};
    // A turn may end with `done` after placing cards where the rules allow it; otherwise a card
    // must be left that may be thrown.
    if (!rules_.discardEveryTurn) return Ok{};
    if (std::any_of(rest.begin(), rest.end(), [&](Card c) { return mayShed(c); })) return Ok{};
    return ErrorCode::TakenCardBack;
}

int TableRound::openingShortfall(const moves::Meld& meld) const {
    if (rules_.opening <= 0 || isOver() || hasOpened(current_)) return 0;
    int total = 0, best = 0;
    for (const auto& cards : meld.melds) {
        auto laid = layMeld(cards, rules_);
        if (!laid) continue;
        const int v = meldValue(*laid, rules_);
        total += v;
        best = std::max(best, v);
    }
    return std::max(0, rules_.opening - (rules_.openingSingleMeld ? best : total));
}

TableOutcome TableRound::outcome() const {
    return TableScorer::outcome(*this);
}

RoundResult TableRound::result() const {
    return TableScorer::result(*this);
}

std::vector<Move> TableRound::legalMoves() const {
    return TableLegal::moves(*this);
}

Status TableRound::check(const Move& move) const {
    if (isOver()) return ErrorCode::RoundOver;
    return std::visit(
        overloaded{
            [&](const moves::DrawClosed&) { return checkDraw(move); },
            [&](const moves::DrawOpen&) { return checkDraw(move); },
            [&](const moves::Take& t) {
                if (!rules_.takeFromMeld) return Status(ErrorCode::NotInThisGame);
                if (phase_ != TablePhase::Draw) return Status(ErrorCode::WrongPhase);
                return checkTake(t);
            },
            [&](const moves::Meld& m) { return checkMeld(m); },
            [&](const moves::LayOff& l) { return checkLayOff(l); },
            [&](const moves::Swap& s) {
                if (!rules_.jokerSwap) return Status(ErrorCode::NotInThisGame);
                return checkSwap(s);
            },
            [&](const moves::Discard& d) -> Status {
                if (phase_ != TablePhase::Play) return ErrorCode::WrongPhase;
                if (!holds(d.card)) return ErrorCode::CardNotInHand;
                if (obligation_) return ErrorCode::MustPlayCard;
                if (!mayShed(d.card)) return ErrorCode::TakenCardBack;
                if (rules_.unplayableLastDiscard && hand(current_).size() == 1 && fitsAMeld(d.card))
                    return ErrorCode::PlayableDiscard;
                return Ok{};
            },
            [&](const moves::Done&) -> Status {
                if (phase_ == TablePhase::Draw)
                    return stock_.empty() ? Status(Ok{}) : Status(ErrorCode::WrongPhase);
                if (obligation_) return ErrorCode::MustPlayCard;
                if (rules_.discardEveryTurn || !placedThisTurn_) return ErrorCode::MustDiscard;
                return Ok{};
            },
            [&](const auto&) { return Status(ErrorCode::NotInThisGame); },
        },
        move);
}

Status TableRound::checkDraw(const Move& move) const {
    if (phase_ != TablePhase::Draw) return ErrorCode::WrongPhase;
    if (std::holds_alternative<moves::DrawClosed>(move))
        return stock_.empty() ? Status(ErrorCode::StockEmpty) : Status(Ok{});
    const int count = std::get<moves::DrawOpen>(move).count;
    if (!rules_.drawFromPile || (count > 1 && !rules_.pileDepth)) return ErrorCode::NotInThisGame;
    if (count < 1 || count > static_cast<int>(pile_.size())) return ErrorCode::OpenDeckEmpty;
    if (!hasOpened(current_) && !rules_.pileBeforeOpening) {
        if (!rules_.pileToOpen || count != 1) return ErrorCode::NotOpened;
        if (!TableLegal::canOpenWith(*this, pile_.back())) return ErrorCode::OpeningTooLow;
    }
    if (pileDrawShortfall(count)) return ErrorCode::MustPlayCard;
    // A floating player (no cards) who takes the top card alone must be able to throw it or
    // play it, or its turn could not end.
    if (hand(current_).empty() && count == 1 && !rules_.mayDiscardTakenCard && !bindsDeepest(1))
        return ErrorCode::TakenCardBack;
    return Ok{};
}

bool TableRound::fitsAMeld(Card c) const {
    // A joker without a meaning takes the first place the meld has for it (table_meld_ops.h).
    return std::any_of(melds_.begin(), melds_.end(), [&](const TableMeld& m) {
        return extendMeld(m, {c, std::nullopt}, rules_).ok();
    });
}

// Taking more than the top card, or any card once the stock is out (or with pileTopPlayed any
// card at all), obliges the player to play the deepest card taken at once (with
// pileDeepNewMeld in a new meld); a draw that could not is refused (nothing is returned when
// the draw is fine).
std::optional<int> TableRound::pileDrawShortfall(int count) const {
    if (!bindsDeepest(count)) return std::nullopt;
    const Card deepest = pile_[pile_.size() - static_cast<std::size_t>(count)];
    std::vector<Card> h = hand(current_);
    h.insert(h.end(), pile_.end() - count, pile_.end());
    if (TableLegal::canPlace(*this, deepest, h, melds_, rules_.pileDeepNewMeld))
        return std::nullopt;
    return 1;
}

bool TableRound::bindsDeepest(int count) const {
    return count > 1 || stock_.empty() || rules_.pileTopPlayed;
}

Status TableRound::checkTake(const moves::Take& t) const {
    const TableMeld* m = meldAt(t.target);
    if (!m) return ErrorCode::NoSuchMeld;
    if (!hasOpened(current_)) return ErrorCode::NotOpened;
    if (m->owner == current_) return ErrorCode::BadGroups;
    auto rest = shrinkMeld(*m, t.card, rules_);
    if (!rest) return rest.error();
    std::vector<Card> h = hand(current_);
    h.push_back(t.card);
    if (!TableLegal::canPlace(*this, t.card, h, melds_, true)) return ErrorCode::MustPlayCard;
    return Ok{};
}

Status TableRound::checkMeld(const moves::Meld& m) const {
    if (phase_ != TablePhase::Play) return ErrorCode::WrongPhase;
    if (m.melds.empty()) return ErrorCode::BadGroups;
    std::vector<Card> rest = hand(current_);
    bool coversObligation = false;
    for (const auto& cards : m.melds) {
        for (const MeldCard& c : cards) {
            const auto it = std::find(rest.begin(), rest.end(), c.card);
            if (it == rest.end()) return ErrorCode::CardNotInHand;
            rest.erase(it);
            if (obligation_ && obligation_->card == c.card) coversObligation = true;
        }
        if (!layMeld(cards, rules_)) return ErrorCode::BadGroups;
    }
    if (obligation_ && !coversObligation) return ErrorCode::MustPlayCard;
    if (rules_.meldsPerTurn > 0 &&
        meldsThisTurn_ + static_cast<int>(m.melds.size()) > rules_.meldsPerTurn)
        return ErrorCode::MeldLimit;
    if (!hasOpened(current_)) {
        if (openingShortfall(m) > 0) return ErrorCode::OpeningTooLow;
        if (rules_.openingPureRun &&
            std::none_of(m.melds.begin(), m.melds.end(), [&](const auto& cards) {
                return layMeld(cards, rules_)->kind == MeldKind::PureRun;
            }))
            return ErrorCode::OpeningTooLow;
    }
    return leaves(rest);
}

Status TableRound::checkLayOff(const moves::LayOff& l) const {
    if (phase_ != TablePhase::Play) return ErrorCode::WrongPhase;
    if (!holds(l.card)) return ErrorCode::CardNotInHand;
    const TableMeld* m = meldAt(l.target);
    if (!m) return ErrorCode::NoSuchMeld;
    if (obligation_ && (obligation_->card != l.card || obligation_->newMeld))
        return ErrorCode::MustPlayCard;
    if (!hasOpened(current_) && !rules_.layOffBeforeMeld) return ErrorCode::NotOpened;
    if (!extendMeld(*m, {l.card, l.standsFor}, rules_)) return ErrorCode::BadGroups;
    std::vector<Card> rest = hand(current_);
    rest.erase(std::find(rest.begin(), rest.end(), l.card));
    return leaves(rest);
}

Status TableRound::checkSwap(const moves::Swap& s) const {
    if (phase_ != TablePhase::Play) return ErrorCode::WrongPhase;
    if (!holds(s.card)) return ErrorCode::CardNotInHand;
    const TableMeld* m = meldAt(s.target);
    if (!m) return ErrorCode::NoSuchMeld;
    if (obligation_) return ErrorCode::MustPlayCard;
    if (!hasOpened(current_)) return ErrorCode::NotOpened;
    const auto at = swappableJoker(*m, s.card, rules_);
    if (!at) return ErrorCode::BadGroups;
    // The joker won must be played at once: there must be somewhere to play it.
    // Only the meld swapped on is copied (legalMoves tries every card on every meld).
    TableMeld target = *m;
    const Card joker = target.cards[*at].card;
    target.cards[*at] = {s.card, std::nullopt};
    std::vector<Card> h = hand(current_);
    h.erase(std::find(h.begin(), h.end(), s.card));
    h.push_back(joker);
    if (!TableLegal::canPlace(*this, joker, h, melds_, false, &target,
                              static_cast<std::size_t>(s.target - 1)))
        return ErrorCode::MustPlayCard;
    return Ok{};
}

void TableRound::removeFromHand(Card c) {
    auto& h = hands_[static_cast<std::size_t>(current_)];
    h.erase(std::find(h.begin(), h.end(), c));
}

// After cards went to the table: the hand is out, or the turn goes on; a player who floats
// (the rules' floating) waits for its next turn with no cards.
void TableRound::placed() {
    placedThisTurn_ = true;
    if (!hand(current_).empty()) return;
    if (rules_.floats())
        endTurn();
    else
        endHand(current_);
}

Status TableRound::apply(const Move& move) {
    if (Status s = check(move); !s) return s;
    PlayedMove played{current_, move, std::nullopt};
    auto& h = hands_[static_cast<std::size_t>(current_)];
    std::visit(
        overloaded{
            [&](const moves::DrawClosed&) {
                played.card = stock_.back();
                h.push_back(stock_.back());
                stock_.pop_back();
                takenFromPile_.reset();
                phase_ = TablePhase::Play;
            },
            [&](const moves::DrawOpen& d) {
                const auto from = pile_.end() - d.count;
                const Card deepest = *from;
                if (bindsDeepest(d.count))
                    obligation_ = TableObligation{deepest, rules_.pileDeepNewMeld};
                // Taken to open with (pileToOpen): it goes into the opening lay-down at once.
                if (!hasOpened(current_) && !rules_.pileBeforeOpening)
                    obligation_ = TableObligation{deepest, true};
                h.insert(h.end(), from, pile_.end());
                pile_.erase(from, pile_.end());
                pileBy_.resize(pile_.size());
                played.card = deepest;
                takenFromPile_ = deepest;
                phase_ = TablePhase::Play;
            },
            [&](const moves::Take& t) {
                TableMeld& m = melds_[static_cast<std::size_t>(t.target - 1)];
                const auto it = std::find_if(m.cards.begin(), m.cards.end(),
                                             [&](const MeldCard& c) { return c.card == t.card; });
                m.laidBy.erase(m.laidBy.begin() + (it - m.cards.begin()));
                m.kind = shrinkMeld(m, t.card, rules_)->kind;
                m.cards.erase(it);
                h.push_back(t.card);
                played.card = t.card;
                obligation_ = TableObligation{t.card, true};
                takenFromPile_.reset();
                phase_ = TablePhase::Play;
            },
            [&](const moves::Meld& m) {
                for (const auto& cards : m.melds) {
                    const LaidMeld laid = *layMeld(cards, rules_);
                    TableMeld t;
                    t.number = static_cast<int>(melds_.size()) + 1;
                    t.owner = current_;
                    t.kind = laid.kind;
                    t.cards = laid.cards;
                    t.laidBy.assign(laid.cards.size(), current_);
                    melds_.push_back(std::move(t));
                    for (const MeldCard& c : cards) removeFromHand(c.card);
                }
                meldsThisTurn_ += static_cast<int>(m.melds.size());
                opened_[static_cast<std::size_t>(current_)] = true;
                obligation_.reset();
                placed();
            },
            [&](const moves::LayOff& l) {
                TableMeld& m = melds_[static_cast<std::size_t>(l.target - 1)];
                const LaidMeld laid = *extendMeld(m, {l.card, l.standsFor}, rules_);
                const bool front = laid.cards.front().card == l.card;
                m.laidBy.insert(front ? m.laidBy.begin() : m.laidBy.end(), current_);
                m.cards = laid.cards;
                m.kind = laid.kind;
                removeFromHand(l.card);
                obligation_.reset();
                placed();
            },
            [&](const moves::Swap& s) {
                TableMeld& m = melds_[static_cast<std::size_t>(s.target - 1)];
                const std::size_t at = *swappableJoker(m, s.card, rules_);
                const Card joker = m.cards[at].card;
                m.cards[at] = {s.card, std::nullopt};
                m.laidBy[at] = current_;
                if (isRun(m.kind))
                    m.kind = std::any_of(m.cards.begin(), m.cards.end(),
                                         [](const MeldCard& c) { return c.card.isPrintedJoker(); })
                                 ? MeldKind::ImpureRun
                                 : MeldKind::PureRun;
                removeFromHand(s.card);
                h.push_back(joker);
                played.card = joker;
                obligation_ = TableObligation{joker, false};
                placedThisTurn_ = true;
            },
            [&](const moves::Discard& d) {
                removeFromHand(d.card);
                pile_.push_back(d.card);
                pileBy_.push_back(current_);
                if (h.empty())
                    endHand(current_);
                else
                    endTurn();
            },
            [&](const moves::Done&) {
                if (phase_ == TablePhase::Draw)
                    endHand(-1);
                else
                    endTurn();
            },
            [&](const auto&) {},
        },
        move);
    history_.push_back(std::move(played));
    return Ok{};
}

void TableRound::rebuildStock() {
    if (rules_.stockOut == StockOut::Reshuffle) {
        Rng(seed_ ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(rebuilds_ + 1)))
            .shuffle(pile_);
        stock_.assign(pile_.begin(), pile_.end());
    } else {
        // Turned over as it lies: the first card thrown is the new stock's top.
        stock_.assign(pile_.rbegin(), pile_.rend());
    }
    pile_.clear();
    pileBy_.clear();
    pile_.push_back(stock_.back());
    pileBy_.push_back(-1);
    stock_.pop_back();
    ++rebuilds_;
}

void TableRound::endTurn() {
    const auto seat = static_cast<std::size_t>(current_);
    placedBefore_[seat] = placedBefore_[seat] || placedThisTurn_;
    meldsThisTurn_ = 0;
    placedThisTurn_ = false;
    takenFromPile_.reset();
    obligation_.reset();
    current_ = (current_ + 1) % seats();
    phase_ = TablePhase::Draw;
    if (++turns_ >= rules_.turnLimit) return endHand(-1);
    if (!stock_.empty()) return;
    if (rules_.stockOut != StockOut::EndHand) {
        if (rebuilds_ < rules_.reshuffleLimit && pile_.size() >= 2) return rebuildStock();
        return endHand(-1);
    }
    // Block rummy: the player may take from the pile to play from it, or end the hand (done).
}

void TableRound::endHand(int winner) {
    winner_ = winner;
    if (winner >= 0) {
        const bool nothingBefore = !placedBefore_[static_cast<std::size_t>(winner)];
        oneTurn_ = nothingBefore;
    }
    obligation_.reset();
    takenFromPile_.reset();
    phase_ = TablePhase::Over;
}

}  // namespace rummy
