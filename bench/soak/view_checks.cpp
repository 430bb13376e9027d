// SPDX-License-Identifier: GPL-3.0-or-later
#include "view_checks.h"

#include "game/player_view.h"

#include <algorithm>
#include <vector>

namespace rummy::soak {

namespace {

// Cards the whole table has seen face up during the deal: what each move put on or took from
// the open pile. A closed draw's card is the drawer's secret, and the history keeps it.
std::vector<Card> publicCards(const std::vector<PlayedMove>& history) {
    std::vector<Card> out;
    for (const PlayedMove& pm : history) {
        switch (kindOf(pm.move)) {
            case MoveKind::Discard:
                out.push_back(std::get<moves::Discard>(pm.move).card);
                break;
            case MoveKind::Finish:  // a wrong declaration's card lands face up
                out.push_back(std::get<moves::Finish>(pm.move).card);
                break;
            case MoveKind::DrawOpen:
            case MoveKind::MissTurn:  // the card thrown for a missed turn
                if (pm.card) out.push_back(*pm.card);
                break;
            default:
                break;
        }
    }
    return out;
}

bool contains(const std::vector<Card>& cards, Card c) {
    return std::find(cards.begin(), cards.end(), c) != cards.end();
}

// `shown` must hold no card of `hidden` that is not in `seen`.
std::string leak(const std::vector<Card>& shown, const std::vector<Card>& hidden,
                 const std::vector<Card>& seen, int seat) {
    for (Card c : shown)
        if (contains(hidden, c) && !contains(seen, c))
            return "the view of seat " + std::to_string(seat) + " shows " + c.face().toString() +
                   ", which is hidden from it";
    return {};
}

}  // namespace

std::string checkIndianView(const IndianMatch& match, int seat) {
    const IndianRound& r = match.round();
    const PlayerView v = PlayerView::of(match, seat);
    if (v.hand != r.hand(seat))
        return "the view of seat " + std::to_string(seat) + " has another hand";
    if (v.stock != r.closedDeckSize()) return "the view miscounts the closed deck";
    std::vector<Card> hidden = r.closedDeck();
    for (int s = 0; s < r.seats(); ++s) {
        if (static_cast<std::size_t>(v.seats[static_cast<std::size_t>(s)].cards) !=
            r.hand(s).size())
            return "the view of seat " + std::to_string(seat) + " miscounts seat " +
                   std::to_string(s) + "'s hand";
        if (s != seat) hidden.insert(hidden.end(), r.hand(s).begin(), r.hand(s).end());
    }
    std::vector<Card> seen = publicCards(r.history());
    if (r.wildCard()) seen.push_back(*r.wildCard());
    std::vector<Card> shown;
    if (v.drawnThisTurn) shown.push_back(*v.drawnThisTurn);
    if (v.wildCard) shown.push_back(*v.wildCard);
    for (const OpenCard& o : v.pile) shown.push_back(o.card);
    for (const PlayedMove& pm : v.history)
        if (pm.card) shown.push_back(*pm.card);
    for (const SeatView& sv : v.seats) {
        shown.insert(shown.end(), sv.pickedFromOpen.begin(), sv.pickedFromOpen.end());
        shown.insert(shown.end(), sv.discarded.begin(), sv.discarded.end());
    }
    return leak(shown, hidden, seen, seat);
}

std::string checkGinView(const GinRound& r, int seat) {
    const PlayerView v = PlayerView::of(r, seat);
    if (v.hand != r.hand(seat))
        return "the view of seat " + std::to_string(seat) + " has another hand";
    if (v.stock != static_cast<int>(r.stock().size()) ||
        v.cardsOf(1 - seat) != static_cast<int>(r.hand(1 - seat).size()))
        return "the view miscounts the stock or the other hand";
    std::vector<Card> hidden = r.stock();
    hidden.insert(hidden.end(), r.hand(1 - seat).begin(), r.hand(1 - seat).end());
    const std::vector<Card> seen = publicCards(r.history());
    std::vector<Card> shown = v.pileCards();
    if (v.takenFromPile) shown.push_back(*v.takenFromPile);
    for (const PlayedMove& pm : v.history) {
        if (pm.card) shown.push_back(*pm.card);
        if (const auto* d = std::get_if<moves::Discard>(&pm.move)) shown.push_back(d->card);
    }
    return leak(shown, hidden, seen, seat);
}

// The table is public (the pile, the melds), so the view must show it as it is; what is hidden
// is the stock and the other hands, and the only place a hidden card could slip out is the
// history: another seat's stock draw must carry no card.
std::string checkTableView(const TableRound& r, int seat) {
    const PlayerView v = PlayerView::of(r, seat);
    const std::string who = "the view of seat " + std::to_string(seat);
    if (v.hand != r.hand(seat)) return who + " has another hand";
    if (v.stock != static_cast<int>(r.stock().size())) return who + " miscounts the stock";
    for (int s = 0; s < r.seats(); ++s)
        if (static_cast<std::size_t>(v.cardsOf(s)) != r.hand(s).size())
            return who + " miscounts seat " + std::to_string(s) + "'s hand";
    if (v.pileCards() != r.pile() || v.melds != r.melds()) return who + " shows another table";
    if (v.history.size() != r.history().size()) return who + " has another history";
    for (const PlayedMove& pm : v.history)
        if (pm.seat != seat && kindOf(pm.move) == MoveKind::DrawClosed && pm.card)
            return who + " shows the card seat " + std::to_string(pm.seat) + " drew from the stock";
    if (v.myTurn() != (r.currentSeat() == seat)) return who + " mistakes whose turn it is";
    return {};
}

}  // namespace rummy::soak
