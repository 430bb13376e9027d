// SPDX-License-Identifier: GPL-3.0-or-later
// The random-play adapter of 13-card Indian Rummy (rummy::IndianRound); see random_play.h for
// what an adapter provides. Also the pieces the match-level test shares with it: the random
// driver, random rule variants and tallies of how rounds ended.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "cards/shoe.h"
#include "game/round.h"
#include "indian/hand_rules.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "io/serialization.h"
#include "solver/hand_solver.h"

namespace rummy::test {

// A random player that still finishes games: it declares when the solver says the hand is
// valid, discards greedily half of the time (so hands do improve), drops and times out now
// and then, and sometimes declares a random (usually wrong) arrangement.
class RandomDriver {
public:
    static constexpr int kLateTurn = 300;

    explicit RandomDriver(std::uint64_t seed) : rng_(seed) {}

    // `legal` is r.legalMoves(), listed once per step by the caller.
    Move choose(const IndianRound& r, const std::vector<Move>& legal, int turn) {
        const int seat = r.currentSeat();
        const bool late = turn > kLateTurn;  // wind the game down: random declarations
        if (r.phase() == Phase::Draw) {
            if (roll(40)) return moves::MissTurn{};
            if (r.rules().dropAllowed() && roll(late ? 4 : 30)) return moves::Drop{};
            const bool canOpen = std::any_of(legal.begin(), legal.end(), [](const Move& a) {
                return std::holds_alternative<moves::DrawOpen>(a);
            });
            return canOpen && roll(3) ? Move{moves::DrawOpen{}} : Move{moves::DrawClosed{}};
        }
        if (roll(60)) return moves::MissTurn{};
        for (const Move& a : legal)
            if (std::holds_alternative<moves::Finish>(a) && !roll(10)) return a;
        if (roll(late ? 3 : 150)) return randomFinish(r.hand(seat));
        if (roll(2)) return greedyDiscard(r);
        return moves::Discard{pick(r.hand(seat))};
    }

    // Moves apply() must refuse here: a move of the wrong phase, a card not in the hand
    // (another seat's, the closed deck's, the open deck's, the cut wild card), a declaration
    // whose groups are not the rest of the hand, a drop the format forbids, any move once the
    // round is over. Three kinds at random per turn (every kind at the end): all ten at every
    // step made the match test a tenth slower, and over a million steps each kind still comes
    // up often. A Move carries no seat (the round moves the current one), so an
    // out-of-turn move cannot be written.
    std::vector<Move> illegal(const IndianRound& r) {
        std::vector<Move> out;
        if (r.isOver()) {
            out = {moves::DrawClosed{}, moves::Drop{}, moves::MissTurn{}};
            if (!r.hand(0).empty()) out.push_back(moves::Discard{r.hand(0).front()});
            return out;
        }
        const int seat = r.currentSeat();
        const std::vector<Card>& hand = r.hand(seat);
        if (r.phase() == Phase::Draw) {
            out.push_back(moves::Discard{pick(hand)});
            out.push_back(declareAll(hand, pick(hand)));
            if (!r.rules().dropAllowed()) out.push_back(moves::Drop{});
            if (r.closedDeckSize() == 0 && r.openDeck().size() < 2)
                out.push_back(moves::DrawClosed{});
            return keepSome(std::move(out));
        }
        out = {moves::DrawClosed{}, moves::DrawOpen{}, moves::Drop{}};
        if (auto other = otherSeatCard(r)) {
            out.push_back(moves::Discard{*other});
            moves::Finish a = declareAll(hand, hand.front());  // a stranger in the groups
            a.groups.back().push_back(*other);
            out.push_back(std::move(a));
        }
        if (!r.closedDeck().empty()) out.push_back(moves::Discard{pick(r.closedDeck())});
        if (!r.openDeck().empty()) out.push_back(moves::Discard{r.openDeck().back().card});
        if (r.wildCard()) {
            out.push_back(moves::Discard{*r.wildCard()});
            out.push_back(declareAll(hand, *r.wildCard()));  // finish card not in the hand
        }
        moves::Finish shortOne = declareAll(hand, hand.front());  // a card of the hand left out
        shortOne.groups.back().pop_back();
        out.push_back(std::move(shortOne));
        moves::Finish twice = declareAll(hand, hand.front());  // a card declared twice
        twice.groups.back().push_back(twice.groups.front().front());
        out.push_back(std::move(twice));
        return keepSome(std::move(out));
    }

    bool roll(std::uint64_t oneIn) { return rng_.below(oneIn) == 0; }
    Rng& rng() { return rng_; }

private:
    static constexpr std::size_t kIllegalPerTurn = 3;

    Card pick(const std::vector<Card>& cards) { return cards[rng_.below(cards.size())]; }

    // kIllegalPerTurn of `moves` at random (a partial Fisher-Yates).
    std::vector<Move> keepSome(std::vector<Move> moves) {
        const std::size_t k = std::min(kIllegalPerTurn, moves.size());
        for (std::size_t i = 0; i < k; ++i)
            std::swap(moves[i], moves[i + rng_.below(moves.size() - i)]);
        moves.resize(k);
        return moves;
    }

    // Finish{fin} with the rest of `hand` in one group.
    static moves::Finish declareAll(const std::vector<Card>& hand, Card fin) {
        std::vector<Card> rest;
        for (Card c : hand)
            if (c != fin) rest.push_back(c);
        return moves::Finish{fin, {rest}};
    }

    std::optional<Card> otherSeatCard(const IndianRound& r) {
        std::vector<int> seats;
        for (int s = 0; s < r.seats(); ++s)
            if (s != r.currentSeat() && !r.hand(s).empty()) seats.push_back(s);
        if (seats.empty()) return std::nullopt;
        return pick(r.hand(seats[rng_.below(seats.size())]));
    }

    Move greedyDiscard(const IndianRound& r) {
        const auto& hand = r.hand(r.currentSeat());
        std::vector<Face> faces;
        int best = 1 << 30;
        Card bestCard = hand.front();
        for (std::size_t i = 0; i < hand.size(); ++i) {
            faces.clear();
            for (std::size_t k = 0; k < hand.size(); ++k)
                if (k != i) faces.push_back(hand[k].face());
            // 21-card asks its own rules; 13-card keeps the call its random games were made
            // with, so that they play as they always have.
            const int p = r.rules().variant == Variant::Indian21
                              ? handPoints(r.rules(), faces, r.wildCards())
                              : HandSolver::points(faces, r.wildRank());
            if (p < best) best = p, bestCard = hand[i];
        }
        return moves::Discard{bestCard};
    }

    Move randomFinish(std::vector<Card> cards) {
        rng_.shuffle(cards);
        const Card fin = cards.back();
        cards.pop_back();
        std::vector<std::vector<Card>> groups;
        for (std::size_t i = 0; i < cards.size();) {
            const std::size_t n = std::min<std::size_t>(3 + rng_.below(3), cards.size() - i);
            groups.emplace_back(cards.begin() + std::ptrdiff_t(i),
                                cards.begin() + std::ptrdiff_t(i + n));
            i += n;
        }
        return moves::Finish{fin, groups};
    }

    Rng rng_;
};

// A format's preset with the house rules that change play drawn at random.
inline IndianRules randomRules(MatchFormat f, Rng& rng) {
    IndianRules r = IndianRules::preset(f);
    r.jokerFromOpenDeck = rng.below(4) == 0;
    r.invalidDeclarationEndsRound = rng.below(4) == 0;
    r.pureSequenceAlone = rng.below(4) == 0;
    r.wildJoker = rng.below(6) != 0;
    r.printedJokers = int(rng.below(5));
    return r;
}

// 21-card's preset of a format with its house rules and value scheme drawn at random (at most
// three printed jokers: the solver's limit for 21-card).
inline IndianRules randomRules21(MatchFormat f, Rng& rng) {
    IndianRules r = IndianRules::preset(f, Variant::Indian21);
    r.jokerFromOpenDeck = rng.below(4) == 0;
    r.invalidDeclarationEndsRound = rng.below(4) == 0;
    r.wildJoker = rng.below(6) != 0;
    r.printedJokers = int(rng.below(4));
    r.valueCards = ValueScheme(rng.below(3));
    return r;
}

// How rounds ended, so a test can check that its driver reaches every ending.
struct IndianTally {
    int valid = 0, wrong = 0, drops = 0, rebuilds = 0;

    void add(const IndianRound& r) {
        const RoundResult res = r.result();
        for (Outcome o : res.outcomes) {
            drops += o == Outcome::FirstDrop || o == Outcome::MiddleDrop;
            wrong += o == Outcome::WrongDeclaration;
        }
        if (r.finishSlot() && res.winner >= 0) ++valid;
        rebuilds += r.rebuilds();
    }
};

// Checks of one round, shared by the round adapter and the match test's adapter.
struct IndianRoundChecks {
    // Only the current seat acts, and every seat dealt in holds a full hand (one card more for
    // the current seat between its draw and its discard).
    static std::string checkState(const IndianRound& r) {
        if (r.isOver()) return {};
        if (!r.isPlaying(r.currentSeat())) return "the current seat is not playing";
        for (int s = 0; s < r.seats(); ++s) {
            const int extra = (s == r.currentSeat() && r.phase() == Phase::Discard) ? 1 : 0;
            const int size = static_cast<int>(r.hand(s).size());
            if (r.outcome(s) != Outcome::SittingOut && size != r.rules().handSize + extra)
                return "seat " + std::to_string(s) + " holds " + std::to_string(size) + " cards";
        }
        return {};
    }

    // Points within the rules' penalties, every seat settled, exactly one winner with 0 points
    // or a void deal, and each way out of the round at its price.
    static std::string checkResult(const IndianRound& r) {
        const RoundResult res = r.result();
        const IndianRules& rules = r.rules();
        const int maxPenalty = std::max({rules.wrongDeclaration, rules.middleDrop, rules.firstDrop,
                                         rules.maxPoints, rules.validUndeclared});
        int won = 0;
        for (int s = 0; s < r.seats(); ++s) {
            const int p = res.points[std::size_t(s)];
            const Outcome o = res.outcomes[std::size_t(s)];
            const auto bad = [&](const char* what) {
                return "seat " + std::to_string(s) + " (" + outcomeName(o) + ", " +
                       std::to_string(p) + " points): " + what;
            };
            if (p < 0 || p > maxPenalty) return bad("points out of range");
            if (o == Outcome::Playing) return bad("still playing");
            if (o == Outcome::Won) {
                ++won;
                if (p != 0) return bad("a winner scores 0");
                if (res.winner != s) return bad("the winner is another seat");
            }
            if (o == Outcome::FirstDrop && p != rules.firstDrop) return bad("first drop price");
            if (o == Outcome::MiddleDrop && p != rules.middleDrop) return bad("middle drop price");
            if (o == Outcome::TimedOut && (p != rules.maxPoints || rules.dropAllowed()))
                return bad("missed turns without drops cost the full count");
            if (o == Outcome::MiddleDrop && !rules.dropAllowed())
                return bad("a drop in a format without drops");
            if (o == Outcome::WrongDeclaration && p != rules.wrongDeclaration)
                return bad("wrong declaration price");
            if (o == Outcome::SittingOut && p != 0) return bad("sitting out costs nothing");
            if (o == Outcome::Lost && p > std::max(rules.maxPoints, rules.validUndeclared))
                return bad("a loser pays at most the cap");
        }
        if (won != (res.winner >= 0 ? 1 : 0))
            return std::to_string(won) + " seats won, winner " + std::to_string(res.winner);
        return checkSettlement(r, res);
    }

    // 21-card's value cards change hands, never appear or vanish, and with a winner every
    // seat's net adds up to nothing; the 13-card game has no settlement at all.
    static std::string checkSettlement(const IndianRound& r, const RoundResult& res) {
        if (r.rules().variant != Variant::Indian21)
            return res.net.empty() && res.valueReceived.empty() && res.valuePaid.empty()
                       ? std::string()
                       : "a 13-card round with a value-card settlement";
        const auto n = std::size_t(r.seats());
        if (res.net.size() != n || res.valueReceived.size() != n || res.valuePaid.size() != n)
            return "a settlement without a figure for every seat";
        int received = 0, paid = 0, net = 0;
        for (std::size_t s = 0; s < n; ++s) {
            received += res.valueReceived[s];
            paid += res.valuePaid[s];
            net += res.net[s];
            const bool inDeal = res.outcomes[s] == Outcome::Won || res.outcomes[s] == Outcome::Lost;
            if (!inDeal && (res.valueReceived[s] != 0 || res.valuePaid[s] != 0))
                return "a seat out of the deal pays or is paid for value cards";
        }
        if (received != paid) return "value cards received and paid differ";
        if (res.winner >= 0 && net != 0) return "the nets do not add up to 0";
        return {};
    }
};

// Standalone rounds: random rules of a random format, now and then a seat sitting out or a
// stacked shoe, so that every kind of round start is played. The state is the family-blind
// Round (game/round.h), so the harness drives the interface every front end uses; what only
// the Indian round has (its hands and phases, for the driver and the checks) is read through
// Round::indian().
struct IndianRoundAdapter {
    using State = Round;
    using Move = rummy::Move;
    using Chooser = RandomDriver;

    Variant variant = Variant::Indian13;  // or Indian21

    Result<State> make(std::uint64_t seed, int seats) const {
        Rng rng(seed ^ 0x5eed0f1e5ULL);
        const MatchFormat format = MatchFormat(rng.below(6));
        const IndianRules rules =
            variant == Variant::Indian21 ? randomRules21(format, rng) : randomRules(format, rng);
        std::vector<bool> inPlay(std::size_t(seats), true);
        if (seats >= 3 && rng.below(4) == 0) inPlay[rng.below(std::uint64_t(seats))] = false;
        int dealer = int(rng.below(std::uint64_t(seats)));
        while (!inPlay[std::size_t(dealer)]) dealer = (dealer + 1) % seats;
        auto round = [&]() -> Result<IndianRound> {
            if (rng.below(8) == 0) {
                std::vector<Card> shoe = Shoe::ordered(rules);
                rng.shuffle(shoe);
                return IndianRound::withShoe(rules, inPlay, dealer, shoe, seed);
            }
            return IndianRound::create(rules, inPlay, dealer, seed);
        }();
        if (!round) return round.error();
        return Round(std::move(round).value());
    }
    Chooser chooser(std::uint64_t seed) const { return RandomDriver(seed ^ 0xabcdef); }

    bool isOver(const State& r) const { return r.isOver(); }
    std::vector<Move> legalMoves(const State& r) const { return r.legalMoves(); }
    Move choose(const State& r, const std::vector<Move>& legal, Chooser& d, int step) const {
        return d.choose(*r.indian(), legal, step);
    }
    std::vector<Move> illegalMoves(const State& r, Chooser& d) const {
        return d.illegal(*r.indian());
    }
    Status check(const State& r, const Move& a) const { return r.check(a); }
    Status apply(State& r, const Move& a) const { return r.apply(a); }
    std::vector<Card> cards(const State& r) const { return r.allCards(); }
    std::vector<Card> expectedCards(const State& r) const {
        return Shoe::ordered(r.indian()->rules());
    }
    Result<State> reload(const State& r) const {
        auto loaded = Serialization::loadRound(Serialization::saveRound(*r.indian()));
        if (!loaded) return loaded.error();
        return Round(std::move(loaded).value());
    }
    std::string moveName(const Move& a) const { return toString(a); }
    std::string checkState(const State& r) const {
        return IndianRoundChecks::checkState(*r.indian());
    }
    std::string checkResult(const State& r) const {
        return IndianRoundChecks::checkResult(*r.indian());
    }
};

}  // namespace rummy::test
