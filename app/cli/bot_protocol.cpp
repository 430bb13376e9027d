// SPDX-License-Identifier: GPL-3.0-or-later
#include "bot_protocol.h"

#include "cli_common.h"

namespace rummy::cli {

namespace {

bool isBlank(std::string_view line) {
    for (const char c : line)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return false;
    return true;
}

BotRequest failed(std::optional<Json> id, std::string message) {
    BotRequest r;
    r.kind = BotRequest::Kind::Error;
    r.id = std::move(id);
    r.error = std::move(message);
    return r;
}

// The card a written move names, if any.
std::optional<Face> cardOfText(const MoveText& m) {
    return m.card;
}

}  // namespace

namespace detail {

bool readFaces(const Json& j, const char* field, std::vector<Face>& out, std::string& error) {
    out.clear();
    const Json* v = j.find(field);
    if (!v || v->isNull()) return true;
    if (!v->isArray()) {
        error = std::string("\"") + field + "\" must be an array of cards";
        return false;
    }
    for (const Json& c : v->asArray()) {
        const auto face = c.isString() ? parseFace(c.asString()) : std::nullopt;
        if (!face) {
            error = std::string("\"") + field + "\" holds '" +
                    displayToken(c.isString() ? c.asString() : c.dump()) + "', which is not a card";
            return false;
        }
        out.push_back(*face);
    }
    return true;
}

bool readInt(const Json& j, const char* field, int& out, std::string& error) {
    const Json* v = j.find(field);
    if (!v || v->isNull()) return true;
    if (!v->isInt() || v->asInt() < -1'000'000 || v->asInt() > 1'000'000) {
        error = std::string("\"") + field + "\" must be a whole number";
        return false;
    }
    out = static_cast<int>(v->asInt());
    return true;
}

bool readCount(const Json& j, const char* field, int most, int& out, std::string& error) {
    const Json* v = j.find(field);
    if (!v || v->isNull()) return true;
    if (!v->isInt() || v->asInt() < 0 || v->asInt() > most) {
        error = std::string("\"") + field + "\" must be a whole number from 0 to " +
                std::to_string(most);
        return false;
    }
    out = static_cast<int>(v->asInt());
    return true;
}

namespace {

// The words of the notation a game has (the rules in core: indian/, gin/, table/).
bool gameHasMove(const MoveText& t, const GameRules& rules) {
    const bool oneCard = t.count == 1;
    if (std::holds_alternative<IndianRules>(rules)) {
        switch (t.kind) {
            case MoveKind::DrawClosed:
            case MoveKind::Discard:
            case MoveKind::Finish:
            case MoveKind::Drop:
                return true;
            case MoveKind::DrawOpen:
                return oneCard;
            default:
                return false;
        }
    }
    if (std::holds_alternative<GinRules>(rules)) {
        switch (t.kind) {
            case MoveKind::DrawClosed:
            case MoveKind::Pass:
            case MoveKind::Discard:
            case MoveKind::Knock:
                return true;
            case MoveKind::DrawOpen:
                return oneCard;
            default:
                return false;
        }
    }
    const TableRules& table = std::get<TableRules>(rules);
    switch (t.kind) {
        case MoveKind::DrawClosed:
        case MoveKind::Discard:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Done:
            return true;
        case MoveKind::DrawOpen:
            return oneCard || table.pileDepth;
        case MoveKind::Swap:
            return table.jokerSwap;
        case MoveKind::Take:
            return table.takeFromMeld;
        default:
            return false;
    }
}

}  // namespace

bool checkLegalWords(const BotRequest& out, const GameRules& rules, std::string& error) {
    for (const LegalMove& l : out.legal) {
        if (gameHasMove(l.move, rules)) continue;
        error = "\"legal\" holds '" + displayToken(l.text) + "', which is not a move of " +
                variantId(variantOf(rules));
        return false;
    }
    return true;
}

bool readLegal(const Json& j, BotRequest& out) {
    const Json* legal = j.find("legal");
    if (!legal) {
        out.error = "the request has no \"legal\" moves";
        return false;
    }
    if (!legal->isArray() || legal->size() == 0) {
        out.error = "\"legal\" must be a non-empty array of moves";
        return false;
    }
    for (const Json& m : legal->asArray()) {
        const std::string text = m.isString() ? m.asString() : m.dump();
        const MoveTextParse parsed = m.isString() ? parseMoveText(text) : MoveTextParse{};
        if (!parsed.move) {
            out.error = "\"legal\" holds '" + displayToken(text) + "', which is not a move (" +
                        (m.isString() ? moveTextErrorName(parsed.error) : "not a string") + ")";
            return false;
        }
        out.legal.push_back({text, *parsed.move});
    }
    return true;
}

}  // namespace detail

BotRequest readBotRequest(std::string_view line, Variant variant) {
    if (isBlank(line)) return {};
    JsonError where;
    auto parsed = Json::parse(line, &where);
    if (!parsed) {
        return failed(std::nullopt, std::string("not JSON: ") + jsonErrorName(where.code) +
                                        " at column " + std::to_string(where.column));
    }
    const Json& j = parsed.value();
    if (!j.isObject()) return failed(std::nullopt, "a request is a JSON object");
    std::optional<Json> id;
    if (const Json* v = j.find("id")) id = *v;
    BotRequest out;
    out.id = id;
    if (j["quit"].asBool()) {
        out.kind = BotRequest::Kind::Quit;
        return out;
    }
    if (j.contains("event")) {
        out.kind = BotRequest::Kind::Event;
        return out;
    }
    if (const Json* v = j.find("variant")) {
        const auto named = v->isString() ? parseVariant(v->asString()) : std::nullopt;
        if (!named)
            return failed(id, "unknown variant '" +
                                  displayToken(v->isString() ? v->asString() : v->dump()) + "'");
        if (*named != variant)
            return failed(id, std::string("this bot plays ") + variantId(variant) + ", not " +
                                  variantId(*named));
    }
    if (const Json* v = j.find("expert_ms"); v && !v->isNull()) {
        if (!v->isInt() || v->asInt() < 1 || v->asInt() > 60000)
            return failed(id, "\"expert_ms\" must be a whole number from 1 to 60000");
        out.expertMs = static_cast<int>(v->asInt());
    }
    if (!detail::readLegal(j, out)) return failed(id, out.error);
    const Family family = familyOf(variant);
    const bool ok = family == Family::Gin     ? detail::readGinRequest(j, out)
                    : family == Family::Table ? detail::readTableRequest(j, out, variant)
                                              : detail::readIndianRequest(j, out, variant);
    if (!ok) return failed(id, out.error);
    out.kind = family == Family::Gin     ? BotRequest::Kind::Gin
               : family == Family::Table ? BotRequest::Kind::Table
                                         : BotRequest::Kind::Indian;
    return out;
}

std::optional<std::string> legalTextFor(const Move& move, const std::vector<LegalMove>& legal) {
    const MoveText mine = moveTextOf(move);
    for (const LegalMove& l : legal)
        if (l.move == mine) return l.text;
    for (const LegalMove& l : legal)
        if (l.move.kind == mine.kind && cardOfText(l.move) == cardOfText(mine)) return l.text;
    return std::nullopt;
}

std::string moveAnswer(const std::optional<Json>& id, const std::string& move, const char* reason) {
    Json out = Json::object();
    if (id) out.set("id", *id);
    out.set("move", move);
    if (reason) out.set("reason", reason);
    return out.dump();
}

std::string errorAnswer(const std::optional<Json>& id, const std::string& message) {
    Json out = Json::object();
    if (id) out.set("id", *id);
    out.set("error", message);
    return out.dump();
}

}  // namespace rummy::cli
