// SPDX-License-Identifier: GPL-3.0-or-later
// The Gin table after a hand: both hands spread where they lie (the player's along the bottom,
// the opponent's at the top, face up), the defender's lay-offs moved onto the knocker's melds
// and outlined, and in the middle what the hand came to, with the Next hand button.
#include <QGraphicsPathItem>
#include <algorithm>

#include "controller/gin_controller.h"
#include "io/deal_code.h"
#include "table/card_item.h"
#include "table/gin_group_style.h"
#include "table/gin_result_panel.h"
#include "table/gin_table_scene.h"
#include "table/label_item.h"
#include "table/pill_button.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

std::vector<Card> cardsOf(const std::vector<Face>& faces) {
    std::vector<Card> out;
    for (Face f : faces) out.push_back(Card::natural(0, f));  // one deck: a face is a card
    return out;
}

int valueOf(const std::vector<Face>& faces) {
    int v = 0;
    for (Face f : faces) v += ginValue(f);
    return v;
}

}  // namespace

std::vector<GinTableScene::Group> GinTableScene::showdownGroups(int seat) const {
    std::vector<Group> groups;
    const auto& showdown = controller_->round().outcome().showdown;
    if (!showdown) return groups;
    const GinShowdown& sd = *showdown;
    auto meldGroup = [](const std::vector<Face>& meld) {
        Group g;
        g.cards = cardsOf(meld);
        const bool set = isGinSet(meld);
        g.label = set ? tr("set") : tr("run");
        g.colour = set ? kGinSetColour : kGinRunColour;
        return g;
    };
    auto deadwoodGroup = [](std::vector<Face> loose) {
        // By rank, as in the hand while playing.
        std::sort(loose.begin(), loose.end(), [](Face a, Face b) {
            return a.rank() != b.rank() ? a.rank() < b.rank() : a.suit() < b.suit();
        });
        Group g;
        g.cards = cardsOf(loose);
        g.label = tr("deadwood %1").arg(valueOf(loose));
        g.colour = kGinDeadwoodColour;
        return g;
    };
    if (seat == sd.knocker) {
        for (std::size_t i = 0; i < sd.knockerMelds.size(); ++i) {
            std::vector<Face> meld = sd.knockerMelds[i];
            std::vector<Face> laid;
            for (const GinLayoff& l : sd.defence.layoffs)
                if (l.meld == static_cast<int>(i)) laid.push_back(l.card);
            const bool set = isGinSet(meld);
            meld.insert(meld.end(), laid.begin(), laid.end());
            // A run reads in rank order, whichever end a card was laid on.
            if (!set) std::sort(meld.begin(), meld.end());
            Group g = meldGroup(meld);
            g.laidOff = cardsOf(laid);
            if (!laid.empty())
                g.label = tr("%1 + %2 laid off").arg(set ? tr("set") : tr("run")).arg(laid.size());
            groups.push_back(std::move(g));
        }
        if (!sd.knockerDeadwood.empty()) groups.push_back(deadwoodGroup(sd.knockerDeadwood));
    } else {
        for (const auto& meld : sd.defence.melds) groups.push_back(meldGroup(meld));
        if (!sd.defence.deadwood.empty()) groups.push_back(deadwoodGroup(sd.defence.deadwood));
    }
    return groups;
}

void GinTableScene::layoutShowdown(int animateMs) {
    const QPointF oppCentre = geo_.opponentRow.center() - QPointF(geo_.opponentCardW() / 2, 0);
    // The opponent's cards turn up where its backs lay.
    std::vector<Group> opp = showdownGroups(GinController::kBotSeat);
    for (const Group& g : opp)
        for (Card c : g.cards)
            if (!cards_.contains(c.id())) itemFor(c)->setPos(oppCentre);
    layoutRow(opp, geo_.opponentRow, true, true, animateMs, opponentLabels_);
    std::vector<Group> mine = showdownGroups(GinController::kHumanSeat);
    groups_.clear();
    handIds_.clear();
    for (const Group& g : mine) {
        groups_.push_back(g.cards);
        for (Card c : g.cards) handIds_.push_back(c.id());
    }
    const QRectF row(sceneRect().left() + geo_.margin, geo_.handTop,
                     sceneRect().width() - 2 * geo_.margin, geo_.cardH);
    layoutRow(mine, row, false, false, animateMs, handLabels_);
    for (CardItem* item : std::as_const(cards_)) {
        item->setDraggable(false);
        item->setDropHandler({});
    }
    focus_ = -1;
}

std::vector<Card> GinTableScene::laidOffShown() const {
    std::vector<Card> out;
    if (!showdownShown()) return out;
    const GinShowdown& sd = *controller_->round().outcome().showdown;
    for (const GinLayoff& l : sd.defence.layoffs) out.push_back(Card::natural(0, l.card));
    return out;
}

QString GinTableScene::resultTitle() const {
    const GinRound& round = controller_->round();
    if (!round.isOver()) return {};
    switch (round.outcome().ending) {
        case GinEnding::Knock:
            return tr("Knock");
        case GinEnding::Undercut:
            return tr("Undercut!");
        case GinEnding::Gin:
            return tr("Gin!");
        case GinEnding::BigGin:
            return tr("Big gin!");
        case GinEnding::Void:
            return tr("Void hand");
        case GinEnding::Playing:
            break;
    }
    return {};
}

QStringList GinTableScene::resultLines() const {
    QStringList lines;
    const GinGame& game = controller_->game();
    const GinRound& round = controller_->round();
    if (!round.isOver()) return lines;
    const GinHandResult& r = round.outcome();
    const GinRules& rules = round.rules();
    auto name = [&](int seat) { return controller_->seatName(seat); };
    if (r.ending == GinEnding::Void) {
        lines << tr("The stock is down to %1 cards: nobody scores.").arg(GinRules::kWallStock);
        if (!game.isOver()) lines << tr("%1 deals again.").arg(name(round.dealer()));
    } else if (r.showdown) {
        const GinShowdown& sd = *r.showdown;
        const int k = sd.knocker, d = 1 - k;
        const int kc = sd.knockerCount, dc = sd.defence.count;
        const int laid = static_cast<int>(sd.defence.layoffs.size());
        switch (r.ending) {
            case GinEnding::Gin:
                lines << tr("Gin: %1").arg(name(k));
                break;
            case GinEnding::BigGin:
                lines << tr("Big gin: %1, all eleven cards melded").arg(name(k));
                break;
            case GinEnding::Knock:
            case GinEnding::Undercut:
            case GinEnding::Playing:
            case GinEnding::Void:
                lines << tr("Knock: %1 · deadwood %2").arg(name(k)).arg(kc);
                break;
        }
        lines << (laid > 0 ? tr("Defender: %1 · deadwood %2 · cards laid off: %3")
                                 .arg(name(d))
                                 .arg(dc)
                                 .arg(laid)
                           : tr("Defender: %1 · deadwood %2").arg(name(d)).arg(dc));
        const int times = rules.multiplier(round.firstUpcard());
        const int base = r.points / times;
        QString points;
        switch (r.ending) {
            case GinEnding::Knock:
                points =
                    tr("Points for %1: %2 − %3 = %4").arg(name(r.winner)).arg(dc).arg(kc).arg(base);
                break;
            case GinEnding::Undercut:
                points = tr("Points for %1: %2 − %3 + %4 undercut bonus = %5")
                             .arg(name(r.winner))
                             .arg(kc)
                             .arg(dc)
                             .arg(rules.undercutBonus)
                             .arg(base);
                break;
            case GinEnding::Gin:
                points = tr("Points for %1: %2 + %3 gin bonus = %4")
                             .arg(name(r.winner))
                             .arg(dc)
                             .arg(rules.ginBonus)
                             .arg(base);
                break;
            case GinEnding::BigGin:
                points = tr("Points for %1: %2 + %3 big gin bonus = %4")
                             .arg(name(r.winner))
                             .arg(dc)
                             .arg(rules.bigGinBonus)
                             .arg(base);
                break;
            case GinEnding::Playing:
            case GinEnding::Void:
                break;
        }
        lines << points;
        if (times > 1)
            lines << tr("Doubled: a spade was the first upcard, %1 points.").arg(r.points);
    }
    lines << tr("Code of this hand: %1").arg(QString::fromStdString(DealCode::of(game).toString()));
    if (game.isOver()) {
        // One line: the score sheet beside has the bonuses and the totals.
        const GinGameTotals t = game.totals();
        const int w = game.winner();
        lines << tr("Game over. Winner: %1, %2 to %3")
                     .arg(name(w))
                     .arg(t.totals[static_cast<std::size_t>(w)])
                     .arg(t.totals[static_cast<std::size_t>(1 - w)]);
        if (t.shutout && rules.shutoutDoubles)
            lines << tr("Shutout: the loser won no hand, so the winner's points are doubled.");
    }
    return lines;
}

void GinTableScene::layoutResult() {
    const GinRound& round = controller_->round();
    const bool over = round.isOver();
    result_->setVisible(over);
    next_->setVisible(over);
    if (!over) return;
    const GinEnding e = round.outcome().ending;
    const bool mine = round.outcome().winner == GinController::kHumanSeat;
    const QColor accent = e == GinEnding::Void ? QColor(200, 200, 200)
                          : mine               ? QColor(120, 230, 120)
                                               : QColor(255, 170, 90);
    result_->setContent(resultTitle(), resultLines(), accent);
    next_->setText(controller_->game().isOver() ? tr("New game") : tr("Next hand"));
    // Between the labels under the opponent's row and those over the hand; a long result
    // (the game's end) takes a smaller font rather than cover the cards' labels.
    const qreal w = geo_.cardW;
    const qreal roomTop = geo_.opponentRow.bottom() + 0.32 * w;
    const qreal roomBottom = geo_.handTop - 0.32 * w;
    const qreal gap = 0.12 * w;
    int px = static_cast<int>(std::clamp(w * 0.14, 11.0, 24.0));
    auto total = [&] { return result_->size().height() + gap + next_->size().height(); };
    result_->setMetrics(px, geo_.centre.width() + 0.6 * w);
    while (total() > roomBottom - roomTop && px > 10)
        result_->setMetrics(--px, geo_.centre.width() + 0.6 * w);
    const qreal top = std::max(roomTop, (roomTop + roomBottom) / 2 - total() / 2);
    result_->placeAt(QPointF(geo_.centre.center().x(), top + result_->size().height() / 2));
    next_->placeAt(QPointF(geo_.centre.center().x(),
                           top + result_->size().height() + gap + next_->size().height() / 2));
}

}  // namespace rummy
