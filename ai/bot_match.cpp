// SPDX-License-Identifier: GPL-3.0-or-later
#include "bot_match.h"

#include <memory>

#include "arena/arena.h"
#include "cards/rng.h"
#include "match/match.h"

namespace rummy {

namespace {

// The one loop of every family: each deal played to its end, re-joins offered, the next deal.
template <class R>
Result<BasicMatch<R>> play(const typename BasicMatch<R>::Rules& rules,
                           const std::vector<std::string>& seats, std::uint64_t seed,
                           BotMatchLimits limits) {
    const int players = static_cast<int>(seats.size());
    auto created = BasicMatch<R>::create(rules, players, seed);
    if (!created) return created.error();
    BasicMatch<R>& m = created.value();
    const Variant variant = variantOf(GameRules(rules));
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s) {
        auto bot = Bot::create(variant, seats[static_cast<std::size_t>(s)],
                               botMatchSeed(familyOf(variant), seed, s), limits.expert);
        if (!bot) return ErrorCode::BadRules;
        bots.push_back(std::move(bot));
    }
    for (int deal = 0; deal < limits.dealLimit; ++deal) {
        for (int moves = 0; !m.round().isOver(); ++moves) {
            if (moves >= limits.turnLimit) return ErrorCode::Limit;
            const int seat = m.round().currentSeat();
            const Decision d = bots[static_cast<std::size_t>(seat)]->decide(m.view(seat));
            if (Status st = m.apply(d.move); !st) return st.error();
        }
        if (m.isOver()) return created;
        for (int s = 0; s < players; ++s)
            if (m.checkRejoin(s).ok() && bots[static_cast<std::size_t>(s)]->wantsRejoin(m.view(s)))
                if (Status st = m.rejoin(s); !st) return st.error();
        if (Status st = m.nextDeal(); !st) return st.error();
    }
    return ErrorCode::Limit;
}

}  // namespace

std::uint64_t botMatchSeed(Family family, std::uint64_t seed, int seat) {
    if (family == Family::Indian) return Arena::botSeed(seed, 0, seat);
    std::uint64_t state = seed;
    std::uint64_t out = 0;
    for (int s = 0; s <= seat; ++s) out = Rng::splitMix64(state);
    return out;
}

Result<IndianMatch> playBotMatch(const IndianRules& rules, const std::vector<std::string>& seats,
                                 std::uint64_t seed, BotMatchLimits limits) {
    return play<IndianRound>(rules, seats, seed, limits);
}

Result<GinGame> playBotMatch(const GinRules& rules, const std::vector<std::string>& seats,
                             std::uint64_t seed, BotMatchLimits limits) {
    return play<GinRound>(rules, seats, seed, limits);
}

Result<TableGame> playBotMatch(const TableRules& rules, const std::vector<std::string>& seats,
                               std::uint64_t seed, BotMatchLimits limits) {
    return play<TableRound>(rules, seats, seed, limits);
}

}  // namespace rummy
