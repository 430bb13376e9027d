// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_player.h"

#include <algorithm>
#include <climits>
#include <cstdlib>

#include "cards/rng.h"
#include "table/table_cards.h"
#include "table/table_decision_seed.h"
#include "table/table_hand.h"

namespace rummy::table {

namespace {

using Faces = std::vector<Face>;

Decision decided(Move m, Reason r, std::optional<Card> card = std::nullopt, int value = 0) {
    return Decision{std::move(m), Explanation{r, card, value, std::nullopt}};
}

Faces sorted(Faces f) {
    std::sort(f.begin(), f.end());
    return f;
}

Faces facesOfMeld(const std::vector<MeldCard>& meld) {
    Faces f;
    for (const MeldCard& c : meld) f.push_back(c.card.face());
    return sorted(std::move(f));
}

// The solver's melds, each sorted, the list sorted: a key to compare a move's melds with.
std::vector<Faces> keyOf(const std::vector<Faces>& melds) {
    std::vector<Faces> k;
    for (const Faces& m : melds) k.push_back(sorted(m));
    std::sort(k.begin(), k.end());
    return k;
}

std::vector<Faces> keyOf(const moves::Meld& m) {
    std::vector<Faces> k;
    for (const auto& meld : m.melds) k.push_back(facesOfMeld(meld));
    std::sort(k.begin(), k.end());
    return k;
}

bool meldHolds(const moves::Meld& m, Card c) {
    for (const auto& meld : m.melds)
        for (const MeldCard& mc : meld)
            if (mc.card == c) return true;
    return false;
}

int cardCount(const moves::Meld& m) {
    int n = 0;
    for (const auto& meld : m.melds) n += static_cast<int>(meld.size());
    return n;
}

struct Reader {
    const PlayerView& view;
    const TableKnobs& knobs;
    Faces hand;
    TableHand own;  // a copy of the solver's answer, where one is kept (see solve)
    const TableHand& best;

    Reader(const PlayerView& v, const TableKnobs& k)
        : view(v), knobs(k), hand(facesOf(v.hand)), best(solve()) {}
    Reader(const Reader&) = delete;  // `best` may refer to `own`

    // The solver only where an answer needs it: not for a draw without a pile to weigh. In
    // play, the solver's memo entry itself (nothing after asks the solver again); in a draw, a
    // copy, since weighing a pickup asks about other hands, which may take the entry's place.
    const TableHand& solve() {
        bool needed = view.table().phase != TablePhase::Draw;
        for (const Move& m : view.legal)
            if (const auto* open = std::get_if<moves::DrawOpen>(&m); open && weighs(open->count))
                needed = true;
        if (!needed) return own;
        const TableHand& answer = recentBestTableHand(view.table().rules.melds, hand);
        if (view.table().phase != TablePhase::Draw) return answer;
        own = answer;
        return own;
    }

    // Whether a pickup of `n` cards is worth a search: deeper ones are, within the knob; the
    // top card only when it could meld with the hand (a card of its rank, or of its suit within
    // two, or a joker), unless the level also takes it for a lay-off or a partial meld.
    bool weighs(int n) const {
        if (n > knobs.pileDepth || view.pile.empty()) return false;
        if (n > 1 || knobs.drawForLayOff || knobs.drawForPartial > 0) return true;
        const Face top = view.pile.back().card.face();
        if (top.isPrintedJoker()) return view.table().rules.melds.jokersPerMeld > 0;
        const int r = static_cast<int>(top.rank());
        for (Face f : hand) {
            if (f.isPrintedJoker()) return view.table().rules.melds.jokersPerMeld > 0;
            if (f.rank() == top.rank()) return true;
            if (f.suit() != top.suit()) continue;
            const int q = static_cast<int>(f.rank());
            if (std::abs(q - r) <= 2) return true;
            if (view.table().rules.melds.aceHigh && (q == 1 || r == 1) &&
                std::abs((q == 1 ? 14 : q) - (r == 1 ? 14 : r)) <= 2)
                return true;
        }
        return false;
    }

    bool opened() const { return view.seats[static_cast<std::size_t>(view.seat)].opened; }
    bool mayMeld() const {
        if (best.melds.empty()) return false;
        return opened() || view.table().rules.opening == 0 ||
               best.meldValue >= view.table().rules.opening;
    }

    Decision draw(Rng& rng) const;
    Decision play(Rng& rng) const;
    std::optional<Decision> obligation() const;
    std::optional<Decision> swap() const;
    std::optional<Decision> meld() const;
    std::optional<Decision> layOff() const;
    Decision end(Rng& rng) const;
};

Decision Reader::draw(Rng& rng) const {
    const TableRules& rules = view.table().rules;
    bool closed = false, done = false;
    int pick = 0;
    long long pickGain = 0;
    for (const Move& m : view.legal) {
        if (std::holds_alternative<moves::DrawClosed>(m)) closed = true;
        if (std::holds_alternative<moves::Done>(m)) done = true;
        const auto* open = std::get_if<moves::DrawOpen>(&m);
        if (!open || !weighs(open->count)) continue;
        const int n = open->count;
        Faces more = hand;
        for (int i = 0; i < n; ++i)
            more.push_back(
                view.pile[view.pile.size() - 1 - static_cast<std::size_t>(i)].card.face());
        const TableHand& after = recentBestTableHand(rules.melds, more);
        long long gain = 0;
        if (n == 1) {
            const Face top = view.pile.back().card.face();
            const bool melds =
                after.left.size() <= best.left.size() && after.meldValue > best.meldValue;
            const bool layOff = knobs.drawForLayOff && !top.isPrintedJoker() &&
                                (opened() || (rules.layOffBeforeMeld && rules.opening == 0)) &&
                                extendsAny(view.melds, top, rules);
            bool partial = false;
            if (!melds && !layOff && knobs.drawForPartial > 0 && !top.isPrintedJoker()) {
                Faces left = best.left;
                left.push_back(top);
                const std::array<int, 52> seen = seenFaces(view);
                partial = partialWorth(top, left, rules, &seen, rules.decksFor(view.players())) >=
                          knobs.drawForPartial;
            }
            if (!melds && !layOff && !partial) continue;
            gain = melds ? 1 + after.meldValue - best.meldValue : 1;
        } else {
            const int junk = after.leftValue - best.leftValue;
            gain = static_cast<long long>(after.meldValue - best.meldValue) * 10 -
                   static_cast<long long>(std::max(0, junk)) * knobs.junkCost;
            gain /= 10;
        }
        if (gain > pickGain) {
            pickGain = gain;
            pick = n;
        }
    }
    if (pick > 0 && knobs.missPercent > 0 && static_cast<int>(rng.below(100)) < knobs.missPercent)
        pick = 0;
    if (pick > 0)
        return decided(moves::DrawOpen{pick}, Reason::DrawOpenCompletes,
                       view.pile[view.pile.size() - static_cast<std::size_t>(pick)].card, pick);
    if (closed) return decided(moves::DrawClosed{}, Reason::DrawClosed);
    if (done) return decided(moves::Done{}, Reason::Declare);
    return decided(view.legal.front(), Reason::DrawClosed);
}

std::optional<Decision> Reader::obligation() const {
    if (!view.table().obligation) return std::nullopt;
    const Card card = view.table().obligation->card;
    const auto bestKey = keyOf(best.melds);
    const moves::Meld* chosen = nullptr;
    const Move* layOff = nullptr;
    for (const Move& m : view.legal) {
        if (const auto* meld = std::get_if<moves::Meld>(&m)) {
            if (!meldHolds(*meld, card)) continue;
            if (keyOf(*meld) == bestKey) {
                chosen = meld;
                break;
            }
            if (!chosen || cardCount(*meld) > cardCount(*chosen)) chosen = meld;
        } else if (const auto* l = std::get_if<moves::LayOff>(&m)) {
            if (l->card == card && !layOff) layOff = &m;
        }
    }
    if (chosen) return decided(*chosen, Reason::Declare, card, cardCount(*chosen));
    if (layOff) return decided(*layOff, Reason::Declare, card, 1);
    return std::nullopt;
}

std::optional<Decision> Reader::swap() const {
    if (!knobs.swapJokers) return std::nullopt;
    for (const Move& m : view.legal) {
        const auto* s = std::get_if<moves::Swap>(&m);
        if (!s) continue;
        // Only a card in no meld of the hand: the joker won does more than it did.
        if (std::find(best.left.begin(), best.left.end(), s->card.face()) == best.left.end())
            continue;
        return decided(m, Reason::Declare, s->card, 0);
    }
    return std::nullopt;
}

std::optional<Decision> Reader::meld() const {
    if (!mayMeld()) return std::nullopt;
    const auto bestKey = keyOf(best.melds);
    int bestCards = 0;
    for (const Faces& m : best.melds) bestCards += static_cast<int>(m.size());
    const moves::Meld* single = nullptr;
    for (const Move& m : view.legal) {
        const auto* meld = std::get_if<moves::Meld>(&m);
        if (!meld) continue;
        // Only a move of as many cards as the best melds, or one meld of one of their sizes,
        // can be them (a cheap test before the sorted comparison).
        const int cards = cardCount(*meld);
        const bool sized = cards == bestCards ||
                           (meld->melds.size() == 1 &&
                            std::any_of(best.melds.begin(), best.melds.end(), [&](const Faces& f) {
                                return static_cast<int>(f.size()) == cards;
                            }));
        if (!sized) continue;
        const auto key = keyOf(*meld);
        if (key == bestKey) return decided(m, Reason::Declare, std::nullopt, best.meldValue);
        // One of the best melds alone (one meld a turn, or the whole set refused).
        if (key.size() == 1 && std::binary_search(bestKey.begin(), bestKey.end(), key.front()) &&
            (!single || cardCount(*meld) > cardCount(*single)))
            single = meld;
    }
    if (single) return decided(*single, Reason::Declare, std::nullopt, cardCount(*single));
    return std::nullopt;
}

std::optional<Decision> Reader::layOff() const {
    const Move* chosen = nullptr;
    int chosenValue = -1;
    for (const Move& m : view.legal) {
        const auto* l = std::get_if<moves::LayOff>(&m);
        if (!l) continue;
        const Face f = l->card.face();
        if (std::find(best.left.begin(), best.left.end(), f) == best.left.end()) continue;
        // A joker is laid off only when it is all that is left.
        if (f.isPrintedJoker() && best.left.size() > 1) continue;
        const int v = view.table().rules.handValue(f);
        if (v > chosenValue) {
            chosen = &m;
            chosenValue = v;
        }
    }
    if (!chosen) return std::nullopt;
    return decided(*chosen, Reason::Declare, std::get<moves::LayOff>(*chosen).card, chosenValue);
}

Decision Reader::end(Rng& rng) const {
    const TableRules& rules = view.table().rules;
    std::vector<const moves::Discard*> throws;
    const Move* done = nullptr;
    for (const Move& m : view.legal) {
        if (const auto* d = std::get_if<moves::Discard>(&m)) throws.push_back(d);
        if (std::holds_alternative<moves::Done>(m)) done = &m;
    }
    if (throws.empty()) {
        if (done) return decided(*done, Reason::Declare);
        return decided(view.legal.front(), Reason::Random);
    }
    const std::array<int, 52> seen = seenFaces(view);
    const int copies = rules.decksFor(view.players());
    struct Scored {
        const moves::Discard* move;
        long long score;
        int value;
        int danger;
        bool inMeld;
    };
    std::vector<Scored> scored;
    Faces left = best.left;
    const NextSeatCards next =
        knobs.safeDiscards && knobs.readTable ? NextSeatCards::of(view) : NextSeatCards{};
    for (const moves::Discard* d : throws) {
        const Face f = d->card.face();
        const bool inMeld = std::find(left.begin(), left.end(), f) == left.end();
        const int value = rules.handValue(f);
        int keep = inMeld ? 1000 : 0;
        if (!inMeld && knobs.keepPartials)
            keep += partialWorth(f, left, rules, knobs.readTable ? &seen : nullptr, copies);
        if (f.isPrintedJoker()) keep += 200;
        const int dng = knobs.safeDiscards ? danger(f, view, next) : 0;
        scored.push_back({d, static_cast<long long>(knobs.keepWeight) * keep + 3LL * dng - value,
                          value, dng, inMeld});
    }
    if (knobs.slipPercent > 0 && static_cast<int>(rng.below(100)) < knobs.slipPercent) {
        std::vector<const Scored*> loose;
        for (const Scored& s : scored)
            if (!s.inMeld && !s.move->card.isPrintedJoker()) loose.push_back(&s);
        if (!loose.empty()) {
            const Scored& s = *loose[static_cast<std::size_t>(rng.below(loose.size()))];
            return decided(*s.move, Reason::DiscardDeadwood, s.move->card, s.value);
        }
    }
    const auto it =
        std::min_element(scored.begin(), scored.end(),
                         [](const auto& a, const auto& b) { return a.score < b.score; });
    const bool dodged =
        it->danger == 0 && std::any_of(scored.begin(), scored.end(),
                                       [](const auto& s) { return !s.inMeld && s.danger > 0; });
    const Reason why = it->inMeld ? Reason::DiscardBreaksLeast
                       : dodged   ? Reason::DiscardSafe
                                  : Reason::DiscardDeadwood;
    return decided(*it->move, why, it->move->card, it->value);
}

Decision Reader::play(Rng& rng) const {
    if (auto d = obligation()) return *d;
    if (view.table().obligation) return decided(view.legal.front(), Reason::Declare);
    if (auto d = swap()) return *d;
    if (auto d = meld()) return *d;
    if (auto d = layOff()) return *d;
    return end(rng);
}

}  // namespace

Decision TablePlayer::decide(const PlayerView& view) {
    if (view.legal.empty()) return decided(moves::Done{}, Reason::Random);
    Rng rng(decisionSeed(seed_, view));
    const Reader reader(view, knobs_);
    if (view.table().phase == TablePhase::Draw) return reader.draw(rng);
    return reader.play(rng);
}

}  // namespace rummy::table
