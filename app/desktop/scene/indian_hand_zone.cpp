// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/indian_hand_zone.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPen>
#include <algorithm>

#include "controller/indian_controller.h"
#include "scene/hand_focus.h"
#include "scene/indian_layout.h"
#include "scene/indian_texts.h"
#include "scene/label_item.h"
#include "scene/slot_marks.h"

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

IndianHandZone::IndianHandZone(QGraphicsScene* scene, Cards cards)
    : scene_(scene), cards_(std::move(cards)) {
    // Where a card dragged past either end of the hand starts a group: shown during a drag.
    const QPen dashed(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    for (QGraphicsPathItem** f : {&newGroupFront_, &newGroupBack_}) {
        *f = scene->addPath(QPainterPath(), dashed);
        (*f)->setZValue(90);  // under the hand's cards (z 100 and up), over the felt
        (*f)->hide();
    }
}

void IndianHandZone::setOrder(HandOrder order) {
    order_ = order;
    custom_.reset();
    heldGroups_.reset();  // sorting asks for the automatic arrangement now, drawn card or not
}

void IndianHandZone::setOwnGroups(const std::vector<std::vector<Card>>& groups) {
    custom_.reset();
    if (!groups.empty()) custom_ = groups;
    heldGroups_.reset();
}

bool IndianHandZone::groupSelected() {
    if (selection_.empty()) return false;
    std::vector<std::vector<Card>> groups;
    if (custom_)
        groups = *custom_;
    else
        for (const HandGroup& g : arrangement_.groups) groups.push_back(g.cards);
    custom_ = groupCards(std::move(groups), selection_);
    selection_.clear();
    return true;
}

std::optional<std::vector<std::vector<Card>>> IndianHandZone::declaredGroups(Card card) const {
    if (!custom_) return std::nullopt;
    std::vector<std::vector<Card>> groups = *custom_;
    for (auto& g : groups) std::erase(g, card);
    std::erase_if(groups, [](const std::vector<Card>& g) { return g.empty(); });
    return groups;
}

QRectF IndianHandZone::groupLabelRect(std::size_t group) const {
    return group < groupLabels_.size() ? groupLabels_[group]->sceneBoundingRect() : QRectF();
}

void IndianHandZone::toggle(Card card) {
    if (auto it = std::find(selection_.begin(), selection_.end(), card); it != selection_.end())
        selection_.erase(it);
    else
        selection_.push_back(card);
}

void IndianHandZone::keepSelectionIn(const std::vector<Card>& hand) {
    std::erase_if(selection_,
                  [&](Card c) { return std::find(hand.begin(), hand.end(), c) == hand.end(); });
}

bool IndianHandZone::holds(Card card) const {
    return std::find(handIds_.begin(), handIds_.end(), card.id()) != handIds_.end();
}

bool IndianHandZone::moveFocus(int key, int count) {
    const std::optional<int> focus = handFocusAfter(key, focus_, count);
    if (focus) focus_ = *focus;
    return focus.has_value();
}

std::optional<Card> IndianHandZone::cardJustDrawn(const IndianController& c) const {
    const IndianRound& round = c.round();
    const auto& history = round.history();
    if (history.empty() || round.isOver() || history.back().seat != IndianController::kHumanSeat)
        return std::nullopt;
    const MoveKind kind = kindOf(history.back().move);
    if (kind != MoveKind::DrawClosed && kind != MoveKind::DrawOpen) return std::nullopt;
    return history.back().card;
}

void IndianHandZone::layout(IndianController& c, const IndianLayout& geo, QRectF scene,
                            int animateMs, const std::function<int(int)>& dealMs,
                            const std::optional<ValueFaces>& values) {
    const PlayerView view = c.view();
    custom_ = keepOwnGroups(custom_, view.hand);  // a new deal: the automatic arrangement
    c.setHandGroups(custom_ ? *custom_ : std::vector<std::vector<Card>>{});
    // The card the player just drew: the hand keeps the arrangement it had, the new card joins
    // at the end, outlined, until the turn ends; re-sorting the whole hand moved cards under
    // the mouse.
    const std::optional<Card> drawn = cardJustDrawn(c);
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
    arrangement_ = groups ? arrangeOwnGroups(*groups, view.indian().rules, view.wildCards)
                          : arrangeHand(view.hand, view.indian().rules, view.wildCards, order_);
    focus_ = std::min(focus_, static_cast<int>(view.hand.size()) - 1);
    std::vector<int> sizes;
    for (const HandGroup& g : arrangement_.groups)
        sizes.push_back(static_cast<int>(g.cards.size()));
    const IndianLayout::HandSpacing spacing = geo.handSpacing(sizes, scene.width());
    const qreal step = spacing.step, gap = spacing.gap, total = spacing.width;
    qreal x = scene.center().x() - total / 2;
    handIds_.clear();
    spans_.clear();
    while (groupLabels_.size() < arrangement_.groups.size()) {
        groupLabels_.push_back(new LabelItem);
        scene_->addItem(groupLabels_.back());
    }
    for (std::size_t g = 0; g < groupLabels_.size(); ++g)
        groupLabels_[g]->setVisible(g < arrangement_.groups.size());
    // 21-card's value cards wear a star: they are paid for at the end of the deal.
    auto isValueCard = [&](Card card) {
        return values && std::find(values->begin(), values->end(), card.face()) != values->end();
    };
    int z = kHandZ;
    for (std::size_t g = 0; g < arrangement_.groups.size(); ++g) {
        const HandGroup& group = arrangement_.groups[g];
        const qreal width = geo.cardW + step * static_cast<qreal>(group.cards.size() - 1);
        LabelItem* label = groupLabels_[g];
        label->setPixelSize(static_cast<int>(geo.cardW * 0.14));
        label->setMaxWidth(std::max(width, geo.cardW * 0.9));
        label->setText(IndianTexts::groupLabel(group));
        const QColor bg = meldColor(group.type, group.spare);
        label->setColors(bg, bg.lightness() > 140 ? QColor(25, 25, 25) : QColor(Qt::white));
        // A selected card rises: the label rises with it rather than hide under it.
        const bool raised = std::any_of(group.cards.begin(), group.cards.end(), [&](Card card) {
            return std::find(selection_.begin(), selection_.end(), card) != selection_.end();
        });
        label->placeAt(QPointF(x + width / 2,
                               geo.handTop - 0.2 * geo.cardW - (raised ? kRaise * geo.cardH : 0)));
        spans_.push_back({x, x + width, step});
        for (Card card : group.cards) {
            CardItem* item = cards_.item(card);
            handIds_.push_back(card.id());
            item->setHighlighted(static_cast<int>(handIds_.size()) - 1 == focus_);
            const bool sel =
                std::find(selection_.begin(), selection_.end(), card) != selection_.end();
            item->setSelectedCard(sel);
            item->setDraggable(true);  // rearranging is always allowed; drops check the turn
            item->setDropHandler(cards_.dropped);
            const int ms =
                dealMs && animateMs > 0 ? dealMs(static_cast<int>(handIds_.size()) - 1) : animateMs;
            item->setHome(QPointF(x, geo.handTop - (sel ? kRaise * geo.cardH : 0)), z++, ms);
            item->setBadge(isValueCard(card));
            item->setToolTip(IndianTexts::cardTooltip(card, isValueCard(card)));
            item->setOutline(drawn && card == *drawn ? kDrawnCardColour : QColor());
            x += step;
        }
        x += geo.cardW - step + gap;
    }
}

bool IndianHandZone::moveWithinHand(const CardItem* item, const IndianLayout& geo) {
    const QRectF r(item->pos(), item->size());
    if (r.center().y() < geo.handTop - 0.3 * geo.cardH || spans_.empty()) return false;
    std::vector<std::vector<Card>> groups;
    for (const HandGroup& g : arrangement_.groups) groups.push_back(g.cards);
    if (groups.size() != spans_.size()) return false;
    const HandDrop drop = handDropAt(spans_, r.left(), r.center().x(), geo.cardW);
    custom_ = moveCard(std::move(groups), item->card(), drop.target, drop.slot);
    return true;
}

void IndianHandZone::showNewGroupZones(int lit, const IndianLayout& geo, QRectF scene) {
    const bool show = lit >= -1 && lit <= 1 && !spans_.empty();
    newGroupFront_->setVisible(show);
    newGroupBack_->setVisible(show);
    if (!show) return;
    const qreal w = geo.cardW * 0.8, radius = geo.cardW * 0.08;
    const qreal front = std::max(scene.left() + 2, spans_.front().left - w - 6);
    const qreal back = std::min(scene.right() - w - 2, spans_.back().right + 6);
    newGroupFront_->setPath(slotPath(QRectF(front, geo.handTop, w, geo.cardH), radius));
    newGroupBack_->setPath(slotPath(QRectF(back, geo.handTop, w, geo.cardH), radius));
    const QPen normal(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    const QPen bright(QColor(255, 205, 60), 4, Qt::SolidLine);
    newGroupFront_->setPen(lit == -1 ? bright : normal);
    newGroupBack_->setPen(lit == 1 ? bright : normal);
}

int IndianHandZone::handEndFor(const CardItem* item, const IndianLayout& geo) const {
    const QRectF r(item->pos(), item->size());
    if (r.center().y() < geo.handTop - 0.3 * geo.cardH) return 0;
    return handEndAt(spans_, r.center().x(), geo.cardW);
}

}  // namespace rummy
