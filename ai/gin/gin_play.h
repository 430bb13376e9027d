// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "bot.h"
#include "game/player_view.h"
#include "gin/gin_cards.h"

namespace rummy::gin {

// What every Gin bot needs from `view.legal`: a bot answers only with moves found there, so it
// never has to know the host's rules for which card may be thrown or when a knock is allowed.

bool isLegal(const PlayerView& view, const Move& move);
// The legal draw of the pile's top (draw-open), or of the stock.
bool canDrawOpen(const PlayerView& view);
bool canDrawClosed(const PlayerView& view);
bool canPass(const PlayerView& view);
// Cards with a legal "discard C", and with a legal "knock C".
CardMask discardable(const PlayerView& view);
CardMask knockable(const PlayerView& view);
// The legal knock with `f` as it is listed (bare, or with the host's melds).
std::optional<Move> knockWith(const PlayerView& view, Face f);
// The card that may not be thrown this turn (taken from the pile), as a mask.
CardMask mustKeep(const PlayerView& view);

// A decision made of a legal draw, pass, discard or knock, with its explanation.
Decision drawOpen(const PlayerView& view, Reason why, int value = 0);
Decision drawClosedOrPass(const PlayerView& view, Reason why, int value = 0);
Decision discard(Face f, Reason why, int value);
Decision knock(const PlayerView& view, Face f, int deadwood);

// The first legal move: what a bot answers when nothing else fits (never expected).
Decision anyLegal(const PlayerView& view);

// Whether taking the pile's top now would let the hand knock (the wall take, or a check before
// taking): some card other than the top, thrown, leaves deadwood within the limit.
bool takeAllowsKnock(const PlayerView& view, Face top);

// The cards this seat has discarded in this hand. A bot does not take one of them back from the
// pile: two bots that each take the card the other throws, and throw one it then no longer
// needs, can pass the same cards round for ever (a rank's three cards between two sets).
CardMask thrownBy(const PlayerView& view, int seat);
// The card this seat drew this turn (from the stock or the pile), if known.
std::optional<Face> drawnThisTurn(const PlayerView& view);
// Throws that would repeat a draw-and-throw pair this seat already played in this hand (the
// classic player's guard against the same cycle: having drawn `drawn`, it does not throw again a
// card it threw after drawing `drawn` before).
CardMask repeatedThrows(const PlayerView& view);

// A generator seed for one decision: the bot's seed, the position (moves so far) and the seat,
// mixed so that nearby positions get unrelated streams and the same view gets the same move.
std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view);

}  // namespace rummy::gin
