// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "gin/gin_bot.h"

namespace rummy::gin {

// The everyday opponent: the classic heuristic with exact deadwood and some judgement.
//
// Strategy:
// 1. Draw: take the upcard when, with the best throw after it, the hand's deadwood falls: by
//    any amount when the card makes a meld, by a clear margin when it merely replaces a
//    higher loose card (a low card for a court card). Otherwise draw from the stock, or pass
//    the first offer.
// 2. Discard: among the throws that leave the least deadwood (exact), the one that loses
//    fewest outs (unseen cards that would make a meld with the rest); then the higher card.
//    It avoids a throw that would make a meld with two cards the opponent took from the pile,
//    unless that costs deadwood.
// 3. Knock when allowed, with modest judgement: late in the hand (a short stock), a knock
//    with much deadwood after the opponent has taken cards from the pile is likely undercut,
//    so it keeps playing while the stock lasts; gin is always knocked.
// 4. At the wall: take the discard only when it lets it knock.
class MediumBot : public GinBot {
public:
    explicit MediumBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "medium"; }
    Decision decide(const GinView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::gin
