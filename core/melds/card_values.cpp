// SPDX-License-Identifier: GPL-3.0-or-later
#include "melds/card_values.h"

namespace rummy {

namespace {

// A natural card other than an ace.
int plain(Face f, const CardValues& v) {
    const int r = static_cast<int>(f.rank());
    if (r > 10) return v.court;
    if (v.pipsFiveTen) return r == 10 ? 10 : 5;
    return r;
}

}  // namespace

CardValues CardValues::indian() {
    return {};
}

CardValues CardValues::gin() {
    CardValues v;
    v.aceInHand = v.aceLow = v.aceHigh = v.aceInSet = 1;
    return v;
}

CardValues CardValues::rummy500() {
    CardValues v;
    v.aceInHand = v.aceLow = v.aceHigh = v.aceInSet = 15;
    v.jokerInHand = v.jokerInMeld = 15;
    return v;
}

CardValues CardValues::rummy51() {
    CardValues v;
    v.aceLow = 1;
    v.aceInHand = v.aceHigh = v.aceInSet = 11;
    v.jokerInHand = 20;
    v.jokerAsCard = true;
    return v;
}

CardValues CardValues::kaluki() {
    CardValues v;
    v.aceInHand = v.aceLow = v.aceHigh = v.aceInSet = 15;
    v.jokerInHand = 25;
    v.jokerAsCard = true;
    return v;
}

int CardValues::inHand(Face f) const {
    if (f.isPrintedJoker()) return jokerInHand;
    return f.rank() == Rank::Ace ? aceInHand : plain(f, *this);
}

int CardValues::inMeld(Face f, AcePlace asAce, std::optional<Face> standsFor) const {
    if (f.isPrintedJoker()) {
        if (!jokerAsCard || !standsFor || standsFor->isPrintedJoker()) return jokerInMeld;
        return inMeld(*standsFor, asAce);
    }
    if (f.rank() != Rank::Ace) return plain(f, *this);
    switch (asAce) {
        case AcePlace::Low:
            return pipsFiveTen ? 5 : aceLow;
        case AcePlace::High:
            return aceHigh;
        case AcePlace::Set:
            return aceInSet;
    }
    return aceInHand;
}

}  // namespace rummy
