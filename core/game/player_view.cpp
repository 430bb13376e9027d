// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/player_view.h"

#include <algorithm>

#include "gin/gin_round.h"
#include "match/match.h"
#include "table/table_round.h"
#include "table/table_view.h"

namespace rummy {

std::vector<Card> PlayerView::pileCards() const {
    std::vector<Card> cards;
    cards.reserve(pile.size());
    for (const OpenCard& o : pile) cards.push_back(o.card);
    return cards;
}

std::vector<Face> PlayerView::handFaces() const {
    std::vector<Face> faces;
    faces.reserve(hand.size());
    for (const Card c : hand) faces.push_back(c.face());
    return faces;
}

std::vector<int> PlayerView::opponentsInTurnOrder() const {
    std::vector<int> out;
    const int n = static_cast<int>(seats.size());
    for (int k = 1; k < n; ++k) {
        const int s = (seat + k) % n;
        if (seats[static_cast<std::size_t>(s)].outcome == Outcome::Playing) out.push_back(s);
    }
    return out;
}

std::vector<PlayedMove> publicHistory(std::vector<PlayedMove> history, int seat) {
    for (auto& p : history)
        if (p.seat != seat && std::holds_alternative<moves::DrawClosed>(p.move)) p.card.reset();
    return history;
}

void tallyPublicMove(PlayerView& v, const PlayedMove& m) {
    if (m.seat < 0) return;
    auto& sv = v.seats[static_cast<std::size_t>(m.seat)];
    if (std::holds_alternative<moves::DrawClosed>(m.move) ||
        std::holds_alternative<moves::Take>(m.move)) {
        sv.hasDrawn = true;
    } else if (std::holds_alternative<moves::DrawOpen>(m.move)) {
        sv.hasDrawn = true;
        if (m.card) sv.pickedFromOpen.push_back(*m.card);
    } else if (const auto* d = std::get_if<moves::Discard>(&m.move)) {
        sv.discarded.push_back(d->card);
    }
}

PlayerView PlayerView::of(const IndianRound& round, int seat) {
    PlayerView v;
    IndianExtras& indian = v.extras.emplace<IndianExtras>();
    indian.rules = round.rules();
    v.seat = seat;
    v.dealer = round.dealer();
    v.phase = round.phase();
    v.currentSeat = round.currentSeat();
    v.hand = round.hand(seat);
    v.wildCard = round.wildCard();
    v.wild = round.wildRank();
    v.wildCards = round.wildCards();
    v.pile = round.openDeck();
    v.stock = round.closedDeckSize();
    v.history = publicHistory(round.history(), seat);
    v.seats.resize(static_cast<std::size_t>(round.seats()));
    for (int s = 0; s < round.seats(); ++s) {
        auto& sv = v.seats[static_cast<std::size_t>(s)];
        sv.cards = static_cast<int>(round.hand(s).size());
        sv.outcome = round.outcome(s);
        sv.hasDrawn = round.hasDrawn(s);
    }
    // The public record of the open deck: who took what from it and who threw what on it.
    // A closed draw shows only that a card was drawn, so its card is never read here except
    // for this seat's own draw this turn.
    for (const PlayedMove& m : round.history()) {
        if (m.seat < 0) continue;
        auto& sv = v.seats[static_cast<std::size_t>(m.seat)];
        // Every kind listed, no default: a new move must say what it shows the table.
        switch (kindOf(m.move)) {
            case MoveKind::DrawOpen:
                if (m.card) sv.pickedFromOpen.push_back(*m.card);
                break;
            case MoveKind::Discard:
                sv.discarded.push_back(std::get<moves::Discard>(m.move).card);
                break;
            case MoveKind::MissTurn:
                if (m.card) sv.discarded.push_back(*m.card);
                break;
            case MoveKind::Finish:  // an invalid declaration's card lands face up
                if (!round.isOver() || round.result().winner != m.seat)
                    sv.discarded.push_back(std::get<moves::Finish>(m.move).card);
                break;
            case MoveKind::DrawClosed:
            case MoveKind::Drop:
                break;
            case MoveKind::Pass:  // not moves of this round: never in its history
            case MoveKind::Knock:
            case MoveKind::Meld:
            case MoveKind::LayOff:
            case MoveKind::Swap:
            case MoveKind::Take:
            case MoveKind::Done:
                break;
        }
    }
    if (round.phase() == Phase::Discard && round.currentSeat() == seat &&
        !round.history().empty()) {
        const PlayedMove& last = round.history().back();
        if (last.seat == seat && last.card &&
            (std::holds_alternative<moves::DrawClosed>(last.move) ||
             std::holds_alternative<moves::DrawOpen>(last.move)))
            v.drawnThisTurn = last.card;
    }
    if (v.myTurn()) {
        v.canDrawOpen = round.check(moves::DrawOpen{}).ok();
        indian.canDrop = round.check(moves::Drop{}).ok();
        indian.dropPoints = round.hasDrawn(seat) ? indian.rules.middleDrop : indian.rules.firstDrop;
    }
    return v;
}

PlayerView PlayerView::of(const IndianMatch& match, int seat) {
    PlayerView v = of(match.round(), seat);
    v.dealNumber = static_cast<int>(match.deals().size());
    v.indian().regularDeals = match.rules().dealsCount();
    for (int s = 0; s < match.players(); ++s) {
        auto& sv = v.seats[static_cast<std::size_t>(s)];
        sv.out = match.isOut(s);
        if (match.rules().isPool())
            sv.score = match.scores()[static_cast<std::size_t>(s)];
        else if (match.rules().isDeals())
            sv.score = match.chips()[static_cast<std::size_t>(s)];
    }
    return v;
}

PlayerView PlayerView::of(const GinRound& round, int seat) {
    PlayerView v;
    GinExtras& gin = v.extras.emplace<GinExtras>();
    gin.rules = round.rules();
    gin.phase = round.phase();
    gin.knockLimit = round.knockLimit();
    gin.firstUpcard = round.firstUpcard();
    v.seat = seat;
    v.dealer = round.dealer();
    v.currentSeat = round.currentSeat();
    v.phase = round.isOver()                       ? Phase::Over
              : round.phase() == GinPhase::Discard ? Phase::Discard
                                                   : Phase::Draw;
    v.hand = round.hand(seat);
    v.wildCards = WildCards::none();
    v.stock = static_cast<int>(round.stock().size());
    v.history = publicHistory(round.history(), seat);
    v.seats.resize(GinRound::kSeats);
    for (int s = 0; s < GinRound::kSeats; ++s) {
        auto& sv = v.seats[static_cast<std::size_t>(s)];
        sv.cards = static_cast<int>(round.hand(s).size());
        sv.outcome = round.isOver() ? round.result().outcomes[static_cast<std::size_t>(s)]
                                    : Outcome::Playing;
    }
    // Who threw each card of the pile: the pile replayed from the history (the first upcard
    // was the deal's), with each seat's draws and throws.
    const std::vector<Card>& discards = round.discards();
    v.pile.reserve(discards.size());
    v.pile.push_back({discards.empty() ? Card{} : discards.front(), -1});
    for (const PlayedMove& m : round.history()) {
        tallyPublicMove(v, m);
        if (std::holds_alternative<moves::DrawOpen>(m.move) && !v.pile.empty()) v.pile.pop_back();
        if (std::holds_alternative<moves::Discard>(m.move) ||
            (std::holds_alternative<moves::Knock>(m.move) &&
             round.outcome().ending != GinEnding::BigGin))
            v.pile.push_back({Card{}, m.seat});
    }
    v.pile.resize(discards.size(), OpenCard{Card{}, -1});
    for (std::size_t i = 0; i < discards.size(); ++i) v.pile[i].card = discards[i];
    if (v.myTurn()) {
        gin.mustKnock = round.mustKnock();
        v.takenFromPile = round.takenFromPile();
        v.legal = round.legalMoves();
        v.canDrawOpen = std::any_of(v.legal.begin(), v.legal.end(), [](const Move& m) {
            return std::holds_alternative<moves::DrawOpen>(m);
        });
        if (round.phase() == GinPhase::Discard && !round.history().empty() &&
            round.history().back().seat == seat)
            v.drawnThisTurn = round.history().back().card;
    }
    return v;
}

PlayerView PlayerView::of(const TableRound& round, int seat) {
    PlayerView v;
    v.seats.resize(static_cast<std::size_t>(round.seats()));
    refreshTableView(v, round, seat);
    v.melds = round.melds();
    v.history = publicHistory(round.history(), seat);
    for (const PlayedMove& m : round.history()) tallyPublicMove(v, m);
    return v;
}

}  // namespace rummy
