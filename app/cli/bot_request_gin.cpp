// SPDX-License-Identifier: GPL-3.0-or-later
// The Gin request of the bot protocol (docs/bot-protocol.md) read into a PlayerView.
#include <algorithm>
#include <array>

#include "bot_protocol.h"
#include "cli_common.h"
#include "gin/gin_round.h"

namespace rummy::cli::detail {

namespace {

Card ginCard(Face f) {
    return Card::natural(0, f);
}

// The request's "rules": the host's Gin rules; keys it does not name keep the defaults.
bool readGinRules(const Json& j, GinRules& rules, std::string& error) {
    const Json* r = j.find("rules");
    if (!r || r->isNull()) return true;
    if (!r->isObject()) {
        error = "\"rules\" must be an object";
        return false;
    }
    const std::array<std::pair<const char*, int GinRules::*>, 7> ints{{
        {"knock", &GinRules::knock},
        {"gin_bonus", &GinRules::ginBonus},
        {"undercut_bonus", &GinRules::undercutBonus},
        {"big_gin_bonus", &GinRules::bigGinBonus},
        {"target", &GinRules::target},
        {"game_bonus", &GinRules::gameBonus},
        {"box_bonus", &GinRules::boxBonus},
    }};
    const std::array<std::pair<const char*, bool GinRules::*>, 7> bools{{
        {"oklahoma", &GinRules::oklahoma},
        {"ace_upcard_gin_only", &GinRules::aceUpcardGinOnly},
        {"spades_double", &GinRules::spadesDouble},
        {"straight_gin", &GinRules::straightGin},
        {"tie_is_undercut", &GinRules::tieIsUndercut},
        {"may_discard_taken_card", &GinRules::mayDiscardTakenCard},
        {"shutout_doubles", &GinRules::shutoutDoubles},
    }};
    for (const auto& [key, member] : ints)
        if (!readInt(*r, key, rules.*member, error)) return false;
    for (const auto& [key, member] : bools) {
        const Json* v = r->find(key);
        if (!v || v->isNull()) continue;
        if (!v->isBool()) {
            error = std::string("rule \"") + key + "\" must be true or false";
            return false;
        }
        rules.*member = v->asBool();
    }
    if (const Json* w = r->find("wall"); w && !w->isNull()) {
        const std::string s = w->isString() ? w->asString() : "";
        if (s == "void") {
            rules.wall = GinWall::Void;
        } else if (s == "take-to-knock" || s == "take_to_knock") {
            rules.wall = GinWall::TakeToKnock;
        } else {
            error = "rule \"wall\" must be \"void\" or \"take-to-knock\"";
            return false;
        }
    }
    if (!rules.validate()) {
        error = "\"rules\" holds a value out of range";
        return false;
    }
    return true;
}

// A move of Gin as the engine takes it: faces become the one deck's cards.
bool ginMoveOf(const MoveText& t, Move& out) {
    switch (t.kind) {
        case MoveKind::DrawClosed:
            out = moves::DrawClosed{};
            return true;
        case MoveKind::DrawOpen:
            out = moves::DrawOpen{};
            return t.count == 1;
        case MoveKind::Pass:
            out = moves::Pass{};
            return true;
        case MoveKind::Discard:
            out = moves::Discard{ginCard(*t.card)};
            return !t.card->isPrintedJoker();
        case MoveKind::Knock: {
            moves::Knock k{ginCard(*t.card), {}};
            for (const auto& g : t.groups) {
                std::vector<Card> meld;
                for (const GroupCard& c : g) {
                    if (c.face.isPrintedJoker()) return false;
                    meld.push_back(ginCard(c.face));
                }
                k.melds.push_back(std::move(meld));
            }
            out = std::move(k);
            return !t.card->isPrintedJoker();
        }
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            return false;
    }
    return false;
}

bool readHistory(const Json& j, PlayerView& v, std::string& error) {
    const Json* h = j.find("history");
    if (!h || h->isNull()) return true;
    if (!h->isArray()) {
        error = "\"history\" must be an array";
        return false;
    }
    for (const Json& e : h->asArray()) {
        const Json& seat = e["seat"];
        const Json& move = e["move"];
        if (!e.isObject() || !seat.isInt() || seat.asInt() < 0 || seat.asInt() > 1 ||
            !move.isString()) {
            error = "each \"history\" entry needs \"seat\" (0 or 1) and \"move\"";
            return false;
        }
        const MoveTextParse parsed = parseMoveText(move.asString());
        PlayedMove pm;
        pm.seat = static_cast<int>(seat.asInt());
        if (!parsed.move || !ginMoveOf(*parsed.move, pm.move)) {
            error = "\"history\" holds '" + displayToken(move.asString()) +
                    "', which is not a Gin move";
            return false;
        }
        if (const Json* c = e.find("card"); c && !c->isNull()) {
            const auto face = c->isString() ? parseFace(c->asString()) : std::nullopt;
            if (!face || face->isPrintedJoker()) {
                error = "\"history\" holds a \"card\" that is not a card";
                return false;
            }
            pm.card = ginCard(*face);
        }
        v.history.push_back(std::move(pm));
    }
    return true;
}

// The phase the legal moves describe, and whether they agree with the hand.
bool readPhase(PlayerView& v, std::string& error) {
    bool draws = false, offer = false, throws = false, discards = false;
    for (const Move& m : v.legal) {
        switch (kindOf(m)) {
            case MoveKind::DrawClosed:
            case MoveKind::DrawOpen:
                draws = true;
                break;
            case MoveKind::Pass:
                offer = true;
                break;
            case MoveKind::Discard:
                discards = true;
                throws = true;
                break;
            default:  // Knock: ginMoveOf lets no other kind through
                throws = true;
                break;
        }
    }
    if (throws && (draws || offer)) {
        error = "\"legal\" mixes draws and discards";
        return false;
    }
    const std::size_t size = v.hand.size();
    if (throws) {
        v.gin().phase = GinPhase::Discard;
        v.gin().mustKnock = !discards;
        if (size != GinRules::kHandSize + 1) {
            error = "\"legal\" lists discards, so the hand must hold 11 cards, not " +
                    std::to_string(size);
            return false;
        }
    } else {
        // A pass is offered with the first upcard, and at the wall (two cards left) when the
        // host lets the next player take the last discard to knock.
        v.gin().phase =
            !offer ? GinPhase::Draw
                   : (v.stock <= GinRules::kWallStock ? GinPhase::Wall : GinPhase::FirstUpcard);
        if (v.gin().phase == GinPhase::Wall) v.gin().rules.wall = GinWall::TakeToKnock;
        if (size != GinRules::kHandSize) {
            error = "\"legal\" lists draws, so the hand must hold 10 cards, not " +
                    std::to_string(size);
            return false;
        }
    }
    for (const Move& m : v.legal) {
        if (const auto c = cardOf(m);
            c && std::find(v.hand.begin(), v.hand.end(), *c) == v.hand.end()) {
            error = "\"legal\" throws " + c->toString() + ", which is not in the hand";
            return false;
        }
        if (std::holds_alternative<moves::DrawOpen>(m) && v.pile.empty()) {
            error = "\"legal\" offers draw-open, but the discard pile is empty";
            return false;
        }
    }
    return true;
}

// The card this seat drew this turn: its last move, when that was a draw whose card the hand
// holds; taken from the pile when that draw was draw-open.
void readThisTurnsDraw(PlayerView& v) {
    if (v.gin().phase != GinPhase::Discard || v.history.empty()) return;
    const PlayedMove& last = v.history.back();
    if (last.seat != v.seat || !last.card ||
        std::find(v.hand.begin(), v.hand.end(), *last.card) == v.hand.end())
        return;
    if (std::holds_alternative<moves::DrawOpen>(last.move)) v.takenFromPile = last.card;
    if (std::holds_alternative<moves::DrawOpen>(last.move) ||
        std::holds_alternative<moves::DrawClosed>(last.move))
        v.drawnThisTurn = last.card;
}

// The hand's first upcard: the host's "first_upcard"; else the card taken by the first
// draw-open before any discard; else the bottom of the pile.
std::optional<Face> firstUpcardOf(const Json& j, const PlayerView& v) {
    if (const Json* f = j.find("first_upcard"); f && f->isString())
        if (const auto face = parseFace(f->asString())) return face;
    for (const PlayedMove& pm : v.history) {
        if (std::holds_alternative<moves::Discard>(pm.move)) break;
        if (std::holds_alternative<moves::DrawOpen>(pm.move)) {
            if (pm.card) return pm.card->face();
            break;
        }
    }
    if (!v.pile.empty()) return v.pile.front().card.face();
    return std::nullopt;
}

}  // namespace

bool readGinRequest(const Json& j, BotRequest& out) {
    PlayerView& v = out.view;
    v.extras.emplace<GinExtras>();
    std::string& error = out.error;
    if (!readInt(j, "seat", v.seat, error) || !readInt(j, "dealer", v.dealer, error)) return false;
    if (v.seat < 0 || v.seat > 1 || v.dealer < 0 || v.dealer > 1) {
        error = "\"seat\" and \"dealer\" must be 0 or 1";
        return false;
    }
    v.currentSeat = v.seat;
    std::vector<Face> hand, pile, upcard;
    if (!j.contains("hand")) {
        error = "the request has no \"hand\"";
        return false;
    }
    if (!readFaces(j, "hand", hand, error) || !readFaces(j, "discards", pile, error)) return false;
    if (!j.contains("discards"))
        if (const Json* u = j.find("upcard"); u && !u->isNull()) {
            const auto face = u->isString() ? parseFace(u->asString()) : std::nullopt;
            if (!face) {
                error = "\"upcard\" is not a card";
                return false;
            }
            pile.push_back(*face);
        }
    std::array<int, 52> seen{};
    for (const auto* list : {&hand, &pile}) {
        for (const Face f : *list) {
            if (f.isPrintedJoker()) {
                error = "Gin has no jokers";
                return false;
            }
            if (seen[static_cast<std::size_t>(f.index())]++ > 0) {
                error = "card " + f.toString() + " appears twice in the hand and discards";
                return false;
            }
            if (list == &hand)
                v.hand.push_back(ginCard(f));
            else
                v.pile.push_back({ginCard(f), -1});
        }
    }
    v.seats.assign(GinRound::kSeats, SeatView{});
    SeatView& me = v.seats[static_cast<std::size_t>(v.seat)];
    SeatView& opponent = v.seats[static_cast<std::size_t>(1 - v.seat)];
    me.cards = static_cast<int>(v.hand.size());
    opponent.cards = GinRules::kHandSize;
    if (!readInt(j, "opponent_cards", opponent.cards, error)) return false;
    v.stock = 52 - static_cast<int>(hand.size() + pile.size()) - opponent.cards;
    if (!readCount(j, "stock", 52 - 21, v.stock, error)) return false;
    if (!readGinRules(j, v.gin().rules, error) || !readHistory(j, v, error)) return false;
    for (const PlayedMove& m : v.history) tallyPublicMove(v, m);
    for (std::size_t s = 0; s < 2; ++s) {
        if (const Json& a = j["scores"]; a.isArray())
            v.seats[s].score = static_cast<int>(a[s].asInt());
        if (const Json& a = j["boxes"]; a.isArray())
            v.seats[s].dealsWon = static_cast<int>(a[s].asInt());
    }
    v.gin().firstUpcard = firstUpcardOf(j, v);
    v.gin().knockLimit = v.gin().firstUpcard
                             ? v.gin().rules.knockLimit(*v.gin().firstUpcard)
                             : (v.gin().rules.straightGin ? 0 : v.gin().rules.knock);
    if (!readInt(j, "knock_limit", v.gin().knockLimit, error)) return false;
    if (v.gin().knockLimit < 0 || v.gin().knockLimit > 10) {
        error = "\"knock_limit\" must be from 0 to 10";
        return false;
    }
    if (!checkLegalWords(out, GameRules{v.gin().rules}, error)) return false;
    for (const LegalMove& l : out.legal) {
        Move m;
        if (!ginMoveOf(l.move, m)) {
            error = "\"legal\" holds '" + displayToken(l.text) + "', which is not a Gin move";
            return false;
        }
        v.legal.push_back(std::move(m));
    }
    if (!readPhase(v, error)) return false;
    v.phase = v.gin().phase == GinPhase::Discard ? Phase::Discard : Phase::Draw;
    v.canDrawOpen = std::any_of(v.legal.begin(), v.legal.end(), [](const Move& m) {
        return std::holds_alternative<moves::DrawOpen>(m);
    });
    readThisTurnsDraw(v);
    return true;
}

}  // namespace rummy::cli::detail
