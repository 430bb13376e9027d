// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/player_view.h"

#include <algorithm>

namespace rummy {

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

PlayerView PlayerView::of(const RoundState& round, int seat) {
    PlayerView v;
    v.rules = round.rules();
    v.seat = seat;
    v.dealer = round.dealer();
    v.phase = round.phase();
    v.currentSeat = round.currentSeat();
    v.hand = round.hand(seat);
    v.wildCard = round.wildCard();
    v.wild = round.wildRank();
    v.wildCards = round.wildCards();
    v.openDeck = round.openDeck();
    v.closedDeckSize = round.closedDeckSize();
    v.moves = static_cast<int>(round.history().size());
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
        v.canDrop = round.check(moves::Drop{}).ok();
        v.dropPoints = round.hasDrawn(seat) ? v.rules.middleDrop : v.rules.firstDrop;
    }
    return v;
}

PlayerView PlayerView::of(const Match& match, int seat) {
    PlayerView v = of(match.round(), seat);
    v.dealNumber = static_cast<int>(match.deals().size());
    v.regularDeals = match.rules().dealsCount();
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
    v.seat = seat;
    v.dealer = round.dealer();
    v.phase = round.isOver()                       ? Phase::Over
              : round.phase() == GinPhase::Discard ? Phase::Discard
                                                   : Phase::Draw;
    v.currentSeat = round.currentSeat();
    v.hand = round.hand(seat);
    v.wild = WildRank{};
    v.wildCards = WildCards::none();
    for (const Card c : round.discards()) v.openDeck.push_back({c, -1});
    v.closedDeckSize = static_cast<int>(round.stock().size());
    v.moves = static_cast<int>(round.history().size());
    v.seats.resize(GinRound::kSeats);
    const RoundResult result = round.result();
    for (int s = 0; s < GinRound::kSeats; ++s) {
        auto& sv = v.seats[static_cast<std::size_t>(s)];
        sv.cards = static_cast<int>(round.hand(s).size());
        sv.outcome = result.outcomes[static_cast<std::size_t>(s)];
    }
    for (const PlayedMove& m : round.history()) {
        auto& sv = v.seats[static_cast<std::size_t>(m.seat)];
        if (std::holds_alternative<moves::DrawOpen>(m.move) && m.card) {
            sv.pickedFromOpen.push_back(*m.card);
            sv.hasDrawn = true;
        } else if (std::holds_alternative<moves::DrawClosed>(m.move)) {
            sv.hasDrawn = true;
        } else if (const auto* d = std::get_if<moves::Discard>(&m.move)) {
            sv.discarded.push_back(d->card);
        }
    }
    // Who threw each card of the pile: replay the pile from the history.
    std::vector<int> by{-1};
    for (const PlayedMove& m : round.history()) {
        if (std::holds_alternative<moves::DrawOpen>(m.move) && !by.empty()) by.pop_back();
        if (std::holds_alternative<moves::Discard>(m.move) ||
            (std::holds_alternative<moves::Knock>(m.move) &&
             round.outcome().ending != GinEnding::BigGin))
            by.push_back(m.seat);
    }
    for (std::size_t i = 0; i < v.openDeck.size() && i < by.size(); ++i) v.openDeck[i].by = by[i];
    if (round.currentSeat() == seat && round.phase() == GinPhase::Discard &&
        !round.history().empty() && round.history().back().seat == seat)
        v.drawnThisTurn = round.history().back().card;
    return v;
}

PlayerView PlayerView::of(const TableRound& round, int seat) {
    PlayerView v;
    v.seat = seat;
    v.dealer = round.dealer();
    v.phase = round.isOver()                      ? Phase::Over
              : round.phase() == TablePhase::Draw ? Phase::Draw
                                                  : Phase::Discard;
    v.currentSeat = round.currentSeat();
    v.hand = round.hand(seat);
    v.wild = WildRank{};
    v.wildCards = round.rules().jokers > 0 ? WildCards{} : WildCards::none();
    v.tableRules = round.rules();
    v.tableMelds = round.melds();
    // Only the top of the pile is seen where only the top can be taken; in 500 every card.
    const std::size_t shown = round.rules().pileDepth ? round.pile().size() : 1;
    for (std::size_t i = round.pile().size() - std::min(shown, round.pile().size());
         i < round.pile().size(); ++i)
        v.openDeck.push_back({round.pile()[i], round.pileBy()[i]});
    v.closedDeckSize = static_cast<int>(round.stock().size());
    v.moves = static_cast<int>(round.history().size());
    const RoundResult result = round.result();
    v.seats.resize(static_cast<std::size_t>(round.seats()));
    for (int s = 0; s < round.seats(); ++s) {
        auto& sv = v.seats[static_cast<std::size_t>(s)];
        sv.cards = static_cast<int>(round.hand(s).size());
        sv.outcome = result.outcomes[static_cast<std::size_t>(s)];
    }
    for (const PlayedMove& m : round.history()) {
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
    if (round.currentSeat() == seat) {
        v.mustPlay = round.obligation();
        if (round.phase() == TablePhase::Play && !round.history().empty() &&
            round.history().back().seat == seat &&
            std::holds_alternative<moves::DrawClosed>(round.history().back().move))
            v.drawnThisTurn = round.history().back().card;
        v.canDrawOpen = round.check(moves::DrawOpen{}).ok();
    }
    return v;
}

}  // namespace rummy
