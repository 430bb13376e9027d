// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <optional>

#include "game/move.h"
#include "gin/gin_view.h"

class QAction;

namespace rummy {

class GinController;
class GinTableScene;

// The Hint button (H) at the Gin table. On the player's turn it works out a move from the
// player's own view only (so a hint never gives away a hidden card) and shows it: a sentence
// for the status line and a ring around the card to throw or knock with, or the pile to draw
// from. Until the Gin bots of ai/gin/ arrive, the move is the engine's: the discard that
// leaves least deadwood, a knock as soon as one is allowed, the discard pile when its top card
// lowers the deadwood.
class GinHintProvider : public QObject {
    Q_OBJECT
public:
    GinHintProvider(GinController* controller, GinTableScene* scene, QObject* parent = nullptr);

    QAction* action() const { return action_; }
    const std::optional<Move>& lastHint() const { return last_; }
    // The sentence for a hint of `move` in the position `view`.
    static QString sentence(const GinView& view, const Move& move);

public slots:
    void requestHint();

signals:
    void message(const QString& text);
    void hintReady(const rummy::Move& move);

private:
    GinController* controller_;
    GinTableScene* scene_;
    QAction* action_;
    std::optional<Move> last_;
};

}  // namespace rummy
