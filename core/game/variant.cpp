// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/variant.h"

namespace rummy {

const char* variantId(Variant v) {
    switch (v) {
        case Variant::Indian13:
            return "indian13";
        case Variant::Indian21:
            return "indian21";
        case Variant::Gin:
            return "gin";
        case Variant::Straight:
            return "straight";
        case Variant::Rummy500:
            return "500";
        case Variant::Rummy51:
            return "51";
        case Variant::Kaluki:
            return "kaluki";
    }
    return "indian13";
}

std::optional<Variant> parseVariant(std::string_view id) {
    for (Variant v : kVariants)
        if (id == variantId(v)) return v;
    return std::nullopt;
}

Family familyOf(Variant v) {
    switch (v) {
        case Variant::Indian13:
        case Variant::Indian21:
            return Family::Indian;
        case Variant::Gin:
            return Family::Gin;
        case Variant::Straight:
        case Variant::Rummy500:
        case Variant::Rummy51:
        case Variant::Kaluki:
            break;
    }
    return Family::Table;
}

bool isPlayable(Variant) {
    return true;  // every game of the rule texts since the table games' round
}

WildCards wildCardsFor(WildPolicy policy, std::optional<Face> cut) {
    switch (policy) {
        case WildPolicy::None:
            return WildCards::none();
        case WildPolicy::PrintedJokers:
            return WildCards{};
        case WildPolicy::CutRank:
        case WildPolicy::CutRankAndValueCards:
            break;
    }
    WildCards w;
    if (!cut) return w;
    // A cut printed joker stands for the ace of spades.
    const Face card = cut->isPrintedJoker() ? Face(Rank::Ace, Suit::Spades) : *cut;
    w.rank = card.rank();
    if (policy == WildPolicy::CutRankAndValueCards) {
        const int r = static_cast<int>(card.rank());
        const auto neighbour = [&](int step) {
            return Face(static_cast<Rank>((r - 1 + step + 13) % 13 + 1), card.suit());
        };
        w.faces = {neighbour(+1), neighbour(-1)};  // upper, lower
    }
    return w;
}

VariantRules defaultRules(Variant v) {
    switch (v) {
        case Variant::Indian13:
            return {MeldRules::indian13(), CardValues::indian(), Qualification::indian13(),
                    WildPolicy::CutRank};
        case Variant::Indian21:
            return {MeldRules::indian21(), CardValues::indian(), Qualification::indian21(),
                    WildPolicy::CutRankAndValueCards};
        case Variant::Gin:
            return {MeldRules::gin(), CardValues::gin(), Qualification::none(), WildPolicy::None};
        case Variant::Straight:
            return {MeldRules::straight(), CardValues::gin(), Qualification::none(),
                    WildPolicy::None};
        case Variant::Rummy500:
            return {MeldRules::rummy500(), CardValues::rummy500(), Qualification::none(),
                    WildPolicy::PrintedJokers};
        case Variant::Rummy51:
            return {MeldRules::rummy51(), CardValues::rummy51(), Qualification::none(),
                    WildPolicy::PrintedJokers};
        case Variant::Kaluki:
            // Kaluki's melds are 500's: the ace either end, sets of 3-4, jokers not limited.
            return {MeldRules::rummy500(), CardValues::kaluki(), Qualification::none(),
                    WildPolicy::PrintedJokers};
    }
    return {};
}

}  // namespace rummy
