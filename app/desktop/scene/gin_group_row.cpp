// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_group_row.h"

#include <QGraphicsScene>
#include <algorithm>

#include "scene/card_cache.h"
#include "scene/card_item.h"
#include "scene/gin_table_layout.h"
#include "scene/label_item.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
constexpr int kHandZ = 100;
}  // namespace

GinGroupRow::GinGroupRow(QGraphicsScene* scene, bool small, bool labelsBelow)
    : scene_(scene), small_(small), labelsBelow_(labelsBelow) {}

std::vector<CardItem*> GinGroupRow::layout(const std::vector<GinShownGroup>& groups, QRectF row,
                                           const GinTableLayout& geo, qreal centreX,
                                           std::optional<Card> lift, int animateMs,
                                           const PlaceCard& place) {
    const qreal w = small_ ? geo.opponentCardW() : geo.cardW;
    std::vector<int> sizes;
    for (const GinShownGroup& g : groups) sizes.push_back(static_cast<int>(g.cards.size()));
    const GinTableLayout::Spacing sp = GinTableLayout::rowSpacing(sizes, w, row.width());
    while (labels_.size() < groups.size()) {
        labels_.push_back(new LabelItem);
        scene_->addItem(labels_.back());
    }
    for (std::size_t i = 0; i < labels_.size(); ++i) labels_[i]->setVisible(i < groups.size());
    // Centred on the table when the row fits there, else within its own room.
    qreal x = std::clamp(centreX - sp.width / 2, row.left(),
                         std::max(row.left(), row.right() - sp.width));
    int z = kHandZ;
    const qreal labelY = labelsBelow_ ? row.top() + w * CardCache::kAspect + 0.17 * geo.cardW
                                      : row.top() - 0.2 * geo.cardW;
    std::vector<CardItem*> items;
    spans_.clear();
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const GinShownGroup& group = groups[g];
        const qreal width = w + sp.step * static_cast<qreal>(group.cards.size() - 1);
        LabelItem* label = labels_[g];
        label->setPixelSize(static_cast<int>(geo.cardW * 0.135));
        label->setMaxWidth(std::max(width, geo.cardW * 0.9));
        label->setText(group.label);
        label->setColors(group.colour, group.colour.lightness() > 140 && group.colour.alpha() == 255
                                           ? QColor(25, 25, 25)
                                           : QColor(Qt::white));
        label->placeAt(QPointF(x + width / 2, labelY));
        const qreal first = x;
        qreal last = x;
        for (Card c : group.cards) {
            CardItem* item = place(c, small_);
            const bool laidOff =
                std::find(group.laidOff.begin(), group.laidOff.end(), c) != group.laidOff.end();
            item->setOutline(laidOff ? QColor(255, 140, 40) : QColor());
            const bool lifted = lift == c;
            item->setSelectedCard(lifted);
            item->setHighlighted(false);
            item->setToolTip(text::cardName(c));
            // A small lift: the outline says "selected", and the group's label stays clear.
            item->setHome(QPointF(x, row.top() - (lifted ? 0.06 * geo.cardH : 0)), z++, animateMs);
            items.push_back(item);
            last = x;
            x += sp.step;
        }
        // Where the group lies: from its first card's place to its last card's right edge.
        const std::size_t n = group.cards.size();
        const qreal step = n > 1 ? (last - first) / static_cast<qreal>(n - 1) : geo.cardW;
        spans_.push_back({first, last + geo.cardW, step});
        x += w - sp.step + sp.gap;
    }
    return items;
}

void GinGroupRow::hideLabels() {
    for (LabelItem* l : labels_) l->setVisible(false);
}

}  // namespace rummy
