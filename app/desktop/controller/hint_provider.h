// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>

#include "bot.h"
#include "scene/hand_arrangement.h"

class QAction;

namespace rummy {

class IndianController;
class IndianScene;

// The Hint button (H): on the player's turn, the Hard bot studies the player's own view (on a
// worker thread, as the seats' bots do) and its move is shown: a sentence for the status line
// and a ring around the card to throw or finish with, or the deck to draw from. The bot sees
// exactly what the player sees, so a hint never gives away a hidden card.
class HintProvider : public QObject {
    Q_OBJECT
public:
    HintProvider(IndianController* controller, IndianScene* scene, QObject* parent = nullptr);

    QAction* action() const { return action_; }
    // The seed of the hint bot for the current match: the one the table would give a Hard bot
    // in the player's seat, so a hint is the move that bot would make.
    std::uint64_t seed() const;
    bool busy() const { return pending_; }
    const std::optional<Decision>& lastHint() const { return last_; }
    // When the hand's "spare" label names another card than the hinted throw: a sentence
    // saying why the two differ; empty when they agree or there is no spare label.
    static QString spareNote(Card hinted, const HandArrangement& arrangement);

public slots:
    void requestHint();

signals:
    // The status line's text: the hint, or why there is none now.
    void message(const QString& text);
    void hintReady(const rummy::Decision& decision);

private:
    void show(const Decision& decision);

    IndianController* controller_;
    IndianScene* scene_;
    QAction* action_;
    bool pending_ = false;
    std::optional<Decision> last_;
};

}  // namespace rummy
