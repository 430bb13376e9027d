// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::gin {

// The strongest level, and the desktop game's hint.
//
// Strategy:
// 1. Counting. It remembers every public card: the pile as it lies, every card thrown, what the
//    opponent took from the pile (it still holds it, and two cards that melded with it) and
//    what it refused (the pile tops it passed: it held no two cards making a meld with them).
//    From that, each unseen card gets its chance of being in the opponent's hand
//    (OpponentModel); the others are the stock, and a card in the pile or held by the opponent
//    is no draw at all.
// 2. The look-ahead score of a ten-card hand (what it keeps after a throw): over every card
//    the next stock draw may bring, weighted by its chance, the exact least deadwood after the
//    best throw (Outlook). The score rewards the chance of being able to knock after that draw,
//    with part credit for coming within a few points of it (early on, no draw lets a hand
//    knock, and this still tells the hand that gets close), and the card the opponent is
//    likely to throw next, which it may take instead. It adds the hand's outs, the unseen cards
//    that would make a meld with it (weighed by their chance): one draw ahead, a pair and a
//    loose card of the same value look alike, yet the pair is the better keep (worth about half
//    a point of hands won against the classic player). The expected deadwood breaks ties.
// 3. Discard: the throw whose kept hand scores best, among the throws that leave deadwood near
//    the least; a throw the opponent is likely to meld with costs some, and a throw that would
//    let it knock at once (take it, throw its best, be within the limit; part credit for
//    coming within a point or two) costs much more. Both chances come from sampling the
//    opponent's hand in proportion to how well it explains the opponent's play
//    (gin_inference.h: what it took melds, what it passed does not, its loose cards are no
//    higher than its last throw, it could not knock).
//    Knowing the opponent's hand exactly and avoiding only the throws that let it knock would
//    be worth about 8 points of hands won against the classic player (66% rather than 57.5%):
//    feeding a knock is what loses hands. The sampling gets about 1 point of it: the meld
//    risk 0.4, the knock risk 0.6 (its picture of the opponent's hand is vague). (Avoiding feeding
//    the opponent any meld at any price was measured too: it slows the own hand more than the
//    opponent's.)
// 4. Draw: the upcard is taken when the hand after it (and its best throw) scores better than
//    a stock draw's expected score, computed over every card the stock may bring; an upcard
//    that lets it knock at once is taken.
// 5. Knock. A knock now is weighed against keeping the hand one more turn: the chance of being
//    undercut (a fit on the arena's knocks: it grows with the deadwood shown, the opponent's
//    draws and pickups and how low its last two throws were) against the opponent knocking
//    first (its hazard, from the same signs) and the chance that the draw lowers the deadwood
//    or brings gin. In practice it knocks at once nearly always: waiting seldom pays. Gin is worth
//    more than a knock, so with little deadwood and an opponent that is still far (a long stock),
//    it plays on for gin. Gin is knocked at once, and so is a knock on the last turn before the
//    wall (a void hand wins nothing).
// 6. At the wall (the host's take-to-knock rule): it takes the discard when that lets it knock.

// The weights of Hard's score (tuned in the arena against the classic player and Medium).
struct HardWeights {
    double next = 0.5;       // expected deadwood after the next draw, per point
    double knock = 300;      // the (soft) chance to knock after the next draw
    double outs = 1.5;       // per unseen card (weighed by its chance) melding with the kept hand
    double tau = 2;          // part credit for a draw leaving d over the limit: exp(-d / tau)
    double feed = 10;        // chance the throw makes the opponent a meld
    double feedKnock = 150;  // chance the throw lets the opponent knock at once
    double feedTau = 1;      // part credit for leaving it d over the limit: exp(-d / feedTau)
    double throwBias = 0.1;  // the opponent's next throw: its likelihood grows by this a point
    double gin = 0.15;       // the chance of gin next draw, as hands won, when deciding to knock
    int ginStock = 12;       // it plays on for gin only while the stock holds this many or more
    int ginDeadwood = 5;     // and with this much deadwood or less
    int prune = 12;          // throws scored: deadwood within this of the least
    int samples = 600;       // steps of the chain sampling the opponent's hand (0: none)
};

class HardBot : public Bot {
public:
    explicit HardBot(std::uint64_t seed, HardWeights w = {}) : seed_(seed), w_(w) {}
    const char* name() const override { return "hard"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
    HardWeights w_;
};

}  // namespace rummy::gin
