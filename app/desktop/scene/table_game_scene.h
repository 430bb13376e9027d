// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QSet>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/player_view.h"
#include "game/result.h"
#include "scene/card_table_scene.h"
#include "scene/table_game_layout.h"

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;

namespace rummy {

class CardItem;
class TableGameController;
class TableGameResultPanel;
class TableGameHandZone;
class TableGameInput;
class SeatMeldsZone;

// The table of Straight Rummy, Rummy 500, Rummy 51 and Kaluki (IndianScene is the Indian one's).
// From the top: the stock with its count and the discard pile (spread when the rules let a
// player take from any depth, so that every card shows); one zone per seat with its name,
// total and hand size and its melds face up, fanned; the player's hand at the bottom, grouped
// by what the cards make, with a line saying what the selected cards would be. At the end of a
// hand a panel shows the result and the score sheet (TableGameResultPanel). What every table has
// (the felt, the card items by id, the stock and the pile, the look, the input's plumbing) is
// CardTableScene's; this scene lays the table games' table out.
//
// Input (TableGameInput, which the scene forwards its clicks, drops and keys to): click the
// stock or a pile card to draw (a deep one in 500 takes it and all above); click hand cards to
// select them; drag the selection onto the table to meld it, a card onto a meld to lay it off
// (onto a joker it stands for, in 51, to swap it), onto the pile to discard; or select and use
// the actions (meldSelection(), layOffSelection(), discardSelection()), which the window's
// toolbar and keys call. Arrows and Space choose cards from the keyboard.
class TableGameScene : public CardTableScene {
    Q_OBJECT
public:
    TableGameScene(TableGameController* controller, CardCache* cache, QObject* parent = nullptr);
    ~TableGameScene() override;

    QString accessibleName() const override;
    QString accessibleDescription() const override;

    // The player's cards as shown (grouped), and the ones selected, in hand order.
    std::vector<Card> handOrder() const { return order_; }
    std::vector<Card> selection() const;
    void setSelection(const std::vector<Card>& cards);
    void toggleSelected(Card card);
    QString selectionText() const;
    // A caption of the table by its key ("loose", "zoneEmpty0", "stock", ...): its text while
    // shown, else empty (for tests).
    QString caption(const QString& key) const;  // what the selection would make, live

    // The player's actions; a refusal comes back with its reason in problem().
    Status drawStock();
    Status takeFromPile(int index);  // pile position from the bottom
    Status meldSelection();
    Status layOffSelection(int meldNumber = 0);  // 0: the first meld that takes it
    Status discardSelection();
    Status done();

    // Where things are (tests drive the mouse with these).
    CardItem* handItem(Card card) const;
    CardItem* pileItem(int index) const;
    QRectF stockRect() const { return stockRect_; }
    QRectF pileRect() const { return pileRect_; }
    QRectF meldRect(int number) const;
    QRectF zoneRect(int seat) const;
    bool resultShown() const;
    QString resultText() const;

signals:
    void problem(const QString& text);  // a refusal, in words
    void selectionChanged();
    void nextHandRequested();

public slots:
    void relayout() override;
    void sync() override;            // cards and texts from the controller's view
    void refreshPixmaps() override;  // every card faced again, at the size of where it lies

protected:
    bool keyPressed(int key) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void cardClicked(CardItem* item) override;
    bool cardDropped(CardItem* item) override;
    void drawFromStock() override;  // a refusal said in words
    CardItem* pileCardItem(Card card) override;

private:
    void layoutTop(const PlayerView& v);
    void layoutZones(const PlayerView& v);
    void layoutHand(const PlayerView& v);
    void arrangeHand(const PlayerView& v);
    CardItem* cardItem(Card card);
    int glideMs(const CardItem* item) const;
    // The glide of a card `seat` put on the table: one a bot has just played flies from its
    // seat's place (where its hidden hand is) rather than appearing where it lands.
    int glideMs(CardItem* item, int seat) const;
    QGraphicsSimpleTextItem* label(const QString& key);

    TableGameController* controller_;

    QSet<int> shownBefore_;        // the ids on show before this sync
    QSet<int> tableBefore_;        // the ids on the table (pile, melds) before this sync
    QSet<int> onTable_;            // ... and at this one
    std::size_t movesBefore_ = 0;  // the hand's moves at the last sync
    bool oneMoveOn_ = false;       // this sync shows one move more (cards may fly)
    std::unique_ptr<SeatMeldsZone> seatMelds_;
    std::unique_ptr<TableGameHandZone> hand_;
    std::vector<Card> order_;                  // the hand as shown
    std::vector<std::pair<int, int>> groups_;  // [first, end) of each meld group in order_
    std::vector<Card> selected_;
    int focus_ = 0;           // the keyboard's card in order_
    TableGameLayout layout_;  // where the zones lie, from the last layout
    QRectF stockRect_, pileRect_, handRect_;
    std::map<int, QRectF> meldRects_;  // by meld number
    std::vector<QRectF> zones_;        // by seat
    QHash<QString, QGraphicsSimpleTextItem*> labels_;
    std::vector<QGraphicsRectItem*> zoneFrames_;
    TableGameResultPanel* result_ = nullptr;
    std::unique_ptr<TableGameInput> input_;  // on the members above
};

}  // namespace rummy
