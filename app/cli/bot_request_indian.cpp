// SPDX-License-Identifier: GPL-3.0-or-later
// The Indian request of the bot protocol (13 or 21 cards) (docs/bot-protocol.md) read into a
// PlayerView, what the Indian bots (ai/bot.h) are given.
#include <algorithm>
#include <array>

#include "bot_protocol.h"
#include "cli_common.h"
#include "indian/hand_rules.h"
#include "io/serialization.h"

namespace rummy::cli::detail {

namespace {

constexpr int kMaxSeats = 6;

// Physical cards for written faces: the copies of each face handed out in order (the hand
// first), so that no two cards of a request are the same card.
class CardMint {
public:
    Card next(Face f) {
        int& n = used_[static_cast<std::size_t>(f.index())];
        const int copy = n++;
        return f.isPrintedJoker() ? Card::printedJoker(copy % 4) : Card::natural(copy % 3, f);
    }
    int used(Face f) const { return used_[static_cast<std::size_t>(f.index())]; }

private:
    std::array<int, Face::kCount> used_{};
};

// The rules of the request, over the preset of the process's game (13 or 21 cards): a
// "variant" key inside "rules", when given, must name that game.
bool readRules(const Json& j, Variant variant, IndianRules& rules, std::string& error) {
    rules = IndianRules::preset(MatchFormat::Points, variant);
    const Json* r = j.find("rules");
    if (!r || r->isNull()) return true;
    Json withFormat = r->isObject() ? *r : Json();
    if (r->isObject() && !r->contains("format")) withFormat.set("format", "points");
    if (r->isObject() && !r->contains("variant")) withFormat.set("variant", variantId(variant));
    auto read = Serialization::rulesFromJson(withFormat);
    if (!read) {
        error = "\"rules\" is not a rule set (docs/rules.md keys, \"format\" a format name)";
        return false;
    }
    if (read.value().variant != variant) {
        error = std::string("\"rules\" are for another game than ") + variantId(variant);
        return false;
    }
    rules = read.value();
    return true;
}

// An Indian move written in the history, with faces made cards by `mint`.
bool indianMoveOf(const MoveText& t, CardMint& mint, Move& out) {
    switch (t.kind) {
        case MoveKind::DrawClosed:
            out = moves::DrawClosed{};
            return true;
        case MoveKind::DrawOpen:
            out = moves::DrawOpen{};
            return t.count == 1;
        case MoveKind::Discard:
            out = moves::Discard{mint.next(*t.card)};
            return true;
        case MoveKind::Finish: {
            moves::Finish f{mint.next(*t.card), {}};
            for (const auto& g : t.groups) {
                std::vector<Card> group;
                for (const GroupCard& c : g) group.push_back(mint.next(c.face));
                f.groups.push_back(std::move(group));
            }
            out = std::move(f);
            return true;
        }
        case MoveKind::Drop:
            out = moves::Drop{};
            return true;
        case MoveKind::MissTurn:
            out = moves::MissTurn{};
            return true;
        case MoveKind::Pass:
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            return false;
    }
    return false;
}

std::optional<Outcome> parseOutcome(std::string_view name) {
    for (Outcome o : {Outcome::Playing, Outcome::Won, Outcome::Lost, Outcome::FirstDrop,
                      Outcome::MiddleDrop, Outcome::WrongDeclaration, Outcome::SittingOut})
        if (name == outcomeName(o)) return o;
    return std::nullopt;
}

bool readSeats(const Json& j, PlayerView& v, std::string& error) {
    int players = 2;
    const Json* seats = j.find("seats");
    if (seats && !seats->isArray()) {
        error = "\"seats\" must be an array";
        return false;
    }
    if (seats) players = static_cast<int>(seats->size());
    if (!readInt(j, "players", players, error)) return false;
    if (players < 2 || players > kMaxSeats || (seats && seats->size() != std::size_t(players))) {
        error = "a table has 2 to 6 seats (\"players\" and \"seats\" must agree)";
        return false;
    }
    v.seats.assign(static_cast<std::size_t>(players), SeatView{});
    for (int s = 0; s < players; ++s) {
        SeatView& sv = v.seats[static_cast<std::size_t>(s)];
        sv.cards = v.indian().rules.handSize;
        if (!seats) continue;
        const Json& e = (*seats)[static_cast<std::size_t>(s)];
        if (!readInt(e, "cards", sv.cards, error) || !readInt(e, "score", sv.score, error))
            return false;
        sv.out = e["out"].asBool();
        sv.hasDrawn = e["has_drawn"].asBool();
        if (const Json* o = e.find("outcome"); o && o->isString()) {
            const auto outcome = parseOutcome(o->asString());
            if (!outcome) {
                error = "unknown seat outcome '" + displayToken(o->asString()) + "'";
                return false;
            }
            sv.outcome = *outcome;
        }
    }
    return true;
}

bool readOpenDeck(const Json& j, PlayerView& v, CardMint& mint, std::string& error) {
    const Json* open = j.find("open_deck");
    if (!open || open->isNull()) return true;
    if (!open->isArray()) {
        error = "\"open_deck\" must be an array";
        return false;
    }
    for (const Json& e : open->asArray()) {
        const Json& c = e.isObject() ? e["card"] : e;
        const auto face = c.isString() ? parseFace(c.asString()) : std::nullopt;
        if (!face) {
            error = "\"open_deck\" holds something that is not a card";
            return false;
        }
        int by = -1;
        if (e.isObject() && !readInt(e, "by", by, error)) return false;
        v.pile.push_back({mint.next(*face), by});
    }
    return true;
}

// The history, and what it shows of every seat: what each took from and threw to the open
// deck (as PlayerView::of reads a round's history).
bool readHistory(const Json& j, PlayerView& v, CardMint& mint, std::vector<PlayedMove>& history,
                 std::string& error) {
    const Json* h = j.find("history");
    if (!h || h->isNull()) return true;
    if (!h->isArray()) {
        error = "\"history\" must be an array";
        return false;
    }
    for (const Json& e : h->asArray()) {
        const Json& seat = e["seat"];
        const Json& move = e["move"];
        const int players = static_cast<int>(v.seats.size());
        if (!e.isObject() || !seat.isInt() || seat.asInt() < 0 || seat.asInt() >= players ||
            !move.isString()) {
            error = "each \"history\" entry needs \"seat\" (a seat of the table) and \"move\"";
            return false;
        }
        const MoveTextParse parsed = parseMoveText(move.asString());
        PlayedMove pm;
        pm.seat = static_cast<int>(seat.asInt());
        if (!parsed.move || !indianMoveOf(*parsed.move, mint, pm.move)) {
            error = "\"history\" holds '" + displayToken(move.asString()) +
                    "', which is not a move of this game";
            return false;
        }
        if (const Json* c = e.find("card"); c && c->isString())
            if (const auto face = parseFace(c->asString())) pm.card = mint.next(*face);
        SeatView& sv = v.seats[static_cast<std::size_t>(pm.seat)];
        switch (kindOf(pm.move)) {
            case MoveKind::DrawOpen:
                sv.hasDrawn = true;
                if (pm.card) sv.pickedFromOpen.push_back(*pm.card);
                break;
            case MoveKind::DrawClosed:
                sv.hasDrawn = true;
                break;
            case MoveKind::Discard:
                sv.discarded.push_back(std::get<moves::Discard>(pm.move).card);
                break;
            case MoveKind::MissTurn:
                if (pm.card) sv.discarded.push_back(*pm.card);
                break;
            case MoveKind::Finish:  // a declaration still in the history was a wrong one
                sv.discarded.push_back(std::get<moves::Finish>(pm.move).card);
                break;
            default:
                break;
        }
        history.push_back(std::move(pm));
    }
    return true;
}

}  // namespace

bool readIndianRequest(const Json& j, BotRequest& out, Variant variant) {
    PlayerView& v = out.view;
    v.extras.emplace<IndianExtras>();
    std::string& error = out.error;
    if (!readRules(j, variant, v.indian().rules, error) || !readSeats(j, v, error)) return false;
    const int players = static_cast<int>(v.seats.size());
    if (!v.indian().rules.validate(players)) {
        error = "\"rules\" cannot be played at this table";
        return false;
    }
    v.dealer = players - 1;
    if (!readInt(j, "seat", v.seat, error) || !readInt(j, "dealer", v.dealer, error)) return false;
    if (v.seat < 0 || v.seat >= players || v.dealer < 0 || v.dealer >= players) {
        error = "\"seat\" and \"dealer\" must be seats of the table";
        return false;
    }
    v.currentSeat = v.seat;
    CardMint mint;
    std::vector<Face> hand;
    if (!j.contains("hand")) {
        error = "the request has no \"hand\"";
        return false;
    }
    if (!readFaces(j, "hand", hand, error)) return false;
    for (const Face f : hand) {
        v.hand.push_back(mint.next(f));
        const int limit =
            f.isPrintedJoker() ? v.indian().rules.printedJokers : v.indian().rules.decks;
        if (mint.used(f) > limit) {
            error = "card " + f.toString() + " appears more often than the shoe holds";
            return false;
        }
    }
    if (const Json* w = j.find("wild_card"); w && !w->isNull()) {
        const auto face = w->isString() ? parseFace(w->asString()) : std::nullopt;
        if (!face) {
            error = "\"wild_card\" is not a card";
            return false;
        }
        v.wildCard = mint.next(*face);
        v.wild = WildRank{face->isPrintedJoker() ? Rank::Ace : face->rank()};
        // 21-card's value cards are wild too (indian/hand_rules.h).
        v.wildCards = dealWildCards(v.indian().rules, v.wildCard);
    }
    std::vector<PlayedMove> history;
    if (!readOpenDeck(j, v, mint, error) || !readHistory(j, v, mint, history, error)) return false;
    v.seats[static_cast<std::size_t>(v.seat)].cards = static_cast<int>(hand.size());
    v.stock = 0;
    if (!readCount(j, "closed_deck", v.indian().rules.shoeSize(), v.stock, error) ||
        !readInt(j, "deal", v.dealNumber, error) ||
        !checkLegalWords(out, GameRules{v.indian().rules}, error))
        return false;
    v.indian().regularDeals = v.indian().rules.dealsCount();
    // The phase from the legal moves.
    bool draws = false, throws = false;
    for (const LegalMove& l : out.legal) {
        switch (l.move.kind) {
            case MoveKind::DrawClosed:
            case MoveKind::DrawOpen:
            case MoveKind::Drop:
                draws = true;
                v.canDrawOpen = v.canDrawOpen || l.move.kind == MoveKind::DrawOpen;
                v.indian().canDrop = v.indian().canDrop || l.move.kind == MoveKind::Drop;
                break;
            case MoveKind::Discard:
            case MoveKind::Finish:
                throws = true;
                if (std::find_if(v.hand.begin(), v.hand.end(), [&](Card c) {
                        return c.face() == *l.move.card;
                    }) == v.hand.end()) {
                    error = "\"legal\" throws " + l.move.card->toString() +
                            ", which is not in the hand";
                    return false;
                }
                break;
            default:
                error = "\"legal\" holds '" + displayToken(l.text) +
                        "', which is not a move of this game";
                return false;
        }
    }
    if (draws && throws) {
        error = "\"legal\" mixes draws and discards";
        return false;
    }
    // The bots take the open deck's top card as given when they may draw it (the engine never
    // offers an empty deck).
    if (v.canDrawOpen && v.pile.empty()) {
        error = "\"legal\" lists draw-open, but \"open_deck\" is empty";
        return false;
    }
    v.phase = throws ? Phase::Discard : Phase::Draw;
    const int want = v.indian().rules.handSize + (throws ? 1 : 0);
    if (static_cast<int>(hand.size()) != want) {
        error = std::string("\"legal\" lists ") + (throws ? "discards" : "draws") +
                ", so the hand must hold " + std::to_string(want) + " cards, not " +
                std::to_string(hand.size());
        return false;
    }
    const SeatView& me = v.seats[static_cast<std::size_t>(v.seat)];
    v.indian().dropPoints = me.hasDrawn ? v.indian().rules.middleDrop : v.indian().rules.firstDrop;
    // The card drawn this turn: the seat's last move, when it was a draw of a card it holds.
    if (throws && !history.empty()) {
        const PlayedMove& last = history.back();
        if (last.seat == v.seat && last.card &&
            (std::holds_alternative<moves::DrawClosed>(last.move) ||
             std::holds_alternative<moves::DrawOpen>(last.move))) {
            for (auto it = v.hand.rbegin(); it != v.hand.rend(); ++it)
                if (it->face() == last.card->face()) {
                    v.drawnThisTurn = *it;
                    break;
                }
        }
    }
    v.history = std::move(history);
    return true;
}

}  // namespace rummy::cli::detail
