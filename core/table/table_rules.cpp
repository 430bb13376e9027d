// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_rules.h"

namespace rummy {

const char* stockOutName(StockOut s) {
    switch (s) {
        case StockOut::Reshuffle:
            return "reshuffle";
        case StockOut::Flip:
            return "flip";
        case StockOut::EndHand:
            return "end_hand";
    }
    return "reshuffle";
}

const char* tableScoringName(TableScoring s) {
    switch (s) {
        case TableScoring::Penalty:
            return "penalty";
        case TableScoring::WinnerCollects:
            return "winner_collects";
        case TableScoring::MeldedMinusHand:
            return "melded_minus_hand";
    }
    return "penalty";
}

std::optional<StockOut> parseStockOut(std::string_view name) {
    for (StockOut s : {StockOut::Reshuffle, StockOut::Flip, StockOut::EndHand})
        if (name == stockOutName(s)) return s;
    return std::nullopt;
}

std::optional<TableScoring> parseTableScoring(std::string_view name) {
    for (TableScoring s :
         {TableScoring::Penalty, TableScoring::WinnerCollects, TableScoring::MeldedMinusHand})
        if (name == tableScoringName(s)) return s;
    return std::nullopt;
}

// Straight Rummy as seed [S2] states it: one deck, no jokers, ace low and 1, one meld a turn,
// no throwing back the card taken from the pile, the pile reshuffled when the stock runs out,
// going out without a discard, penalty points to 100, lowest wins.
TableRules TableRules::straight() {
    TableRules r;
    r.variant = Variant::Straight;
    r.deal = {0, 0, 10, 7, 7, 6, 6};
    r.meldsPerTurn = 1;
    r.melds = TableMeldRules::straight();
    return r;
}

// Rummy 500 as seed [S0] states it: 54 cards (108 from five players on), 13 cards each for
// two players and 7 for more, the whole pile visible and taken at any depth with its deepest
// card played at once, any number of melds, A and joker 15, table minus hand to 500. When the
// stock is out the hand ends unless the player takes the pile to play from it. The seed is
// silent on throwing back the card just taken: allowed.
TableRules TableRules::rummy500() {
    TableRules r;
    r.variant = Variant::Rummy500;
    r.jokers = 2;
    r.moreDecksFrom = 5;
    r.deal = {0, 0, 13, 7, 7, 7, 7};
    r.pileDepth = true;
    r.mayDiscardTakenCard = true;
    r.stockOut = StockOut::EndHand;
    r.scoring = TableScoring::MeldedMinusHand;
    r.target = 500;
    r.melds = TableMeldRules::rummy500();
    return r;
}

// Rummy 51 as the rule text states it, with docs/rules.md's readings where it is silent:
// two decks with four jokers, 2 to 5 players, 13 cards; every player's first lay-down is worth
// 51 in all (the seed's "first player to meld" is met too, and a table where only the first
// had to open would let everyone else lay down from the first turn); no draw from the pile;
// a turn that placed cards may end without a discard; one joker per meld; swaps and takes.
// Penalties: 100 for never melding, -200 for going out in one turn before anyone melded. No
// source names a game total: 500 is this project's choice.
TableRules TableRules::rummy51() {
    TableRules r;
    r.variant = Variant::Rummy51;
    r.decks = 2;
    r.jokers = 4;
    r.deal = {0, 0, 13, 13, 13, 13, 0};
    r.maxSeats = 5;
    r.layOffBeforeMeld = false;
    r.drawFromPile = false;
    r.discardEveryTurn = false;
    r.opening = 51;
    r.jokerSwap = true;
    r.takeFromMeld = true;
    r.neverMelded = 100;
    r.oneTurnOut = -200;
    r.target = 500;
    r.melds = TableMeldRules::rummy51();
    return r;
}

// Kaluki (Bicycle's rules, variants.md §5): 108 cards, 15 cards (13 for five, 11 for six), a
// first meld of 51, A 15 and courts 10, a joker worth what it stands for in a meld and 25 in
// hand, no lay-off and no pile before one's first meld, swaps allowed, and the one who goes out
// collects the others' hands; before one's first meld the pile's top may be taken only to be
// laid at once in that first lay-down (Bicycle's exception). The target, 250, is this
// project's choice.
TableRules TableRules::kaluki() {
    TableRules r = rummy51();
    r.variant = Variant::Kaluki;
    r.deal = {0, 0, 15, 15, 15, 13, 11};
    r.maxSeats = 6;
    r.drawFromPile = true;
    r.pileBeforeOpening = false;
    r.pileToOpen = true;
    r.discardEveryTurn = true;
    r.takeFromMeld = false;
    r.neverMelded = 0;
    r.oneTurnOut = 0;
    r.scoring = TableScoring::WinnerCollects;
    r.target = 250;
    r.melds.jokersPerMeld = 4;
    r.melds.aceLowInRun = r.melds.aceHighInRun = r.melds.aceInSet = r.melds.aceInHand = 15;
    r.melds.jokerInMeld = -1;
    r.melds.jokerInHand = 25;
    return r;
}

TableRules TableRules::preset(Variant v) {
    switch (v) {
        case Variant::Rummy500:
            return rummy500();
        case Variant::Rummy51:
            return rummy51();
        case Variant::Kaluki:
            return kaluki();
        case Variant::Straight:
        case Variant::Indian13:
        case Variant::Indian21:
        case Variant::Gin:
            break;
    }
    return straight();
}

int TableRules::decksFor(int seats) const {
    return moreDecksFrom > 0 && seats >= moreDecksFrom ? 2 * decks : decks;
}

int TableRules::jokersFor(int seats) const {
    return moreDecksFrom > 0 && seats >= moreDecksFrom ? 2 * jokers : jokers;
}

int TableRules::handValue(Face f) const {
    if (f.isPrintedJoker()) return melds.jokerInHand;
    const int r = static_cast<int>(f.rank());
    if (fiveTenValues) return r == 1 ? 15 : r >= 10 ? 10 : 5;
    if (r == 1) return melds.aceInHand;
    return r > 10 ? melds.courtValue : r;
}

int TableRules::meldValue(Face card, Face standsFor, bool inSet, bool aceHigh) const {
    if (card.isPrintedJoker() && melds.jokerInMeld >= 0) return melds.jokerInMeld;
    const int r = static_cast<int>(standsFor.rank());
    if (fiveTenValues) {
        if (r == 1) return inSet || aceHigh ? 15 : 5;
        return r >= 10 ? 10 : 5;
    }
    if (r == 1) return inSet ? melds.aceInSet : aceHigh ? melds.aceHighInRun : melds.aceLowInRun;
    return r > 10 ? melds.courtValue : r;
}

std::optional<const char*> TableRules::invalidField(int seats) const {
    const auto in = [](int v, int lo, int hi) { return v >= lo && v <= hi; };
    if (variant == Variant::Indian13 || variant == Variant::Indian21 || variant == Variant::Gin)
        return "variant";
    if (!in(minSeats, kMinSeats, kMaxSeats)) return "min_seats";
    if (!in(maxSeats, minSeats, kMaxSeats)) return "max_seats";
    // Card ids know two decks' worth of jokers at most (cards/card.h) and three decks.
    if (!in(decks, 1, 2) || (moreDecksFrom > 0 && decks > 1)) return "decks";
    if (!in(jokers, 0, 4) || (moreDecksFrom > 0 && jokers > 2)) return "jokers";
    if (!in(moreDecksFrom, 0, kMaxSeats)) return "more_decks_from";
    for (int s = minSeats; s <= maxSeats; ++s) {
        const int shoe = 52 * decksFor(s) + jokersFor(s);
        // The deal, the first card of the pile and a stock that lasts a round of the table.
        if (!in(handSize(s), 1, 20) || s * handSize(s) + 1 + s > shoe) return "deal";
    }
    if (!in(meldsPerTurn, 0, 20)) return "melds_per_turn";
    if (pileDepth && !drawFromPile) return "pile_depth";
    if (!in(reshuffleLimit, 0, 100)) return "reshuffle_limit";
    if (!in(turnLimit, 1, 10000)) return "turn_limit";
    if (!in(opening, 0, 500)) return "opening";
    if (!in(neverMelded, -10000, 10000)) return "never_melded";
    if (!in(oneTurnOut, -10000, 10000)) return "one_turn_out";
    if (!in(target, 1, 100000)) return "target";
    if (!in(hands, 0, 1000)) return "hands";
    if (!in(melds.jokersPerMeld, 0, 4)) return "jokers_per_meld";
    if (!in(melds.maxSetSize, 3, 8)) return "max_set_size";
    if (!distinctSuits && melds.maxSetSize > 8) return "max_set_size";
    if (distinctSuits && melds.maxSetSize > 4) return "max_set_size";
    for (const auto& [key, v] : {std::pair{"ace_low_in_run", melds.aceLowInRun},
                                 {"ace_high_in_run", melds.aceHighInRun},
                                 {"ace_in_set", melds.aceInSet},
                                 {"ace_in_hand", melds.aceInHand},
                                 {"joker_in_hand", melds.jokerInHand},
                                 {"court_value", melds.courtValue}})
        if (!in(v, 0, 100)) return key;
    if (!in(melds.jokerInMeld, -1, 100)) return "joker_in_meld";
    if (seats > 0 && !in(seats, minSeats, maxSeats)) return "players";
    return std::nullopt;
}

}  // namespace rummy
