// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <cstdint>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "gin/gin_hand.h"
#include "table/gin_table_layout.h"

class QGraphicsPathItem;

namespace rummy {

class CardCache;
class CardItem;
class GinController;
class GinResultPanel;
class GinScoreSheet;
class HintRing;
class LabelItem;
class PillButton;

// The Gin table (layout: GinTableLayout). The opponent's cards lie face down at the top; the
// stock, the discard pile and the Knock target in the middle, with the player's panel (name,
// live deadwood, the knock value in force) on the left and the score sheet on the right; the
// player's hand along the bottom, grouped by its least-deadwood melds. At the first upcard the
// table offers Take and Pass beside it. After a knock both hands are spread where they lie:
// melds and deadwood, the defender's lay-offs moved onto the knocker's melds and outlined, and
// the result in the middle. Cards keep their item (and glide) by card id.
class GinTableScene : public QGraphicsScene {
    Q_OBJECT
public:
    GinTableScene(GinController* controller, CardCache* cache, QObject* parent = nullptr);

    void setDevicePixelRatio(qreal dpr);
    void setAnimationMs(int ms);
    void setBackElement(const QString& elementId);
    void setTableColour(const QColor& colour);
    QColor tableColour() const { return tableColour_; }

    // One card at a time is selected (click or Space); Discard and Knock act on it.
    std::optional<Card> selectedCard() const { return selected_; }
    void selectCard(std::optional<Card> card);
    // The hand's groups as shown: melds first, then the deadwood.
    const std::vector<std::vector<Card>>& handGroups() const { return groups_; }
    const GinHand& arrangement() const { return arrangement_; }
    // The player's own grouping (dragging a card within the hand), or none: the automatic one.
    bool hasOwnGroups() const { return ownGroups_.has_value(); }
    void sortHand();  // back to the automatic grouping

    // The texts on the table (tests, the status line).
    QString deadwoodText() const;
    QString knockRuleText() const;
    QString stockText() const;
    QString resultTitle() const;
    QStringList resultLines() const;

    // Hints: a ring around a card of the hand, the stock or the discard pile.
    enum class HintPile { None, Stock, Discard };
    void setHintCard(std::optional<Card> card);
    void setHintPile(HintPile pile);
    void clearHint();
    HintRing* hintRing() const { return hintRing_; }

    // For tests and the keyboard: where things are.
    CardItem* stockItem() const { return stockItem_; }
    CardItem* discardTopItem() const;
    std::vector<CardItem*> handItems() const;
    std::vector<CardItem*> opponentItems() const;  // backs while playing, faces after a knock
    std::vector<Card> laidOffShown() const;        // outlined as laid off at the showdown
    QRectF knockRect() const { return geo_.knock; }
    QRectF discardRect() const { return geo_.discard; }
    const GinTableLayout& geometry() const { return geo_; }
    PillButton* takeButton() const { return take_; }
    PillButton* passButton() const { return pass_; }
    PillButton* nextButton() const { return next_; }
    GinScoreSheet* scoreSheet() const { return sheet_; }
    GinResultPanel* resultPanel() const { return result_; }
    int keyboardFocus() const { return focus_; }

signals:
    // A card dropped on the Knock target: the window asks before knocking.
    void knockRequested(rummy::Card card);
    void nextHandRequested();

public slots:
    void relayout();  // the size changed: geometry now, no animation
    void sync();      // the game changed: cards move to their new places
    void refreshPixmaps();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    // Left / Right (Home / End) move a focus ring along the hand, Space selects the card.
    void keyPressEvent(QKeyEvent* event) override;

private:
    void layoutItems(int animateMs);
    void layoutOpponent(int animateMs);
    void layoutMiddle(int animateMs);
    void layoutPanels();  // gin_table_scene_texts.cpp, with the texts
    void layoutHand(int animateMs);
    // The showdown (gin_table_scene_showdown.cpp).
    void layoutShowdown(int animateMs);
    void layoutResult();
    // One row of labelled groups: `small` rows are the opponent's; labels above or below.
    struct Group {
        std::vector<Card> cards;
        QString label;
        QColor colour;
        std::vector<Card> laidOff;  // cards of this group the defender laid off
    };
    void layoutRow(const std::vector<Group>& groups, QRectF row, bool small, bool labelsBelow,
                   int animateMs, std::vector<LabelItem*>& labels);
    std::vector<Group> showdownGroups(int seat) const;
    std::vector<Group> ownHandGroups(const std::vector<std::vector<Card>>& own) const;
    bool moveWithinHand(CardItem* item);
    // Input and flights (gin_table_scene_input.cpp).
    void showMove(int seat, const rummy::Move& move);
    void flyGhost(const QString& elementId, QPointF from, QPointF to, qreal endScale);
    void cardClicked(CardItem* item);
    bool handCardDropped(CardItem* item);
    bool discardDropped(CardItem* item);
    void hover(CardItem* item);
    enum class Target { None, Discard, Knock };
    Target targetFor(const CardItem* item) const;
    bool canKnockWith(Card card) const;

    CardItem* itemFor(Card card);
    // A face-up card at its size (the opponent's row is smaller), or a back: the stock full
    // size, the opponent's cards smaller. Card() is the ace of spades, so backs are told apart
    // by item, not by card.
    void refreshPixmap(CardItem* item);
    void refreshBack(CardItem* item, bool small);
    void dropItem(int id);
    void clearCards();
    bool showdownShown() const;

    GinController* controller_;
    CardCache* cache_;
    qreal dpr_ = 1.0;
    int animationMs_ = 200;
    QString backElement_ = QStringLiteral("back-red");
    QColor tableColour_ = QColor(24, 96, 56);
    GinTableLayout geo_;

    QHash<int, CardItem*> cards_;   // face up, by card id: the hand, the discard top, showdowns
    QSet<int> small_;               // of those, the ones drawn at the opponent's size
    std::vector<CardItem*> backs_;  // the opponent's cards, face down
    std::vector<int> handIds_;
    std::vector<std::vector<Card>> groups_;
    std::optional<std::vector<std::vector<Card>>> ownGroups_;  // the player's, while it lasts
    GinHand arrangement_;
    std::optional<Card> selected_;
    int focus_ = -1;
    std::pair<std::uint64_t, int> handShown_{0, -1};  // (game seed, hand number) on the table

    CardItem* stockItem_ = nullptr;
    QGraphicsPathItem* discardFrame_ = nullptr;
    QGraphicsPathItem* knockFrame_ = nullptr;
    LabelItem* stockLabel_ = nullptr;
    LabelItem* discardLabel_ = nullptr;
    LabelItem* knockLabel_ = nullptr;
    LabelItem* knockInside_ = nullptr;
    LabelItem* opponentName_ = nullptr;
    LabelItem* opponentScore_ = nullptr;
    LabelItem* lastMove_ = nullptr;
    LabelItem* playerName_ = nullptr;
    LabelItem* deadwood_ = nullptr;
    LabelItem* knockRule_ = nullptr;
    LabelItem* turnBanner_ = nullptr;
    std::vector<LabelItem*> handLabels_;
    std::vector<LabelItem*> opponentLabels_;
    PillButton* take_ = nullptr;
    PillButton* pass_ = nullptr;
    PillButton* next_ = nullptr;
    GinScoreSheet* sheet_ = nullptr;
    GinResultPanel* result_ = nullptr;
    HintRing* hintRing_ = nullptr;
};

}  // namespace rummy
