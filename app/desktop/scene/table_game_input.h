// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <functional>
#include <map>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "game/result.h"

namespace rummy {

class CardItem;
class TableGameController;

// The player's hands on a table game's table (TableGameScene) and the actions they lead to: a
// click on a pile card draws it (a deep one in 500 with all above), on a hand card selects it,
// on a meld's card lays the selected card off there; a hand card dragged onto the pile or the
// stock is discarded, onto a meld laid off (or swapped for the joker standing for it, in 51),
// anywhere else above the hand melded with the selection; Left and Right move the keyboard's
// card along the hand, Space selects it and Escape clears the selection. The toolbar's actions
// (meld, lay off, discard, done) play through here too, a refusal said in words. The scene
// owns the hand as shown, the selection and where things lie, forwards its items' clicks and
// drops and its key presses here and forwards its actions; what the input changes goes back
// through Table.
class TableGameInput {
    Q_DECLARE_TR_FUNCTIONS(TableGameInput)
public:
    struct Table {
        const std::vector<Card>& hand;  // the hand as shown (grouped)
        std::vector<Card>& selected;    // the cards selected, in the order chosen
        int& focus;                     // the keyboard's card in `hand`
        const QRectF& stock;
        const QRectF& pile;
        const QRectF& handArea;              // with the raised selection's room
        const std::map<int, QRectF>& melds;  // by meld number; laid out again by `layout`
        std::function<void()> layout;        // the table again, after a change of the above
        std::function<void(const QString&)> problem;  // a refusal, in words
    };

    TableGameInput(TableGameController* controller, Table table);

    // The selection in hand order, and changing it (each lays the table out again).
    std::vector<Card> selection() const;
    void setSelection(const std::vector<Card>& cards);
    void toggleSelected(Card card);

    // The player's actions (TableGameScene's, which see).
    Status drawStock();
    Status takeFromPile(int index);
    Status meldSelection();
    Status layOffSelection(int meldNumber);
    Status discardSelection();
    Status done();

    void cardClicked(CardItem* item);
    bool cardDropped(CardItem* item);  // true: the drop played a move
    bool keyPressed(int key);          // false: not a key of the table's

private:
    Status playMove(const Move& move);

    TableGameController* controller_;
    Table table_;
};

}  // namespace rummy
