// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/table_game_input.h"

#include <algorithm>
#include <optional>

#include "controller/table_game_controller.h"
#include "scene/card_item.h"
#include "scene/hand_focus.h"
#include "scene/table_game_texts.h"

namespace rummy {

TableGameInput::TableGameInput(TableGameController* controller, Table table)
    : controller_(controller), table_(std::move(table)) {}

std::vector<Card> TableGameInput::selection() const {
    std::vector<Card> out;
    for (Card c : table_.hand)
        if (std::find(table_.selected.begin(), table_.selected.end(), c) != table_.selected.end())
            out.push_back(c);
    return out;
}

void TableGameInput::setSelection(const std::vector<Card>& cards) {
    table_.selected = cards;
    table_.layout();
}

void TableGameInput::toggleSelected(Card card) {
    auto it = std::find(table_.selected.begin(), table_.selected.end(), card);
    if (it != table_.selected.end())
        table_.selected.erase(it);
    else
        table_.selected.push_back(card);
    table_.layout();
}

Status TableGameInput::playMove(const Move& move) {
    const PlayerView before = controller_->view();
    Status s = controller_->play(move);
    if (!s) {
        QString why = TableGameTexts::refusal(s.error(), before);
        // 51's opening: say how far the cards fall short.
        if (const auto* m = std::get_if<moves::Meld>(&move);
            m && s.error() == ErrorCode::OpeningTooLow)
            why = tr("The opening needs %1 more points.")
                      .arg(controller_->round().openingShortfall(*m));
        table_.problem(why);
    }
    return s;
}

Status TableGameInput::drawStock() {
    return playMove(moves::DrawClosed{});
}

Status TableGameInput::takeFromPile(int index) {
    const int n = static_cast<int>(controller_->round().pile().size());
    return playMove(moves::DrawOpen{std::max(1, n - index)});
}

Status TableGameInput::meldSelection() {
    const std::vector<Card> cards = selection();
    if (cards.size() < 3) {
        table_.problem(tr("Select three or more cards that make a set or a run, then Meld."));
        return ErrorCode::BadCount;
    }
    // Cards that make several melds at once go down together (51's opening, often two melds).
    std::vector<std::vector<Card>> melds =
        TableGameTexts::layDown(cards, controller_->view().table().rules);
    if (melds.empty()) melds = {cards};  // for the engine's reason
    moves::Meld meld;
    for (const auto& m : melds) {
        meld.melds.emplace_back();
        for (Card c : m) meld.melds.back().push_back({c, std::nullopt});
    }
    const Status s = playMove(meld);
    if (s) setSelection({});
    return s;
}

Status TableGameInput::layOffSelection(int meldNumber) {
    const std::vector<Card> cards = selection();
    if (cards.size() != 1) {
        table_.problem(tr("Select one card to lay off, then click a meld on the table."));
        return ErrorCode::BadCount;
    }
    const Card card = cards.front();
    const PlayerView v = controller_->view();
    // A natural card onto a meld whose joker stands for it swaps (51); else it is laid off.
    auto tryOn = [&](int number) -> std::optional<Move> {
        const Move swap = moves::Swap{card, number};
        if (controller_->round().check(swap)) return swap;
        const Move lay = moves::LayOff{card, number, std::nullopt};
        if (controller_->round().check(lay)) return lay;
        return std::nullopt;
    };
    std::optional<Move> move;
    if (meldNumber > 0) {
        move = tryOn(meldNumber);
        if (!move) move = moves::LayOff{card, meldNumber, std::nullopt};  // for its reason
    } else {
        for (const TableMeld& m : v.melds)
            if ((move = tryOn(m.number))) break;
        if (!move) {
            table_.problem(
                tr("%1 fits on no meld on the table.").arg(TableGameTexts::cards({card})));
            return ErrorCode::NoSuchMeld;
        }
    }
    return playMove(*move);
}

Status TableGameInput::discardSelection() {
    const std::vector<Card> cards = selection();
    if (cards.size() != 1) {
        table_.problem(tr("Select one card to discard."));
        return ErrorCode::BadCount;
    }
    return playMove(moves::Discard{cards.front()});
}

Status TableGameInput::done() {
    return playMove(moves::Done{});
}

void TableGameInput::cardClicked(CardItem* item) {
    const Card c = item->card();
    const auto& pile = controller_->round().pile();
    if (auto it = std::find(pile.begin(), pile.end(), c); it != pile.end()) {
        (void)takeFromPile(static_cast<int>(it - pile.begin()));
        return;
    }
    const auto& hand = table_.hand;
    if (auto it = std::find(hand.begin(), hand.end(), c); it != hand.end()) {
        table_.focus = static_cast<int>(it - hand.begin());
        toggleSelected(c);
        return;
    }
    // A card of a meld: lay the one selected card off on that meld.
    for (const auto& [number, rect] : table_.melds)
        if (rect.contains(item->sceneBoundingRect().center())) {
            (void)layOffSelection(number);
            return;
        }
}

bool TableGameInput::cardDropped(CardItem* item) {
    const Card c = item->card();
    if (std::find(table_.hand.begin(), table_.hand.end(), c) == table_.hand.end()) return false;
    const QPointF at = item->sceneBoundingRect().center();
    if (table_.pile.adjusted(-20, -20, 20, 20).contains(at) ||
        table_.stock.adjusted(-20, -20, 20, 20).contains(at)) {
        setSelection({c});
        return static_cast<bool>(discardSelection());
    }
    for (const auto& [number, rect] : table_.melds)
        if (rect.adjusted(-8, -8, 8, 8).contains(at)) {
            // Copied first: setSelection() lays the zones out again, which rebuilds the melds'
            // places.
            const int target = number;
            setSelection({c});
            return static_cast<bool>(layOffSelection(target));
        }
    // Anywhere else on the table above the hand: meld the selection (with the dragged card).
    if (at.y() < table_.handArea.top() && at.y() > table_.stock.bottom()) {
        if (std::find(table_.selected.begin(), table_.selected.end(), c) == table_.selected.end())
            table_.selected.push_back(c);
        return static_cast<bool>(meldSelection());
    }
    return false;
}

bool TableGameInput::keyPressed(int key) {
    const int n = static_cast<int>(table_.hand.size());
    switch (key) {
        case Qt::Key_Left:
        case Qt::Key_Right:
            if (n > 0) table_.focus = *handFocusAfter(key, table_.focus, n);
            table_.layout();
            return true;
        case Qt::Key_Space:
            if (table_.focus >= 0 && table_.focus < n)
                toggleSelected(table_.hand[static_cast<std::size_t>(table_.focus)]);
            return true;
        case Qt::Key_Escape:
            setSelection({});
            return true;
        default:
            return false;
    }
}

}  // namespace rummy
