// SPDX-License-Identifier: GPL-3.0-or-later
// The tallies of a soak run (rummy-soak): what was played and every way it could go wrong.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "io/json.h"
#include "support/random_play.h"

namespace rummy::soak {

struct SoakCounts {
    static constexpr std::size_t kKeptFailures = 20;  // the first ones, to reproduce

    std::int64_t deals = 0;         // deals (Gin hands) played to their end or given up
    std::int64_t matches = 0;       // matches of the Indian formats (a Points match is one deal)
    std::int64_t actions = 0;       // moves applied
    std::int64_t crashes = 0;       // chunks whose process died (signal, sanitizer report)
    std::int64_t illegalMoves = 0;  // a bot's move the engine refused
    std::int64_t invariantFailures = 0;  // any other broken invariant
    std::int64_t turnLimitDeals = 0;     // deals still running at the turn limit
    std::int64_t legalChecked = 0;       // listed legal moves check() accepted
    std::int64_t illegalRefused = 0;     // illegal candidates refused, nothing changed
    std::int64_t saves = 0;              // save (history) round trips that replayed equal
    std::int64_t viewsChecked = 0;       // views checked to hide the other hands
    std::vector<std::string> failures;   // the first kKeptFailures, with how to replay them

    std::int64_t problems() const {
        return crashes + illegalMoves + invariantFailures + turnLimitDeals;
    }
    void fail(std::string what);
    // A failed deal of the random-play harness, sorted into its kind.
    void add(const test::RandomPlayFailure& f, const std::string& where);
    void add(const test::RandomPlayStats& s);
    void merge(const SoakCounts& o);
    Json toJson() const;
    static SoakCounts fromJson(const Json& j);
};

}  // namespace rummy::soak
