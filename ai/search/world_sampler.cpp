// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/world_sampler.h"

namespace rummy::search {

WorldSampler::WorldSampler(const PlayerView& view) : view_(view), unseen_(unseenCards(view)) {
    // The pool must fill exactly the other hands' free places and the stock.
    std::size_t places = static_cast<std::size_t>(view.stock);
    for (int s = 0; s < view.players(); ++s) {
        if (s == view.seat) continue;
        const std::size_t known = unseen_.known[static_cast<std::size_t>(s)].size();
        places += static_cast<std::size_t>(view.cardsOf(s)) - known;
    }
    usable_ = view.myTurn() && places == unseen_.pool.size();
}

std::optional<Round> WorldSampler::sample(Rng& rng) const {
    if (!usable_) return std::nullopt;
    std::vector<Card> pool = unseen_.pool;
    rng.shuffle(pool);
    HiddenCards hidden;
    hidden.hands.resize(static_cast<std::size_t>(view_.players()));
    std::size_t next = 0;
    for (int s = 0; s < view_.players(); ++s) {
        if (s == view_.seat) continue;
        std::vector<Card>& hand = hidden.hands[static_cast<std::size_t>(s)];
        hand = unseen_.known[static_cast<std::size_t>(s)];
        while (static_cast<int>(hand.size()) < view_.cardsOf(s)) hand.push_back(pool[next++]);
    }
    hidden.stock.assign(pool.begin() + static_cast<std::ptrdiff_t>(next), pool.end());
    auto world = worldOf(view_, hidden, rng.next());
    if (!world) return std::nullopt;
    return std::move(world).value();
}

}  // namespace rummy::search
