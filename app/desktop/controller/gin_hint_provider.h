// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <optional>

#include "game/move.h"
#include "game/player_view.h"

class QAction;

namespace rummy {

class GinController;
class GinTableScene;

// The Hint button (H) at the Gin table. On the player's turn the Hard Gin bot studies the
// player's own view (on a worker thread, as the opponent does), so a hint never gives away a
// hidden card, and its move is shown: a sentence for the status line (what the move does to
// the deadwood, in the table's words) and a ring around the card to throw or knock with, or the
// pile to draw from. The bot is seeded as a Hard bot in the player's seat would be.
class GinHintProvider : public QObject {
    Q_OBJECT
public:
    GinHintProvider(GinController* controller, GinTableScene* scene, QObject* parent = nullptr);

    QAction* action() const { return action_; }
    const std::optional<Move>& lastHint() const { return last_; }
    bool busy() const { return pending_; }
    // The sentence for a hint of `move` in the position `view`.
    static QString sentence(const PlayerView& view, const Move& move);

public slots:
    void requestHint();

signals:
    void message(const QString& text);
    void hintReady(const rummy::Move& move);

private:
    GinController* controller_;
    void show(const PlayerView& view, const Move& move);

    GinTableScene* scene_;
    QAction* action_;
    bool pending_ = false;
    std::optional<Move> last_;
};

}  // namespace rummy
