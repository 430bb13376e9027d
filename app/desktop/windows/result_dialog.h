// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QSize>
#include <QStringList>

#include "match/match_fwd.h"

#include "cards/card.h"

namespace rummy {

class CardCache;

// The end of a deal: every hand shown in its groups with their kind, each seat's points for
// the deal and the match scores. Closing it deals the next hand.
class ResultDialog : public QDialog {
    Q_OBJECT
public:
    // `names` by seat (IndianController::seatName); missing ones get the default names.
    // With `cards`, each group is drawn as small cards from the table's deck; without, as text.
    // `again`: shown a second time (Game → Last deal's result): its button only closes it.
    ResultDialog(const IndianMatch& match, QWidget* parent = nullptr, const QStringList& names = {},
                 CardCache* cards = nullptr, bool again = false);
    // The cards' images for a screen `screenHeight` lines tall (0: unknown): larger from 1000
    // lines on, where the dialog is a third larger too, so that their corners read; a third
    // larger for 13 cards, a fifth for 21-card's longer hands, which must still fit one row.
    static QSize thumbnailSize(int screenHeight, int handSize = 13);
    // `thumbnail`: the cards' size when drawn as images.
    static QString resultHtml(const IndianMatch& match, const QStringList& names = {},
                              bool cardImages = false, QSize thumbnail = thumbnailSize(0));
    static QString cardImageUrl(Card card);  // "card:AS": the resource a card's image is under
    // The running totals in the format's terms (Pool, Deals or Points) and, at the end, the winner.
    static QString scoreboardHtml(const IndianMatch& match, const QStringList& names = {});
    static QString valueCardsHtml(const IndianMatch& match, const QStringList& names);
};

}  // namespace rummy
