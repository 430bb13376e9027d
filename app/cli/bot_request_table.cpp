// SPDX-License-Identifier: GPL-3.0-or-later
// The table games' request of the bot protocol (docs/bot-protocol.md: Straight Rummy, Rummy
// 500, Rummy 51, Kaluki) read into a PlayerView.
#include <algorithm>
#include <array>

#include "bot_protocol.h"
#include "cli_common.h"
#include "io/table_rules_json.h"
#include "table/table_meld_ops.h"

namespace rummy::cli::detail {

namespace {

// Physical cards for the faces of a request: each face takes the next copy of the shoe, so
// that no two cards of the request are one card; more copies than the shoe holds is an error.
struct Shoe {
    int decks = 1;
    int jokers = 0;
    std::array<int, 52> used{};
    int jokersUsed = 0;

    std::optional<Card> take(Face f) {
        if (f.isPrintedJoker()) {
            if (jokersUsed >= jokers) return std::nullopt;
            return Card::printedJoker(jokersUsed++);
        }
        int& n = used[static_cast<std::size_t>(f.index())];
        if (n >= decks) return std::nullopt;
        return Card::natural(n++, f);
    }
};

bool tooMany(Face f, std::string& error) {
    error = "card " + f.toString() + " appears more often than the shoe holds";
    return false;
}

bool readCards(const Json& j, const char* field, Shoe& shoe, std::vector<Card>& out,
               std::string& error) {
    std::vector<Face> faces;
    if (!readFaces(j, field, faces, error)) return false;
    for (Face f : faces) {
        const auto c = shoe.take(f);
        if (!c) return tooMany(f, error);
        out.push_back(*c);
    }
    return true;
}

bool readIntList(const Json& j, const char* field, std::size_t size, std::vector<int>& out, int low,
                 int high, std::string& error) {
    const Json* v = j.find(field);
    if (!v || v->isNull()) return true;
    const std::string range = std::to_string(low) + " to " + std::to_string(high);
    if (!v->isArray() || v->size() != size) {
        error = std::string("\"") + field + "\" must be an array of " + std::to_string(size) +
                " whole numbers";
        return false;
    }
    out.clear();
    for (const Json& e : v->asArray()) {
        if (!e.isInt() || e.asInt() < low || e.asInt() > high) {
            error = std::string("\"") + field + "\" holds a value out of range (" + range + ")";
            return false;
        }
        out.push_back(static_cast<int>(e.asInt()));
    }
    return true;
}

// "melds": [{"owner": 1, "cards": ["QS", "QH", "JK=QD"], "laid_by": [1, 1, 0]}, ...].
bool readMelds(const Json& j, PlayerView& v, Shoe& shoe, std::string& error) {
    const Json* list = j.find("melds");
    if (!list || list->isNull()) return true;
    if (!list->isArray()) {
        error = "\"melds\" must be an array";
        return false;
    }
    for (const Json& m : list->asArray()) {
        const int number = static_cast<int>(v.melds.size()) + 1;
        const std::string where = "meld " + std::to_string(number);
        const Json& owner = m["owner"];
        const Json& cards = m["cards"];
        if (!m.isObject() || !owner.isInt() || owner.asInt() < 0 || owner.asInt() >= v.players() ||
            !cards.isArray()) {
            error = where + " needs \"owner\" (a seat) and \"cards\"";
            return false;
        }
        std::vector<MeldCard> laid;
        for (const Json& c : cards.asArray()) {
            const std::string text = c.isString() ? c.asString() : c.dump();
            const auto eq = text.find('=');
            const auto face = parseFace(text.substr(0, eq));
            const auto stands =
                eq == std::string::npos ? std::optional<Face>() : parseFace(text.substr(eq + 1));
            if (!c.isString() || !face || (eq != std::string::npos && !stands)) {
                error = where + " holds '" + displayToken(text) + "', which is not a card";
                return false;
            }
            const auto card = shoe.take(*face);
            if (!card) return tooMany(*face, error);
            laid.push_back({*card, stands});
        }
        const auto shaped = layMeld(laid, v.table().rules);
        if (!shaped) {
            error = where + " is not a meld under these rules";
            return false;
        }
        TableMeld t;
        t.number = number;
        t.owner = static_cast<int>(owner.asInt());
        t.kind = shaped->kind;
        t.cards = shaped->cards;
        t.laidBy.assign(t.cards.size(), t.owner);
        if (!readIntList(m, "laid_by", t.cards.size(), t.laidBy, 0, v.players() - 1, error)) {
            error = where + ": " + error;
            return false;
        }
        v.melds.push_back(std::move(t));
    }
    return true;
}

// A written move as the seat's cards: each face the first card of that face in the hand not
// used yet by the move; a meld number must be on the table, a taken card in that meld.
bool moveOf(const MoveText& t, const PlayerView& v, Move& out, std::string& error) {
    std::vector<bool> used(v.hand.size(), false);
    const auto fromHand = [&](Face f) -> std::optional<Card> {
        for (std::size_t i = 0; i < v.hand.size(); ++i)
            if (!used[i] && v.hand[i].face() == f) {
                used[i] = true;
                return v.hand[i];
            }
        error = "it names " + f.toString() + ", which is not in the hand";
        return std::nullopt;
    };
    const auto onTable = [&](int target) {
        if (target >= 1 && target <= static_cast<int>(v.melds.size())) return true;
        error = "there is no meld " + std::to_string(target) + " on the table";
        return false;
    };
    switch (t.kind) {
        case MoveKind::DrawClosed:
            out = moves::DrawClosed{};
            return true;
        case MoveKind::DrawOpen:
            if (t.count > static_cast<int>(v.pile.size())) {
                error = "the pile holds fewer cards than it takes";
                return false;
            }
            out = moves::DrawOpen{t.count};
            return true;
        case MoveKind::Done:
            out = moves::Done{};
            return true;
        case MoveKind::Discard: {
            const auto c = fromHand(*t.card);
            if (!c) return false;
            out = moves::Discard{*c};
            return true;
        }
        case MoveKind::LayOff:
        case MoveKind::Swap: {
            const auto c = fromHand(*t.card);
            if (!c || !onTable(t.target)) return false;
            if (t.kind == MoveKind::LayOff)
                out = moves::LayOff{*c, t.target, std::nullopt};
            else
                out = moves::Swap{*c, t.target};
            return true;
        }
        case MoveKind::Take: {
            if (!onTable(t.target)) return false;
            for (const MeldCard& mc : v.melds[static_cast<std::size_t>(t.target - 1)].cards)
                if (mc.card.face() == *t.card) {
                    out = moves::Take{mc.card, t.target};
                    return true;
                }
            error = "meld " + std::to_string(t.target) + " holds no " + t.card->toString();
            return false;
        }
        case MoveKind::Meld: {
            moves::Meld m;
            for (const auto& g : t.groups) {
                std::vector<MeldCard> meld;
                for (const GroupCard& gc : g) {
                    const auto c = fromHand(gc.face);
                    if (!c) return false;
                    meld.push_back({*c, gc.standsFor});
                }
                m.melds.push_back(std::move(meld));
            }
            out = std::move(m);
            return true;
        }
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Pass:
        case MoveKind::Knock:
            break;
    }
    error = "it is not a move of the table games";
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
        if (!e.isObject() || !seat.isInt() || seat.asInt() < 0 || seat.asInt() >= v.players() ||
            !move.isString()) {
            error = "each \"history\" entry needs \"seat\" (a seat) and \"move\"";
            return false;
        }
        const MoveTextParse parsed = parseMoveText(move.asString());
        if (!parsed.move) {
            error =
                "\"history\" holds '" + displayToken(move.asString()) + "', which is not a move";
            return false;
        }
        // Only what a move was and the card it names or took matter to the bots: the cards of
        // the history are faces (the first copy).
        PlayedMove pm;
        pm.seat = static_cast<int>(seat.asInt());
        const MoveText& t = *parsed.move;
        const auto first = [](Face f) {
            return f.isPrintedJoker() ? Card::printedJoker(0) : Card::natural(0, f);
        };
        switch (t.kind) {
            case MoveKind::DrawClosed:
                pm.move = moves::DrawClosed{};
                break;
            case MoveKind::DrawOpen:
                pm.move = moves::DrawOpen{t.count};
                break;
            case MoveKind::Discard:
                pm.move = moves::Discard{first(*t.card)};
                break;
            case MoveKind::LayOff:
                pm.move = moves::LayOff{first(*t.card), t.target, std::nullopt};
                break;
            case MoveKind::Swap:
                pm.move = moves::Swap{first(*t.card), t.target};
                break;
            case MoveKind::Take:
                pm.move = moves::Take{first(*t.card), t.target};
                break;
            case MoveKind::Meld: {
                moves::Meld m;
                for (const auto& g : t.groups) {
                    std::vector<MeldCard> meld;
                    for (const GroupCard& gc : g) meld.push_back({first(gc.face), gc.standsFor});
                    m.melds.push_back(std::move(meld));
                }
                pm.move = std::move(m);
                break;
            }
            case MoveKind::Done:
                pm.move = moves::Done{};
                break;
            default:
                error = "\"history\" holds '" + displayToken(move.asString()) +
                        "', which is not a move of the table games";
                return false;
        }
        if (const Json* c = e.find("card"); c && !c->isNull()) {
            const auto face = c->isString() ? parseFace(c->asString()) : std::nullopt;
            if (!face) {
                error = "\"history\" holds a \"card\" that is not a card";
                return false;
            }
            pm.card = first(*face);
        }
        v.history.push_back(std::move(pm));
    }
    return true;
}

bool readOptionalCard(const Json& j, const char* field, const PlayerView& v, bool mayBeGone,
                      std::optional<Card>& out, std::string& error) {
    const Json* c = j.find(field);
    if (!c || c->isNull()) return true;
    const auto face = c->isString() ? parseFace(c->asString()) : std::nullopt;
    if (!face) {
        error = std::string("\"") + field + "\" must be a card";
        return false;
    }
    for (Card h : v.hand)
        if (h.face() == *face) {
            out = h;
            return true;
        }
    if (!mayBeGone) {
        error = std::string("\"") + field + "\" must be a card of the hand";
        return false;
    }
    // Already played this turn (the card taken from the pile): its face is what counts.
    out = face->isPrintedJoker() ? Card::printedJoker(0) : Card::natural(0, *face);
    return true;
}

}  // namespace

bool readTableRequest(const Json& j, BotRequest& out, Variant variant) {
    PlayerView& v = out.view;
    v.extras.emplace<TableExtras>();
    std::string& error = out.error;
    v.table().rules = TableRules::preset(variant);
    if (const Json* r = j.find("rules"); r && !r->isNull()) {
        std::string badKey;
        auto rules = r->isObject() ? tableRulesFromJson(*r, variant, true, &badKey)
                                   : Result<TableRules>(ErrorCode::Parse);
        if (!rules) {
            error = r->isObject() ? "rule \"" + badKey + "\" is not one this game can play"
                                  : "\"rules\" must be an object";
            return false;
        }
        v.table().rules = *rules;
    }
    const Json* sizes = j.find("hand_sizes");
    if (!sizes || !sizes->isArray() || sizes->size() < TableRules::kMinSeats ||
        sizes->size() > TableRules::kMaxSeats) {
        error = "\"hand_sizes\" (one per seat, 2 to 6 seats) is required";
        return false;
    }
    const std::size_t seats = sizes->size();
    std::vector<int> handSizes(seats, 0);
    if (!readIntList(j, "hand_sizes", seats, handSizes, 0, 200, error)) return false;
    v.seats.assign(seats, SeatView{});
    for (std::size_t s = 0; s < seats; ++s) v.seats[s].cards = handSizes[s];
    if (const auto bad = v.table().rules.invalidField(static_cast<int>(seats))) {
        error = "these rules cannot seat " + std::to_string(seats) + " players (" + *bad + ")";
        return false;
    }
    if (!readInt(j, "seat", v.seat, error) || !readInt(j, "dealer", v.dealer, error)) return false;
    if (v.seat < 0 || v.seat >= static_cast<int>(seats) || v.dealer < 0 ||
        v.dealer >= static_cast<int>(seats)) {
        error = "\"seat\" and \"dealer\" must be seats of the table (0 to " +
                std::to_string(seats - 1) + ")";
        return false;
    }
    v.currentSeat = v.seat;
    if (!j.contains("hand")) {
        error = "the request has no \"hand\"";
        return false;
    }
    Shoe shoe{v.table().rules.decksFor(static_cast<int>(seats)),
              v.table().rules.jokersFor(static_cast<int>(seats))};
    std::vector<Card> pile;
    if (!readCards(j, "hand", shoe, v.hand, error) || !readCards(j, "pile", shoe, pile, error))
        return false;
    if (v.hand.empty()) {
        error = "\"hand\" holds no card";
        return false;
    }
    v.seats[static_cast<std::size_t>(v.seat)].cards = static_cast<int>(v.hand.size());
    std::vector<int> pileBy(pile.size(), -1);
    if (!readIntList(j, "pile_by", pile.size(), pileBy, -1, static_cast<int>(seats) - 1, error) ||
        !readMelds(j, v, shoe, error))
        return false;
    for (std::size_t i = 0; i < pile.size(); ++i) v.pile.push_back({pile[i], pileBy[i]});
    for (const TableMeld& m : v.melds) v.seats[static_cast<std::size_t>(m.owner)].opened = true;
    if (const Json* o = j.find("opened"); o && !o->isNull()) {
        if (!o->isArray() || o->size() != seats) {
            error = "\"opened\" must hold true or false per seat";
            return false;
        }
        for (std::size_t s = 0; s < seats; ++s) {
            if (!(*o)[s].isBool()) {
                error = "\"opened\" must hold true or false per seat";
                return false;
            }
            v.seats[s].opened = (*o)[s].asBool();
        }
    }
    if (!readCount(j, "stock", shoe.decks * 52 + shoe.jokers, v.stock, error) ||
        !readInt(j, "rebuilds", v.table().rebuilds, error) ||
        !readInt(j, "turns", v.table().turns, error))
        return false;
    if (v.table().rebuilds < 0 || v.table().turns < 0) {
        error = "\"rebuilds\" and \"turns\" cannot be negative";
        return false;
    }
    std::vector<int> scores(seats, 0);
    if (!readIntList(j, "scores", seats, scores, -1'000'000, 1'000'000, error)) return false;
    for (std::size_t s = 0; s < seats; ++s) v.seats[s].score = scores[s];
    if (!readOptionalCard(j, "taken_from_pile", v, true, v.takenFromPile, error)) return false;
    if (const Json* o = j.find("obligation"); o && !o->isNull()) {
        std::optional<Card> card;
        if (!o->isObject() || !readOptionalCard(*o, "card", v, false, card, error) || !card) {
            error = "\"obligation\" must be {\"card\": a card of the hand, \"new_meld\": bool}";
            return false;
        }
        v.table().obligation = TableObligation{*card, (*o)["new_meld"].asBool()};
    }
    if (!readHistory(j, v, error)) return false;
    if (!checkLegalWords(out, GameRules{v.table().rules}, error)) return false;
    bool draws = false;
    for (const LegalMove& l : out.legal) {
        Move m;
        std::string why;
        if (!moveOf(l.move, v, m, why)) {
            error = "\"legal\" holds '" + displayToken(l.text) + "': " + why;
            return false;
        }
        const MoveKind k = kindOf(m);
        draws =
            draws || k == MoveKind::DrawClosed || k == MoveKind::DrawOpen || k == MoveKind::Take;
        v.legal.push_back(std::move(m));
    }
    v.table().phase = draws ? TablePhase::Draw : TablePhase::Play;
    v.phase = draws ? Phase::Draw : Phase::Discard;
    v.canDrawOpen = std::any_of(v.legal.begin(), v.legal.end(), [](const Move& m) {
        return std::holds_alternative<moves::DrawOpen>(m);
    });
    v.wildCards = v.table().rules.jokers > 0 ? WildCards{} : WildCards::none();
    for (const PlayedMove& m : v.history) tallyPublicMove(v, m);
    return true;
}

}  // namespace rummy::cli::detail
