// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/move_words.h"

#include <QCoreApplication>
#include <QStringList>

#include "text/desktop_text.h"

namespace rummy::text {

namespace {

QString tr(const char* s) {
    return QCoreApplication::translate("rummy::text", s);
}

QString cardList(const std::vector<Card>& cards) {
    QStringList names;
    for (Card c : cards) names << cardName(c);
    return names.join(u' ');
}

}  // namespace

QString moveWords(const Move& move) {
    return std::visit(
        overloaded{
            [](const moves::DrawClosed&) { return tr("draw from the stock"); },
            [](const moves::DrawOpen& d) {
                return d.count > 1 ? tr("take %1 cards from the pile").arg(d.count)
                                   : tr("take the top of the pile");
            },
            [](const moves::Discard& d) { return tr("discard %1").arg(cardName(d.card)); },
            [](const moves::Finish& f) {
                return tr("declare, finishing with %1").arg(cardName(f.card));
            },
            [](const moves::Drop&) { return tr("drop out of the deal"); },
            [](const moves::MissTurn&) { return tr("miss the turn"); },
            [](const moves::Pass&) { return tr("leave the upcard"); },
            [](const moves::Knock& k) { return tr("knock, discarding %1").arg(cardName(k.card)); },
            [](const moves::Meld& m) {
                QStringList melds;
                for (const auto& meld : m.melds) {
                    std::vector<Card> cs;
                    for (const MeldCard& c : meld) cs.push_back(c.card);
                    melds << cardList(cs);
                }
                return tr("meld %1").arg(melds.join(QStringLiteral(" + ")));
            },
            [](const moves::LayOff& l) { return tr("lay off %1").arg(cardName(l.card)); },
            [](const moves::Swap& s) { return tr("swap %1 for a joker").arg(cardName(s.card)); },
            [](const moves::Take& t) { return tr("take %1 from a meld").arg(cardName(t.card)); },
            [](const moves::Done&) { return tr("end the turn"); },
        },
        move);
}

}  // namespace rummy::text
