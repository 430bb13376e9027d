// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/table_game_texts.h"

#include <algorithm>

#include "table/table_hand.h"
#include "table/table_meld_ops.h"
#include "text/desktop_text.h"

namespace rummy {

QString TableGameTexts::refusal(ErrorCode code, const PlayerView& view) {
    switch (code) {
        case ErrorCode::WrongPhase:
            return view.table().phase == TablePhase::Draw
                       ? tr("Draw first: click the stock or the discard pile.")
                       : tr("You have drawn already: meld, lay off or discard.");
        case ErrorCode::BadGroups:
            return tr(
                "These cards do not make a meld: a set is three or four of a rank, a run "
                "three or more in a row of one suit.");
        case ErrorCode::MeldLimit:
            return tr("Only one meld per turn in this game.");
        case ErrorCode::NotOpened:
            return view.table().rules.opening > 0
                       ? tr("Not before your opening: first lay down melds worth %1 points.")
                             .arg(view.table().rules.opening)
                       : tr("Not before your first meld of your own.");
        case ErrorCode::OpeningTooLow:
            return tr("Your opening must be worth %1 points or more.")
                .arg(view.table().rules.opening);
        case ErrorCode::MustPlayCard:
            return view.table().obligation
                       ? tr("Play %1 now: the card you took must go into a meld at once.")
                             .arg(text::cardName(view.table().obligation->card))
                       : tr("The card you took must be played at once, and cannot be.");
        case ErrorCode::MustDiscard:
            return tr("End your turn with a discard.");
        case ErrorCode::NoSuchMeld:
            return tr("That card does not fit on that meld.");
        case ErrorCode::StockEmpty:
            return tr("The stock is empty: take the discard pile.");
        case ErrorCode::TakenCardBack:
            return tr("The card you took from the pile cannot go back on it this turn.");
        case ErrorCode::PlayableDiscard:
            return tr(
                "Your last card fits a meld on the table: lay it off (you then wait for your "
                "next turn without cards).");
        default:
            break;
    }
    return text::errorReason(code);
}

QString TableGameTexts::cards(const std::vector<Card>& cards) {
    QStringList names;
    for (Card c : cards) names << text::cardName(c);
    return names.join(QLatin1Char(' '));
}

std::vector<std::vector<Card>> TableGameTexts::layDown(const std::vector<Card>& cards,
                                                       const TableRules& rules) {
    std::vector<MeldCard> meld;
    for (Card c : cards) meld.push_back({c, std::nullopt});
    if (layMeld(meld, rules)) return {cards};
    std::vector<Face> faces;
    for (Card c : cards) faces.push_back(c.face());
    const TableHand best = bestTableHand(rules.melds, faces);
    if (best.melds.size() < 2 || !best.left.empty()) return {};
    std::vector<Card> rest = cards;
    std::vector<std::vector<Card>> out;
    for (const auto& m : best.melds) {
        out.emplace_back();
        for (Face f : m) {
            auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == f; });
            if (it == rest.end()) return {};
            out.back().push_back(*it);
            rest.erase(it);
        }
    }
    return out;
}

QString TableGameTexts::selection(const std::vector<Card>& cards, const PlayerView& view) {
    if (cards.empty()) return {};
    const auto melds = layDown(cards, view.table().rules);
    if (melds.empty()) return cards.size() < 3 ? QString() : tr("Not a meld");
    int value = 0;
    MeldKind kind = MeldKind::None;
    for (const auto& m : melds) {
        std::vector<MeldCard> mc;
        for (Card c : m) mc.push_back({c, std::nullopt});
        const auto laid = layMeld(mc, view.table().rules);
        if (!laid) return tr("Not a meld");
        value += meldValue(*laid, view.table().rules);
        kind = laid->kind;
    }
    QString line = melds.size() > 1        ? tr("%1 melds, %2 points").arg(melds.size()).arg(value)
                   : kind == MeldKind::Set ? tr("Set, %1 points").arg(value)
                                           : tr("Run, %1 points").arg(value);
    const bool opened = view.seats.size() > static_cast<std::size_t>(view.seat) &&
                        view.seats[static_cast<std::size_t>(view.seat)].opened;
    if (view.table().rules.opening > 0 && !opened)
        line += QStringLiteral(" · ") +
                tr("Opening: %1 of %2").arg(value).arg(view.table().rules.opening);
    return line;
}

}  // namespace rummy
