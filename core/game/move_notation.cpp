// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/move_notation.h"

#include <array>
#include <charconv>

namespace rummy {

namespace {

struct KindName {
    MoveKind kind;
    const char* name;
};
// Indexed by MoveKind; a test checks that every kind round-trips through its name.
constexpr std::array<KindName, kMoveKindCount> kKindNames{{
    {MoveKind::DrawClosed, "draw-closed"},
    {MoveKind::DrawOpen, "draw-open"},
    {MoveKind::Discard, "discard"},
    {MoveKind::Finish, "finish"},
    {MoveKind::Drop, "drop"},
    {MoveKind::MissTurn, "miss-turn"},
    {MoveKind::Pass, "pass"},
    {MoveKind::Knock, "knock"},
    {MoveKind::Meld, "meld"},
    {MoveKind::LayOff, "layoff"},
    {MoveKind::Swap, "swap"},
    {MoveKind::Take, "take"},
    {MoveKind::Done, "done"},
}};

// What a word takes after it.
struct Shape {
    bool card = false;    // a card first
    bool count = false;   // an optional count (draw-open)
    bool target = false;  // a meld number after the card
    bool groups = false;  // groups after the card, if any
    bool needsGroup = false;
};

Shape shapeOf(MoveKind k) {
    switch (k) {
        case MoveKind::DrawOpen:
            return {.count = true};
        case MoveKind::Discard:
            return {.card = true};
        case MoveKind::Finish:
        case MoveKind::Knock:
            return {.card = true, .groups = true};
        case MoveKind::Meld:
            return {.groups = true, .needsGroup = true};
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
            return {.card = true, .target = true};
        case MoveKind::DrawClosed:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Pass:
        case MoveKind::Done:
            break;
    }
    return {};
}

// Tokens: words separated by spaces and tabs, and each bracket on its own.
std::vector<std::string_view> tokenize(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
        } else if (c == '[' || c == ']') {
            out.push_back(line.substr(i, 1));
            ++i;
        } else {
            std::size_t j = i;
            while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' &&
                   line[j] != '\n' && line[j] != '[' && line[j] != ']')
                ++j;
            out.push_back(line.substr(i, j - i));
            i = j;
        }
    }
    return out;
}

// A meld number or a count: 1..999, digits only.
std::optional<int> parseSmallNumber(std::string_view t) {
    int v = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || ptr != t.data() + t.size() || t.empty() || t[0] == '+' || v < 1 ||
        v > 999)
        return std::nullopt;
    return v;
}

// "7H" or, inside a group, "JK=7H". `error` says what was wrong when nothing comes back.
std::optional<GroupCard> parseGroupCard(std::string_view t, bool allowStandsFor,
                                        MoveTextError& error) {
    GroupCard gc;
    const auto eq = t.find('=');
    const auto face = parseFace(t.substr(0, eq));
    if (!face) {
        error = MoveTextError::BadCard;
        return std::nullopt;
    }
    gc.face = *face;
    if (eq != std::string_view::npos) {
        const auto stands = allowStandsFor ? parseFace(t.substr(eq + 1)) : std::nullopt;
        if (!stands || stands->isPrintedJoker()) {
            error = MoveTextError::BadStandsFor;
            return std::nullopt;
        }
        gc.standsFor = *stands;
    }
    return gc;
}

void appendGroup(std::string& out, const std::vector<GroupCard>& group) {
    out += " [";
    for (std::size_t i = 0; i < group.size(); ++i) {
        if (i) out += ' ';
        out += group[i].face.toString();
        if (group[i].standsFor) {
            out += '=';
            out += group[i].standsFor->toString();
        }
    }
    out += ']';
}

}  // namespace

const char* moveKindName(MoveKind kind) {
    return kKindNames[static_cast<std::size_t>(kind)].name;
}

std::optional<MoveKind> parseMoveKind(std::string_view word) {
    for (const KindName& k : kKindNames)
        if (word == k.name) return k.kind;
    return std::nullopt;
}

const char* moveTextErrorName(MoveTextError e) {
    switch (e) {
        case MoveTextError::None:
            return "none";
        case MoveTextError::Empty:
            return "empty";
        case MoveTextError::UnknownWord:
            return "unknown_word";
        case MoveTextError::BadCard:
            return "bad_card";
        case MoveTextError::MissingCard:
            return "missing_card";
        case MoveTextError::BadNumber:
            return "bad_number";
        case MoveTextError::MissingNumber:
            return "missing_number";
        case MoveTextError::BadGroup:
            return "bad_group";
        case MoveTextError::BadStandsFor:
            return "bad_stands_for";
        case MoveTextError::ExtraArguments:
            return "extra_arguments";
    }
    return "unknown";
}

std::string MoveText::toString() const {
    std::string out = moveKindName(kind);
    const Shape shape = shapeOf(kind);
    if (kind == MoveKind::DrawOpen && count != 1) {
        out += ' ';
        out += std::to_string(count);
    }
    if (shape.card && card) {
        out += ' ';  // appended piecewise: GCC 12 warns falsely on `" " + str` (bug 105651)
        out += card->toString();
    }
    if (shape.target) {
        out += ' ';
        out += std::to_string(target);
    }
    for (const auto& g : groups) appendGroup(out, g);
    return out;
}

MoveTextParse parseMoveText(std::string_view line) {
    const std::vector<std::string_view> tokens = tokenize(line);
    MoveTextParse result;
    auto fail = [&](MoveTextError e, std::size_t at) {
        result.error = e;
        result.token = at;
        return result;
    };
    if (tokens.empty()) return fail(MoveTextError::Empty, 0);
    const auto kind = parseMoveKind(tokens[0]);
    if (!kind) return fail(MoveTextError::UnknownWord, 0);
    MoveText move;
    move.kind = *kind;
    const Shape shape = shapeOf(*kind);
    std::size_t i = 1;
    if (shape.count && i < tokens.size()) {
        const auto n = parseSmallNumber(tokens[i]);
        if (!n) return fail(MoveTextError::BadNumber, i);
        move.count = *n;
        ++i;
    }
    if (shape.card) {
        if (i == tokens.size() || tokens[i] == "[" || tokens[i] == "]")
            return fail(MoveTextError::MissingCard, i);
        MoveTextError e = MoveTextError::None;
        const auto c = parseGroupCard(tokens[i], false, e);
        if (!c) return fail(e, i);
        move.card = c->face;
        ++i;
    }
    if (shape.target) {
        if (i == tokens.size()) return fail(MoveTextError::MissingNumber, i);
        const auto n = parseSmallNumber(tokens[i]);
        if (!n) return fail(MoveTextError::BadNumber, i);
        move.target = *n;
        ++i;
    }
    if (shape.groups) {
        while (i < tokens.size()) {
            if (tokens[i] != "[") return fail(MoveTextError::BadGroup, i);
            ++i;
            std::vector<GroupCard> group;
            while (i < tokens.size() && tokens[i] != "]") {
                if (tokens[i] == "[") return fail(MoveTextError::BadGroup, i);
                MoveTextError e = MoveTextError::None;
                const auto c = parseGroupCard(tokens[i], true, e);
                if (!c) return fail(e, i);
                group.push_back(*c);
                ++i;
            }
            if (i == tokens.size() || group.empty()) return fail(MoveTextError::BadGroup, i);
            ++i;  // the closing bracket
            move.groups.push_back(std::move(group));
        }
        if (shape.needsGroup && move.groups.empty()) return fail(MoveTextError::BadGroup, i);
    }
    if (i != tokens.size()) return fail(MoveTextError::ExtraArguments, i);
    result.move = std::move(move);
    return result;
}

std::vector<Card> cardsNamed(const Move& move) {
    std::vector<Card> out;
    if (const auto c = cardOf(move)) out.push_back(*c);
    auto addGroups = [&out](const std::vector<std::vector<Card>>& groups) {
        for (const auto& g : groups) out.insert(out.end(), g.begin(), g.end());
    };
    if (const auto* f = std::get_if<moves::Finish>(&move)) addGroups(f->groups);
    if (const auto* k = std::get_if<moves::Knock>(&move)) addGroups(k->melds);
    if (const auto* m = std::get_if<moves::Meld>(&move))
        for (const auto& g : m->melds)
            for (const MeldCard& mc : g) out.push_back(mc.card);
    return out;
}

Result<Move> indianMoveOf(const MoveText& move, const std::vector<Card>& hand, CopyHints* hints) {
    std::vector<bool> used(hand.size(), false);
    // The hinted copy if it fits, else the first unused card of the hand with this face.
    auto take = [&](Face f) -> std::optional<Card> {
        if (hints && hints->next < hints->cards.size()) {
            const Card hint = hints->cards[hints->next++];
            for (std::size_t i = 0; i < hand.size(); ++i)
                if (!used[i] && hand[i] == hint && hint.face() == f) {
                    used[i] = true;
                    return hand[i];
                }
        }
        for (std::size_t i = 0; i < hand.size(); ++i)
            if (!used[i] && hand[i].face() == f) {
                used[i] = true;
                return hand[i];
            }
        return std::nullopt;
    };
    switch (move.kind) {
        case MoveKind::DrawClosed:
            return Move{moves::DrawClosed{}};
        case MoveKind::DrawOpen:
            if (move.count != 1) return ErrorCode::NotInThisGame;
            return Move{moves::DrawOpen{}};
        case MoveKind::Drop:
            return Move{moves::Drop{}};
        case MoveKind::MissTurn:
            return Move{moves::MissTurn{}};
        case MoveKind::Discard:
        case MoveKind::Finish: {
            if (!move.card) return ErrorCode::Parse;
            const auto card = take(*move.card);
            if (!card) return ErrorCode::CardNotInHand;
            if (move.kind == MoveKind::Discard) return Move{moves::Discard{*card}};
            std::vector<std::vector<Card>> groups;
            for (const auto& g : move.groups) {
                groups.emplace_back();
                for (const GroupCard& gc : g) {
                    // An Indian declaration fixes no joker's meaning: the groups say it all.
                    if (gc.standsFor) return ErrorCode::NotInThisGame;
                    const auto c = take(gc.face);
                    if (!c) return ErrorCode::CardNotInHand;
                    groups.back().push_back(*c);
                }
            }
            return Move{moves::Finish{*card, std::move(groups)}};
        }
        case MoveKind::Pass:
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            break;
    }
    return ErrorCode::NotInThisGame;
}

namespace {
std::vector<std::vector<GroupCard>> groupsOf(const std::vector<std::vector<Card>>& groups) {
    std::vector<std::vector<GroupCard>> out;
    for (const auto& g : groups) {
        out.emplace_back();
        for (Card c : g) out.back().push_back({c.face(), std::nullopt});
    }
    return out;
}
}  // namespace

MoveText moveTextOf(const Move& move) {
    MoveText m;
    m.kind = kindOf(move);
    std::visit(overloaded{
                   [&](const moves::DrawOpen& d) { m.count = d.count; },
                   [&](const moves::Discard& d) { m.card = d.card.face(); },
                   [&](const moves::Finish& f) {
                       m.card = f.card.face();
                       m.groups = groupsOf(f.groups);
                   },
                   [&](const moves::Knock& k) {
                       m.card = k.card.face();
                       m.groups = groupsOf(k.melds);
                   },
                   [&](const moves::Meld& ml) {
                       for (const auto& g : ml.melds) {
                           m.groups.emplace_back();
                           for (const MeldCard& c : g)
                               m.groups.back().push_back({c.card.face(), c.standsFor});
                       }
                   },
                   [&](const moves::LayOff& l) {
                       m.card = l.card.face();
                       m.target = l.target;
                   },
                   [&](const moves::Swap& s) {
                       m.card = s.card.face();
                       m.target = s.target;
                   },
                   [&](const moves::Take& t) {
                       m.card = t.card.face();
                       m.target = t.target;
                   },
                   [](const moves::DrawClosed&) {},
                   [](const moves::Drop&) {},
                   [](const moves::MissTurn&) {},
                   [](const moves::Pass&) {},
                   [](const moves::Done&) {},
               },
               move);
    return m;
}

}  // namespace rummy
