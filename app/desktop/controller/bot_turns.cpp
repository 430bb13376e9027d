// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/bot_turns.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent>
#include <utility>

namespace rummy {

void BotTurns::run(std::function<Move()> decide, std::function<int(const Move&)> delayMs,
                   std::function<void(const Move&)> apply) {
    pending_ = true;
    const int generation = generation_;
    auto* watcher = new QFutureWatcher<Move>(owner_);
    QObject::connect(
        watcher, &QFutureWatcher<Move>::finished, owner_,
        [this, watcher, generation, delayMs = std::move(delayMs), apply = std::move(apply)] {
            const Move move = watcher->result();
            watcher->deleteLater();
            if (generation != generation_) return;
            QTimer::singleShot(delayMs(move), owner_, [this, generation, move, apply] {
                if (generation != generation_) return;
                // Behind a modal dialog the move waits for the dialog to close.
                pause_.runOrHold([this, generation, move, apply] {
                    if (generation != generation_) return;
                    pending_ = false;
                    apply(move);
                });
            });
        });
    watcher->setFuture(QtConcurrent::run(std::move(decide)));
}

}  // namespace rummy
