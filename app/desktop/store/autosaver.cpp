// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/autosaver.h"

#include "controller/game_controller.h"
#include "controller/gin_controller.h"
#include "controller/meld_game_controller.h"
#include "store/atomic_file.h"
#include "store/save_store.h"
#include "store/write_queue.h"

namespace rummy {

namespace {
constexpr int kAutosaveWrite = 1;  // the queue's key: a newer autosave replaces a queued one
}

Autosaver::Autosaver(GameController* indian, QObject* parent)
    : QObject(parent), indian_(indian), queue_(std::make_unique<WriteQueue>()) {
    connect(indian_, &GameController::stateChanged, this, [this] {
        if (!playingGin_ && !playingMeld_) save();
    });
}

Autosaver::~Autosaver() {
    // The queue's tasks call back into this object: none may outlive it.
    queue_.reset();
}

void Autosaver::setGin(GinController* gin) {
    gin_ = gin;
    connect(gin_, &GinController::stateChanged, this, [this] {
        if (playingGin_ && !playingMeld_) save();
    });
}

void Autosaver::setMeld(MeldGameController* meld) {
    meld_ = meld;
    connect(meld_, &MeldGameController::stateChanged, this, [this] {
        if (playingMeld_) save();
    });
}

void Autosaver::setPlayingMeld(bool meld) {
    playingMeld_ = meld && meld_;
    save();
}

void Autosaver::setPath(const QString& path) {
    flush();
    path_ = path;
    posted_.clear();
    removed_ = false;
    if (!path_.isEmpty()) removeLeftovers(path_);
}

void Autosaver::setPlayingGin(bool gin) {
    playingGin_ = gin && gin_;
    save();
}

void Autosaver::save() {
    if (path_.isEmpty() || held_) return;
    const bool over = playingMeld_  ? meld_->game().isOver()
                      : playingGin_ ? gin_->game().isOver()
                                    : indian_->match().isOver();
    if (!over) settled_ = false;
    if (over && settled_) return;  // counted and dropped: nothing left to resume
    if (playingMeld_) {
        const TableGame& game = meld_->game();
        if (game.hands().empty() && game.round().history().empty()) {
            discard();
            return;
        }
        write(SaveStore::encodeMeld(game, meld_->options()));
        return;
    }
    if (playingGin_) {
        const GinGame& game = gin_->game();
        if (game.hands().empty() && game.round().history().empty()) {
            discard();
            return;
        }
        write(SaveStore::encodeGin(game, gin_->options()));
        return;
    }
    const Match& match = indian_->match();
    if (match.events().empty()) {
        discard();
        return;
    }
    write(SaveStore::encode(match, indian_->options()));
}

void Autosaver::write(const QByteArray& bytes) {
    if (bytes == posted_) return;
    posted_ = bytes;
    removed_ = false;
    queue_->post(
        [this, path = path_, bytes] {
            QString error;
            const bool ok = SaveStore::writeFile(path, bytes, &error);
            // Back on the GUI thread; dropped if this object is gone by then.
            QMetaObject::invokeMethod(
                this, [this, ok, error] { written(ok, error); }, Qt::QueuedConnection);
        },
        kAutosaveWrite);
}

void Autosaver::written(bool ok, const QString& error) {
    if (!ok) {
        posted_.clear();  // the same bytes are tried again with the next change
        if (!std::exchange(failing_, true)) emit failed(error);
        return;
    }
    if (std::exchange(failing_, false)) emit recovered();
}

void Autosaver::settle(bool gin) {
    if (path_.isEmpty() || held_ || gin != playingGin_ || playingMeld_) return;
    const bool over = gin ? gin_->game().isOver() : indian_->match().isOver();
    if (!over) return;
    discard();
    settled_ = true;
}

void Autosaver::settleMeld() {
    if (path_.isEmpty() || held_ || !playingMeld_ || !meld_->game().isOver()) return;
    discard();
    settled_ = true;
}

void Autosaver::discard() {
    if (path_.isEmpty() || held_ || removed_) return;
    posted_.clear();
    removed_ = true;
    queue_->post([path = path_] { removeFile(path); });
}

void Autosaver::flush() {
    queue_->flush();
}

}  // namespace rummy
