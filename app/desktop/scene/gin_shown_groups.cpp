// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_shown_groups.h"

#include <algorithm>

#include "gin/gin_hand.h"
#include "gin/gin_round.h"
#include "gin/gin_rules.h"
#include "gin/gin_showdown.h"
#include "scene/gin_group_style.h"

namespace rummy {

namespace {

Card cardOf(Face f) {
    return Card::natural(0, f);  // Gin has one deck: a face is a card
}

std::vector<Card> cardsOf(const std::vector<Face>& faces) {
    std::vector<Card> out;
    for (Face f : faces) out.push_back(cardOf(f));
    return out;
}

int valueOf(const std::vector<Face>& faces) {
    int v = 0;
    for (Face f : faces) v += ginValue(f);
    return v;
}

// By rank, as a player holds loose cards: pairs and near-runs side by side.
void sortLoose(std::vector<Face>& loose) {
    std::sort(loose.begin(), loose.end(), [](Face a, Face b) {
        return a.rank() != b.rank() ? a.rank() < b.rank() : a.suit() < b.suit();
    });
}

}  // namespace

std::vector<GinShownGroup> GinShownGroups::automatic(const GinHand& arrangement) {
    std::vector<GinShownGroup> out;
    for (const auto& meld : arrangement.melds) {
        GinShownGroup g;
        for (Face f : meld) g.cards.push_back(cardOf(f));
        const bool set = isGinSet(meld);
        g.label = set ? tr("set") : tr("run");
        g.colour = set ? kGinSetColour : kGinRunColour;
        out.push_back(std::move(g));
    }
    if (!arrangement.deadwoodCards.empty()) {
        GinShownGroup g;
        std::vector<Face> loose = arrangement.deadwoodCards;
        sortLoose(loose);
        for (Face f : loose) g.cards.push_back(cardOf(f));
        // The total stands in the player's panel ("Deadwood N"), so the group only says what
        // its cards are: the same number twice read as two different things.
        g.label = tr("deadwood");
        g.colour = kGinDeadwoodColour;
        out.push_back(std::move(g));
    }
    return out;
}

std::vector<GinShownGroup> GinShownGroups::own(const std::vector<std::vector<Card>>& groups) {
    std::vector<GinShownGroup> out;
    for (const auto& cards : groups) {
        std::vector<Face> faces;
        int value = 0;
        for (Card c : cards) {
            faces.push_back(c.face());
            value += ginValue(c.face());
        }
        GinShownGroup g;
        g.cards = cards;
        if (isGinMeld(faces)) {
            const bool set = isGinSet(faces);
            g.label = set ? tr("set") : tr("run");
            g.colour = set ? kGinSetColour : kGinRunColour;
        } else {
            g.label = tr("deadwood %1").arg(value);
            g.colour = kGinDeadwoodColour;
        }
        out.push_back(std::move(g));
    }
    return out;
}

std::vector<GinShownGroup> GinShownGroups::showdown(const GinShowdown& sd, int seat) {
    std::vector<GinShownGroup> groups;
    auto meldGroup = [](const std::vector<Face>& meld) {
        GinShownGroup g;
        g.cards = cardsOf(meld);
        const bool set = isGinSet(meld);
        g.label = set ? tr("set") : tr("run");
        g.colour = set ? kGinSetColour : kGinRunColour;
        return g;
    };
    auto deadwoodGroup = [](std::vector<Face> loose) {
        sortLoose(loose);  // as in the hand while playing
        GinShownGroup g;
        g.cards = cardsOf(loose);
        g.label = tr("deadwood %1").arg(valueOf(loose));
        g.colour = kGinDeadwoodColour;
        return g;
    };
    if (seat == sd.knocker) {
        for (std::size_t i = 0; i < sd.knockerMelds.size(); ++i) {
            std::vector<Face> meld = sd.knockerMelds[i];
            std::vector<Face> laid;
            for (const GinLayoff& l : sd.defence.layoffs)
                if (l.meld == static_cast<int>(i)) laid.push_back(l.card);
            const bool set = isGinSet(meld);
            meld.insert(meld.end(), laid.begin(), laid.end());
            // A run reads in rank order, whichever end a card was laid on.
            if (!set) std::sort(meld.begin(), meld.end());
            GinShownGroup g = meldGroup(meld);
            g.laidOff = cardsOf(laid);
            if (!laid.empty())
                g.label = tr("%1 + %2 laid off").arg(set ? tr("set") : tr("run")).arg(laid.size());
            groups.push_back(std::move(g));
        }
        if (!sd.knockerDeadwood.empty()) groups.push_back(deadwoodGroup(sd.knockerDeadwood));
    } else {
        for (const auto& meld : sd.defence.melds) groups.push_back(meldGroup(meld));
        if (!sd.defence.deadwood.empty()) groups.push_back(deadwoodGroup(sd.defence.deadwood));
    }
    return groups;
}

}  // namespace rummy
