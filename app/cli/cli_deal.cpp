// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_deal.h"

#include <charconv>
#include <cstdint>
#include <optional>

#include "cli_common.h"
#include "cli_io.h"
#include "gin/gin_game.h"
#include "indian/indian_rules.h"
#include "indian/value_cards.h"
#include "io/deal_code.h"
#include "io/json.h"
#include "match/match.h"
#include "table/table_game.h"

namespace rummy::cli {

namespace {

Json cardsJson(const std::vector<Card>& cards) {
    Json a = Json::array();
    for (const Card c : cards) a.push(c.toString());
    return a;
}

// A hand of a Gin game: the first one of a seed, or the one a code names.
int printGinDeal(const DealCode& code, Output& out) {
    const std::uint64_t seed = code.seed;
    const auto game = GinGame::create(GinRules{}, 2, seed, MatchStart{code.deal, code.dealer});
    if (!game) return usageError("cannot deal Gin with these rules");
    const GinRound& round = game->round();
    Json hands = Json::array();
    for (int s = 0; s < round.seats(); ++s) hands.push(cardsJson(round.hand(s)));
    Json deal = Json::object();
    deal.set("variant", variantId(Variant::Gin));
    deal.set("seed", std::to_string(seed));
    deal.set("code", DealCode::of(*game).toString());
    deal.set("players", round.seats());
    deal.set("dealer", round.dealer());
    deal.set("first", round.currentSeat());
    deal.set("hands", std::move(hands));
    deal.set("upcard", round.discards().back().toString());
    deal.set("stock", static_cast<int>(round.stock().size()));
    out << deal.dump() << '\n';
    return kExitOk;
}

// A hand of a table game (the preset of its variant): the first one of a seed, or the one a
// code names.
int printTableDeal(const DealCode& code, Output& out) {
    const auto game = TableGame::create(code.tableRules(), code.players, code.seed,
                                        MatchStart{code.deal, code.dealer});
    if (!game) {
        return usageError(std::string("cannot deal ") + variantId(code.variant) + " to " +
                          std::to_string(code.players) + " players");
    }
    const TableRound& round = game->round();
    Json hands = Json::array();
    for (int s = 0; s < round.seats(); ++s) hands.push(cardsJson(round.hand(s)));
    Json deal = Json::object();
    deal.set("variant", variantId(code.variant));
    deal.set("seed", std::to_string(code.seed));
    deal.set("code", DealCode::of(*game).toString());
    deal.set("players", round.seats());
    deal.set("dealer", round.dealer());
    deal.set("first", round.currentSeat());
    deal.set("hands", std::move(hands));
    deal.set("pile", cardsJson(round.pile()));
    deal.set("stock", static_cast<int>(round.stock().size()));
    out << deal.dump() << '\n';
    return kExitOk;
}

}  // namespace

int runDeal(const std::vector<std::string>& args, Output& out) {
    TableOptions table;
    std::optional<DealCode> code;
    bool explicitSettings = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value, problem;
        auto known = [](const std::string& n) {
            return n == "--seed" || n == "--players" || n == "--format" || n == "--code" ||
                   n == "--variant";
        };
        if (!readOption(args, i, known, name, value)) return usageError(name + " needs a value");
        if (name != "--code" && name != "--variant" && name != "--seed") explicitSettings = true;
        if (name == "--code") {
            const auto parsed = DealCode::parse(value);
            if (!parsed) {
                return usageError("bad deal code '" + displayToken(value) +
                                  "' (e.g. PTS-2-1ZK3M9QX0A7TB)");
            }
            code = *parsed;
        } else if (name == "--seats" || !readTableOption(name, value, table, problem)) {
            return usageError("unknown argument '" + displayToken(args[i]) + "' for deal");
        } else if (!problem.empty()) {
            return usageError(problem);
        }
    }
    // Copied by value, not as an optional: GCC 12 warns that an optional copied from a struct
    // member "may be used uninitialized" (a false positive that -Werror in CI turns into an error).
    bool hasSeed = table.seed.has_value();
    std::uint64_t seedValue = table.seed.value_or(0);
    int players = table.players;
    MatchFormat format = table.format;
    Variant variant = table.variant;
    if (code) {
        // A code is a whole deal on its own; mixing it with settings would be ambiguous.
        if (explicitSettings || table.seed || table.variant != Variant::Indian13)
            return usageError("--code cannot be combined with other options");
        if (code->variant == Variant::Gin) return printGinDeal(*code, out);
        if (code->isTableGame()) return printTableDeal(*code, out);
        hasSeed = true;
        seedValue = code->seed;
        players = code->players;
        format = code->format;
        variant = code->variant;
    }
    if (!hasSeed) return usageError("deal needs --seed N or --code CODE");
    if (familyOf(table.variant) == Family::Table) {
        if (table.format != MatchFormat::Points)
            return usageError("the table games are played without --format");
        DealCode first;
        first.variant = table.variant;
        first.players = table.players;
        first.seed = seedValue;
        return printTableDeal(first, out);
    }
    if (table.variant == Variant::Gin) {
        if (explicitSettings && (table.players != 2 || table.format != MatchFormat::Points))
            return usageError("Gin is played by two players, without --format");
        DealCode first;
        first.variant = Variant::Gin;
        first.seed = seedValue;
        return printGinDeal(first, out);
    }

    const IndianRules rules = IndianRules::preset(format, variant);
    // A code of a later deal starts the match at that deal (same shuffle, dealer and seats).
    const auto match =
        IndianMatch::create(rules, players, seedValue, code ? code->start() : MatchStart{});
    if (!match) {
        return usageError(std::string("cannot deal with these rules: ") +
                          errorCodeName(match.error()));
    }
    const IndianRound& round = match->round();

    Json hands = Json::array();
    for (int s = 0; s < round.seats(); ++s) hands.push(cardsJson(round.hand(s)));
    Json toss = Json::array();
    for (const auto& drawn : match->tossResult().cards) toss.push(cardsJson(drawn));

    Json deal = Json::object();
    // The 13-card game's output is what it always was; 21-card names itself.
    if (variant == Variant::Indian21) deal.set("variant", variantId(variant));
    deal.set("seed", std::to_string(seedValue));  // a string: JSON readers often lose 64-bit ints
    deal.set("code", DealCode::of(*match).toString());
    deal.set("format", formatName(format));
    deal.set("players", players);
    deal.set("toss", std::move(toss));
    deal.set("dealer", round.dealer());
    deal.set("first", round.currentSeat());
    deal.set("hands", std::move(hands));
    const std::optional<Card> wild = round.wildCard();
    if (wild) {
        deal.set("wild", wild->toString());
    } else {
        deal.set("wild", nullptr);
    }
    const WildRank wr = round.wildRank();
    deal.set("wild_rank", wr.rank ? Json(rankToString(*wr.rank)) : Json(nullptr));
    if (variant == Variant::Indian21) {
        // The value cards of the cut: same-suit joker, upper, lower (wild as well).
        Json values = Json::array();
        if (const auto faces =
                valueCardFaces(wild ? std::optional<Face>(wild->face()) : std::nullopt))
            for (const Face f : *faces) values.push(f.toString());
        deal.set("value_cards", std::move(values));
    }
    deal.set("open", round.openDeck().empty() ? Json(nullptr)
                                              : Json(round.openDeck().back().card.toString()));
    deal.set("closed", round.closedDeckSize());
    out << deal.dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli
