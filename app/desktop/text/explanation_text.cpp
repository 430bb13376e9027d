// SPDX-License-Identifier: GPL-3.0-or-later
// text::explanation(): the bots' reason codes (ai/bot.h) in the player's words. Kept apart
// from desktop_text.cpp because every Reason needs its own sentence.
#include <QCoreApplication>

#include "text/desktop_text.h"

namespace rummy::text {

namespace {

QString tr(const char* s, int n = -1) {
    return QCoreApplication::translate("rummy::text", s, nullptr, n);
}

// "nobody collects spades": the suit in the plural, as a word (not a symbol), since it is
// read as part of a sentence.
QString suitPlural(Suit suit) {
    switch (suit) {
        case Suit::Spades:
            return tr("spades");
        case Suit::Hearts:
            return tr("hearts");
        case Suit::Diamonds:
            return tr("diamonds");
        case Suit::Clubs:
            return tr("clubs");
    }
    return {};
}

// The sentence without the card, for reasons whose sentence names no card of its own: the
// card is then put in front ("J♦: ...") so that the reason always says which card it means.
QString withCard(const Explanation& why, const QString& sentence) {
    return why.card ? tr("%1: %2").arg(cardName(*why.card), sentence) : sentence;
}

QString discardReason(const Explanation& why) {
    const QString card = why.card ? cardName(*why.card) : tr("this card");
    QString s;
    switch (why.reason) {
        case Reason::DiscardDeadwood:
            s = tr("Discard %1: deadwood worth %n points", why.value).arg(card);
            break;
        case Reason::DiscardHighCard:
            s = tr("Discard %1: shed a high card (%n points) while it is early", why.value)
                    .arg(card);
            break;
        case Reason::DiscardSafe:
            s = tr("Discard %1: a safe card, unlikely to help the next player").arg(card);
            break;
        default:  // DiscardBreaksLeast
            s = tr("Discard %1: every card is in a meld or a draw; this one helps least").arg(card);
            break;
    }
    if (why.suit) s = tr("%1; nobody collects %2").arg(s, suitPlural(*why.suit));
    return s;
}

}  // namespace

QString explanation(const Explanation& why) {
    switch (why.reason) {
        case Reason::Random:
            return why.card ? tr("Play %1: a random choice").arg(cardName(*why.card))
                            : tr("A random choice");
        case Reason::DrawOpenCompletes:
            return why.card ? tr("Take %1 from the open deck: it completes or extends a meld")
                                  .arg(cardName(*why.card))
                            : tr("Take the open card: it completes or extends a meld");
        case Reason::DrawOpenImproves:
            return why.card ? tr("Take %1 from the open deck: it lowers the points of your hand")
                                  .arg(cardName(*why.card))
                            : tr("Take the open card: it lowers the points of your hand");
        case Reason::DrawClosed:
            return why.card ? tr("Draw from the closed deck: %1 on the open deck does not help")
                                  .arg(cardName(*why.card))
                            : tr("Draw from the closed deck: the open card does not help");
        case Reason::DiscardDeadwood:
        case Reason::DiscardHighCard:
        case Reason::DiscardSafe:
        case Reason::DiscardBreaksLeast:
            return discardReason(why);
        case Reason::Declare:
            return why.card ? tr("Finish with %1 and declare: your hand is valid")
                                  .arg(cardName(*why.card))
                            : tr("Declare: your hand is valid");
        case Reason::FirstDrop:
            return withCard(why, tr("Drop now for %n points: this hand has too little to build "
                                    "on",
                                    why.value));
        case Reason::MiddleDrop:
            return withCard(why, tr("Drop now for %n points: you are far behind, and a full "
                                    "loss would cost more",
                                    why.value));
        case Reason::Rejoin:
            return withCard(why, tr("Re-join the pool"));
        case Reason::Knock:
            if (!why.card) break;
            return why.value == 0
                       ? tr("Knock with gin, discarding %1: no deadwood left")
                             .arg(cardName(*why.card))
                       : tr("Knock, discarding %1: %n points of deadwood left", why.value)
                             .arg(cardName(*why.card));
        case Reason::PassUpcard:
            return why.card ? tr("Leave %1: it does not help your hand").arg(cardName(*why.card))
                            : tr("Leave the upcard: it does not help your hand");
        case Reason::Searched:
            return tr("The search found this move best, by %n point(s) on average", why.value);
    }
    return withCard(why, tr("No reason given"));
}

}  // namespace rummy::text
