// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rummy::table {

// What sets the table bots' levels apart. The rules (TableRules) say what a move may be; these
// say how far a level looks. One family of bots (TablePlayer) reads both.
struct TableKnobs {
    // Rummy 500: the deepest pile pickup weighed (1: the top card only).
    int pileDepth = 1;
    // Take the pile's top card when it lays off at once (not only when it completes a meld).
    bool drawForLayOff = false;
    // Take the pile's top card when it makes a partial meld worth at least this (0: never).
    int drawForPartial = 0;
    // Rummy 51 / Kaluki: give a natural card for a joker on the table.
    bool swapJokers = false;
    // Keep pairs and near-runs when discarding (else: the highest card not in a meld).
    bool keepPartials = false;
    // Do not throw what the next player can lay off on a table meld or collects from the pile.
    bool safeDiscards = false;
    // Watch the other seats: cards gone (table, pile) make a partial meld dead; the next seat's
    // pickups and throws tell what it collects.
    bool readTable = false;
    // Rummy 500: points of junk taken with a deep pickup cost this much per point (in tenths).
    int junkCost = 10;
    // Weight of a card's partial melds against its points when discarding.
    int keepWeight = 3;
    // Percent of draws where a pile card that melds goes unnoticed (the stock is drawn).
    int missPercent = 0;
    // Easy's slips: percent of discards chosen at random among the cards not in a meld.
    int slipPercent = 0;
};

}  // namespace rummy::table
