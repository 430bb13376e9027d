// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <variant>

#include "game/player_view.h"
#include "game/round.h"
#include "game/variant.h"
#include "match/match.h"

namespace rummy {

// A match of any game: what a front end holds when it must hold "the match a record or a save
// file brought, whichever game it is" (the replay, the desktop's store, a review). One value
// with the family-blind questions, and the family's own match for the rest, instead of an
// optional per family at every place that holds one.
class AnyMatch {
public:
    AnyMatch(IndianMatch match) : match_(std::move(match)) {}
    AnyMatch(GinGame game) : match_(std::move(game)) {}
    AnyMatch(TableGame game) : match_(std::move(game)) {}

    Family family() const;
    Variant variant() const;
    int players() const;
    bool isOver() const;
    Round round() const;  // the deal under way, or the last one once over
    PlayerView view(int seat) const;

    // The family's own match, or nullptr for another family's.
    const IndianMatch* indian() const { return std::get_if<IndianMatch>(&match_); }
    const GinGame* gin() const { return std::get_if<GinGame>(&match_); }
    const TableGame* table() const { return std::get_if<TableGame>(&match_); }
    IndianMatch* indian() { return std::get_if<IndianMatch>(&match_); }
    GinGame* gin() { return std::get_if<GinGame>(&match_); }
    TableGame* table() { return std::get_if<TableGame>(&match_); }

    friend bool operator==(const AnyMatch&, const AnyMatch&) = default;

private:
    std::variant<IndianMatch, GinGame, TableGame> match_;
};

}  // namespace rummy
