// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/hand_arrangement.h"

#include <algorithm>
#include <cmath>

#include "indian/hand_rules.h"
#include "solver/hand_solver.h"

namespace rummy {

namespace {

std::vector<Face> facesOf(const std::vector<Card>& cards) {
    std::vector<Face> faces;
    faces.reserve(cards.size());
    for (Card c : cards) faces.push_back(c.face());
    return faces;
}

// Rank order within a suit, ace low; printed jokers last.
bool bySuitThenRank(Card a, Card b) {
    const Face fa = a.face(), fb = b.face();
    if (fa.isPrintedJoker() != fb.isPrintedJoker()) return fb.isPrintedJoker();
    return fa.index() != fb.index() ? fa.index() < fb.index() : a.id() < b.id();
}

// A sequence reads left to right with its jokers in the gaps they fill, as a player would lay
// it out; the solver returns its cards in no particular order.
std::vector<Card> orderSequence(const std::vector<Card>& cards, const WildCards& wild) {
    std::vector<Card> naturals, jokers;
    for (Card c : cards) (wild.isWild(c.face()) ? jokers : naturals).push_back(c);
    if (naturals.empty()) return cards;
    const bool hasHigh = std::any_of(naturals.begin(), naturals.end(), [](Card c) {
        return static_cast<int>(c.face().rank()) >= 10;
    });
    auto rankOf = [hasHigh](Card c) {
        const int r = static_cast<int>(c.face().rank());
        return r == 1 && hasHigh ? 14 : r;
    };
    std::sort(naturals.begin(), naturals.end(),
              [&](Card a, Card b) { return rankOf(a) < rankOf(b); });
    // Wild-rank cards standing in their own place go there first (that keeps a run pure).
    std::sort(jokers.begin(), jokers.end(), [](Card a, Card b) {
        return a.isPrintedJoker() != b.isPrintedJoker() ? b.isPrintedJoker() : a < b;
    });
    std::vector<Card> out{naturals.front()};
    for (std::size_t i = 1; i < naturals.size(); ++i) {
        for (int r = rankOf(out.back()) + 1; r < rankOf(naturals[i]) && !jokers.empty(); ++r) {
            auto own = std::find_if(jokers.begin(), jokers.end(), [&](Card j) {
                return !j.isPrintedJoker() && j.face().suit() == naturals[i].face().suit() &&
                       static_cast<int>(j.face().rank()) == r;
            });
            auto use = own != jokers.end() ? own : jokers.begin();
            out.push_back(*use);
            jokers.erase(use);
        }
        out.push_back(naturals[i]);
    }
    // Spare jokers extend the run upwards while there is room, else downwards.
    for (Card j : jokers) {
        if (rankOf(naturals.back()) + 1 <= 14 && out.size() < 14)
            out.push_back(j);
        else
            out.insert(out.begin(), j);
    }
    return out;
}

}  // namespace

std::vector<std::vector<Card>> cardsForFaces(const std::vector<Card>& hand,
                                             const std::vector<std::vector<Face>>& groups) {
    std::vector<bool> used(hand.size(), false);
    std::vector<std::vector<Card>> out;
    for (const auto& group : groups) {
        std::vector<Card> cards;
        for (Face f : group) {
            for (std::size_t i = 0; i < hand.size(); ++i) {
                if (!used[i] && hand[i].face() == f) {
                    used[i] = true;
                    cards.push_back(hand[i]);
                    break;
                }
            }
        }
        out.push_back(std::move(cards));
    }
    return out;
}

HandArrangement arrangeOwnGroups(const std::vector<std::vector<Card>>& groups,
                                 const IndianRules& rules, const WildCards& wild) {
    HandArrangement result;
    int pure = 0, sequences = 0, total = 0, allPoints = 0, loosePoints = 0, looseCards = 0,
        dearestLoose = 0;
    for (const auto& cards : groups) {
        if (cards.empty()) continue;
        const std::vector<Face> faces = facesOf(cards);
        const MeldType type = groupType(rules, faces, wild);
        pure += type == MeldType::Pure || type == MeldType::Tunnela;
        sequences += isSequence(type);
        for (Face f : faces) {
            const int v = cardPoints(rules, f, wild);
            allPoints += v;
            if (type == MeldType::None) {
                loosePoints += v;
                ++looseCards;
                dearestLoose = std::max(dearestLoose, v);
            }
        }
        total += static_cast<int>(cards.size());
        result.groups.push_back({cards, type, false});
    }
    const bool qualified = qualifies(rules, pure, sequences);
    const bool extra = total == rules.handSize + 1;
    int points = qualified ? loosePoints : allPoints;
    // The card to throw does not count; without a qualified hand it is the dearest of all.
    if (extra) {
        int dearest = dearestLoose;
        if (!qualified)
            for (const auto& g : result.groups)
                for (Card c : g.cards)
                    dearest = std::max(dearest, cardPoints(rules, c.face(), wild));
        points -= dearest;
    }
    result.points = std::min(points, rules.maxPoints);
    result.valid = qualified && looseCards == (extra ? 1 : 0) && total >= rules.handSize;
    return result;
}

int pureSequencesIn(const HandArrangement& arrangement) {
    int pure = 0;
    for (const HandGroup& g : arrangement.groups)
        pure += !g.spare && (g.type == MeldType::Pure || g.type == MeldType::Tunnela);
    return pure;
}

std::vector<std::vector<Card>> reconcileGroups(std::vector<std::vector<Card>> groups,
                                               const std::vector<Card>& hand) {
    std::vector<Card> unplaced = hand;
    for (auto& g : groups) {
        std::erase_if(g, [&](Card c) {
            auto it = std::find(unplaced.begin(), unplaced.end(), c);
            if (it == unplaced.end()) return true;  // no longer held (or listed twice)
            unplaced.erase(it);
            return false;
        });
    }
    std::erase_if(groups, [](const std::vector<Card>& g) { return g.empty(); });
    if (!unplaced.empty()) groups.push_back(std::move(unplaced));
    return groups;
}

std::vector<std::vector<Card>> groupCards(std::vector<std::vector<Card>> groups,
                                          const std::vector<Card>& picked) {
    auto isPicked = [&](Card c) {
        return std::find(picked.begin(), picked.end(), c) != picked.end();
    };
    std::vector<Card> fresh;
    for (auto& g : groups) {
        for (Card c : g)
            if (isPicked(c)) fresh.push_back(c);
        std::erase_if(g, isPicked);
    }
    std::erase_if(groups, [](const std::vector<Card>& g) { return g.empty(); });
    if (!fresh.empty()) groups.push_back(std::move(fresh));
    return groups;
}

std::vector<std::vector<Card>> moveCard(std::vector<std::vector<Card>> groups, Card card,
                                        int target, std::size_t slot) {
    const int count = static_cast<int>(groups.size());
    if (target < 0 || target >= count) {
        for (auto& g : groups) std::erase(g, card);
        groups.insert(target < 0 ? groups.begin() : groups.end(), std::vector<Card>{card});
    } else {
        auto& dest = groups[static_cast<std::size_t>(target)];
        for (auto& g : groups)
            if (&g != &dest) std::erase(g, card);
        std::erase(dest, card);
        dest.insert(dest.begin() + static_cast<std::ptrdiff_t>(std::min(slot, dest.size())), card);
    }
    std::erase_if(groups, [](const std::vector<Card>& g) { return g.empty(); });
    return groups;
}

HandArrangement arrangeHand(const std::vector<Card>& hand, const IndianRules& rules,
                            const WildCards& wild, HandOrder order) {
    HandArrangement result;
    if (hand.empty()) return result;
    const std::vector<Face> faces = facesOf(hand);
    const int handSize = rules.handSize;
    const int size =
        static_cast<int>(hand.size()) == handSize + 1 ? handSize : static_cast<int>(hand.size());
    const HandEvaluation eval = evaluateHand(rules, faces, wild, size);
    result.points = eval.points;
    result.valid = eval.valid;

    std::vector<Card> rest = hand;
    std::optional<Card> spare;
    if (eval.finish) {
        auto it = std::find_if(rest.begin(), rest.end(),
                               [&](Card c) { return c.face() == *eval.finish; });
        if (it != rest.end()) {
            spare = *it;
            rest.erase(it);
        }
    }

    if (order == HandOrder::Melds) {
        std::vector<std::vector<Face>> faceGroups;
        for (const Group& g : eval.groups) faceGroups.push_back(g.cards);
        auto cardGroups = cardsForFaces(rest, faceGroups);
        for (std::size_t i = 0; i < cardGroups.size(); ++i) {
            if (cardGroups[i].empty()) continue;
            HandGroup g{cardGroups[i], eval.groups[i].type, false};
            // Leftovers read best in suit order; melds keep the solver's order.
            if (g.type == MeldType::None)
                std::sort(g.cards.begin(), g.cards.end(), bySuitThenRank);
            else if (isSequence(g.type))
                g.cards = orderSequence(g.cards, wild);
            result.groups.push_back(std::move(g));
        }
    } else {
        std::vector<Card> jokers;
        std::vector<std::vector<Card>> suits(kSuitCount);
        for (Card c : rest) {
            if (wild.isWild(c.face()))
                jokers.push_back(c);
            else
                suits[static_cast<std::size_t>(c.face().suit())].push_back(c);
        }
        for (auto& s : suits) {
            if (s.empty()) continue;
            std::sort(s.begin(), s.end(), bySuitThenRank);
            result.groups.push_back({s, groupType(rules, facesOf(s), wild), false});
        }
        if (!jokers.empty()) {
            std::sort(jokers.begin(), jokers.end(), bySuitThenRank);
            result.groups.push_back({jokers, groupType(rules, facesOf(jokers), wild), false});
        }
    }
    if (spare) result.groups.push_back({{*spare}, MeldType::None, true});
    return result;
}

std::optional<std::vector<std::vector<Card>>> keepOwnGroups(
    const std::optional<std::vector<std::vector<Card>>>& groups, const std::vector<Card>& hand) {
    if (!groups) return std::nullopt;
    const bool shared = std::any_of(groups->begin(), groups->end(), [&](const auto& g) {
        return std::any_of(g.begin(), g.end(), [&](Card c) {
            return std::find(hand.begin(), hand.end(), c) != hand.end();
        });
    });
    if (!shared) return std::nullopt;
    return reconcileGroups(*groups, hand);
}

int handEndAt(const std::vector<GroupSpan>& spans, double centre, double cardW) {
    if (spans.empty()) return 0;
    if (centre < spans.front().left + 0.25 * cardW) return -1;
    if (centre > spans.back().right - 0.25 * cardW) return 1;
    return 0;
}

HandDrop handDropAt(const std::vector<GroupSpan>& spans, double left, double centre, double cardW) {
    if (spans.empty()) return {};
    std::size_t nearest = 0;
    double best = 1e12;
    for (std::size_t g = 0; g < spans.size(); ++g) {
        const double d = std::max({0.0, spans[g].left - centre, centre - spans[g].right});
        if (d < best) {
            best = d;
            nearest = g;
        }
    }
    const GroupSpan& span = spans[nearest];
    const double slot = std::round((left - span.left) / std::max(1.0, span.step));
    HandDrop drop{static_cast<int>(nearest), static_cast<std::size_t>(std::max(0.0, slot))};
    if (const int end = handEndAt(spans, centre, cardW); end != 0)
        drop.target = end < 0 ? -1 : static_cast<int>(spans.size());
    return drop;
}

}  // namespace rummy
