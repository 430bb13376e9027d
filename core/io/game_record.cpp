// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/game_record.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>

#include "cards/shoe.h"
#include "game/variant.h"
#include "io/gin_rules_json.h"
#include "io/serialization.h"
#include "io/table_rules_json.h"

namespace rummy {

namespace {

constexpr std::array<std::string_view, 11> kTopKeys{"record", "variant", "rules",  "players",
                                                    "seed",   "deck",    "dealer", "moves",
                                                    "deals",  "start",   "desktop"};
constexpr std::array<std::string_view, 5> kDealKeys{"seed", "deck", "dealer", "moves", "rejoins"};
constexpr std::array<std::string_view, 2> kStartKeys{"deal", "inPlay"};

// The first key of `j` that is not in `allowed`, or nothing.
template <std::size_t N>
std::optional<std::string> unknownKey(const Json& j,
                                      const std::array<std::string_view, N>& allowed) {
    for (const auto& [key, value] : j.asObject())
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) return key;
    return std::nullopt;
}

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

// Seeds are unsigned 64-bit; JSON integers here are signed, so the upper half is written as a
// decimal string.
Json seedToJson(std::uint64_t seed) {
    if (seed <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
        return Json(static_cast<std::int64_t>(seed));
    return Json(std::to_string(seed));
}

std::optional<std::uint64_t> seedFromJson(const Json& j) {
    if (j.isInt()) {
        if (j.asInt() < 0) return std::nullopt;
        return static_cast<std::uint64_t>(j.asInt());
    }
    if (!j.isString()) return std::nullopt;
    const std::string& s = j.asString();
    std::uint64_t v = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

bool readSeat(const Json& j, int players, int& out) {
    if (!j.isInt() || j.asInt() < 0 || j.asInt() >= players) return false;
    out = static_cast<int>(j.asInt());
    return true;
}

// The rules as written: the preset of their format and the record's variant, then the fields
// the record gives. Keys the engine does not know are refused rather than ignored. The record
// names its game at the top; rules that name another are refused.
Result<IndianRules> readRules(const Json* j, Variant variant) {
    if (!j) return IndianRules::preset(MatchFormat::Points, variant);
    if (!j->isObject()) return ErrorCode::Parse;
    Json full = *j;
    if (!full.contains("format")) full.set("format", formatName(MatchFormat::Points));
    if (const Json* v = j->find("variant")) {
        if (!v->isString() || v->asString() != variantId(variant)) return ErrorCode::Parse;
    } else if (variant != Variant::Indian13) {
        full.set("variant", variantId(variant));
    }
    auto rules = Serialization::rulesFromJson(full);
    if (!rules) return rules.error();
    const Json known = Serialization::rulesToJson(*rules);
    for (const auto& [key, value] : j->asObject())
        if (!known.contains(key)) return ErrorCode::Parse;
    return rules;
}

// Only the fields that differ from the format's preset, after the format itself.
Json rulesDiff(const IndianRules& rules) {
    const Json all = Serialization::rulesToJson(rules);
    const Json preset =
        Serialization::rulesToJson(IndianRules::preset(rules.format, rules.variant));
    Json out = Json::object();
    out.set("format", formatName(rules.format));
    for (const auto& [key, value] : all.asObject())
        if (key != "format" && !(preset[key] == value)) out.set(key, value);
    return out;
}

struct Reader {
    RecordError error;
    bool fail(ErrorCode code, std::string path) {
        error.code = code;
        error.path = std::move(path);
        return false;
    }

    // One deal's fields, from the top of a single-deal record or from an entry of "deals".
    bool readDeal(const Json& j, const std::string& at, const GameRecord& rec, RecordDeal& deal) {
        const int players = static_cast<int>(rec.players.size());
        // A single deal's fields sit at the top, whose keys are checked there.
        if (!at.empty())
            if (const auto key = unknownKey(j, kDealKeys)) return fail(ErrorCode::Parse, at + *key);
        if (const Json* s = j.find("seed")) {
            deal.seed = seedFromJson(*s);
            if (!deal.seed) return fail(ErrorCode::Parse, at + "seed");
        }
        if (const Json* d = j.find("deck")) {
            if (!d->isArray() || d->size() == 0) return fail(ErrorCode::Parse, at + "deck");
            for (std::size_t i = 0; i < d->size(); ++i) {
                const auto face = parseFace((*d)[i].asString());
                if (!(*d)[i].isString() || !face)
                    return fail(ErrorCode::Parse, at + "deck[" + std::to_string(i) + "]");
                deal.deck.push_back(*face);
            }
        }
        if (const Json* d = j.find("dealer"))
            if (!readSeat(*d, players, deal.dealer)) return fail(ErrorCode::Parse, at + "dealer");
        if (const Json* m = j.find("moves")) {
            if (!m->isArray()) return fail(ErrorCode::Parse, at + "moves");
            for (std::size_t i = 0; i < m->size(); ++i) {
                const Json& mj = (*m)[i];
                const std::string here = at + "moves[" + std::to_string(i) + "]";
                RecordMove move;
                if (!mj.isObject() || !readSeat(mj["seat"], players, move.seat))
                    return fail(ErrorCode::Parse, here + ".seat");
                if (!mj["move"].isString()) return fail(ErrorCode::Parse, here + ".move");
                move.move = mj["move"].asString();
                deal.moves.push_back(std::move(move));
            }
        }
        if (const Json* r = j.find("rejoins")) {
            if (!r->isArray()) return fail(ErrorCode::Parse, at + "rejoins");
            for (std::size_t i = 0; i < r->size(); ++i) {
                int seat = -1;
                if (!readSeat((*r)[i], players, seat))
                    return fail(ErrorCode::Parse, at + "rejoins[" + std::to_string(i) + "]");
                deal.rejoins.push_back(seat);
            }
        }
        if (rec.variant != Variant::Indian13 && rec.variant != Variant::Indian21 &&
            !deal.rejoins.empty())
            return fail(ErrorCode::NotInThisGame, at + "rejoins");
        return checkDeck(deal, shoeRulesOf(rec), at);
    }

    // A deck may not hold a face more often than the shoe does.
    bool checkDeck(const RecordDeal& deal, const IndianRules& rules, const std::string& at) {
        if (deal.deck.empty()) return true;
        std::array<int, Face::kCount> left{};
        for (Card c : Shoe::ordered(rules)) ++left[idx(c.face().index())];
        for (std::size_t i = 0; i < deal.deck.size(); ++i)
            if (--left[idx(deal.deck[i].index())] < 0)
                return fail(ErrorCode::TooManyCopies, at + "deck[" + std::to_string(i) + "]");
        return true;
    }

    bool read(const Json& j, GameRecord& rec) {
        if (!j.isObject()) return fail(ErrorCode::Parse, "");
        if (const auto key = unknownKey(j, kTopKeys)) return fail(ErrorCode::Parse, *key);
        if (!j["record"].isInt() || j["record"].asInt() != kRecordVersion)
            return fail(ErrorCode::Parse, "record");
        if (const Json* v = j.find("variant")) {
            const auto variant = parseVariant(v->asString());
            if (!v->isString() || !variant) return fail(ErrorCode::Parse, "variant");
            rec.variant = *variant;
        }
        if (!isPlayable(rec.variant)) return fail(ErrorCode::NotInThisGame, "variant");
        if (rec.variant == Variant::Gin) {
            std::string key;
            const Json* r = j.find("rules");
            auto gin = ginRulesFromJson(r ? *r : Json::object(), true, &key);
            if (!gin) return fail(gin.error(), key.empty() ? "rules" : "rules." + key);
            rec.gin = *gin;
        } else if (familyOf(rec.variant) == Family::Table) {
            std::string key;
            const Json* r = j.find("rules");
            auto table = tableRulesFromJson(r ? *r : Json::object(), rec.variant, true, &key);
            if (!table) return fail(table.error(), key.empty() ? "rules" : "rules." + key);
            rec.table = *table;
        } else {
            auto rules = readRules(j.find("rules"), rec.variant);
            if (!rules) return fail(rules.error(), "rules");
            rec.rules = *rules;
        }
        const Json& players = j["players"];
        if (!players.isArray()) return fail(ErrorCode::Parse, "players");
        for (std::size_t i = 0; i < players.size(); ++i) {
            if (!players[i].isString())
                return fail(ErrorCode::Parse, "players[" + std::to_string(i) + "]");
            rec.players.push_back(players[i].asString());
        }
        const int seats = static_cast<int>(rec.players.size());
        const bool seatsFit = rec.variant == Variant::Gin ? seats == GinRound::kSeats
                              : familyOf(rec.variant) == Family::Table
                                  ? !rec.table.invalidField(seats)
                                  : bool(rec.rules.validate(seats));
        if (!seatsFit) return fail(ErrorCode::BadRules, "players");
        if (const Json* d = j.find("desktop")) {
            if (!d->isObject()) return fail(ErrorCode::Parse, "desktop");
            rec.desktop = *d;
        }
        rec.isMatch = j.contains("deals");
        if (rec.isMatch)
            for (const char* key : {"deck", "dealer", "moves"})
                if (j.contains(key)) return fail(ErrorCode::Parse, key);
        if (!rec.isMatch) {
            rec.deals.emplace_back();
            if (!readDeal(j, "", rec, rec.deals.back())) return false;
            // A deal needs its cards: a seed to shuffle them, or a stacked deck.
            if (!rec.deals.back().seed && rec.deals.back().deck.empty())
                return fail(ErrorCode::Parse, "seed");
            return true;
        }
        if (const Json* s = j.find("seed")) {
            rec.seed = seedFromJson(*s);
            if (!rec.seed) return fail(ErrorCode::Parse, "seed");
        }
        if (const Json* s = j.find("start")) {
            if (!s->isObject() || unknownKey(*s, kStartKeys) || !(*s)["deal"].isInt() ||
                (*s)["deal"].asInt() < 0 || (*s)["deal"].asInt() > MatchStart::kMaxDeal)
                return fail(ErrorCode::Parse, "start");
            rec.start.deal = static_cast<int>((*s)["deal"].asInt());
            // A table game begins at its first hand (no deal codes name a later one yet).
            if (familyOf(rec.variant) == Family::Table)
                return fail(ErrorCode::NotInThisGame, "start");
            if (const Json* in = s->find("inPlay")) {
                // Nobody sits out in Gin.
                if (rec.variant == Variant::Gin)
                    return fail(ErrorCode::NotInThisGame, "start.inPlay");
                if (!in->isArray() || in->size() != rec.players.size())
                    return fail(ErrorCode::Parse, "start.inPlay");
                for (const Json& b : in->asArray()) {
                    if (!b.isBool()) return fail(ErrorCode::Parse, "start.inPlay");
                    rec.start.inPlay.push_back(b.asBool());
                }
            }
        }
        const Json& deals = j["deals"];
        if (!deals.isArray() || deals.size() == 0) return fail(ErrorCode::Parse, "deals");
        for (std::size_t i = 0; i < deals.size(); ++i) {
            const std::string at = "deals[" + std::to_string(i) + "].";
            if (!deals[i].isObject()) return fail(ErrorCode::Parse, at);
            rec.deals.emplace_back();
            if (!readDeal(deals[i], at, rec, rec.deals.back())) return false;
        }
        return true;
    }
};

void appendDeal(std::string& out, const RecordDeal& deal, const std::string& indent) {
    Json head = Json::object();
    if (deal.dealer >= 0) head.set("dealer", deal.dealer);
    if (deal.seed) head.set("seed", seedToJson(*deal.seed));
    if (!deal.deck.empty()) {
        Json deck = Json::array();
        for (Face f : deal.deck) deck.push(f.toString());
        head.set("deck", std::move(deck));
    }
    if (!deal.rejoins.empty()) {
        Json r = Json::array();
        for (int s : deal.rejoins) r.push(s);
        head.set("rejoins", std::move(r));
    }
    for (const auto& [key, value] : head.asObject()) {
        out += indent;
        appendJsonString(out, key);
        out += ": " + value.dump() + ",\n";
    }
    out += indent + "\"moves\": [";
    for (std::size_t i = 0; i < deal.moves.size(); ++i) {
        out += i ? ",\n" : "\n";
        out += indent + "  {\"seat\": " + std::to_string(deal.moves[i].seat) + ", \"move\": ";
        appendJsonString(out, deal.moves[i].move);
        out += '}';
    }
    out += deal.moves.empty() ? "]" : "\n" + indent + "]";
}

}  // namespace

RecordParse parseRecord(std::string_view text) {
    RecordParse out;
    auto json = Json::parse(text, &out.error.json);
    if (!json) {
        out.error.code = ErrorCode::Parse;
        return out;
    }
    Reader reader;
    GameRecord rec;
    if (!reader.read(*json, rec)) {
        out.error = reader.error;
        return out;
    }
    out.record = std::move(rec);
    return out;
}

std::string writeRecord(const GameRecord& rec) {
    std::string out = "{\n  \"record\": " + std::to_string(kRecordVersion) + ",\n";
    out += "  \"variant\": ";
    appendJsonString(out, variantId(rec.variant));
    const Json rules = rec.variant == Variant::Gin              ? ginRulesDiff(rec.gin)
                       : familyOf(rec.variant) == Family::Table ? tableRulesDiff(rec.table)
                                                                : rulesDiff(rec.rules);
    out += ",\n  \"rules\": " + rules.dump() + ",\n";
    Json players = Json::array();
    for (const auto& p : rec.players) players.push(p);
    out += "  \"players\": " + players.dump() + ",\n";
    const std::string desktop =
        rec.desktop.isNull() ? std::string() : ",\n  \"desktop\": " + rec.desktop.dump();
    if (!rec.isMatch) {
        if (!rec.deals.empty()) appendDeal(out, rec.deals.front(), "  ");
        return out + desktop + "\n}\n";
    }
    if (rec.seed) out += "  \"seed\": " + seedToJson(*rec.seed).dump() + ",\n";
    if (rec.start.deal != 0 || !rec.start.inPlay.empty()) {
        Json start = Json::object();
        start.set("deal", rec.start.deal);
        if (!rec.start.inPlay.empty()) {
            Json in = Json::array();
            for (bool b : rec.start.inPlay) in.push(b);
            start.set("inPlay", std::move(in));
        }
        out += "  \"start\": " + start.dump() + ",\n";
    }
    out += "  \"deals\": [";
    for (std::size_t i = 0; i < rec.deals.size(); ++i) {
        out += i ? ",\n    {\n" : "\n    {\n";
        appendDeal(out, rec.deals[i], "      ");
        out += "\n    }";
    }
    return out + "\n  ]" + desktop + "\n}\n";
}

GameRecord recordOfMatch(const IndianMatch& match, std::vector<std::string> players) {
    GameRecord rec;
    rec.variant = match.rules().variant;
    rec.rules = match.rules();
    rec.players = std::move(players);
    rec.players.resize(idx(match.players()));
    rec.isMatch = true;
    rec.seed = match.seed();
    rec.start.deal = match.start().deal;
    rec.start.inPlay = match.start().inPlay;
    auto open = [&](const DealRecord& d) {
        RecordDeal deal;
        deal.seed = d.seed;
        deal.dealer = d.dealer;
        rec.deals.push_back(std::move(deal));
    };
    std::size_t dealIndex = 0;
    auto dealAt = [&](std::size_t i) -> const DealRecord& {
        return i < match.deals().size() ? match.deals()[i] : match.currentDeal();
    };
    open(dealAt(0));
    for (const MatchEvent& e : match.events()) {
        switch (e.type) {
            case MatchEventType::Move:
                rec.deals.back().moves.push_back({e.seat, toString(e.move)});
                break;
            case MatchEventType::NextDeal:
                open(dealAt(++dealIndex));
                break;
            case MatchEventType::Rejoin:
                rec.deals.back().rejoins.push_back(e.seat);
                break;
        }
    }
    return rec;
}

IndianRules shoeRulesOf(const GameRecord& record) {
    if (familyOf(record.variant) == Family::Table) {
        IndianRules shoe;
        const int seats = static_cast<int>(record.players.size());
        shoe.decks = record.table.decksFor(seats);
        shoe.printedJokers = record.table.jokersFor(seats);
        return shoe;
    }
    if (record.variant != Variant::Gin) return record.rules;
    IndianRules oneDeck;
    oneDeck.decks = 1;
    oneDeck.printedJokers = 0;
    return oneDeck;
}

namespace {

RecordDeal ginDeal(int dealer, std::uint64_t seed, const std::vector<Card>& deck,
                   const std::vector<PlayedMove>& history) {
    RecordDeal deal;
    deal.dealer = dealer;
    if (deck.empty()) deal.seed = seed;
    for (const Card c : deck) deal.deck.push_back(c.face());
    for (const PlayedMove& m : history) deal.moves.push_back({m.seat, toString(m.move)});
    return deal;
}

}  // namespace

GameRecord recordOfGinRound(const GinRound& round, std::vector<std::string> players) {
    GameRecord rec;
    rec.variant = Variant::Gin;
    rec.gin = round.rules();
    rec.players = std::move(players);
    rec.players.resize(GinRound::kSeats);
    rec.deals.push_back(
        ginDeal(round.dealer(), round.seed(), round.stackedDeck(), round.history()));
    return rec;
}

GameRecord recordOfGinGame(const GinGame& game, std::vector<std::string> players) {
    GameRecord rec = recordOfGinRound(game.round(), std::move(players));
    rec.isMatch = true;
    rec.seed = game.seed();
    rec.start.deal = game.start().deal;
    rec.deals.clear();
    for (const GinHandRecord& h : game.deals())
        rec.deals.push_back(ginDeal(h.dealer, h.seed, h.deck, h.moves));
    if (!game.round().isOver())  // a finished hand is in deals() already
        rec.deals.push_back(ginDeal(game.currentDeal().dealer, game.currentDeal().seed,
                                    game.currentDeal().deck, game.round().history()));
    return rec;
}

GameRecord recordOfTableRound(const TableRound& round, std::vector<std::string> players) {
    GameRecord rec;
    rec.variant = round.rules().variant;
    rec.table = round.rules();
    rec.players = std::move(players);
    rec.players.resize(static_cast<std::size_t>(round.seats()));
    RecordDeal deal = ginDeal(round.dealer(), round.seed(), round.stackedDeck(), round.history());
    // A stacked hand's reshuffles still follow its seed.
    if (!round.stackedDeck().empty() && round.seed() != 0) deal.seed = round.seed();
    rec.deals.push_back(std::move(deal));
    return rec;
}

GameRecord recordOfTableGame(const TableGame& game, std::vector<std::string> players) {
    GameRecord rec = recordOfTableRound(game.round(), std::move(players));
    rec.isMatch = true;
    rec.seed = game.seed();
    rec.deals.clear();
    for (const TableHandRecord& h : game.deals())
        rec.deals.push_back(ginDeal(h.dealer, h.seed, h.deck, h.moves));
    if (!game.round().isOver())
        rec.deals.push_back(ginDeal(game.currentDeal().dealer, game.currentDeal().seed,
                                    game.currentDeal().deck, game.round().history()));
    return rec;
}

}  // namespace rummy
