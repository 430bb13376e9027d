// SPDX-License-Identifier: GPL-3.0-or-later
// MeldTableScene's input: clicks, drops and keys, and the player's actions they lead to.
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <algorithm>

#include "controller/meld_game_controller.h"
#include "table/card_item.h"
#include "table/meld_result_panel.h"
#include "table/meld_table_scene.h"
#include "table/meld_texts.h"

namespace rummy {

Status MeldTableScene::playMove(const Move& move) {
    const TableGameView before = controller_->view();
    Status s = controller_->play(move);
    if (!s) {
        QString why = MeldTexts::refusal(s.error(), before);
        // 51's opening: say how far the cards fall short.
        if (const auto* m = std::get_if<moves::Meld>(&move);
            m && s.error() == ErrorCode::OpeningTooLow)
            why = tr("The opening needs %1 more points.")
                      .arg(controller_->round().openingShortfall(*m));
        emit problem(why);
    }
    return s;
}

Status MeldTableScene::drawStock() {
    return playMove(moves::DrawClosed{});
}

Status MeldTableScene::takeFromPile(int index) {
    const int n = static_cast<int>(controller_->round().pile().size());
    return playMove(moves::DrawOpen{std::max(1, n - index)});
}

Status MeldTableScene::meldSelection() {
    const std::vector<Card> cards = selection();
    if (cards.size() < 3) {
        emit problem(tr("Select three or more cards that make a set or a run, then Meld."));
        return ErrorCode::BadCount;
    }
    // Cards that make several melds at once go down together (51's opening, often two melds).
    std::vector<std::vector<Card>> melds = MeldTexts::layDown(cards, controller_->view().rules);
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

Status MeldTableScene::layOffSelection(int meldNumber) {
    const std::vector<Card> cards = selection();
    if (cards.size() != 1) {
        emit problem(tr("Select one card to lay off, then click a meld on the table."));
        return ErrorCode::BadCount;
    }
    const Card card = cards.front();
    const TableGameView v = controller_->view();
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
            emit problem(tr("%1 fits on no meld on the table.").arg(MeldTexts::cards({card})));
            return ErrorCode::NoSuchMeld;
        }
    }
    return playMove(*move);
}

Status MeldTableScene::discardSelection() {
    const std::vector<Card> cards = selection();
    if (cards.size() != 1) {
        emit problem(tr("Select one card to discard."));
        return ErrorCode::BadCount;
    }
    return playMove(moves::Discard{cards.front()});
}

Status MeldTableScene::done() {
    return playMove(moves::Done{});
}

void MeldTableScene::clickedCard(CardItem* item) {
    const Card c = item->card();
    const auto& pile = controller_->round().pile();
    if (auto it = std::find(pile.begin(), pile.end(), c); it != pile.end()) {
        (void)takeFromPile(static_cast<int>(it - pile.begin()));
        return;
    }
    if (std::find(order_.begin(), order_.end(), c) != order_.end()) {
        focus_ = static_cast<int>(std::find(order_.begin(), order_.end(), c) - order_.begin());
        toggleSelected(c);
        return;
    }
    // A card of a meld: lay the one selected card off on that meld.
    for (const auto& [number, rect] : meldRects_)
        if (rect.contains(item->sceneBoundingRect().center())) {
            (void)layOffSelection(number);
            return;
        }
}

bool MeldTableScene::dropped(CardItem* item) {
    const Card c = item->card();
    if (std::find(order_.begin(), order_.end(), c) == order_.end()) return false;
    const QPointF at = item->sceneBoundingRect().center();
    if (pileRect_.adjusted(-20, -20, 20, 20).contains(at) ||
        stockRect_.adjusted(-20, -20, 20, 20).contains(at)) {
        setSelection({c});
        return static_cast<bool>(discardSelection());
    }
    for (const auto& [number, rect] : meldRects_)
        if (rect.adjusted(-8, -8, 8, 8).contains(at)) {
            // Copied first: setSelection() lays the zones out again, which rebuilds meldRects_.
            const int target = number;
            setSelection({c});
            return static_cast<bool>(layOffSelection(target));
        }
    // Anywhere else on the table above the hand: meld the selection (with the dragged card).
    if (at.y() < handRect_.top() && at.y() > stockRect_.bottom()) {
        if (std::find(selected_.begin(), selected_.end(), c) == selected_.end())
            selected_.push_back(c);
        return static_cast<bool>(meldSelection());
    }
    return false;
}

void MeldTableScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    // A click on the result panel deals the next hand.
    if (resultShown() && result_->sceneBoundingRect().contains(event->scenePos())) {
        emit nextHandRequested();
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

void MeldTableScene::keyPressEvent(QKeyEvent* event) {
    const int n = static_cast<int>(order_.size());
    switch (event->key()) {
        case Qt::Key_Left:
            if (n > 0) focus_ = (focus_ + n - 1) % n;
            sync();
            return;
        case Qt::Key_Right:
            if (n > 0) focus_ = (focus_ + 1) % n;
            sync();
            return;
        case Qt::Key_Space:
            if (focus_ >= 0 && focus_ < n) toggleSelected(order_[static_cast<std::size_t>(focus_)]);
            return;
        case Qt::Key_Escape:
            setSelection({});
            return;
        default:
            break;
    }
    QGraphicsScene::keyPressEvent(event);
}

}  // namespace rummy
