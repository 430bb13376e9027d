// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/desktop_text.h"

#include <QCoreApplication>

namespace rummy::text {

namespace {
QString tr(const char* s) {
    return QCoreApplication::translate("rummy::text", s);
}

QString rankText(Rank r) {
    return QString::fromStdString(rankToString(r));
}
}  // namespace

QString elementId(Card card) {
    if (card.isPrintedJoker()) return QStringLiteral("JK%1").arg(card.copy() % 2 + 1);
    const Face f = card.face();
    return rankText(f.rank()) + QChar::fromLatin1(suitToChar(f.suit()));
}

QString cardName(Card card) {
    if (card.isPrintedJoker()) return tr("Joker");
    static const char16_t symbols[] = {u'♠', u'♥', u'♦', u'♣'};
    const Face f = card.face();
    return rankText(f.rank()) + QChar(symbols[static_cast<int>(f.suit())]);
}

QString meldName(MeldType type) {
    switch (type) {
        case MeldType::Pure:
            return tr("pure sequence");
        case MeldType::Tunnela:  // 21-card: three identical cards, a pure sequence's worth
            return tr("tunnela");
        case MeldType::Impure:
            return tr("impure sequence");
        case MeldType::Set:
            return tr("set");
        case MeldType::None:
            break;
    }
    return tr("invalid");
}

QString errorReason(ErrorCode code) {
    switch (code) {
        case ErrorCode::None:
            return {};
        case ErrorCode::NotYourTurn:
            return tr("It is not your turn.");
        case ErrorCode::WrongPhase:
            return tr("Not now: draw a card first, or discard one.");
        case ErrorCode::CardNotInHand:
            return tr("That card is not in your hand.");
        case ErrorCode::JokerFromOpenDeck:
            return tr("A joker may not be taken from the open deck.");
        case ErrorCode::OpenDeckEmpty:
            return tr("The open deck is empty.");
        case ErrorCode::DropNotAllowed:
            return tr("This format does not allow dropping.");
        case ErrorCode::BadGroups:
            return tr("The groups do not match your hand.");
        case ErrorCode::PlayerNotActive:
            return tr("You are out of this deal.");
        case ErrorCode::RoundOver:
            return tr("The deal is over.");
        case ErrorCode::MatchOver:
            return tr("The match is over.");
        case ErrorCode::KnockTooHigh:
            return tr(
                "Too much deadwood to knock: the cards you keep must count no more than "
                "the knock value.");
        case ErrorCode::TakenCardBack:
            return tr(
                "The card you just took from the discard pile cannot go back on it this "
                "turn: discard another card.");
        case ErrorCode::MustKnock:
            return tr("You took the last discard at the wall: you must knock now.");
        default:
            break;
    }
    return tr("That move is not allowed (%1).").arg(QString::fromLatin1(errorCodeName(code)));
}

QString outcomeName(Outcome outcome) {
    switch (outcome) {
        case Outcome::Playing:
            return tr("playing");
        case Outcome::Won:
            return tr("won");
        case Outcome::Lost:
            return tr("lost");
        case Outcome::FirstDrop:
            return tr("first drop");
        case Outcome::MiddleDrop:
            return tr("middle drop");
        case Outcome::WrongDeclaration:
            return tr("wrong declaration");
        case Outcome::TimedOut:
            return tr("out on missed turns");
        case Outcome::SittingOut:
            return tr("sitting out");
    }
    return {};
}

QString formatTitle(MatchFormat format) {
    switch (format) {
        case MatchFormat::Points:
            return tr("Points rummy");
        case MatchFormat::Pool101:
            return tr("Pool rummy, 101");
        case MatchFormat::Pool201:
            return tr("Pool rummy, 201");
        case MatchFormat::Deals2:
            return tr("Deals rummy, 2 deals");
        case MatchFormat::Deals3:
            return tr("Deals rummy, 3 deals");
        case MatchFormat::Deals6:
            return tr("Deals rummy, 6 deals");
    }
    return {};
}

QString levelName(BotLevel level) {
    switch (level) {
        case BotLevel::Random:
            return tr("Random");
        case BotLevel::Easy:
            return tr("Easy");
        case BotLevel::Medium:
            return tr("Medium");
        case BotLevel::Hard:
            return tr("Hard");
        case BotLevel::Expert:
            return tr("Expert");
    }
    return {};
}

QString seatName(int seat) {
    static const char* names[] = {
        QT_TRANSLATE_NOOP("rummy::text", "You"),   QT_TRANSLATE_NOOP("rummy::text", "Asha"),
        QT_TRANSLATE_NOOP("rummy::text", "Ravi"),  QT_TRANSLATE_NOOP("rummy::text", "Meera"),
        QT_TRANSLATE_NOOP("rummy::text", "Kiran"), QT_TRANSLATE_NOOP("rummy::text", "Dev")};
    if (seat >= 0 && seat < 6) return tr(names[seat]);
    return tr("Seat %1").arg(seat + 1);
}

}  // namespace rummy::text
