// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/autosaver.h"

#include "controller/game_controller.h"
#include "controller/gin_controller.h"
#include "store/atomic_file.h"
#include "store/save_store.h"

namespace rummy {

Autosaver::Autosaver(GameController* indian, QObject* parent) : QObject(parent), indian_(indian) {
    connect(indian_, &GameController::stateChanged, this, [this] {
        if (!playingGin_) save();
    });
}

void Autosaver::setGin(GinController* gin) {
    gin_ = gin;
    connect(gin_, &GinController::stateChanged, this, [this] {
        if (playingGin_) save();
    });
}

void Autosaver::setPath(const QString& path) {
    path_ = path;
    written_.clear();
}

void Autosaver::setPlayingGin(bool gin) {
    playingGin_ = gin && gin_;
    save();
}

void Autosaver::save() {
    if (path_.isEmpty() || held_) return;
    const bool over = playingGin_ ? gin_->game().isOver() : indian_->match().isOver();
    if (!over) settled_ = false;
    if (over && settled_) return;  // counted and dropped: nothing left to resume
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
    if (bytes == written_) return;
    QString error;
    if (!SaveStore::writeFile(path_, bytes, &error)) {
        written_.clear();
        if (!std::exchange(failing_, true)) emit failed(error);
        return;
    }
    written_ = bytes;
    if (std::exchange(failing_, false)) emit recovered();
}

void Autosaver::settle(bool gin) {
    if (path_.isEmpty() || held_ || gin != playingGin_) return;
    const bool over = gin ? gin_->game().isOver() : indian_->match().isOver();
    if (!over) return;
    discard();
    settled_ = true;
}

void Autosaver::discard() {
    if (path_.isEmpty() || held_) return;
    written_.clear();
    removeFile(path_);
}

}  // namespace rummy
