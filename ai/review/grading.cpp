// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/grading.h"

#include <array>
#include <cstddef>

namespace rummy::review {

namespace {

// One unit per game, in its points: a loss of one unit is doubtful, two bad, four very bad; a
// deal's luck of eight units is lucky. The rating bands are fractions of the unit. The units
// were measured on bot-played records (docs/review.md): the mean loss per decision of each level
// then falls in its own band.
struct Unit {
    Variant variant;
    double points;
};
constexpr std::array<Unit, 7> kUnits{{
    {Variant::Indian13, 4},
    {Variant::Indian21, 6},
    {Variant::Gin, 4},
    {Variant::Straight, 4},
    {Variant::Rummy500, 6},
    {Variant::Rummy51, 6},
    {Variant::Kaluki, 6},
}};
constexpr double kBandsInUnits[5] = {0.05, 0.1, 0.2, 0.35, 0.6};
constexpr double kLuckInUnits = 8;

Grading gradingFor(double unit) {
    Grading g;
    g.doubtful = unit;
    g.bad = 2 * unit;
    g.veryBad = 4 * unit;
    g.luck = kLuckInUnits * unit;
    for (std::size_t i = 0; i < 5; ++i) g.bands[i] = kBandsInUnits[i] * unit;
    return g;
}

const std::array<Grading, 7>& gradings() {
    static const std::array<Grading, 7> all = [] {
        std::array<Grading, 7> a{};
        for (const Unit& u : kUnits) a[static_cast<std::size_t>(u.variant)] = gradingFor(u.points);
        return a;
    }();
    return all;
}

}  // namespace

const char* markName(Mark mark) {
    switch (mark) {
        case Mark::None:
            return nullptr;
        case Mark::Doubtful:
            return "doubtful";
        case Mark::Bad:
            return "bad";
        case Mark::VeryBad:
            return "very_bad";
    }
    return nullptr;
}

const char* luckMarkName(LuckMark mark) {
    switch (mark) {
        case LuckMark::None:
            return nullptr;
        case LuckMark::Lucky:
            return "lucky";
        case LuckMark::Unlucky:
            return "unlucky";
    }
    return nullptr;
}

const Grading& gradingOf(Variant variant) {
    return gradings()[static_cast<std::size_t>(variant)];
}

Mark markOf(Variant variant, double loss) {
    const Grading& g = gradingOf(variant);
    if (loss >= g.veryBad) return Mark::VeryBad;
    if (loss >= g.bad) return Mark::Bad;
    if (loss >= g.doubtful) return Mark::Doubtful;
    return Mark::None;
}

LuckMark luckMarkOf(Variant variant, double luck) {
    const Grading& g = gradingOf(variant);
    if (luck >= g.luck) return LuckMark::Lucky;
    if (luck <= -g.luck) return LuckMark::Unlucky;
    return LuckMark::None;
}

const char* ratingOf(Variant variant, double meanLoss) {
    const Grading& g = gradingOf(variant);
    for (std::size_t i = 0; i < 5; ++i)
        if (meanLoss < g.bands[i]) return kRatings[i];
    return kRatings[5];
}

}  // namespace rummy::review
