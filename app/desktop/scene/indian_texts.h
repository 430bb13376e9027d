// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "cards/card.h"
#include "indian/value_cards.h"

namespace rummy {

class IndianController;
struct HandArrangement;
struct HandGroup;

// The words of the Indian table (IndianScene), worked out from the match and nothing else: the
// piles' captions, whose turn it is and the seconds left, the seats' and the player's panels,
// the hand's points and 21-card's value cards, a group's label, the open deck's history.
// Apart from the scene so that what the table says can be read without its items.
struct IndianTexts {
    Q_DECLARE_TR_FUNCTIONS(rummy::IndianTexts)

public:
    static QString closedDeck(int cards, bool canRebuild);
    static QString wild(std::optional<Rank> rank);  // "Wild: jacks", or "No wild"
    static QString openDeck();
    static QString finish();
    // The open deck's discards, newest first, with who threw each.
    static QString openHistory(const IndianController& c, int limit = 12);
    static QString turn(const IndianController& c);  // the banner: whose turn, the seconds left
    static QString seatDetail(const IndianController& c, int seat);  // cards or outcome, score
    // The player's panel: their score, or why they are watching (dropped, out of the pool).
    static QString playerStatus(const IndianController& c);
    // The hand's points, or what the deal cost the player.
    static QString handPoints(const IndianController& c, const HandArrangement& arrangement);
    static QString valueCards(const std::optional<ValueFaces>& faces);  // empty without
    static QString groupLabel(const HandGroup& group);
    static QString cardTooltip(Card card, bool valueCard);
};

}  // namespace rummy
