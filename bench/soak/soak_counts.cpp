// SPDX-License-Identifier: GPL-3.0-or-later
#include "soak_counts.h"

namespace rummy::soak {

namespace {

struct Field {
    const char* key;
    std::int64_t SoakCounts::*member;
};
constexpr Field kFields[] = {
    {"deals", &SoakCounts::deals},
    {"matches", &SoakCounts::matches},
    {"actions", &SoakCounts::actions},
    {"crashes", &SoakCounts::crashes},
    {"illegal_moves", &SoakCounts::illegalMoves},
    {"invariant_failures", &SoakCounts::invariantFailures},
    {"turn_limit_deals", &SoakCounts::turnLimitDeals},
    {"legal_moves_checked", &SoakCounts::legalChecked},
    {"illegal_moves_refused", &SoakCounts::illegalRefused},
    {"saves_replayed", &SoakCounts::saves},
    {"views_checked", &SoakCounts::viewsChecked},
};

}  // namespace

void SoakCounts::fail(std::string what) {
    if (failures.size() < kKeptFailures) failures.push_back(std::move(what));
}

void SoakCounts::add(const test::RandomPlayFailure& f, const std::string& where) {
    // The harness words these two itself (random_play.h); everything else is an invariant.
    if (f.what.starts_with("apply() refuses the chosen move"))
        ++illegalMoves;
    else if (f.what.starts_with("the game did not end in"))
        ++turnLimitDeals;
    else
        ++invariantFailures;
    fail(where + ": " + f.toString());
}

void SoakCounts::add(const test::RandomPlayStats& s) {
    actions += s.steps;
    legalChecked += s.legalChecked;
    illegalRefused += s.illegalRefused;
    saves += s.saves;
}

void SoakCounts::merge(const SoakCounts& o) {
    for (const Field& f : kFields) this->*f.member += o.*f.member;
    for (const std::string& s : o.failures) fail(s);
}

Json SoakCounts::toJson() const {
    Json j = Json::object();
    for (const Field& f : kFields) j.set(f.key, this->*f.member);
    Json list = Json::array();
    for (const std::string& s : failures) list.push(s);
    j.set("failures", std::move(list));
    return j;
}

SoakCounts SoakCounts::fromJson(const Json& j) {
    SoakCounts c;
    for (const Field& f : kFields) c.*f.member = j[f.key].asInt();
    for (const Json& s : j["failures"].asArray()) c.failures.push_back(s.asString());
    return c;
}

}  // namespace rummy::soak
