// SPDX-License-Identifier: GPL-3.0-or-later
#include "bot_match.h"

#include <memory>

#include "arena.h"
#include "game/player_view.h"

namespace rummy {

Result<Match> playBotMatch(const RuleSet& rules, const std::vector<BotLevel>& seats,
                           std::uint64_t seed, BotMatchLimits limits) {
    const int players = static_cast<int>(seats.size());
    auto created = Match::create(rules, players, seed);
    if (!created) return created.error();
    Match& m = created.value();
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s)
        bots.push_back(Bot::create(seats[static_cast<std::size_t>(s)], Arena::botSeed(seed, 0, s)));
    for (int deal = 0; deal < limits.dealLimit; ++deal) {
        for (int actions = 0; !m.round().isOver(); ++actions) {
            if (actions >= limits.turnLimit) return ErrorCode::Limit;
            const int seat = m.round().currentSeat();
            const Decision d =
                bots[static_cast<std::size_t>(seat)]->decide(PlayerView::of(m, seat));
            if (Status st = m.apply(d.move); !st) return st.error();
        }
        if (m.isOver()) return created;
        for (int s = 0; s < players; ++s)
            if (m.checkRejoin(s).ok() &&
                bots[static_cast<std::size_t>(s)]->wantsRejoin(PlayerView::of(m, s)))
                if (Status st = m.rejoin(s); !st) return st.error();
        if (Status st = m.nextDeal(); !st) return st.error();
    }
    return ErrorCode::Limit;
}

}  // namespace rummy
