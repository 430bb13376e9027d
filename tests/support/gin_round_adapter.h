// SPDX-License-Identifier: GPL-3.0-or-later
// The random-play adapter of Gin Rummy (rummy::GinRound inside the family-blind Round); see
// random_play.h for what an adapter provides. The save round trip goes through the game record
// (write, parse, replay), which is how Gin hands are saved.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "game/round.h"
#include "gin/gin_hand.h"
#include "gin/gin_round.h"
#include "io/game_record.h"
#include "io/record_replay.h"

namespace rummy::test {

// Random rules: each option of GinRules drawn now and then.
inline GinRules randomGinRules(Rng& rng) {
    GinRules r;
    r.oklahoma = rng.below(4) == 0;
    r.aceUpcardGinOnly = rng.below(2) == 0;
    r.spadesDouble = rng.below(2) == 0;
    r.straightGin = rng.below(10) == 0;
    r.knock = static_cast<int>(rng.below(11));
    r.bigGinBonus = rng.below(4) == 0 ? 0 : 31;
    r.tieIsUndercut = rng.below(4) != 0;
    r.mayDiscardTakenCard = rng.below(4) == 0;
    r.wall = rng.below(2) == 0 ? GinWall::Void : GinWall::TakeToKnock;
    return r;
}

// A random player that still ends hands. Half of the drivers play loosely: they knock when they
// may (most of the time), take the upcard or the discard now and then, and discard the card that
// leaves the least deadwood half of the time, a random one otherwise. The other half play
// greedily and wait for a low count (0 to 3) before knocking, so that undercuts, gin and big gin
// come up too. Either sometimes knocks with melds of its own choosing.
class GinDriver {
public:
    explicit GinDriver(std::uint64_t seed)
        : rng_(seed), greedy_(rng_.below(2) == 0), patience_(static_cast<int>(rng_.below(4))) {}

    Move choose(const GinRound& r, const std::vector<Move>& legal) {
        std::vector<Move> knocks;
        for (const Move& m : legal)
            if (std::holds_alternative<moves::Knock>(m)) knocks.push_back(m);
        if (greedy_) return chooseGreedily(r, legal, knocks);
        if (!knocks.empty() && !roll(8)) {
            const auto k = std::get<moves::Knock>(knocks[rng_.below(knocks.size())]);
            if (roll(3)) return withOwnMelds(r, k);
            return k;
        }
        if (r.phase() == GinPhase::Discard) {
            if (r.mustKnock()) return knocks.front();
            if (roll(2)) return bestDiscard(r, legal);
        }
        return legal[rng_.below(legal.size())];
    }

    // Moves apply() must refuse: the wrong phase, a card not in the hand, a knock over the
    // limit or with melds that are not melds, another game's moves.
    std::vector<Move> illegal(const GinRound& r) {
        std::vector<Move> out{moves::Drop{}, moves::MissTurn{}, moves::Finish{}};
        if (r.isOver()) {
            out.push_back(moves::DrawClosed{});
            out.push_back(moves::Pass{});
            return out;
        }
        const int seat = r.currentSeat();
        const Card other = r.hand(1 - seat).front();
        out.push_back(moves::Discard{other});
        out.push_back(moves::Knock{other, {}});
        out.push_back(moves::DrawOpen{2});
        if (r.phase() == GinPhase::Discard) {
            out.push_back(moves::DrawClosed{});
            out.push_back(moves::Pass{});
            const auto& hand = r.hand(seat);
            // A "meld" of three unrelated cards, unless by chance they are one.
            std::vector<Card> three(hand.begin(), hand.begin() + 3);
            std::vector<Face> faces;
            for (Card c : three) faces.push_back(c.face());
            if (!isGinMeld(faces)) out.push_back(moves::Knock{hand.back(), {three}});
            for (Card c : hand) {
                std::vector<Face> rest;
                for (Card x : hand)
                    if (x != c) rest.push_back(x.face());
                if (ginDeadwood(rest) > r.knockLimit() && hand.size() == 11 &&
                    !(r.rules().bigGinBonus > 0 && ginDeadwood(r.handFaces(seat)) == 0)) {
                    out.push_back(moves::Knock{c, {}});
                    break;
                }
            }
            if (r.takenFromPile() && !r.rules().mayDiscardTakenCard)
                out.push_back(moves::Discard{*r.takenFromPile()});
        } else {
            out.push_back(moves::Discard{r.hand(seat).front()});
            if (r.phase() == GinPhase::Draw) out.push_back(moves::Pass{});
        }
        return out;
    }

private:
    bool roll(std::uint64_t oneIn) { return rng_.below(oneIn) == 0; }

    static int deadwoodWithout(const GinRound& r, Card c) {
        std::vector<Face> rest;
        for (Card x : r.hand(r.currentSeat()))
            if (x != c) rest.push_back(x.face());
        return ginDeadwood(rest);
    }

    Move chooseGreedily(const GinRound& r, const std::vector<Move>& legal,
                        const std::vector<Move>& knocks) {
        for (const Move& m : knocks) {
            const auto& k = std::get<moves::Knock>(m);
            const bool bigGin =
                r.rules().bigGinBonus > 0 && ginDeadwood(r.handFaces(r.currentSeat())) == 0;
            if (bigGin || deadwoodWithout(r, k.card) <= patience_ || r.mustKnock())
                return roll(3) ? withOwnMelds(r, k) : m;
        }
        if (r.phase() == GinPhase::Discard) return bestDiscard(r, legal);
        // Take the open card when it lowers the count, else the stock (or pass).
        const bool canOpen =
            std::find(legal.begin(), legal.end(), Move{moves::DrawOpen{}}) != legal.end();
        if (canOpen && !r.discards().empty()) {
            std::vector<Face> with = r.handFaces(r.currentSeat());
            const int now = ginDeadwood(with);
            with.push_back(r.discards().back().face());
            if (bestGinDiscard(with).deadwood < now) return moves::DrawOpen{};
        }
        for (const Move& m : legal)
            if (std::holds_alternative<moves::DrawClosed>(m) ||
                std::holds_alternative<moves::Pass>(m))
                return m;
        return legal.front();
    }

    Move bestDiscard(const GinRound& r, const std::vector<Move>& legal) {
        int best = 1 << 30;
        Move choice = legal.front();
        for (const Move& m : legal) {
            const auto* d = std::get_if<moves::Discard>(&m);
            if (!d) continue;
            std::vector<Face> rest;
            for (Card x : r.hand(r.currentSeat()))
                if (x != d->card) rest.push_back(x.face());
            const int dw = ginDeadwood(rest);
            if (dw < best) best = dw, choice = m;
        }
        return choice;
    }

    // The same knock with the least-deadwood melds written out, as a player would: of the ten
    // cards kept, or of all eleven for big gin.
    static Move withOwnMelds(const GinRound& r, moves::Knock k) {
        const std::vector<Face> all = r.handFaces(r.currentSeat());
        const bool bigGin = r.rules().bigGinBonus > 0 && ginDeadwood(all) == 0;
        std::vector<Face> rest;
        for (Card x : r.hand(r.currentSeat()))
            if (bigGin || x != k.card) rest.push_back(x.face());
        for (const auto& meld : bestGinHand(rest).melds) {
            std::vector<Card> cards;
            for (Face f : meld) cards.push_back(Card::natural(0, f));
            k.melds.push_back(std::move(cards));
        }
        return k;
    }

    Rng rng_;
    bool greedy_ = false;
    int patience_ = 0;
};

struct GinRoundAdapter {
    using State = Round;
    using Move = rummy::Move;
    using Chooser = GinDriver;

    Result<State> make(std::uint64_t seed, int) const {
        Rng rng(seed ^ 0x91a5eedULL);
        const GinRules rules = randomGinRules(rng);
        const int dealer = static_cast<int>(rng.below(2));
        if (rng.below(6) == 0) {
            std::vector<Card> deck;
            for (int i = 0; i < 52; ++i) deck.push_back(Card::natural(0, Face::fromIndex(i)));
            rng.shuffle(deck);
            auto r = GinRound::withDeck(rules, dealer, deck);
            if (!r) return r.error();
            return Round(std::move(r).value());
        }
        return Round(GinRound(rules, dealer, seed));
    }
    Chooser chooser(std::uint64_t seed) const { return GinDriver(seed ^ 0x6176); }

    bool isOver(const State& r) const { return r.isOver(); }
    std::vector<Move> legalMoves(const State& r) const { return r.legalMoves(); }
    Move choose(const State& r, const std::vector<Move>& legal, Chooser& d, int) const {
        return d.choose(*r.gin(), legal);
    }
    std::vector<Move> illegalMoves(const State& r, Chooser& d) const { return d.illegal(*r.gin()); }
    Status check(const State& r, const Move& a) const { return r.check(a); }
    Status apply(State& r, const Move& a) const { return r.apply(a); }
    std::vector<Card> cards(const State& r) const { return r.allCards(); }
    std::vector<Card> expectedCards(const State&) const {
        std::vector<Card> deck;
        for (int i = 0; i < 52; ++i) deck.push_back(Card::natural(0, Face::fromIndex(i)));
        return deck;
    }
    Result<State> reload(const State& r) const {
        const std::string text = writeRecord(recordOfGinRound(*r.gin(), {"a", "b"}));
        const RecordParse parsed = parseRecord(text);
        if (!parsed.record) return parsed.error.code;
        Replay replay = replayRecord(*parsed.record);
        if (replay.failure) return replay.failure->code;
        return *replay.round;
    }
    std::string moveName(const Move& a) const { return toString(a); }
    std::string checkState(const State& s) const {
        const GinRound& r = *s.gin();
        if (r.isOver()) return {};
        for (int seat = 0; seat < 2; ++seat) {
            const bool drawn = seat == r.currentSeat() && r.phase() == GinPhase::Discard;
            if (r.hand(seat).size() != std::size_t(drawn ? 11 : 10))
                return "seat " + std::to_string(seat) + " holds " +
                       std::to_string(r.hand(seat).size()) + " cards";
        }
        if (r.stock().size() < std::size_t(GinRules::kWallStock))
            return "the stock went below the wall";
        return {};
    }
    std::string checkResult(const State& s) const {
        const GinRound& r = *s.gin();
        const GinHandResult& res = r.outcome();
        if (res.ending == GinEnding::Playing) return "over but still playing";
        if (res.ending == GinEnding::Void)
            return res.winner == -1 && res.points == 0 ? "" : "a void hand scored";
        if (!res.showdown) return "a knock without its showdown";
        const GinShowdown& sd = *res.showdown;
        const int times = r.rules().multiplier(r.firstUpcard());
        const int k = sd.knockerCount, d = sd.defence.count;
        if (k > r.knockLimit() && res.ending != GinEnding::BigGin) return "knocked over the limit";
        int expected = 0;
        switch (res.ending) {
            case GinEnding::Gin:
                expected = (d + r.rules().ginBonus) * times;
                if (!sd.defence.layoffs.empty()) return "lay-offs on gin";
                break;
            case GinEnding::BigGin:
                expected = (d + r.rules().bigGinBonus) * times;
                break;
            case GinEnding::Undercut:
                expected = (k - d + r.rules().undercutBonus) * times;
                if (d > k || (d == k && !r.rules().tieIsUndercut)) return "not an undercut";
                break;
            case GinEnding::Knock:
                expected = (d - k) * times;
                break;
            default:
                break;
        }
        if (res.points != expected) return "points " + std::to_string(res.points);
        // The defender's cards: its melds, lay-offs and deadwood are exactly its hand.
        std::vector<Face> shown = sd.defence.deadwood;
        for (const auto& m : sd.defence.melds) shown.insert(shown.end(), m.begin(), m.end());
        for (const auto& l : sd.defence.layoffs) shown.push_back(l.card);
        std::vector<Face> hand = r.handFaces(1 - sd.knocker);
        std::sort(shown.begin(), shown.end());
        std::sort(hand.begin(), hand.end());
        if (shown != hand) return "the defender's spread is not its hand";
        return {};
    }
};

}  // namespace rummy::test
