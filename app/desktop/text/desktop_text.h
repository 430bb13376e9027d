// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "bot.h"
#include "cards/card.h"
#include "game/result.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "melds/meld.h"

namespace rummy {

// The desktop's words for the engine's codes: core never writes sentences (design.md §5).
namespace text {

QString elementId(Card card);  // the SVG element of a card face: "AS", "10H", "JK1"
QString cardName(Card card);   // for people: "10♥", "Joker"
QString meldName(MeldType type);
QString errorReason(ErrorCode code);
QString outcomeName(Outcome outcome);
QString seatName(int seat);
// A bot's reason for a move as one short sentence: "Discard K♠: deadwood worth 10 points;
// nobody collects spades". In explanation_text.cpp.
QString explanation(const Explanation& why);
QString formatTitle(MatchFormat format);  // "Pool rummy, 101"
QString levelName(BotLevel level);  // "Medium"  // "You" for seat 0, "West", "North"... otherwise

}  // namespace text
}  // namespace rummy
