// SPDX-License-Identifier: GPL-3.0-or-later
// The random-play adapter of the table games (rummy::TableRound inside the family-blind Round);
// see random_play.h for what an adapter provides. The save round trip goes through the game
// record (write, parse, replay with the copies of the cards as hints).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "game/round.h"
#include "io/game_record.h"
#include "io/record_replay.h"

namespace rummy::test {

// A preset with each option drawn now and then.
inline TableRules randomTableRules(Variant v, Rng& rng) {
    TableRules r = TableRules::preset(v);
    const auto roll = [&](std::uint64_t n) { return rng.below(n) == 0; };
    if (roll(4)) r.meldsPerTurn = r.meldsPerTurn == 1 ? 0 : 1;
    if (roll(4)) r.layOffBeforeMeld = !r.layOffBeforeMeld;
    if (roll(4)) r.mayDiscardTakenCard = !r.mayDiscardTakenCard;
    if (roll(5)) r.discardToGoOut = !r.discardToGoOut;
    if (roll(4)) r.stockOut = static_cast<StockOut>(rng.below(3));
    if (roll(4)) r.reshuffleLimit = static_cast<int>(rng.below(3));
    if (roll(5)) r.melds.aceHigh = !r.melds.aceHigh;
    if (roll(5)) r.rummyDoubles = true;
    if (roll(5)) r.scoring = static_cast<TableScoring>(rng.below(3));
    if (roll(6)) r.fiveTenValues = true;
    if (v == Variant::Rummy51 || v == Variant::Kaluki) {
        if (roll(4)) r.openingSingleMeld = true;
        if (roll(5)) r.openingPureRun = true;
        if (roll(4)) r.discardEveryTurn = !r.discardEveryTurn;
        if (roll(4)) r.drawFromPile = !r.drawFromPile;
    }
    if (v == Variant::Straight && roll(4)) r.pileDepth = true;
    if (v == Variant::Rummy500) {
        if (roll(4)) r.pileTopPlayed = true;
        if (roll(4)) r.pileDeepNewMeld = true;
        if (roll(4)) r.floating = true;
        if (roll(4)) r.unplayableLastDiscard = true;
    } else if (roll(8)) {
        r.floating = true;
    }
    if (roll(3)) r.turnLimit = 60 + static_cast<int>(rng.below(200));
    return r;
}

// A random player that still ends hands: it lays melds and lay-offs most of the time it can
// (the hand's best arrangement first), takes from the pile now and then, and throws a random
// card otherwise.
class TableDriver {
public:
    explicit TableDriver(std::uint64_t seed) : rng_(seed) {}

    Move choose(const TableRound&, const std::vector<Move>& legal) {
        std::vector<Move> placing;
        for (const Move& m : legal)
            if (std::holds_alternative<moves::Meld>(m) ||
                std::holds_alternative<moves::LayOff>(m) || std::holds_alternative<moves::Swap>(m))
                placing.push_back(m);
        if (!placing.empty() && rng_.below(5) != 0) {
            // The biggest meld move first: the hand's arrangement, an opening.
            std::size_t best = rng_.below(placing.size());
            if (rng_.below(2) == 0)
                for (std::size_t i = 0; i < placing.size(); ++i)
                    if (const auto* m = std::get_if<moves::Meld>(&placing[i]))
                        if (const auto* b = std::get_if<moves::Meld>(&placing[best]);
                            !b || m->melds.size() > b->melds.size())
                            best = i;
            return placing[best];
        }
        std::vector<Move> rest;
        for (const Move& m : legal)
            if (!std::holds_alternative<moves::Done>(m) || rng_.below(3) == 0) rest.push_back(m);
        if (rest.empty()) return legal.front();
        return rest[rng_.below(rest.size())];
    }

    // Moves apply() must refuse: other games' moves, another seat's card, the wrong phase, a
    // meld number not on the table, three cards that are no meld.
    std::vector<Move> illegal(const TableRound& r) {
        std::vector<Move> out{moves::Drop{}, moves::MissTurn{}, moves::Finish{}, moves::Pass{},
                              moves::Knock{}};
        if (r.isOver()) {
            out.push_back(moves::DrawClosed{});
            out.push_back(moves::Done{});
            return out;
        }
        const int seat = r.currentSeat();
        const int other = (seat + 1) % r.seats();
        if (!r.hand(other).empty()) {
            const Card theirs = r.hand(other).front();
            if (std::find(r.hand(seat).begin(), r.hand(seat).end(), theirs) == r.hand(seat).end()) {
                out.push_back(moves::Discard{theirs});
                out.push_back(moves::LayOff{theirs, 1, std::nullopt});
            }
        }
        const Card mine = r.hand(seat).front();
        out.push_back(moves::LayOff{mine, 999, std::nullopt});
        out.push_back(moves::DrawOpen{999});
        if (r.phase() == TablePhase::Draw) {
            out.push_back(moves::Discard{mine});
            out.push_back(moves::Meld{{{{mine, std::nullopt}}}});
        } else {
            out.push_back(moves::DrawClosed{});
            if (!r.rules().takeFromMeld) out.push_back(moves::Take{mine, 1});
            if (r.hand(seat).size() >= 3) {
                std::vector<MeldCard> three;
                for (std::size_t i = 0; i < 3; ++i)
                    three.push_back({r.hand(seat)[i], std::nullopt});
                // Two of one face never make a meld, since a set's suits are distinct; two
                // jokers may (Kaluki lets a meld hold several).
                if (three[0].card.face() == three[1].card.face() && !three[0].card.isPrintedJoker())
                    out.push_back(moves::Meld{{three}});
            }
        }
        return out;
    }

private:
    Rng rng_;
};

struct TableRoundAdapter {
    using State = Round;
    using Move = rummy::Move;
    using Chooser = TableDriver;
    Variant variant = Variant::Straight;

    Result<State> make(std::uint64_t seed, int seats) const {
        Rng rng(seed ^ 0x7ab1eULL);
        const TableRules rules = randomTableRules(variant, rng);
        seats = std::min(seats, rules.maxSeats);
        const int dealer = static_cast<int>(rng.below(static_cast<std::uint64_t>(seats)));
        if (rng.below(5) == 0) {
            // A record names faces; each takes the first copy not used yet, so the stacked deck
            // is made the same way for the reload to deal the same physical cards.
            std::vector<Card> shuffled = TableRound::orderedShoe(rules, seats);
            rng.shuffle(shuffled);
            std::vector<Face> faces;
            for (Card c : shuffled) faces.push_back(c.face());
            IndianRules shoe;
            shoe.decks = rules.decksFor(seats);
            shoe.printedJokers = rules.jokersFor(seats);
            auto deck = stackedShoe(shoe, faces);
            if (!deck) return deck.error();
            auto r = TableRound::withDeck(rules, seats, dealer, std::move(deck).value(), seed);
            if (!r) return r.error();
            return Round(std::move(r).value());
        }
        return Round(TableRound(rules, seats, dealer, seed));
    }
    Chooser chooser(std::uint64_t seed) const { return TableDriver(seed ^ 0x5eed); }

    bool isOver(const State& r) const { return r.isOver(); }
    std::vector<Move> legalMoves(const State& r) const { return r.legalMoves(); }
    Move choose(const State& r, const std::vector<Move>& legal, Chooser& d, int) const {
        return d.choose(*r.table(), legal);
    }
    std::vector<Move> illegalMoves(const State& r, Chooser& d) const {
        return d.illegal(*r.table());
    }
    Status check(const State& r, const Move& a) const { return r.check(a); }
    Status apply(State& r, const Move& a) const { return r.apply(a); }
    std::vector<Card> cards(const State& r) const { return r.allCards(); }
    std::vector<Card> expectedCards(const State& r) const {
        return TableRound::orderedShoe(r.table()->rules(), r.seats());
    }
    Result<State> reload(const State& r) const {
        const std::string text = writeRecord(
            recordOfTableRound(*r.table(), std::vector<std::string>(std::size_t(r.seats()), "p")));
        const RecordParse parsed = parseRecord(text);
        if (!parsed.record) return parsed.error.code;
        CopyHints hints;
        for (const PlayedMove& m : r.history()) {
            const auto named = cardsNamed(m.move);
            hints.cards.insert(hints.cards.end(), named.begin(), named.end());
        }
        Replay replay = replayRecord(*parsed.record, &hints);
        if (replay.failure) return replay.failure->code;
        return *replay.round;
    }
    std::string moveName(const Move& a) const { return toString(a); }
    std::string checkState(const State& s) const {
        const TableRound& r = *s.table();
        for (const TableMeld& m : r.melds()) {
            if (m.cards.size() < 3) return "a meld of fewer than three cards";
            if (m.laidBy.size() != m.cards.size()) return "a meld without who laid each card";
            for (const MeldCard& c : m.cards)
                if (c.card.isPrintedJoker() && !c.standsFor) return "a joker without a meaning";
        }
        if (r.isOver()) return {};
        if (r.phase() == TablePhase::Draw && r.obligation()) return "an obligation at the draw";
        return {};
    }
    std::string checkResult(const State& s) const {
        const TableRound& r = *s.table();
        const TableOutcome o = r.outcome();
        if (o.winner >= 0 && !r.hand(o.winner).empty()) return "the winner holds cards";
        if (o.block == (o.winner >= 0)) return "a block with a winner";
        int sum = 0;
        for (const auto& seat : o.seats) sum += seat.points;
        if (r.rules().scoring == TableScoring::WinnerCollects && o.winner >= 0) {
            const int times = o.oneTurn && r.rules().rummyDoubles ? 2 : 1;
            int others = 0;
            for (int seat = 0; seat < r.seats(); ++seat)
                if (seat != o.winner) others += o.seats[std::size_t(seat)].inHand;
            if (sum != others * times) return "the winner does not collect the hands";
        }
        return {};
    }
};

}  // namespace rummy::test
