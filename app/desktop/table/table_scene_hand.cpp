// SPDX-License-Identifier: GPL-3.0-or-later
// TableScene, the player's hand: its groups laid out with their labels, the card just drawn,
// the places where a dragged card starts a group. The rest of the layout is in table_scene.cpp,
// the input in table_scene_input.cpp.
#include <QGraphicsPathItem>
#include <algorithm>

#include "controller/game_controller.h"
#include "table/card_item.h"
#include "table/label_item.h"
#include "table/table_marks.h"
#include "table/table_scene.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

constexpr int kHandZ = 100;
constexpr qreal kRaise = 0.12;  // a selected card stands this much of a card higher

QColor meldColor(MeldType t, bool spare) {
    if (spare) return QColor(60, 60, 60, 200);
    switch (t) {
        case MeldType::Pure:
        case MeldType::Tunnela:  // 21-card only: a pure sequence to the qualification
            return QColor(232, 197, 71);
        case MeldType::Impure:
            return QColor(143, 201, 255);
        case MeldType::Set:
            return QColor(201, 167, 255);
        case MeldType::None:
            break;
    }
    return QColor(214, 84, 84);
}

}  // namespace

QRectF TableScene::groupLabelRect(std::size_t group) const {
    return group < groupLabels_.size() ? groupLabels_[group]->sceneBoundingRect() : QRectF();
}

std::optional<Card> TableScene::cardJustDrawn() const {
    const RoundState& round = controller_->round();
    const auto& history = round.history();
    if (history.empty() || round.isOver() || history.back().seat != GameController::kHumanSeat)
        return std::nullopt;
    const MoveKind kind = kindOf(history.back().move);
    if (kind != MoveKind::DrawClosed && kind != MoveKind::DrawOpen) return std::nullopt;
    return history.back().card;
}

void TableScene::layoutHand(int animateMs) {
    const PlayerView view = controller_->view();
    custom_ = keepOwnGroups(custom_, view.hand);  // a new deal: the automatic arrangement
    controller_->setHandGroups(custom_ ? *custom_ : std::vector<std::vector<Card>>{});
    // The card the player just drew: the hand keeps the arrangement it had, the new card joins
    // at the end, outlined, until the turn ends; re-sorting the whole hand moved cards under
    // the mouse (issue 16, item 11).
    const std::optional<Card> drawn = cardJustDrawn();
    if (drawn != lastDrawn_) {  // a draw just now, or the turn it began is over
        heldGroups_.reset();
        if (drawn && !custom_) {
            std::vector<std::vector<Card>> before;
            for (const HandGroup& g : arrangement_.groups) before.push_back(g.cards);
            heldGroups_ = before;
        }
        lastDrawn_ = drawn;
    }
    if (heldGroups_ && !custom_) heldGroups_ = reconcileGroups(*heldGroups_, view.hand);
    const auto* groups = custom_ ? &*custom_ : heldGroups_ ? &*heldGroups_ : nullptr;
    arrangement_ = groups ? arrangeOwnGroups(*groups, view.rules, view.wildCards)
                          : arrangeHand(view.hand, view.rules, view.wildCards, order_);
    focus_ = std::min(focus_, static_cast<int>(view.hand.size()) - 1);
    // layoutMiddle ran before the arrangement existed for this state: refresh the points.
    handPoints_->setText(handPointsText());
    std::vector<int> sizes;
    for (const HandGroup& g : arrangement_.groups)
        sizes.push_back(static_cast<int>(g.cards.size()));
    const TableLayout::HandSpacing spacing = geo_.handSpacing(sizes, sceneRect().width());
    const qreal step = spacing.step, gap = spacing.gap, total = spacing.width;
    qreal x = sceneRect().center().x() - total / 2;
    handIds_.clear();
    spans_.clear();
    while (groupLabels_.size() < arrangement_.groups.size()) {
        groupLabels_.push_back(new LabelItem);
        addItem(groupLabels_.back());
    }
    for (std::size_t g = 0; g < groupLabels_.size(); ++g)
        groupLabels_[g]->setVisible(g < arrangement_.groups.size());
    // 21-card's value cards wear a star: they are paid for at the end of the deal.
    const std::optional<ValueFaces> valueFaces = dealValueFaces();
    auto isValueCard = [&](Card c) {
        return valueFaces &&
               std::find(valueFaces->begin(), valueFaces->end(), c.face()) != valueFaces->end();
    };
    int z = kHandZ;
    for (std::size_t g = 0; g < arrangement_.groups.size(); ++g) {
        const HandGroup& group = arrangement_.groups[g];
        const qreal width = geo_.cardW + step * static_cast<qreal>(group.cards.size() - 1);
        LabelItem* label = groupLabels_[g];
        label->setPixelSize(static_cast<int>(geo_.cardW * 0.14));
        label->setMaxWidth(std::max(width, geo_.cardW * 0.9));
        label->setText(group.spare ? tr("spare") : text::meldName(group.type));
        const QColor bg = meldColor(group.type, group.spare);
        label->setColors(bg, bg.lightness() > 140 ? QColor(25, 25, 25) : QColor(Qt::white));
        // A selected card rises: the label rises with it rather than hide under it.
        const bool raised = std::any_of(group.cards.begin(), group.cards.end(), [&](Card c) {
            return std::find(selection_.begin(), selection_.end(), c) != selection_.end();
        });
        label->placeAt(QPointF(
            x + width / 2, geo_.handTop - 0.2 * geo_.cardW - (raised ? kRaise * geo_.cardH : 0)));
        spans_.push_back({x, x + width, step});
        for (Card c : group.cards) {
            CardItem* item = itemFor(c);
            handIds_.push_back(c.id());
            item->setHighlighted(static_cast<int>(handIds_.size()) - 1 == focus_);
            const bool sel = std::find(selection_.begin(), selection_.end(), c) != selection_.end();
            item->setSelectedCard(sel);
            item->setDraggable(true);  // rearranging is always allowed; drops check the turn
            item->setDropHandler([this](CardItem* i) { return handCardDropped(i); });
            const int ms = dealing_ && animateMs > 0
                               ? dealGlideMs(static_cast<int>(handIds_.size()) - 1)
                               : animateMs;
            item->setHome(QPointF(x, geo_.handTop - (sel ? kRaise * geo_.cardH : 0)), z++, ms);
            item->setBadge(isValueCard(c));
            item->setToolTip(isValueCard(c) ? tr("%1 — a value card").arg(text::cardName(c))
                                            : text::cardName(c));
            item->setOutline(drawn && c == *drawn ? kDrawnCardColour : QColor());
            x += step;
        }
        x += geo_.cardW - step + gap;
    }
}

// lit: -1 or 1 lights that end, 0 shows both unlit, anything else hides them.
void TableScene::showNewGroupZones(int lit) {
    const bool show = lit >= -1 && lit <= 1 && !spans_.empty();
    newGroupFront_->setVisible(show);
    newGroupBack_->setVisible(show);
    if (!show) return;
    const qreal w = geo_.cardW * 0.8, radius = geo_.cardW * 0.08;
    const qreal front = std::max(sceneRect().left() + 2, spans_.front().left - w - 6);
    const qreal back = std::min(sceneRect().right() - w - 2, spans_.back().right + 6);
    newGroupFront_->setPath(slotPath(QRectF(front, geo_.handTop, w, geo_.cardH), radius));
    newGroupBack_->setPath(slotPath(QRectF(back, geo_.handTop, w, geo_.cardH), radius));
    const QPen normal(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    const QPen bright(QColor(255, 205, 60), 4, Qt::SolidLine);
    newGroupFront_->setPen(lit == -1 ? bright : normal);
    newGroupBack_->setPen(lit == 1 ? bright : normal);
}

}  // namespace rummy
