// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/indian_round.h"

#include <algorithm>

#include "cards/rng.h"
#include "cards/shoe.h"
#include "indian/hand_rules.h"
#include "indian/value_cards.h"

namespace rummy {

namespace {
constexpr std::uint64_t kRebuildSalt = 0x5245'4255'494c'4400ULL;  // "REBUILD"

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

Status checkSetup(const IndianRules& rules, const std::vector<bool>& inPlay, int dealer) {
    const int n = static_cast<int>(inPlay.size());
    const int playing = static_cast<int>(std::count(inPlay.begin(), inPlay.end(), true));
    if (n < 2 || n > 6 || dealer < 0 || dealer >= n) return ErrorCode::BadRules;
    return rules.validate(playing);
}
}  // namespace

const char* outcomeName(Outcome o) {
    switch (o) {
        case Outcome::Playing:
            return "playing";
        case Outcome::Won:
            return "won";
        case Outcome::Lost:
            return "lost";
        case Outcome::FirstDrop:
            return "first_drop";
        case Outcome::MiddleDrop:
            return "middle_drop";
        case Outcome::WrongDeclaration:
            return "wrong_declaration";
        case Outcome::TimedOut:
            return "timed_out";
        case Outcome::SittingOut:
            return "sitting_out";
    }
    return "unknown";
}

IndianRound::IndianRound(const IndianRules& rules, int seats, int dealer, std::uint64_t seed)
    : IndianRound(rules, std::vector<bool>(idx(std::max(seats, 0)), true), dealer, seed) {}

IndianRound::IndianRound(const IndianRules& rules, std::vector<bool> inPlay, int dealer,
                         std::uint64_t seed)
    : IndianRound(rules, std::move(inPlay), dealer, seed, {}) {}

IndianRound::IndianRound(const IndianRules& rules, std::vector<bool> inPlay, int dealer,
                         std::uint64_t seed, std::vector<Card> stacked)
    : rules_(rules), dealer_(dealer), seed_(seed), stackedShoe_(std::move(stacked)) {
    const int n = static_cast<int>(inPlay.size());
    hands_.resize(idx(n));
    points_.assign(idx(n), 0);
    hasDrawn_.assign(idx(n), 0);
    missed_.assign(idx(n), 0);
    outcomes_.resize(idx(n));
    for (int s = 0; s < n; ++s)
        outcomes_[idx(s)] = inPlay[idx(s)] ? Outcome::Playing : Outcome::SittingOut;
    deal(stackedShoe_.empty() ? Shoe::shuffled(rules_, seed_) : stackedShoe_);
}

void IndianRound::deal(const std::vector<Card>& shoe) {
    const int n = seats();
    std::size_t next = 0;
    // Bounds are checked so that rules that fail validate() still cannot read past the shoe.
    auto take = [&]() -> std::optional<Card> {
        if (next >= shoe.size()) return std::nullopt;
        return shoe[next++];
    };
    for (int r = 0; r < rules_.handSize; ++r)
        for (int k = 1; k <= n; ++k) {
            const int s = (dealer_ + k) % n;
            if (!isPlaying(s)) continue;
            if (auto c = take()) hands_[idx(s)].push_back(*c);
        }
    if (rules_.wildJoker) {
        wildCard_ = take();
        // A printed joker cut as the wild card makes the aces wild.
        if (wildCard_)
            wild_.rank = wildCard_->isPrintedJoker() ? Rank::Ace : wildCard_->face().rank();
    }
    wildCards_ = dealWildCards(rules_, wildCard_);
    if (auto c = take()) open_.push_back({*c, -1});
    closed_.assign(shoe.rbegin(), shoe.rend() - static_cast<std::ptrdiff_t>(next));

    current_ = -1;
    for (int k = 1; k <= n && n > 0; ++k)
        if (isPlaying((dealer_ + k) % n)) {
            current_ = (dealer_ + k) % n;
            break;
        }
    if (playingCount() < 2) {
        phase_ = Phase::Over;
        current_ = -1;
    }
}

Result<IndianRound> IndianRound::withShoe(const IndianRules& rules, std::vector<bool> inPlay,
                                          int dealer, std::vector<Card> shoe, std::uint64_t seed) {
    if (Status st = checkSetup(rules, inPlay, dealer); !st) return st.error();
    std::vector<Card> sorted = shoe;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != Shoe::ordered(rules)) return ErrorCode::BadCount;
    return IndianRound(rules, std::move(inPlay), dealer, seed, std::move(shoe));
}

Result<IndianRound> IndianRound::create(const IndianRules& rules, std::vector<bool> inPlay,
                                        int dealer, std::uint64_t seed) {
    if (Status st = checkSetup(rules, inPlay, dealer); !st) return st.error();
    return IndianRound(rules, std::move(inPlay), dealer, seed);
}

int IndianRound::playingCount() const {
    return static_cast<int>(std::count(outcomes_.begin(), outcomes_.end(), Outcome::Playing));
}

std::vector<Face> IndianRound::handFaces(int seat) const {
    std::vector<Face> faces;
    for (Card c : hand(seat)) faces.push_back(c.face());
    return faces;
}

std::vector<Card> IndianRound::allCards() const {
    std::vector<Card> all;
    for (const auto& h : hands_) all.insert(all.end(), h.begin(), h.end());
    all.insert(all.end(), closed_.begin(), closed_.end());
    for (const auto& o : open_) all.push_back(o.card);
    if (wildCard_) all.push_back(*wildCard_);
    if (finishSlot_) all.push_back(*finishSlot_);
    return all;
}

bool IndianRound::openTopIsForbiddenJoker() const {
    if (open_.empty() || rules_.jokerFromOpenDeck) return false;
    if (!wildCards_.isWild(open_.back().card.face())) return false;
    // The dealer's first open card may be taken even when it is a joker, while it lies alone.
    const bool firstOpenCard = open_.size() == 1 && open_.back().by == -1 && rebuilds_ == 0;
    return !firstOpenCard;
}

std::vector<Move> IndianRound::legalMoves() const {
    std::vector<Move> legal;
    if (phase_ == Phase::Draw) {
        if (!closed_.empty() || open_.size() >= 2) legal.emplace_back(moves::DrawClosed{});
        if (!open_.empty() && !openTopIsForbiddenJoker()) legal.emplace_back(moves::DrawOpen{});
        if (rules_.dropAllowed()) legal.emplace_back(moves::Drop{});
    } else if (phase_ == Phase::Discard) {
        const auto& h = hand(current_);
        for (Card c : h) legal.emplace_back(moves::Discard{c});
        if (auto fin = bestDeclaration(h, wildCards_, rules_)) legal.emplace_back(std::move(*fin));
    }
    return legal;
}

Status IndianRound::check(const Move& m) const {
    // A switch without a default: a move added to the variant is a compile error here until
    // this game says what it makes of it.
    switch (kindOf(m)) {
        case MoveKind::DrawClosed:
        case MoveKind::Discard:
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
            break;
        case MoveKind::DrawOpen:
            // Indian games take the top card only.
            if (std::get<moves::DrawOpen>(m).count != 1) return ErrorCode::NotInThisGame;
            break;
        case MoveKind::Pass:
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            return ErrorCode::NotInThisGame;
    }
    if (phase_ == Phase::Over) return ErrorCode::RoundOver;
    if (std::holds_alternative<moves::MissTurn>(m)) return Ok{};
    return phase_ == Phase::Draw ? checkDraw(m) : checkDiscard(m);
}

Status IndianRound::checkDraw(const Move& m) const {
    if (std::holds_alternative<moves::DrawClosed>(m)) {
        // An empty closed deck is rebuilt from the open deck, which must keep its top.
        if (closed_.empty() && open_.size() < 2) return ErrorCode::OpenDeckEmpty;
        return Ok{};
    }
    if (std::holds_alternative<moves::DrawOpen>(m)) {
        if (open_.empty()) return ErrorCode::OpenDeckEmpty;
        if (openTopIsForbiddenJoker()) return ErrorCode::JokerFromOpenDeck;
        return Ok{};
    }
    if (std::holds_alternative<moves::Drop>(m)) {
        if (!rules_.dropAllowed()) return ErrorCode::DropNotAllowed;
        return Ok{};
    }
    return ErrorCode::WrongPhase;  // check() let only this game's moves through
}

Status IndianRound::checkDiscard(const Move& m) const {
    const auto* discard = std::get_if<moves::Discard>(&m);
    const auto* finish = std::get_if<moves::Finish>(&m);
    if (!discard && !finish) return ErrorCode::WrongPhase;
    const Card card = discard ? discard->card : finish->card;
    const auto& h = hand(current_);
    if (std::find(h.begin(), h.end(), card) == h.end()) return ErrorCode::CardNotInHand;
    if (discard) return Ok{};
    std::vector<Card> rest = h;
    rest.erase(std::find(rest.begin(), rest.end(), card));
    std::vector<Card> declared;
    for (const auto& g : finish->groups) declared.insert(declared.end(), g.begin(), g.end());
    std::sort(rest.begin(), rest.end());
    std::sort(declared.begin(), declared.end());
    if (rest != declared) return ErrorCode::BadGroups;
    return Ok{};
}

Status IndianRound::apply(const Move& m) {
    if (Status s = check(m); !s) return s;
    const int seat = current_;
    // A move is a value holding only what its kind has, so the history is canonical as is: a
    // saved and reloaded round compares equal to the original.
    PlayedMove played{seat, m, std::nullopt};
    switch (kindOf(m)) {
        case MoveKind::DrawClosed:
        case MoveKind::DrawOpen:
            applyDraw(std::holds_alternative<moves::DrawClosed>(m));
            played.card = drawnThisTurn_;
            history_.push_back(std::move(played));
            break;
        case MoveKind::Discard:
            history_.push_back(std::move(played));
            applyDiscard(std::get<moves::Discard>(m).card, nullptr);
            break;
        case MoveKind::Finish: {
            history_.push_back(std::move(played));
            const auto& finish = std::get<moves::Finish>(m);
            applyDiscard(finish.card, &finish.groups);
            break;
        }
        case MoveKind::Drop: {
            history_.push_back(std::move(played));
            const bool first = !hasDrawn(seat);
            leave(seat, first ? Outcome::FirstDrop : Outcome::MiddleDrop,
                  first ? rules_.firstDrop : rules_.middleDrop);
            break;
        }
        case MoveKind::MissTurn: {
            if (phase_ == Phase::Discard && drawnThisTurn_) {
                auto& h = hands_[idx(seat)];
                h.erase(std::find(h.begin(), h.end(), *drawnThisTurn_));
                open_.push_back({*drawnThisTurn_, seat});
                played.card = drawnThisTurn_;
            }
            history_.push_back(std::move(played));
            // Where dropping is allowed the missed turns are a middle drop; where it is not, the
            // seat leaves with the full count: a drop's price would undercut the format's rule.
            if (++missed_[idx(seat)] >= rules_.missedTurnsAsDrop) {
                if (rules_.dropAllowed())
                    leave(seat, Outcome::MiddleDrop, rules_.middleDrop);
                else
                    leave(seat, Outcome::TimedOut, rules_.maxPoints);
            } else
                endTurn();
            break;
        }
        case MoveKind::Pass:
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            return ErrorCode::NotInThisGame;  // check() refused them already
    }
    return Ok{};
}

void IndianRound::applyDraw(bool closed) {
    Card c;
    if (closed) {
        if (closed_.empty()) {
            std::vector<Card> pile;
            for (std::size_t i = 0; i + 1 < open_.size(); ++i) pile.push_back(open_[i].card);
            open_.erase(open_.begin(), open_.end() - 1);
            std::uint64_t state = kRebuildSalt ^ seed_;
            state += static_cast<std::uint64_t>(rebuilds_) * 0x9e3779b97f4a7c15ULL;
            Rng rng(Rng::splitMix64(state));
            rng.shuffle(pile);
            closed_ = std::move(pile);
            ++rebuilds_;
        }
        c = closed_.back();
        closed_.pop_back();
    } else {
        c = open_.back().card;
        open_.pop_back();
    }
    hands_[idx(current_)].push_back(c);
    hasDrawn_[idx(current_)] = 1;
    drawnThisTurn_ = c;
    phase_ = Phase::Discard;
}

// `groups` is null for a discard and the declared groups for a finish.
void IndianRound::applyDiscard(Card card, const std::vector<std::vector<Card>>* groups) {
    const int seat = current_;
    auto& h = hands_[idx(seat)];
    h.erase(std::find(h.begin(), h.end(), card));
    missed_[idx(seat)] = 0;
    if (!groups) {
        open_.push_back({card, seat});
        endTurn();
        return;
    }
    const bool valid = declarationValid(*groups);
    if (valid || rules_.invalidDeclarationEndsRound) {
        finishSlot_ = card;
    } else {
        // The round goes on without the declarer; the card they meant to finish with is
        // simply discarded so the table keeps its usual shape.
        open_.push_back({card, seat});
    }
    declare(seat, valid);
}

bool IndianRound::declarationValid(const std::vector<std::vector<Card>>& groups) const {
    std::vector<std::vector<Face>> faces;
    for (const auto& g : groups) {
        faces.emplace_back();
        for (Card c : g) faces.back().push_back(c.face());
    }
    return declarationIsValid(rules_, faces, wildCards_);
}

void IndianRound::declare(int seat, bool valid) {
    if (valid) {
        scoreShowdown(seat);
        return;
    }
    if (rules_.invalidDeclarationEndsRound) {
        outcomes_[idx(seat)] = Outcome::WrongDeclaration;
        points_[idx(seat)] = rules_.wrongDeclaration;
        for (auto& o : outcomes_)
            if (o == Outcome::Playing) o = Outcome::Lost;  // a void deal: they score 0
        winner_ = -1;
        phase_ = Phase::Over;
        current_ = -1;
        drawnThisTurn_.reset();
        return;
    }
    leave(seat, Outcome::WrongDeclaration, rules_.wrongDeclaration);
}

void IndianRound::scoreShowdown(int declarer) {
    for (int s = 0; s < seats(); ++s) {
        if (s == declarer || !isPlaying(s)) continue;
        const auto faces = handFaces(s);
        int p = handPoints(rules_, faces, wildCards_);
        // A hand that was already a valid declaration still pays a token amount: it lost
        // the race to declare.
        if (p == 0 && handIsValid(rules_, faces, wildCards_)) p = rules_.validUndeclared;
        points_[idx(s)] = p;
        outcomes_[idx(s)] = Outcome::Lost;
    }
    outcomes_[idx(declarer)] = Outcome::Won;
    points_[idx(declarer)] = 0;
    winner_ = declarer;
    phase_ = Phase::Over;
    current_ = -1;
    drawnThisTurn_.reset();
}

void IndianRound::leave(int seat, Outcome why, int points) {
    outcomes_[idx(seat)] = why;
    points_[idx(seat)] = points;
    if (playingCount() <= 1) {
        finishIfOneLeft();
        return;
    }
    if (seat == current_) endTurn();
}

void IndianRound::finishIfOneLeft() {
    for (int s = 0; s < seats(); ++s)
        if (isPlaying(s)) {
            outcomes_[idx(s)] = Outcome::Won;
            points_[idx(s)] = 0;
            winner_ = s;
        }
    phase_ = Phase::Over;
    current_ = -1;
    drawnThisTurn_.reset();
}

void IndianRound::endTurn() {
    drawnThisTurn_.reset();
    phase_ = Phase::Draw;
    const int n = seats();
    for (int k = 1; k <= n; ++k) {
        const int s = (current_ + k) % n;
        if (isPlaying(s)) {
            current_ = s;
            return;
        }
    }
}

RoundResult IndianRound::result() const {
    RoundResult r;
    r.winner = winner_;
    r.points = points_;
    r.outcomes = outcomes_;
    if (rules_.variant == Variant::Indian21 && phase_ == Phase::Over) settle21(r);
    return r;
}

// 21-card's settlement, worked out from the final hands whenever it is asked for (it is a
// function of the state, so the state keeps nothing more). The seats still in the deal at the
// show (the winner and the losers) hold value cards and pay for the others'; a seat that
// dropped, declared wrongly or timed out is out of the deal and neither pays nor is paid. A
// void deal (no winner) settles no value cards. The winner wins every other seat's points.
void IndianRound::settle21(RoundResult& r) const {
    const int n = seats();
    std::vector<ValueHolding> holdings(idx(n), ValueHolding{});
    std::vector<bool> inDeal(idx(n), false);
    const auto faces =
        valueCardFaces(wildCard_ ? std::optional<Face>(wildCard_->face()) : std::nullopt);
    if (winner_ >= 0 && faces)
        for (int s = 0; s < n; ++s) {
            const Outcome o = outcomes_[idx(s)];
            inDeal[idx(s)] = o == Outcome::Won || o == Outcome::Lost;
            if (inDeal[idx(s)]) holdings[idx(s)] = valueHolding(handFaces(s), *faces);
        }
    const ValueSettlement v = settleValueCards(rules_.valueCards, holdings, inDeal);
    r.valueReceived = v.received;
    r.valuePaid = v.paid;
    r.net.assign(idx(n), 0);
    for (int s = 0; s < n; ++s) {
        const int p = points_[idx(s)];
        r.net[idx(s)] += v.net(s) - p;
        if (winner_ >= 0 && s != winner_) r.net[idx(winner_)] += p;
    }
}

}  // namespace rummy
