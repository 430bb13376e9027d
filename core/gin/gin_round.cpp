// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_round.h"

#include <algorithm>

#include "cards/rng.h"
#include "gin/gin_hand.h"

namespace rummy {

namespace {

std::vector<Face> facesOf(const std::vector<Card>& cards) {
    std::vector<Face> out;
    out.reserve(cards.size());
    for (const Card c : cards) out.push_back(c.face());
    return out;
}

std::vector<Face> without(const std::vector<Card>& cards, Card c) {
    std::vector<Face> out;
    out.reserve(cards.size());
    for (const Card x : cards)
        if (x != c) out.push_back(x.face());
    return out;
}

bool holds(const std::vector<Card>& cards, Card c) {
    return std::find(cards.begin(), cards.end(), c) != cards.end();
}

std::vector<Card> orderedDeck() {
    std::vector<Card> deck;
    for (int i = 0; i < 52; ++i) deck.push_back(Card::natural(0, Face::fromIndex(i)));
    return deck;
}

// Given melds: each legal, every card in `pool` and used once. The cards of `pool` outside
// them are returned through `rest`.
bool splitByMelds(const std::vector<std::vector<Card>>& melds, const std::vector<Face>& pool,
                  std::vector<Face>& rest) {
    rest = pool;
    for (const auto& meld : melds) {
        std::vector<Face> faces;
        for (const Card c : meld) faces.push_back(c.face());
        if (!isGinMeld(faces)) return false;
        for (const Face f : faces) {
            const auto it = std::find(rest.begin(), rest.end(), f);
            if (it == rest.end()) return false;
            rest.erase(it);
        }
    }
    return true;
}

int valueOf(const std::vector<Face>& faces) {
    int v = 0;
    for (const Face f : faces) v += ginValue(f);
    return v;
}

}  // namespace

const char* ginEndingName(GinEnding e) {
    switch (e) {
        case GinEnding::Playing:
            return "playing";
        case GinEnding::Knock:
            return "knock";
        case GinEnding::Undercut:
            return "undercut";
        case GinEnding::Gin:
            return "gin";
        case GinEnding::BigGin:
            return "big_gin";
        case GinEnding::Void:
            return "void";
    }
    return "unknown";
}

GinRound::GinRound(const GinRules& rules, int dealer, std::uint64_t seed)
    : GinRound(
          rules, dealer, seed,
          [seed] {
              auto deck = orderedDeck();
              Rng(seed).shuffle(deck);
              return deck;
          }(),
          false) {}

Result<GinRound> GinRound::withDeck(const GinRules& rules, int dealer, std::vector<Card> deck) {
    if (deck.size() != 52) return ErrorCode::BadCount;
    std::array<bool, 52> seen{};
    for (const Card c : deck) {
        if (c.isPrintedJoker() || c.copy() != 0) return ErrorCode::TooManyCopies;
        if (seen[static_cast<std::size_t>(c.id())]) return ErrorCode::TooManyCopies;
        seen[static_cast<std::size_t>(c.id())] = true;
    }
    if (dealer < 0 || dealer >= kSeats) return ErrorCode::BadRules;
    return GinRound(rules, dealer, 0, std::move(deck), true);
}

GinRound::GinRound(const GinRules& rules, int dealer, std::uint64_t seed, std::vector<Card> deck,
                   bool stacked)
    : rules_(rules), dealer_(dealer), seed_(seed) {
    if (stacked) stacked_ = deck;
    const int first = other(dealer);
    for (int i = 0; i < 2 * GinRules::kHandSize; ++i)
        hands_[static_cast<std::size_t>(i % 2 == 0 ? first : dealer)].push_back(
            deck[static_cast<std::size_t>(i)]);
    const Card upcard = deck[2 * GinRules::kHandSize];
    discards_.push_back(upcard);
    firstUpcard_ = upcard.face();
    stock_.assign(deck.rbegin(), deck.rend() - 2 * GinRules::kHandSize - 1);
    current_ = first;
}

std::vector<Face> GinRound::handFaces(int seat) const {
    return facesOf(hand(seat));
}

std::vector<Card> GinRound::allCards() const {
    std::vector<Card> all = hands_[0];
    all.insert(all.end(), hands_[1].begin(), hands_[1].end());
    all.insert(all.end(), stock_.begin(), stock_.end());
    all.insert(all.end(), discards_.begin(), discards_.end());
    return all;
}

bool GinRound::mayShed(Card c) const {
    return rules_.mayDiscardTakenCard || takenFromPile_ != c;
}

// Big gin: eleven cards, every one of them in a meld; the knock then discards nothing.
static bool isBigGin(const GinRules& rules, const std::vector<Card>& hand) {
    return rules.bigGinBonus > 0 && hand.size() == GinRules::kHandSize + 1 &&
           ginDeadwood(facesOf(hand)) == 0;
}

// Solves the hand once, then only for the cards that can reach the limit: throwing x leaves
// at least deadwood(hand) - value(x) (the arrangement left is one of the whole hand's, with x
// as deadwood), so most cards need no search. One search per card was more than half the time
// of a bot-against-bot game.
std::vector<Card> GinRound::knockCards(const std::vector<Card>& h, std::optional<Card> kept) const {
    std::vector<Card> out;
    const int whole = ginDeadwood(facesOf(h));
    if (rules_.bigGinBonus > 0 && h.size() == GinRules::kHandSize + 1 && whole == 0) return h;
    for (const Card c : h) {
        if (c == kept || whole - ginValue(c.face()) > knockLimit()) continue;
        if (ginDeadwood(without(h, c)) <= knockLimit()) out.push_back(c);
    }
    return out;
}

std::optional<Card> GinRound::keptCard(std::optional<Card> taken) const {
    return rules_.mayDiscardTakenCard ? std::nullopt : taken;
}

bool GinRound::knockPossibleAfterTaking(Card top) const {
    std::vector<Card> h = hand(current_);
    h.push_back(top);
    return !knockCards(h, keptCard(top)).empty();
}

std::vector<Move> GinRound::legalMoves() const {
    std::vector<Move> out;
    switch (phase_) {
        case GinPhase::Over:
            break;
        case GinPhase::FirstUpcard:
            out = {moves::Pass{}, moves::DrawOpen{}};
            break;
        case GinPhase::Wall:
            out.push_back(moves::Pass{});
            if (knockPossibleAfterTaking(discards_.back())) out.push_back(moves::DrawOpen{});
            break;
        case GinPhase::Draw:
            out.push_back(moves::DrawClosed{});
            if (!(passes_ == 2 && !anyDraw_) && !discards_.empty())
                out.push_back(moves::DrawOpen{});
            break;
        case GinPhase::Discard:
            if (!mustKnock_)
                for (const Card c : hand(current_))
                    if (mayShed(c)) out.push_back(moves::Discard{c});
            for (const Card c : knockCards(hand(current_), keptCard(takenFromPile_)))
                out.push_back(moves::Knock{c, {}});
            break;
    }
    return out;
}

Status GinRound::checkKnock(const moves::Knock& k) const {
    const auto& h = hand(current_);
    if (!holds(h, k.card)) return ErrorCode::CardNotInHand;
    std::vector<Face> rest;
    if (!k.melds.empty()) {
        // Melds holding every card, the knock card included: big gin.
        if (isBigGin(rules_, h) && splitByMelds(k.melds, facesOf(h), rest) && rest.empty())
            return Ok{};
        if (!mayShed(k.card)) return ErrorCode::TakenCardBack;
        if (!splitByMelds(k.melds, without(h, k.card), rest)) return ErrorCode::BadGroups;
        if (valueOf(rest) > knockLimit()) return ErrorCode::KnockTooHigh;
        return Ok{};
    }
    if (isBigGin(rules_, h)) return Ok{};
    if (!mayShed(k.card)) return ErrorCode::TakenCardBack;
    if (ginDeadwood(without(h, k.card)) > knockLimit()) return ErrorCode::KnockTooHigh;
    return Ok{};
}

Status GinRound::check(const Move& move) const {
    if (isOver()) return ErrorCode::RoundOver;
    return std::visit(overloaded{
                          [&](const moves::DrawClosed&) -> Status {
                              if (phase_ != GinPhase::Draw) return ErrorCode::WrongPhase;
                              return Ok{};
                          },
                          [&](const moves::DrawOpen& d) -> Status {
                              if (d.count != 1) return ErrorCode::NotInThisGame;
                              if (phase_ == GinPhase::FirstUpcard) return Ok{};
                              if (phase_ == GinPhase::Wall)
                                  return knockPossibleAfterTaking(discards_.back())
                                             ? Status{Ok{}}
                                             : ErrorCode::KnockTooHigh;
                              if (phase_ != GinPhase::Draw) return ErrorCode::WrongPhase;
                              if (passes_ == 2 && !anyDraw_) return ErrorCode::WrongPhase;
                              if (discards_.empty()) return ErrorCode::OpenDeckEmpty;
                              return Ok{};
                          },
                          [&](const moves::Pass&) -> Status {
                              if (phase_ != GinPhase::FirstUpcard && phase_ != GinPhase::Wall)
                                  return ErrorCode::WrongPhase;
                              return Ok{};
                          },
                          [&](const moves::Discard& d) -> Status {
                              if (phase_ != GinPhase::Discard) return ErrorCode::WrongPhase;
                              if (mustKnock_) return ErrorCode::MustKnock;
                              if (!holds(hand(current_), d.card)) return ErrorCode::CardNotInHand;
                              if (!mayShed(d.card)) return ErrorCode::TakenCardBack;
                              return Ok{};
                          },
                          [&](const moves::Knock& k) -> Status {
                              if (phase_ != GinPhase::Discard) return ErrorCode::WrongPhase;
                              return checkKnock(k);
                          },
                          [&](const auto&) -> Status { return ErrorCode::NotInThisGame; },
                      },
                      move);
}

Status GinRound::apply(const Move& move) {
    if (Status s = check(move); !s) return s;
    PlayedMove played{current_, move, std::nullopt};
    std::visit(overloaded{
                   [&](const moves::DrawClosed&) {
                       const Card c = stock_.back();
                       stock_.pop_back();
                       hands_[static_cast<std::size_t>(current_)].push_back(c);
                       played.card = c;
                       takenFromPile_.reset();
                       anyDraw_ = true;
                       phase_ = GinPhase::Discard;
                   },
                   [&](const moves::DrawOpen&) {
                       const Card c = discards_.back();
                       discards_.pop_back();
                       hands_[static_cast<std::size_t>(current_)].push_back(c);
                       played.card = c;
                       takenFromPile_ = c;
                       mustKnock_ = phase_ == GinPhase::Wall;
                       anyDraw_ = true;
                       phase_ = GinPhase::Discard;
                   },
                   [&](const moves::Pass&) {
                       if (phase_ == GinPhase::Wall) {
                           result_.ending = GinEnding::Void;
                           phase_ = GinPhase::Over;
                           return;
                       }
                       ++passes_;
                       current_ = other(current_);
                       if (passes_ == 2) phase_ = GinPhase::Draw;
                   },
                   [&](const moves::Discard& d) {
                       auto& h = hands_[static_cast<std::size_t>(current_)];
                       h.erase(std::find(h.begin(), h.end(), d.card));
                       discards_.push_back(d.card);
                       endTurnAfterDiscard();
                   },
                   [&](const moves::Knock& k) { knock(k); },
                   [&](const auto&) {},
               },
               move);
    history_.push_back(std::move(played));
    return Ok{};
}

void GinRound::endTurnAfterDiscard() {
    takenFromPile_.reset();
    if (static_cast<int>(stock_.size()) <= GinRules::kWallStock) {
        if (rules_.wall == GinWall::Void) {
            result_.ending = GinEnding::Void;
            phase_ = GinPhase::Over;
            return;
        }
        phase_ = GinPhase::Wall;
    } else {
        phase_ = GinPhase::Draw;
    }
    current_ = other(current_);
}

void GinRound::knock(const moves::Knock& k) {
    const int seat = current_;
    auto& h = hands_[static_cast<std::size_t>(seat)];
    const std::vector<Face> defender = handFaces(other(seat));
    GinShowdown show;
    show.knocker = seat;
    std::vector<Face> rest;
    const bool bigGin =
        isBigGin(rules_, h) &&
        (k.melds.empty() || (splitByMelds(k.melds, facesOf(h), rest) && rest.empty()));
    if (bigGin) {
        show.knockerMelds =
            k.melds.empty() ? bestGinHand(facesOf(h)).melds : std::vector<GinMeld>{};
        for (const auto& m : k.melds) {
            GinMeld faces;
            for (const Card c : m) faces.push_back(c.face());
            show.knockerMelds.push_back(std::move(faces));
        }
    } else {
        h.erase(std::find(h.begin(), h.end(), k.card));
        discards_.push_back(k.card);
        const std::vector<Face> mine = facesOf(h);
        if (k.melds.empty()) {
            show.knockerMelds = bestSpread(mine, defender);
            splitByMelds({}, mine, rest);
            for (const auto& m : show.knockerMelds)
                for (const Face f : m) rest.erase(std::find(rest.begin(), rest.end(), f));
        } else {
            splitByMelds(k.melds, mine, rest);
            for (const auto& m : k.melds) {
                GinMeld faces;
                for (const Card c : m) faces.push_back(c.face());
                show.knockerMelds.push_back(std::move(faces));
            }
        }
        std::sort(rest.begin(), rest.end());
        show.knockerDeadwood = rest;
    }
    show.knockerCount = valueOf(show.knockerDeadwood);
    const bool gin = show.knockerCount == 0;
    show.defence = bestDefence(defender, show.knockerMelds, !gin);
    const int d = show.defence.count;
    const int times = rules_.multiplier(firstUpcard_);
    if (bigGin) {
        result_ = {GinEnding::BigGin, seat, (d + rules_.bigGinBonus) * times, std::nullopt};
    } else if (gin) {
        result_ = {GinEnding::Gin, seat, (d + rules_.ginBonus) * times, std::nullopt};
    } else if (d < show.knockerCount || (d == show.knockerCount && rules_.tieIsUndercut)) {
        result_ = {GinEnding::Undercut, other(seat),
                   (show.knockerCount - d + rules_.undercutBonus) * times, std::nullopt};
    } else {
        result_ = {GinEnding::Knock, seat, (d - show.knockerCount) * times, std::nullopt};
    }
    result_.showdown = std::move(show);
    takenFromPile_.reset();
    mustKnock_ = false;
    phase_ = GinPhase::Over;
}

RoundResult GinRound::result() const {
    RoundResult r;
    r.points.assign(kSeats, 0);
    r.outcomes.assign(kSeats, isOver() ? Outcome::Lost : Outcome::Playing);
    if (result_.winner >= 0) {
        r.winner = result_.winner;
        r.points[static_cast<std::size_t>(r.winner)] = result_.points;
        r.outcomes[static_cast<std::size_t>(r.winner)] = Outcome::Won;
    }
    return r;
}

}  // namespace rummy
