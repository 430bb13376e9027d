// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/serialization.h"

#include <cstdio>

#include "game/move_notation.h"
#include "game/rule_fields.h"

namespace rummy {

namespace {

std::string seedToString(std::uint64_t seed) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(seed));
    return buf;
}

Result<std::uint64_t> seedFromJson(const Json& j) {
    const std::string& s = j.asString();
    if (!j.isString() || s.size() != 16) return ErrorCode::Parse;
    std::uint64_t v = 0;
    for (char c : s) {
        int d = -1;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        if (d < 0) return ErrorCode::Parse;
        v = v * 16 + static_cast<std::uint64_t>(d);
    }
    return v;
}

Result<Card> cardFromJson(const Json& j) {
    if (!j.isInt() || j.asInt() < 0 || j.asInt() >= Card::kMaxId) return ErrorCode::Parse;
    return Card::fromId(static_cast<int>(j.asInt()));
}

// An int that fits the small ranges of the files (seats, counts, rule values).
bool readInt(const Json& j, int& out) {
    if (!j.isInt() || j.asInt() < -1'000'000 || j.asInt() > 1'000'000) return false;
    out = static_cast<int>(j.asInt());
    return true;
}

// A match's MatchStart; written only when it is not the default, so older files read as before.
Json startToJson(const MatchStart& start) {
    Json j = Json::object();
    j.set("deal", start.deal);
    j.set("dealer", start.dealer);
    if (!start.inPlay.empty()) {
        Json inPlay = Json::array();
        for (bool b : start.inPlay) inPlay.push(b);
        j.set("inPlay", std::move(inPlay));
    }
    return j;
}

Result<MatchStart> startFromJson(const Json* j) {
    MatchStart start;
    if (!j) return start;
    if (!j->isObject() || !readInt((*j)["deal"], start.deal) ||
        !readInt((*j)["dealer"], start.dealer))
        return ErrorCode::Parse;
    if (const Json* inPlay = j->find("inPlay")) {
        if (!inPlay->isArray()) return ErrorCode::Parse;
        for (const Json& v : inPlay->asArray()) {
            if (!v.isBool()) return ErrorCode::Parse;
            start.inPlay.push_back(v.asBool());
        }
    }
    return start;
}

Result<Json> parseKind(std::string_view text, const char* kind) {
    auto parsed = Json::parse(text);
    if (!parsed) return ErrorCode::Parse;
    const Json& j = *parsed;
    if (!j.isObject() || j["kind"].asString() != kind || !j["version"].isInt() ||
        j["version"].asInt() != Serialization::kVersion)
        return ErrorCode::Parse;
    return std::move(parsed).value();
}
}  // namespace

// The 13-card game writes exactly what 0.1.0 wrote: the variant and the value scheme appear
// only when they are not its defaults.
Json Serialization::rulesToJson(const IndianRules& rules) {
    Json j = Json::object();
    j.set("format", formatName(rules.format));
    if (rules.variant != Variant::Indian13) j.set("variant", variantId(rules.variant));
    for (const RuleField& f : ruleFields()) {
        if (f.kind == RuleKind::Bool)
            j.set(f.key, rules.*f.boolMember);
        else
            j.set(f.key, rules.*f.intMember);
    }
    if (rules.variant != Variant::Indian13 || rules.valueCards != ValueScheme::Classic)
        j.set("valueCards", valueSchemeName(rules.valueCards));
    return j;
}

// Old files without a key keep the preset's default (a file without "variant" is a 13-card
// game's). Values are not range-checked here: a file is read as written, and
// IndianRules::validate() decides whether it can be played. The names are: an unknown variant, a
// game whose rules are not a IndianRules, or an unknown value scheme is a Parse error.
Result<IndianRules> Serialization::rulesFromJson(const Json& j) {
    if (!j.isObject() || !j["format"].isString()) return ErrorCode::Parse;
    const auto format = parseFormat(j["format"].asString());
    if (!format) return ErrorCode::Parse;
    Variant variant = Variant::Indian13;
    if (const Json* v = j.find("variant")) {
        const auto parsed = v->isString() ? parseVariant(v->asString()) : std::nullopt;
        if (!parsed || familyOf(*parsed) != Family::Indian) return ErrorCode::Parse;
        variant = *parsed;
    }
    IndianRules rules = IndianRules::preset(*format, variant);
    if (const Json* v = j.find("valueCards")) {
        const auto scheme = v->isString() ? parseValueScheme(v->asString()) : std::nullopt;
        if (!scheme) return ErrorCode::Parse;
        rules.valueCards = *scheme;
    }
    for (const RuleField& f : ruleFields()) {
        const Json* v = j.find(f.key);
        if (!v) continue;
        if (f.kind == RuleKind::Bool) {
            if (!v->isBool()) return ErrorCode::Parse;
            rules.*f.boolMember = v->asBool();
        } else if (!readInt(*v, rules.*f.intMember)) {
            return ErrorCode::Parse;
        }
    }
    return rules;
}

Json Serialization::moveToJson(const Move& move) {
    // The 0.1.0 format: {"type": name} plus the card id and the groups where the move has
    // them. The names are the move notation's.
    Json j = Json::object();
    j.set("type", moveKindName(kindOf(move)));
    if (const auto* d = std::get_if<moves::Discard>(&move)) j.set("card", d->card.id());
    if (const auto* f = std::get_if<moves::Finish>(&move)) {
        j.set("card", f->card.id());
        Json groups = Json::array();
        for (const auto& g : f->groups) {
            Json group = Json::array();
            for (Card c : g) group.push(c.id());
            groups.push(std::move(group));
        }
        j.set("groups", std::move(groups));
    }
    return j;
}

Result<Move> Serialization::moveFromJson(const Json& j) {
    if (!j.isObject() || !j["type"].isString()) return ErrorCode::Parse;
    const auto kind = parseMoveKind(j["type"].asString());
    if (!kind) return ErrorCode::Parse;
    switch (*kind) {
        case MoveKind::DrawClosed:
            return Move{moves::DrawClosed{}};
        case MoveKind::DrawOpen:
            return Move{moves::DrawOpen{}};
        case MoveKind::Drop:
            return Move{moves::Drop{}};
        case MoveKind::MissTurn:
            return Move{moves::MissTurn{}};
        case MoveKind::Discard:
        case MoveKind::Finish:
            break;
        case MoveKind::Pass:  // the 0.1.0 format knows the 13-card game's moves only
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            return ErrorCode::Parse;
    }
    auto card = cardFromJson(j["card"]);
    if (!card) return card.error();
    if (*kind == MoveKind::Discard) return Move{moves::Discard{*card}};
    moves::Finish finish{*card, {}};
    if (!j["groups"].isArray()) return ErrorCode::Parse;
    for (const Json& g : j["groups"].asArray()) {
        if (!g.isArray()) return ErrorCode::Parse;
        finish.groups.emplace_back();
        for (const Json& c : g.asArray()) {
            auto groupCard = cardFromJson(c);
            if (!groupCard) return groupCard.error();
            finish.groups.back().push_back(*groupCard);
        }
    }
    return Move{std::move(finish)};
}

std::string Serialization::saveRound(const IndianRound& round) {
    Json j = Json::object();
    j.set("kind", "rummy-round");
    j.set("version", kVersion);
    j.set("rules", rulesToJson(round.rules()));
    j.set("seed", seedToString(round.seed()));
    j.set("dealer", round.dealer());
    Json inPlay = Json::array();
    for (int s = 0; s < round.seats(); ++s) inPlay.push(round.outcome(s) != Outcome::SittingOut);
    j.set("inPlay", std::move(inPlay));
    if (!round.stackedShoe().empty()) {
        Json shoe = Json::array();
        for (Card c : round.stackedShoe()) shoe.push(c.id());
        j.set("shoe", std::move(shoe));
    }
    Json actions = Json::array();
    for (const PlayedMove& m : round.history()) actions.push(moveToJson(m.move));
    j.set("actions", std::move(actions));
    return j.dump(1);
}

Result<IndianRound> Serialization::loadRound(std::string_view text) {
    auto parsed = parseKind(text, "rummy-round");
    if (!parsed) return parsed.error();
    const Json& j = *parsed;
    auto rules = rulesFromJson(j["rules"]);
    if (!rules) return rules.error();
    auto seed = seedFromJson(j["seed"]);
    if (!seed) return seed.error();
    int dealer = 0;
    if (!readInt(j["dealer"], dealer) || !j["inPlay"].isArray() || !j["actions"].isArray())
        return ErrorCode::Parse;
    std::vector<bool> inPlay;
    for (const Json& v : j["inPlay"].asArray()) {
        if (!v.isBool()) return ErrorCode::Parse;
        inPlay.push_back(v.asBool());
    }
    std::vector<Card> shoe;
    if (const Json* sj = j.find("shoe")) {
        if (!sj->isArray()) return ErrorCode::Parse;
        for (const Json& c : sj->asArray()) {
            auto card = cardFromJson(c);
            if (!card) return card.error();
            shoe.push_back(*card);
        }
    }
    auto round = shoe.empty() ? IndianRound::create(*rules, std::move(inPlay), dealer, *seed)
                              : IndianRound::withShoe(*rules, std::move(inPlay), dealer,
                                                      std::move(shoe), *seed);
    if (!round) return round.error();
    for (const Json& aj : j["actions"].asArray()) {
        auto action = moveFromJson(aj);
        if (!action) return action.error();
        if (Status s = round.value().apply(*action); !s) return s.error();
    }
    return round;
}

std::string Serialization::saveMatch(const IndianMatch& match) {
    Json j = Json::object();
    j.set("kind", "rummy-match");
    j.set("version", kVersion);
    j.set("rules", rulesToJson(match.rules()));
    j.set("seed", seedToString(match.seed()));
    j.set("players", match.players());
    if (!match.start().isDefault()) j.set("start", startToJson(match.start()));
    Json events = Json::array();
    for (const MatchEvent& e : match.events()) {
        Json ej = Json::object();
        switch (e.type) {
            case MatchEventType::Move:
                ej.set("event", "action");
                ej.set("seat", e.seat);
                ej.set("action", moveToJson(e.move));
                break;
            case MatchEventType::NextDeal:
                ej.set("event", "next-deal");
                break;
            case MatchEventType::Rejoin:
                ej.set("event", "rejoin");
                ej.set("seat", e.seat);
                break;
        }
        events.push(std::move(ej));
    }
    j.set("events", std::move(events));
    return j.dump(1);
}

Result<IndianMatch> Serialization::loadMatch(std::string_view text) {
    auto parsed = parseKind(text, "rummy-match");
    if (!parsed) return parsed.error();
    const Json& j = *parsed;
    auto rules = rulesFromJson(j["rules"]);
    if (!rules) return rules.error();
    auto seed = seedFromJson(j["seed"]);
    if (!seed) return seed.error();
    int players = 0;
    if (!readInt(j["players"], players) || !j["events"].isArray()) return ErrorCode::Parse;
    auto start = startFromJson(j.find("start"));
    if (!start) return start.error();
    auto match = IndianMatch::create(*rules, players, *seed, *start);
    if (!match) return match.error();
    IndianMatch& m = match.value();
    for (const Json& e : j["events"].asArray()) {
        const std::string& kind = e["event"].asString();
        Status status = Ok{};
        int seat = -1;
        if (kind == "action") {
            auto action = moveFromJson(e["action"]);
            if (!action) return action.error();
            // The seat is redundant (the round knows whose turn it is); a mismatch means the
            // file was edited.
            if (!readInt(e["seat"], seat)) return ErrorCode::Parse;
            if (!m.isOver() && seat != m.round().currentSeat()) return ErrorCode::NotYourTurn;
            status = m.apply(*action);
        } else if (kind == "next-deal") {
            status = m.nextDeal();
        } else if (kind == "rejoin") {
            if (!readInt(e["seat"], seat)) return ErrorCode::Parse;
            status = m.rejoin(seat);
        } else {
            return ErrorCode::Parse;
        }
        if (!status) return status.error();
    }
    return match;
}

}  // namespace rummy
