// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/autosaver.h"

#include "controller/game_controller.h"
#include "store/atomic_file.h"
#include "store/save_store.h"
#include "store/write_queue.h"

namespace rummy {

namespace {
constexpr int kAutosaveWrite = 1;  // the queue's key: a newer autosave replaces a queued one
}

Autosaver::Autosaver(QObject* parent) : QObject(parent), queue_(std::make_unique<WriteQueue>()) {}

Autosaver::~Autosaver() {
    // The queue's tasks call back into this object: none may outlive it.
    queue_.reset();
}

void Autosaver::watch(GameController* table) {
    connect(table, &GameController::stateChanged, this, [this, table] {
        if (table == playing_) save();
    });
}

void Autosaver::setPlaying(GameController* table) {
    playing_ = table;
    save();
}

void Autosaver::setPath(const QString& path) {
    flush();
    path_ = path;
    posted_.clear();
    removed_ = false;
    if (!path_.isEmpty()) removeLeftovers(path_);
}

void Autosaver::save() {
    if (path_.isEmpty() || held_ || !playing_) return;
    const bool over = playing_->gameOver();
    if (!over) settled_ = false;
    if (over && settled_) return;  // counted and dropped: nothing left to resume
    if (playing_->untouched()) {
        discard();
        return;
    }
    write(SaveStore::encode(*playing_));
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

void Autosaver::settle(const GameController* table) {
    if (path_.isEmpty() || held_ || table != playing_ || !table->gameOver()) return;
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
