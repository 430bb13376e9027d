// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::gin {

// The everyday opponent: the classic heuristic with exact deadwood and some judgement.
//
// Strategy:
// 1. Draw: take the upcard when, with the best throw after it, the hand's deadwood falls: by
//    any amount when the card makes a meld, by a clear margin when it merely replaces a
//    higher loose card (a low card for a court card). Otherwise draw from the stock, or pass
//    the first offer.
// 2. Discard: a throw that leaves the least deadwood (exact), at random among equals, but not
//    one that would make a meld with two cards the opponent took from the pile unless every
//    equal throw would. It does not weigh which loose cards may still make melds (keeping the
//    one with more outs is worth a point and a half of hands won against the classic player:
//    that is left to Hard).
// 3. Knock when allowed, with modest judgement: late in the hand (a short stock), a knock
//    with much deadwood after the opponent has taken cards from the pile is likely undercut,
//    so it keeps playing while the stock lasts; gin is always knocked.
// 4. At the wall: take the discard only when it lets it knock.
class MediumBot : public Bot {
public:
    explicit MediumBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "medium"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::gin
