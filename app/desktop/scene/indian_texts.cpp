// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/indian_texts.h"

#include <QStringList>

#include "controller/indian_controller.h"
#include "scene/hand_arrangement.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

// "Wild: jacks" reads better than "Wild: Js" (and "As" would read as a word).
QString wildRankText(Rank rank) {
    switch (rank) {
        case Rank::Ace:
            return IndianTexts::tr("Wild: aces");
        case Rank::Two:
            return IndianTexts::tr("Wild: twos");
        case Rank::Three:
            return IndianTexts::tr("Wild: threes");
        case Rank::Four:
            return IndianTexts::tr("Wild: fours");
        case Rank::Five:
            return IndianTexts::tr("Wild: fives");
        case Rank::Six:
            return IndianTexts::tr("Wild: sixes");
        case Rank::Seven:
            return IndianTexts::tr("Wild: sevens");
        case Rank::Eight:
            return IndianTexts::tr("Wild: eights");
        case Rank::Nine:
            return IndianTexts::tr("Wild: nines");
        case Rank::Ten:
            return IndianTexts::tr("Wild: tens");
        case Rank::Jack:
            return IndianTexts::tr("Wild: jacks");
        case Rank::Queen:
            return IndianTexts::tr("Wild: queens");
        case Rank::King:
            return IndianTexts::tr("Wild: kings");
    }
    return {};
}

}  // namespace

QString IndianTexts::closedDeck(int cards, bool canRebuild) {
    return canRebuild ? tr("Deck · empty, click to reshuffle") : tr("Deck · %1").arg(cards);
}

QString IndianTexts::wild(std::optional<Rank> rank) {
    return rank ? wildRankText(*rank) : tr("No wild");
}

QString IndianTexts::openDeck() {
    return tr("Open deck");
}

QString IndianTexts::finish() {
    return tr("Finish");
}

QString IndianTexts::openHistory(const IndianController& c, int limit) {
    const auto& open = c.round().openDeck();
    if (open.empty()) return tr("The open deck is empty.");
    QStringList lines{tr("Open deck, newest first:")};
    int shown = 0;
    for (auto it = open.rbegin(); it != open.rend() && shown < limit; ++it, ++shown) {
        const QString card = text::cardName(it->card);
        lines << (it->by < 0 ? tr("%1 (turned up by the dealer)").arg(card)
                             : tr("%1 — thrown by %2").arg(card, c.seatName(it->by)));
    }
    if (static_cast<int>(open.size()) > limit)
        lines << tr("… and %n older", nullptr, static_cast<int>(open.size()) - limit);
    return lines.join(QLatin1Char('\n'));
}

QString IndianTexts::turn(const IndianController& c) {
    const IndianRound& round = c.round();
    QString turn;
    if (round.isOver())
        turn = tr("Deal over");
    else if (c.humansTurn())
        turn = round.phase() == Phase::Draw ? tr("Your turn: draw") : tr("Your turn: discard");
    else
        turn = tr("%1 is playing…").arg(c.seatName(round.currentSeat()));
    if (c.humansTurn() && c.turnSecondsLeft() >= 0)
        turn = tr("%1 · %2 s").arg(turn).arg(c.turnSecondsLeft());
    return turn;
}

QString IndianTexts::seatDetail(const IndianController& c, int seat) {
    const IndianMatch& match = c.match();
    const IndianRound& round = c.round();
    const auto s = static_cast<std::size_t>(seat);
    const Outcome o = round.outcome(seat);
    // Deals formats are scored in chips, the others in points.
    const QString score = match.rules().isDeals() ? tr("%n chips", nullptr, match.chips()[s])
                                                  : tr("%n pts", nullptr, match.scores()[s]);
    return o == Outcome::Playing
               ? tr("%n cards", nullptr, static_cast<int>(round.hand(seat).size())) +
                     QStringLiteral(" · ") + score
               : text::outcomeName(o) + QStringLiteral(" · ") + score;
}

QString IndianTexts::playerStatus(const IndianController& c) {
    const IndianMatch& match = c.match();
    const int me = IndianController::kHumanSeat;
    const int score = match.scores()[static_cast<std::size_t>(me)];
    // Out of the pool (and not re-joined), or out of this deal: the player watches the bots.
    if (match.isOut(me)) return tr("You are out · watching");
    switch (c.round().outcome(me)) {
        case Outcome::FirstDrop:
        case Outcome::MiddleDrop:
            return tr("You dropped · watching");
        case Outcome::WrongDeclaration:
            return tr("Wrong declaration · watching");
        case Outcome::TimedOut:
            return tr("Turns missed · watching");
        case Outcome::SittingOut:
            return tr("Sitting out · watching");
        default:
            return match.rules().isDeals()
                       ? tr("You · %n chips", nullptr, match.chips()[static_cast<std::size_t>(me)])
                       : tr("You · score %1").arg(score);
    }
}

QString IndianTexts::handPoints(const IndianController& c, const HandArrangement& arrangement) {
    const IndianRound& round = c.round();
    const int me = IndianController::kHumanSeat;
    // Out of the deal by a drop or a wrong declaration: the hand's value no longer matters, the
    // price already paid does.
    switch (round.outcome(me)) {
        case Outcome::FirstDrop:
        case Outcome::MiddleDrop:
        case Outcome::WrongDeclaration:
        case Outcome::TimedOut:
            return tr("Deal costs: %1 pts").arg(round.result().points[me]);
        default:
            break;
    }
    const QString hand = arrangement.valid ? tr("Hand: valid, %1 pts").arg(arrangement.points)
                                           : tr("Hand: %1 pts").arg(arrangement.points);
    // 21-card's qualification is the first thing a player counts: three pure sequences.
    if (round.rules().variant == Variant::Indian21 && !arrangement.valid)
        return tr("%1 · 3 pure needed: %2 so far").arg(hand).arg(pureSequencesIn(arrangement));
    return hand;
}

QString IndianTexts::valueCards(const std::optional<ValueFaces>& faces) {
    if (!faces) return {};
    // Lower, cut rank, upper: in the order they stand in the suit.
    QStringList names;
    for (ValueKind k : {ValueKind::Lower, ValueKind::SameSuit, ValueKind::Upper})
        names << text::cardName(Card::natural(0, (*faces)[static_cast<std::size_t>(k)]));
    return tr("★ Value cards: %1").arg(names.join(QLatin1Char(' ')));
}

QString IndianTexts::groupLabel(const HandGroup& group) {
    return group.spare ? tr("spare") : text::meldName(group.type);
}

QString IndianTexts::cardTooltip(Card card, bool valueCard) {
    return valueCard ? tr("%1 — a value card").arg(text::cardName(card)) : text::cardName(card);
}

}  // namespace rummy
